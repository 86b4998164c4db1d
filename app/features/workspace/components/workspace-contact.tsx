import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";

/**
 * Whether a person has contacted the traveller: "Mark as contacted" until then,
 * then when and who. The traveller's timeline reads the same fact.
 */
export function WorkspaceContact({
  contacted,
  zone,
}: {
  contacted: { at: string; by: string | null } | null;
  /** The desk's time zone, for the team's own times. */
  zone: string;
}) {
  return (
    <section id="contact" aria-label="Contact with the traveller" className="flex flex-wrap items-center gap-3">
      {contacted ? (
        <p className="text-sm text-ink" data-testid="contacted">
          Contacted {formatDeskTime(contacted.at, zone)}
          {contacted.by ? ` by ${contacted.by}` : ""}.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">Nobody has marked the traveller as contacted yet.</p>
          <Form method="post">
            <input type="hidden" name="intent" value={WORKSPACE_INTENTS.markContacted} />
            <Button type="submit" variant="outline" size="sm">
              Mark as contacted
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
