import type { TFunction } from "i18next";
import { Link } from "react-router";
import { type Language, pathInLanguage } from "~/i18n/languages";
import { cn } from "~/utils/cn";

/** The payout section's line about the creator's tax details: missing or complete, and the way to the form. */
export function TaxDetailsLink({
  complete,
  t,
  language,
}: {
  complete: boolean;
  t: TFunction<"dashboard">;
  language: Language;
}) {
  return (
    <div
      className={cn(
        "grid gap-1 rounded-xl border p-3",
        complete ? "border-line bg-canvas" : "border-warning bg-warning-soft",
      )}
    >
      <p className="font-semibold text-ink">{complete ? t("tax.link.complete") : t("tax.link.missing")}</p>
      {!complete && <p className="text-sm text-ink">{t("tax.link.missingText")}</p>}
      <Link to={pathInLanguage("/dashboard/tax", language)} className="justify-self-start text-brand-strong underline">
        {complete ? t("tax.link.change") : t("tax.link.add")}
      </Link>
    </div>
  );
}
