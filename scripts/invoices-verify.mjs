#!/usr/bin/env node
// @ts-check
/**
 * Walks the chain of Verifactu registration records (decision 0035) and reports the first
 * broken link: a record whose stored hash is not the SHA-256 of its own fields, whose
 * "previous hash" is not the previous record's hash, that skips or repeats a link, or whose
 * fields disagree with its invoice (number, date, tax, total).
 *
 *   npm run invoices:verify
 *
 * Reads DATABASE_PATH (default ./data/app.db), read-only. Exits 0 when every record verifies,
 * 1 at the first broken link (its record id and invoice number on stderr), 2 when the database
 * cannot be read. The hash is recomputed here from the AEAT's definition, independently of the
 * app's code: the input string is
 *   IDEmisorFactura=…&NumSerieFactura=…&FechaExpedicionFactura=…&TipoFactura=…&CuotaTotal=…
 *   &ImporteTotal=…&Huella=<previous hash>&FechaHoraHusoGenRegistro=…
 * with each value trimmed, hashed with SHA-256 over UTF-8, as 64 upper-case hex digits.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";

const path = resolve(process.env.DATABASE_PATH || "./data/app.db");

/** @param {Record<string, string>} r */
function hashOf(r) {
  const input = [
    ["IDEmisorFactura", r.issuer_tax_id],
    ["NumSerieFactura", r.series_number],
    ["FechaExpedicionFactura", r.issue_date],
    ["TipoFactura", r.type_code],
    ["CuotaTotal", r.tax_total],
    ["ImporteTotal", r.amount_total],
    ["Huella", r.previous_hash],
    ["FechaHoraHusoGenRegistro", r.generated_at],
  ]
    .map(([name, value]) => `${name}=${String(value ?? "").trim()}`)
    .join("&");
  return createHash("sha256").update(input, "utf8").digest("hex").toUpperCase();
}

/** @param {number} cents */
const amount = (cents) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
/** @param {string} iso YYYY-MM-DD */
const dayFirst = (iso) => iso.split("-").reverse().join("-");

/** Why a record breaks the chain, or null. @param {any} record @param {any} previous */
function problemOf(record, previous) {
  if ((record.previous_record_id ?? null) !== (previous?.id ?? null)) {
    return `links to record ${record.previous_record_id ?? "none"}, not to the one before it (${previous?.id ?? "none"})`;
  }
  if (record.previous_hash !== (previous?.hash ?? "")) return "its previous hash is not the previous record's hash";
  if (record.invoice_full_number === null) return "its invoice is missing";
  if (
    record.series_number !== record.invoice_full_number ||
    record.issue_date !== dayFirst(record.invoice_issue_date) ||
    record.tax_total !== amount(record.invoice_tax_cents) ||
    record.amount_total !== amount(record.invoice_total_cents) ||
    record.issuer_tax_id !== record.invoice_company_tax_id
  ) {
    return "its fields differ from its invoice's";
  }
  if (hashOf(record) !== record.hash) return "its hash is not the hash of its fields";
  return null;
}

if (!existsSync(path)) {
  console.error(`No database at ${path}`);
  process.exit(2);
}
const database = new Database(path, { readonly: true, fileMustExist: true });
/** @type {any[]} */
const records = database
  .prepare(
    `SELECT r.*, i.full_number AS invoice_full_number, i.issue_date AS invoice_issue_date,
            i.tax_cents AS invoice_tax_cents, i.total_cents AS invoice_total_cents,
            i.company_tax_id AS invoice_company_tax_id
       FROM invoice_records r LEFT JOIN invoices i ON i.id = r.invoice_id
      ORDER BY r.id`,
  )
  .all();
let previous = null;
for (const record of records) {
  const problem = problemOf(record, previous);
  if (problem) {
    console.error(
      `Broken link at record ${record.id} (invoice ${record.series_number}): ${problem}. ${records.indexOf(record)} record(s) before it verify.`,
    );
    process.exit(1);
  }
  previous = record;
}
console.log(`${records.length} invoice record(s) verified: the chain is whole.`);
