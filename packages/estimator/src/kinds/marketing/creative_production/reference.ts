import { cited } from "../../../reference/cited.js";

/**
 * Production norms of one-off creative work: hours by role per deliverable (the studio's planning
 * figures, stated in the method as the model's own) and the few bought-in items a production pays for,
 * in USD at a US-average location. The published figures the hours are checked against are cited.
 */
export const FILM = {
  /** Concept, script, storyboard and shoot planning: a base per film and more per shoot day. */
  preproductionHours: 14,
  preproductionPerShootDay: 10,
  /** Director-camera, second camera or sound, and a gaffer or assistant, on a 10-hour day. */
  crewPerShootDay: 3,
  hoursPerShootDay: 10,
  /** Edit, two rounds of changes, colour grade, sound mix and titles: a base and more per finished minute. */
  editHours: 10,
  editPerMinute: 8,
  defaultSeconds: 120,
  /** Shoot days of a film whose days are not stated. */
  defaultShootDays: 1,
} as const;

export const ANIMATION = {
  scriptHours: 6,
  storyboardHours: 6,
  storyboardPerSecond: 0.1,
  illustrationHours: 12,
  /** Illustration-led 2D animation, per finished second. */
  animationPerSecond: 0.6,
  soundHours: 4,
  defaultSeconds: 90,
} as const;

export const CUTDOWN = { hours: 3, perSecond: 0.05, defaultSeconds: 20 } as const;

export const PHOTO = {
  /** White-background packshots of similar products a studio day turns out (photographer and assistant, one set-up). */
  packshotsPerStudioDay: 100,
  studioCrewHours: 16,
  retouchHoursPerImage: 0.17,
  /** Images of each product when the request does not state its angles. */
  defaultAngles: 3,
  lifestylePlanningHours: 6,
  lifestyleCrewHours: 20,
  headshotSetupHours: 4,
  headshotHoursPerPerson: 0.75,
} as const;

export const EPISODE = {
  prepHours: 2,
  recordingHours: 2.5,
  /** Audio edit per 30 minutes of finished episode; a video episode needs about twice that. */
  editPer30Minutes: 2,
  videoEditFactor: 2,
  showNotesHours: 1,
  publishingHours: 0.5,
  defaultSeconds: 1800,
  formatHours: 8,
  coverArtHours: 8,
  feedSetupHours: 3,
} as const;

export const IDENTITY = {
  discoveryHours: 24,
  namingHours: 48,
  trademarkScreeningHours: 6,
  identityDesignHours: 80,
  identityStrategyHours: 10,
  guidelinesDesignHours: 32,
  guidelinesCopyHours: 4,
  templateHours: 5,
  /** Templates in a set the request does not count. */
  defaultTemplates: 4,
  firstPackagingHours: 20,
  furtherPackagingHours: 8,
  artworkHoursPerPackaging: 3,
  signageHours: 16,
  vehicleWrapHours: 10,
} as const;

/** Bought-in items, USD. */
export const BOUGHT_IN = {
  equipmentPerShootDay: cited(
    750,
    "Model norm: a cinema camera with lenses, lights and sound kit at rental houses' day rates",
    2025,
  ),
  drone: cited(600, "Model norm: a licensed drone pilot's half day with the flight permit", 2025),
  voiceOver: cited(
    450,
    "Global Voice Acting Academy (GVAA) Rate Guide: non-broadcast corporate narration, up to about 3 finished minutes",
    2024,
  ),
  musicLicence: cited(250, "Model norm: a stock-music library's single-track business licence", 2025),
  talentPerDay: cited(500, "Model norm: a model's or actor's day fee for non-broadcast use", 2025),
  studioPerDay: cited(500, "Model norm: a photo studio with a white cyclorama, per day", 2025),
  locationPerDay: cited(400, "Model norm: a location fee for a day's shoot", 2025),
  jingle: cited(600, "Model norm: a short custom podcast jingle with its licence", 2025),
} as const;

/** Published prices the hours above are checked against (the kind's tests cite them too). */
export const PUBLISHED = {
  corporateVideo: cited(
    { low: 5_000, high: 25_000 },
    "Sortlist, How much does a corporate video cost? (a 1–3 minute company video from an agency)",
    2024,
  ),
  explainer: cited(
    { low: 8_000, high: 25_000 },
    "Wyzowl, How much does an explainer video cost? (a 60–90 second custom 2D explainer from a studio)",
    2024,
  ),
  brandIdentity: cited(
    { low: 10_000, high: 50_000 },
    "Clutch, branding agencies directory: most common project size of a logo and visual identity with guidelines",
    2024,
  ),
} as const;

/** Weeks of each part of a production (the studio's schedule norms). */
export const WEEKS = {
  filmPreproduction: 2,
  shootDaysPerWeek: 4,
  filmPostBase: 2,
  filmPostPerMinute: 0.5,
  animationScript: 2,
  animationSecondsPerWeek: 30,
  photoPrep: 1,
  studioDaysPerWeek: 5,
  retouch: 1,
  seriesSetup: 2,
  episodesPerWeek: 1,
  identityDiscovery: 2,
  naming: 3,
  identityDesign: 5,
  guidelines: 2,
  applications: 2,
  packagingPerWeek: 6,
} as const;
