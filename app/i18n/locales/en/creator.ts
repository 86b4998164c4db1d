/** The creator application page (creators work in English on the dashboard; they may apply in their language). */
export default {
  meta: {
    title: "Join as a Creator · Sobremesa",
    description: "Apply to curate restaurant picks for travellers in your city.",
  },
  title: "Join as a Creator",
  intro:
    "Share the places you love with travellers visiting your city. Tell us who you are and where we can see your food content.",
  fields: {
    name: "Full name",
    email: "Email",
    city: "City",
    cityHint: "The city you know best: pick one of ours or type any other.",
    instagram: "Instagram profile",
    instagramPlaceholder: "@yourhandle or instagram.com/yourhandle",
    tiktok: "TikTok profile",
    tiktokPlaceholder: "@yourhandle or tiktok.com/@yourhandle",
  },
  submit: "Submit Application",
  submitting: "Submitting...",
  lookFor: {
    title: "What we look for",
    items: [
      "An active social presence where you share food",
      "Genuine passion for your city's restaurants and bars",
      "Local knowledge: the places locals actually go",
      "An engaged audience of any size",
    ],
  },
  next: {
    title: "What happens next",
    text: "We review every application within 2–3 business days and send the next steps by email.",
  },
  messages: {
    name: "Full name is required",
    nameShort: "Full name must be at least 2 characters",
    email: "Valid email address is required",
    city: "Please enter your city",
    cityTooLong: "City must be at most {{max}} characters",
    cityBad: "Enter your city's name in plain text",
    instagram: "Instagram profile is required",
    instagramBad: "Enter your Instagram handle (like @yourname) or your instagram.com profile link",
    tiktokBad: "Enter your TikTok handle (like @yourname) or your tiktok.com profile link",
    plainText: "Remove the hidden formatting characters (direction or control marks) from this text",
  },
  toasts: {
    missing: { title: "Missing information", description: "Please fill in all required fields." },
    submitted: {
      title: "Application submitted successfully!",
      description: "We'll review your application and get back to you within 2-3 business days.",
    },
    failed: {
      title: "Submission failed",
      description: "There was an error submitting your application. Please try again.",
    },
  },
} as const;
