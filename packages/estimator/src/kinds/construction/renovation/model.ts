import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { cited } from "../../../reference/cited.js";
import { areaOf, existingBuilding } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { DOMESTIC_DESIGN_FEE } from "../house/reference.js";
import { NEW_BUILD_RATES, RENOVATION_DEPTH } from "./reference.js";

/** A renovation of a whole existing building: strip-out, repairs, new services and finishes inside the old structure. */
export function renovationPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const type = brief.building_type?.toLowerCase() ?? "house";
  const table = NEW_BUILD_RATES[type] ?? NEW_BUILD_RATES.house!;
  const depth = RENOVATION_DEPTH.value[brief.quality];
  const area = areaOf(brief, t, 150);
  const domestic = type === "house" || type === "residential" || !NEW_BUILD_RATES[type];
  const spec = existingBuilding(t, {
    what: t("a renovation of an existing building"),
    area,
    unit: t("m² GFA"),
    rate: cited(
      table.value.standard * depth,
      `${table.source} (median) × ${depth} (${RENOVATION_DEPTH.source})`,
      table.year,
    ),
    adjustments: [],
    elements: [
      { name: t("Strip-out, demolition and making safe"), share: 0.1 },
      { name: t("Structural repairs and alterations"), share: 0.12 },
      { name: t("Roof, windows and envelope repairs"), share: 0.15 },
      { name: t("MEP services renewal (electrical, plumbing, heating)"), share: 0.28 },
      { name: t("Interior finishes, kitchens and bathrooms"), share: 0.33 },
      { name: t("Snagging, cleaning and handover"), share: 0.02, handover: true },
    ],
    elementSource: "element split of a full refurbishment (a stated assumption)",
    designFee: domestic ? DOMESTIC_DESIGN_FEE : { feeClass: "commercial" },
    weeks: { planning: 6, design: 8, procurement: 4, handover: 2, constructionK: 215, minimumConstruction: 4 },
    typicalAreaM2: 150,
    plausibleAreaM2: { min: 10, max: 150_000 },
    risks: [
      {
        title: t("Hidden defects in the existing building (rot, damp, outdated wiring)"),
        probability: 0.4,
        share: 0.08,
        delayWeeks: 3,
        mitigation: t(
          "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.",
        ),
      },
      {
        title: t("Asbestos or other hazardous materials found"),
        probability: 0.25,
        share: 0.03,
        delayWeeks: 3,
        mitigation: t("Commission a refurbishment and demolition asbestos survey before any strip-out."),
      },
      {
        title: t("Heritage or conservation consent needed"),
        probability: 0.15,
        share: 0.02,
        delayWeeks: 8,
        mitigation: t("Check whether the building is listed or in a conservation area before the design is fixed."),
      },
    ],
    questions: [
      t("How old is the building, and has an asbestos survey been done?"),
      t("Which parts are renewed: structure, roof, windows, services, finishes?"),
      t("Will the building stay occupied during the works?"),
      t("Is the building listed or in a conservation area?"),
    ],
    assumptions: [
      t(
        "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.",
      ),
    ],
    ownerProjectManager: !domestic,
    publicClient: brief.client_sector ? brief.client_sector === "public" : type === "school" || type === "hospital",
    metrics: { building_type: NEW_BUILD_RATES[type] ? type : "house" },
  });
  return constructionKindPlan(brief, spec);
}
