import {
  companyProfileInputSchema,
  issuesToFieldErrors,
  type CompanyProfile,
  type CompanyProfileInput,
} from "@scopewise/shared";
import { firstErrorPerField } from "../../lib/field-errors";

/** The form's values: every field as typed, rates as rows of text. */
export interface CompanyFormValues {
  company_name: string;
  brand_colour: string;
  address: string;
  default_currency: string;
  default_location: string;
  rates: Array<{ role: string; rate: string }>;
  payment_days: string;
  validity_days: string;
}

export function formValuesOf(profile: CompanyProfile): CompanyFormValues {
  return {
    company_name: profile.company_name,
    brand_colour: profile.brand_colour ?? "",
    address: profile.address,
    default_currency: profile.default_currency ?? "",
    default_location: profile.default_location,
    rates: profile.rates.map((r) => ({ role: r.role, rate: String(r.rate) })),
    payment_days: profile.payment_days?.toString() ?? "",
    validity_days: profile.validity_days?.toString() ?? "",
  };
}

/** An empty text is "none"; anything else a number (NaN fails the schema with its message). */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The values checked by the server's own schema: the input to send, or the first error of each field. */
export function parseCompanyForm(
  values: CompanyFormValues,
): { input: CompanyProfileInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const parsed = companyProfileInputSchema.safeParse({
    ...values,
    brand_colour: values.brand_colour.trim() || null,
    default_currency: values.default_currency.trim().toUpperCase() || null,
    // A row left wholly empty is not a rate.
    rates: values.rates
      .filter((r) => r.role.trim() !== "" || r.rate.trim() !== "")
      .map((r) => ({ role: r.role, rate: r.rate.trim() === "" ? Number.NaN : Number(r.rate) })),
    payment_days: numberOrNull(values.payment_days),
    validity_days: numberOrNull(values.validity_days),
  });
  return parsed.success
    ? { input: parsed.data }
    : { errors: firstErrorPerField(issuesToFieldErrors(parsed.error.issues)) };
}
