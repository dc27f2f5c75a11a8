import { z } from "zod";

const count = (max: number) => z.number().positive().max(max);

/** What a client may say they provide or buy themselves, so a kind's line for it is not priced. */
export const PROVIDED_ITEMS = ["venue", "accommodation", "catering", "licences"] as const;
export type ProvidedItem = (typeof PROVIDED_ITEMS)[number];

/** The one-off creative deliverables a production prices (films, animation, photos, episodes, identity pieces). */
export const CREATIVE_ITEMS = [
  "film",
  "animation",
  "cutdowns",
  "photos",
  "lifestyle_shoot",
  "headshots",
  "episodes",
  "naming",
  "identity",
  "guidelines",
  "templates",
  "packaging",
  "signage",
  "vehicle_wrap",
] as const;
export type CreativeItem = (typeof CREATIVE_ITEMS)[number];

/**
 * What the request says beyond its quantities that a kind prices with: read once by the reader, with
 * each value's words and confidence under `fields["details.<name>"]`. A kind prices from these and
 * never reads the request text again; a detail absent is one the request did not state.
 */
export const briefDetailsSchema = z.object({
  // Research
  /** Who the study talks to, when the request names specialists or professionals (else consumers). */
  audience: z.enum(["professional", "specialist"]).optional(),
  /** Sessions held in person (in-home, on site, a lab) rather than remotely. */
  in_person: z.boolean().optional(),
  /** A stated session or questionnaire length in minutes. */
  session_minutes: count(180).optional(),
  /** Stated counts of interviews and of survey respondents, when a study names both kinds of units. */
  interviews: count(1_000_000).optional(),
  respondents: count(1_000_000).optional(),
  /** Markets a sizing covers: stated or the countries named. */
  markets: count(1_000).optional(),
  /** The request asks for expert interviews. */
  expert_calls: z.boolean().optional(),
  /** A stated number of sources to review ("50 papers"). */
  sources: count(100_000).optional(),
  /** Research methods the request's words name, and the units it counts each in ("20 interviews"). */
  methods_named: z.array(z.string().max(40)).max(10).optional(),
  method_units: z.record(z.string().max(40), count(1e9)).optional(),
  /** An incentive or honorarium the request states for each participant ("honoraria of $150 per complete"). */
  incentive: z.object({ amount: count(1e6), currency: z.string().length(3) }).optional(),
  // Events
  /** Nights stated with a count ("2 noites"). */
  stated_nights: count(60).optional(),
  /** The request asks for rooms (accommodation, a hotel, nights). */
  stays_overnight: z.boolean().optional(),
  /** Every meal while the group stays (full board, all-inclusive). */
  full_board: z.boolean().optional(),
  /** Held outdoors (a garden, a beach, open air). */
  outdoor: z.boolean().optional(),
  /** An evening function (a gala, a dinner, a party) and working sessions (a meeting, a workshop) named. */
  evening_function: z.boolean().optional(),
  working_sessions: z.boolean().optional(),
  /** The kind of event the words name, for the general event model's catering ("wedding", "gala", "festival"). */
  event_type: z.string().max(40).optional(),
  /** A private or internal event (a wedding, a team's), not one open to the public. */
  private_event: z.boolean().optional(),
  // Software: security and compliance
  /** What a security assessment tests, as the request names it. */
  security_targets: z
    .array(z.enum(["web_app", "api", "mobile_app", "external", "internal", "cloud"]))
    .max(6)
    .optional(),
  /** A vulnerability assessment (scanning with verification) rather than a penetration test. */
  vulnerability_scan: z.boolean().optional(),
  /** The request asks for a retest of the findings once fixed, and for an attestation letter. */
  retest: z.boolean().optional(),
  attestation: z.boolean().optional(),
  /** Security and privacy frameworks a compliance programme works towards, as named. */
  frameworks: z
    .array(
      z.enum([
        "iso27001",
        "soc2_type1",
        "soc2_type2",
        "nis2",
        "pci_dss",
        "hipaa",
        "gdpr",
        "ens",
        "cyber_essentials",
        "cyber_essentials_plus",
      ]),
    )
    .max(10)
    .optional(),
  /** The request asks for the external audit or certification itself, not only readiness for it. */
  certification_audit: z.boolean().optional(),
  /** The request asks for a consultant beside the organisation at the external audit. */
  audit_accompaniment: z.boolean().optional(),
  /** The request asks for a compliance automation tool (a GRC platform subscription). */
  compliance_tool: z.boolean().optional(),
  // Marketing
  /** Channels the request's words name (the channel benchmarks' keys). */
  channels_named: z.array(z.string().max(40)).max(20).optional(),
  /** The creators' platform when the request names TikTok or YouTube (else Instagram). */
  creator_platform: z.enum(["tiktok", "youtube"]).optional(),
  /** A stated follower count of the creators (a band at its geometric middle). */
  followers: z.number().nonnegative().max(1e10).optional(),
  /** A follower tier the request names ("micro-influencers"). */
  creator_tier: z.enum(["nano", "micro", "mid", "macro", "mega"]).optional(),
  /** Stated counts of recurring pieces (articles, videos, press releases, creators...), and whether "a month". */
  pieces: z
    .record(z.string().max(40), z.object({ count: z.number().nonnegative().max(1_000_000), monthly: z.boolean() }))
    .optional(),
  /** Content pieces the request asks for without a count. */
  pieces_named: z.array(z.string().max(40)).max(20).optional(),
  /**
   * One-off creative deliverables the request names, each with a stated count (1 when none is stated) and,
   * for films, animations, cut-downs and episodes, a stated length in seconds; photos counted by product carry
   * the images of each (`per_item`, the stated angles; 1 for a count of images), and a series filmed on camera is `video`.
   */
  creative: z
    .partialRecord(
      z.enum(CREATIVE_ITEMS),
      z.object({
        count: count(100_000),
        seconds: count(36_000).optional(),
        per_item: count(100).optional(),
        video: z.boolean().optional(),
      }),
    )
    .optional(),
  /** The request asks for pieces on a cadence ("2 episodes a month", "weekly reels"): ongoing work, not a one-off. */
  recurring: z.boolean().optional(),
  /** Stated shoot or filming days. */
  shoot_days: count(100).optional(),
  /** Languages the request asks voice-over and subtitles in (the original language included for voice-over). */
  voice_languages: count(30).optional(),
  subtitle_languages: count(30).optional(),
  /** Extras the request asks for: aerial (drone) footage, licensed music, models or talent on camera. */
  drone: z.boolean().optional(),
  music_licence: z.boolean().optional(),
  talent: count(100).optional(),
  /** A stated article length in words. */
  article_words: count(100_000).optional(),
  /** How wide the press or the search targeted is: local (or trade) or national and wider. */
  media_reach: z.enum(["local", "national"]).optional(),
  search_scope: z.enum(["local", "national"]).optional(),
  /** Every amount the request states: on one channel, media, per month, with its words. */
  money: z
    .array(
      z.object({
        amount: z.number().nonnegative().max(1e15),
        currency: z.string().max(8),
        per_month: z.boolean(),
        channel: z.string().max(40).optional(),
        media: z.boolean(),
        words: z.string().max(200),
      }),
    )
    .max(40)
    .optional(),
  // Construction
  /** The request asks a contractor for a price for the works ("a quote", "Angebot", "devis", "preventivo"). */
  quote_requested: z.boolean().optional(),
  /** The request asks for the design too ("please include design", "architect", "drawings aren't done"). */
  design_asked: z.boolean().optional(),
  /** A date the request names for the work or its launch ("in September", "by 1 October"), as written. */
  stated_date: z.string().max(60).optional(),
  // Any domain
  /** What the request says the client provides or buys themselves ("the venue is already booked", "we buy the licences"). */
  provided_by_client: z.array(z.enum(PROVIDED_ITEMS)).max(PROVIDED_ITEMS.length).optional(),
});
export type BriefDetails = z.infer<typeof briefDetailsSchema>;
