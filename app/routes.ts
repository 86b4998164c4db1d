import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Pages that exist only for the test suites and the benchmark (an error screen on demand,
 * the toast playground, the framework floor). They are compiled in only when the build is
 * made for tests or benchmarks (`npm run build:test`, which sets BUILD_TEST_ROUTES=true), so
 * a production build holds no trace of them; even then they answer 404 unless the server
 * runs with ENABLE_TEST_ROUTES=true. This file is read by the build, not by the server, so
 * the flag is read here rather than through the server's configuration.
 */
const testRoutes =
  process.env.BUILD_TEST_ROUTES === "true"
    ? [
        route("__test/throw", "routes/test/throw.tsx"),
        route("__bench/floor", "routes/test/bench-floor.tsx"),
        route("__bench/pdf-worker", "routes/test/bench-pdf-worker.ts"),
        route("__test/toast", "routes/test/toast.tsx"),
      ]
    : [];

/**
 * The pages that exist in every language: the same modules under /es/… and /fr/… (each with an
 * id of its own); the language comes from the path (app/i18n/languages.ts).
 */
function translated(language: "es" | "fr") {
  return prefix(language, [
    layout("routes/public/layout.tsx", { id: `${language}/public` }, [
      index("routes/public/home.tsx", { id: `${language}/home` }),
      route("about", "routes/public/about.tsx", { id: `${language}/about` }),
      route("privacy", "routes/public/privacy.tsx", { id: `${language}/privacy` }),
      route("terms", "routes/public/terms.tsx", { id: `${language}/terms` }),
      route("creators", "routes/public/creators.tsx", { id: `${language}/creators` }),
    ]),
    route("clients", "routes/booking/clients.tsx", { id: `${language}/clients` }),
    route("success", "routes/booking/success.tsx", { id: `${language}/success` }),
    route("creator-signup", "routes/creator/signup.tsx", { id: `${language}/creator-signup` }),
    route("set-password", "routes/creator/set-password.tsx", { id: `${language}/set-password` }),
    route("dashboard", "routes/creator/dashboard.tsx", { id: `${language}/dashboard` }),
    route("dashboard/logout", "routes/creator/logout.ts", { id: `${language}/dashboard/logout` }),
    route("dashboard/payouts", "routes/creator/payouts.tsx", { id: `${language}/dashboard/payouts` }),
    route("dashboard/tax", "routes/creator/tax.tsx", { id: `${language}/dashboard/tax` }),
    route("dashboard/self-billing", "routes/creator/self-billing.ts", { id: `${language}/dashboard/self-billing` }),
    route("trip", "routes/trip/lost-link.tsx", { id: `${language}/trip` }),
  ]);
}

export default [
  // Public pages, with the footer once in their layout
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("creators", "routes/public/creators.tsx"),
  ]),

  // Travellers: booking and payment, in English here and in Spanish and French below (with the
  // creators' pages and "lost your link?")
  route("clients", "routes/booking/clients.tsx"),
  route("success", "routes/booking/success.tsx"),
  ...translated("es"),
  ...translated("fr"),
  route("checkout/test/:reference", "routes/booking/test-checkout.tsx"),

  // Travellers: the private trip page, its itinerary (page, PDF, calendars) and "lost your link?"
  route("trip", "routes/trip/lost-link.tsx"),
  route("trip/:token", "routes/trip/trip.tsx"),
  ...prefix("trip/:token", [
    route("itinerary", "routes/trip/itinerary.tsx"),
    route("itinerary.pdf", "routes/trip/itinerary-pdf.ts"),
    route("calendar.ics", "routes/trip/trip-calendar.ts"),
    route("meals/:file", "routes/trip/meal-calendar.ts"),
    route("invoices/:file", "routes/trip/invoice-pdf.ts"),
    // Everything held about the traveller, as a page (with the erasure) and as a file
    route("my-data", "routes/trip/my-data.tsx"),
    route("my-data.json", "routes/trip/my-data-json.ts"),
  ]),
  // Travellers: the one-click rating of a meal, from the morning-after email (signed link, no sign-in)
  route("rate/:token", "routes/rate/rate.tsx"),

  // Creators
  route("creator-signup", "routes/creator/signup.tsx"),
  route("set-password", "routes/creator/set-password.tsx"),
  route("dashboard", "routes/creator/dashboard.tsx"),
  ...prefix("dashboard", [
    route("logout", "routes/creator/logout.ts"),
    route("payouts", "routes/creator/payouts.tsx"),
    route("tax", "routes/creator/tax.tsx"),
    route("self-billing", "routes/creator/self-billing.ts"),
    route("invoices/:file", "routes/creator/self-billed-pdf.ts"),
    // The pick form's typeahead (JSON); its words are the page's, so one unprefixed address serves every language.
    route("directory", "routes/creator/directory.ts"),
  ]),

  // Admins: the layout holds the token gate, the private headers and noindex for every page
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/database.tsx"),
    route("payment-admin", "routes/admin/payments.tsx"),
    ...prefix("admin", [
      route("sessions", "routes/admin/sessions.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("audit.csv", "routes/admin/audit-csv.ts"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("invoices.csv", "routes/admin/invoices-csv.ts"),
      route("invoices/:file", "routes/admin/invoice-pdf.ts"),
      route("self-billed/:file", "routes/admin/self-billed-pdf.ts"),
      route("earnings", "routes/admin/earnings.tsx"),
      route("tax-reports", "routes/admin/tax-reports.tsx"),
      route("tax-reports/:file", "routes/admin/tax-reports-file.ts"),
      route("tax-details", "routes/admin/tax-details.tsx"),
      route("tax-details/:creatorId", "routes/admin/tax-details-creator.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      route("today", "routes/admin/today.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("restaurants", "routes/admin/restaurants.tsx"),
      route("restaurants.csv", "routes/admin/restaurants-csv.ts"),
      route("restaurants/import", "routes/admin/restaurants-import.tsx"),
      route("restaurants/:id", "routes/admin/restaurant.tsx"),
      route("mail/:id", "routes/admin/mail-message.tsx"),
      route("bookings/:reference", "routes/admin/booking-workspace.tsx"),
      route("bookings/:reference/messages", "routes/admin/conversation.tsx"),
      route("first-owner", "routes/admin/first-owner.tsx"),
    ]),
  ]),
  // The team's sign-in (password, then the second factor), outside the layout's gate
  ...prefix("admin", [
    route("logout", "routes/admin/logout.ts"),
    route("login", "routes/admin/login.tsx"),
    route("login/code", "routes/admin/login-code.tsx"),
    route("login/setup", "routes/admin/login-setup.tsx"),
  ]),
  // The team's one-time links and "forgot your password?", outside the gate: nobody is signed in there
  route("admin/welcome", "routes/admin/welcome.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),

  // JSON and CSV endpoints
  route("api/save-booking", "routes/api/save-booking.ts"),
  route("api/create-payment-session", "routes/api/create-payment-session.ts"),
  route("api/verify-payment", "routes/api/verify-payment.ts"),
  route("api/update-webhook-status", "routes/api/update-webhook-status.ts"),
  route("api/update-booking-status", "routes/api/update-booking-status.ts"),
  route("api/cancel-booking", "routes/api/cancel-booking.ts"),
  route("api/stripe-webhook", "routes/api/stripe-webhook.ts"),
  route("api/save-creator", "routes/api/save-creator.ts"),
  route("api/authenticate-creator", "routes/api/authenticate-creator.ts"),
  route("api/get-bookings", "routes/api/get-bookings.ts"),
  route("api/get-creators", "routes/api/get-creators.ts"),
  route("api/admin-bookings", "routes/api/admin-bookings.ts"),

  // Operations
  route("healthz", "routes/healthz.ts"),
  route("healthz/replication", "routes/healthz-replication.ts"),
  ...testRoutes,
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
