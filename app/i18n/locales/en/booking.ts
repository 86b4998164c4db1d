/**
 * The booking form and its result page. The validation messages and toasts are the product's
 * own words, kept word for word in English: this catalogue is their one source (the JSON API
 * answers with it too), and tests/unit/translations.test.ts checks it against the spec's quotes.
 */
export default {
  meta: {
    title: "Start Your Dining Plan · Sobremesa",
    description: "Tell us your city, dates and number of meals; a local concierge books the tables.",
  },
  page: {
    title: "Start Your Dining Plan",
    /** Under the form: where the terms are. */
    termsNote: "The price, cancellation and your right of withdrawal are set out in our",
    termsLink: "terms of service",
    intro:
      "Tell us where and when you're travelling. A local food expert curates your restaurants, your concierge books the tables, and you receive an itinerary with confirmed reservations.",
  },
  form: { tripDetails: "Trip Details", contact: "Contact" },
  /** The local TEST checkout (no Stripe key): the booking's language, its dates as the reader writes them. */
  testCheckout: {
    title: "TEST checkout · Sobremesa",
    description: "A local TEST checkout standing in for Stripe: no real payment is taken.",
    banner: "TEST checkout: no real payment is taken",
    heading: "TEST checkout",
    destination: "Destination",
    dates: "Dates",
    datesValue: "{{checkIn}} to {{checkOut}}",
    reservations: "Reservations",
    email: "Email",
    amount: "Amount",
    pay: "Pay {{total}} (TEST)",
    paying: "Processing...",
    cancel: "Cancel",
  },
  fields: {
    city: "Destination city",
    checkIn: "Check-in date",
    checkInHint: "Bookings start 7 days ahead so your concierge can secure great tables.",
    checkOut: "Check-out date",
    reservations: "Number of reservations",
    reservationsHint:
      "{{base}} covers up to {{included}} reservations; each extra reservation is {{extra}}. One fee per trip, not per person.",
    name: "Full name",
    email: "Email",
    countryCode: "Country code",
    phoneNumber: "Phone number",
    phoneHint: "Used only by your concierge to confirm details or assist. Never shared.",
  },
  options: {
    selectDestination: "Select a destination",
    selectReservations: "Select reservations",
    other: "Other",
  },
  regions: { ES: "Top Spain Cities", EU: "Europe", LATAM: "Latin America", ASIA: "Asia", OTHER: "Other" },
  fee: {
    /** A destination without upfront payment: what it will cost once confirmed. */
    ifConfirmed: "{{total}} if we can take it; nothing is charged now",
    title: "Service Fee",
    line: "{{base}} base for up to {{included}} + {{extras}}",
    extras_one: "{{count}} extra",
    extras_other: "{{count}} extras",
    /** With no extras: the base alone, never "+ 0 extras". */
    lineIncluded_one: "{{base}} for up to {{count}} reservation",
    lineIncluded_other: "{{base}} for up to {{count}} reservations",
    each: "({{price}} each)",
    flat: "One flat fee per trip, not per person. You pay restaurants directly at the meal.",
  },
  noPayment:
    "For destinations outside our main cities, no payment is taken now. Submit your request and we'll confirm availability with a local food expert before proceeding.",
  buttons: {
    pay: "Secure Payment with Stripe",
    request: "Submit Request (No Payment Now)",
    processing: "Processing...",
    sending: "Sending...",
  },
  toasts: {
    checkInformation: {
      title: "Please check your information",
      description: "Some fields need to be corrected before submitting.",
    },
    paymentFailed: {
      title: "Payment failed",
      description: "There was an error processing your payment. Please try again.",
    },
    submissionFailed: {
      title: "Submission failed",
      description: "There was an error submitting your request. Please try again.",
    },
    requestReceived: {
      title: "Request received.",
      description:
        "A concierge will review availability for your destination and get back to you shortly. No payment has been taken.",
    },
    notPayable: {
      title: "This booking can't be paid",
      description:
        "It is no longer waiting for a payment (it may have been cancelled). Start a new booking, or write to us if you think this is a mistake.",
    },
    redirecting: {
      title: "Redirecting to payment...",
      description: "You'll be redirected to secure checkout to complete your booking ({{total}}).",
    },
  },
  validation: {
    cityRequired: "Destination city is required",
    cityUnknown: "Choose a destination from the list",
    checkInRequired: "Check-in date is required",
    checkOutRequired: "Check-out date is required",
    checkInTooSoon: "To secure great tables, bookings start 7 days from today.",
    checkOutBeforeCheckIn: "Your check-out date must be after your check-in date.",
    reservations: "Number of reservations is required (1–10).",
    nameTooShort: "Full name must be at least 2 characters",
    nameTooLong: "Full name must be at most 100 characters",
    email: "Valid email address is required",
    phone: "Valid phone number is required",
    phoneImpossible: "This number is not possible for the chosen country: check the country code and the digits",
    countryCode: "Choose a country calling code",
    phoneCountry: "This country does not use that calling code",
    idempotencyKey: "Invalid form key; reload the page and try again",
    plainText: "Remove the hidden formatting characters (direction or control marks) from this text",
    startConsent: "Tick this box to ask for the service to start now: we cannot start it without your request.",
  },
  success: {
    verifying: "Verifying Payment...",
    verifyingMoment: "This only takes a moment.",
    paidTitle: "You're all set.",
    paidText:
      "Your payment is confirmed. Your concierge is in touch within 24h; your itinerary is ready about 48h after you tell us about your meals.",
    reference: "Booking Reference",
    /** Under the Booking Reference (the readable one, decision 0058): why it matters. */
    quoteReference: "Quote it when you call or write to us.",
    paidNextLabel: "Tell us what you'd like to eat",
    paidNext:
      "Next step: tell us about each meal (day, vibe, cuisine, budget, dietary needs) on your private trip page.",
    requestTitle: "Request received.",
    requestText: "A concierge is checking availability in {{city}}. No payment has been taken.",
    requestNextLabel: "Open your trip page",
    requestNext:
      "Your private trip page shows where your request stands, and asks for your preferences once it's confirmed.",
    keepLink: "Keep this private link to come back to your trip:",
    emailedLink: "We've emailed your trip link to the address you gave.",
    cancelledTitle: "This booking is cancelled.",
    cancelledText:
      "This booking was cancelled. A payment that arrives after a cancellation is refunded in full to the card it came from; we've emailed you the details.",
    /** /success for a visitor with nothing to show there: nothing failed, so where the booking's links are. */
    lookupTitle: "Looking for your booking?",
    lookupText:
      "Your confirmation and your private trip link are in the email we sent you when you booked. Can't find it? We can send the link again.",
    lookupLostLink: "Lost your link?",
    lookupBook: "Plan a trip",
    failedTitle: "Payment Verification Failed",
    failedText: "There was an issue verifying your payment. Please contact support if you believe this is an error.",
    limitedText_one: "Too many verification attempts from your connection. Please try again in {{count}} minute.",
    limitedText_other: "Too many verification attempts from your connection. Please try again in {{count}} minutes.",
    tryAgain: "Try Again",
    description: "The result of your Sobremesa dining concierge payment and your booking reference.",
  },
} as const;
