import { plural } from "./plain-text";
import type { ToastInput } from "./toast";

/** The admin and payment-admin toasts, word for word as the product has always shown them. */
export const ADMIN_TOASTS = {
  emptyToken: { title: "Error", description: "Please enter admin token", variant: "destructive" },
  authFailed: (status: number, message: string) => ({
    title: "Authentication failed",
    description: `${status}: ${message}`,
    variant: "destructive",
  }),
  paymentTokenRefused: (message: string) => ({
    title: "Invalid token",
    description: message === "Invalid admin token" ? "Please check your admin token." : message,
    variant: "destructive",
  }),
  loaded: (bookings: number, creators: number) => ({
    title: "Success",
    description: `Loaded ${plural(bookings, "booking", "bookings")} and ${plural(creators, "creator", "creators")}`,
  }),
  refreshFailed: (description: string) => ({ title: "Refresh failed", description, variant: "destructive" }),
  downloadFailed: (description: string) => ({ title: "Download failed", description, variant: "destructive" }),
  downloadStarted: (filename: string) => ({ title: "Download started", description: filename }),
  networkError: (message: string) => ({
    title: "Error",
    description: `Network error: ${message}`,
    variant: "destructive",
  }),
  loadingFailed: {
    title: "Error loading bookings",
    description: "Failed to fetch booking data.",
    variant: "destructive",
  },
} satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;
