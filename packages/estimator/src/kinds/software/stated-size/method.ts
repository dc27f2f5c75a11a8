import { translator } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { formatNumber } from "../../../core/money.js";
import { citation } from "../../../reference/cited.js";
import type { OrganisationCalibration } from "../../../calibration/organisation.js";
import type { SizeCalibration } from "./size-calibration.js";
import type { SizedEffort } from "./effort.js";
import {
  CFP_PER_FP,
  COCOMO_II_SOURCE,
  FP_EFFORT_EXPONENT,
  FP_SCHEDULE_POWER,
  HOURS_PER_UCP,
  SCRUM_TEAM,
  SLOC_PER_FP,
  SPRINT_WEEKS,
} from "./reference.js";

/** How the stated size became hours, weeks and a range, in the brief's language (the rates are said by the kind's rate card). */
export function sizeMethod(
  sized: SizedEffort,
  brief: Brief,
  calibration: SizeCalibration,
  organisation?: OrganisationCalibration,
): string {
  const t = translator(brief.language);
  const n = (value: number, digits = 0) => formatNumber(value, digits, brief.language);
  const parts: string[] = [];
  if (sized.measure === "cosmic_fp")
    parts.push(
      t("COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).", {
        ratio: n(CFP_PER_FP.value),
        source: citation(CFP_PER_FP),
      }),
    );
  if (sized.backfired) {
    const figure = SLOC_PER_FP[sized.backfired];
    parts.push(
      t(
        "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.",
        { sloc: n(figure.value), source: citation(figure), fp: n(sized.functionPoints ?? 0) },
      ),
    );
  }
  if (sized.model === "function_points") {
    parts.push(
      t(
        "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).",
        {
          scale: n(Math.exp(calibration.fpLogScale), 3),
          exponent: n(FP_EFFORT_EXPONENT.value, 1),
          source: citation(FP_EFFORT_EXPONENT),
          perFp: n(sized.modelHours / Math.max(1e-9, sized.functionPoints ?? 1), 1),
          power: n(FP_SCHEDULE_POWER.value, 1),
          scheduleSource: citation(FP_SCHEDULE_POWER),
        },
      ),
    );
  } else if (sized.model === "cocomo" && sized.drivers) {
    const rated = Object.entries(sized.drivers.ratings)
      .filter(([, r]) => r !== "n")
      .map(([d, r]) => `${d} ${r.toUpperCase()}`)
      .join(", ");
    parts.push(
      t(
        "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).",
        {
          source: COCOMO_II_SOURCE,
          exponent: n(sized.exponent ?? 0, 4),
          embedded: sized.drivers.embedded
            ? t(" (scale factors of an embedded system: low precedentedness, very low flexibility)")
            : "",
          multiplier: n(sized.drivers.multiplier, 2),
          rated: rated || t("all nominal"),
        },
      ),
    );
  } else if (sized.model === "use_case_points") {
    parts.push(
      t("Effort at {{hours}} hours per use-case point ({{source}}).", {
        hours: n(HOURS_PER_UCP.value),
        source: citation(HOURS_PER_UCP),
      }),
    );
  } else {
    const velocity = brief.quantities.velocity ?? 1;
    parts.push(
      t(
        "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.",
        {
          velocity: n(velocity, velocity < 10 ? 1 : 0),
          sprints: n(sized.stated / velocity, 1),
          weeks: n(SPRINT_WEEKS.value),
          source: citation(SPRINT_WEEKS),
          team: n(brief.team_size ?? SCRUM_TEAM.value),
          hours: "36",
        },
      ),
    );
  }
  const { projects, coverage_p10_p90: coverage, median_ratio: ratio } = calibration.summary;
  parts.push(
    sized.calibrated
      ? t(
          "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.",
          { projects: n(projects), coverage: n(coverage * 100), ratio: n(ratio, 2) },
        )
      : t(
          "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.",
          { projects: n(projects) },
        ),
  );
  if (sized.calibrated && organisation?.kind === "organisation")
    parts.push(
      t(
        "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.",
        { n: n(organisation.projects), factor: n(organisation.factor, 2) },
      ),
    );
  else if (sized.calibrated)
    parts.push(
      t(
        "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.",
      ),
    );
  return parts.join(" ");
}
