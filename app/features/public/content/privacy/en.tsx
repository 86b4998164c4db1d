import type { ReactNode } from "react";

/**
 * The privacy policy, in the spec's ten sections and order. English is the reference text; the
 * Spanish and French translations (es.tsx, fr.tsx) keep the same sections and say that this
 * version prevails. It describes what this app
 * really does: the tables in app/db/schema.ts, Stripe's hosted checkout, the automation
 * webhooks fed by the outbox, and the only cookies we set (flash message, sign-in sessions).
 * Change the date whenever the text changes.
 */
export const PRIVACY_UPDATED = "2026-11-29";

export type PolicySection = { id: string; title: string; body: ReactNode };

export function SupportLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-medium text-brand-strong underline underline-offset-4">
      {email}
    </a>
  );
}

export function privacySections(supportEmail: string): PolicySection[] {
  const email = <SupportLink email={supportEmail} />;
  return [
    {
      id: "introduction",
      title: "Introduction",
      body: (
        <>
          <p>
            Sobremesa is a dining concierge for travellers, based in Madrid, Spain. This policy explains what personal
            data we collect when you book a dining plan or apply to join as a food creator, why we need it, who we share
            it with and the choices you have. We are the controller of that data under the EU General Data Protection
            Regulation (GDPR).
          </p>
          <p>We collect only what we need to plan and book your meals, and we never sell personal data.</p>
        </>
      ),
    },
    {
      id: "data-we-collect",
      title: "Data we collect",
      body: (
        <>
          <p>When you request a dining plan, we store:</p>
          <ul>
            <li>your destination city, check-in and check-out dates and number of reservations;</li>
            <li>your full name, email address and phone number (with its country calling code);</li>
            <li>the price of your plan, its payment status and the Stripe references for your payment;</li>
            <li>the language of the page you booked from (English, Spanish or French), so we write to you in it;</li>
            <li>
              the preferences you share with your concierge for each meal: date, meal, vibe, cuisine, budget, party
              size, occasion and a note;
            </li>
            <li>
              the dietary needs and allergies of your party, if you give them. These are health or belief data: we store
              them only with your explicit consent, use them only to book suitable restaurants, show them only to our
              concierge and to the one local food expert assigned to your trip, and erase them 30 days after your
              check-out date (a daily job deletes them);
            </li>
            <li>
              your browser's name and version (its user-agent string) and the page that brought you to our booking form,
              as far as your browser tells us.
            </li>
          </ul>
          <p>
            When you apply as a food creator, we store your name, email address, city, Instagram profile and, if you
            give it, your TikTok profile, plus the status of your application and the language you applied in. If you
            are approved and set a password, we keep only a one-way hash of it, never the password itself, together with
            the restaurant recommendations you add. The one-time link for setting that password is kept only as a hash
            too, and expires after 72 hours.
          </p>
          <p>
            Our server keeps short technical logs of each request (the page asked for, the response status and its
            timing). To limit repeated requests and slow down failed sign-in attempts, we note your IP address (and, for
            a failed sign-in, the email address tried) with the time of each attempt; these notes are deleted after one
            hour at most.
          </p>
          <p>We set only these cookies, all strictly necessary, signed and unreadable by scripts in the page:</p>
          <ul>
            <li>
              <strong>sm_toast</strong>: carries a short confirmation message, such as the one saying your application
              was received, to the next page you see; deleted as soon as it is shown, and after 60 seconds at most;
            </li>
            <li>
              <strong>sm_booking</strong>: after you book, tells the confirmation page that the booking was made in this
              browser, so that there (and nowhere else) it can show your trip link; for one hour;
            </li>
            <li>
              <strong>sm_creator</strong>: keeps an approved creator signed in to the dashboard, for up to 7 days;
            </li>
            <li>
              <strong>sm_admin</strong>: keeps a member of our team signed in to the administration pages, for up to 7
              days, ending after 8 hours without activity;
            </li>
            <li>
              <strong>sm_staff_pending</strong>: remembers, between the password and the authenticator code, which team
              member is signing in, for up to 10 minutes.
            </li>
          </ul>
          <p>We use no analytics, advertising or tracking cookies.</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use your data",
      body: (
        <>
          <ul>
            <li>to contact you within 24 hours of booking and collect your preferences for each meal;</li>
            <li>to have a local food expert curate your restaurants and to book the tables in your name;</li>
            <li>to prepare and send your itinerary and to support you during your trip;</li>
            <li>to take payment and keep the accounting records the law requires;</li>
            <li>to review creator applications and run the creator dashboard;</li>
            <li>to keep the service secure and working.</li>
          </ul>
          <p>
            We rely on the contract with you for booking and support, on our legal obligations for accounting records,
            and on our legitimate interest in keeping the service secure. We do not use your data for advertising or
            profiling, and we send no marketing emails.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments",
      body: (
        <p>
          Payments are handled by Stripe on its secure hosted checkout page. Your card details go directly to Stripe and
          never reach our servers. Stripe tells us whether the payment succeeded, and we keep the amount paid, the
          currency, the time of payment and Stripe's session and payment identifiers with your booking. Stripe processes
          your payment data under its own privacy policy. For destinations outside our main cities, no payment is taken
          when you send your request.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Sharing your data",
      body: (
        <>
          <p>We share personal data only with those who need it to deliver your plan:</p>
          <ul>
            <li>
              <strong>Restaurants</strong> receive the name, party size, date and time for each reservation we make for
              you, and the contact details they require to hold the table.
            </li>
            <li>
              <strong>Local food experts</strong> (our creators) see the request they curate: your name, city, dates,
              number of meals and the preferences you gave for each meal. Only the expert assigned to your trip also
              sees your dietary needs and allergies; none of them sees your email address or phone number.
            </li>
            <li>
              <strong>Stripe</strong> processes your payment, as described above.
            </li>
            <li>
              <strong>Our workflow tools</strong>: each new booking (with the browser and referring-page details above),
              each payment and each creator application is sent to the automation service our team works from, with the
              same details we store about it. When we approve a creator, their name, email address and one-time link for
              setting a password go to it as well, so it can email them the link.
            </li>
            <li>
              <strong>Our hosting provider</strong> runs the servers that store the data.
            </li>
          </ul>
          <p>We may also disclose data when the law requires it. We never sell or rent personal data.</p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <p>
          Bookings and payment records are kept for as long as Spanish tax and accounting law requires (generally six
          years), then deleted; the dietary needs and allergies you gave are erased 30 days after your check-out.
          Creator applications and accounts are kept while the application is open or the account is active, and deleted
          on request. Technical logs are kept only for a short period, for security and troubleshooting. The invoices we
          issue for your payments and refunds are kept, unchanged, for as long as tax law requires, even when you ask us
          to erase your other data.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>
            You can ask us to access, correct or delete your personal data, to restrict or object to its use, or to give
            you a copy in a portable format. Email {email} and we will answer within one month. We may need to keep some
            records where the law requires it, and we will tell you when that is the case.
          </p>
          <p>
            Your trip page does this for you: its “Your data” link shows everything we hold about you for that trip and
            downloads it as a file (JSON). Once the trip is over or cancelled, the same page erases your name, email,
            phone, answers, messages and the copies of our emails at once; the invoices stay unchanged, as tax law
            requires, and we email you what was erased and what was kept. After the erasure the trip link no longer
            works.
          </p>
          <p>
            You can also complain to the Spanish data protection authority, the Agencia Española de Protección de Datos
            (aepd.es).
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          All traffic to Sobremesa is encrypted with HTTPS. Card details stay with Stripe. Creator passwords are stored
          only as Argon2 hashes, administration requires a secret token checked on our server, and repeated failed
          sign-in attempts are slowed down and then refused. Our cookies are signed, so they cannot be forged, and sent
          only over HTTPS. Only the people who need your data to serve you can see it.
        </p>
      ),
    },
    {
      id: "updates",
      title: "Updates to this policy",
      body: (
        <p>
          When we change this policy we update the date at the top of this page. If a change affects how we use data we
          already hold, we will tell the people concerned by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Questions about your data or this policy? Email {email}. Sobremesa, Madrid, Spain.</p>,
    },
  ];
}
