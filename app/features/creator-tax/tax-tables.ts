import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Not re-exported from schema.ts (it imports the creator table from there): the connection's
// schema and drizzle.config.ts name this file.
import { creators } from "../../db/schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** A person, or a company or other body (the platform report asks different facts of each). */
export const TAXPAYER_KINDS = ["individual", "entity"] as const;
export type TaxpayerKind = (typeof TAXPAYER_KINDS)[number];

/**
 * How a creator's invoice is taxed: a Spanish professional (VAT and IRPF withholding), a
 * business elsewhere in the EU (reverse charge, no VAT charged), or outside the EU.
 */
export const TAX_STATUSES = ["es_professional", "eu_business", "non_eu"] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/**
 * What a creator tells us before their first payout: who they are for the tax agency, where
 * they live and how their invoices are taxed. One row per creator, the current facts; each
 * change is written to the audit log (an owner's correction with its reason). Dates are
 * YYYY-MM-DD, countries ISO 3166 alpha-2.
 */
export const creatorTaxDetails = sqliteTable("creator_tax_details", {
  creatorId: integer("creator_id")
    .primaryKey()
    .references(() => creators.id),
  kind: text("kind", { enum: TAXPAYER_KINDS }).notNull(),
  legalName: text("legal_name").notNull(),
  /** Street and number, as the creator writes them. */
  addressLine: text("address_line").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  /** A person's date of birth; null for an entity. */
  dateOfBirth: text("date_of_birth"),
  /** The tax identification number, normalised (no spaces or dashes, upper case). */
  tin: text("tin").notNull(),
  /** The country that issued the TIN. */
  tinCountry: text("tin_country").notNull(),
  /** An EU VAT number with its country prefix, when they have one. */
  vatNumber: text("vat_number"),
  taxStatus: text("tax_status", { enum: TAX_STATUSES }).notNull(),
  /** IRPF withholding in basis points (1500 = 15 %, 700 = 7 % in the first years); null unless a Spanish professional. */
  withholdingBasisPoints: integer("withholding_basis_points"),
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
  /** "creator", or the owner's name when an owner corrected them. */
  updatedBy: text("updated_by").notNull(),
});

export type CreatorTaxDetailsRow = typeof creatorTaxDetails.$inferSelect;
