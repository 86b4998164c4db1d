import type { Catalog } from "~/i18n/catalog";
import type en from "../en/landing";

const landing: Catalog<typeof en> = {
  meta: {
    title: "Sobremesa · Tu concierge gastronómico en España y más allá",
    description:
      "Dinos tu ciudad, tus fechas y tus reservas. Un experto gastronómico local elige los restaurantes, reservamos las mesas a tu nombre y recibes un itinerario con enlaces a Maps y recomendaciones de platos. {{base}} por viaje.",
  },
  nav: { getStarted: "Empezar" },
  cta: "Quiero mi concierge gastronómico",
  suggestion: "Leer esta página en {{language}}",
  hero: {
    eyebrow: "Concierge gastronómico para viajeros",
    title: "Nosotros reservamos, tú disfrutas lo mejor.",
    lead: "Dinos tu ciudad, tus fechas y cuántas reservas quieres. Un experto gastronómico local elige los restaurantes, tu concierge reserva las mesas a tu nombre y recibes tu itinerario en PDF, en una página web y en tu calendario, con las reservas confirmadas, enlaces a Maps y recomendaciones de platos.",
    points: ["{{base}} por viaje, sin más", "Los restaurantes se pagan en la mesa", "Sin límite de comensales"],
    card: {
      guests: "2 personas · 3 mesas",
      ready: "Itinerario listo · PDF, página web y calendario",
      days: ["Vie", "Vie", "Sáb"],
    },
  },
  how: {
    eyebrow: "Tres pasos",
    title: "Cómo funciona",
    intro: "Tú pones el apetito. Nosotros nos encargamos de buscar, llamar y reservar.",
    steps: [
      {
        title: "Reserva y cuéntanos tus gustos",
        text: "Elige tu ciudad, tus fechas y cuántas reservas quieres, y paga la tarifa única ({{base}} hasta {{included}} reservas) con el pago seguro de Stripe. Después rellena el breve formulario de tu página del viaje: ambiente, cocina, presupuesto, necesidades alimentarias y ocasión de cada comida.",
      },
      {
        title: "Un creador gastronómico local recomienda",
        text: "Alguien que come en la ciudad cada semana lee tus respuestas y recomienda un restaurante para cada comida, con qué pedir allí.",
      },
      {
        title: "Tu concierge reserva y te envía el itinerario",
        text: "Tu concierge reserva cada mesa a tu nombre y te envía el itinerario unas 48 horas después de recibir tus preferencias: un PDF, una página web y un archivo de calendario.",
      },
    ],
  },
  sample: {
    eyebrow: "Ejemplo: un día en Madrid",
    title: "Mira lo que llega a tu correo",
    intro:
      "Cada viaje termina en un itinerario breve que puedes llevar en el móvil. Aquí tienes uno de ejemplo completo para un día en Madrid: sus dos páginas, tal como se genera tu PDF.",
    features: [
      "Cada mesa confirmada a tu nombre, con su referencia",
      "Un código QR y un enlace a Maps para cada restaurante",
      "Qué pedir, del creador local que lo eligió",
      "El mismo itinerario en una página web y en tu calendario",
    ],
    gallery: {
      label: "Páginas de ejemplo de un itinerario en Madrid",
      previous: "Página anterior del itinerario",
      next: "Página siguiente del itinerario",
      stop: "Detener el cambio automático",
      start: "Reanudar el cambio automático",
      show: "Mostrar la página {{page}} del itinerario",
      position: "{{page}} de {{total}}",
    },
    images: [
      "Itinerario de ejemplo en Madrid, página 1: la portada, con las fechas, el viaje de un vistazo (comida a las 13:30 en Taberna Cava Alta, cena a las 21:30 en Casa Ponzano) y cómo contactar con tu concierge.",
      "Itinerario de ejemplo en Madrid, página 2: el día 1, cada mesa confirmada a nombre del viajero con su referencia, un código QR que la abre en Maps y un plato recomendado.",
    ],
  },
  benefits: {
    eyebrow: "Lo que recibes",
    title: "Todo resuelto, hasta el plato",
    intro: "El conocimiento de alguien de allí, la constancia de un concierge y un solo itinerario que lo reúne todo.",
    items: [
      {
        title: "Restaurantes elegidos por un experto local",
        text: "Alguien que come en la ciudad cada semana elige según tus gustos, no un algoritmo que ordena reseñas de turistas.",
      },
      {
        title: "Mesas reservadas a tu nombre",
        text: "Tu concierge hace cada reserva y la confirma antes de enviarte el itinerario.",
      },
      {
        title: "Un solo itinerario para todo el viaje",
        text: "Horarios confirmados, direcciones, enlaces a Maps y platos recomendados: un PDF para llevar en el móvil, una página web y un archivo de calendario.",
      },
      {
        title: "Un concierge mientras viajas",
        text: "¿Se retrasa el vuelo o cambian los planes? Tu concierge sigue disponible durante todo el viaje.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Nuestros viajeros",
    title: "Mesas de las que todavía hablan",
    stars: "5 de 5 estrellas",
    items: [
      {
        quote:
          "Aterrizamos en Madrid con cuatro cenas ya confirmadas a nuestro nombre. Gracias a las recomendaciones pedimos como clientes habituales, no como turistas.",
        city: "Londres",
      },
      {
        quote:
          "Seis personas, una sola tarifa y ni un menú turístico en toda la semana. Cuando se retrasó el vuelo, nuestra concierge movió la comida sin que tuviéramos que insistir.",
        city: "Chicago",
      },
      {
        quote:
          "Escribí a mi concierge en francés y tuve respuesta el mismo día. Barcelona nos pareció una ciudad que ya conocíamos.",
        city: "Lyon",
      },
    ],
  },
  compare: {
    eyebrow: "Compara",
    title: "Mejores mesas por menos que un tour",
    intro:
      "Un tour gastronómico cuesta más por una sola noche que Sobremesa por todo tu viaje: {{base}} hasta cuatro reservas, menos de {{ten}} cada una.",
    caption: "Formas de planear dónde comer, con su precio",
    headings: { option: "Opción", price: "Precio", detail: "Qué incluye" },
    rows: [
      {
        option: "Buscar por tu cuenta",
        price: "Gratis, más horas leyendo reseñas",
        detail:
          "Listas de los diez mejores llenas de gente, trampas para turistas y mesas que tienes que perseguir tú.",
      },
      {
        option: "Tours gastronómicos",
        price: "{{ninety}}+ por persona",
        detail: "Una noche con ruta fija y un grupo de desconocidos.",
      },
      {
        option: "Concierge de lujo",
        price: "Unos {{fiveHundred}} por viaje",
        detail: "Se encargan de las reservas, a precio premium.",
      },
      {
        option: "Sobremesa",
        price: "{{base}} por viaje",
        detail:
          "Menos de {{ten}} por reserva: restaurantes elegidos por un experto local, mesas a tu nombre y un itinerario con enlaces a Maps y platos recomendados.",
      },
    ],
  },
  pricing: {
    eyebrow: "Precio",
    title: "Una sola tarifa por viaje",
    unit: "por viaje",
    note: "No por persona. Los restaurantes se pagan en la mesa.",
    points: [
      "Incluye hasta {{included}} reservas",
      "{{extra}} por cada reserva adicional, hasta {{max}}",
      "Los restaurantes se pagan directamente en la mesa, nunca por adelantado",
      "Sin límite de comensales: la tarifa es por viaje, no por persona",
      "Tu concierge te contacta en menos de 24 horas",
    ],
  },
  reasons: {
    eyebrow: "Sin sorpresas",
    title: "Por qué les encanta a los viajeros",
    items: [
      {
        title: "Un precio para toda la mesa",
        text: "Una tarifa por viaje, nunca por persona: traer a tus amigos no cuesta nada más.",
      },
      {
        title: "Grupos de cualquier tamaño",
        text: "Una mesa para dos o una comida larga para doce: no hay límite de comensales.",
      },
      {
        title: "Come a la hora local",
        text: "Comida a las dos, cena a las nueve y media: tus horarios siguen a la ciudad, no a la guía.",
      },
      {
        title: "Ayuda en tu idioma",
        text: "Atención telefónica en inglés, español y francés, y por correo en cualquier idioma.",
      },
    ],
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Lo que nos preguntan los viajeros",
    items: [
      {
        question: "¿La tarifa de {{base}} es por persona?",
        answer:
          "No. Es una tarifa única por viaje, no por persona, y no hay límite de comensales. {{base}} incluyen hasta {{included}} reservas; cada reserva adicional cuesta {{extra}}, hasta {{max}} en total.",
      },
      {
        question: "¿Pago los restaurantes por adelantado?",
        answer:
          "No. Pagas cada restaurante directamente en la mesa, como siempre. Nuestra tarifa cubre la planificación y las reservas, nada de lo que hay en tu plato.",
      },
      {
        question: "¿Qué pasa después de reservar?",
        answer:
          "Tu página del viaje se abre con un breve formulario para cada comida: ambiente, cocina, presupuesto, necesidades alimentarias y ocasión. Cuando lo envías, un creador gastronómico local recomienda los restaurantes, y tu concierge reserva las mesas a tu nombre y te envía el itinerario. Además, tu concierge se pone en contacto contigo en menos de 24 horas tras el pago.",
      },
      {
        question: "¿Cuándo estará listo mi itinerario?",
        answer:
          "Unas 48 horas después de recibir tus preferencias. Lo recibes en PDF, en una página web y en un archivo de calendario, con tus reservas confirmadas, un enlace a Maps y un plato recomendado para cada mesa.",
      },
      {
        question: "¿Con cuánta antelación debo reservar?",
        answer:
          "Las reservas empiezan 7 días después de hoy, para que tu concierge tenga tiempo de conseguir buenas mesas.",
      },
      {
        question: "Mi destino no está en la lista principal. ¿Podéis ayudarme?",
        answer:
          "Muy probablemente. Nuestras ciudades principales son Madrid, Barcelona, Valencia, Ibiza y Palma de Mallorca. Para cualquier otro destino, envía tu solicitud sin pagar nada: un concierge la revisa, comprueba si nuestro equipo puede preparar tu viaje y te responde antes de cobrar nada.",
      },
      {
        question: "¿En qué idiomas atendéis?",
        answer: "La atención telefónica es en inglés, español y francés. Por correo te atendemos en cualquier idioma.",
      },
      {
        question: "¿Puedo hablar con mi concierge durante el viaje?",
        answer:
          "Sí. Tu concierge sigue disponible durante todo el viaje, tanto si se retrasa un vuelo como si cambian los planes o quieres una recomendación más.",
      },
      {
        question: "¿Cómo se paga?",
        answer:
          "Con tarjeta, en la página de pago segura de Stripe. Los datos de tu tarjeta van a Stripe y nunca llegan a nuestros servidores.",
      },
    ],
  },
  closing: {
    title: "Tu mesa te espera.",
    text: "Dinos dónde y cuándo. Tu concierge se encarga del resto; tú solo llega con hambre.",
  },
  footer: {
    tagline:
      "Tu concierge gastronómico para el viaje: restaurantes elegidos por gente local, mesas a tu nombre y un itinerario de confianza.",
    company: "Empresa",
    contact: "Contacto",
    about: "Quiénes somos",
    terms: "Condiciones del servicio",
    privacy: "Privacidad",
    forCreators: "Para creadores",
    inTouch: "Escríbenos",
    place: "Madrid, España",
    rights: "© 2025 Sobremesa. Todos los derechos reservados.",
    footerNav: "Pie de página",
  },
};
export default landing;
