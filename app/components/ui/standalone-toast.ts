import type { ToastInput } from "~/domain/toast";
import { toastClasses, toastCloseClasses, toastVariantClasses, toastViewportClasses } from "./toast-classes";

/**
 * The toast for pages served without React (a standalone script's own, e.g. the booking
 * form's): the same look and words as the Toaster's, one at a time, gone after 5 s or on
 * Escape or its Close button. It announces itself as a status (an alert when destructive).
 */

const DURATION_MS = 5000;

let region: HTMLDivElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function toastList(): HTMLDivElement {
  if (region?.isConnected) return region;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notification");
  region = document.createElement("div");
  region.className = toastViewportClasses;
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
  const item = element("div", `${toastClasses} ${toastVariantClasses[destructive ? "destructive" : "default"]}`);
  item.setAttribute("role", destructive ? "alert" : "status");
  item.dataset.testid = "toast";
  const body = element("div", "grid gap-1");
  body.append(element("div", "font-semibold", message.title));
  if (message.description) body.append(element("div", "text-sm opacity-90", message.description));
  const close = element("button", toastCloseClasses);
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
