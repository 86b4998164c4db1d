import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import type { Permission, StaffRole } from "~/domain/staff-roles";
import type en from "~/i18n/locales/en/admin";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Each link's words are the "admin" catalogue's `shell.nav.<name>`, in the person's language; a
 * link without a name shows its English label.
 */
const LINKS: { to: string; label: string; name?: keyof typeof en.shell.nav; needs?: Permission }[] = [
  { to: "/admin", label: "Queue", name: "queue" },
  { to: "/admin/today", label: "Tonight's tables", name: "today", needs: "queue.read" },
  { to: "/admin/inbox", label: "Inbox", name: "inbox", needs: "booking.message" },
  { to: "/admin/restaurants", label: "Restaurants", name: "restaurants", needs: "booking.work" },
  { to: "/payment-admin", label: "Payments", name: "payments" },
  { to: "/admin/mail", label: "Mail", name: "mail" },
  { to: "/admin/sessions", label: "Sessions", name: "sessions" },
  { to: "/admin/staff", label: "Team", name: "team", needs: "staff.manage" },
  { to: "/admin/audit", label: "Audit", name: "audit", needs: "audit.read" },
  { to: "/admin/invoices", label: "Invoices", name: "invoices", needs: "invoices.read" },
  { to: "/admin/earnings", label: "Creator earnings", name: "earnings", needs: "settings.manage" },
  { to: "/admin/tax-reports", label: "Tax reports", name: "taxReports", needs: "settings.manage" },
];

/**
 * The signed-in person's bar on every admin page: who they are, the admin pages their role
 * opens (the server refuses the others anyway), and signing out. Plain links and a plain form,
 * so it works without JavaScript; it wraps rather than scrolls on a narrow screen. Without the
 * person (a form refused before the layout's data was read), it keeps the pages every role opens.
 * The inbox's link carries how many travellers wait in the view it opens on.
 */
export function StaffBar({
  person,
  allowed,
  inbox = null,
}: {
  person: { name: string; role: StaffRole } | null;
  allowed: Permission[];
  /** How many conversations wait in the inbox's opening view for this person; null: not counted. */
  inbox?: number | null;
}) {
  const { t } = useTranslation("admin");
  const links = LINKS.filter((link) => !link.needs || allowed.includes(link.needs));
  return (
    <nav aria-label={t("shell.navLabel")} className="border-b border-line bg-muted">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-2 text-sm sm:px-6">
        {person && (
          <p className="min-w-0 break-words text-ink">
            <span className="font-semibold">{person.name}</span>
            <span className="text-ink-soft"> · {t(`shell.roles.${person.role}`)}</span>
          </p>
        )}
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {links.map((link) => {
            const label = link.name ? t(`shell.nav.${link.name}`) : link.label;
            return (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className="font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline aria-[current=page]:text-ink aria-[current=page]:underline"
                >
                  {link.to === "/admin/inbox" && inbox !== null ? t("shell.counted", { label, count: inbox }) : label}
                </NavLink>
              </li>
            );
          })}
        </ul>
        <Form method="post" action="/admin/logout" reloadDocument className="sm:ml-auto">
          <input type="hidden" name="returnTo" value="/admin" />
          <Button type="submit" variant="ghost" size="sm">
            {t("shell.signOut")}
          </Button>
        </Form>
      </div>
    </nav>
  );
}
