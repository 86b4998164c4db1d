import enDashboard from "~/i18n/locales/en/dashboard";
import type { BookingStatus } from "./booking-lifecycle";

/**
 * The statuses' English names, as the CSV export writes them (the screens say them in the
 * reader's language, through the catalogues): the English catalogue's, the one place the
 * product's words live (a status without a name there fails to compile). A module of its own so
 * that only what writes them loads the catalogue.
 */
export const STATUS_LABELS: Record<BookingStatus, string> = enDashboard.status;
