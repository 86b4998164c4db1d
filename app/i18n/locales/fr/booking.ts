import type { Catalog } from "~/i18n/catalog";
import type en from "../en/booking";

const booking: Catalog<typeof en> = {
  meta: {
    title: "Commencez votre programme gourmand · Sobremesa",
    description: "Indiquez votre ville, vos dates et le nombre de repas ; un concierge local réserve les tables.",
  },
  page: {
    title: "Commencez votre programme gourmand",
    /** Under the form: where the terms are. */
    termsNote: "Le prix, l’annulation et votre droit de rétractation figurent dans nos",
    termsLink: "conditions générales",
    intro:
      "Dites-nous où et quand vous voyagez. Un expert culinaire local choisit vos restaurants, votre concierge réserve les tables et vous recevez un itinéraire avec les réservations confirmées.",
  },
  form: { tripDetails: "Votre voyage", contact: "Coordonnées" },
  testCheckout: {
    title: "Paiement de TEST · Sobremesa",
    description: "Un paiement local de TEST à la place de Stripe : aucun paiement réel n’est effectué.",
    banner: "Paiement de TEST : aucun paiement réel n’est effectué",
    heading: "Paiement de TEST",
    destination: "Destination",
    dates: "Dates",
    datesValue: "Du {{checkIn}} au {{checkOut}}",
    reservations: "Réservations",
    email: "E-mail",
    amount: "Montant",
    pay: "Payer {{total}} (TEST)",
    paying: "Traitement en cours...",
    cancel: "Annuler",
  },
  fields: {
    city: "Ville de destination",
    checkIn: "Date d’arrivée",
    checkInHint: "Les réservations commencent à 7 jours d’ici, pour que votre concierge obtienne de bonnes tables.",
    checkOut: "Date de départ",
    reservations: "Nombre de réservations",
    reservationsHint:
      "{{base}} couvrent jusqu’à {{included}} réservations ; chaque réservation supplémentaire coûte {{extra}}. Un seul forfait par voyage, pas par personne.",
    name: "Nom complet",
    email: "E-mail",
    countryCode: "Indicatif du pays",
    phoneNumber: "Téléphone",
    phoneHint: "Utilisé uniquement par votre concierge pour confirmer un détail ou vous aider. Jamais partagé.",
  },
  options: {
    selectDestination: "Choisissez une destination",
    selectReservations: "Choisissez un nombre",
    other: "Autre",
  },
  regions: {
    ES: "Grandes villes d’Espagne",
    EU: "Europe",
    LATAM: "Amérique latine",
    ASIA: "Asie",
    OTHER: "Autre",
  },
  fee: {
    /** A destination without upfront payment: what it will cost once confirmed. */
    ifConfirmed: "{{total}} si nous pouvons l’accepter ; rien n’est débité maintenant",
    title: "Frais de service",
    line: "{{base}} de base jusqu’à {{included}} + {{extras}}",
    extras_one: "{{count}} supplémentaire",
    extras_other: "{{count}} supplémentaires",
    lineIncluded_one: "{{base}} pour {{count}} réservation maximum",
    lineIncluded_other: "{{base}} pour {{count}} réservations maximum",
    each: "({{price}} chacune)",
    flat: "Un seul forfait par voyage, pas par personne. Vous réglez les restaurants directement sur place.",
  },
  noPayment:
    "Pour les destinations hors de nos villes principales, rien n’est prélevé maintenant. Envoyez votre demande : nous confirmons la disponibilité avec un expert culinaire local avant d’aller plus loin.",
  buttons: {
    pay: "Paiement sécurisé avec Stripe",
    request: "Envoyer la demande (sans paiement)",
    processing: "Traitement en cours...",
    sending: "Envoi en cours...",
  },
  toasts: {
    checkInformation: {
      title: "Vérifiez vos informations",
      description: "Certains champs sont à corriger avant l’envoi.",
    },
    paymentFailed: {
      title: "Le paiement a échoué",
      description: "Une erreur est survenue lors du paiement. Veuillez réessayer.",
    },
    submissionFailed: {
      title: "L’envoi a échoué",
      description: "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.",
    },
    requestReceived: {
      title: "Demande reçue.",
      description:
        "Un concierge vérifie la disponibilité pour votre destination et revient vers vous rapidement. Aucun paiement n’a été prélevé.",
    },
    notPayable: {
      title: "Cette réservation ne peut pas être payée",
      description:
        "Elle n’attend plus de paiement (elle a peut-être été annulée). Faites une nouvelle réservation, ou écrivez-nous si vous pensez qu’il s’agit d’une erreur.",
    },
    redirecting: {
      title: "Redirection vers le paiement...",
      description: "Vous allez être redirigé vers le paiement sécurisé pour finaliser votre réservation ({{total}}).",
    },
  },
  validation: {
    cityRequired: "Choisissez une ville de destination",
    cityUnknown: "Choisissez une destination dans la liste",
    checkInRequired: "Indiquez la date d’arrivée",
    checkOutRequired: "Indiquez la date de départ",
    checkInTooSoon: "Pour obtenir de bonnes tables, les réservations commencent à 7 jours d’ici.",
    checkOutBeforeCheckIn: "La date de départ doit être postérieure à la date d’arrivée.",
    reservations: "Indiquez le nombre de réservations (de 1 à 10).",
    nameTooShort: "Le nom complet doit comporter au moins 2 caractères",
    nameTooLong: "Le nom complet ne peut pas dépasser 100 caractères",
    email: "Indiquez une adresse e-mail valide",
    phone: "Indiquez un numéro de téléphone valide",
    phoneImpossible: "Ce numéro n’est pas possible pour le pays choisi : vérifiez l’indicatif et les chiffres",
    countryCode: "Choisissez l’indicatif de votre pays",
    phoneCountry: "Ce pays n’utilise pas cet indicatif",
    idempotencyKey: "Le formulaire a expiré ; rechargez la page et réessayez",
    plainText: "Retirez de ce texte les caractères de mise en forme cachés (marques de direction ou de contrôle)",
    startConsent:
      "Cochez cette case pour demander que le service commence maintenant : nous ne pouvons pas le commencer sans votre demande.",
  },
  success: {
    verifying: "Vérification du paiement...",
    verifyingMoment: "Cela ne prend qu’un instant.",
    paidTitle: "Tout est prêt.",
    paidText:
      "Votre paiement est confirmé. Votre concierge vous contacte sous 24 h ; votre itinéraire est prêt environ 48 h après que vous nous avez décrit vos repas.",
    reference: "Référence de réservation",
    quoteReference: "Indiquez-la quand vous nous appelez ou nous écrivez.",
    paidNextLabel: "Dites-nous ce qui vous ferait envie",
    paidNext:
      "Prochaine étape : décrivez chaque repas (jour, ambiance, cuisine, budget, régime alimentaire) sur la page privée de votre voyage.",
    requestTitle: "Demande reçue.",
    requestText: "Un concierge vérifie la disponibilité à {{city}}. Aucun paiement n’a été prélevé.",
    requestNextLabel: "Ouvrir la page de votre voyage",
    requestNext:
      "La page privée de votre voyage indique où en est votre demande et vous demandera vos préférences une fois celle-ci confirmée.",
    keepLink: "Gardez ce lien privé pour revenir à votre voyage :",
    emailedLink: "Nous avons envoyé le lien de votre voyage à l’adresse e-mail que vous nous avez donnée.",
    cancelledTitle: "Cette réservation est annulée.",
    cancelledText:
      "Cette réservation a été annulée. Un paiement reçu après une annulation est remboursé en totalité sur la carte qui l’a réglé ; nous vous en avons envoyé le détail par e-mail.",
    lookupTitle: "Vous cherchez votre réservation ?",
    lookupText:
      "Votre confirmation et le lien privé de votre voyage sont dans l’e-mail que nous vous avons envoyé lors de la réservation. Vous ne le trouvez pas ? Nous pouvons vous renvoyer le lien.",
    lookupLostLink: "Lien perdu ?",
    lookupBook: "Préparer un voyage",
    failedTitle: "Échec de la vérification du paiement",
    failedText:
      "Un problème est survenu lors de la vérification de votre paiement. Contactez-nous si vous pensez qu’il s’agit d’une erreur.",
    limitedText_one: "Trop de tentatives de vérification depuis votre connexion. Réessayez dans {{count}} minute.",
    limitedText_other: "Trop de tentatives de vérification depuis votre connexion. Réessayez dans {{count}} minutes.",
    tryAgain: "Réessayer",
    description:
      "Le résultat de votre paiement du concierge gastronomique Sobremesa et votre référence de réservation.",
  },
};
export default booking;
