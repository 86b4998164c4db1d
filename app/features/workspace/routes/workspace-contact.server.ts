import type { TFunction } from "i18next";
import type { AdminViewer } from "~/auth/staff-auth.server";
import { markContacted } from "~/features/workspace/contacted.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The workspace's "Mark as contacted": the traveller's timeline ticks "Your
 * concierge contacted you" only from here (or a message of the team), never because the
 * preferences arrived. The route's gate has already asked for booking.work.
 */

/** The workspace's handler of "mark-contacted". */
export function markAsContacted({
  reference,
  viewer,
  t,
}: {
  reference: string;
  viewer: AdminViewer;
  t: TFunction<"workspace">;
}) {
  const here = `/admin/bookings/${encodeURIComponent(reference)}#contact`;
  const marked = markContacted(reference, viewer.kind === "staff" ? viewer.person.id : null);
  return redirectWithToast(
    here,
    marked
      ? { title: t("toasts.contacted"), description: t("toasts.contactedText") }
      : { title: t("toasts.alreadyContacted"), description: t("toasts.alreadyContactedText") },
  );
}
