import { type Cookie, redirect } from "react-router";
import { type ToastInput, type ToastMessage, toastMessage } from "~/domain/toast";
import { signedCookie } from "~/http/cookies.server";

/** Name of the flash cookie that carries a toast across a redirect. */
export const TOAST_COOKIE = "sm_toast";

let cookie: Cookie | undefined;
function toastCookie() {
  cookie ??= signedCookie(TOAST_COOKIE, 60);
  return cookie;
}

/** The Set-Cookie header that makes the next page show this toast. */
export async function toastHeader(input: ToastInput): Promise<string> {
  return toastCookie().serialize(toastMessage(input));
}

/** Redirects and shows a toast on the page it lands on, with or without JavaScript. */
export async function redirectWithToast(url: string, input: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(input));
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) a pending toast. */
export async function takeToast(request: Request): Promise<{ toast: ToastMessage | null; headers?: HeadersInit }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${TOAST_COOKIE}=`)) return { toast: null };
  const value = await toastCookie().parse(header);
  const clear = await toastCookie().serialize("", { maxAge: 0 });
  const toast = isToast(value) ? value : null;
  return { toast, headers: { "Set-Cookie": clear } };
}

function isToast(value: unknown): value is ToastMessage {
  return typeof value === "object" && value !== null && typeof (value as ToastMessage).title === "string";
}
