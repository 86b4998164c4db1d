import { useTranslation } from "~/i18n/use-translation";
import { LostLinkForm } from "./lost-link-form";

/** A trip link that opens nothing: the 404 with "Lost your link?", the same on every page under it. */
export function TripNotFound() {
  const { t } = useTranslation("trip");
  return (
    <>
      <header className="grid gap-3">
        <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">404</p>
        <h1 className="font-display text-4xl font-bold">{t("lostLink.notFound")}</h1>
        <p className="text-ink-soft">{t("lostLink.notFoundText")}</p>
      </header>
      <section aria-labelledby="lost-link-title" className="grid gap-4">
        <h2 id="lost-link-title" className="font-display text-2xl font-bold">
          {t("lostLink.heading")}
        </h2>
        <LostLinkForm />
      </section>
    </>
  );
}
