import type { ToastInput } from "./toast";

/** The creator toasts, word for word as the product has always shown them, plus the few our server-side accounts add. */
export const CREATOR_TOASTS = {
  applicationMissing: {
    title: "Missing information",
    description: "Please fill in all required fields.",
    variant: "destructive",
  },
  applicationSubmitted: {
    title: "Application submitted successfully!",
    description: "We'll review your application and get back to you within 2-3 business days.",
  },
  applicationFailed: {
    title: "Submission failed",
    description: "There was an error submitting your application. Please try again.",
    variant: "destructive",
  },
  loginMissing: {
    title: "Missing information",
    description: "Please enter both email and password.",
    variant: "destructive",
  },
  loginFailed: {
    title: "Authentication failed",
    description: "Invalid credentials. Please check your email and password.",
    variant: "destructive",
  },
  loginError: {
    title: "Login error",
    description: "Unable to authenticate. Please try again later.",
    variant: "destructive",
  },
  welcome: { title: "Welcome back!", description: "You're now logged into your creator dashboard." },
  recommendationAdded: {
    title: "Recommendation submitted!",
    description: "Your restaurant recommendation has been added to the client's list.",
  },
  passwordSet: { title: "Password saved", description: "Log in with your email and new password." },
  requestAccepted: { title: "Request accepted", description: "It is yours: add a pick for each meal." },
  requestReleased: { title: "Request released", description: "It is open again to the creators of your city." },
} satisfies Record<string, ToastInput>;

/** The refusal after too many failed logins; says when to come back. */
export function tooManyAttempts(retryAfterSeconds: number): ToastInput {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    title: "Too many attempts",
    description: `Too many failed logins. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    variant: "destructive",
  };
}
