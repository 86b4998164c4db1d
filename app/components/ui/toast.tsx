import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect } from "react";
import { Link } from "react-router";
import type { ToastMessage } from "~/domain/toast";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";
import { toastClasses, toastCloseClasses, toastVariantClasses, toastViewportClasses } from "./toast-classes";
import { dismissToast, toast, useCurrentToast } from "./use-toast";

const actionClasses =
  "mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";

/**
 * The app's one toast region (Radix Toast: 5000 ms, swipe right past 50 px, Escape, F8
 * focuses the region labelled 'Notification', from where Tab reaches the toast's action).
 */
export function Toaster() {
  const current = useCurrentToast();
  return (
    <ToastPrimitive.Provider label="Notification" duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          duration={current.duration}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          data-testid="toast"
          className={cn(
            toastClasses,
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            "data-[state=open]:animate-toast-in data-[swipe=end]:animate-toast-out motion-reduce:animate-none",
            toastVariantClasses[current.variant ?? "default"],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
            {current.action && (
              // Radix's Action closes the toast when used and gives screen readers its altText.
              <ToastPrimitive.Action altText={current.action.altText} asChild>
                {current.action.href ? (
                  <Link to={current.action.href} className={actionClasses}>
                    {current.action.label}
                  </Link>
                ) : (
                  <button type="button" onClick={current.action.onSelect} className={actionClasses}>
                    {current.action.label}
                  </button>
                )}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close aria-label="Close" className={toastCloseClasses}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className={toastViewportClasses} />
    </ToastPrimitive.Provider>
  );
}

/**
 * A toast that came from the server (an action's answer or a flash cookie). With JavaScript
 * it pops up as a toast; without, the same words are shown in the page.
 */
export function ServerToast({ message }: { message: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
  if (!message || hydrated) return null;
  const destructive = message.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={cn(
        "mx-auto my-4 max-w-3xl rounded-xl border p-4",
        destructive ? toastVariantClasses.destructive : "border-line bg-surface",
      )}
    >
      <p className="font-semibold">{message.title}</p>
      {message.description && <p className="text-sm">{message.description}</p>}
      {message.action?.href && (
        <a href={message.action.href} className={cn(actionClasses, "mt-2 inline-block")}>
          {message.action.label}
        </a>
      )}
    </div>
  );
}
