import * as clock from "~/clock";

/**
 * A button or link inside a toast, such as 'Retry' after 'Refresh failed'. `altText` says how
 * to do the same without the toast, for screen readers that announce it. A toast that comes
 * from the server can only carry a link (`href`); `onSelect` is for toasts raised in the browser.
 */
type ToastAction = { label: string; altText: string; href?: string; onSelect?: () => void };

/** A notification as the spec defines it: title, description, optional action, variant default or destructive. */
export type ToastMessage = {
  /** Distinguishes two identical messages, so the second one is shown too. */
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: "default" | "destructive";
};

export type ToastInput = Omit<ToastMessage, "id"> & { id?: string };

let counter = 0;
export function toastMessage(input: ToastInput): ToastMessage {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return { id: input.id ?? `${clock.nowMs().toString(36)}-${counter}`, variant: "default", ...input };
}
