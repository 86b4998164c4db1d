import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our own server (server/index.ts: start-up and the Express
  // app, which wraps React Router's handler); server.js imports it in production.
  build: isSsrBuild ? { rollupOptions: { input: "./server/index.ts" } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
}));
