/** The about page and the page for creators. Every promise here is one the product keeps. */
export default {
  about: {
    meta: {
      title: "About · Sobremesa",
      description:
        "Sobremesa is a dining concierge for travellers: local food experts pick the restaurants, we book the tables in your name. {{base}} flat fee, concierge included.",
    },
    eyebrow: "About Sobremesa",
    title: "The best part of a trip often happens at the table.",
    lead: "In Spain, sobremesa is the time spent lingering at the table after a meal, talking long after the plates are cleared. We started Sobremesa so travellers get more of those moments, and spend less of their trip scrolling through reviews.",
    tagline: "{{base}} flat fee · Concierge included · Secure Stripe payment",
    sectionsLabel: "About us",
    sections: [
      {
        title: "Our mission",
        text: "To make every meal of your trip one worth remembering: chosen by people who know their city's tables best, and booked before you land.",
      },
      {
        title: "What we do",
        text: "You tell us your destination, your dates and how many meals. A local food expert curates restaurants for your tastes, your concierge books every table in your name, and about 48 hours after we have your preferences you receive a PDF itinerary with confirmed reservations, maps and dish tips.",
      },
      {
        title: "Who we serve",
        text: "Travellers who care about food but would rather not spend their holiday researching it: couples on a city break, friends celebrating, families and groups of any size. Our main cities are Madrid, Barcelona, Valencia, Ibiza and Palma de Mallorca, and we review requests for other destinations without taking any payment.",
      },
      {
        title: "Our promise",
        text: "{{base}} flat for up to 4 meals, per trip and never per person. Restaurants are paid at the table, not in advance. Your concierge contacts you within 24 hours and stays reachable for the whole trip: by phone in English, Spanish or French, and by email in any language.",
      },
    ],
    facts: [
      { value: "24 h", label: "until your concierge gets in touch" },
      { value: "48 h", label: "to your itinerary, once we have your preferences" },
      { value: "{{base}}", label: "per trip, never per person" },
      { value: "3", label: "phone languages, and email in any" },
    ],
    closing: {
      title: "Let's find your next great table.",
      text: "Tell us where you're going. A concierge takes it from there.",
    },
  },
  privacy: {
    meta: {
      title: "Privacy Policy · Sobremesa",
      description:
        "What personal data Sobremesa collects when you book a dining plan or apply as a creator, how we use and share it, and your rights.",
    },
    eyebrow: "Legal",
    title: "Privacy Policy",
    updated: "Last updated:",
    /** The data controller named on /privacy, from the company's configuration. */
    controller: "Data controller",
    controllerText: "The controller of your personal data is:",
    onThisPage: "On this page",
    prevails: "",
  },
  /** The terms of service; the text itself is app/content/terms. */
  terms: {
    meta: {
      title: "Terms of Service · Sobremesa",
      description:
        "The terms of Sobremesa's dining concierge: who we are, the price, cancellation and your right of withdrawal.",
    },
    eyebrow: "Legal",
    title: "Terms of Service",
    updated: "Last updated:",
    onThisPage: "On this page",
    prevails: "",
  },
  creators: {
    meta: {
      title: "For creators · Sobremesa",
      description:
        "Local food creators: curate restaurant picks for travellers visiting your city, get paid for your taste and grow your audience. Apply to join Sobremesa.",
    },
    cta: "Apply to join",
    eyebrow: "For local food creators",
    title: "Turn your food knowledge into income.",
    lead: "Travellers want to eat where you eat. Join Sobremesa as a local food expert: pick the restaurants for real trips in your city, get paid for your recommendations and grow your audience along the way.",
    points: ["Audiences of any size welcome", "An answer within 2–3 business days", "Your own creator dashboard"],
    card: {
      title: "New request",
      status: "Pending",
      facts: [
        ["City", "Madrid"],
        ["Dates", "14–17 March"],
        ["Meals", "3 dinners"],
        ["Budget", "€40–60 per meal"],
      ],
      preferences: "Preferences",
      wishes: "Natural wine, seafood, one vegetarian guest",
      action: "Add recommendation",
    },
    benefits: {
      eyebrow: "Why creators join",
      title: "Your taste, working for you",
      intro: "You already know where to eat. Sobremesa puts that knowledge in front of travellers who value it.",
      items: [
        {
          title: "Monetize Your Taste",
          text: "Get paid for the recommendations you already give your friends: every trip you curate earns you a fee.",
        },
        {
          title: "Connect with Travelers",
          text: "Meet visitors who want the real thing, and shape the meals they'll remember long after the trip.",
        },
        {
          title: "Build Your Brand",
          text: "Become the name travellers trust for your city, and bring new followers to your channels.",
        },
      ],
    },
    steps: {
      eyebrow: "Three steps",
      title: "How it works",
      items: [
        {
          title: "Apply to join",
          text: "Tell us your city and share your Instagram or TikTok. We review every application within 2–3 business days.",
        },
        {
          title: "Accept Requests",
          text: "Log in to your dashboard to see travellers' requests: their dates, meals, budget, tastes and dietary needs.",
        },
        {
          title: "Curate & Earn",
          text: "Add your restaurant picks with a map link and the dish to order. Our concierge books the tables; you earn for every trip you curate.",
        },
      ],
    },
    closing: {
      title: "Share the tables you love.",
      text: "Tell us about yourself and your city. We read every application.",
    },
  },
} as const;
