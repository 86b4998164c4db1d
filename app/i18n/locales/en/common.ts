/** Words every translated page shares: the header, the language switcher, the policy. English is the reference. */
export default {
  optional: "(optional)",
  skipToContent: "Skip to content",
  /** The page for an address that does not exist, in the language of its path. */
  notFound: {
    title: "Page not found · Sobremesa",
    heading: "Page not found",
    text: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
    home: "Go home",
  },
  /** The page for an address whose %-escapes do not decode (a link cut short), in the language of its path. */
  badAddress: {
    title: "Address not valid · Sobremesa",
    heading: "This address is not valid",
    text: "Part of the address could not be read: the link may have been cut short or mistyped. Check it, or start again from the home page.",
    home: "Go home",
  },
  /** Screen-reader text before a numbered step's title ("Step 1: Tell us about your trip"). */
  stepLabel: "Step {{number}}:",
  nav: {
    main: "Main",
    forCreators: "For Creators",
    creatorLogin: "Creator Login",
    apply: "Apply",
    getStarted: "Get started",
    backHome: "Back to Home",
  },
  languages: {
    label: "Language",
    footerLabel: "Language (footer)",
    switchTo: "Read this page in {{language}}",
  },
  mealKinds: { Breakfast: "Breakfast", Lunch: "Lunch", Dinner: "Dinner" },
  preferences: {
    meal: { lunch: "Lunch", dinner: "Dinner", either: "Lunch or dinner" },
    vibe: {
      casual: "Casual",
      lively: "Lively",
      romantic: "Romantic",
      local_favourite: "Local favourite",
      fine_dining: "Fine dining",
      other: "Other vibe",
    },
    budget: { under_30: "Under €30", "30_60": "€30–60", "60_100": "€60–100", over_100: "Over €100" },
    occasion: {
      none: "None",
      birthday: "Birthday",
      anniversary: "Anniversary",
      business: "Business",
      celebration: "Celebration",
      other: "Other occasion",
    },
    dietary: {
      vegetarian: "Vegetarian",
      vegan: "Vegan",
      gluten_free: "Gluten-free / coeliac",
      lactose_free: "Lactose-free",
      halal: "Halal",
      kosher: "Kosher",
      nut_allergy: "Nut allergy",
      shellfish_allergy: "Shellfish allergy",
      other: "Other",
    },
  },
  limits: {
    title: "Too many requests",
    description_one: "You've sent several requests in a short time. Please try again in {{count}} minute.",
    description_other: "You've sent several requests in a short time. Please try again in {{count}} minutes.",
  },
  failed: {
    title: "Something went wrong",
    description: "We couldn't take your request just now. Please try again in a moment.",
  },
  preContract: {
    title: "Before you pay",
    seller: "Seller: {{seller}}, for a dining concierge service.",
    total: "Total: {{total}}, VAT included, paid once.",
    totalAbove: "Total: the fee shown above, VAT included, paid once.",
    withdrawal:
      "You may withdraw from the contract within 14 days of paying, without giving a reason: use “Withdraw from contract here” on your trip page, or email {{email}}.",
    consent:
      "I ask for the service to start now, within the 14-day withdrawal period, and I acknowledge that I lose my right of withdrawal once the service is fully performed (when my itinerary is sent); if I withdraw before, I pay for the part already provided.",
    required: "Tick this box to ask for the service to start now: we cannot start it without your request.",
  },
  /** How travellers reach the team: the footer, /about and the trip page's contact block. */
  support: {
    phone: "Phone",
    whatsapp: "WhatsApp {{number}}",
    tripTitle: "Talk to your concierge",
    tripText:
      "We’re on call all trip: phone us in English, Spanish or French, message us on WhatsApp, or write in any language.",
    quote: "Quote your reference {{reference}}.",
    aboutTitle: "Talk to us",
    aboutText:
      "Phone support in English, Spanish and French; email in any language. Your concierge stays reachable during your trip.",
  },
  policy: {
    cancellation:
      "Cancel before your concierge starts curating and the fee is refunded in full. Once curating has started, the fee is not refunded unless your concierge decides otherwise.",
    cancellationShort: "Full refund of the fee if you cancel before your concierge starts curating.",
  },
} as const;
