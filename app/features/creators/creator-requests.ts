import type { BookingStatus } from "~/domain/booking-lifecycle";
import type { PaymentStatus } from "~/domain/payment-status";
import type { DirectoryEntry } from "~/features/restaurants/restaurants";

/**
 * What a creator's dashboard shows of a request and of the recommendations made for it:
 * the traveller's name and trip, never their email or phone.
 */

/** The dashboard's two tabs: the open requests, and the recommendations the creator made. */
export type DashboardTab = "requests" | "recommendations";

/** One recommendation, as stored. */
export type RecommendationView = {
  id: number;
  bookingId: number;
  creatorId: number;
  restaurantName: string;
  googleMapsLink: string;
  dishSuggestion: string;
  /** The meal (1..N of the booking) it is for; null for picks made before meals were named. */
  mealPosition: number | null;
  submittedAt: string;
};

/** One reservation's wishes, as the traveller gave them (stored values; labels come from meal-preferences). */
export type MealView = {
  position: number;
  date: string | null;
  meal: string;
  vibe: string;
  cuisine: string;
  budgetBand: string;
  partySize: number;
  occasion: string;
  note: string;
};

/** The party's dietary needs: health or belief data, given only to the creator the booking is assigned to. */
export type DietaryView = { needs: string[]; other: string };

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
  status: BookingStatus;
  createdAt: string;
  /** Assigned to this creator (else an open request of their city, waiting to be accepted). */
  mine: boolean;
  meals: MealView[];
  /** Null unless this creator is the assigned one and the traveller gave (and consented to) dietary needs. */
  dietary: DietaryView | null;
  recommendations: RecommendationView[];
  /** When the itinerary the traveller holds was sent (this creator's requests only): picks no longer change. */
  itinerarySentAt: string | null;
  /** The tables booked from this creator's picks that a traveller's change request moved, as they stand now. */
  bookingChanges: BookingChange[];
};

/** A reservation from the creator's pick, changed at the traveller's request: where and when it is now. */
export type BookingChange = {
  mealPosition: number;
  restaurantName: string;
  localDate: string;
  localTime: string;
  partySize: number;
};

/** One of the creator's own recommendations, with whom and which city it was for. */
export type MyRecommendation = RecommendationView & { travellerName: string; cityName: string };

/** The directory searched for one of the creator's requests (directory-search.server.ts). */
export type CreatorDirectorySearch = {
  requestId: number;
  /** The words searched; `results` is null until a search was made. */
  q: string;
  results: DirectoryEntry[] | null;
  /** The restaurant chosen with "Use this restaurant", filled into the pick form. */
  chosen: DirectoryEntry | null;
};
