/**
 * The owners' money pages (/admin/earnings first) in the signed-in team member's language
 * (decision 0077: staff.language). English is the reference, and the words the pages have
 * always shown; the CSV downloads stay English.
 */
const money = {
  earnings: {
    title: "Creator earnings",
    intro:
      "A creator earns the rate in force on the day the itinerary is first sent, for each booked meal whose table came from their pick; a city's own rate comes before the default. Without any rate, a meal earns {{amount}}. Rates are never changed: a new one applies from its day on.",
    taxDetails: "Creators' tax details",
    taxDetailsNote: "(asked before a creator's first payout; owners correct them there)",
    addRate: "Add a rate",
    history: "Rate history",
    historyCaption: "Every rate set, latest first",
    historyHeaders: {
      appliesFrom: "Applies from",
      city: "City",
      meal: "A meal",
      setBy: "Set by",
      added: "Added",
    },
    noRate: "No rate set yet: every meal earns {{amount}}.",
    everyCity: "Every city (default)",
  },
  rateForm: {
    euros: "Euros a meal",
    eurosHint: "Such as 6 or 6.50",
    city: "City",
    cityHint: "None: the default for every city without its own",
    appliesFrom: "Applies from",
    appliesFromHint: "Itineraries sent from this day (Madrid) on",
    adding: "Adding…",
    add: "Add rate",
  },
  payouts: {
    title: "Payouts",
    intro:
      "A run pays each creator's payable balance in one Stripe transfer for the month; a creator already paid this month waits for the next. Creators without an account able to receive payouts are carried over; a failed transfer is tried again by the next run. Runs happen on day {{day}} of each month, and whenever you run one here.",
    runNow: "Run payouts now",
    day: "Monthly payout day (1–28)",
    saveDay: "Save day",
    none: "No payout run yet.",
    run: "Run {{id}} · {{period}} · {{startedBy}} · started {{started}} · finished {{finished}}",
    monthly: "Monthly run",
    underWay: "Under way",
    abandoned: "never (abandoned)",
    runCaption: "What run {{id}} did for each creator",
    headers: { creator: "Creator", outcome: "Outcome", amount: "Amount", transfer: "Transfer or reason" },
    nobody: "No creator had anything to be paid.",
    outcomes: { paid: "Paid", failed: "Failed", carried_over: "Carried over" },
    reasons: {
      no_account: "No payout account connected",
      payouts_disabled: "Payout account cannot receive payouts yet",
      tax_details_missing: "No tax details yet: no invoice can be issued",
      agreement_missing: "Self-billing agreement not accepted yet",
    },
  },
  reversals: {
    title: "Reversed payouts",
    intro:
      "Transfers taken back on Stripe, in full or in part. The meals a reversal covers are owed nothing more and are not paid again. Each reversal after an invoice was issued gets a corrective self-billed invoice for the part taken back.",
    caption: "Payouts whose transfer Stripe reversed, latest first",
    headers: {
      creator: "Creator",
      period: "Period",
      paid: "Paid",
      reversed: "Reversed",
      transfer: "Transfer",
      corrections: "Corrective invoices",
      recorded: "Recorded",
    },
    none: "No payout has been reversed.",
    full: "Reversed",
    partly: "Partly reversed",
  },
  /** The owners' view of creators' tax details (/admin/tax-details, /admin/tax-details/:creatorId). */
  taxDetails: {
    title: "Creators' tax details",
    back: "← Creator earnings",
    intro:
      "A creator gives these before their first payout; a payout waits while they are missing. Open a creator to see their details or correct them with a reason (the audit log keeps who, when, why and which fields).",
    caption: "Approved creators",
    headers: { creator: "Creator", city: "City", details: "Tax details", status: "Tax status", saved: "Last saved" },
    none: "No approved creator yet.",
    complete: "Complete",
    missing: "Missing",
    statuses: {
      es_professional: "Professional in Spain",
      eu_business: "Business elsewhere in the EU",
      non_eu: "Outside the EU",
    },
    savedBy: "{{at}} by {{name}}",
    backToList: "← Creators' tax details",
    correct: "Correct these details",
    correctIntro:
      "Change what is wrong and say why. The audit log records you, the time, the reason and which fields changed (never their values).",
    reason: "Reason for the correction",
    reasonHint: "Such as: the creator wrote to us with their new address.",
    notYet: "{{name}} has not given their tax details yet: payouts to them wait until they do, from their dashboard.",
    noOwnerYet: "Create the first owner account on /admin first: a correction is made in an owner's name.",
    corrected: "Tax details corrected",
    correctedText: "{{name}}'s details are saved; the reason is in the audit log.",
  },
  /** The earnings page's refusals and toasts. */
  errors: {
    euros: "Enter the amount in euros",
    eurosFormat: "Enter an amount in euros, such as 6 or 6.50",
    eurosRange: "Enter an amount between €0.01 and €1,000",
    city: "Pick a city from the list, or none",
    appliesFrom: "Enter the date it applies from",
    appliesFromFormat: "Enter a date as YYYY-MM-DD",
    noOwnerYet: "Create the first owner account on /admin first: a rate is set in an owner's name.",
    runUnderWay: "A payout run is already under way: see it below when it ends.",
    day: "Enter a day of the month from 1 to 28",
  },
  toasts: {
    rateAdded: "Rate added",
    rateAddedText: "{{amount}} a meal from {{from}}.",
    rateAddedInCity: "{{amount}} a meal in {{city}} from {{from}}.",
    runFinished: "Payout run finished",
    runFinishedText: "{{paid}} paid, {{failed}} failed, {{carriedOver}} carried over.",
    daySaved: "Payout day saved",
    daySavedText: "Creators are paid on day {{day}} of each month.",
  },
} as const;

export default money;
