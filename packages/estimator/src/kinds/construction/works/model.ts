import { translator, type Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import type { Plan } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { newBuilding, newWorks, rateFor } from "../shared/building.js";
import { statedArea } from "../shared/counts.js";
import { constructionKindPlan } from "../shared/engine.js";
import type { KindSpec } from "../shared/types.js";
import { worksName } from "./lexicon.js";
import { profileSpec } from "./profiles.js";
import { requestWorksType } from "./read-works.js";
import { OTHER_BUILDING, worksTypeOf } from "./reference.js";
import type { WorksMeasure, WorksType, WorksUnit } from "./types.js";
import { unitText } from "./units.js";

/** The brief's works type: its building type, else the one its summary asks for, else a general building. */
export function worksTypeOfBrief(brief: Brief): WorksType {
  return worksTypeOf(brief.building_type) ?? requestWorksType(brief.summary) ?? OTHER_BUILDING;
}

/** A quantity of the unit the brief states (the reader puts the works' own unit in its quantities). */
function statedIn(brief: Brief, unit: WorksUnit): number | undefined {
  if (unit === "m2") return statedArea(brief);
  const given = brief.quantities[unit];
  return given !== undefined && given > 0 ? given : undefined;
}

/** The first measure of the type the brief states, else the first one at its typical size. */
function measureOf(brief: Brief, type: WorksType): { measure: WorksMeasure; quantity?: number } {
  for (const measure of type.measures) {
    const quantity = statedIn(brief, measure.unit);
    if (quantity !== undefined) return { measure, quantity };
  }
  return { measure: type.measures[0] };
}

/** Questions of the works type that the request leaves open. */
function openQuestions(t: Translate, brief: Brief, type: WorksType): string[] {
  const questions: string[] = [];
  if (type.id === "surface_car_park")
    questions.push(
      t(
        "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.",
      ),
    );
  if (type.group === "building" && brief.quantities.floors === undefined)
    questions.push(t("How many storeys, and is there a basement?"));
  if (type.profile === "installation")
    questions.push(t("Which connection point to the electricity supply will it use, and is there capacity there?"));
  if (type.profile === "envelope")
    questions.push(t("Can scaffolding stand all round, and is the building listed or in a conservation area?"));
  if (type.profile === "site" || type.profile === "structure")
    questions.push(t("What is known about the ground and the access to the site?"));
  return questions;
}

/**
 * Building and works types without a model of their own (a car park, rooftop solar, a pool, a hotel...):
 * quantity × the general cost table's unit rate for the type and specification, × the location's
 * construction factor, through the shared engine's elements, fees and five phases; at best a class 4
 * estimate, since the table knows the type only in general.
 */
export function worksPlan(brief: Brief): Plan {
  const t = translator(brief.language);
  const type = worksTypeOfBrief(brief);
  const { measure, quantity } = measureOf(brief, type);
  const profile = profileSpec(t, type.profile);
  const { unit, measure: unitMeasure } = unitText(t, measure.unit, type.profile);
  const named = brief.fields?.building_type?.source;
  const what = named && named !== "assumed" ? named : worksName(type.id, brief.language);
  const rate = rateFor(measure.rates, brief.quality);
  const common = {
    what,
    area:
      quantity !== undefined
        ? { m2: quantity, stated: true }
        : { m2: measure.typical, stated: false, basis: t("a typical size for this kind of project") },
    rate,
    elements: profile.elements,
    elementSource: profile.elementSource,
    designFee: profile.designFee,
    weeks: profile.weeks,
    typicalAreaM2: measure.typical,
    plausibleAreaM2: measure.plausible,
    risks: profile.risks,
    questions: openQuestions(t, brief, type),
    assumptions: [
      t(
        "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.",
        { what, source: citation(rate) },
      ),
    ],
    ownerProjectManager: profile.ownerProjectManager,
    contractorDesigned: type.profile === "site" || type.profile === "installation" || type.profile === "envelope",
    startsAtContract: type.profile === "fit_out",
    publicClient: brief.client_sector === "public",
    metrics: { building_type: type.id, works_unit: measure.unit, works_quantity: quantity ?? measure.typical },
  };
  const spec: KindSpec =
    measure.unit === "m2" && type.profile === "building"
      ? newBuilding(t, common)
      : newWorks(t, { ...common, unit, ...(unitMeasure ? { measure: unitMeasure } : {}) });
  return { ...constructionKindPlan(brief, spec), atBestClass: 4 };
}
