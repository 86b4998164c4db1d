/** A notification as the spec defines it: title, description, variant default or destructive. */
export type ToastMessage = {
  /** Distinguishes two identical messages, so the second one is shown too. */
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

export type ToastInput = Omit<ToastMessage, "id"> & { id?: string };

let counter = 0;
export function toastMessage(input: ToastInput): ToastMessage {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return { id: input.id ?? `${Date.now().toString(36)}-${counter}`, variant: "default", ...input };
}
