#!/usr/bin/env node
// @ts-check
/**
 * Renders the landing page's two sample itinerary pages (public/images/itinerary-madrid-*.{avif,webp}),
 * in English and, as -es and -fr files, in Spanish and French.
 * Each page is drawn as HTML, screenshotted by Debian's Chromium through Playwright and
 * encoded by sharp at the two widths the gallery's srcset offers. Re-run after editing
 * the pages below; the outputs are committed, so the build does not need a browser.
 *
 *   node scripts/make-gallery-images.mjs        (all three languages)
 *   node scripts/make-gallery-images.mjs es     (one)
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

/** CSS size of one page (A4 proportions) and the widths we ship. */
const PAGE = { width: 560, height: 792 };
const WIDTHS = [480, 960];
const OUT_DIR = resolve(import.meta.dirname, "../public/images");

/**
 * @typedef {{ time: string, meal: string, name: string, address: string, area: string,
 *   party: string, ref: string, tip: string, map: number }} Stop
 * @typedef {{ file: string, day: string, date: string, stops: Stop[], note: { title: string, text: string },
 *   facts: string[][], page: string }} ItineraryPage
 */

/** @type {ItineraryPage[]} */
const PAGES = [
  {
    file: "itinerary-madrid-day-1",
    day: "Day 1",
    date: "Friday 14 March",
    page: "2 / 5",
    stops: [
      {
        time: "13:30",
        meal: "Lunch",
        name: "Taberna Cava Alta",
        address: "Calle de la Cava Alta 17",
        area: "La Latina",
        party: "2 guests · terrace",
        ref: "SBM-4821",
        tip: "Start with huevos rotos con jamón, then share the rabo de toro. Ask for vermut de grifo: it's on tap.",
        map: 1,
      },
      {
        time: "21:30",
        meal: "Dinner",
        name: "Casa Ponzano",
        address: "Calle de Ponzano 38",
        area: "Chamberí",
        party: "2 guests · counter",
        ref: "SBM-4836",
        tip: "Grilled artichokes to start, the chuletón for two cooked poco hecho, and save room for the torrija.",
        map: 2,
      },
    ],
    note: {
      title: "Local rhythm",
      text: "Lunch runs 14:00 to 16:00 and dinner rarely starts before 21:00. Your times follow the city, not the guidebook.",
    },
    facts: [
      ["Pay at the table", "Both restaurants take cards. Nothing is charged in advance."],
      ["Running late?", "Tables are held for 15 minutes. Message your concierge and we'll call ahead."],
    ],
  },
  {
    file: "itinerary-madrid-day-2",
    day: "Day 2",
    date: "Saturday 15 March",
    page: "3 / 5",
    stops: [
      {
        time: "14:00",
        meal: "Lunch",
        name: "Tasca El Olivar",
        address: "Calle de San Vicente Ferrer 24",
        area: "Malasaña",
        party: "4 guests · inside",
        ref: "SBM-4852",
        tip: "Croquetas de jamón and a tortilla made to order, runny in the middle. Locals finish with a café con hielo.",
        map: 3,
      },
      {
        time: "21:00",
        meal: "Dinner",
        name: "Sobre Brasas",
        address: "Calle del Ave María 30",
        area: "Lavapiés",
        party: "4 guests · birthday",
        ref: "SBM-4867",
        tip: "The grilled octopus with pimentón is the house classic. Pair it with a glass of Albariño from the list.",
        map: 4,
      },
    ],
    note: {
      title: "Sunday morning",
      text: "El Rastro flea market runs until 15:00, a short walk from tonight's dinner. Ask your concierge for a vermouth stop nearby.",
    },
    facts: [
      ["Celebrating", "Sobre Brasas knows it's a birthday: expect a candle with dessert."],
      ["Tipping", "Service is included; 5–10% for great service is appreciated."],
    ],
  },
];

/**
 * The same two pages in Spanish and French (the sample a Spanish or French reader
 * sees is in their language). Names, addresses and dishes stay as written; the rest is looked
 * up here, English being the key. Each language's files end in -es / -fr.
 */
/** @type {Record<"es" | "fr", Record<string, string>>} */
const TRANSLATIONS = {
  es: {
    "Day 1": "Día 1",
    "Day 2": "Día 2",
    "Friday 14 March": "Viernes, 14 de marzo",
    "Saturday 15 March": "Sábado, 15 de marzo",
    Lunch: "Comida",
    Dinner: "Cena",
    "2 guests · terrace": "2 personas · terraza",
    "2 guests · counter": "2 personas · barra",
    "4 guests · inside": "4 personas · interior",
    "4 guests · birthday": "4 personas · cumpleaños",
    "Start with huevos rotos con jamón, then share the rabo de toro. Ask for vermut de grifo: it's on tap.":
      "Empieza con huevos rotos con jamón y comparte el rabo de toro. Pide vermut de grifo.",
    "Grilled artichokes to start, the chuletón for two cooked poco hecho, and save room for the torrija.":
      "Alcachofas a la brasa para empezar, el chuletón para dos poco hecho y deja sitio para la torrija.",
    "Croquetas de jamón and a tortilla made to order, runny in the middle. Locals finish with a café con hielo.":
      "Croquetas de jamón y una tortilla hecha al momento, jugosa. Aquí se termina con un café con hielo.",
    "The grilled octopus with pimentón is the house classic. Pair it with a glass of Albariño from the list.":
      "El pulpo a la brasa con pimentón es el clásico de la casa. Acompáñalo con una copa de Albariño.",
    "Local rhythm": "Ritmo local",
    "Lunch runs 14:00 to 16:00 and dinner rarely starts before 21:00. Your times follow the city, not the guidebook.":
      "La comida va de 14:00 a 16:00 y la cena rara vez empieza antes de las 21:00. Tus horarios siguen a la ciudad, no a la guía.",
    "Sunday morning": "Domingo por la mañana",
    "El Rastro flea market runs until 15:00, a short walk from tonight's dinner. Ask your concierge for a vermouth stop nearby.":
      "El Rastro abre hasta las 15:00, a un paseo de la cena de esta noche. Pide a tu concierge un sitio para el vermut.",
    "Pay at the table": "Se paga en la mesa",
    "Both restaurants take cards. Nothing is charged in advance.":
      "Los dos restaurantes aceptan tarjeta. No se cobra nada por adelantado.",
    "Running late?": "¿Llegas tarde?",
    "Tables are held for 15 minutes. Message your concierge and we'll call ahead.":
      "La mesa se guarda 15 minutos. Escribe a tu concierge y llamamos al restaurante.",
    Celebrating: "Celebración",
    "Sobre Brasas knows it's a birthday: expect a candle with dessert.":
      "En Sobre Brasas saben que es un cumpleaños: habrá vela con el postre.",
    Tipping: "Propinas",
    "Service is included; 5–10% for great service is appreciated.":
      "El servicio está incluido; un 5–10 % por un gran servicio se agradece.",
    "Confirmed in your name": "Confirmada a tu nombre",
    "Open in Maps": "Abrir en Maps",
    "Dish tip": "Plato recomendado",
    "Madrid dining itinerary · for Emma &amp; Daniel": "Itinerario gastronómico en Madrid · para Emma y Daniel",
    "Your concierge, Lucía, is on call all trip: reply to your itinerary email any time.":
      "Tu concierge, Lucía, está disponible todo el viaje: responde al correo del itinerario cuando quieras.",
    "Ref.": "Ref.",
  },
  fr: {
    "Day 1": "Jour 1",
    "Day 2": "Jour 2",
    "Friday 14 March": "Vendredi 14 mars",
    "Saturday 15 March": "Samedi 15 mars",
    Lunch: "Déjeuner",
    Dinner: "Dîner",
    "2 guests · terrace": "2 convives · terrasse",
    "2 guests · counter": "2 convives · comptoir",
    "4 guests · inside": "4 convives · en salle",
    "4 guests · birthday": "4 convives · anniversaire",
    "Start with huevos rotos con jamón, then share the rabo de toro. Ask for vermut de grifo: it's on tap.":
      "Commencez par les huevos rotos con jamón, puis partagez le rabo de toro. Demandez le vermut de grifo, à la pression.",
    "Grilled artichokes to start, the chuletón for two cooked poco hecho, and save room for the torrija.":
      "Artichauts grillés en entrée, le chuletón pour deux saignant, et gardez de la place pour la torrija.",
    "Croquetas de jamón and a tortilla made to order, runny in the middle. Locals finish with a café con hielo.":
      "Croquetas de jamón et une tortilla minute, coulante à cœur. Ici, on finit par un café con hielo.",
    "The grilled octopus with pimentón is the house classic. Pair it with a glass of Albariño from the list.":
      "Le poulpe grillé au pimentón est le classique de la maison. Avec un verre d’Albariño.",
    "Local rhythm": "Rythme local",
    "Lunch runs 14:00 to 16:00 and dinner rarely starts before 21:00. Your times follow the city, not the guidebook.":
      "On déjeune de 14 h à 16 h et le dîner commence rarement avant 21 h. Vos horaires suivent la ville, pas le guide.",
    "Sunday morning": "Dimanche matin",
    "El Rastro flea market runs until 15:00, a short walk from tonight's dinner. Ask your concierge for a vermouth stop nearby.":
      "Le marché aux puces du Rastro ouvre jusqu’à 15 h, à deux pas du dîner de ce soir. Demandez à votre concierge une adresse pour le vermouth.",
    "Pay at the table": "On paie à table",
    "Both restaurants take cards. Nothing is charged in advance.":
      "Les deux restaurants acceptent la carte. Rien n’est débité à l’avance.",
    "Running late?": "En retard ?",
    "Tables are held for 15 minutes. Message your concierge and we'll call ahead.":
      "La table est gardée 15 minutes. Écrivez à votre concierge, nous prévenons le restaurant.",
    Celebrating: "Une fête",
    "Sobre Brasas knows it's a birthday: expect a candle with dessert.":
      "Sobre Brasas sait que c’est un anniversaire : une bougie viendra avec le dessert.",
    Tipping: "Pourboire",
    "Service is included; 5–10% for great service is appreciated.":
      "Le service est compris ; 5 à 10 % pour un excellent service sont appréciés.",
    "Confirmed in your name": "Confirmée à votre nom",
    "Open in Maps": "Ouvrir dans Maps",
    "Dish tip": "Plat conseillé",
    "Madrid dining itinerary · for Emma &amp; Daniel": "Itinéraire gourmand à Madrid · pour Emma et Daniel",
    "Your concierge, Lucía, is on call all trip: reply to your itinerary email any time.":
      "Votre concierge, Lucía, est joignable tout le voyage : répondez à l’e-mail de l’itinéraire à tout moment.",
    "Ref.": "Réf.",
  },
};

/** The page's words in `language` (English, the key, when there is nothing to translate). */
const say = (/** @type {"en" | "es" | "fr"} */ language, /** @type {string} */ text) =>
  language === "en" ? text : (TRANSLATIONS[language][text] ?? text);

/** A page with every translatable word in `language`. */
function pageIn(/** @type {ItineraryPage} */ page, /** @type {"en" | "es" | "fr"} */ language) {
  const t = (/** @type {string} */ text) => say(language, text);
  return {
    ...page,
    file: language === "en" ? page.file : `${page.file}-${language}`,
    day: t(page.day),
    date: t(page.date),
    stops: page.stops.map((stop) => ({ ...stop, meal: t(stop.meal), party: t(stop.party), tip: t(stop.tip) })),
    note: { title: t(page.note.title), text: t(page.note.text) },
    facts: page.facts.map(([title, text]) => [t(title), t(text)]),
    words: (/** @type {string} */ text) => t(text),
  };
}

/** A small street map with a pin; `seed` varies the street pattern so each stop looks like its own place. */
function mapSvg(/** @type {number} */ seed) {
  const streets = [
    `M-10 ${30 + seed * 7} L180 ${10 + seed * 11}`,
    `M${20 + seed * 9} -10 L${60 + seed * 5} 130`,
    `M-10 ${95 - seed * 4} L180 ${80 + seed * 3}`,
    `M${120 - seed * 6} -10 L${105 + seed * 4} 130`,
    `M-10 ${60 + seed * 2} Q80 ${40 + seed * 9} 180 ${70 - seed * 2}`,
  ];
  const minor = Array.from({ length: 6 }, (_, i) => `M${i * 32 - seed * 3} -10 L${i * 32 + 18 + seed} 130`);
  return `<svg viewBox="0 0 170 120" width="170" height="120" aria-hidden="true">
    <rect width="170" height="120" fill="#efe6da"/>
    <path d="M${seed * 12} 120 Q${40 + seed * 10} ${70 + seed * 4} ${110 + seed * 5} 120 Z" fill="#cfe3c2"/>
    <circle cx="${140 - seed * 8}" cy="${22 + seed * 3}" r="16" fill="#cfe3c2"/>
    ${minor.map((d) => `<path d="${d}" stroke="#fbf7f2" stroke-width="3" fill="none"/>`).join("")}
    ${streets.map((d, i) => `<path d="${d}" stroke="#ffffff" stroke-width="${i === 4 ? 7 : 5}" fill="none"/>`).join("")}
    <g transform="translate(85 62)">
      <ellipse cx="0" cy="2" rx="7" ry="2.5" fill="#1f1a17" opacity=".25"/>
      <path d="M0 0 C-4 -8 -12 -13 -12 -22 A12 12 0 1 1 12 -22 C12 -13 4 -8 0 0 Z" fill="#a63d24"/>
      <circle cx="0" cy="-22" r="4.5" fill="#ffffff"/>
    </g>
  </svg>`;
}

function pageHtml(/** @type {ReturnType<typeof pageIn>} */ page) {
  const w = page.words;
  const stops = page.stops
    .map(
      (stop) => `
      <article class="stop">
        <div class="when"><span class="time">${stop.time}</span><span class="meal">${stop.meal}</span></div>
        <div class="body">
          <div class="top">
            <div>
              <h2>${stop.name}</h2>
              <p class="address">${stop.address} · ${stop.area}</p>
              <p class="confirmed"><span class="tick">✓</span> ${w("Confirmed in your name")}</p>
              <p class="ref">${stop.party} · ${w("Ref.")} ${stop.ref}</p>
            </div>
            <div class="map">${mapSvg(stop.map)}<span class="maplabel">${w("Open in Maps")}</span></div>
          </div>
          <div class="tip"><strong>${w("Dish tip")}</strong> ${stop.tip}</div>
        </div>
      </article>`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    * { box-sizing: border-box; margin: 0; }
    body { width: ${PAGE.width}px; height: ${PAGE.height}px; background: #fffdf9; color: #1f1a17;
      font-family: "Liberation Sans", "DejaVu Sans", sans-serif; font-size: 12.5px; line-height: 1.45; }
    .page { height: 100%; display: flex; flex-direction: column; padding: 30px 34px 24px; }
    header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #a63d24; padding-bottom: 12px; }
    .brand { font-family: "Liberation Serif", serif; font-weight: 700; font-size: 22px; color: #86301b; letter-spacing: .2px; }
    .kicker { font-size: 10px; letter-spacing: 1.6px; text-transform: uppercase; color: #574e48; margin-top: 2px; }
    .day { text-align: right; }
    .day b { display: block; font-family: "Liberation Serif", serif; font-size: 26px; line-height: 1; }
    .day span { color: #574e48; font-size: 12px; }
    .stops { display: flex; flex-direction: column; gap: 14px; margin-top: 16px; }
    .stop { display: grid; grid-template-columns: 64px 1fr; gap: 12px; }
    .when { display: flex; flex-direction: column; align-items: flex-start; padding-top: 2px; }
    .time { font-family: "Liberation Serif", serif; font-weight: 700; font-size: 22px; line-height: 1; }
    .meal { margin-top: 5px; font-size: 9.5px; letter-spacing: 1.4px; text-transform: uppercase; color: #ffffff; background: #a63d24; border-radius: 99px; padding: 2px 8px; }
    .body { border: 1px solid #e4d9cd; border-radius: 12px; padding: 14px; background: #ffffff; }
    .top { display: flex; gap: 12px; justify-content: space-between; }
    h2 { font-family: "Liberation Serif", serif; font-size: 19px; line-height: 1.15; }
    .address { color: #574e48; margin-top: 3px; }
    .confirmed { margin-top: 8px; color: #067647; font-weight: 700; }
    .tick { display: inline-block; width: 15px; height: 15px; line-height: 15px; text-align: center; border-radius: 99px; background: #ecfdf3; font-size: 10px; }
    .ref { color: #574e48; font-size: 11px; margin-top: 2px; }
    .map { position: relative; flex: none; width: 170px; height: 120px; border-radius: 8px; overflow: hidden; border: 1px solid #e4d9cd; }
    .maplabel { position: absolute; right: 6px; bottom: 6px; background: #ffffff; border-radius: 6px; padding: 1px 6px; font-size: 9.5px; font-weight: 700; color: #86301b; box-shadow: 0 1px 2px rgba(0,0,0,.15); }
    .tip { margin-top: 12px; background: #fbeae4; border-radius: 8px; padding: 9px 11px; }
    .tip strong { color: #86301b; margin-right: 4px; }
    .note { margin-top: 18px; border-left: 3px solid #a63d24; padding: 4px 0 4px 12px; color: #574e48; }
    .note strong { display: block; color: #1f1a17; font-family: "Liberation Serif", serif; font-size: 14px; }
    .facts { margin-top: 14px; display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
    .facts div { background: #f3ece4; border-radius: 8px; padding: 9px 11px; color: #574e48; font-size: 11.5px; }
    .facts strong { display: block; color: #1f1a17; font-size: 12px; margin-bottom: 2px; }
    footer { margin-top: auto; gap: 12px; display: flex; justify-content: space-between; border-top: 1px solid #e4d9cd; padding-top: 10px; font-size: 10.5px; color: #574e48; }
  </style></head><body><div class="page">
    <header>
      <div><div class="brand">Sobremesa</div><div class="kicker">${w("Madrid dining itinerary · for Emma &amp; Daniel")}</div></div>
      <div class="day"><b>${page.day}</b><span>${page.date}</span></div>
    </header>
    <section class="stops">${stops}</section>
    <aside class="note"><strong>${page.note.title}</strong>${page.note.text}</aside>
    <section class="facts">${page.facts.map(([title, text]) => `<div><strong>${title}</strong>${text}</div>`).join("")}</section>
    <footer><span>${w("Your concierge, Lucía, is on call all trip: reply to your itinerary email any time.")}</span><span>${page.page}</span></footer>
  </div></body></html>`;
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
});
try {
  const largest = Math.max(...WIDTHS);
  const context = await browser.newContext({ viewport: PAGE, deviceScaleFactor: largest / PAGE.width });
  const tab = await context.newPage();
  const only = process.argv[2]; // e.g. "es": one language's pages only
  const languages = /** @type {const} */ (["en", "es", "fr"]).filter((language) => !only || language === only);
  for (const page of languages.flatMap((language) => PAGES.map((p) => pageIn(p, language)))) {
    await tab.setContent(pageHtml(page));
    const png = await tab.screenshot({ type: "png" });
    for (const width of WIDTHS) {
      const resized = sharp(png).resize({ width });
      const base = resolve(OUT_DIR, `${page.file}-${width}`);
      const webp = await resized.clone().webp({ quality: 78, effort: 6 }).toFile(`${base}.webp`);
      const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
      console.log(`${page.file}-${width}: ${webp.width}×${webp.height}, webp ${webp.size} B, avif ${avif.size} B`);
    }
  }
} finally {
  await browser.close();
}
