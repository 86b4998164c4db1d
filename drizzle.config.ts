import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./app/db/schema.ts",
    "./app/features/conversation/conversation-tables.ts",
    "./app/features/creator-tax/tax-tables.ts",
    "./app/features/earnings/earnings-tables.ts",
    "./app/features/restaurants/restaurant-tables.ts",
    "./app/features/self-billing/self-billing-tables.ts",
  ],
  out: "./drizzle",
  dbCredentials: { url: process.env.DATABASE_PATH ?? "./data/app.db" },
});
