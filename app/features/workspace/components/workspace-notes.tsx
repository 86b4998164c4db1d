import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import type { Workspace, WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/** Internal notes: for the concierge team only, never shown to the traveller or put in an email. */
export function WorkspaceNotes({
  workspace,
  zone,
  answer,
}: {
  workspace: Workspace;
  /** The desk's time zone, for the team's own times. */
  zone: string;
  answer?: WorkspaceActionData;
}) {
  const { t, i18n } = useTranslation("workspace");
  const error = answer?.intent === WORKSPACE_INTENTS.note ? answer.result?.error?.body?.[0] : undefined;
  return (
    <WorkspaceSection id="notes" title={t("notes.title")}>
      <p className="text-sm text-ink-soft">{t("notes.intro")}</p>
      {workspace.notes.length > 0 ? (
        <ol className="grid gap-2">
          {workspace.notes.map((note) => (
            <li key={note.id} className="grid gap-0.5 rounded-lg border border-line p-3">
              <p className="text-sm text-ink-soft">
                {formatDeskTime(note.createdAt, zone, languageOf(i18n))} · {note.author}
              </p>
              <p className="break-words whitespace-pre-line text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("notes.none")}</p>
      )}
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.note} />
        <label htmlFor="note-body" className="text-sm font-semibold text-ink">
          {t("notes.label")}
        </label>
        <textarea
          id="note-body"
          name="body"
          rows={3}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-body-error" : undefined}
          // biome-ignore lint/a11y/noAutofocus: only after a refused note, to fix it
          autoFocus={Boolean(error)}
          className={`${controlClasses} h-auto py-2`}
        />
        <p id="note-body-error" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
        <Button type="submit" variant="outline" className="justify-self-start">
          {t("notes.add")}
        </Button>
      </Form>
    </WorkspaceSection>
  );
}
