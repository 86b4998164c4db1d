import { offsetAt } from "~/domain/local-time";
import type { InvoiceType } from "~/features/invoices/invoices";

/**
 * Verifactu registration records (Real Decreto 1007/2023, Orden HAC/1177/2024), as decision 0035
 * cites them: the invoice type codes, the field formats, the hash's input string and the QR's
 * URL. Pure: the SHA-256 itself is computed by the caller (services, and the verify script).
 */

/** Where the invoices are issued: the generation timestamp is written with this zone's offset. */
const ISSUER_TIME_ZONE = "Europe/Madrid";

/**
 * "TipoFactura" (the AEAT's record design, list L2): F1 invoice, F2 simplified, F3 invoice issued
 * in place of simplified ones, R1 corrective (art. 80 LIVA), R5 corrective of a simplified one.
 * `related` is the type of the invoice a full one replaces or a corrective one corrects.
 */
export type InvoiceTypeCode = "F1" | "F2" | "F3" | "R1" | "R5";

export function invoiceTypeCode(type: InvoiceType, related?: InvoiceType): InvoiceTypeCode {
  if (type === "simplified") return "F2";
  if (type === "full") return related === "simplified" ? "F3" : "F1";
  return related === "simplified" ? "R5" : "R1";
}

/** Amounts as the record's XML writes them: a dot decimal, two decimals, a minus for a negative one. */
export function recordAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** The calendar date in Madrid at an instant, as YYYY-MM-DD (the invoice's date of issue). */
export function issuerDate(instant: Date): string {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), ISSUER_TIME_ZONE));
  return local.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the record writes dates: dd-mm-yyyy. */
export function recordDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${month}-${year}`;
}

/** "FechaHoraHusoGenRegistro": the instant in Madrid with its offset, e.g. 2027-03-12T10:15:00+01:00. */
export function recordTimestamp(instant: Date): string {
  const offset = offsetAt(instant.getTime(), ISSUER_TIME_ZONE);
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? "-" : "+";
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The fields of a registration (alta) record that its hash covers. */
export type HashedRecordFields = {
  issuerTaxId: string;
  /** Series and number as printed ("NumSerieFactura"). */
  seriesNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  typeCode: InvoiceTypeCode;
  /** dot decimal */
  taxTotal: string;
  amountTotal: string;
  /** The previous record's hash; empty for the first record of the chain. */
  previousHash: string;
  /** yyyy-mm-ddThh:mm:ss+hh:mm */
  generatedAt: string;
};

/**
 * The input string of a registration record's hash, exactly as the AEAT's "Detalle de las
 * especificaciones técnicas para la generación de la huella o hash de los registros de
 * facturación" defines it: name=value pairs joined by &, each value trimmed. Its SHA-256 over
 * the UTF-8 bytes, in 64 upper-case hex digits, is the record's "Huella".
 */
export function registrationHashInput(fields: HashedRecordFields): string {
  const pairs: [string, string][] = [
    ["IDEmisorFactura", fields.issuerTaxId],
    ["NumSerieFactura", fields.seriesNumber],
    ["FechaExpedicionFactura", fields.issueDate],
    ["TipoFactura", fields.typeCode],
    ["CuotaTotal", fields.taxTotal],
    ["ImporteTotal", fields.amountTotal],
    ["Huella", fields.previousHash],
    ["FechaHoraHusoGenRegistro", fields.generatedAt],
  ];
  return pairs.map(([name, value]) => `${name}=${value.trim()}`).join("&");
}

const QR_BASE = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT";

/**
 * The URL the invoice's QR code carries (Orden HAC/1177/2024; AEAT "Características del
 * QR"): ValidarQR when the records are sent (VERI*FACTU), ValidarQRNoVerifactu when they are
 * only kept.
 */
export function qrUrl(
  mode: "verifactu" | "records",
  fields: { issuerTaxId: string; seriesNumber: string; issueDate: string; amountTotal: string },
): string {
  const query = new URLSearchParams({
    nif: fields.issuerTaxId,
    numserie: fields.seriesNumber,
    fecha: fields.issueDate,
    importe: fields.amountTotal,
  });
  return `${QR_BASE}/${mode === "verifactu" ? "ValidarQR" : "ValidarQRNoVerifactu"}?${query.toString()}`;
}

/** The legend printed beside the QR: only an invoice whose record is sent says VERI*FACTU. */
export const QR_LEGEND = {
  verifactu: "Factura verificable en la sede electrónica de la AEAT",
  verifactuMark: "VERI*FACTU",
} as const;
