import { generatedHeading } from "@scopewise/estimator";
import type { TemplateSection } from "@scopewise/shared";
import { htmlToText } from "../../html/sanitize.js";

/** A proposal's HTML cut at its second-level headings: what comes before the first (title, cover), then each section. */
interface Sections {
  preamble: string;
  sections: Array<{ heading: string; html: string }>;
}

/** Second-level headings are never nested in the editor's HTML, so a cut before each one is a cut between sections. */
function splitSections(html: string): Sections {
  const [preamble = "", ...rest] = html.split(/(?=<h2[\s>])/i);
  return {
    preamble,
    sections: rest.map((part) => ({
      heading: htmlToText(/^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part)?.[1] ?? "").trim(),
      html: part,
    })),
  };
}

/** What a heading is matched by: the English heading of a generated section (in any language), else its own text. */
const keyOf = (heading: string) => generatedHeading(heading) ?? heading.trim().replace(/\s+/g, " ").toLowerCase();

/** A proposal as a template: every section's heading in order, with the text only of those not built from the estimate. */
export function templateSectionsOf(html: string): TemplateSection[] {
  return splitSections(html).sections.map(({ heading, html: part }) =>
    generatedHeading(heading) ? { heading, kind: "generated" } : { heading, kind: "boilerplate", html: part },
  );
}

/**
 * The generated proposal in the template's order, with its boilerplate sections: each generated
 * section goes where the template places its heading; one the template does not name (a section
 * only some estimates have) stays after the section it follows in the writer's own order.
 */
export function followTemplate(html: string, template: readonly TemplateSection[]): string {
  if (template.length === 0) return html;
  const { preamble, sections } = splitSections(html);
  const generated = new Map(sections.map((s, index) => [keyOf(s.heading), { ...s, index }]));
  const placed: Array<{ html: string; index?: number }> = [];
  const used = new Set<number>();
  for (const section of template) {
    if (section.kind === "boilerplate") {
      placed.push({ html: section.html ?? "" });
      continue;
    }
    const found = generated.get(keyOf(section.heading));
    if (found && !used.has(found.index)) {
      placed.push({ html: found.html, index: found.index });
      used.add(found.index);
    }
  }
  sections.forEach((section, index) => {
    if (used.has(index)) return;
    // After the nearest section before it (in the writer's order) already placed; else first.
    let at = 0;
    for (let before = index - 1; before >= 0; before--) {
      const position = placed.findIndex((p) => p.index === before);
      if (position >= 0) {
        at = position + 1;
        break;
      }
    }
    placed.splice(at, 0, { html: section.html, index });
    used.add(index);
  });
  return preamble + placed.map((p) => p.html).join("");
}
