import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The one-time set-password link of a creator just approved, where the owner is looking: under
 * that creator's row (or at the top of the page when the row is not listed). The link is a
 * read-only field that takes the focus, so the page brings it into view and a keyboard or a
 * long press selects it without JavaScript; with JavaScript a button copies it too.
 */
export function SetPasswordLink({ url, name }: { url: string; name: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const id = "set-password-link";
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid max-w-[calc(100vw-4rem)] min-w-0 gap-2 rounded-2xl border border-success bg-success-soft p-4 sm:max-w-2xl"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        Set-password link for {name}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-ink">
        It is on its way to them by email; if that does not arrive, send them this link. It is shown only this once,
        works once and expires in 72 hours.
      </p>
      <label htmlFor={id} className="sr-only">
        Set-password link for {name}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          aria-describedby={`${id}-hint`}
          // The field takes the focus as it appears (the approve button it replaces is gone): the
          // page scrolls to it, and the whole link is selected, ready to copy.
          // biome-ignore lint/a11y/noAutofocus: the answer to the owner's own click, where their focus was
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink"
        />
        {hydrated && (
          <Button type="button" variant="outline" size="sm" onClick={copy}>
            Copy link
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {copied === "yes" ? "Copied." : copied === "no" ? "Could not copy: select the link and copy it." : ""}
      </p>
    </section>
  );
}
