import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding } from "../shared/building.js";
import { domesticRate } from "../shared/domestic.js";
import { constructionKindPlan } from "../shared/engine.js";
import { KITCHEN_BATH_DESIGN_FEE } from "../kitchen_remodel/reference.js";
import { BATHROOM_FIXED_SHARE, BATHROOM_JOBS } from "./reference.js";

/** A bathroom remodel: strip-out, waterproofing, tiling, sanitaryware and the pipes and wires behind them. */
export function bathroomRemodelPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 6);
  const spec = existingBuilding(t, {
    what: t("a bathroom remodel"),
    area,
    unit: t("m² of bathroom"),
    ...domesticRate(brief, t, BATHROOM_JOBS, area.m2, BATHROOM_FIXED_SHARE),
    elements: [
      { name: t("Strip-out and disposal"), share: 0.07 },
      { name: t("Waterproofing and tiling"), share: 0.28 },
      { name: t("Sanitaryware, vanity and fittings"), share: 0.3 },
      { name: t("Plumbing, ventilation and electrical work"), share: 0.22 },
      { name: t("Flooring, walls, lighting and finishes"), share: 0.13 },
    ],
    elementSource: "trade split after NKBA bathroom budget allocation guidance",
    designFee: KITCHEN_BATH_DESIGN_FEE,
    weeks: { planning: 2, design: 2, procurement: 3, handover: 1, constructionK: 75, minimumConstruction: 1.5 },
    typicalAreaM2: 6,
    plausibleAreaM2: { min: 1.5, max: 60 },
    risks: [
      {
        title: t("Water damage or rot under the floor and behind the walls"),
        probability: 0.4,
        share: 0.1,
        delayWeeks: 1,
        mitigation: t("Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs."),
      },
      {
        title: t("Waterproofing fails its flood test and must be redone"),
        probability: 0.1,
        share: 0.05,
        delayWeeks: 1,
        mitigation: t("Flood-test the waterproofing before tiling and have it inspected."),
      },
    ],
    questions: [
      t("Does the layout change (toilet or shower moved)?"),
      t("A bathtub, a walk-in shower or both?"),
      t("Which range of tiles and fittings: basic, mid-range or premium?"),
      t("Is there any known leak or water damage?"),
    ],
    assumptions: [
      t(
        "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.",
      ),
    ],
    ownerProjectManager: false,
    publicClient: false,
  });
  return constructionKindPlan(brief, spec);
}
