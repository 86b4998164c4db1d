import type { ToastInput } from "~/domain/toast";

/**
 * The toast for pages served without React (a standalone script's own, e.g. the booking
 * form's): the same look and words as the Toaster's, one at a time, gone after 5 s or on
 * Escape or its Close button. It announces itself as a status (an alert when destructive).
 */

const DURATION_MS = 5000;

const toastClasses = "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg";
const variantClasses = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
};
const closeClasses =
  "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-focus";

let region: HTMLDivElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function toastList(): HTMLDivElement {
  if (region?.isConnected) return region;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notification");
  region = document.createElement("div");
  region.className = "fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none";
  region.tabIndex = -1;
  section.append(region);
  document.body.append(section);
  return region;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function dismissStandaloneToast(): void {
  clearTimeout(timer);
  region?.replaceChildren();
}

export function showStandaloneToast(message: ToastInput): void {
  const list = toastList();
  const destructive = message.variant === "destructive";
  const item = element("div", `${toastClasses} ${variantClasses[destructive ? "destructive" : "default"]}`);
  item.setAttribute("role", destructive ? "alert" : "status");
  item.dataset.testid = "toast";
  const body = element("div", "grid gap-1");
  body.append(element("div", "font-semibold", message.title));
  if (message.description) body.append(element("div", "text-sm opacity-90", message.description));
  const close = element("button", closeClasses);
  close.type = "button";
  close.setAttribute("aria-label", "Close");
  const cross = element("span", "", "×");
  cross.setAttribute("aria-hidden", "true");
  close.append(cross);
  close.addEventListener("click", dismissStandaloneToast);
  item.append(body, close);
  list.replaceChildren(item);
  clearTimeout(timer);
  timer = setTimeout(dismissStandaloneToast, DURATION_MS);
}

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") dismissStandaloneToast();
});
