import type { ToastInput } from "~/domain/toast";
import { toastClasses, toastCloseClasses, toastVariantClasses, toastViewportClasses } from "./toast-classes";

/**
 * The toast for pages served without React (a standalone script's own, e.g. the booking
 * form's): the same look and words as the Toaster's, one at a time, gone after 5 s or on
 * Escape or its Close button. It announces itself as a status (an alert when destructive).
 * Its region is built like Radix's viewport on the React pages (a region named
 * 'Notifications (F8)' around a focusable list, letting clicks through while empty), and F8
 * focuses it the same way, so a keyboard user reaches a toast alike on every page.
 */

const DURATION_MS = 5000;

let region: HTMLOListElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function toastList(): HTMLOListElement {
  if (region?.isConnected) return region;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications (F8)");
  section.tabIndex = -1;
  section.style.pointerEvents = "none";
  region = document.createElement("ol");
  region.className = toastViewportClasses;
  region.tabIndex = -1;
  section.append(region);
  document.body.append(section);
  return region;
}

/** The region takes clicks only while it holds a toast, as Radix's does. */
const holding = (list: HTMLOListElement, toast: boolean) => {
  if (list.parentElement) list.parentElement.style.pointerEvents = toast ? "" : "none";
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function dismissStandaloneToast(): void {
  clearTimeout(timer);
  region?.replaceChildren();
  if (region) holding(region, false);
}

/** Removes the toast only if it is still this one (a newer toast stays). */
export function dismissStandaloneToastIf(item: HTMLElement | null): void {
  if (item?.isConnected) dismissStandaloneToast();
}

/** Shows the toast and returns its element (to dismiss it when its reason is gone, or to measure it). */
export function showStandaloneToast(message: ToastInput): HTMLLIElement {
  const list = toastList();
  const destructive = message.variant === "destructive";
  const item = element("li", `${toastClasses} ${toastVariantClasses[destructive ? "destructive" : "default"]}`);
  item.dataset.testid = "toast";
  // The words are the live region (a list item keeps its list role, as Radix's toast does).
  const body = element("div", "grid gap-1");
  body.setAttribute("role", destructive ? "alert" : "status");
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
  holding(list, true);
  clearTimeout(timer);
  timer = setTimeout(dismissStandaloneToast, DURATION_MS);
  return item;
}

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") dismissStandaloneToast();
  // Radix's hotkey test: the key's code, whatever the keyboard's layout.
  if (event.code === "F8") toastList().focus();
});
