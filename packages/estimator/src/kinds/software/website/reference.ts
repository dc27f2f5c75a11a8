import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

/** Hours of the per-page model: the first TEMPLATE_PAGES pages are designed and built, later pages reuse their templates. */
export const SITE_HOURS = {
  discovery: norm(6, "website discovery, sitemap and content plan, hours"),
  visualDirection: norm(10, "website visual direction (moodboard, style guide), hours"),
  setup: norm(10, "CMS or site-builder set-up, theme and hosting, hours"),
  designPerPage: norm(5, "design of each page template, hours"),
  buildPerPage: norm(7, "build of each designed page, hours"),
  contentPerPage: norm(2, "content entry, images and SEO basics per page, hours"),
  buildPerExtraPage: norm(1, "build of each further page on an existing template, hours"),
  qa: norm(6, "cross-browser and device testing of a site, hours"),
  qaPerPage: norm(0.5, "testing per page, hours"),
  launch: norm(4, "launch, analytics and handover, hours"),
  redirectPerPage: norm(0.25, "mapping each old page to a redirect when a site moves, hours"),
} as const;

export const TEMPLATE_PAGES = 10;
export const DEFAULT_PAGES = 5;
/** A long-form landing page has the sections of about two ordinary pages. */
export const LANDING_PAGE_WEIGHT = 2;

export const SITE_PRICES = {
  webflowCms: listPrice(23, "Webflow CMS site plan, per month billed yearly", 2024),
  wordpressBusiness: listPrice(25, "WordPress.com Business plan, per month billed yearly", 2024),
} as const;
