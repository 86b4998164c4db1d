import { env, SAMPLE_COMPANY } from "~/env.server";

/**
 * Who sells, as the pre-contract information names it: the company's legal name once one is
 * configured; until then (development's sample company) the product's own name.
 */
export function sellerName(): string {
  const name = env().COMPANY_LEGAL_NAME;
  return name && name !== SAMPLE_COMPANY.COMPANY_LEGAL_NAME ? name : "Sobremesa";
}
