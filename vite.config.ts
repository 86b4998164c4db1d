import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router names every server entry "index.js"; with the PDF worker as a second entry the
 * two would collide (rollup renamed the server "index2.js"). The worker keeps its own name.
 */
const pdfWorkerFileName: Plugin = {
  name: "sobremesa-pdf-worker-file-name",
  apply: "build",
  outputOptions(options) {
    if (options.entryFileNames !== "index.js") return null;
    return { ...options, entryFileNames: (chunk) => (chunk.name === "pdf-worker" ? "pdf-worker.js" : "index.js") };
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our own server (server/index.ts: start-up and the Express
  // app, which wraps React Router's handler); server.js imports it in production. The second
  // entry is the PDF worker thread's (server/pdf-worker.ts): a worker needs a file of its own,
  // built beside index.js so it is in build/server wherever the build is copied.
  build: isSsrBuild
    ? { rollupOptions: { input: { index: "./server/index.ts", "pdf-worker": "./server/pdf-worker.ts" } } }
    : undefined,
  // drizzle-orm is bundled into the server build instead of loaded from node_modules: its
  // package.json (179 kB of "exports") was parsed again for each of the ~110 files Node's module
  // loader read from it, most of a start-up's CPU (decision 0042). Pure ESM, so bundling is safe.
  ssr: { noExternal: ["drizzle-orm"] },
  plugins: [tailwindcss(), reactRouter(), pdfWorkerFileName],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
}));
