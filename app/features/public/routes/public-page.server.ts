import { configuredCompany, configuredSupport } from "~/content/support-contact.server";
import { env } from "~/env.server";

/** What every public page's loader returns: the site's company and support contact, from the configuration. */
export function publicPageData() {
  return { supportEmail: env().SUPPORT_EMAIL, support: configuredSupport(), company: configuredCompany() };
}
