import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Shown on every admin page while the team has no owner and the admin token's session is the
 * one open: the way to the first account, and what changes once it exists.
 */
export function FirstOwnerBanner() {
  const { t } = useTranslation("admin");
  return (
    <aside
      aria-label={t("firstOwner.label")}
      className="border-b border-line bg-warning-soft px-4 py-3 text-sm text-warning sm:px-6"
    >
      <p className="mx-auto max-w-7xl">
        {t("firstOwner.before")}{" "}
        <Link to="/admin/first-owner" className="font-semibold text-warning underline">
          {t("firstOwner.link")}
        </Link>
        {t("firstOwner.after")}
      </p>
    </aside>
  );
}
