import type { Catalog } from "~/i18n/catalog";
import type en from "../en/common";

const common: Catalog<typeof en> = {
  optional: "(facultatif)",
  skipToContent: "Aller au contenu",
  notFound: {
    title: "Page introuvable · Sobremesa",
    heading: "Page introuvable",
    text: "Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou le lien contient une erreur.",
    home: "Retour à l’accueil",
  },
  badAddress: {
    title: "Adresse non valide · Sobremesa",
    heading: "Cette adresse n’est pas valide",
    text: "Une partie de l’adresse est illisible : le lien est peut-être incomplet ou mal saisi. Vérifiez-le, ou repartez de la page d’accueil.",
    home: "Retour à l’accueil",
  },
  stepLabel: "Étape {{number}} :",
  nav: {
    main: "Principal",
    forCreators: "Pour les créateurs",
    creatorLogin: "Espace créateur",
    apply: "Candidater",
    getStarted: "Réserver mon programme",
    backHome: "Retour à l’accueil",
  },
  languages: {
    label: "Langue",
    footerLabel: "Langue (pied de page)",
    switchTo: "Lire cette page en {{language}}",
  },
  mealKinds: { Breakfast: "Petit-déjeuner", Lunch: "Déjeuner", Dinner: "Dîner" },
  preferences: {
    meal: { lunch: "Déjeuner", dinner: "Dîner", either: "Déjeuner ou dîner" },
    vibe: {
      casual: "Décontracté",
      lively: "Animé",
      romantic: "Romantique",
      local_favourite: "Adresse prisée des locaux",
      fine_dining: "Gastronomique",
      other: "Autre ambiance",
    },
    budget: { under_30: "Moins de 30 €", "30_60": "30–60 €", "60_100": "60–100 €", over_100: "Plus de 100 €" },
    occasion: {
      none: "Aucune",
      birthday: "Anniversaire",
      anniversary: "Anniversaire de couple",
      business: "Affaires",
      celebration: "Célébration",
      other: "Autre occasion",
    },
    dietary: {
      vegetarian: "Végétarien",
      vegan: "Végétalien",
      gluten_free: "Sans gluten / cœliaque",
      lactose_free: "Sans lactose",
      halal: "Halal",
      kosher: "Casher",
      nut_allergy: "Allergie aux fruits à coque",
      shellfish_allergy: "Allergie aux crustacés",
      other: "Autre",
    },
  },
  limits: {
    title: "Trop de demandes",
    description_one: "Vous avez envoyé plusieurs demandes en peu de temps. Réessayez dans {{count}} minute.",
    description_other: "Vous avez envoyé plusieurs demandes en peu de temps. Réessayez dans {{count}} minutes.",
  },
  failed: {
    title: "Un problème est survenu",
    description: "Nous n’avons pas pu prendre votre demande pour l’instant. Réessayez dans un moment.",
  },
  preContract: {
    title: "Avant de payer",
    seller: "Vendeur : {{seller}}, pour un service de conciergerie gastronomique.",
    total: "Total : {{total}}, TVA comprise, en un seul paiement.",
    totalAbove: "Total : les frais indiqués ci-dessus, TVA comprise, en un seul paiement.",
    withdrawal:
      "Vous pouvez vous rétracter du contrat dans les 14 jours suivant le paiement, sans donner de motif : utilisez « Se rétracter du contrat ici » sur la page de votre voyage, ou écrivez à {{email}}.",
    consent:
      "Je demande que le service commence dès maintenant, pendant le délai de rétractation de 14 jours, et je reconnais perdre mon droit de rétractation une fois le service entièrement exécuté (à l’envoi de mon itinéraire) ; si je me rétracte avant, je paie la part déjà fournie.",
    required:
      "Cochez cette case pour demander que le service commence maintenant : nous ne pouvons pas le commencer sans votre demande.",
  },
  /** How travellers reach the team: the footer, /about and the trip page's contact block. */
  support: {
    phone: "Téléphone",
    whatsapp: "WhatsApp {{number}}",
    tripTitle: "Parlez à votre concierge",
    tripText:
      "Nous restons joignables pendant tout le voyage : appelez-nous en français, anglais ou espagnol, écrivez-nous sur WhatsApp ou par e-mail dans n’importe quelle langue.",
    quote: "Indiquez votre référence {{reference}}.",
    aboutTitle: "Nous contacter",
    aboutText:
      "Assistance téléphonique en français, anglais et espagnol ; par e-mail, dans n’importe quelle langue. Votre concierge reste joignable pendant votre voyage.",
  },
  policy: {
    cancellation:
      "Annulez avant que votre concierge ne commence la sélection des restaurants et les frais vous sont intégralement remboursés. Une fois la sélection commencée, les frais ne sont pas remboursés, sauf décision contraire de votre concierge.",
    cancellationShort:
      "Frais intégralement remboursés si vous annulez avant que votre concierge ne commence la sélection.",
  },
};
export default common;
