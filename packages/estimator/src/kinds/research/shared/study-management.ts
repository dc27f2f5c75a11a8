import { translator } from "@scopewise/i18n";
import type { DomainModel } from "../../../core/plan.js";
import { pertMean } from "../../../core/pert.js";
import { cited, citation } from "../../../reference/cited.js";
import { work } from "../../other/shared/pricing.js";

/**
 * Management and support take 12% of a small project's effort (18% of a large one's): planning, status,
 * client meetings and quality review that no study task above carries.
 */
export const MANAGEMENT_SHARE = cited(
  0.12,
  "Capers Jones, Applied Software Measurement (management and support effort of small projects, 1,300 projects)",
  1991,
);

/**
 * A research kind's model with the study's management added: the lead's hours for kick-off, planning, status
 * and client meetings, a share of the whole effort, in the first phase (it runs beside the work, so the
 * schedule is unchanged).
 */
export function withStudyManagement(model: DomainModel): DomainModel {
  return (brief) => {
    const plan = model(brief);
    const lead = plan.roles[0]?.role;
    const [first, ...rest] = plan.phases;
    if (!lead || !first) return plan;
    const hours = plan.phases
      .flatMap((phase) => phase.tasks)
      .reduce((sum, task) => sum + (task.hours ? pertMean(task.hours) : 0), 0);
    if (hours <= 0) return plan;
    const share = MANAGEMENT_SHARE.value;
    const t = translator(brief.language);
    const management = work(t("Project management and client meetings"), lead, (hours * share) / (1 - share));
    return {
      ...plan,
      phases: [{ ...first, tasks: [management, ...first.tasks] }, ...rest],
      method: `${plan.method} ${t(
        "Project management and client meetings at {{share}}% of the study's effort ({{source}}).",
        {
          share: String(Math.round(share * 100)),
          source: citation(MANAGEMENT_SHARE),
        },
      )}`,
    };
  };
}
