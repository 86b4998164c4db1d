import { fileURLToPath } from "node:url";
import { createServer } from "vite";

/**
 * Loads the app's TypeScript modules (the itinerary's PDF components, the sample trip) in a
 * plain Node script, through Vite's module runner with the app's `~` alias, without starting
 * the app. Used by the PDF preview and the benchmark's render row.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * @returns {Promise<{
 *   renderItineraryPdf: (document: unknown, links: unknown) => Promise<Buffer>,
 *   sampleItinerary: (meals?: number, language?: string) => unknown,
 *   SAMPLE_LINKS: unknown,
 *   close: () => Promise<void>,
 * }>}
 */
export async function loadItineraryModules() {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { "~": `${root}app` } },
    esbuild: { jsx: "automatic" },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const render = await vite.ssrLoadModule("/app/features/itinerary/pdf/render-pdf.server.tsx");
  const sample = await vite.ssrLoadModule("/scripts/itinerary/sample.ts");
  return {
    renderItineraryPdf: render.renderItineraryPdf,
    sampleItinerary: sample.sampleItinerary,
    SAMPLE_LINKS: sample.SAMPLE_LINKS,
    close: () => vite.close(),
  };
}
