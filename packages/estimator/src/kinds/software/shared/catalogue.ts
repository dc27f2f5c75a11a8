/**
 * Feature catalogue for software sizing, in unadjusted function points (IFPUG-style
 * counts for a typical implementation of each capability).
 */
export interface CatalogueFeature {
  key: string;
  label: string;
  fp: number;
  keywords: RegExp;
  /**
   * Hours to add this capability to a content website with an off-the-shelf CMS, plugin or platform
   * (WordPress, Webflow, Shopify class). Capabilities without it need a custom application.
   */
  siteHours?: number;
}

export const SOFTWARE_FEATURES: CatalogueFeature[] = [
  {
    key: "auth",
    label: "Sign-up, sign-in and accounts",
    fp: 18,
    keywords: /\b(log-?in|sign[- ]?(up|in)|auth\w*|accounts?|sso|single sign-on|registration)\b/i,
  },
  {
    key: "profiles",
    label: "User profiles and settings",
    fp: 10,
    keywords: /\b(profiles?|user settings|preferences)\b/i,
  },
  {
    key: "payments",
    label: "Payments and billing",
    fp: 30,
    keywords: /\b(payments?|checkout|stripe|paypal|billing|subscriptions?|invoic\w+|wallet)\b/i,
    siteHours: 12,
  },
  { key: "chat", label: "Real-time chat and messaging", fp: 35, keywords: /\b(chat|messag\w+|real-?time|inbox)\b/i },
  {
    key: "notifications",
    label: "Push and email notifications",
    fp: 14,
    keywords: /\b(notifications?|push|alerts?|reminders?)\b/i,
    siteHours: 6,
  },
  { key: "search", label: "Search and filters", fp: 16, keywords: /\b(search|filters?|filtering)\b/i, siteHours: 12 },
  {
    key: "admin",
    label: "Admin panel and back office",
    fp: 28,
    keywords: /\b(admin\w*|back[- ]?office|cms|content management|moderation)\b/i,
    siteHours: 16,
  },
  {
    key: "analytics",
    label: "Analytics and reporting",
    fp: 24,
    keywords: /\b(analytics|reports?|reporting|dashboards?|kpis?|metrics)\b/i,
    siteHours: 6,
  },
  {
    key: "files",
    label: "File and media uploads",
    fp: 14,
    keywords: /\b(uploads?|file sharing|attachments?|photos?|images?|media library)\b/i,
    siteHours: 8,
  },
  {
    key: "maps",
    label: "Maps and geolocation",
    fp: 22,
    keywords: /\b(maps?|geo\w*|gps|location tracking|tracking|delivery tracking)\b/i,
    siteHours: 4,
  },
  {
    key: "booking",
    label: "Booking and scheduling",
    fp: 26,
    keywords: /\b(booking|bookings|scheduling|appointments?|calendar|reservations?)\b/i,
    siteHours: 16,
  },
  {
    key: "commerce",
    label: "Catalogue, cart and orders",
    fp: 40,
    keywords:
      /\b(e-?commerce|online (store|shop)|web ?shop|shopping|cart|catalog(ue)?|products?|orders?|inventory|marketplace)\b/i,
    siteHours: 60,
  },
  {
    key: "social",
    label: "Social feed, comments and follows",
    fp: 30,
    keywords: /\b(social|feed|likes?|comments?|followers?|community|forum)\b/i,
  },
  {
    key: "video",
    label: "Video streaming and calls",
    fp: 40,
    keywords: /\b(video|streaming|live ?stream|video calls?|webrtc)\b/i,
  },
  {
    key: "integrations",
    label: "Third-party integrations and API",
    fp: 24,
    keywords: /\b(integrations?|api|crm|erp|salesforce|hubspot|webhooks?|third[- ]party)\b/i,
  },
  { key: "offline", label: "Offline mode and sync", fp: 20, keywords: /\b(offline|sync\w*)\b/i },
  {
    key: "i18n",
    label: "Multiple languages",
    fp: 10,
    keywords: /\b(multi-?lingual|multi-?language|languages|locali[sz]ation|translations?|i18n)\b/i,
    siteHours: 24,
  },
  {
    key: "ai",
    label: "AI features (recommendations, assistant)",
    fp: 45,
    keywords: /\b(ai|machine learning|ml|recommendations?|chatbot|llm|gpt|personali[sz]ation)\b/i,
  },
  {
    key: "security",
    label: "Security and compliance (2FA, audit, GDPR/HIPAA)",
    fp: 16,
    keywords: /\b(2fa|two[- ]factor|mfa|audit logs?|gdpr|hipaa|pci|soc ?2|encryption|compliance)\b/i,
    siteHours: 8,
  },
  { key: "reviews", label: "Reviews and ratings", fp: 12, keywords: /\b(reviews?|ratings?)\b/i, siteHours: 8 },
  {
    key: "loyalty",
    label: "Loyalty and rewards",
    fp: 16,
    keywords: /\b(loyalty|rewards?|points|referrals?|coupons?|vouchers?)\b/i,
  },
  {
    key: "iot",
    label: "Device and IoT connectivity",
    fp: 35,
    keywords: /\b(iot|bluetooth|ble|smart devices?|connected devices?|sensors?|hardware|wearables?)\b/i,
  },
];

/** The application skeleton every product needs: setup, navigation, data model, API, deployment. */
export const CORE_FP = 30;
/** Source lines per function point for TypeScript/Java-class languages (backfiring tables). */
export const SLOC_PER_FP = 50;
/** A content page of a website. */
export const FP_PER_PAGE = 3;

export function featuresIn(text: string): CatalogueFeature[] {
  return SOFTWARE_FEATURES.filter((f) => f.keywords.test(text));
}

export function catalogueFeature(name: string): CatalogueFeature | undefined {
  return SOFTWARE_FEATURES.find(
    (f) => f.key === name || f.label.toLowerCase() === name.toLowerCase() || f.keywords.test(name),
  );
}
