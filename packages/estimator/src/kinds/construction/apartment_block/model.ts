import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, heightAdjustment, newBuilding, rateFor } from "../shared/building.js";
import { countIn } from "../shared/counts.js";
import { constructionKindPlan } from "../shared/engine.js";
import { APARTMENT_RATES, M2_PER_DWELLING, TYPICAL_APARTMENT_BLOCK_M2 } from "./reference.js";

/** A block of flats: residential floors over a common core, with the fire, acoustic and services demands of shared buildings. */
export function apartmentBlockPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, TYPICAL_APARTMENT_BLOCK_M2, [
    {
      count: "dwellings",
      m2Each: M2_PER_DWELLING,
      basis: (n, each) => t("{{n}} dwellings × {{each}} m² gross each (rule of thumb)", { n, each }),
    },
  ]);
  const dwellings = countIn(brief, "dwellings");
  const spec = newBuilding(t, {
    what: t("an apartment block"),
    area,
    rate: rateFor(APARTMENT_RATES, brief.quality),
    extraAdjustments: heightAdjustment(t, brief.quantities.floors, [
      [1, 0.92],
      [4, 1],
      [8, 1.08],
      [16, 1.15],
    ]),
    elements: buildingElements(t, {
      substructure: 0.08,
      shell: 0.32,
      interiors: 0.22,
      services: 0.27,
      equipment: 0.04,
      sitework: 0.06,
      commissioning: 0.01,
    }),
    elementSource: "element shares after the RSMeans apartment square-foot models (Uniformat II)",
    designFee: { feeClass: "commercial" },
    weeks: { planning: 26, design: 24, procurement: 12, handover: 6, constructionK: 265, minimumConstruction: 26 },
    typicalAreaM2: TYPICAL_APARTMENT_BLOCK_M2,
    plausibleAreaM2: { min: 300, max: 200_000 },
    risks: [
      {
        title: t("Unforeseen ground conditions or contamination"),
        probability: 0.3,
        share: 0.04,
        delayWeeks: 4,
        mitigation: t("Commission a geotechnical and contamination survey before the substructure design is fixed."),
      },
      {
        title: t(
          "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)",
        ),
        probability: 0.3,
        share: 0.04,
        delayWeeks: 8,
        mitigation: t(
          "Agree the fire strategy with the building-control authority and the fire service at concept stage.",
        ),
      },
      {
        title: t("Utility capacity and connection charges higher than assumed"),
        probability: 0.25,
        share: 0.02,
        delayWeeks: 6,
        mitigation: t("Get capacity checks and connection quotes from each utility during design."),
      },
    ],
    questions: [
      t("How many apartments, and what mix of sizes?"),
      ...(brief.quantities.floors === undefined ? [t("How many storeys, and is there underground parking?")] : []),
      t("Does the area include balconies, circulation and parking?"),
      t("Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?"),
    ],
    assumptions: [
      t(
        "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector === "public",
    metrics: dwellings !== undefined ? { dwellings } : {},
  });
  return constructionKindPlan(brief, spec);
}
