import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { WorkspaceSection } from "./section";

/**
 * The trip's private links: when one has leaked (a forwarded email or PDF), the concierge
 * replaces them all. A plain form post, so it works without JavaScript.
 */
export function WorkspaceTripLink({ workspace }: { workspace: Workspace }) {
  const { tripLinks, booking } = workspace;
  return (
    <WorkspaceSection id="trip-link" title="Trip link">
      <p>
        {tripLinks === 1 ? "1 link opens" : `${tripLinks} links open`} this trip's page (from emails, the PDF and the
        confirmation page). Anyone holding one can read the traveller's answers and cancel the trip.
      </p>
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.newTripLink} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-describedby="new-link-hint"
        >
          Send a new trip link
        </Button>
        <p id="new-link-hint" className="text-sm text-ink-soft">
          Every earlier link stops working at once, and {booking.email} is emailed a new one.
        </p>
      </Form>
    </WorkspaceSection>
  );
}
