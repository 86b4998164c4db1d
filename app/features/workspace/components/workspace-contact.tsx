import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t, i18n } = useTranslation("workspace");
  const time = contacted ? formatDeskTime(contacted.at, zone, languageOf(i18n)) : "";
  return (
    <section id="contact" aria-label={t("contact.label")} className="flex flex-wrap items-center gap-3">
      {contacted ? (
        <p className="text-sm text-ink" data-testid="contacted">
          {contacted.by ? t("contact.contactedBy", { time, name: contacted.by }) : t("contact.contacted", { time })}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t("contact.nobody")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value={WORKSPACE_INTENTS.markContacted} />
            <Button type="submit" variant="outline" size="sm">
              {t("contact.mark")}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
