import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, buildingElements, newBuilding, rateFor } from "../shared/building.js";
import { countIn } from "../shared/counts.js";
import { constructionKindPlan } from "../shared/engine.js";
import { M2_PER_PUPIL, PUPILS_PER_CLASSROOM, SCHOOL_RATES, TYPICAL_SCHOOL_M2 } from "./reference.js";
import { PRIVATE_TENDER_WEEKS } from "../shared/schedule.js";

/** A new school: a public building, procured under public rules and timed to open at the start of a school year. */
export function schoolPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, TYPICAL_SCHOOL_M2, [
    {
      count: "pupils",
      m2Each: M2_PER_PUPIL,
      basis: (n, each) =>
        t("{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)", { n, each }),
    },
    {
      count: "classrooms",
      m2Each: M2_PER_PUPIL * PUPILS_PER_CLASSROOM,
      basis: (n, each) =>
        t("{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)", { n, each }),
    },
  ]);
  const pupils = countIn(brief, "pupils");
  const spec = newBuilding(t, {
    what: t("a school"),
    area,
    rate: rateFor(SCHOOL_RATES, brief.quality),
    elements: buildingElements(t, {
      substructure: 0.08,
      shell: 0.3,
      interiors: 0.18,
      services: 0.3,
      equipment: 0.05,
      sitework: 0.08,
      commissioning: 0.01,
    }),
    elementSource: "element shares after the RSMeans school square-foot models (Uniformat II)",
    designFee: { feeClass: "commercial" },
    weeks: {
      planning: 26,
      design: 30,
      procurement: brief.client_sector === "private" ? PRIVATE_TENDER_WEEKS : 20,
      handover: 8,
      constructionK: 235,
      minimumConstruction: 30,
    },
    typicalAreaM2: TYPICAL_SCHOOL_M2,
    plausibleAreaM2: { min: 300, max: 60_000 },
    risks: [
      {
        title: t("Unforeseen ground conditions on the school site"),
        probability: 0.25,
        share: 0.04,
        delayWeeks: 4,
        mitigation: t("Commission a geotechnical and contamination survey before the design is fixed."),
      },
      {
        title: t("Opening date tied to the start of the school year"),
        probability: 0.3,
        share: 0.03,
        delayWeeks: 6,
        mitigation: t(
          "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.",
        ),
      },
      {
        title: t("Funding approval or brief changes by the education authority"),
        probability: 0.25,
        share: 0.04,
        delayWeeks: 12,
        mitigation: t("Freeze the schedule of accommodation with the authority before the design stage gates."),
      },
    ],
    questions: [
      t("How many pupils, and which ages (primary or secondary)?"),
      t("Which funding and procurement route applies (open tender, framework, design and build)?"),
      t("Are a sports hall, kitchen or special-needs facilities included?"),
      t("For which school year must it open?"),
    ],
    assumptions: [
      t(
        "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.",
      ),
    ],
    ownerProjectManager: true,
    publicClient: brief.client_sector !== "private",
    metrics: pupils !== undefined ? { pupils } : {},
  });
  return constructionKindPlan(brief, spec);
}
