import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { itineraryUpdatable } from "~/domain/booking-lifecycle";
import { formatDeskTime } from "~/domain/desk-time";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { Fact, factsClasses, WorkspaceSection } from "./section";

/**
 * The itinerary once sent: what was sent (version, PDF size and
 * digest), and the edits not sent yet with the button that sends them as an update.
 */
export function WorkspaceItinerary({ workspace, zone }: { workspace: Workspace; zone: string }) {
  const { booking, itinerary } = workspace;
  // Sending it is the header's primary action once every table is booked; this is what was sent.
  if (!itinerary) return null;
  return (
    <WorkspaceSection id="itinerary" title="Itinerary">
      {itinerary && (
        <>
          <dl className={factsClasses}>
            <Fact term="Sent">
              {itinerary.status === "sent" ? `v${itinerary.version}, ` : ""}
              {formatDeskTime(itinerary.sentAt, zone)}
            </Fact>
            <Fact term="Version">
              {itinerary.version}
              {itinerary.status === "cancelled" ? " (withdrawn: the trip is cancelled)" : ""}
            </Fact>
            <Fact term="PDF">
              {itinerary.pdf
                ? `version ${itinerary.pdf.version}, ${(itinerary.pdf.bytes / 1024).toFixed(1)} kB, rendered ${formatDeskTime(itinerary.pdf.renderedAt, zone)}${itinerary.pdf.renderMs !== null ? ` in ${itinerary.pdf.renderMs} ms` : ""}`
                : "Rendering…"}
            </Fact>
            {itinerary.pdf && (
              <Fact term="SHA-256">
                <span className="font-mono text-sm break-all">{itinerary.pdf.sha256}</span>
              </Fact>
            )}
          </dl>
          {itineraryUpdatable(booking.status) && (
            <Form method="post" className="grid gap-2">
              {itinerary.unsentChanges.length > 0 ? (
                <>
                  <p className="font-semibold">Changed since it was sent:</p>
                  <ul className="list-disc pl-5">
                    {itinerary.unsentChanges.map((change) => (
                      <li key={change} className="break-words">
                        {change}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p id="send-update-hint" className="text-ink-soft">
                  No change since it was sent. Edit a table below to send an update.
                </p>
              )}
              <input type="hidden" name="intent" value={WORKSPACE_INTENTS.sendUpdate} />
              <Button
                type="submit"
                variant="outline"
                className="justify-self-start"
                disabled={itinerary.unsentChanges.length === 0}
                aria-describedby={itinerary.unsentChanges.length === 0 ? "send-update-hint" : undefined}
              >
                Send update
              </Button>
            </Form>
          )}
        </>
      )}
    </WorkspaceSection>
  );
}
