import type { SupportContact } from "~/domain/support-contact";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The phone, the WhatsApp (when configured) and the email, each a link that opens it: tel:,
 * https://wa.me/ and mailto:. `linkClass` lets the dark footer and the light pages style them.
 */
export function SupportLines({ contact, linkClass }: { contact: SupportContact; linkClass: string }) {
  const { t } = useTranslation("common");
  return (
    <ul className="grid gap-2">
      <li>
        <span className="sr-only">{t("support.phone")}: </span>
        <a href={contact.phone.href} className={linkClass}>
          <span aria-hidden="true">☎ </span>
          {contact.phone.shown}
        </a>
      </li>
      {contact.whatsapp && (
        <li>
          <a href={contact.whatsapp.href} className={linkClass} rel="noopener noreferrer" target="_blank">
            {t("support.whatsapp", { number: contact.whatsapp.shown })}
          </a>
        </li>
      )}
      <li>
        <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
          {contact.email}
        </a>
      </li>
    </ul>
  );
}
