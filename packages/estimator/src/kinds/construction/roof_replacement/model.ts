import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding } from "../shared/building.js";
import { domesticRate } from "../shared/domestic.js";
import { constructionKindPlan } from "../shared/engine.js";
import { ROOF_FIXED_SHARE, ROOF_JOBS, ROOF_SURVEY_FEE } from "./reference.js";

/** A roof replacement: tear-off, deck repairs, new covering, flashings and gutters, weather permitting. */
export function roofReplacementPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 180);
  const spec = existingBuilding(t, {
    what: t("a roof replacement"),
    area,
    unit: t("m² of roof"),
    ...domesticRate(brief, t, ROOF_JOBS, area.m2, ROOF_FIXED_SHARE),
    elements: [
      { name: t("Tear-off and disposal of the old roofing"), share: 0.12 },
      { name: t("Deck repairs and underlayment"), share: 0.13 },
      { name: t("Roof covering"), share: 0.5 },
      { name: t("Flashings, gutters and ventilation"), share: 0.15 },
      { name: t("Scaffolding, access and weather protection"), share: 0.1 },
    ],
    elementSource: "trade split of a roofing job (covering about half, a stated assumption)",
    designFee: ROOF_SURVEY_FEE,
    // Like for like: no planning or design stage (the roofer's survey is part of the quote); quotes, then the roofers start.
    weeks: { planning: 0, design: 0, procurement: 1.5, handover: 0.5, constructionK: 30, minimumConstruction: 0.6 },
    typicalAreaM2: 180,
    plausibleAreaM2: { min: 10, max: 200_000 },
    risks: [
      {
        title: t("Rotten decking or rafters found after the tear-off"),
        probability: 0.35,
        share: 0.1,
        delayWeeks: 1,
        mitigation: t("Agree a unit rate for deck replacement per m² in the contract before work starts."),
      },
      {
        title: t("Rain or wind stops work with the roof open"),
        probability: 0.4,
        share: 0.02,
        delayWeeks: 1,
        mitigation: t("Strip only what can be made watertight the same day and keep temporary covers on site."),
      },
    ],
    questions: [
      t("Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?"),
      t("What is the pitch, and how many layers of old roofing are there?"),
      t("Is the stated area the roof surface or the floor area of the house?"),
      t("Are gutters, insulation or roof windows included?"),
    ],
    assumptions: [
      t(
        "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).",
      ),
    ],
    ownerProjectManager: false,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
