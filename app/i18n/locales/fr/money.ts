import type { Catalog } from "~/i18n/catalog";
import type en from "../en/money";

const money: Catalog<typeof en> = {
  earnings: {
    title: "Gains des créateurs",
    intro:
      "Un créateur gagne le tarif en vigueur le jour du premier envoi de l'itinéraire, pour chaque repas réservé dont la table vient de sa recommandation ; le tarif propre d'une ville passe avant le tarif par défaut. Sans aucun tarif, un repas rapporte {{amount}}. Les tarifs ne sont jamais modifiés : un nouveau s'applique à partir de son jour.",
    taxDetails: "Informations fiscales des créateurs",
    taxDetailsNote: "(demandées avant le premier versement d'un créateur ; les propriétaires les corrigent là)",
    addRate: "Ajouter un tarif",
    history: "Historique des tarifs",
    historyCaption: "Tous les tarifs fixés, le plus récent d'abord",
    historyHeaders: {
      appliesFrom: "S'applique à partir du",
      city: "Ville",
      meal: "Par repas",
      setBy: "Fixé par",
      added: "Ajouté",
    },
    noRate: "Aucun tarif fixé pour l'instant : chaque repas rapporte {{amount}}.",
    everyCity: "Toutes les villes (par défaut)",
  },
  rateForm: {
    euros: "Euros par repas",
    eurosHint: "Par exemple 6 ou 6,50",
    city: "Ville",
    cityHint: "Aucune : le tarif par défaut de toute ville sans tarif propre",
    appliesFrom: "S'applique à partir du",
    appliesFromHint: "Itinéraires envoyés à partir de ce jour (heure de Madrid)",
    adding: "Ajout…",
    add: "Ajouter le tarif",
  },
  payouts: {
    title: "Versements",
    intro:
      "Une exécution verse le solde payable de chaque créateur en un seul virement Stripe pour le mois ; un créateur déjà payé ce mois-ci attend le suivant. Les créateurs sans compte capable de recevoir des versements sont reportés ; un virement échoué est retenté à l'exécution suivante. Les exécutions ont lieu le {{day}} de chaque mois, et chaque fois que vous en lancez une ici.",
    runNow: "Verser maintenant",
    day: "Jour de versement mensuel (1–28)",
    saveDay: "Enregistrer le jour",
    none: "Aucune exécution de versements pour l'instant.",
    run: "Exécution {{id}} · {{period}} · {{startedBy}} · commencée {{started}} · terminée {{finished}}",
    monthly: "Exécution mensuelle",
    underWay: "En cours",
    abandoned: "jamais (abandonnée)",
    runCaption: "Ce que l'exécution {{id}} a fait pour chaque créateur",
    headers: { creator: "Créateur", outcome: "Résultat", amount: "Montant", transfer: "Virement ou motif" },
    nobody: "Aucun créateur n'avait rien à recevoir.",
    outcomes: { paid: "Versé", failed: "Échoué", carried_over: "Reporté" },
    reasons: {
      no_account: "Aucun compte de versement connecté",
      payouts_disabled: "Le compte de versement ne peut pas encore recevoir de versements",
      tax_details_missing: "Pas encore d'informations fiscales : aucune facture ne peut être émise",
      agreement_missing: "Accord d'autofacturation pas encore accepté",
    },
  },
  reversals: {
    title: "Versements annulés",
    intro:
      "Virements repris sur Stripe, en tout ou en partie. Les repas couverts par une annulation ne sont plus dus et ne sont pas payés à nouveau. Chaque annulation postérieure à une facture émise reçoit une autofacture rectificative pour la part reprise.",
    caption: "Versements dont Stripe a annulé le virement, le plus récent d'abord",
    headers: {
      creator: "Créateur",
      period: "Période",
      paid: "Versé",
      reversed: "Annulé",
      transfer: "Virement",
      corrections: "Factures rectificatives",
      recorded: "Enregistré",
    },
    none: "Aucun versement n'a été annulé.",
    full: "Annulé",
    partly: "Annulé en partie",
  },
  taxDetails: {
    title: "Informations fiscales des créateurs",
    back: "← Gains des créateurs",
    intro:
      "Un créateur les donne avant son premier versement ; un versement attend tant qu'elles manquent. Ouvrez un créateur pour voir ses informations ou les corriger avec un motif (le journal d'audit garde qui, quand, pourquoi et quels champs).",
    caption: "Créateurs approuvés",
    headers: {
      creator: "Créateur",
      city: "Ville",
      details: "Informations fiscales",
      status: "Statut fiscal",
      saved: "Dernier enregistrement",
    },
    none: "Aucun créateur approuvé pour l'instant.",
    complete: "Complètes",
    missing: "Manquantes",
    statuses: {
      es_professional: "Professionnel en Espagne",
      eu_business: "Entreprise ailleurs dans l'UE",
      non_eu: "Hors de l'UE",
    },
    savedBy: "{{at}} par {{name}}",
    backToList: "← Informations fiscales des créateurs",
    correct: "Corriger ces informations",
    correctIntro:
      "Modifiez ce qui est faux et dites pourquoi. Le journal d'audit enregistre qui vous êtes, l'heure, le motif et les champs modifiés (jamais leurs valeurs).",
    reason: "Motif de la correction",
    reasonHint: "Par exemple : le créateur nous a écrit avec sa nouvelle adresse.",
    notYet:
      "{{name}} n'a pas encore donné ses informations fiscales : ses versements attendent qu'il le fasse, depuis son tableau de bord.",
    noOwnerYet:
      "Créez d'abord le compte du premier propriétaire sur /admin : une correction est faite au nom d'un propriétaire.",
    corrected: "Informations fiscales corrigées",
    correctedText: "Les informations de {{name}} sont enregistrées ; le motif est dans le journal d'audit.",
  },
  errors: {
    euros: "Indiquez le montant en euros",
    eurosFormat: "Indiquez un montant en euros, par exemple 6 ou 6,50",
    eurosRange: "Indiquez un montant entre 0,01 € et 1 000 €",
    city: "Choisissez une ville de la liste, ou aucune",
    appliesFrom: "Indiquez la date à partir de laquelle il s'applique",
    appliesFromFormat: "Indiquez une date au format AAAA-MM-JJ",
    noOwnerYet:
      "Créez d'abord le compte du premier propriétaire sur /admin : un tarif est fixé au nom d'un propriétaire.",
    runUnderWay: "Une exécution de versements est déjà en cours : vous la verrez ci-dessous une fois terminée.",
    day: "Indiquez un jour du mois de 1 à 28",
  },
  toasts: {
    rateAdded: "Tarif ajouté",
    rateAddedText: "{{amount}} par repas à partir du {{from}}.",
    rateAddedInCity: "{{amount}} par repas à {{city}} à partir du {{from}}.",
    runFinished: "Exécution des versements terminée",
    runFinishedText: "{{paid}} versés, {{failed}} échoués, {{carriedOver}} reportés.",
    daySaved: "Jour de versement enregistré",
    daySavedText: "Les créateurs sont payés le {{day}} de chaque mois.",
  },
};

export default money;
