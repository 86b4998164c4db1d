import { Link } from "react-router";
import { Container } from "./section";

const linkClass = "rounded-sm text-on-ink-soft underline-offset-4 hover:text-on-ink hover:underline";

/** The public pages' footer: contact by email, the Madrid address, the legal pages. */
export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  return (
    <footer className="bg-ink py-12 text-on-ink [--color-focus:var(--color-on-ink)]">
      <Container className="grid gap-10 sm:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-bold">Sobremesa</p>
          <p className="mt-3 max-w-xs text-on-ink-soft">
            Your dining concierge for the trip: local picks, tables booked in your name, an itinerary you can trust.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold tracking-widest text-on-ink uppercase">Company</p>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                Contact
              </a>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/creators" className={linkClass}>
                For creators
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold tracking-widest text-on-ink uppercase">Get in touch</p>
          <address className="mt-3 grid gap-2 text-on-ink-soft not-italic">
            <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
              {supportEmail}
            </a>
            <span>Madrid, Spain</span>
          </address>
        </div>
      </Container>
      <Container className="mt-10">
        <p className="border-t border-on-ink-soft/25 pt-6 text-sm text-on-ink-soft">
          © 2025 Sobremesa. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
