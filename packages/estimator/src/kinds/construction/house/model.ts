import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, heightAdjustment, newBuilding, rateFor } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { DOMESTIC_DESIGN_FEE, HOUSE_RATES, TYPICAL_HOUSE_M2 } from "./reference.js";

/** A new detached or semi-detached house for one household. */
export function housePlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, TYPICAL_HOUSE_M2);
  const spec = newBuilding(t, {
    what: t("a new house"),
    area,
    rate: rateFor(HOUSE_RATES, brief.quality),
    // A third storey needs more structure and access; a bungalow has more roof and foundation per m².
    extraAdjustments: heightAdjustment(t, brief.quantities.floors, [
      [1, 1.05],
      [2, 1],
      [3, 1.05],
    ]),
    elements: buildingElements(t, {
      substructure: 0.11,
      shell: 0.3,
      interiors: 0.25,
      services: 0.21,
      equipment: 0.05,
      sitework: 0.07,
      commissioning: 0.01,
    }),
    elementSource: "stages of construction in NAHB Cost of Constructing a Home 2024, regrouped by Uniformat II",
    designFee: DOMESTIC_DESIGN_FEE,
    weeks: { planning: 8, design: 10, procurement: 4, handover: 2, constructionK: 260, minimumConstruction: 12 },
    typicalAreaM2: TYPICAL_HOUSE_M2,
    plausibleAreaM2: { min: 30, max: 2_500 },
    risks: [
      {
        title: t("Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)"),
        probability: 0.25,
        share: 0.04,
        delayWeeks: 3,
        mitigation: t("Commission a soil investigation and trial pits before the foundations are designed."),
      },
      {
        title: t("Specification upgrades chosen during construction"),
        probability: 0.4,
        share: 0.04,
        delayWeeks: 2,
        mitigation: t(
          "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.",
        ),
      },
      {
        title: t("Utility connections (water, sewer, power) cost more or take longer than planned"),
        probability: 0.25,
        share: 0.015,
        delayWeeks: 4,
        mitigation: t("Ask the utilities for connection quotes and dates during design."),
      },
    ],
    questions: [
      ...(brief.quantities.floors === undefined ? [t("How many storeys, and is there a basement or garage?")] : []),
      t("What is known about the ground (soil survey, slope, groundwater)?"),
      t("Which specification: builder grade, mid-range or custom?"),
      t("Are water, sewer and power already at the plot boundary?"),
    ],
    assumptions: [
      t(
        "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.",
      ),
    ],
    ownerProjectManager: false,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
