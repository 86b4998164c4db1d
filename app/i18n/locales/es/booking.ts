import type { Catalog } from "~/i18n/catalog";
import type en from "../en/booking";

const booking: Catalog<typeof en> = {
  meta: {
    title: "Empieza tu plan gastronómico · Sobremesa",
    description: "Dinos tu ciudad, tus fechas y cuántas reservas quieres; un concierge local reserva las mesas.",
  },
  page: {
    title: "Empieza tu plan gastronómico",
    /** Under the form: where the terms are. */
    termsNote: "El precio, la cancelación y tu derecho de desistimiento están en nuestras",
    termsLink: "condiciones del servicio",
    intro:
      "Cuéntanos adónde viajas y cuándo. Un experto gastronómico local elige tus restaurantes, tu concierge reserva las mesas y recibes un itinerario con las reservas confirmadas.",
  },
  form: { tripDetails: "Tu viaje", contact: "Contacto" },
  testCheckout: {
    title: "Pago de PRUEBA · Sobremesa",
    description: "Un pago local de PRUEBA en lugar de Stripe: no se cobra nada de verdad.",
    banner: "Pago de PRUEBA: no se cobra nada de verdad",
    heading: "Pago de PRUEBA",
    destination: "Destino",
    dates: "Fechas",
    datesValue: "Del {{checkIn}} al {{checkOut}}",
    reservations: "Reservas",
    email: "Correo electrónico",
    amount: "Importe",
    pay: "Pagar {{total}} (PRUEBA)",
    paying: "Procesando...",
    cancel: "Cancelar",
  },
  fields: {
    city: "Ciudad de destino",
    checkIn: "Fecha de llegada",
    checkInHint: "Las reservas empiezan 7 días después de hoy, para que tu concierge consiga buenas mesas.",
    checkOut: "Fecha de salida",
    reservations: "Número de reservas",
    reservationsHint:
      "{{base}} incluyen hasta {{included}} reservas; cada reserva adicional cuesta {{extra}}. Una sola tarifa por viaje, no por persona.",
    name: "Nombre completo",
    email: "Correo electrónico",
    countryCode: "Prefijo del país",
    phoneNumber: "Teléfono",
    phoneHint: "Solo lo usa tu concierge para confirmar detalles o ayudarte. Nunca lo compartimos.",
  },
  options: {
    selectDestination: "Elige un destino",
    selectReservations: "Elige un número",
    other: "Otro",
  },
  regions: {
    ES: "Principales ciudades de España",
    EU: "Europa",
    LATAM: "América Latina",
    ASIA: "Asia",
    OTHER: "Otro",
  },
  fee: {
    /** A destination without upfront payment: what it will cost once confirmed. */
    ifConfirmed: "{{total}} si podemos aceptarla; ahora no se cobra nada",
    title: "Tarifa del servicio",
    line: "{{base}} de base para hasta {{included}} + {{extras}}",
    extras_one: "{{count}} adicional",
    extras_other: "{{count}} adicionales",
    lineIncluded_one: "{{base}} para hasta {{count}} reserva",
    lineIncluded_other: "{{base}} para hasta {{count}} reservas",
    each: "({{price}} cada una)",
    flat: "Una sola tarifa por viaje, no por persona. Los restaurantes se pagan directamente en la mesa.",
  },
  noPayment:
    "Para destinos fuera de nuestras ciudades principales no cobramos nada ahora. Envía tu solicitud y confirmaremos la disponibilidad con un experto gastronómico local antes de seguir.",
  buttons: {
    pay: "Pago seguro con Stripe",
    request: "Enviar solicitud (sin pago ahora)",
    processing: "Procesando...",
    sending: "Enviando...",
  },
  toasts: {
    checkInformation: {
      title: "Revisa tus datos",
      description: "Hay campos que corregir antes de enviar.",
    },
    paymentFailed: {
      title: "El pago no se pudo completar",
      description: "Hubo un error al procesar tu pago. Inténtalo de nuevo.",
    },
    submissionFailed: {
      title: "No se pudo enviar",
      description: "Hubo un error al enviar tu solicitud. Inténtalo de nuevo.",
    },
    requestReceived: {
      title: "Solicitud recibida.",
      description:
        "Un concierge revisará la disponibilidad en tu destino y te responderá en breve. No se ha cobrado nada.",
    },
    notPayable: {
      title: "Esta reserva no se puede pagar",
      description:
        "Ya no está pendiente de pago (quizá se canceló). Haz una reserva nueva o escríbenos si crees que es un error.",
    },
    redirecting: {
      title: "Te llevamos al pago...",
      description: "Vas a ir al pago seguro para completar tu reserva ({{total}}).",
    },
  },
  validation: {
    cityRequired: "Elige la ciudad de destino",
    cityUnknown: "Elige un destino de la lista",
    checkInRequired: "Indica la fecha de llegada",
    checkOutRequired: "Indica la fecha de salida",
    checkInTooSoon: "Para conseguir buenas mesas, las reservas empiezan 7 días después de hoy.",
    checkOutBeforeCheckIn: "La fecha de salida debe ser posterior a la de llegada.",
    reservations: "Indica el número de reservas (de 1 a 10).",
    nameTooShort: "El nombre completo debe tener al menos 2 caracteres",
    nameTooLong: "El nombre completo no puede superar los 100 caracteres",
    email: "Indica un correo electrónico válido",
    phone: "Indica un número de teléfono válido",
    phoneImpossible: "Este número no es posible en el país elegido: revisa el prefijo y las cifras",
    countryCode: "Elige el prefijo de tu país",
    phoneCountry: "Ese país no usa ese prefijo",
    idempotencyKey: "El formulario ha caducado; recarga la página e inténtalo de nuevo",
    plainText: "Quita de este texto los caracteres de formato ocultos (marcas de dirección o de control)",
    startConsent: "Marca esta casilla para pedir que el servicio empiece ya: no podemos empezarlo sin tu solicitud.",
  },
  success: {
    verifying: "Verificando el pago...",
    verifyingMoment: "Solo tardará un momento.",
    paidTitle: "¡Todo listo!",
    paidText:
      "Tu pago está confirmado. Tu concierge se pondrá en contacto contigo en menos de 24 h; tu itinerario estará listo unas 48 h después de que nos cuentes cómo quieres cada comida.",
    reference: "Referencia de la reserva",
    quoteReference: "Indícala cuando nos llames o escribas.",
    paidNextLabel: "Cuéntanos qué te apetece comer",
    paidNext:
      "Siguiente paso: cuéntanos cómo quieres cada reserva (día, ambiente, cocina, presupuesto, necesidades alimentarias) en tu página privada del viaje.",
    requestTitle: "Solicitud recibida.",
    requestText: "Un concierge está comprobando la disponibilidad en {{city}}. No se ha cobrado nada.",
    requestNextLabel: "Abre la página de tu viaje",
    requestNext:
      "Tu página privada del viaje muestra en qué punto está tu solicitud y te pedirá tus preferencias cuando esté confirmada.",
    keepLink: "Guarda este enlace privado para volver a tu viaje:",
    emailedLink: "Te hemos enviado el enlace de tu viaje a la dirección de correo que nos diste.",
    cancelledTitle: "Esta reserva está cancelada.",
    cancelledText:
      "Esta reserva se canceló. Un pago que llega después de una cancelación se reembolsa íntegro a la tarjeta de la que salió; te hemos enviado los detalles por correo.",
    lookupTitle: "¿Buscas tu reserva?",
    lookupText:
      "La confirmación y el enlace privado de tu viaje están en el correo que te enviamos al reservar. ¿No lo encuentras? Podemos enviarte el enlace de nuevo.",
    lookupLostLink: "¿Has perdido el enlace?",
    lookupBook: "Planifica un viaje",
    failedTitle: "No pudimos verificar el pago",
    failedText: "Hubo un problema al verificar tu pago. Escríbenos si crees que se trata de un error.",
    limitedText_one: "Demasiados intentos de verificación desde tu conexión. Inténtalo de nuevo en {{count}} minuto.",
    limitedText_other:
      "Demasiados intentos de verificación desde tu conexión. Inténtalo de nuevo en {{count}} minutos.",
    tryAgain: "Intentar de nuevo",
    description: "El resultado de tu pago del concierge gastronómico Sobremesa y la referencia de tu reserva.",
  },
};
export default booking;
