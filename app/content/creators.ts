/** The /creators page's copy: the spec's hero, benefit and step titles, word for word. */
export const CREATOR_CTA = "Apply to join";

export const CREATOR_BENEFITS = [
  {
    icon: "wallet",
    title: "Monetize Your Taste",
    text: "Get paid for the recommendations you already give your friends: every trip you curate earns you a fee.",
  },
  {
    icon: "users",
    title: "Connect with Travelers",
    text: "Meet visitors who want the real thing, and shape the meals they'll remember long after the trip.",
  },
  {
    icon: "spark",
    title: "Build Your Brand",
    text: "Become the name travellers trust for your city, and bring new followers to your channels.",
  },
] as const;

export const CREATOR_STEPS = [
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
] as const;
