/**
 * Published price ranges the software kinds' tests hold estimates against, converted at the engine's
 * reference exchange rates (REFERENCE_DATE) where the test request is priced in another currency. Each
 * comes from a publication independent of the models' own unit hours and rates, except where a comment
 * says the range combines a published effort with a published hourly rate.
 */
import { FX_PER_USD } from "../../src/core/reference-data.js";
import type { ReferenceRange } from "./harness.js";

/** A USD range in another currency at the engine's reference rate. */
export function inCurrency(range: ReferenceRange, currency: string): ReferenceRange {
  const rate = FX_PER_USD[currency] ?? 1;
  return {
    ...range,
    low: Math.round(range.low * rate),
    high: Math.round(range.high * rate),
    currency,
    source: `${range.source}; converted from USD at ${rate}`,
  };
}

const usd = (low: number, high: number, source: string): ReferenceRange => ({ low, high, currency: "USD", source });

export const REFERENCES = {
  /** A small script: an hour to two days of work at freelance rates of $10–$100 an hour. */
  smallScript: usd(
    10,
    1600,
    "pythonhelp.ru, What Python freelancers earn (2024): $10–$100 per hour; Probizio (2026): the core logic of a small automation takes about a day",
  ),
  /** A script with connections, scheduling and notifications: a day to two weeks (8–80 h) at $10–$100 an hour. */
  connectedScript: usd(
    80,
    8000,
    'Probizio, "Just connect these two systems" (2026): a day for the core logic, two weeks to get connections robust; pythonhelp.ru (2024): $10–$100 per hour',
  ),
  simpleToComplexIntegration: usd(
    3000,
    50000,
    "Adriano Junior, API integration guide (2025): simple integrations $3K–$10K, complex integrations $20K–$50K",
  ),
  complexIntegration: usd(
    20000,
    100000,
    "Adriano Junior, API integration guide (2025): complex integrations from $20K; Roaming Pigs, The integration tax (2025): initial integration $2,000 to $100,000+",
  ),
  simpleIntegration: usd(3000, 10000, "Adriano Junior, API integration guide (2025): simple integrations $3K–$10K"),
  fivePageSite: usd(
    2500,
    20000,
    "Mainsail Design, Small business website cost (2026): five-page site $2,500–$8,000 at a lean studio, $8,000–$20,000 at a mid-tier agency",
  ),
  landingPage: usd(
    500,
    8000,
    "Mainsail Design, Small business website cost (2026): $500–$2,500 freelancer or template, $2,500–$8,000 lean studio",
  ),
  largeSite: usd(
    10000,
    50000,
    "3IT Services, How much does a website cost (2026): agency / enterprise tier $10,000–$50,000+",
  ),
  shopifyStore: usd(
    5000,
    35000,
    "AgencyPitch, How to price Shopify builds (2026): from a $5K Dawn theme tweak to a $35,000 custom store; a $12,000 theme build",
  ),
  largeStore: usd(
    35000,
    150000,
    "AgencyPitch, How to price Shopify builds (2026): custom store $35,000, Plus + headless $90,000 and builds of $150K+",
  ),
  smallWebApp: usd(
    15000,
    100000,
    "Strategeon Softwares, Web application development cost (2026): Tier 1 simple $15,000–$40,000, Tier 2 standard $40,000–$100,000 (US or UK teams)",
  ),
  standardWebApp: usd(
    40000,
    200000,
    "Strategeon Softwares, Web application development cost (2026): Tier 2 standard $40,000–$100,000, Tier 3 complex $100,000–$200,000 (US or UK teams)",
  ),
  largeWebApp: usd(
    100000,
    400000,
    "Strategeon Softwares, Web application development cost (2026): Tier 3 complex $100,000–$200,000, Tier 4 enterprise $200,000–$400,000+ (US or UK teams)",
  ),
  mvpApp: usd(
    100000,
    150000,
    "Incipia, Factors that affect the cost of developing an app (2023), quoting Fueled: $100,000–$150,000 for a minimal viable product",
  ),
  smallToComplexApp: usd(
    52000,
    198000,
    "SFCD, How much does it cost to make an app (2014): $37,000 small to $140,800 complex app, escalated to 2026 with CPI-U (×1.41)",
  ),
  /** Derived: a published effort (team × weeks) at published consultancy rates of $50–$200 an hour. */
  crmMigration: usd(
    24000,
    200000,
    "TrustSwitch, Salesforce to HubSpot migration checklist (2026): 8–12 weeks with a team of 5–7; derived: a third of that team's hours on the data, at $50–$200 an hour (wsy400.com, Shopify expert consultants' charging models, retrieved 2026)",
  ),
  /** Derived: published phase lengths for a team of two or three at published consultancy rates. */
  databaseMigration: usd(
    36000,
    430000,
    "FreedomDev, Oracle to PostgreSQL migration (2026): 1–2 weeks of assessment and 2–3 weeks of schema conversion before the data migration and parallel-run validation; derived: 10–20 weeks of 2–3 engineers at $50–$200 an hour (wsy400.com, retrieved 2026)",
  ),
  /** Derived: a published team size and duration at published consultancy rates. */
  modernDataStack: usd(
    7000,
    175000,
    "Architecture Pattern Catalogue, Modern data stack pattern (2026): typical team of 1–3 engineers, 4–8 weeks to an MVP; derived at $50–$200 an hour (wsy400.com, retrieved 2026)",
  ),
  aiMvp: usd(80000, 180000, "Sipoch, AI product development cost (2026): an MVP costs $80K–$180K"),
} as const satisfies Record<string, ReferenceRange>;
