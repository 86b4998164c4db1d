import { useTranslation } from "~/i18n/use-translation";

/** The trip page's way to "Your data": see it, download it, or ask for it to be erased. */
export function YourDataLink({ base }: { base: string }) {
  const { t } = useTranslation("trip");
  return (
    <section aria-labelledby="your-data-title" className="grid gap-2">
      <h2 id="your-data-title" className="font-display text-xl font-bold">
        {t("myData.link.title")}
      </h2>
      <p className="text-ink-soft">
        {t("myData.link.text")}{" "}
        <a href={`${base}/my-data`} className="font-semibold text-brand-strong underline">
          {t("myData.link.action")}
        </a>
      </p>
    </section>
  );
}
