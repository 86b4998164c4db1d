import { configuredCompany, configuredSupport } from "~/content/support-contact.server";
import { env } from "~/env.server";

/**
 * What every public page's loader returns. These pages are rendered once per process
 * (app/cached-pages.ts), so only process configuration may appear here, never the request.
 */
export function publicPageData() {
  return { supportEmail: env().SUPPORT_EMAIL, support: configuredSupport(), company: configuredCompany() };
}
