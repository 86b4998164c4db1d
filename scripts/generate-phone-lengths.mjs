// Writes app/features/booking/phone-lengths.generated.ts from libphonenumber-js's metadata: each
// country's calling code, the lengths its national numbers may have and its national prefix.
// The booking form's live check reads this table (a few kB) instead of the metadata (about
// 30 kB gzip of JavaScript); the server keeps libphonenumber-js's full check. Run it after
// upgrading libphonenumber-js (`npm run generate:phone-lengths`); tests/unit/phone-lengths.test.ts fails while the file is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { phoneLengthsSource } from "./phone-lengths-source.mjs";

const target = fileURLToPath(new URL("../app/features/booking/phone-lengths.generated.ts", import.meta.url));
writeFileSync(target, phoneLengthsSource());
console.log(`wrote ${target}`);
