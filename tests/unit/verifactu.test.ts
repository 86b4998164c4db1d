import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  invoiceTypeCode,
  issuerDate,
  qrUrl,
  recordAmount,
  recordDate,
  recordTimestamp,
  registrationHashInput,
} from "~/features/invoices/verifactu";

const sha256 = (input: string) => createHash("sha256").update(input, "utf8").digest("hex").toUpperCase();

describe("a registration record's hash", () => {
  it("matches the AEAT's worked example (Detalle de las especificaciones técnicas para la generación de la huella o hash, first registration record)", () => {
    const input = registrationHashInput({
      issuerTaxId: "89890001K",
      seriesNumber: "12345678/G33",
      issueDate: "01-01-2024",
      typeCode: "F1",
      taxTotal: "12.35",
      amountTotal: "123.45",
      previousHash: "",
      generatedAt: "2024-01-01T19:20:30+01:00",
    });
    expect(input).toBe(
      "IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00",
    );
    expect(sha256(input)).toBe("3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60");
  });

  it("trims each value", () => {
    expect(
      registrationHashInput({
        issuerTaxId: " B12345674 ",
        seriesNumber: "2026-000001",
        issueDate: "01-01-2027",
        typeCode: "F2",
        taxTotal: "9.89",
        amountTotal: "57.00",
        previousHash: "",
        generatedAt: "2027-01-01T00:30:00+01:00",
      }),
    ).toMatch(/^IDEmisorFactura=B12345674&NumSerieFactura=2026-000001&/);
  });
});

describe("the record's fields", () => {
  it("codes the invoice types as list L2 does", () => {
    expect(invoiceTypeCode("simplified")).toBe("F2");
    expect(invoiceTypeCode("full")).toBe("F1");
    expect(invoiceTypeCode("full", "simplified")).toBe("F3");
    expect(invoiceTypeCode("corrective", "simplified")).toBe("R5");
    expect(invoiceTypeCode("corrective", "full")).toBe("R1");
  });

  it("writes amounts with a dot and two decimals, negative ones with a minus", () => {
    expect(recordAmount(5700)).toBe("57.00");
    expect(recordAmount(989)).toBe("9.89");
    expect(recordAmount(-2850)).toBe("-28.50");
    expect(recordAmount(-5)).toBe("-0.05");
  });

  it("dates in Madrid: 31 Dec 23:30 UTC is already 1 Jan there; the timestamp carries the offset", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(issuerDate(instant)).toBe("2027-01-01");
    expect(recordDate("2027-01-01")).toBe("01-01-2027");
    expect(recordTimestamp(instant)).toBe("2027-01-01T00:30:00+01:00");
    expect(recordTimestamp(new Date("2027-07-01T08:15:00.750Z"))).toBe("2027-07-01T10:15:00+02:00");
  });
});

describe("the QR's URL", () => {
  it("carries the NIF, the number URL-encoded, the date and the total", () => {
    const fields = {
      issuerTaxId: "89890001K",
      seriesNumber: "12345678&G33",
      issueDate: "01-01-2024",
      amountTotal: "241.4",
    };
    expect(qrUrl("verifactu", fields)).toBe(
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4",
    );
    expect(qrUrl("records", fields)).toMatch(/\/ValidarQRNoVerifactu\?nif=89890001K&numserie=12345678%26G33&/);
  });
});
