/**
 * The landing page's copy. Every claim is one the product keeps: flat fee per trip, restaurants
 * paid at the meal, no group-size limit, contact within 24 h, itinerary about 48 h after
 * preferences. Prices are interpolated ({{base}}, {{extra}}…) from the pricing rules.
 */
export default {
  meta: {
    title: "Sobremesa · Your dining concierge for Spain and beyond",
    description:
      "Tell us your city, dates and meals. A local food expert picks the restaurants, we book the tables in your name, and you get an itinerary with Maps links and dish tips. {{base}} flat per trip.",
  },
  nav: { getStarted: "Get started" },
  cta: "Get My Dining Concierge",
  suggestion: "Read this page in {{language}}",
  hero: {
    eyebrow: "Dining concierge for travellers",
    title: "We book, you enjoy the best.",
    lead: "Tell us your city, dates and how many meals. A local food expert picks the restaurants, your concierge books the tables in your name, and you get your itinerary as a PDF, a web page and a calendar, with confirmed reservations, Maps links and dish tips.",
    points: ["{{base}} flat per trip", "Restaurants paid at the table", "No group-size limit"],
    card: {
      guests: "2 guests · 3 tables",
      ready: "Itinerary ready · PDF, web page and calendar",
      days: ["Fri", "Fri", "Sat"],
    },
  },
  how: {
    eyebrow: "Three steps",
    title: "How it works",
    intro: "You bring the appetite. We handle the research, the phone calls and the reservations.",
    steps: [
      {
        title: "Book, then fill in your tastes",
        text: "Choose your city, your dates and how many meals you'd like booked, and pay the flat fee ({{base}} for up to {{included}} reservations) through secure Stripe checkout. Then fill in the short form on your trip page: the vibe, cuisine, budget, dietary needs and occasion of each meal.",
      },
      {
        title: "A local food creator recommends",
        text: "Someone who eats in the city every week reads your answers and recommends a restaurant for each meal, with what to order there.",
      },
      {
        title: "Your concierge books and sends your itinerary",
        text: "Your concierge books every table in your name and sends your itinerary about 48 hours after your preferences: a PDF, a web page and a calendar file.",
      },
    ],
  },
  sample: {
    eyebrow: "Sample: a day in Madrid",
    title: "See what lands in your inbox",
    intro:
      "Every trip ends in a short itinerary you can keep on your phone. Here is a whole sample one for a day in Madrid: its two pages, drawn exactly as your PDF is.",
    features: [
      "Every table confirmed in your name, with its reference",
      "A QR code and a Maps link for each restaurant",
      "What to order, from the local creator who picked it",
      "The same itinerary as a web page and in your calendar",
    ],
    gallery: {
      label: "Sample Madrid itinerary pages",
      previous: "Previous itinerary page",
      next: "Next itinerary page",
      stop: "Stop automatic rotation",
      start: "Start automatic rotation",
      show: "Show itinerary page {{page}}",
      position: "{{page}} of {{total}}",
    },
    images: [
      "Sample Madrid itinerary, page 1: the cover, with the dates, the trip at a glance (lunch at 13:30 at Taberna Cava Alta, dinner at 21:30 at Casa Ponzano) and how to reach your concierge.",
      "Sample Madrid itinerary, page 2: day 1, each table confirmed in the traveller's name with its reference, a QR code that opens it in Maps and a dish tip.",
    ],
  },
  benefits: {
    eyebrow: "What you get",
    title: "Everything handled, down to the dish",
    intro: "The knowledge of a local, the persistence of a concierge, and one itinerary that holds it all.",
    items: [
      {
        title: "Picks from a local food expert",
        text: "Someone who eats in the city every week chooses for your tastes, not an algorithm ranking tourist reviews.",
      },
      {
        title: "Tables booked in your name",
        text: "Your concierge makes every reservation and confirms it before your itinerary reaches you.",
      },
      {
        title: "One itinerary for the whole trip",
        text: "Confirmed times, addresses, Maps links and dish tips: a PDF to keep on your phone, a web page and a calendar file.",
      },
      {
        title: "A concierge while you travel",
        text: "Flight delayed or plans changed? Your concierge stays reachable for the whole trip.",
      },
    ],
  },
  testimonials: {
    eyebrow: "From our travellers",
    title: "Tables they still talk about",
    stars: "5 out of 5 stars",
    items: [
      {
        quote:
          "We landed in Madrid with four dinners already confirmed in our names. The dish tips meant we ordered like regulars, not tourists.",
        city: "London",
      },
      {
        quote:
          "Six of us, one flat fee, and not a single tourist menu all week. When our flight was delayed, our concierge moved lunch without us asking twice.",
        city: "Chicago",
      },
      {
        quote:
          "I wrote to my concierge in French and had answers the same day. Barcelona felt like a city we already knew.",
        city: "Lyon",
      },
    ],
  },
  compare: {
    eyebrow: "Compare",
    title: "Better tables for less than a tour",
    intro:
      "A food tour costs more for one evening than Sobremesa costs for your whole trip: {{base}} for up to four reservations, under {{ten}} each.",
    caption: "Ways to plan where you eat, with their price",
    headings: { option: "Option", price: "Price", detail: "What you get" },
    rows: [
      {
        option: "DIY research",
        price: "Free, plus hours of reading reviews",
        detail: "Crowded top-ten lists, tourist traps and tables you have to chase yourself.",
      },
      {
        option: "Food tours",
        price: "{{ninety}}+ per person",
        detail: "One evening on a fixed route with a group of strangers.",
      },
      {
        option: "Luxury concierge",
        price: "About {{fiveHundred}} per trip",
        detail: "Bookings handled for you, at a premium price.",
      },
      {
        option: "Sobremesa",
        price: "{{base}} per trip",
        detail:
          "Under {{ten}} per reservation: local expert picks, tables booked in your name, and an itinerary with Maps links and dish tips.",
      },
    ],
  },
  pricing: {
    eyebrow: "Pricing",
    title: "One flat fee per trip",
    unit: "per trip",
    note: "Not per person. Restaurants are paid at the meal.",
    points: [
      "Covers up to {{included}} reservations",
      "{{extra}} for each extra reservation, up to {{max}}",
      "Restaurants paid directly at the meal, never in advance",
      "No group-size limit: the fee is per trip, not per person",
      "Your concierge in touch within 24 hours",
    ],
  },
  reasons: {
    eyebrow: "No surprises",
    title: "Why travellers love it",
    items: [
      {
        title: "One price for the whole table",
        text: "A flat fee per trip, never per person, so bringing friends costs nothing extra.",
      },
      { title: "Groups of any size", text: "A table for two or a long lunch for twelve: there's no group-size limit." },
      {
        title: "Eat on local time",
        text: "Lunch at two, dinner at half past nine: your times follow the city, not the guidebook.",
      },
      {
        title: "Help in your language",
        text: "Phone support in English, Spanish and French, and email in any language.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions travellers ask",
    items: [
      {
        question: "Is the {{base}} fee per person?",
        answer:
          "No. It's a flat fee per trip, not per person, and there's no group-size limit. {{base}} covers up to {{included}} reservations; each extra reservation is {{extra}}, up to {{max}} in total.",
      },
      {
        question: "Do I pay for the meals in advance?",
        answer:
          "No. You pay each restaurant directly at the meal, as you normally would. Our fee covers the planning and the booking, nothing on your plate.",
      },
      {
        question: "What happens after I book?",
        answer:
          "Your trip page opens with a short form for each meal: the vibe, cuisine, budget, dietary needs and occasion. Once you send it, a local food creator recommends the restaurants, and your concierge books the tables in your name and sends your itinerary. Your concierge is also in touch within 24 hours of your payment.",
      },
      {
        question: "When will my itinerary be ready?",
        answer:
          "About 48 hours after we receive your preferences. It comes as a PDF, a web page and a calendar file, with your confirmed reservations, a Maps link and a dish tip for every table.",
      },
      {
        question: "How far ahead should I book?",
        answer: "Bookings start 7 days ahead, so your concierge has time to secure great tables.",
      },
      {
        question: "My destination isn't on your main list. Can you help?",
        answer:
          "Very possibly. Our main cities are Madrid, Barcelona, Valencia, Ibiza and Palma de Mallorca. For anywhere else, send your request without paying anything: a concierge reviews it, checks whether our team can curate your trip, and gets back to you before anything is charged.",
      },
      {
        question: "Which languages do you speak?",
        answer: "Phone support is in English, Spanish and French. Email support works in any language.",
      },
      {
        question: "Can I reach my concierge during the trip?",
        answer:
          "Yes. Your concierge stays reachable throughout your trip, whether a flight is delayed, plans change or you'd like one more recommendation.",
      },
      {
        question: "How do I pay?",
        answer:
          "By card, through Stripe's secure hosted checkout. Your card details go to Stripe and never reach our servers.",
      },
    ],
  },
  closing: {
    title: "Your table is waiting.",
    text: "Tell us where and when. Your concierge takes it from there, and you just show up hungry.",
  },
  footer: {
    tagline: "Your dining concierge for the trip: local picks, tables booked in your name, an itinerary you can trust.",
    company: "Company",
    contact: "Contact",
    about: "About",
    terms: "Terms of service",
    privacy: "Privacy",
    forCreators: "For creators",
    inTouch: "Get in touch",
    place: "Madrid, Spain",
    rights: "© 2025 Sobremesa. All rights reserved.",
    footerNav: "Footer",
  },
} as const;
