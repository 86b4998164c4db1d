import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type en from "~/i18n/locales/en/admin";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The server refuses in one English sentence (refusalSentence, FORBIDDEN_MESSAGE), which a
 * download shows as it stands; the page says the same sentence in the person's language.
 */
const REFUSALS: Record<string, keyof typeof en.refused> = {
  "Only an owner can open this.": "ownerOpen",
  "Only an owner can do this.": "ownerDo",
  "Your role does not allow this. Ask an owner of the team.": "forbidden",
};

/**
 * What a team member sees when their role does not allow a page or a form (a 403): the sentence
 * the server refused with, naming who may ("Only an owner can open this."), and the way back to
 * the queue, which every role opens. The admin layout's error boundary shows it under the staff
 * navigation, so the rest of the admin stays one click away.
 */
export function RefusedPage({ sentence }: { sentence: string | null }) {
  const { t } = useTranslation("admin");
  const known = sentence === null ? "fallback" : REFUSALS[sentence];
  const heading = (known ? t(`refused.${known}`) : (sentence ?? "")).replace(/\.$/, "");
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{`${heading} · Sobremesa`}</title>
      <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">403</p>
      <h1 className="font-display text-3xl font-bold text-ink">{heading}</h1>
      <p className="text-ink-soft">{t("refused.explain")}</p>
      <Link to="/admin" className={buttonClasses()}>
        {t("refused.back")}
      </Link>
    </main>
  );
}
