import type { Brief, Estimate } from "@scopewise/shared";
import { heading, list, paragraph, type DocumentNode } from "./blocks.js";
import type { Writer } from "./writer.js";

type Phase = Estimate["phases"][number];

/**
 * Lines every phase carries (project management, "Labour", "Materials…") are how a phase is priced,
 * not what it delivers: a task name found in more than one phase, or management of the project, is left out.
 */
function deliverables(phases: readonly Phase[], t: Writer["t"]): string[] {
  const seen = new Map<string, number>();
  for (const p of phases)
    for (const name of new Set(p.tasks.map((task) => task.name))) seen.set(name, (seen.get(name) ?? 0) + 1);
  const management = [t("Project management"), "Project management"];
  const own = (name: string) => (seen.get(name) ?? 0) <= 1 && !management.some((m) => name.startsWith(m));
  return phases.flatMap((p) => {
    const tasks = p.tasks.filter((task) => own(task.name) && task.name !== p.name);
    return tasks.length > 0 ? tasks.map((task) => deliverable(p.name, task.name)) : [p.name];
  });
}

/** "Build — Payments" from a task "Build: Payments"; a task that already starts with its phase's name stands alone. */
function deliverable(phase: string, task: string): string {
  const lower = task.toLowerCase();
  const prefix = phase.toLowerCase();
  if (lower.startsWith(`${prefix}:`)) return `${phase} — ${task.slice(phase.length + 1).trim()}`;
  return lower.startsWith(prefix) ? task : `${phase} — ${task}`;
}

/** What the price covers: the items the request listed as included, then what each phase delivers. */
export function scopeSection(e: Estimate, brief: Brief, w: Writer): DocumentNode[] {
  const { t } = w;
  const included = (brief.scope ?? []).filter((s) => s.included).map((s) => s.item);
  const excluded = (brief.scope ?? []).filter((s) => !s.included).map((s) => s.item);
  const out: DocumentNode[] = [heading(2, t("Scope and deliverables"))];
  if (included.length > 0) out.push(paragraph(t("Included in the price, as listed in the request:")), list(included));
  if (excluded.length > 0)
    out.push(
      paragraph(t("Not included (marked as not wanted in the request): {{items}}.", { items: excluded.join("; ") })),
    );
  if (included.length > 0 || excluded.length > 0) out.push(paragraph(t("What each phase delivers:")));
  out.push(list(deliverables(e.phases, t)));
  return out;
}
