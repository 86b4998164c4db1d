import { useSyncExternalStore } from "react";
import { type ToastInput, type ToastMessage, toastMessage } from "~/domain/toast";

/** At most one toast is visible: a new one replaces the previous. */
let current: (ToastMessage & { duration?: number }) | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput & { duration?: number }): string {
  current = toastMessage(input);
  emit();
  return current.id;
}

export function dismissToast(id?: string): void {
  if (!current || (id && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast() {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
