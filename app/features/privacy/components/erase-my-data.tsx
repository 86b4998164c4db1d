import { Form } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { PRIVACY_INTENTS } from "../privacy-intents";

/** A long label wraps at 320 px instead of running off the screen. */
const WRAPS = "h-auto! min-h-11 max-w-full py-2 text-center whitespace-normal!";

/**
 * "Erase my data": what goes, what stays and why, then a confirmation. The confirmation is a
 * link to this page with `?erase=confirm` (no script needed) holding the one form that erases;
 * while the trip is being delivered the section says when it becomes possible instead.
 */
export function EraseMyData({
  base,
  mayErase,
  confirming,
  invoices,
  email,
  supportEmail,
  refused,
}: {
  base: string;
  mayErase: boolean;
  confirming: boolean;
  invoices: string[];
  email: string;
  supportEmail: string;
  refused: string | null;
}) {
  const { t } = useTranslation("trip");
  return (
    <section aria-labelledby="erase-title" id="erase" className="grid gap-3 rounded-2xl border border-line p-4 sm:p-6">
      <h2 id="erase-title" className="font-display text-2xl font-bold">
        {t("myData.erase.title")}
      </h2>
      <p>{t("myData.erase.text")}</p>
      <p>
        {invoices.length > 0
          ? t("myData.erase.kept", { numbers: invoices.join(", ") })
          : t("myData.erase.keptNoInvoices")}
      </p>
      {refused && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {refused}
        </p>
      )}
      {!mayErase ? (
        <p className="rounded-xl bg-brand-soft p-4" data-testid="erase-not-yet">
          {t("myData.erase.notYet", { email: supportEmail })}
        </p>
      ) : confirming ? (
        <Form method="post" action={`${base}/my-data`} className="grid gap-3 rounded-xl bg-danger-soft p-4">
          <h3 className="text-lg font-bold">{t("myData.erase.confirmTitle")}</h3>
          <p>{t("myData.erase.confirmText", { email })}</p>
          <input type="hidden" name="intent" value={PRIVACY_INTENTS.erase} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" className={WRAPS}>
              {t("myData.erase.confirm")}
            </Button>
            <a href={`${base}/my-data`} className={buttonClasses({ variant: "outline", className: WRAPS })}>
              {t("myData.erase.keep")}
            </a>
          </div>
        </Form>
      ) : (
        <a
          href={`${base}/my-data?erase=confirm#erase`}
          className={buttonClasses({ variant: "outline", className: `justify-self-start ${WRAPS}` })}
        >
          {t("myData.erase.ask")}
        </a>
      )}
    </section>
  );
}
