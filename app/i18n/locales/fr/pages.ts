import type { Catalog } from "~/i18n/catalog";
import type en from "../en/pages";

const pages: Catalog<typeof en> = {
  about: {
    meta: {
      title: "À propos · Sobremesa",
      description:
        "Sobremesa est un concierge gastronomique pour voyageurs : des experts locaux choisissent les restaurants, nous réservons les tables à votre nom. {{base}} par voyage, concierge inclus.",
    },
    eyebrow: "À propos de Sobremesa",
    title: "Le meilleur d’un voyage se passe souvent à table.",
    lead: "En Espagne, la sobremesa, c’est ce moment où l’on reste à table après le repas, à discuter bien après que les assiettes ont été débarrassées. Nous avons créé Sobremesa pour que les voyageurs vivent plus de ces moments et passent moins de temps à lire des avis.",
    tagline: "{{base}} par voyage · Concierge inclus · Paiement sécurisé Stripe",
    sectionsLabel: "Qui sommes-nous",
    sections: [
      {
        title: "Notre mission",
        text: "Faire de chaque repas de votre voyage un souvenir : choisi par ceux qui connaissent le mieux les tables de leur ville, et réservé avant votre arrivée.",
      },
      {
        title: "Ce que nous faisons",
        text: "Vous nous indiquez votre destination, vos dates et le nombre de repas. Un expert culinaire local sélectionne des restaurants selon vos goûts, votre concierge réserve chaque table à votre nom et, environ 48 heures après réception de vos préférences, vous recevez un itinéraire PDF avec les réservations confirmées, des cartes et des plats conseillés.",
      },
      {
        title: "Pour qui",
        text: "Pour les voyageurs qui tiennent à bien manger mais préfèrent ne pas passer leurs vacances à chercher : couples en escapade, amis qui fêtent quelque chose, familles et groupes de toute taille. Nos villes principales sont Madrid, Barcelone, Valence, Ibiza et Palma de Majorque, et nous étudions les demandes pour d’autres destinations sans rien prélever.",
      },
      {
        title: "Notre engagement",
        text: "{{base}} par voyage jusqu’à 4 repas, jamais par personne. Les restaurants se règlent à table, pas à l’avance. Votre concierge vous contacte sous 24 heures et reste joignable pendant tout le voyage : par téléphone en anglais, espagnol ou français, et par e-mail dans toutes les langues.",
      },
    ],
    facts: [
      { value: "24 h", label: "avant que votre concierge vous contacte" },
      { value: "48 h", label: "jusqu’à votre itinéraire, une fois vos préférences reçues" },
      { value: "{{base}}", label: "par voyage, jamais par personne" },
      { value: "3", label: "langues au téléphone, et toutes par e-mail" },
    ],
    closing: {
      title: "Trouvons votre prochaine belle table.",
      text: "Dites-nous où vous allez. Un concierge s’occupe du reste.",
    },
  },
  privacy: {
    meta: {
      title: "Politique de confidentialité · Sobremesa",
      description:
        "Les données personnelles que Sobremesa collecte lorsque vous réservez un programme gourmand ou candidatez comme créateur, leur usage, leur partage et vos droits.",
    },
    eyebrow: "Mentions légales",
    title: "Politique de confidentialité",
    updated: "Dernière mise à jour :",
    /** The data controller named on /privacy, from the company's configuration. */
    controller: "Responsable du traitement",
    controllerText: "Le responsable du traitement de vos données personnelles est :",
    onThisPage: "Sur cette page",
    prevails:
      "Ceci est une traduction de notre politique de confidentialité en anglais. En cas de différence entre les deux, la version anglaise prévaut.",
  },
  /** The terms of service; the text itself is app/content/terms. */
  terms: {
    meta: {
      title: "Conditions générales · Sobremesa",
      description:
        "Les conditions du concierge gastronomique Sobremesa : qui nous sommes, le prix, l’annulation et votre droit de rétractation.",
    },
    eyebrow: "Mentions légales",
    title: "Conditions générales",
    updated: "Dernière mise à jour :",
    onThisPage: "Sur cette page",
    prevails:
      "Ceci est une traduction de nos conditions en anglais. En cas de différence, la version anglaise prévaut, sauf si la loi vous protège davantage.",
  },
  creators: {
    meta: {
      title: "Pour les créateurs · Sobremesa",
      description:
        "Créateurs culinaires locaux : sélectionnez des restaurants pour les voyageurs de passage dans votre ville, soyez rémunéré pour votre goût et développez votre audience. Rejoignez Sobremesa.",
    },
    cta: "Proposer ma candidature",
    eyebrow: "Pour les créateurs culinaires locaux",
    title: "Faites de votre savoir culinaire un revenu.",
    lead: "Les voyageurs veulent manger là où vous mangez. Rejoignez Sobremesa comme expert culinaire local : choisissez les restaurants de vrais voyages dans votre ville, soyez rémunéré pour vos recommandations et développez votre audience au passage.",
    points: [
      "Audiences de toute taille bienvenues",
      "Une réponse sous 2 à 3 jours ouvrés",
      "Votre propre espace créateur",
    ],
    card: {
      title: "Nouvelle demande",
      status: "En attente",
      facts: [
        ["Ville", "Madrid"],
        ["Dates", "14–17 mars"],
        ["Repas", "3 dîners"],
        ["Budget", "40–60 € par repas"],
      ],
      preferences: "Préférences",
      wishes: "Vin nature, fruits de mer, un convive végétarien",
      action: "Ajouter une recommandation",
    },
    benefits: {
      eyebrow: "Pourquoi nous rejoindre",
      title: "Votre goût, à votre service",
      intro: "Vous savez déjà où manger. Sobremesa met ce savoir face à des voyageurs qui l’apprécient.",
      items: [
        {
          title: "Rentabilisez votre goût",
          text: "Soyez rémunéré pour les recommandations que vous donnez déjà à vos amis : chaque voyage que vous préparez vous rapporte.",
        },
        {
          title: "Rencontrez des voyageurs",
          text: "Rencontrez des visiteurs en quête d’authenticité et façonnez des repas dont ils se souviendront longtemps.",
        },
        {
          title: "Développez votre marque",
          text: "Devenez le nom auquel les voyageurs font confiance pour votre ville, et attirez de nouveaux abonnés sur vos réseaux.",
        },
      ],
    },
    steps: {
      eyebrow: "Trois étapes",
      title: "Comment ça marche",
      items: [
        {
          title: "Proposez votre candidature",
          text: "Indiquez votre ville et partagez votre Instagram ou votre TikTok. Nous examinons chaque candidature sous 2 à 3 jours ouvrés.",
        },
        {
          title: "Acceptez des demandes",
          text: "Connectez-vous à votre espace pour voir les demandes des voyageurs : dates, repas, budget, goûts et régimes alimentaires.",
        },
        {
          title: "Sélectionnez et gagnez",
          text: "Ajoutez vos restaurants avec un lien vers la carte et le plat à commander. Notre concierge réserve les tables ; vous êtes rémunéré pour chaque voyage préparé.",
        },
      ],
    },
    closing: {
      title: "Partagez les tables que vous aimez.",
      text: "Parlez-nous de vous et de votre ville. Nous lisons chaque candidature.",
    },
  },
};
export default pages;
