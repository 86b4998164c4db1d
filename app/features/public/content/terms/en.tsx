import type { PolicySection } from "~/features/public/content/privacy";
import type { TermsFacts } from "./facts";
import { CompanyCard } from "./parts";

/** The terms of service in English (the reference text; es.tsx and fr.tsx keep the same sections and ids). */
export function termsSections(f: TermsFacts): PolicySection[] {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            Sobremesa is a dining concierge for travellers, run by the company below. These terms are the contract
            between you and that company when you request a dining plan.
          </p>
          <CompanyCard facts={f} labels={{ taxId: "Tax id (NIF):", phone: "Phone:" }} />
        </>
      ),
    },
    {
      id: "the-service",
      title: "The service",
      body: (
        <>
          <p>
            A concierge and a local food expert plan your meals from the preferences you share on your trip page,
            reserve a table for each meal in your name where the restaurant takes reservations, and send you an
            itinerary (a page, a PDF and calendar files). Your concierge is reachable by phone in English, Spanish or
            French during your trip, and by email in any language.
          </p>
          <p>
            The fee pays for this service only. The meals themselves are paid to each restaurant, under its own terms
            (including any deposit or no-show charge it sets).
          </p>
        </>
      ),
    },
    {
      id: "price",
      title: "Price and payment",
      body: (
        <>
          <p>
            The fee is <strong>{f.basePrice}</strong> per trip for up to {f.included} reservations, and{" "}
            <strong>{f.extraPrice}</strong> for each further reservation, up to {f.maxReservations}. Prices include VAT
            ({f.vatRate}%). You see the total before you pay and receive an invoice.
          </p>
          <p>
            For our main cities you pay when you book, by card through Stripe's secure checkout. For other destinations
            nothing is charged when you send the request: we confirm with a local food expert first, and you pay from
            your trip page only if you then accept.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Cancellation",
      body: (
        <>
          <p>{f.cancellation}</p>
          <p>You cancel from your trip page, or by writing to us; a refund goes back to the card you paid with.</p>
        </>
      ),
    },
    {
      id: "withdrawal",
      title: "Your right of withdrawal",
      body: (
        <>
          <p>
            As a consumer in the EU you may withdraw from this contract within {f.withdrawalDays} days of paying,
            without giving a reason (Directive 2011/83/EU). Because your trip is near, you ask us when you book to start
            the service within that period. If you withdraw after your concierge has started, you pay for what has been
            provided (the curation begun and each table reserved) and the rest is refunded. Once the itinerary has been
            sent the service is fully performed and the right of withdrawal ends.
          </p>
          <p>
            To withdraw, use the button on your trip page, or tell us clearly by email at{" "}
            <a href={`mailto:${f.support.email}`} className="font-medium text-brand-strong underline">
              {f.support.email}
            </a>
            . We refund within 14 days, by the means you paid with.
          </p>
        </>
      ),
    },
    {
      id: "your-data",
      title: "Your data",
      body: (
        <p>
          We use your details only to provide the service, as our{" "}
          <a href={f.privacyPath} className="font-medium text-brand-strong underline">
            privacy policy
          </a>{" "}
          explains; the company above is the controller of that data.
        </p>
      ),
    },
    {
      id: "complaints",
      title: "Questions, complaints and law",
      body: (
        <p>
          Call or write to us first: we answer every message. These terms are governed by Spanish law; as a consumer you
          keep the protection of the mandatory rules of the country where you live, and may go to the courts there.
        </p>
      ),
    },
  ];
}
