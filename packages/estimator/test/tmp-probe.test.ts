import { it } from "vitest";
import { understandRequest, estimate } from "../src/index.js";
it("probe", () => {
  for (const text of [
    "We want an SEO agency on a 12-month retainer at about $4,000 a month for our law firm in Chicago.",
    "Social media management for our restaurant group, €2.500 al mes durante 6 meses",
    "LinkedIn ads campaign for our B2B SaaS, $15,000 per month for 3 months, UK audience",
    "Migrate our 60 on-premise servers to AWS, including 12 databases",
    "SAP S/4HANA rollout for 300 users across 3 plants in Germany",
    "An outdoor music festival for 8,000 people over 3 days near Austin, with stages, portable toilets and security",
    "Focus groups: 6 groups of 8 participants in Madrid and Barcelona, plus a survey of 1,000 consumers",
    "We need an app for our business",
  ]) {
    const u = understandRequest(text);
    const e = u.questions.length ? null : estimate(u.brief, 300);
    console.log(JSON.stringify({ kind: u.brief.kind, q: u.questions.slice(0,2), budget: u.brief.budget, cur: u.brief.currency, quant: u.brief.quantities, nu: u.brief.not_understood, cost: e?.total_cost.expected, wk: e?.duration_weeks.p50 }));
  }
});
