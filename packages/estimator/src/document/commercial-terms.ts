import { isoDateOf, siteCountry } from "@scopewise/i18n";
import type { Brief, Estimate } from "@scopewise/shared";
import { salesTaxIn, type SalesTax } from "../reference/sales-taxes.js";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import { paymentTerms } from "./payments.js";
import type { CompanyTerms } from "../company.js";
import type { Writer } from "./writer.js";

/** How long the prices hold: long enough to decide, short enough that rates and availability have not moved. */
export const VALIDITY_DAYS = 30;
const PAYMENT_DAYS = 30;

/** An assumption of the model that says something is left out, in any of the five languages. */
const EXCLUDES =
  /exclud|not included|excluid|no incluid|no se incluy|ausgeschlossen|nicht enthalten|nicht inbegriffen|nicht im preis|exclu|non compris|non inclus|n[ãa]o (?:est[ãa]o )?inclu[ií]d|n[ãa]o inclui/i;

/** The last day the quotation holds, from the cover's date (as given, or as a rebuilt proposal's cover wrote it). */
function validUntil(quotedOn: string | undefined, days: number, w: Writer): string | undefined {
  const iso = quotedOn ? isoDateOf(quotedOn) : undefined;
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return undefined;
  const until = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return w.date(until.toISOString().slice(0, 10));
}

/** The tax's name in the proposal's language, with the country's own name for it when that differs. */
function taxName(tax: SalesTax, w: Writer): string {
  const { t } = w;
  const generic = {
    vat: t("VAT"),
    gst: t("GST"),
    sales_tax: t("sales tax"),
    consumption_tax: t("consumption tax"),
    services_tax: t("tax on services"),
  }[tax.kind];
  return tax.name && tax.name.toLowerCase() !== generic.toLowerCase() ? `${generic} (${tax.name})` : generic;
}

function taxSentence(e: Estimate, brief: Brief, w: Writer): string {
  const { t } = w;
  const country = siteCountry(brief.location, e.currency);
  const tax = salesTaxIn(country);
  if (!tax || !country)
    return t(
      "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.",
    );
  const place = new Intl.DisplayNames([w.locale], { type: "region" }).of(country) ?? country;
  // "Source, year": the sentence already holds it in brackets.
  const values = { tax: taxName(tax, w), country: place, source: `${tax.source}, ${tax.year}` };
  if (tax.value === undefined) {
    return tax.kind === "sales_tax"
      ? t(
          "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).",
          values,
        )
      : t("Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).", values);
  }
  const rated = { ...values, rate: w.percent(tax.value) };
  return tax.kind === "gst" && country === "CA"
    ? t(
        "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).",
        rated,
      )
    : t(
        "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).",
        rated,
      );
}

/** What the price leaves out: the scope items the request marked as not wanted, and the exclusions the model assumed. */
function exclusions(e: Estimate, brief: Brief, w: Writer): string[] {
  const { t } = w;
  const notWanted = (brief.scope ?? [])
    .filter((s) => !s.included)
    .map((s) => t("{{item}} (marked as not wanted in the request).", { item: s.item }));
  // Whole assumptions: a clause alone can lose what it refers to ("building them is not included").
  const assumed = e.assumptions.filter((a) => EXCLUDES.test(a));
  return [
    ...notWanted,
    ...new Set(assumed),
    t("Anything this proposal does not describe: it is priced as a change, and agreed, before it is done."),
  ];
}

/**
 * The terms a client signs: how long the prices hold, the taxes of the site's country on top of them,
 * when each payment falls due for this kind of work, and what the price leaves out. A company's own
 * validity and payment days replace the defaults.
 */
export function commercialTermsSection(
  e: Estimate,
  brief: Brief,
  w: Writer,
  quotedOn?: string,
  company?: CompanyTerms,
): DocumentNode[] {
  const { t } = w;
  const validDays = company?.validityDays ?? VALIDITY_DAYS;
  const paymentDays = company?.paymentDays ?? PAYMENT_DAYS;
  const until = validUntil(quotedOn, validDays, w);
  const validity = until
    ? t(
        "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.",
        { days: validDays, date: until },
      )
    : t(
        "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.",
        { days: validDays },
      );
  const payment = paymentTerms(e, w);
  return [
    heading(2, t("Commercial terms")),
    paragraph(validity),
    paragraph(taxSentence(e, brief, w)),
    heading(3, t("Payment")),
    list(payment.items),
    paragraph(
      [t("Invoices are payable within {{days}} days of their date.", { days: paymentDays }), ...payment.notes].join(
        " ",
      ),
    ),
    heading(3, t("Exclusions")),
    list(exclusions(e, brief, w)),
  ];
}
