import type { TFunction } from "i18next";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import type { Booking } from "~/db/schema";
import { type ToastInput, toastMessage } from "~/domain/toast";
import type { AuditBy } from "~/features/staff/audit.server";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { redirectWithToast } from "~/http/toast.server";

/**
 * What every workspace form's handler is given, and the two ways it answers: a refusal (the page
 * again, the form's errors and a toast saying why, nothing stored) or a redirect back with a toast.
 */

export const refusal = (intent: string, status: number, toast: ToastInput, extra: Partial<WorkspaceActionData> = {}) =>
  data<WorkspaceActionData>({ intent, toast: toastMessage(toast), ...extra }, { status });

export const problem = (t: TFunction<"workspace">, description: string): ToastInput => ({
  title: t("toasts.notSaved"),
  description,
  variant: "destructive",
});

/** What every handler of the workspace is given besides the form. */
export type WorkspaceContext = {
  reference: string;
  /** The booking the address names, read once for the whole action (undefined: none, a 404). */
  booking: Booking | undefined;
  viewer: AdminViewer;
  clientAddress: string | null;
  /** Who the history names: `staff:<id>` for a person; the shared token (before any owner) stays "admin". */
  author: string;
  asker: { actor: "admin"; actorId: string | undefined };
  audit: AuditBy;
  /** The signed-in person's words (the "workspace" catalogue in their language; English for the token). */
  t: TFunction<"workspace">;
};

/** Back to the page (at `anchor`) with a toast saying what was done. */
export const done = ({ reference }: WorkspaceContext, title: string, description: string, anchor = "") =>
  redirectWithToast(`/admin/bookings/${encodeURIComponent(reference)}${anchor}`, { title, description });
