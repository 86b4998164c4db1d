import type { Catalog } from "~/i18n/catalog";
import type en from "../en/landing";

const landing: Catalog<typeof en> = {
  meta: {
    title: "Sobremesa · Votre concierge gastronomique en Espagne et ailleurs",
    description:
      "Indiquez votre ville, vos dates et vos repas. Un expert culinaire local choisit les restaurants, nous réservons les tables à votre nom et vous recevez un itinéraire avec liens Maps et suggestions de plats. {{base}} par voyage.",
  },
  nav: { getStarted: "Commencer" },
  cta: "Je veux mon concierge gastronomique",
  suggestion: "Lire cette page en {{language}}",
  hero: {
    eyebrow: "Concierge gastronomique pour voyageurs",
    title: "Nous réservons, vous savourez le meilleur.",
    lead: "Indiquez votre ville, vos dates et le nombre de repas. Un expert culinaire local choisit les restaurants, votre concierge réserve les tables à votre nom et vous recevez votre itinéraire en PDF, en page web et dans votre agenda, avec les réservations confirmées, des liens Maps et des suggestions de plats.",
    points: ["{{base}} par voyage, tout compris", "Restaurants réglés à table", "Aucune limite de convives"],
    card: {
      guests: "2 personnes · 3 tables",
      ready: "Itinéraire prêt · PDF, page web et agenda",
      days: ["Ven.", "Ven.", "Sam."],
    },
  },
  how: {
    eyebrow: "Trois étapes",
    title: "Comment ça marche",
    intro: "Vous apportez l’appétit. Nous nous chargeons des recherches, des appels et des réservations.",
    steps: [
      {
        title: "Réservez, puis dites-nous vos goûts",
        text: "Choisissez votre ville, vos dates et le nombre de repas à réserver, et réglez le forfait ({{base}} jusqu’à {{included}} réservations) via le paiement sécurisé Stripe. Remplissez ensuite le court formulaire de votre page de voyage : ambiance, cuisine, budget, régime alimentaire et occasion de chaque repas.",
      },
      {
        title: "Un créateur culinaire local recommande",
        text: "Quelqu’un qui mange en ville chaque semaine lit vos réponses et recommande un restaurant pour chaque repas, avec quoi y commander.",
      },
      {
        title: "Votre concierge réserve et envoie votre itinéraire",
        text: "Votre concierge réserve chaque table à votre nom et vous envoie l’itinéraire environ 48 heures après vos préférences : un PDF, une page web et un fichier d’agenda.",
      },
    ],
  },
  sample: {
    eyebrow: "Exemple : une journée à Madrid",
    title: "Découvrez ce qui arrive dans votre boîte mail",
    intro:
      "Chaque voyage se conclut par un itinéraire court à garder sur votre téléphone. En voici un exemple complet pour une journée à Madrid : ses deux pages, dessinées exactement comme votre PDF.",
    features: [
      "Chaque table confirmée à votre nom, avec sa référence",
      "Un QR code et un lien Maps pour chaque restaurant",
      "Quoi commander, conseillé par le créateur local qui l’a choisi",
      "Le même itinéraire en page web et dans votre agenda",
    ],
    gallery: {
      label: "Pages d’exemple d’un itinéraire à Madrid",
      previous: "Page précédente de l’itinéraire",
      next: "Page suivante de l’itinéraire",
      stop: "Arrêter le défilement automatique",
      start: "Relancer le défilement automatique",
      show: "Afficher la page {{page}} de l’itinéraire",
      position: "{{page}} sur {{total}}",
    },
    images: [
      "Exemple d’itinéraire à Madrid, page 1 : la couverture, avec les dates, le voyage en un coup d’œil (déjeuner à 13 h 30 à la Taberna Cava Alta, dîner à 21 h 30 à Casa Ponzano) et comment joindre votre concierge.",
      "Exemple d’itinéraire à Madrid, page 2 : le jour 1, chaque table confirmée au nom du voyageur avec sa référence, un QR code qui l’ouvre dans Maps et un plat conseillé.",
    ],
  },
  benefits: {
    eyebrow: "Ce que vous recevez",
    title: "Tout est pris en charge, jusqu’au plat",
    intro: "Le savoir d’un local, la ténacité d’un concierge et un seul itinéraire qui réunit tout.",
    items: [
      {
        title: "Des adresses choisies par un expert local",
        text: "Quelqu’un qui mange en ville chaque semaine choisit selon vos goûts, pas un algorithme qui classe des avis de touristes.",
      },
      {
        title: "Des tables réservées à votre nom",
        text: "Votre concierge effectue chaque réservation et la confirme avant de vous envoyer l’itinéraire.",
      },
      {
        title: "Un seul itinéraire pour tout le voyage",
        text: "Horaires confirmés, adresses, liens Maps et plats conseillés : un PDF à garder sur votre téléphone, une page web et un fichier d’agenda.",
      },
      {
        title: "Un concierge pendant votre voyage",
        text: "Vol retardé ou programme chamboulé ? Votre concierge reste joignable pendant tout le voyage.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Nos voyageurs",
    title: "Des tables dont ils parlent encore",
    stars: "5 étoiles sur 5",
    items: [
      {
        quote:
          "Nous sommes arrivés à Madrid avec quatre dîners déjà confirmés à notre nom. Grâce aux plats conseillés, nous avons commandé comme des habitués, pas comme des touristes.",
        city: "Londres",
      },
      {
        quote:
          "Six personnes, un seul forfait et pas un menu touristique de la semaine. Quand notre vol a été retardé, notre concierge a déplacé le déjeuner sans que nous ayons à insister.",
        city: "Chicago",
      },
      {
        quote:
          "J’ai écrit à ma concierge en français et j’ai eu une réponse le jour même. Barcelone nous a semblé une ville que nous connaissions déjà.",
        city: "Lyon",
      },
    ],
  },
  compare: {
    eyebrow: "Comparer",
    title: "De meilleures tables pour moins cher qu’une visite guidée",
    intro:
      "Une visite gastronomique coûte plus cher pour une seule soirée que Sobremesa pour tout votre voyage : {{base}} jusqu’à quatre réservations, moins de {{ten}} chacune.",
    caption: "Façons de choisir où manger, avec leur prix",
    headings: { option: "Option", price: "Prix", detail: "Ce que vous obtenez" },
    rows: [
      {
        option: "Chercher soi-même",
        price: "Gratuit, plus des heures à lire des avis",
        detail: "Des palmarès bondés, des pièges à touristes et des tables à décrocher vous-même.",
      },
      {
        option: "Visites gastronomiques",
        price: "{{ninety}} et plus par personne",
        detail: "Une soirée sur un parcours fixe avec un groupe d’inconnus.",
      },
      {
        option: "Conciergerie de luxe",
        price: "Environ {{fiveHundred}} par voyage",
        detail: "Les réservations prises en charge, à prix fort.",
      },
      {
        option: "Sobremesa",
        price: "{{base}} par voyage",
        detail:
          "Moins de {{ten}} par réservation : des adresses choisies par un expert local, des tables à votre nom et un itinéraire avec liens Maps et plats conseillés.",
      },
    ],
  },
  pricing: {
    eyebrow: "Tarif",
    title: "Un seul forfait par voyage",
    unit: "par voyage",
    note: "Pas par personne. Les restaurants se règlent sur place.",
    points: [
      "Jusqu’à {{included}} réservations incluses",
      "{{extra}} par réservation supplémentaire, jusqu’à {{max}}",
      "Restaurants réglés directement à table, jamais à l’avance",
      "Aucune limite de convives : le forfait est par voyage, pas par personne",
      "Votre concierge vous contacte sous 24 heures",
    ],
  },
  reasons: {
    eyebrow: "Aucune surprise",
    title: "Pourquoi les voyageurs l’adorent",
    items: [
      {
        title: "Un prix pour toute la tablée",
        text: "Un forfait par voyage, jamais par personne : venir entre amis ne coûte rien de plus.",
      },
      {
        title: "Des groupes de toute taille",
        text: "Une table pour deux ou un long déjeuner à douze : aucune limite de convives.",
      },
      {
        title: "Manger à l’heure locale",
        text: "Déjeuner à 14 h, dîner à 21 h 30 : vos horaires suivent la ville, pas le guide.",
      },
      {
        title: "De l’aide dans votre langue",
        text: "Assistance téléphonique en anglais, espagnol et français, et par e-mail dans toutes les langues.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Les questions des voyageurs",
    items: [
      {
        question: "Le forfait de {{base}} est-il par personne ?",
        answer:
          "Non. C’est un forfait par voyage, pas par personne, et il n’y a aucune limite de convives. {{base}} couvrent jusqu’à {{included}} réservations ; chaque réservation supplémentaire coûte {{extra}}, jusqu’à {{max}} au total.",
      },
      {
        question: "Dois-je payer les repas à l’avance ?",
        answer:
          "Non. Vous réglez chaque restaurant directement à table, comme d’habitude. Notre forfait couvre la préparation et les réservations, rien de ce qui est dans votre assiette.",
      },
      {
        question: "Que se passe-t-il après ma réservation ?",
        answer:
          "Votre page de voyage s’ouvre sur un court formulaire pour chaque repas : ambiance, cuisine, budget, régime alimentaire et occasion. Une fois envoyé, un créateur culinaire local recommande les restaurants, puis votre concierge réserve les tables à votre nom et vous envoie l’itinéraire. Votre concierge vous contacte aussi sous 24 heures après le paiement.",
      },
      {
        question: "Quand mon itinéraire sera-t-il prêt ?",
        answer:
          "Environ 48 heures après réception de vos préférences. Vous le recevez en PDF, en page web et en fichier d’agenda, avec vos réservations confirmées, un lien Maps et un plat conseillé pour chaque table.",
      },
      {
        question: "Combien de temps à l’avance dois-je réserver ?",
        answer:
          "Les réservations commencent à 7 jours d’ici, pour laisser à votre concierge le temps d’obtenir de bonnes tables.",
      },
      {
        question: "Ma destination n’est pas dans la liste principale. Pouvez-vous m’aider ?",
        answer:
          "Très probablement. Nos villes principales sont Madrid, Barcelone, Valence, Ibiza et Palma de Majorque. Pour toute autre destination, envoyez votre demande sans rien payer : un concierge l’examine, vérifie que notre équipe peut préparer votre voyage et vous répond avant tout prélèvement.",
      },
      {
        question: "Quelles langues parlez-vous ?",
        answer:
          "L’assistance téléphonique est en anglais, espagnol et français. Par e-mail, nous répondons dans toutes les langues.",
      },
      {
        question: "Puis-je joindre mon concierge pendant le voyage ?",
        answer:
          "Oui. Votre concierge reste joignable pendant tout votre voyage, qu’un vol soit retardé, que vos plans changent ou que vous souhaitiez une recommandation de plus.",
      },
      {
        question: "Comment payer ?",
        answer:
          "Par carte, sur la page de paiement sécurisée de Stripe. Vos données bancaires vont chez Stripe et n’atteignent jamais nos serveurs.",
      },
    ],
  },
  closing: {
    title: "Votre table vous attend.",
    text: "Dites-nous où et quand. Votre concierge s’occupe du reste : vous n’avez plus qu’à venir avec l’appétit.",
  },
  footer: {
    tagline:
      "Votre concierge gastronomique de voyage : des adresses choisies par des locaux, des tables à votre nom, un itinéraire fiable.",
    company: "Entreprise",
    contact: "Contact",
    about: "À propos",
    terms: "Conditions générales",
    privacy: "Confidentialité",
    forCreators: "Pour les créateurs",
    inTouch: "Nous écrire",
    place: "Madrid, Espagne",
    rights: "© 2025 Sobremesa. Tous droits réservés.",
    footerNav: "Pied de page",
  },
};
export default landing;
