import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, heightAdjustment, newBuilding, rateFor } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { OFFICE_RATES, TYPICAL_OFFICE_M2 } from "./reference.js";

/** A new office building, shell and core with a landlord's (Category A) fit-out. */
export function officePlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 3_000);
  const spec = newBuilding(t, {
    what: t("an office building"),
    area,
    rate: rateFor(OFFICE_RATES, brief.quality),
    extraAdjustments: heightAdjustment(t, brief.quantities.floors, [
      [1, 0.95],
      [5, 1],
      [11, 1.07],
      [21, 1.18],
    ]),
    elements: buildingElements(t, {
      substructure: 0.07,
      shell: 0.35,
      interiors: 0.16,
      services: 0.32,
      equipment: 0.02,
      sitework: 0.07,
      commissioning: 0.01,
    }),
    elementSource: "element shares after the RSMeans office square-foot models (Uniformat II)",
    designFee: { feeClass: "commercial" },
    weeks: { planning: 20, design: 24, procurement: 12, handover: 4, constructionK: 220, minimumConstruction: 20 },
    typicalAreaM2: TYPICAL_OFFICE_M2,
    plausibleAreaM2: { min: 150, max: 500_000 },
    risks: [
      {
        title: t("Unforeseen ground conditions"),
        probability: 0.25,
        share: 0.03,
        delayWeeks: 3,
        mitigation: t("Commission a geotechnical investigation before the foundations are designed."),
      },
      {
        title: t("Tenant requirements change the services, floor loads or layout"),
        probability: 0.35,
        share: 0.04,
        delayWeeks: 4,
        mitigation: t("Fix a landlord's specification (Category A) and price tenant changes separately."),
      },
      {
        title: t("Long lead times for facade, lifts or switchgear"),
        probability: 0.3,
        share: 0.02,
        delayWeeks: 6,
        mitigation: t("Order long-lead packages early, with early works contracts if needed."),
      },
    ],
    questions: [
      t("Shell and core only, or fitted out (Category A or B)?"),
      ...(brief.quantities.floors === undefined ? [t("How many storeys, and is there basement parking?")] : []),
      t("Which sustainability certification is targeted (BREEAM, LEED, DGNB)?"),
      t("Are the tenants known, and do they need special floor loads or services?"),
    ],
    assumptions: [
      t(
        "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
