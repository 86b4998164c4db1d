import type { Catalog } from "~/i18n/catalog";
import type en from "../en/money";

const money: Catalog<typeof en> = {
  earnings: {
    title: "Ganancias de los creadores",
    intro:
      "Un creador gana la tarifa vigente el día en que se envía por primera vez el itinerario, por cada comida reservada cuya mesa salió de su recomendación; la tarifa propia de una ciudad va antes que la general. Sin ninguna tarifa, una comida gana {{amount}}. Las tarifas nunca se cambian: una nueva se aplica desde su día.",
    taxDetails: "Datos fiscales de los creadores",
    taxDetailsNote: "(se piden antes del primer pago a un creador; los propietarios los corrigen allí)",
    addRate: "Añadir una tarifa",
    history: "Historial de tarifas",
    historyCaption: "Todas las tarifas fijadas, la más reciente primero",
    historyHeaders: {
      appliesFrom: "Se aplica desde",
      city: "Ciudad",
      meal: "Por comida",
      setBy: "Fijada por",
      added: "Añadida",
    },
    noRate: "Aún no hay ninguna tarifa: cada comida gana {{amount}}.",
    everyCity: "Todas las ciudades (general)",
  },
  rateForm: {
    euros: "Euros por comida",
    eurosHint: "Por ejemplo 6 o 6,50",
    city: "Ciudad",
    cityHint: "Ninguna: la general para toda ciudad sin tarifa propia",
    appliesFrom: "Se aplica desde",
    appliesFromHint: "Itinerarios enviados desde este día (hora de Madrid)",
    adding: "Añadiendo…",
    add: "Añadir la tarifa",
  },
  payouts: {
    title: "Pagos",
    intro:
      "Cada ejecución paga el saldo pagable de cada creador en una sola transferencia de Stripe del mes; un creador ya pagado este mes espera al siguiente. Los creadores sin una cuenta capaz de recibir pagos se aplazan; una transferencia fallida se reintenta en la siguiente ejecución. Las ejecuciones tienen lugar el día {{day}} de cada mes, y siempre que lances una aquí.",
    runNow: "Pagar ahora",
    day: "Día de pago mensual (1–28)",
    saveDay: "Guardar el día",
    none: "Aún no hay ninguna ejecución de pagos.",
    run: "Ejecución {{id}} · {{period}} · {{startedBy}} · iniciada {{started}} · terminada {{finished}}",
    monthly: "Ejecución mensual",
    underWay: "En curso",
    abandoned: "nunca (abandonada)",
    runCaption: "Lo que hizo la ejecución {{id}} para cada creador",
    headers: { creator: "Creador", outcome: "Resultado", amount: "Importe", transfer: "Transferencia o motivo" },
    nobody: "Ningún creador tenía nada que cobrar.",
    outcomes: { paid: "Pagado", failed: "Fallido", carried_over: "Aplazado" },
    reasons: {
      no_account: "Sin cuenta de pagos conectada",
      payouts_disabled: "La cuenta de pagos aún no puede recibir pagos",
      tax_details_missing: "Aún sin datos fiscales: no se puede emitir ninguna factura",
      agreement_missing: "Acuerdo de autofacturación aún no aceptado",
    },
  },
  reversals: {
    title: "Pagos revertidos",
    intro:
      "Transferencias recuperadas en Stripe, total o parcialmente. Las comidas que cubre una reversión ya no se deben y no se vuelven a pagar. Cada reversión posterior a una factura emitida recibe una factura rectificativa autoemitida por la parte recuperada.",
    caption: "Pagos cuya transferencia revirtió Stripe, el más reciente primero",
    headers: {
      creator: "Creador",
      period: "Periodo",
      paid: "Pagado",
      reversed: "Revertido",
      transfer: "Transferencia",
      corrections: "Facturas rectificativas",
      recorded: "Registrado",
    },
    none: "Ningún pago ha sido revertido.",
    full: "Revertido",
    partly: "Revertido en parte",
  },
  taxDetails: {
    title: "Datos fiscales de los creadores",
    back: "← Ganancias de los creadores",
    intro:
      "Un creador los da antes de su primer pago; un pago espera mientras falten. Abre un creador para ver sus datos o corregirlos con un motivo (el registro de auditoría guarda quién, cuándo, por qué y qué campos).",
    caption: "Creadores aprobados",
    headers: {
      creator: "Creador",
      city: "Ciudad",
      details: "Datos fiscales",
      status: "Situación fiscal",
      saved: "Último guardado",
    },
    none: "Aún no hay ningún creador aprobado.",
    complete: "Completos",
    missing: "Faltan",
    statuses: {
      es_professional: "Profesional en España",
      eu_business: "Empresa en otro país de la UE",
      non_eu: "Fuera de la UE",
    },
    savedBy: "{{at}} por {{name}}",
    backToList: "← Datos fiscales de los creadores",
    correct: "Corregir estos datos",
    correctIntro:
      "Cambia lo que esté mal y di por qué. El registro de auditoría guarda quién eres, la hora, el motivo y qué campos cambiaron (nunca sus valores).",
    reason: "Motivo de la corrección",
    reasonHint: "Por ejemplo: el creador nos escribió con su nueva dirección.",
    notYet: "{{name}} aún no ha dado sus datos fiscales: sus pagos esperan hasta que lo haga, desde su panel.",
    noOwnerYet:
      "Crea primero la cuenta del primer propietario en /admin: una corrección se hace en nombre de un propietario.",
    corrected: "Datos fiscales corregidos",
    correctedText: "Los datos de {{name}} están guardados; el motivo está en el registro de auditoría.",
  },
  errors: {
    euros: "Indica el importe en euros",
    eurosFormat: "Indica un importe en euros, por ejemplo 6 o 6,50",
    eurosRange: "Indica un importe entre 0,01 € y 1000 €",
    city: "Elige una ciudad de la lista, o ninguna",
    appliesFrom: "Indica la fecha desde la que se aplica",
    appliesFromFormat: "Indica una fecha como AAAA-MM-DD",
    noOwnerYet:
      "Crea primero la cuenta del primer propietario en /admin: una tarifa se fija en nombre de un propietario.",
    runUnderWay: "Ya hay una ejecución de pagos en curso: la verás abajo cuando termine.",
    day: "Indica un día del mes del 1 al 28",
  },
  toasts: {
    rateAdded: "Tarifa añadida",
    rateAddedText: "{{amount}} por comida desde el {{from}}.",
    rateAddedInCity: "{{amount}} por comida en {{city}} desde el {{from}}.",
    runFinished: "Ejecución de pagos terminada",
    runFinishedText: "{{paid}} pagados, {{failed}} fallidos, {{carriedOver}} aplazados.",
    daySaved: "Día de pago guardado",
    daySavedText: "Los creadores cobran el día {{day}} de cada mes.",
  },
};

export default money;
