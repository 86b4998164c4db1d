import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/**
 * The trip's private links: when one has leaked (a forwarded email or PDF), the concierge
 * replaces them all. A plain form post, so it works without JavaScript.
 */
export function WorkspaceTripLink({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation("workspace");
  const { tripLinks, booking } = workspace;
  return (
    <WorkspaceSection id="trip-link" title={t("tripLink.title")}>
      <p>{t("tripLink.links", { count: tripLinks })}</p>
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.newTripLink} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-describedby="new-link-hint"
        >
          {t("tripLink.send")}
        </Button>
        <p id="new-link-hint" className="text-sm text-ink-soft">
          {t("tripLink.hint", { email: booking.email })}
        </p>
      </Form>
    </WorkspaceSection>
  );
}
