import { diningRhythmOf } from "~/domain/city-dining";
import { localToUtc } from "~/domain/local-time";
import { firstItinerary, type MealFacts } from "~/features/itinerary/itinerary";

/**
 * A sample trip for looking at the itinerary and timing its render: Madrid, with the accents
 * and long names a real trip has. `meals` repeats the four tables over the days of the stay.
 */
const TABLES = [
  {
    time: "13:30",
    restaurant: "Taberna Cava Alta",
    address: "Calle de la Cava Alta 17, La Latina, 28005 Madrid",
    code: "SBM-4821",
    tips: "Start with huevos rotos con jamón, then share the rabo de toro. Ask for vermut de grifo: it's on tap.",
  },
  {
    time: "21:30",
    restaurant: "Casa Ponzano",
    address: "Calle de Ponzano 38, Chamberí, 28010 Madrid",
    code: "SBM-4836",
    tips: "Grilled artichokes to start, the chuletón for two cooked poco hecho, and save room for the torrija.",
  },
  {
    time: "14:00",
    restaurant: "Mercado de San Ildefonso · Señor Martín",
    address: "Calle de Fuencarral 57, Malasaña, 28004 Madrid",
    code: "",
    tips: "Order the boquerones and a caña at the counter; the açaí stand upstairs is for later.",
  },
  {
    time: "22:00",
    restaurant: "Sobrino de Botín",
    address: "Calle de los Cuchilleros 17, Centro, 28005 Madrid",
    code: "BOT-77 ñ",
    tips: "Cochinillo asado is the reason to come; ask for the table in the vaulted cellar (la cueva).",
  },
];

export function sampleItinerary(meals = 3, language: "en" | "es" | "fr" = "en") {
  const checkIn = "2026-03-14";
  const days = Math.ceil(meals / 2);
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const facts: MealFacts[] = Array.from({ length: meals }, (_, index) => {
    const table = TABLES[index % TABLES.length];
    const localDate = new Date(Date.parse(`${checkIn}T00:00:00Z`) + Math.floor(index / 2) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      id: 1000 + index,
      position: index + 1,
      localDate,
      localTime: table.time,
      timeZone: "Europe/Madrid",
      startsAt: (localToUtc(localDate, table.time, "Europe/Madrid") as Date).toISOString(),
      restaurant: table.restaurant,
      address: table.address,
      mapsUrl: `https://maps.google.com/?q=${encodeURIComponent(table.restaurant)}`,
      tableName: "Emma Müller-Núñez",
      partySize: index === 2 ? 4 : 2,
      confirmationCode: table.code,
      dishTips: table.tips,
      note: index === 0 ? "The terrace closes if it rains; they keep you a table inside." : "",
    };
  });
  return firstItinerary(
    {
      reference: "SBM-7Q4K2P",
      city: "Madrid",
      timeZone: "Europe/Madrid",
      checkIn,
      checkOut,
      traveller: "Emma Müller-Núñez",
      language,
      rhythm: diningRhythmOf("Madrid", language),
    },
    facts,
  );
}

export const SAMPLE_LINKS = {
  tripUrl: "https://sobremesa.example/trip/EXAMPLE-private-trip-link-token-0000000000",
  accessibleUrl: "https://sobremesa.example/trip/EXAMPLE-private-trip-link-token-0000000000/itinerary",
  supportEmail: "concierge@sobremesa.example",
};
