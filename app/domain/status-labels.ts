import enDashboard from "~/i18n/locales/en/dashboard";
import type { BookingStatus } from "./booking-lifecycle";

/**
 * The statuses' names as the admin's screens and the CSV export show them: the English
 * catalogue's, the one place the product's words live (a status without a name there fails to
 * compile). A module of its own so that only the pages that show them load the catalogue.
 */
export const STATUS_LABELS: Record<BookingStatus, string> = enDashboard.status;
