import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, newBuilding, rateFor } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { RETAIL_RATES, TYPICAL_RETAIL_M2 } from "./reference.js";

/** A new retail building: a simple shell with shopfronts, parking and the services of a sales floor. */
export function retailPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, TYPICAL_RETAIL_M2);
  const spec = newBuilding(t, {
    what: t("a retail building"),
    area,
    rate: rateFor(RETAIL_RATES, brief.quality),
    elements: buildingElements(t, {
      substructure: 0.09,
      shell: 0.35,
      interiors: 0.15,
      services: 0.25,
      equipment: 0.04,
      sitework: 0.11,
      commissioning: 0.01,
    }),
    elementSource: "element shares after the RSMeans retail square-foot models (Uniformat II)",
    designFee: { feeClass: "commercial" },
    weeks: { planning: 16, design: 14, procurement: 8, handover: 3, constructionK: 160, minimumConstruction: 10 },
    typicalAreaM2: TYPICAL_RETAIL_M2,
    plausibleAreaM2: { min: 40, max: 300_000 },
    risks: [
      {
        title: t("Tenant or brand standards change the shell or services"),
        probability: 0.35,
        share: 0.04,
        delayWeeks: 3,
        mitigation: t(
          "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.",
        ),
      },
      {
        title: t("Unforeseen ground conditions under the slab and parking"),
        probability: 0.2,
        share: 0.03,
        delayWeeks: 3,
        mitigation: t("Commission a geotechnical investigation that covers the building and the car park."),
      },
      {
        title: t("Opening date fixed by the trading calendar"),
        probability: 0.25,
        share: 0.02,
        delayWeeks: 3,
        mitigation: t("Plan handover several weeks before the opening date and order long-lead items early."),
      },
    ],
    questions: [
      t("Shell for a tenant, or fitted out to a brand standard?"),
      t("A stand-alone building or a unit in a centre?"),
      t("How much parking and external works are included?"),
      t("Is refrigeration needed (food retail)?"),
    ],
    assumptions: [
      t(
        "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
