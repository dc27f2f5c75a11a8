import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, newBuilding, rateFor } from "../shared/building.js";
import { countIn } from "../shared/counts.js";
import { constructionKindPlan } from "../shared/engine.js";
import { HOSPITAL_RATES, M2_PER_BED, TYPICAL_HOSPITAL_M2 } from "./reference.js";
import { PRIVATE_TENDER_WEEKS } from "../shared/schedule.js";

/** A new hospital: services-heavy, publicly procured, with long design and commissioning periods. */
export function hospitalPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, TYPICAL_HOSPITAL_M2, [
    {
      count: "beds",
      m2Each: M2_PER_BED,
      basis: (n, each) => t("{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)", { n, each }),
    },
  ]);
  const beds = countIn(brief, "beds");
  const spec = newBuilding(t, {
    what: t("a hospital"),
    area,
    rate: rateFor(HOSPITAL_RATES, brief.quality),
    elements: buildingElements(t, {
      substructure: 0.06,
      shell: 0.24,
      interiors: 0.16,
      services: 0.42,
      equipment: 0.06,
      sitework: 0.04,
      commissioning: 0.02,
    }),
    elementSource: "element shares after the RSMeans hospital square-foot model (Uniformat II)",
    designFee: { feeClass: "institutional" },
    weeks: {
      planning: 39,
      design: 52,
      procurement: brief.client_sector === "private" ? PRIVATE_TENDER_WEEKS : 26,
      handover: 16,
      constructionK: 290,
      minimumConstruction: 52,
    },
    typicalAreaM2: TYPICAL_HOSPITAL_M2,
    plausibleAreaM2: { min: 500, max: 600_000 },
    risks: [
      {
        title: t("Clinical brief and medical equipment change during design"),
        probability: 0.45,
        share: 0.06,
        delayWeeks: 16,
        mitigation: t("Freeze the clinical brief and room data sheets with the clinical users at each design stage."),
      },
      {
        title: t("Commissioning, infection-control validation and regulator sign-off take longer"),
        probability: 0.35,
        share: 0.02,
        delayWeeks: 8,
        mitigation: t("Appoint a commissioning manager at design stage and plan validation before the handover date."),
      },
      {
        title: t("Unforeseen ground conditions or live services on a hospital campus"),
        probability: 0.2,
        share: 0.03,
        delayWeeks: 6,
        mitigation: t("Survey ground and existing services early and plan works around the live hospital."),
      },
    ],
    questions: [
      t("How many beds, and which departments (theatres, imaging, emergency, critical care)?"),
      t("Is medical equipment in the budget or supplied by the owner?"),
      t("Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?"),
      t("Will it be built next to a working hospital, in phases?"),
    ],
    assumptions: [
      t(
        "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector !== "private",
    metrics: beds !== undefined ? { beds } : {},
  });
  return constructionKindPlan(brief, spec);
}
