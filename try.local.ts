import { estimate } from "./packages/estimator/src/index.js";
const briefs: any[] = [
  { domain: "marketing", kind: "seo_retainer", title: "S", summary: "An SEO retainer for 6 months for our online shop", location: "London", duration_weeks: 26 },
  { domain: "marketing", kind: "seo_retainer", title: "S", summary: "Local SEO for a dental clinic", location: "Texas" },
  { domain: "marketing", kind: "content_marketing", title: "S", summary: "Content marketing: 4 blog posts a month and a newsletter for 6 months", location: "Berlin", duration_weeks: 26 },
  { domain: "marketing", kind: "pr_campaign", title: "S", summary: "A national PR campaign for our fintech launch for 3 months", location: "New York", duration_weeks: 13 },
  { domain: "marketing", kind: "influencer_campaign", title: "S", summary: "10 micro-influencers on Instagram for our skincare brand", location: "Paris" },
  { domain: "marketing", kind: "product_launch", title: "S", summary: "Launch of our new app with Google Ads and Meta and €20,000 media", location: "Madrid", budget: 20000 },
];
for (const b of briefs) {
  const e = estimate(b, 2000);
  console.log("\n==", b.kind, e.currency, JSON.stringify(e.total_cost), "cont", e.contingency, "feasible", e.feasible);
  console.log(e.summary);
  console.log(JSON.stringify(e.metrics));
  for (const c of e.constraints) console.log(" C:", c.kind, c.fits, c.message);
  for (const l of e.lines ?? []) console.log("  ", l.item, "|", l.quantity, l.unit, l.unit_cost, "=", l.cost);
}
