import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { CreatorDirectorySearch } from "~/features/creators/creator-requests";
import { type DirectoryEntry, priceInWords } from "~/features/restaurants/restaurants";
import { pathInLanguage } from "~/i18n/languages";
import { useSharedDashboardWords } from "./use-dashboard-words";

const linkClasses = "font-semibold text-brand-strong underline underline-offset-4";

/** The dashboard's address that fills this request's pick form with a directory restaurant. */
function pickHref(base: string, requestId: number, q: string, entry: DirectoryEntry) {
  const params = new URLSearchParams({ tab: "requests", request: String(requestId), q, pick: String(entry.id) });
  return `${base}?${params}#recommend-${requestId}`;
}

/**
 * "Find it in the directory" on a request's pick form (decision 0072): a plain GET search of the
 * listed restaurants of the request's city, whose results each offer "Use this restaurant" (a
 * link that reloads the page with the pick's name and map link filled in). With JavaScript the
 * same field is a combobox: suggestions as one types, arrow keys to move, Enter to use one,
 * Escape to close. A creator sees the pick's facts and how often the team booked it, nothing else.
 */
export function DirectorySearch({
  requestId,
  city,
  search,
}: {
  requestId: number;
  city: string;
  search: CreatorDirectorySearch | null;
}) {
  const { t, language } = useSharedDashboardWords();
  const base = pathInLanguage("/dashboard", language);
  const id = useId();
  const inputId = `find-${requestId}`;
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [enhanced, setEnhanced] = useState(false);
  const [query, setQuery] = useState(search?.q ?? "");
  const [options, setOptions] = useState<DirectoryEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The combobox only once the script runs: without it the field stays a plain search box.
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!enhanced) return;
    const words = query.trim();
    if (words.length < 2) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ request: String(requestId), q: words });
        const response = await fetch(`/dashboard/directory?${params}`, { signal: controller.signal });
        if (!response.ok) return;
        const body = (await response.json()) as { results: DirectoryEntry[] };
        setOptions(body.results);
        setActive(-1);
        setOpen(document.activeElement?.id === inputId);
      } catch {
        // A search overtaken by the next keystroke, or a lost connection: the Search button still works.
      }
    }, 200);
    return () => {
      controller.abort();
      clearTimeout(timer.current);
    };
  }, [enhanced, query, requestId, inputId]);

  const use = (entry: DirectoryEntry) => {
    setOpen(false);
    navigate(pickHref(base, requestId, query.trim(), entry));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      use(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const results = search?.requestId === requestId ? search.results : null;
  const expanded = enhanced && open && options.length > 0;
  return (
    <div className="grid min-w-0 gap-3 rounded-xl border border-line p-4">
      <Form
        method="get"
        action={`${base}#find-${requestId}`}
        className="grid min-w-0 gap-1.5"
        aria-label={t("directory.title")}
      >
        <input type="hidden" name="tab" value="requests" />
        <input type="hidden" name="request" value={requestId} />
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {t("directory.label", { city })}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-ink-soft">
          {t("directory.hint")}
        </p>
        <div className="flex flex-wrap items-start gap-2">
          <div className="relative min-w-0 flex-1 basis-48">
            <input
              id={inputId}
              name="q"
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              onFocus={() => options.length > 0 && setOpen(true)}
              aria-describedby={`${inputId}-hint`}
              className={controlClasses}
              {...(enhanced && {
                role: "combobox",
                "aria-expanded": expanded,
                "aria-controls": listId,
                "aria-autocomplete": "list" as const,
                "aria-activedescendant": expanded && active >= 0 ? `${listId}-${active}` : undefined,
              })}
            />
            {enhanced && (
              <div
                id={listId}
                role="listbox"
                aria-label={t("directory.suggestions", { city })}
                hidden={!expanded}
                className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-80 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
              >
                {options.map((entry, index) => (
                  <div
                    key={entry.id}
                    id={`${listId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    // Keeps the focus in the field, so the click is not lost to its blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => use(entry)}
                    onKeyDown={() => undefined}
                    className={`cursor-pointer rounded-md px-3 py-2 ${index === active ? "bg-muted" : ""}`}
                  >
                    <span className="block font-semibold text-ink">{entry.name}</span>
                    <span className="block text-sm text-ink-soft">
                      <EntryFacts entry={entry} />
                    </span>
                  </div>
                ))}
              </div>
            )}
          </div>
          <Button type="submit" variant="secondary">
            {t("directory.submit")}
          </Button>
        </div>
        {enhanced && (
          <p className="sr-only" aria-live="polite">
            {expanded ? t("directory.found", { count: options.length }) : ""}
          </p>
        )}
      </Form>
      {results !== null && (
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-ink" role="status">
            {results.length === 0 ? t("directory.none") : t("directory.found", { count: results.length })}
          </p>
          {results.length > 0 && (
            <ul className="grid gap-2">
              {results.map((entry) => (
                <li key={entry.id} className="grid gap-1 rounded-lg bg-muted px-3 py-2 text-sm">
                  <span id={`entry-${requestId}-${entry.id}`} className="font-semibold break-words text-ink">
                    {entry.name}
                  </span>
                  <span className="break-words text-ink-soft">
                    {entry.address} · <EntryFacts entry={entry} />
                  </span>
                  <span className="flex flex-wrap gap-x-4 gap-y-1">
                    <Link
                      to={pickHref(base, requestId, search?.q ?? "", entry)}
                      aria-describedby={`entry-${requestId}-${entry.id}`}
                      className={linkClasses}
                    >
                      {t("directory.use")}
                    </Link>
                    {entry.mapsUrl && (
                      <a
                        href={entry.mapsUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-describedby={`entry-${requestId}-${entry.id}`}
                        className={linkClasses}
                      >
                        {t("directory.map")}
                      </a>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** "Castilian · €€€ · Booked 3 times": the cuisine, the price level (spoken as words) and the tables booked. */
function EntryFacts({ entry }: { entry: DirectoryEntry }) {
  const { t } = useSharedDashboardWords();
  return (
    <>
      {entry.cuisine && `${entry.cuisine} · `}
      <span aria-hidden="true">{priceInWords(entry.priceLevel)}</span>
      <span className="sr-only">{t("directory.price", { level: entry.priceLevel })}</span>
      {entry.booked > 0 && ` · ${t("directory.booked", { count: entry.booked })}`}
    </>
  );
}
