import type { Catalog } from "~/i18n/catalog";
import type en from "../en/pages";

const pages: Catalog<typeof en> = {
  about: {
    meta: {
      title: "Quiénes somos · Sobremesa",
      description:
        "Sobremesa es un concierge gastronómico para viajeros: expertos locales eligen los restaurantes y reservamos las mesas a tu nombre. {{base}} por viaje, concierge incluido.",
    },
    eyebrow: "Sobre Sobremesa",
    title: "Lo mejor de un viaje suele pasar en la mesa.",
    lead: "En España, la sobremesa es ese rato en la mesa después de comer, charlando mucho después de que se hayan retirado los platos. Creamos Sobremesa para que los viajeros vivan más momentos así y pasen menos tiempo del viaje leyendo reseñas.",
    tagline: "{{base}} por viaje · Concierge incluido · Pago seguro con Stripe",
    sectionsLabel: "Sobre nosotros",
    sections: [
      {
        title: "Nuestra misión",
        text: "Que cada mesa de tu viaje merezca recordarse: elegida por quienes mejor conocen las mesas de su ciudad y reservada antes de que aterrices.",
      },
      {
        title: "Qué hacemos",
        text: "Nos dices tu destino, tus fechas y cuántas reservas quieres. Un experto gastronómico local elige restaurantes a tu gusto, tu concierge reserva cada mesa a tu nombre y, unas 48 horas después de recibir tus preferencias, recibes un itinerario en PDF con las reservas confirmadas, mapas y platos recomendados.",
      },
      {
        title: "Para quién",
        text: "Para viajeros a los que les importa comer bien pero prefieren no pasarse las vacaciones investigando: parejas de escapada, amigos de celebración, familias y grupos de cualquier tamaño. Nuestras ciudades principales son Madrid, Barcelona, Valencia, Ibiza y Palma de Mallorca, y revisamos las solicitudes para otros destinos sin cobrar nada.",
      },
      {
        title: "Nuestro compromiso",
        text: "{{base}} por viaje hasta 4 reservas, nunca por persona. Los restaurantes se pagan en la mesa, no por adelantado. Tu concierge te contacta en menos de 24 horas y sigue disponible todo el viaje: por teléfono en inglés, español o francés, y por correo en cualquier idioma.",
      },
    ],
    facts: [
      { value: "24 h", label: "hasta que tu concierge te contacta" },
      { value: "48 h", label: "hasta tu itinerario, desde que tenemos tus preferencias" },
      { value: "{{base}}", label: "por viaje, nunca por persona" },
      { value: "3", label: "idiomas por teléfono, y por correo cualquiera" },
    ],
    closing: {
      title: "Busquemos tu próxima gran mesa.",
      text: "Dinos adónde vas. Un concierge se encarga del resto.",
    },
  },
  privacy: {
    meta: {
      title: "Política de privacidad · Sobremesa",
      description:
        "Qué datos personales recoge Sobremesa cuando reservas un plan gastronómico o solicitas ser creador, cómo los usamos y compartimos, y tus derechos.",
    },
    eyebrow: "Legal",
    title: "Política de privacidad",
    updated: "Última actualización:",
    /** The data controller named on /privacy, from the company's configuration. */
    controller: "Responsable del tratamiento",
    controllerText: "El responsable del tratamiento de tus datos personales es:",
    onThisPage: "En esta página",
    prevails:
      "Esta es una traducción de nuestra política de privacidad en inglés. Si hubiera alguna diferencia entre ambas, prevalece la versión inglesa.",
  },
  /** The terms of service; the text itself is app/content/terms. */
  terms: {
    meta: {
      title: "Condiciones del servicio · Sobremesa",
      description:
        "Las condiciones del concierge gastronómico de Sobremesa: quiénes somos, el precio, la cancelación y tu derecho de desistimiento.",
    },
    eyebrow: "Legal",
    title: "Condiciones del servicio",
    updated: "Última actualización:",
    onThisPage: "En esta página",
    prevails:
      "Esta es una traducción de nuestras condiciones en inglés. Si hubiera alguna diferencia entre ambas, prevalece la versión inglesa, salvo que la ley te conceda más protección.",
  },
  creators: {
    meta: {
      title: "Para creadores · Sobremesa",
      description:
        "Creadores gastronómicos locales: elige restaurantes para los viajeros que visitan tu ciudad, cobra por tu buen gusto y haz crecer tu comunidad. Solicita unirte a Sobremesa.",
    },
    cta: "Solicita unirte",
    eyebrow: "Para creadores gastronómicos locales",
    title: "Convierte lo que sabes de comida en ingresos.",
    lead: "Los viajeros quieren comer donde comes tú. Únete a Sobremesa como experto gastronómico local: elige los restaurantes de viajes reales en tu ciudad, cobra por tus recomendaciones y haz crecer tu comunidad por el camino.",
    points: ["Comunidades de cualquier tamaño", "Respuesta en 2 o 3 días hábiles", "Tu propio panel de creador"],
    card: {
      title: "Nueva solicitud",
      status: "Pendiente",
      facts: [
        ["Ciudad", "Madrid"],
        ["Fechas", "14–17 de marzo"],
        ["Reservas", "3 cenas"],
        ["Presupuesto", "40–60 € por reserva"],
      ],
      preferences: "Preferencias",
      wishes: "Vino natural, marisco, un comensal vegetariano",
      action: "Añadir recomendación",
    },
    benefits: {
      eyebrow: "Por qué se unen los creadores",
      title: "Tu buen gusto, trabajando para ti",
      intro: "Tú ya sabes dónde comer. Sobremesa pone ese conocimiento delante de viajeros que lo valoran.",
      items: [
        {
          title: "Rentabiliza tu buen gusto",
          text: "Cobra por las recomendaciones que ya les das a tus amigos: cada viaje que preparas te genera una tarifa.",
        },
        {
          title: "Conecta con viajeros",
          text: "Conoce a visitantes que buscan lo auténtico y dales forma a mesas que recordarán mucho después del viaje.",
        },
        {
          title: "Construye tu marca",
          text: "Conviértete en el nombre en el que confían los viajeros para tu ciudad y atrae nuevos seguidores a tus canales.",
        },
      ],
    },
    steps: {
      eyebrow: "Tres pasos",
      title: "Cómo funciona",
      items: [
        {
          title: "Solicita unirte",
          text: "Dinos tu ciudad y comparte tu Instagram o TikTok. Revisamos cada solicitud en 2 o 3 días hábiles.",
        },
        {
          title: "Acepta solicitudes",
          text: "Entra en tu panel para ver las solicitudes de los viajeros: sus fechas, reservas, presupuesto, gustos y necesidades alimentarias.",
        },
        {
          title: "Selecciona y gana",
          text: "Añade tus restaurantes con un enlace al mapa y el plato que hay que pedir. Nuestro concierge reserva las mesas; tú ganas por cada viaje que preparas.",
        },
      ],
    },
    closing: {
      title: "Comparte las mesas que te encantan.",
      text: "Háblanos de ti y de tu ciudad. Leemos todas las solicitudes.",
    },
  },
};
export default pages;
