import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "./core/plan.js";
import { FX_PER_USD, hasReferenceRate } from "./core/reference-data.js";
import { currencyNamedIn, moneyMentions } from "./reader/money.js";

/**
 * What a company's profile changes in its proposals: the currency and place a request that states
 * none is priced in, its own hourly rates per role (in `currency`, else the proposal's), and the
 * payment and validity terms it quotes.
 */
export interface CompanyTerms {
  currency?: string;
  location?: string;
  rates?: ReadonlyArray<{ role: string; rate: number }>;
  paymentDays?: number;
  validityDays?: number;
}

/** The profile's fields as the contract writes them (a company profile answer, or its stored row read back). */
export interface CompanyProfileFields {
  default_currency: string | null;
  default_location: string;
  rates: ReadonlyArray<{ role: string; rate: number }>;
  payment_days: number | null;
  validity_days: number | null;
}

/** What a company profile changes in its proposals, in the estimator's terms (the server and the brief panel alike). */
export function companyTermsOf(profile: CompanyProfileFields): CompanyTerms {
  return {
    currency: profile.default_currency ?? undefined,
    location: profile.default_location || undefined,
    rates: profile.rates,
    paymentDays: profile.payment_days ?? undefined,
    validityDays: profile.validity_days ?? undefined,
  };
}

/** The brief with the company's default place and currency where the request states none. */
export function withCompanyDefaults(brief: Brief, company: CompanyTerms | undefined): Brief {
  if (!company) return brief;
  const location = brief.location ?? (company.location || undefined);
  const statesCurrency = moneyMentions(brief.summary).length > 0 || currencyNamedIn(brief.summary) !== undefined;
  const currency =
    !statesCurrency && company.currency && hasReferenceRate(company.currency) ? company.currency : brief.currency;
  return { ...brief, ...(location ? { location } : {}), currency };
}

/** An amount in one currency in another, at the reference rates; undefined when either has none. */
function converted(amount: number, from: string, to: string): number | undefined {
  if (from === to) return amount;
  const a = FX_PER_USD[from];
  const b = FX_PER_USD[to];
  return a && b ? (amount / a) * b : undefined;
}

/** The plan with the company's own rate for each role it names (matched without regard to case), said so on its lines. */
export function withCompanyRates(plan: Plan, brief: Brief, company: CompanyTerms | undefined): Plan {
  const own = new Map((company?.rates ?? []).map((r) => [r.role.trim().toLowerCase(), r.rate]));
  if (own.size === 0) return plan;
  const source = translator(brief.language)("the company's own rate");
  const roles = plan.roles.map((role) => {
    const stated = own.get(role.role.toLowerCase());
    const rate =
      stated === undefined ? undefined : converted(stated, company?.currency ?? brief.currency, brief.currency);
    return rate === undefined ? role : { ...role, rate: Math.round(rate * 100) / 100, source };
  });
  return { ...plan, roles };
}
