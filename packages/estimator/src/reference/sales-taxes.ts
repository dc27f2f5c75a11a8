import { cited, type Cited } from "./cited.js";

/** The kind of tax on a supply of work: its name in the proposal's language comes from this. */
export type TaxKind = "vat" | "gst" | "sales_tax" | "consumption_tax" | "services_tax";

/**
 * The tax a client pays on top of the quoted prices where the site is: its kind, its own name in the
 * country ("MwSt.", "TVA", "IVA", "btw"), and the standard rate (a share) with where it is published.
 * `value` is undefined where no single national rate applies (US sales tax, Brazil's municipal ISS).
 */
export interface SalesTax extends Cited<number | undefined> {
  kind: TaxKind;
  name: string;
}

/** Standard rates as at 1 January 2025. */
const EU = "European Commission, VAT rates applied in the Member States of the European Union";
const eu = (rate: number, name: string): SalesTax => ({ ...cited(rate, EU, 2025), kind: "vat", name });
const tax = (kind: TaxKind, name: string, rate: number | undefined, source: string, year: number): SalesTax => ({
  ...cited(rate, source, year),
  kind,
  name,
});

/** Standard rates by country (ISO 3166-1 alpha-2). Reduced rates (housing renovation in some countries) are not assumed. */
export const SALES_TAXES: Readonly<Record<string, SalesTax>> = {
  AT: eu(0.2, "USt."),
  BE: eu(0.21, "TVA/btw"),
  BG: eu(0.2, "DDS"),
  HR: eu(0.25, "PDV"),
  CY: eu(0.19, "FPA"),
  CZ: eu(0.21, "DPH"),
  DK: eu(0.25, "moms"),
  EE: eu(0.22, "km"),
  FI: eu(0.255, "ALV"),
  FR: eu(0.2, "TVA"),
  DE: eu(0.19, "MwSt."),
  GR: eu(0.24, "FPA"),
  HU: eu(0.27, "ÁFA"),
  IE: eu(0.23, "VAT"),
  IT: eu(0.22, "IVA"),
  LV: eu(0.21, "PVN"),
  LT: eu(0.21, "PVM"),
  LU: eu(0.17, "TVA"),
  MT: eu(0.18, "VAT"),
  NL: eu(0.21, "btw"),
  PL: eu(0.23, "VAT"),
  PT: eu(0.23, "IVA"),
  RO: eu(0.19, "TVA"),
  SK: eu(0.23, "DPH"),
  SI: eu(0.22, "DDV"),
  ES: eu(0.21, "IVA"),
  SE: eu(0.25, "moms"),
  GB: tax("vat", "VAT", 0.2, "HM Revenue & Customs, VAT rates", 2025),
  CH: tax("vat", "MWST/TVA", 0.081, "Swiss Federal Tax Administration ESTV, VAT rates from 1 January 2024", 2024),
  NO: tax("vat", "MVA", 0.25, "Norwegian Tax Administration Skatteetaten, VAT rates", 2025),
  AE: tax("vat", "VAT", 0.05, "UAE Federal Tax Authority, VAT", 2025),
  SA: tax("vat", "VAT", 0.15, "Zakat, Tax and Customs Authority ZATCA, VAT", 2025),
  ZA: tax("vat", "VAT", 0.15, "South African Revenue Service SARS, VAT", 2025),
  NG: tax("vat", "VAT", 0.075, "Federal Inland Revenue Service, Finance Act 2019", 2020),
  KE: tax("vat", "VAT", 0.16, "Kenya Revenue Authority, VAT Act 2013", 2025),
  MX: tax(
    "vat",
    "IVA",
    0.16,
    "Servicio de Administración Tributaria SAT, Ley del Impuesto al Valor Agregado, art. 1",
    2025,
  ),
  AR: tax("vat", "IVA", 0.21, "ARCA, formerly AFIP, IVA general rate", 2025),
  CO: tax("vat", "IVA", 0.19, "DIAN, IVA general rate", 2025),
  CL: tax("vat", "IVA", 0.19, "Servicio de Impuestos Internos SII, IVA", 2025),
  PE: tax("vat", "IGV", 0.18, "SUNAT, IGV 16% plus IPM 2%", 2025),
  AU: tax("gst", "GST", 0.1, "Australian Taxation Office, GST", 2025),
  NZ: tax("gst", "GST", 0.15, "Inland Revenue New Zealand, GST", 2025),
  SG: tax("gst", "GST", 0.09, "Inland Revenue Authority of Singapore, GST rate from 1 January 2024", 2024),
  IN: tax("gst", "GST", 0.18, "Central Board of Indirect Taxes and Customs, GST rate for most services", 2025),
  CA: tax("gst", "GST/HST", 0.05, "Canada Revenue Agency, GST/HST rates by province", 2025),
  JP: tax("consumption_tax", "shōhizei", 0.1, "National Tax Agency Japan, consumption tax", 2025),
  US: tax("sales_tax", "sales tax", undefined, "Tax Foundation, State and Local Sales Tax Rates", 2025),
  BR: tax(
    "services_tax",
    "ISS",
    undefined,
    "Lei Complementar 116/2003, ISS at 2% to 5% set by each municipality",
    2003,
  ),
};

export function salesTaxIn(country: string | undefined): SalesTax | undefined {
  return country ? SALES_TAXES[country] : undefined;
}
