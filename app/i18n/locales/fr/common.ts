import type { Catalog } from "~/i18n/catalog";
import type en from "../en/common";

const common: Catalog<typeof en> = {
  optional: "(facultatif)",
  skipToContent: "Aller au contenu",
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
  policy: {
    cancellation:
      "Annulez avant que votre concierge ne commence la sélection des restaurants et les frais vous sont intégralement remboursés. Une fois la sélection commencée, les frais ne sont pas remboursés, sauf décision contraire de votre concierge.",
    cancellationShort:
      "Frais intégralement remboursés si vous annulez avant que votre concierge ne commence la sélection.",
  },
};
export default common;
