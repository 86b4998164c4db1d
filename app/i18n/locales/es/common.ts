import type { Catalog } from "~/i18n/catalog";
import type en from "../en/common";

const common: Catalog<typeof en> = {
  optional: "(opcional)",
  skipToContent: "Ir al contenido",
  notFound: {
    title: "Página no encontrada · Sobremesa",
    heading: "Página no encontrada",
    text: "No hemos encontrado la página que buscabas. Puede que se haya movido o que el enlace tenga un error.",
    home: "Ir al inicio",
  },
  badAddress: {
    title: "Dirección no válida · Sobremesa",
    heading: "Esta dirección no es válida",
    text: "No hemos podido leer parte de la dirección: puede que el enlace esté incompleto o mal escrito. Revísalo o vuelve a empezar desde el inicio.",
    home: "Ir al inicio",
  },
  stepLabel: "Paso {{number}}:",
  nav: {
    main: "Principal",
    forCreators: "Para creadores",
    creatorLogin: "Acceso creadores",
    apply: "Solicitar",
    getStarted: "Reserva tu plan",
    backHome: "Volver al inicio",
  },
  languages: {
    label: "Idioma",
    footerLabel: "Idioma (pie de página)",
    switchTo: "Leer esta página en {{language}}",
  },
  mealKinds: { Breakfast: "Desayuno", Lunch: "Comida", Dinner: "Cena" },
  preferences: {
    meal: { lunch: "Comida", dinner: "Cena", either: "Comida o cena" },
    vibe: {
      casual: "Informal",
      lively: "Animado",
      romantic: "Romántico",
      local_favourite: "Favorito de la gente local",
      fine_dining: "Alta cocina",
      other: "Otro ambiente",
    },
    budget: { under_30: "Menos de 30 €", "30_60": "30–60 €", "60_100": "60–100 €", over_100: "Más de 100 €" },
    occasion: {
      none: "Ninguna",
      birthday: "Cumpleaños",
      anniversary: "Aniversario",
      business: "Negocios",
      celebration: "Celebración",
      other: "Otra ocasión",
    },
    dietary: {
      vegetarian: "Vegetariana",
      vegan: "Vegana",
      gluten_free: "Sin gluten / celiaquía",
      lactose_free: "Sin lactosa",
      halal: "Halal",
      kosher: "Kosher",
      nut_allergy: "Alergia a los frutos secos",
      shellfish_allergy: "Alergia al marisco",
      other: "Otra",
    },
  },
  limits: {
    title: "Demasiadas solicitudes",
    description_one: "Has enviado varias solicitudes en poco tiempo. Vuelve a intentarlo dentro de {{count}} minuto.",
    description_other:
      "Has enviado varias solicitudes en poco tiempo. Vuelve a intentarlo dentro de {{count}} minutos.",
  },
  failed: {
    title: "Algo ha salido mal",
    description: "No hemos podido recibir tu solicitud en este momento. Vuelve a intentarlo en un rato.",
  },
  preContract: {
    title: "Antes de pagar",
    seller: "Vendedor: {{seller}}, por un servicio de conserjería gastronómica.",
    total: "Total: {{total}}, IVA incluido, en un único pago.",
    totalAbove: "Total: la tarifa indicada arriba, IVA incluido, en un único pago.",
    withdrawal:
      "Puedes desistir del contrato en los 14 días siguientes al pago, sin dar ninguna razón: usa «Desistir del contrato aquí» en la página de tu viaje o escribe a {{email}}.",
    consent:
      "Solicito que el servicio empiece ya, dentro del plazo de desistimiento de 14 días, y reconozco que pierdo mi derecho de desistimiento una vez que el servicio se haya prestado por completo (cuando se envíe mi itinerario); si desisto antes, pago la parte ya prestada.",
    required: "Marca esta casilla para pedir que el servicio empiece ya: no podemos empezarlo sin tu solicitud.",
  },
  /** How travellers reach the team: the footer, /about and the trip page's contact block. */
  support: {
    phone: "Teléfono",
    whatsapp: "WhatsApp {{number}}",
    tripTitle: "Habla con tu concierge",
    tripText:
      "Estamos disponibles todo el viaje: llámanos en español, inglés o francés, escríbenos por WhatsApp o por email en cualquier idioma.",
    quote: "Indica tu referencia {{reference}}.",
    aboutTitle: "Habla con nosotros",
    aboutText:
      "Atención telefónica en español, inglés y francés; por email, en cualquier idioma. Tu concierge sigue localizable durante el viaje.",
  },
  policy: {
    cancellation:
      "Si cancelas antes de que tu concierge empiece a seleccionar restaurantes, te devolvemos la tarifa completa. Una vez empezada la selección, la tarifa no se reembolsa, salvo que tu concierge decida lo contrario.",
    cancellationShort: "Reembolso completo de la tarifa si cancelas antes de que tu concierge empiece la selección.",
  },
};
export default common;
