import { z } from "zod";

/** The company profile: who sends the proposals, how they look, and the terms and rates they quote. */

export const COMPANY_LIMITS = {
  nameMaxLength: 120,
  addressMaxLength: 500,
  locationMaxLength: 80,
  roleMaxLength: 80,
  ratesMax: 30,
  rateMax: 100_000,
  daysMax: 365,
} as const;

/** A colour as `#RRGGBB` (what a colour input gives). */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const days = (what: string) =>
  z
    .number()
    .int(`${what} must be a whole number of days.`)
    .min(1, `${what} must be at least 1 day.`)
    .max(COMPANY_LIMITS.daysMax, `${what} must be at most ${COMPANY_LIMITS.daysMax} days.`)
    .nullable()
    .default(null);

export const companyRateSchema = z.object({
  role: z
    .string()
    .trim()
    .min(1, "Name the role.")
    .max(COMPANY_LIMITS.roleMaxLength, `A role is at most ${COMPANY_LIMITS.roleMaxLength} characters.`),
  rate: z
    .number("Enter the hourly rate as a number.")
    .positive("An hourly rate must be more than 0.")
    .max(COMPANY_LIMITS.rateMax, `An hourly rate must be at most ${COMPANY_LIMITS.rateMax.toLocaleString("en-US")}.`),
});
export type CompanyRate = z.infer<typeof companyRateSchema>;

/** What PUT /api/company-profile/ takes: the whole profile (fields left out are cleared). */
export const companyProfileInputSchema = z.object({
  company_name: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.nameMaxLength, `The company name is at most ${COMPANY_LIMITS.nameMaxLength} characters.`)
    .default(""),
  brand_colour: z
    .string()
    .regex(HEX_COLOUR, "Enter the colour as #RRGGBB, for example #1a73e8.")
    .nullable()
    .default(null),
  address: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.addressMaxLength, `The address is at most ${COMPANY_LIMITS.addressMaxLength} characters.`)
    .default(""),
  default_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Choose a currency by its three-letter code, for example EUR.")
    .nullable()
    .default(null),
  default_location: z
    .string()
    .trim()
    .max(COMPANY_LIMITS.locationMaxLength, `The location is at most ${COMPANY_LIMITS.locationMaxLength} characters.`)
    .default(""),
  rates: z
    .array(companyRateSchema)
    .max(COMPANY_LIMITS.ratesMax, `At most ${COMPANY_LIMITS.ratesMax} rates.`)
    .refine((list) => new Set(list.map((r) => r.role.toLowerCase())).size === list.length, "Each role once, please.")
    .default([]),
  payment_days: days("Payment terms"),
  validity_days: days("Validity"),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInputSchema>;

export const companyProfileSchema = companyProfileInputSchema.extend({
  /** The uploaded logo's URL (served under /api/media/), or null. */
  logo_url: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** What the client's page shows of the sender; `text_colour` is the readable one on `brand_colour`. */
export const senderBrandSchema = z.object({
  company_name: z.string(),
  logo_url: z.string().nullable(),
  brand_colour: z.string().nullable(),
  text_colour: z.string().nullable(),
});
export type SenderBrand = z.infer<typeof senderBrandSchema>;

/** The relative luminance of an sRGB `#RRGGBB` colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio between two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the colour (both pass 4.5:1 on most colours; the better one is kept). */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}
