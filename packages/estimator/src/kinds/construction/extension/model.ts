import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { areaOf, existingBuilding, rateFor, sizeModifier } from "../shared/building.js";
import { constructionKindPlan } from "../shared/engine.js";
import { DOMESTIC_DESIGN_FEE, HOUSE_RATES } from "../house/reference.js";
import { EXTENSION_PREMIUM } from "./reference.js";

/** An extension to an existing house: a small new structure plus the opening up and tie-in to the old one. */
export function extensionPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const area = areaOf(brief, t, 30);
  const spec = existingBuilding(t, {
    what: t("an extension"),
    area,
    unit: t("m² GFA"),
    rate: rateFor(HOUSE_RATES, brief.quality),
    adjustments: [
      { factor: EXTENSION_PREMIUM.value, label: t("small-works premium of an extension") },
      sizeModifier(t, area.m2, 30),
    ],
    elements: [
      { name: t("Foundations and substructure"), share: 0.15 },
      { name: t("Structure, roof and envelope"), share: 0.38 },
      { name: t("Opening up and tie-in to the existing building"), share: 0.1 },
      { name: t("Services and connections"), share: 0.15 },
      { name: t("Interior finishes"), share: 0.2 },
      { name: t("Making good and external works"), share: 0.02 },
    ],
    elementSource: "element split of a single-storey extension (a stated assumption)",
    designFee: DOMESTIC_DESIGN_FEE,
    weeks: { planning: 12, design: 6, procurement: 4, handover: 1, constructionK: 190, minimumConstruction: 6 },
    typicalAreaM2: 30,
    plausibleAreaM2: { min: 5, max: 2_000 },
    risks: [
      {
        title: t("Unforeseen ground conditions or existing foundations"),
        probability: 0.3,
        share: 0.05,
        delayWeeks: 2,
        mitigation: t("Dig trial pits beside the existing foundations before the design is fixed."),
      },
      {
        title: t("Party-wall agreements or neighbours' objections"),
        probability: 0.25,
        share: 0.02,
        delayWeeks: 8,
        mitigation: t("Serve party-wall notices and talk to the neighbours before the planning application."),
      },
      {
        title: t("Opening up reveals defects in the existing house"),
        probability: 0.3,
        share: 0.04,
        delayWeeks: 2,
        mitigation: t("Survey the wall and roof being opened up and keep a provisional sum for repairs."),
      },
    ],
    questions: [
      t("One storey or two, and what is it for (kitchen, bedroom, bathroom)?"),
      t("What are the existing foundations and the ground like?"),
      t("Is planning permission needed, or is it permitted development?"),
      t("How much of the existing house is opened up or altered?"),
    ],
    assumptions: [
      t(
        "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.",
      ),
    ],
    scope: "extension",
    ownerProjectManager: false,
    publicClient: brief.client_sector === "public",
  });
  return constructionKindPlan(brief, spec);
}
