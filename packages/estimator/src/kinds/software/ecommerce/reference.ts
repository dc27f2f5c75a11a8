import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

/** Hours of an online store on a hosted commerce platform. */
export const STORE_HOURS = {
  discovery: norm(8, "store discovery: catalogue structure, shipping, taxes and payments, hours"),
  design: norm(24, "store design: home, collection, product and cart templates, hours"),
  platformSetup: norm(16, "platform configuration: payments, shipping zones, taxes, checkout, notifications, hours"),
  theme: norm(40, "theme build and customisation on a commerce platform, hours"),
  contentPage: norm(3, "each content page of a store (about, FAQ, policies), hours"),
  productManual: norm(0.25, "each of the first products entered and checked by hand (variants, images, SEO), hours"),
  productBulk: norm(0.03, "each further product imported in bulk from a spreadsheet, hours"),
  integration: norm(40, "each connected system (ERP, warehouse, marketplace, POS) through an app or connector, hours"),
  replatform: norm(24, "moving a store from another platform: redirects, customers and order history, hours"),
  replatformPerThousand: norm(4, "moving each 1,000 products from another platform, hours"),
  subscriptions: norm(12, "subscriptions set-up, hours"),
  international: norm(16, "multi-currency and international selling, hours"),
  b2b: norm(40, "B2B price lists, customer-specific prices and company accounts, hours"),
  headless: norm(160, "a headless storefront (custom front end on the platform's API), hours"),
  qa: norm(16, "store testing (checkout, payments, emails, devices), hours"),
  launch: norm(8, "launch, analytics and handover, hours"),
} as const;

/** Products entered by hand before the rest are imported in bulk. */
export const MANUAL_PRODUCTS = 50;
export const DEFAULT_PRODUCTS = 50;
export const DEFAULT_CONTENT_PAGES = 5;

const SHOPIFY = "Shopify pricing, per month billed yearly";
export const PLATFORM_PLANS = {
  basic: listPrice(29, `${SHOPIFY}, Basic plan`, 2025),
  grow: listPrice(79, `${SHOPIFY}, Grow (Shopify) plan`, 2025),
  advanced: listPrice(299, `${SHOPIFY}, Advanced plan`, 2025),
  plus: listPrice(2300, "Shopify Plus pricing, per month on a three-year term", 2025),
} as const;

export type PlatformPlan = keyof typeof PLATFORM_PLANS;
