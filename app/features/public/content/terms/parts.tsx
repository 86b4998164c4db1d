import type { TermsFacts } from "./facts";

/** The company as every language names it: legal name, tax id and address, then the ways to reach it. */
export function CompanyCard({ facts, labels }: { facts: TermsFacts; labels: { taxId: string; phone: string } }) {
  const { company, support } = facts;
  const link = "font-medium text-brand-strong underline underline-offset-4";
  return (
    <address className="mt-4 rounded-xl bg-surface p-4 not-italic ring-1 ring-line">
      <strong>{company.legalName}</strong>
      <br />
      {labels.taxId} {company.taxId}
      <br />
      {company.address}
      <br />
      {labels.phone}{" "}
      <a href={support.phone.href} className={link}>
        {support.phone.shown}
      </a>
      {support.whatsapp && (
        <>
          {" · "}
          <a href={support.whatsapp.href} className={link}>
            WhatsApp {support.whatsapp.shown}
          </a>
        </>
      )}
      <br />
      <a href={`mailto:${support.email}`} className={`${link} break-all`}>
        {support.email}
      </a>
    </address>
  );
}
