import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { ServerToast } from "~/components/ui/toast";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { WorkspaceConversation } from "~/features/conversation/components/workspace-conversation";
import { workspaceConversation } from "~/features/conversation/routes/admin-conversation.server";
import { workspaceDirectory } from "~/features/restaurants/routes/workspace-directory.server";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { WorkspaceCancel } from "~/features/workspace/components/workspace-cancel";
import { WorkspaceConcierge } from "~/features/workspace/components/workspace-concierge";
import { WorkspaceContact } from "~/features/workspace/components/workspace-contact";
import { WorkspaceCreator } from "~/features/workspace/components/workspace-creator";
import { WorkspaceHeader } from "~/features/workspace/components/workspace-header";
import { WorkspaceHistory } from "~/features/workspace/components/workspace-history";
import { WorkspaceInvoices } from "~/features/workspace/components/workspace-invoices";
import { WorkspaceItinerary } from "~/features/workspace/components/workspace-itinerary";
import { WorkspaceMeals } from "~/features/workspace/components/workspace-meals";
import { WorkspaceNotes } from "~/features/workspace/components/workspace-notes";
import { WorkspacePayment } from "~/features/workspace/components/workspace-payment";
import { WorkspaceRatings } from "~/features/workspace/components/workspace-ratings";
import { WorkspaceTripLink } from "~/features/workspace/components/workspace-trip-link";
import { workspaceAction, workspaceLoader } from "~/features/workspace/routes/booking-workspace.server";
import { conciergeView } from "~/features/workspace/routes/workspace-concierge.server";
import { workspaceInvoices } from "~/features/workspace/routes/workspace-invoices.server";
import { workspaceBooking } from "~/features/workspace/routes/workspace-reference.server";
import type { Route } from "./+types/booking-workspace";

/** The concierge's page for one booking: the next action first, then everything about it, and only the moves it can make now. */

export const handle = {
  nav: () => [
    { to: "/admin", label: "Internal Database" },
    { to: "/payment-admin", label: "Payment Dashboard" },
    { to: "/admin/mail", label: "Mail" },
  ],
  admin: {
    title: "Booking",
    description: "The concierge's workspace for one booking.",
    gate: "Enter the admin token to open this booking.",
  },
};

export const loader = adminLoader("booking.work", async ({ params, request }: Route.LoaderArgs, viewer) => {
  // The booking is read once here and handed to every part of the page.
  const { booking, ...page } = await workspaceLoader(workspaceBooking(params.reference), viewer);
  return {
    ...page,
    directory: workspaceDirectory(booking.cityName, new URL(request.url).searchParams),
    concierge: conciergeView(booking, viewer),
    invoices: workspaceInvoices(booking, viewer),
    conversation: workspaceConversation(booking),
  };
});

export const action = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "booking.work",
  // Every form of the page, by its intent (the conversation's post to their own address).
  (form, { params, context }: Route.ActionArgs, viewer) =>
    workspaceAction(form, params.reference, viewer, context.clientAddress),
);

export default function BookingWorkspace({ loaderData, actionData }: Route.ComponentProps) {
  const zone = useDeskTimeZone();
  if (!loaderData.unlocked) return null;
  const { workspace, liveStripe, concierge } = loaderData;
  const answer = actionData as WorkspaceActionData | undefined;
  // Laid out around the work: who and what, and the next action first (with the contact and the
  // conversation with the traveller); the meals, their tables and ratings next; the history, the
  // money and the notes after; cancelling last, behind its own step.
  return (
    <main className="mx-auto grid w-full max-w-6xl min-w-0 flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <ServerToast message={answer?.toast} />
      <WorkspaceHeader workspace={workspace} concierge={concierge} zone={zone} answer={answer} />
      <WorkspaceContact contacted={loaderData.contact} zone={zone} />
      <WorkspaceConversation conversation={loaderData.conversation} zone={zone} />
      <WorkspaceMeals workspace={workspace} answer={answer} directory={loaderData.directory} />
      <WorkspaceRatings workspace={workspace} />
      <WorkspaceItinerary workspace={workspace} zone={zone} />
      <WorkspaceCreator workspace={workspace} />
      {concierge && <WorkspaceConcierge concierge={concierge} />}
      <WorkspaceHistory workspace={workspace} zone={zone} />
      <WorkspacePayment workspace={workspace} liveStripe={liveStripe} zone={zone} />
      <WorkspaceInvoices invoices={loaderData.invoices} />
      <WorkspaceTripLink workspace={workspace} />
      <WorkspaceNotes workspace={workspace} zone={zone} answer={answer} />
      <WorkspaceCancel workspace={workspace} answer={answer} />
    </main>
  );
}
