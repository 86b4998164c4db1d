/** The /about page's copy; every promise here is one the product keeps (the flat fee, the concierge's timings). */
export const ABOUT_TAGLINE = "€39 flat fee · Concierge included · Secure Stripe payment";

export const ABOUT_SECTIONS = [
  {
    id: "mission",
    title: "Our mission",
    text: "To make every meal of your trip one worth remembering: chosen by people who know their city's tables best, and booked before you land.",
  },
  {
    id: "what-we-do",
    title: "What we do",
    text: "You tell us your destination, your dates and how many meals. A local food expert curates restaurants for your tastes, your concierge books every table in your name, and about 48 hours after we have your preferences you receive a PDF itinerary with confirmed reservations, maps and dish tips.",
  },
  {
    id: "who-we-serve",
    title: "Who we serve",
    text: "Travellers who care about food but would rather not spend their holiday researching it: couples on a city break, friends celebrating, families and groups of any size. Our main cities are Madrid, Barcelona, Valencia, Ibiza and Palma de Mallorca, and we review requests for other destinations without taking any payment.",
  },
  {
    id: "promise",
    title: "Our promise",
    text: "€39 flat for up to 4 meals, per trip and never per person. Restaurants are paid at the table, not in advance. Your concierge contacts you within 24 hours and stays reachable for the whole trip: by phone in English, Spanish or French, and by email in any language.",
  },
] as const;

export const ABOUT_FACTS = [
  { value: "24 h", label: "until your concierge gets in touch" },
  { value: "48 h", label: "to your itinerary, once we have your preferences" },
  { value: "€39", label: "per trip, never per person" },
  { value: "3", label: "phone languages, and email in any" },
] as const;
