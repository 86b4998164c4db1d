import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_PAGE_SIZE, type ListQuery, listHref, pageCount } from "~/features/admin-dashboard/admin-list";
import { INTL_LOCALE, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** Search (by name or email unless `fieldLabel` says more): a plain GET form, so it works without JavaScript. */
export function SearchForm({
  query,
  hidden = {},
  label,
  fieldLabel,
}: {
  query: ListQuery;
  hidden?: Record<string, string>;
  label: string;
  fieldLabel?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-1">
        <label htmlFor="admin-search" className="text-sm font-semibold text-ink">
          {fieldLabel ?? t("list.byNameOrEmail")}
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={200}
          className="h-9 w-64 max-w-full rounded-lg border border-line bg-surface px-3 text-sm focus-visible:outline-3 focus-visible:outline-focus"
        />
      </div>
      <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("list.search")}
      </button>
      {query.q && (
        <Link to={listHref(hidden)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          {t("list.clear")}
        </Link>
      )}
    </Form>
  );
}

/**
 * 'Showing 51–100 of 240' with previous and next page links. With `more`, `total` is where the
 * count stopped (admin-list.ts's SEARCH_COUNT_CAP): 'of 1,000+', and a next page always offered.
 */
export function Pagination({
  query,
  total,
  more = false,
  params = {},
  label,
}: {
  query: ListQuery;
  total: number;
  more?: boolean;
  params?: Record<string, string>;
  label: string;
}) {
  const pages = pageCount(total);
  const first = total === 0 ? 0 : (query.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(total, query.page * ADMIN_PAGE_SIZE);
  const { t, i18n } = useTranslation("admin");
  const href = (page: number) => listHref({ ...params, q: query.q, page });
  // Past the cap the figures run into thousands: grouped in the reader's locale, as the "1,000+" they stop at.
  const shown = (n: number) => (more ? n.toLocaleString(INTL_LOCALE[languageOf(i18n)]) : String(n));
  const atLeast = (n: number) => (more ? `${shown(n)}+` : String(n));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
      <p>
        {t("list.showing", { first: shown(first), last: shown(last), total: atLeast(total) })}
        {query.q ? t("list.matching", { q: query.q }) : ""}
      </p>
      <div className="flex items-center gap-2">
        {query.page > 1 && (
          <Link to={href(query.page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("list.previous")}
          </Link>
        )}
        <span>{t("list.pageOf", { page: Math.min(query.page, pages), pages: atLeast(pages) })}</span>
        {(more || query.page < pages) && (
          <Link to={href(query.page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("list.next")}
          </Link>
        )}
      </div>
    </nav>
  );
}
