import { z } from "zod";

/**
 * The project types the reader tells apart inside each domain (the Brief's `kind`): pricing models,
 * questions and the corpus's labels use exactly these names.
 */
export const KINDS_BY_DOMAIN = {
  software: [
    "web_app",
    "mobile_app",
    "website",
    "ecommerce",
    "integration",
    "data_migration",
    "data_platform",
    "ml_feature",
    "automation_script",
    /** Penetration tests and vulnerability assessments of applications, APIs, networks and cloud accounts. */
    "security_assessment",
    /** Readiness and certification support for a security or privacy framework (ISO 27001, SOC 2, NIS2, PCI DSS...). */
    "compliance_programme",
  ],
  construction: [
    "house",
    "apartment_block",
    "office",
    "warehouse",
    "school",
    "hospital",
    "retail",
    "renovation",
    "kitchen_remodel",
    "bathroom_remodel",
    "roof_replacement",
    "energy_retrofit",
    "extension",
    "fit_out",
    /** Building and works types without a model of their own (car parks, solar arrays, pools, hotels...), priced from a general cost table. */
    "construction_works",
  ],
  marketing: [
    "paid_campaign",
    "seo_retainer",
    "content_marketing",
    "pr_campaign",
    "influencer_campaign",
    "product_launch",
    /** One-off creative work delivered once: films, animations, photo shoots, a finite podcast or video series, a brand identity or packaging. */
    "creative_production",
  ],
  event: ["conference", "wedding", "corporate_event", "trade_show_stand"],
  research: ["user_interviews", "survey", "market_sizing", "desk_research"],
  other: ["general"],
} as const;

export type Kind = (typeof KINDS_BY_DOMAIN)[keyof typeof KINDS_BY_DOMAIN][number];
export const ALL_KINDS: readonly Kind[] = Object.values(KINDS_BY_DOMAIN).flat();
export const kindSchema = z.enum(ALL_KINDS as [Kind, ...Kind[]]);

/** Languages the reader understands (ISO 639-1). */
export const READER_LANGUAGES = ["en", "es", "de", "fr", "pt", "it", "nl"] as const;

/** Where a Brief value came from: the words of the request, or "assumed"; and how sure the reader is (0..1). */
export const briefFieldSchema = z.object({
  value: z.unknown(),
  source: z.string().max(400),
  confidence: z.number().min(0).max(1),
});
export type BriefField = z.infer<typeof briefFieldSchema>;
