import { Link } from "react-router";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { formatDeskTime } from "~/domain/desk-time";
import { privateHeaders } from "~/features/admin-dashboard/routes/mail.server";
import { mailMessageLoader } from "~/features/admin-dashboard/routes/mail-message.server";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/mail-message";

/**
 * One email as its recipient would see it: the HTML in a sandboxed frame (no scripts, no
 * forms, its own opaque origin, so nothing in a message can act on this page), the plain-text
 * twin and the attachments.
 */

export const headers: Route.HeadersFunction = () => privateHeaders;

export const handle = {
  nav: () => [
    { to: "/admin", label: "Internal Database" },
    { to: "/admin/mail", label: "Mail" },
  ],
  // The admin layout renders the title (`titles.mailMessage`: the subject, then the reader's word for mail).
  admin: {
    title: "Mail",
    description: "One email Sobremesa sent or kept, as its recipient sees it, for admins to read.",
    gate: "Sign in to read the mail.",
  },
};

export const loader = (args: Route.LoaderArgs) => mailMessageLoader(args);

/** The plain text with its web links clickable (the framed HTML's links cannot leave the sandbox). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <a key={index} href={part} rel="noreferrer" className="text-brand-strong underline underline-offset-4">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export default function AdminMailMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const zone = useDeskTimeZone();
  const { t, i18n } = useTranslation("admin");
  const attachments = message.attachments ?? [];
  const facts: [string, string][] = [
    [t("mail.headers.to"), message.toAddress],
    [t("mail.headers.type"), t(`mail.types.${message.type}`)],
    [t("mail.headers.when"), formatDeskTime(message.createdAt, zone, languageOf(i18n))],
    [t("mail.headers.status"), t(`mail.statuses.${message.status}`)],
    ...(message.messageId ? ([[t("mail.headers.messageId"), message.messageId]] as [string, string][]) : []),
  ];
  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <Link to="/admin/mail" className="text-sm font-medium text-ink-soft underline underline-offset-4">
        {t("mail.all")}
      </Link>
      <h1 className="font-display text-2xl font-bold break-words text-ink sm:text-3xl">{message.subject}</h1>
      {message.status === "stored" ? (
        <p className="rounded-2xl border border-warning bg-warning-soft p-4 font-semibold text-ink">
          {t(message.linkWithheld ? "mail.storedWithheld" : "mail.storedBanner")}
        </p>
      ) : (
        <p className="rounded-2xl border border-line bg-muted p-4 text-ink">{t("mail.sentBanner")}</p>
      )}
      {message.linkWithheld && (
        <p className="rounded-2xl border border-line bg-muted p-4 text-ink">
          {t("mail.withheld", { to: message.toAddress })}
        </p>
      )}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="break-all text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="mail-html" className="grid gap-2">
        <h2 id="mail-html" className="font-display text-xl font-bold text-ink">
          {t("mail.asItLooks")}
        </h2>
        <iframe
          title={t("mail.frame", { subject: message.subject })}
          sandbox=""
          srcDoc={message.html}
          className="h-[75vh] min-h-[32rem] w-full rounded-2xl border border-line bg-white"
        />
      </section>
      <section aria-labelledby="mail-text" className="grid gap-2">
        <h2 id="mail-text" className="font-display text-xl font-bold text-ink">
          {t("mail.plainText")}
        </h2>
        <pre className="overflow-x-auto rounded-2xl border border-line bg-surface p-4 font-mono text-sm whitespace-pre-wrap break-words text-ink">
          <LinkedText text={message.text} />
        </pre>
      </section>
      <section aria-labelledby="mail-attachments" className="grid gap-2">
        <h2 id="mail-attachments" className="font-display text-xl font-bold text-ink">
          {t("mail.attachments")}
        </h2>
        {attachments.length ? (
          <ul className="list-disc pl-6 text-ink">
            {attachments.map((file) => (
              <li key={file.filename}>
                {file.filename} ({file.contentType}, {Math.ceil(file.size / 1024)} kB)
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-soft">{t("mail.noAttachments")}</p>
        )}
      </section>
    </main>
  );
}
