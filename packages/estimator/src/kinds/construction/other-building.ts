import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../core/plan.js";
import { cited } from "../../reference/cited.js";
import { areaOf, buildingElements, heightAdjustment, newBuilding } from "./shared/building.js";
import { constructionKindPlan } from "./shared/engine.js";

/**
 * Construction cost per m² of gross floor area for building types without a model of their own, US
 * average; also the words the reader recognises as building types.
 */
export const UNIT_RATES_USD: Record<string, number> = {
  office: 2800, residential: 2200, house: 1900, retail: 2000, warehouse: 1100, industrial: 1400,
  hospital: 4800, school: 3000, hotel: 3300, restaurant: 2600, "data center": 9000, other: 2400,
};
const RATES_SOURCE = "Scopewise reference rates for building types without a model of their own, US average";

/** A new building of a type with no kind model (hotel, restaurant, data centre, other), priced by the shared engine. */
export function otherBuildingPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const type = brief.building_type?.toLowerCase() ?? "other";
  const area = areaOf(brief, t, (brief.quantities.floors ?? 2) * 500);
  const spec = newBuilding(t, {
    what: t("a new building"),
    area,
    rate: cited(UNIT_RATES_USD[type] ?? UNIT_RATES_USD.other!, RATES_SOURCE, 2025),
    extraAdjustments: heightAdjustment(t, brief.quantities.floors, [[4, 1.05], [11, 1.12]]),
    elements: buildingElements(t, { substructure: 0.08, shell: 0.32, interiors: 0.2, services: 0.3, equipment: 0.03, sitework: 0.06, commissioning: 0.01 }),
    elementSource: "typical Uniformat II element shares of a multi-storey building (a stated assumption)",
    designFee: { feeClass: "commercial" },
    weeks: { planning: 20, design: 24, procurement: 12, handover: 4, constructionK: 240, minimumConstruction: 16 },
    typicalAreaM2: 5_000,
    plausibleAreaM2: { min: 50, max: 1_000_000 },
    risks: [
      { title: t("Unforeseen ground conditions"), probability: 0.25, share: 0.04, delayWeeks: 3, mitigation: t("Commission a geotechnical investigation before the foundations are designed.") },
      { title: t("Design development and scope growth"), probability: 0.4, share: 0.04, delayWeeks: 4, mitigation: t("Freeze the design at each stage gate and price every change before instructing it.") },
    ],
    questions: [t("What type of building is it, and what will it be used for?"), t("How many storeys, and is there a basement?")],
    assumptions: [t("Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.")],
    ownerProjectManager: true,
    publicClient: false,
    metrics: { building_type: type in UNIT_RATES_USD ? type : "other" },
  });
  return constructionKindPlan(brief, spec);
}
