import { Link } from "react-router";
import { TaxDetailsFacts } from "~/features/creator-tax/components/tax-details-facts";
import { TaxDetailsForm } from "~/features/creator-tax/components/tax-details-form";
import { taxCreatorAction, taxCreatorLoader } from "~/features/creator-tax/routes/admin-tax.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/tax-details-creator";

/** One creator's tax details (/admin/tax-details/:creatorId), and an owner's correction with its reason. */

export const handle = {
  admin: {
    title: "Creator's tax details",
    lockedTitle: "Creators' tax details",
    description: "A creator's tax details, and their correction with a reason.",
    gate: "Enter the admin token to open creators' tax details.",
  },
};

export const loader = (args: Route.LoaderArgs) => taxCreatorLoader(args);

export const action = (args: Route.ActionArgs) => taxCreatorAction(args);

export default function TaxDetailsCreator({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("money");
  if (!loaderData.unlocked) return null;
  const { creator, details, values, words, countries, today } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : null;
  return (
    <main className="mx-auto grid w-full max-w-4xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <p>
          <Link to="/admin/tax-details" className="font-medium text-brand-strong underline underline-offset-4">
            {t("taxDetails.backToList")}
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold break-words text-ink">{creator.name}</h1>
        <p className="break-words text-ink-soft">
          {creator.city} · {creator.email}
        </p>
      </div>
      {details ? (
        <>
          <TaxDetailsFacts details={details} words={words} countries={countries} />
          <section aria-labelledby="correct-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
            <h2 id="correct-title" className="font-display text-2xl font-bold text-ink">
              {t("taxDetails.correct")}
            </h2>
            <p className="text-ink-soft">{t("taxDetails.correctIntro")}</p>
            {result?.error?.[""]?.[0] && (
              <p role="alert" className="text-sm font-medium text-danger">
                {result.error[""][0]}
              </p>
            )}
            <TaxDetailsForm
              // A saved correction starts the form afresh from what is stored.
              key={details.updatedAt}
              words={words}
              countries={countries}
              today={today}
              lastResult={result}
              defaultValue={values}
              reason={{
                label: t("taxDetails.reason"),
                hint: t("taxDetails.reasonHint"),
              }}
              labelledBy="correct-title"
            />
          </section>
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-6 text-ink-soft">
          {t("taxDetails.notYet", { name: creator.name })}
        </p>
      )}
    </main>
  );
}
