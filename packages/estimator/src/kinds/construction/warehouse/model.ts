import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, newBuilding, rateFor } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { TYPICAL_WAREHOUSE_M2, WAREHOUSE_RATES } from "./reference.js";

/** A new warehouse or logistics building: a large, simple shell where the slab, the envelope and the yard dominate. */
export function warehousePlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 5_000);
  const spec = newBuilding(t, {
    what: t("a warehouse"),
    area,
    rate: rateFor(WAREHOUSE_RATES, brief.quality),
    elements: buildingElements(t, {
      substructure: 0.15,
      shell: 0.42,
      interiors: 0.04,
      services: 0.2,
      equipment: 0.05,
      sitework: 0.13,
      commissioning: 0.01,
    }),
    elementSource: "element shares after the RSMeans warehouse square-foot model (Uniformat II)",
    designFee: { feeClass: "industrial" },
    weeks: { planning: 16, design: 14, procurement: 8, handover: 3, constructionK: 135, minimumConstruction: 12 },
    typicalAreaM2: TYPICAL_WAREHOUSE_M2,
    plausibleAreaM2: { min: 200, max: 1_000_000 },
    risks: [
      {
        title: t("Poor ground under a large slab (soft soils, fill, groundwater)"),
        probability: 0.3,
        share: 0.05,
        delayWeeks: 4,
        mitigation: t(
          "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.",
        ),
      },
      {
        title: t("Grid connection or power capacity not available in time"),
        probability: 0.3,
        share: 0.03,
        delayWeeks: 12,
        mitigation: t(
          "Apply to the network operator at the start of design and agree the capacity and connection date in writing.",
        ),
      },
      {
        title: t("Racking, clear height or floor-flatness requirements change after design"),
        probability: 0.25,
        share: 0.03,
        delayWeeks: 3,
        mitigation: t("Fix the racking layout, clear height and slab flatness class with the operator before tender."),
      },
    ],
    questions: [
      t("What clear height and floor loading does the racking need?"),
      t("How many loading docks, and how much office space inside the building?"),
      t("Is the site level, and what is known about the ground?"),
      t("Is cold storage or an in-rack sprinkler system needed?"),
    ],
    assumptions: [
      t(
        "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
