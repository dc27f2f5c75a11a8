import { GENERATED_HEADINGS } from "@scopewise/estimator";
import type { Domain, ProposalTemplate, TemplateSection } from "@scopewise/shared";

const boilerplate = (heading: string, ...paragraphs: string[]): TemplateSection => ({
  heading,
  kind: "boilerplate",
  html: `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join("")}`,
});

/**
 * The writer's sections in its own order, with the domain's own section after the scope and its
 * terms after the figures (before the commercial terms).
 */
const builtin = (domain: Domain, name: string, own: TemplateSection, terms: TemplateSection): ProposalTemplate => ({
  id: `builtin-${domain}`,
  name,
  domain,
  builtin: true,
  sections: GENERATED_HEADINGS.flatMap((heading): TemplateSection[] => [
    ...(heading === "Commercial terms" ? [terms] : []),
    { heading, kind: "generated" },
    ...(heading === "Scope and deliverables" ? [own] : []),
  ]),
  created_at: null,
});

/** One template per domain that every user sees and none can delete (ids `builtin-<domain>`). */
export const BUILTIN_TEMPLATES: readonly ProposalTemplate[] = [
  builtin(
    "software",
    "Software project",
    boilerplate(
      "How we work",
      "We work in short iterations with a demo at the end of each, so you see working software early and can change priorities as you learn.",
      "Code is reviewed before it is merged, tested automatically on every change, and handed over with its documentation.",
    ),
    boilerplate(
      "Support and warranty",
      "Defects found in the first 30 days after launch are fixed at no charge. Ongoing support and hosting can be agreed separately.",
    ),
  ),
  builtin(
    "construction",
    "Construction works",
    boilerplate(
      "Site and safety",
      "The works follow a written health and safety plan; the site is kept secure, tidy and signed, and neighbours are told before noisy work.",
    ),
    boilerplate(
      "Variations and site conditions",
      "Conditions found on site that could not be seen at survey (ground, services, hidden defects) are priced as variations and agreed before the work is done.",
    ),
  ),
  builtin(
    "marketing",
    "Marketing campaign",
    boilerplate(
      "Our approach to campaigns",
      "Every campaign starts from the audience and a measurable goal; creative is tested on a small spend before the budget is scaled.",
    ),
    boilerplate(
      "Reporting",
      "You receive a report every two weeks with spend, reach and results by channel, and a review at the end of the campaign.",
    ),
  ),
  builtin(
    "event",
    "Event",
    boilerplate(
      "On the day",
      "A named event manager runs the day from set-up to close, with a run sheet shared with you a week before and a single contact for suppliers.",
    ),
    boilerplate(
      "Cancellation and changes",
      "Supplier deposits are non-refundable once booked; changes to numbers are accepted up to 14 days before the event.",
    ),
  ),
  builtin(
    "research",
    "Research study",
    boilerplate(
      "Ethics and data protection",
      "Participants give informed consent; personal data is kept only as long as the study needs it, stored securely and reported anonymised.",
    ),
    boilerplate(
      "Deliverables and reporting",
      "Findings are delivered as a written report with an executive summary and a presentation of the results to your team.",
    ),
  ),
];

export function builtinTemplate(id: string): ProposalTemplate | undefined {
  return BUILTIN_TEMPLATES.find((t) => t.id === id);
}
