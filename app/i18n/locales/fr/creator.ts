import type { Catalog } from "~/i18n/catalog";
import type en from "../en/creator";

const creator: Catalog<typeof en> = {
  meta: {
    title: "Devenir créateur · Sobremesa",
    description:
      "Proposez votre candidature pour recommander des restaurants aux voyageurs de passage dans votre ville.",
  },
  title: "Devenir créateur",
  intro:
    "Partagez vos adresses préférées avec les voyageurs de passage dans votre ville. Dites-nous qui vous êtes et où voir vos contenus culinaires.",
  fields: {
    name: "Nom complet",
    email: "E-mail",
    city: "Ville",
    cityHint: "La ville que vous connaissez le mieux : choisissez l’une des nôtres ou saisissez-en une autre.",
    instagram: "Profil Instagram",
    instagramPlaceholder: "@votrenom ou instagram.com/votrenom",
    tiktok: "Profil TikTok",
    tiktokPlaceholder: "@votrenom ou tiktok.com/@votrenom",
  },
  submit: "Envoyer ma candidature",
  submitting: "Envoi en cours...",
  lookFor: {
    title: "Ce que nous recherchons",
    items: [
      "Une présence active sur les réseaux où vous partagez ce que vous mangez",
      "Une vraie passion pour les restaurants et les bars de votre ville",
      "Une connaissance locale : les adresses où vont vraiment les habitants",
      "Une communauté engagée, quelle que soit sa taille",
    ],
  },
  next: {
    title: "La suite",
    text: "Nous examinons chaque candidature sous 2 à 3 jours ouvrés et vous envoyons la suite par e-mail.",
  },
  messages: {
    name: "Indiquez votre nom complet",
    nameShort: "Le nom complet doit comporter au moins 2 caractères",
    email: "Indiquez une adresse e-mail valide",
    city: "Indiquez votre ville",
    cityTooLong: "La ville ne peut pas dépasser {{max}} caractères",
    cityBad: "Saisissez le nom de votre ville en texte simple",
    instagram: "Indiquez votre profil Instagram",
    instagramBad: "Saisissez votre identifiant Instagram (comme @votrenom) ou le lien de votre profil instagram.com",
    tiktokBad: "Saisissez votre identifiant TikTok (comme @votrenom) ou le lien de votre profil tiktok.com",
    plainText: "Retirez de ce texte les caractères de mise en forme cachés (marques de direction ou de contrôle)",
  },
  toasts: {
    missing: { title: "Informations manquantes", description: "Veuillez remplir tous les champs obligatoires." },
    submitted: {
      title: "Candidature envoyée !",
      description: "Nous examinons votre candidature et revenons vers vous sous 2 à 3 jours ouvrés.",
    },
    failed: {
      title: "L’envoi a échoué",
      description: "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer.",
    },
  },
};
export default creator;
