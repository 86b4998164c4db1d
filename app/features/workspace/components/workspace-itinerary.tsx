import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { itineraryUpdatable } from "~/domain/booking-lifecycle";
import { formatDeskTime } from "~/domain/desk-time";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { Fact, factsClasses, WorkspaceSection } from "./section";

/**
 * The itinerary once sent: what was sent (version, PDF size and
 * digest), and the edits not sent yet with the button that sends them as an update.
 */
export function WorkspaceItinerary({ workspace, zone }: { workspace: Workspace; zone: string }) {
  const { t, i18n } = useTranslation("workspace");
  const at = (iso: string) => formatDeskTime(iso, zone, languageOf(i18n));
  const { booking, itinerary } = workspace;
  // Sending it is the header's primary action once every table is booked; this is what was sent.
  if (!itinerary) return null;
  return (
    <WorkspaceSection id="itinerary" title={t("itinerary.title")}>
      {itinerary && (
        <>
          <dl className={factsClasses}>
            <Fact term={t("itinerary.sent")}>
              {itinerary.status === "sent" ? `v${itinerary.version}, ` : ""}
              {at(itinerary.sentAt)}
            </Fact>
            <Fact term={t("itinerary.version")}>
              {itinerary.version}
              {itinerary.status === "cancelled" ? t("itinerary.withdrawn") : ""}
            </Fact>
            <Fact term={t("itinerary.pdf")}>
              {itinerary.pdf
                ? t("itinerary.pdfValue", {
                    version: itinerary.pdf.version,
                    size: (itinerary.pdf.bytes / 1024).toFixed(1),
                    time: at(itinerary.pdf.renderedAt),
                  }) + (itinerary.pdf.renderMs !== null ? t("itinerary.pdfIn", { ms: itinerary.pdf.renderMs }) : "")
                : t("itinerary.rendering")}
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
                  <p className="font-semibold">{t("itinerary.changed")}</p>
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
                  {t("itinerary.noChange")}
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
                {t("itinerary.sendUpdate")}
              </Button>
            </Form>
          )}
        </>
      )}
    </WorkspaceSection>
  );
}
