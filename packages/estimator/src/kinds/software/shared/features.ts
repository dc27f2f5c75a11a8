import type { Translate } from "@scopewise/i18n";
import type { CatalogueFeature } from "./catalogue.js";

/** A catalogue capability's name in the brief's language. */
export function featureLabel(t: Translate, feature: CatalogueFeature): string {
  const labels: Record<string, string> = {
    auth: t("Sign-up, sign-in and accounts"),
    profiles: t("User profiles and settings"),
    payments: t("Payments and billing"),
    chat: t("Real-time chat and messaging"),
    notifications: t("Push and email notifications"),
    search: t("Search and filters"),
    admin: t("Admin panel and back office"),
    analytics: t("Analytics and reporting"),
    files: t("File and media uploads"),
    maps: t("Maps and geolocation"),
    booking: t("Booking and scheduling"),
    commerce: t("Catalogue, cart and orders"),
    social: t("Social feed, comments and follows"),
    video: t("Video streaming and calls"),
    integrations: t("Third-party integrations and API"),
    offline: t("Offline mode and sync"),
    i18n: t("Multiple languages"),
    ai: t("AI features (recommendations, assistant)"),
    security: t("Security and compliance (2FA, audit, GDPR/HIPAA)"),
    reviews: t("Reviews and ratings"),
    loyalty: t("Loyalty and rewards"),
    iot: t("Device and IoT connectivity"),
  };
  return labels[feature.key] ?? feature.label;
}
