import type { MouseEvent, ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { adminToasts } from "~/domain/admin-toasts";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A plain link to an admin export (the admin session cookie authorises it, so it works
 * without JavaScript, where the browser's own download is the confirmation). With JavaScript
 * a download that starts says so in a toast with the file's name, and a failed one shows
 * 'Download failed' with the status and body instead of leaving the page, in the person's language.
 */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const toasts = adminToasts(t);
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) {
        const body = (await response.text()).slice(0, 300);
        toast(toasts.downloadFailed(`${response.status}: ${body}`));
        return;
      }
      const disposition = response.headers.get("Content-Disposition") ?? "";
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
      const url = URL.createObjectURL(await response.blob());
      const anchor = Object.assign(document.createElement("a"), { href: url, download: filename });
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast(toasts.downloadStarted(filename));
    } catch (error) {
      toast(
        toasts.downloadFailed(
          t("toasts.networkError", { message: error instanceof Error ? error.message : String(error) }),
        ),
      );
    }
  }
  return (
    <a href={href} download onClick={onClick} className={buttonClasses({ variant: "outline", size: "sm" })}>
      {children}
    </a>
  );
}
