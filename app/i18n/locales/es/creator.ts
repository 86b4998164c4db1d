import type { Catalog } from "~/i18n/catalog";
import type en from "../en/creator";

const creator: Catalog<typeof en> = {
  meta: {
    title: "Únete como creador · Sobremesa",
    description: "Solicita recomendar restaurantes a los viajeros que visitan tu ciudad.",
  },
  title: "Únete como creador",
  intro:
    "Comparte los sitios que te encantan con los viajeros que visitan tu ciudad. Cuéntanos quién eres y dónde podemos ver tu contenido gastronómico.",
  fields: {
    name: "Nombre completo",
    email: "Correo electrónico",
    city: "Ciudad",
    cityHint: "La ciudad que mejor conoces: elige una de las nuestras o escribe otra.",
    instagram: "Perfil de Instagram",
    instagramPlaceholder: "@tuusuario o instagram.com/tuusuario",
    tiktok: "Perfil de TikTok",
    tiktokPlaceholder: "@tuusuario o tiktok.com/@tuusuario",
  },
  submit: "Enviar solicitud",
  submitting: "Enviando...",
  lookFor: {
    title: "Lo que buscamos",
    items: [
      "Una presencia activa en redes donde compartas comida",
      "Pasión de verdad por los restaurantes y bares de tu ciudad",
      "Conocimiento local: los sitios adonde va la gente de allí",
      "Una comunidad implicada, del tamaño que sea",
    ],
  },
  next: {
    title: "Próximos pasos",
    text: "Revisamos cada solicitud en 2 o 3 días hábiles y te enviamos los siguientes pasos por correo.",
  },
  messages: {
    name: "Indica tu nombre completo",
    nameShort: "El nombre completo debe tener al menos 2 caracteres",
    email: "Indica un correo electrónico válido",
    city: "Indica tu ciudad",
    cityTooLong: "La ciudad no puede superar los {{max}} caracteres",
    cityBad: "Escribe el nombre de tu ciudad en texto normal",
    instagram: "Indica tu perfil de Instagram",
    instagramBad: "Escribe tu usuario de Instagram (como @tunombre) o el enlace a tu perfil de instagram.com",
    tiktokBad: "Escribe tu usuario de TikTok (como @tunombre) o el enlace a tu perfil de tiktok.com",
    plainText: "Quita de este texto los caracteres de formato ocultos (marcas de dirección o de control)",
  },
  toasts: {
    missing: { title: "Faltan datos", description: "Rellena todos los campos obligatorios." },
    submitted: {
      title: "¡Solicitud enviada!",
      description: "Revisaremos tu solicitud y te responderemos en 2 o 3 días hábiles.",
    },
    failed: {
      title: "No se pudo enviar",
      description: "Hubo un error al enviar tu solicitud. Inténtalo de nuevo.",
    },
  },
};
export default creator;
