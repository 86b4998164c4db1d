/**
 * The landing page's copy, kept apart from layout so it can be read and edited in one place.
 * Every claim here is one the product keeps: flat fee per trip, restaurants paid at the meal, no
 * group-size limit, contact within 24 h, itinerary about 48 h after preferences.
 */
import {
  BASE_PRICE_CENTS,
  EXTRA_PRICE_CENTS,
  formatEuros,
  INCLUDED_RESERVATIONS,
  MAX_RESERVATIONS,
} from "~/domain/pricing";

export const BASE_PRICE = formatEuros(BASE_PRICE_CENTS);
export const EXTRA_PRICE = formatEuros(EXTRA_PRICE_CENTS);

export const CTA_LABEL = "Get My Dining Concierge";

export const STEPS = [
  {
    title: "Tell us about your trip",
    text: `Choose your city, your dates and how many meals you'd like booked, then pay the flat fee (${BASE_PRICE} for up to ${INCLUDED_RESERVATIONS} reservations) through secure Stripe checkout.`,
  },
  {
    title: "Share your tastes",
    text: "Within 24 hours your concierge gets in touch to learn what you want from each meal: the vibe, cuisine, budget, dietary needs and occasion.",
  },
  {
    title: "Get your itinerary",
    text: "A local food expert curates the picks, we book every table in your name, and your PDF itinerary is ready about 48 hours later.",
  },
] as const;

export const ITINERARY_FEATURES = [
  "Every table confirmed in your name, with its reference",
  "A map pin for each restaurant, one tap from directions",
  "What to order, from someone who eats there",
  "Local timing and tips between meals",
] as const;

export const BENEFITS = [
  {
    icon: "utensils",
    title: "Picks from a local food expert",
    text: "Someone who eats in the city every week chooses for your tastes, not an algorithm ranking tourist reviews.",
  },
  {
    icon: "calendar",
    title: "Tables booked in your name",
    text: "Your concierge makes every reservation and confirms it before your itinerary reaches you.",
  },
  {
    icon: "document",
    title: "One itinerary for the whole trip",
    text: "Confirmed times, addresses, map pins and dish tips in a single PDF you can keep on your phone.",
  },
  {
    icon: "chat",
    title: "A concierge while you travel",
    text: "Flight delayed or plans changed? Your concierge stays reachable for the whole trip.",
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "We landed in Madrid with four dinners already confirmed in our names. The dish tips meant we ordered like regulars, not tourists.",
    name: "Priya",
    city: "London",
  },
  {
    quote:
      "Six of us, one flat fee, and not a single tourist menu all week. When our flight was delayed, our concierge moved lunch without us asking twice.",
    name: "Marcus",
    city: "Chicago",
  },
  {
    quote:
      "I wrote to my concierge in French and had answers the same day. Barcelona felt like a city we already knew.",
    name: "Sophie",
    city: "Lyon",
  },
] as const;

export const COMPARISON = [
  {
    option: "DIY research",
    price: "Free, plus hours of reading reviews",
    detail: "Crowded top-ten lists, tourist traps and tables you have to chase yourself.",
  },
  {
    option: "Food tours",
    price: "€90+ per person",
    detail: "One evening on a fixed route with a group of strangers.",
  },
  {
    option: "Luxury concierge",
    price: "About €500 per trip",
    detail: "Bookings handled for you, at a premium price.",
  },
  {
    option: "Sobremesa",
    price: `${BASE_PRICE} per trip`,
    detail:
      "Under €10 per reservation: local expert picks, tables booked in your name, and an itinerary with maps and dish tips.",
    ours: true,
  },
] as const;

export const PRICING_POINTS = [
  `Covers up to ${INCLUDED_RESERVATIONS} reservations`,
  `${EXTRA_PRICE} for each extra reservation, up to ${MAX_RESERVATIONS}`,
  "Restaurants paid directly at the meal, never in advance",
  "No group-size limit: the fee is per trip, not per person",
  "Your concierge in touch within 24 hours",
] as const;

export const REASONS = [
  {
    icon: "wallet",
    title: "One price for the whole table",
    text: "A flat fee per trip, never per person, so bringing friends costs nothing extra.",
  },
  {
    icon: "users",
    title: "Groups of any size",
    text: "A table for two or a long lunch for twelve: there's no group-size limit.",
  },
  {
    icon: "pin",
    title: "Eat on local time",
    text: "Lunch at two, dinner at half past nine: your times follow the city, not the guidebook.",
  },
  {
    icon: "globe",
    title: "Help in your language",
    text: "Phone support in English, Spanish and French, and email in any language.",
  },
] as const;

export const FAQS = [
  {
    question: `Is the ${BASE_PRICE} fee per person?`,
    answer: `No. It's a flat fee per trip, not per person, and there's no group-size limit. ${BASE_PRICE} covers up to ${INCLUDED_RESERVATIONS} reservations; each extra reservation is ${EXTRA_PRICE}, up to ${MAX_RESERVATIONS} in total.`,
  },
  {
    question: "Do I pay for the meals in advance?",
    answer:
      "No. You pay each restaurant directly at the meal, as you normally would. Our fee covers the planning and the booking, nothing on your plate.",
  },
  {
    question: "What happens after I book?",
    answer:
      "Your concierge contacts you within 24 hours to ask about each meal: the vibe, cuisine, budget, dietary needs and occasion. A local food expert then curates the picks and your concierge books the tables in your name.",
  },
  {
    question: "When will my itinerary be ready?",
    answer:
      "About 48 hours after we receive your preferences. It's a PDF with your confirmed reservations, maps and a dish tip for every table.",
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
] as const;

export const GALLERY_IMAGES = [
  {
    base: "/images/itinerary-madrid-day-1",
    alt: "Sample Madrid itinerary, day 1: lunch at 13:30 at Taberna Cava Alta in La Latina and dinner at 21:30 at Casa Ponzano in Chamberí, each confirmed in the traveller's name with a map pin and a dish tip.",
  },
  {
    base: "/images/itinerary-madrid-day-2",
    alt: "Sample Madrid itinerary, day 2: lunch at 14:00 at Tasca El Olivar in Malasaña and dinner at 21:00 at Sobre Brasas in Lavapiés, each with a map pin and a dish tip, plus local tips on tipping and the Sunday flea market.",
  },
] as const;
