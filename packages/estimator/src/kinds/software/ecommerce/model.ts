import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { CLOUD, HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import { namedSystems } from "../shared/quantities.js";
import {
  DEFAULT_CONTENT_PAGES,
  DEFAULT_PRODUCTS,
  MANUAL_PRODUCTS,
  PLATFORM_PLANS,
  type PlatformPlan,
  STORE_HOURS,
} from "./reference.js";

const SELF_HOSTED = /\b(?:woocommerce|shopware|magento|prestashop|opencart|medusa)\b/i;
const PLATFORMS = new Set(["Shopify", "WooCommerce", "Magento", "Shopware"]);
const PAYMENT = new Set(["Stripe", "Adyen", "PayPal"]);
const WORDS = {
  replatform:
    /\b(?:replatform\w*|migrat\w*|move (?:from|off)|moving from|switch\w* from|from magento|from woocommerce|umzug|migrar|migrer|migra[çc][ãa]o)\b/iu,
  subscriptions: /\b(?:subscri\w*|suscrip\w*|abonnement\w*|abo|assinatura\w*)\b/iu,
  international:
    /\b(?:multi-?currency|international\w*|worldwide|cross-border|multi-?moneda|internacional\w*|weltweit\w*|mondial\w*|multidevises?)\b/iu,
  b2b: /\b(?:b2b|wholesale|customer-specific prices?|mayorista\w*|gro[ßs]handel\w*|grossiste\w*|atacad\w*)\b/iu,
  headless: /\b(?:headless|hydrogen|next\.?js)\b/iu,
  plus: /\bshopify plus\b/i,
} as const;

export interface StoreScope {
  products: number;
  productsStated: boolean;
  integrations: string[];
  replatform: boolean;
  subscriptions: boolean;
  international: boolean;
  b2b: boolean;
  headless: boolean;
  selfHosted: boolean;
  plan: PlatformPlan;
}

export function storeScope(brief: Brief): StoreScope {
  const text = brief.summary;
  const stated = brief.quantities.products;
  const products = Math.round(stated ?? DEFAULT_PRODUCTS);
  const integrations = namedSystems(text).filter(
    (s) => !PLATFORMS.has(s) && !PAYMENT.has(s) && s !== "Excel" && s !== "Google Sheets",
  );
  const scope = {
    products,
    productsStated: stated !== undefined,
    integrations,
    replatform: WORDS.replatform.test(text),
    subscriptions: WORDS.subscriptions.test(text),
    international: WORDS.international.test(text) || brief.features.includes("i18n"),
    b2b: WORDS.b2b.test(text),
    headless: WORDS.headless.test(text),
    selfHosted: SELF_HOSTED.test(text) && !/\bshopify\b/i.test(text.replace(/\bfrom \w+ to shopify/i, "")),
  };
  const plan: PlatformPlan =
    WORDS.plus.test(text) || scope.headless || (scope.b2b && integrations.length > 0) || products > 10_000
      ? "plus"
      : products > 1000 || scope.international || scope.b2b
        ? "advanced"
        : products > 100 || scope.subscriptions
          ? "grow"
          : "basic";
  return { ...scope, plan };
}

/** An online store's labour on a hosted platform: design, configuration, theme, products, integrations, testing. */
export function storeLabour(scope: StoreScope, t: Translate): LabourPlan {
  const h = STORE_HOURS;
  const manual = Math.min(scope.products, MANUAL_PRODUCTS);
  const bulk = Math.max(0, scope.products - MANUAL_PRODUCTS);
  const extras: LabourTask[] = [
    ...scope.integrations.map((system) => ({
      name: t("Integration with {{system}}", { system }),
      role: "software_engineer" as const,
      hours: h.integration.value,
    })),
    ...(scope.replatform
      ? [
          {
            name: t("Migration from the current platform (products, customers, orders, redirects)"),
            role: "web_developer" as const,
            hours: h.replatform.value + (h.replatformPerThousand.value * scope.products) / 1000,
          },
        ]
      : []),
    ...(scope.subscriptions
      ? [{ name: t("Subscriptions"), role: "web_developer" as const, hours: h.subscriptions.value }]
      : []),
    ...(scope.international
      ? [
          {
            name: t("Multi-currency and international selling"),
            role: "web_developer" as const,
            hours: h.international.value,
          },
        ]
      : []),
    ...(scope.b2b
      ? [{ name: t("B2B prices and company accounts"), role: "software_engineer" as const, hours: h.b2b.value }]
      : []),
    ...(scope.headless
      ? [{ name: t("Headless storefront"), role: "software_engineer" as const, hours: h.headless.value }]
      : []),
  ];
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Discovery and design"),
        share: 0.3,
        tasks: [
          {
            name: t("Discovery: catalogue, shipping, taxes and payments"),
            role: "project_manager",
            hours: h.discovery.value,
          },
          { name: t("Store design (home, collection, product, cart)"), role: "designer", hours: h.design.value },
        ],
      },
      {
        name: t("Build and catalogue"),
        share: 0.5,
        tasks: [
          {
            name: t("Platform configuration (payments, shipping, taxes, checkout)"),
            role: "web_developer",
            hours: h.platformSetup.value,
          },
          { name: t("Theme build and customisation"), role: "web_developer", hours: h.theme.value },
          {
            name: t("Content pages ({{n}})", { n: DEFAULT_CONTENT_PAGES }),
            role: "web_developer",
            hours: h.contentPage.value * DEFAULT_CONTENT_PAGES,
          },
          {
            name: t("Product catalogue ({{n}} products)", { n: formatNumber(scope.products) }),
            role: "web_developer",
            hours: h.productManual.value * manual + h.productBulk.value * bulk,
          },
          ...extras,
        ],
      },
      {
        name: t("Testing and launch"),
        share: 0.2,
        tasks: [
          {
            name: t("Store testing (checkout, payments, emails, devices)"),
            role: "qa_engineer",
            hours: h.qa.value + (scope.integrations.length * h.integration.value) / 5,
          },
          { name: t("Launch, analytics and handover"), role: "web_developer", hours: h.launch.value },
        ],
      },
    ],
  };
}

function storeRunningCosts(brief: Brief, scope: StoreScope, t: Translate): PlanTask[] {
  if (scope.selfHosted)
    return [
      priceLine(
        brief,
        t("Store hosting, two application instances (first year)"),
        2 * 12 * HOURS_PER_MONTH,
        t("hour"),
        CLOUD.instanceHour,
      ),
    ];
  const names: Record<PlatformPlan, string> = { basic: "Basic", grow: "Grow", advanced: "Advanced", plus: "Plus" };
  return [
    priceLine(
      brief,
      t("Commerce platform subscription, {{plan}} plan (first year)", { plan: names[scope.plan] }),
      12,
      t("month"),
      PLATFORM_PLANS[scope.plan],
      1,
      1.05,
    ),
  ];
}

function storeRisks(scope: StoreScope, t: Translate, baseCost: number, weeks: number): PlanRisk[] {
  const risks: PlanRisk[] = [
    {
      title: t("Product data (texts, photos, variants, prices) arrives late or incomplete"),
      probability: 0.5,
      impact: baseCost * 0.08,
      delayWeeks: Math.max(0.5, weeks * 0.15),
      mitigation: t("Agree a product spreadsheet template at kick-off and import a first batch in week one."),
    },
    {
      title: t("Payment, tax or shipping rules need more set-up than planned"),
      probability: 0.25,
      impact: baseCost * 0.04,
      delayWeeks: 0.5,
      mitigation: t("Confirm the payment provider, tax registrations and shipping zones before the build."),
    },
  ];
  if (scope.integrations.length > 0)
    risks.push({
      title: t("Stock or order sync with other systems misbehaves"),
      probability: 0.3,
      impact: baseCost * 0.08,
      delayWeeks: 1,
      mitigation: t(
        "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.",
      ),
    });
  if (scope.replatform)
    risks.push({
      title: t("Search rankings drop after the move"),
      probability: 0.3,
      impact: baseCost * 0.03,
      delayWeeks: 0,
      mitigation: t("Redirect every old URL and watch search console errors for a month after launch."),
    });
  return risks;
}

export function ecommerceSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const scope = storeScope(brief);
  return {
    brief,
    t,
    labour: storeLabour(scope, t),
    nonLabour: storeRunningCosts(brief, scope, t),
    risks: ({ baseCost, weeks }) => storeRisks(scope, t, baseCost, weeks),
    questions: [
      ...(scope.productsStated ? [] : [t("How many products (and variants) will the store sell?")]),
      t("Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?"),
      t("Which countries do you ship to, and which payment methods are needed?"),
      ...(scope.integrations.length > 0
        ? []
        : [t("Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?")]),
      t("Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included."),
    ],
    method: t(
      "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.",
      {
        manual: STORE_HOURS.productManual.value,
        first: MANUAL_PRODUCTS,
        bulk: STORE_HOURS.productBulk.value,
        integration: STORE_HOURS.integration.value,
      },
    ),
    scope: t("An online store with {{n}} products on {{platform}}{{systems}}.", {
      n: formatNumber(scope.products, 0, brief.language),
      platform: scope.selfHosted
        ? t("a self-hosted commerce platform")
        : t("a hosted commerce platform (Shopify class)"),
      systems: scope.integrations.length ? ` (${scope.integrations.join(", ")})` : "",
    }),
    assumptions: [
      scope.productsStated
        ? t("The product count is as stated.")
        : t("{{n}} products are assumed: the request gave no count.", { n: scope.products }),
      t(
        "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.",
      ),
      t("The client provides product data and photos; product photography and copywriting are not included."),
    ],
    metrics: {
      products: scope.products,
      integrations: scope.integrations.length,
      platform_plan: scope.selfHosted ? "self-hosted" : scope.plan,
    },
  };
}
