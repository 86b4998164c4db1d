import type { PaymentStatus } from "./payment-status";

/**
 * What a creator's dashboard shows of a request and of the recommendations made for it:
 * the traveller's name and trip, never their email or phone.
 */

/** One recommendation, as stored. */
export type RecommendationView = {
  id: number;
  bookingId: number;
  creatorId: number;
  restaurantName: string;
  googleMapsLink: string;
  dishSuggestion: string;
  submittedAt: string;
};

/** A traveller's request the creator may see, with every recommendation made for it. */
export type CreatorRequest = {
  id: number;
  name: string;
  cityName: string;
  checkIn: string;
  checkOut: string;
  reservations: number;
  paymentStatus: PaymentStatus;
  requiresPayment: boolean;
  budgetPerMeal: string | null;
  preferences: string | null;
  dietary: string | null;
  createdAt: string;
  recommendations: RecommendationView[];
};

/** One of the creator's own recommendations, with whom and which city it was for. */
export type MyRecommendation = RecommendationView & { travellerName: string; cityName: string };
