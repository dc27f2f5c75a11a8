import type { Translate } from "./translate-types.js";

/**
 * The name of each project type (the Brief's `kind`) and of each domain, in the reader's language:
 * the proposal's "Type of project" and the web app's brief panel say the same.
 */
export function kindNames(t: Translate): Readonly<Record<string, string>> {
  return {
    web_app: t("Web app"),
    mobile_app: t("Mobile app"),
    website: t("Website"),
    ecommerce: t("E-commerce"),
    integration: t("Integration"),
    data_migration: t("Data migration"),
    data_platform: t("Data platform / BI"),
    ml_feature: t("ML feature"),
    automation_script: t("Automation script"),
    security_assessment: t("Security assessment"),
    compliance_programme: t("Compliance programme"),
    house: t("House"),
    apartment_block: t("Apartment block"),
    office: t("Office"),
    warehouse: t("Warehouse"),
    school: t("School"),
    hospital: t("Hospital"),
    retail: t("Retail"),
    renovation: t("Renovation"),
    kitchen_remodel: t("Kitchen remodel"),
    bathroom_remodel: t("Bathroom remodel"),
    roof_replacement: t("Roof replacement"),
    energy_retrofit: t("Energy retrofit"),
    extension: t("Extension"),
    fit_out: t("Fit-out"),
    construction_works: t("Other building or works"),
    paid_campaign: t("Paid campaign"),
    seo_retainer: t("SEO retainer"),
    content_marketing: t("Content marketing"),
    pr_campaign: t("PR campaign"),
    influencer_campaign: t("Influencer campaign"),
    product_launch: t("Product launch"),
    creative_production: t("Creative production"),
    conference: t("Conference"),
    wedding: t("Wedding"),
    corporate_event: t("Corporate event"),
    trade_show_stand: t("Trade-show stand"),
    user_interviews: t("User interviews / usability"),
    survey: t("Survey"),
    market_sizing: t("Market sizing"),
    desk_research: t("Desk research"),
    general: t("General"),
  };
}

export function domainNames(t: Translate): Readonly<Record<string, string>> {
  return {
    software: t("software"),
    construction: t("construction"),
    marketing: t("marketing"),
    event: t("event"),
    research: t("research"),
    other: t("general"),
  };
}

/** "kitchen_remodel" → "Kitchen remodel" (or its name in the reader's language); an unknown kind reads as its words. */
export function kindName(kind: string, t: Translate): string {
  const named = kindNames(t)[kind];
  if (named) return named;
  const words = kind.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
