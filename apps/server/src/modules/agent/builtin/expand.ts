import type { Element } from "domhandler";
import { append, type Fragment, isElement, text, textOf } from "./dom.js";
import { runningText } from "./text-blocks.js";

/**
 * What the estimator knows about each part of a proposal, as sentences an expansion can add.
 * Chosen by the topic of the paragraph (or of the heading above it).
 */
const TOPICS: Array<{ match: RegExp; sentences: string[] }> = [
  {
    match: /\brisks?|mitigat|exposure\b/i,
    sentences: [
      "Each risk is scored by probability and cost impact, and its expected value (probability × impact) is what the contingency covers.",
      "The risk register is reviewed at every milestone: new risks are added, and retired risks release their share of the contingency.",
      "Every risk has a named owner and an early-warning sign, so mitigation starts before the risk turns into an issue.",
    ],
  },
  {
    match: /\bcontingenc/i,
    sentences: [
      "The contingency is not a margin: it is the expected cost of the risks in the register, and it is spent only when one of them occurs.",
      "Unused contingency at the end of a phase is released or carried forward by agreement.",
    ],
  },
  {
    match: /\b(confidence|p50|p80|p90|percentile|monte carlo|simulat)/i,
    sentences: [
      "The percentiles come from ten thousand simulated runs of the plan, in which every task's effort varies within its three-point estimate and risks occur with their stated probabilities.",
      "P80 is the usual figure to commit to: four times in five the outcome is better.",
    ],
  },
  {
    match: /\b(cost|budget|price|pricing|fee|rate)s?\b/i,
    sentences: [
      "Costs are built bottom-up from the effort of each task and the rate of the role doing it, so every line can be traced and challenged.",
      "Figures exclude taxes and third-party running costs unless a line says otherwise.",
    ],
  },
  {
    match: /\b(timeline|schedule|week|month|milestone|phase|deadline)s?\b/i,
    sentences: [
      "Each phase ends with a milestone review, where progress is compared with the plan and the remaining estimate is refreshed.",
      "Dependencies between phases are kept short, so a delay in one phase is visible early and can be absorbed or escalated.",
    ],
  },
  {
    match: /\b(scope|deliverable|feature|requirement)s?\b/i,
    sentences: [
      "Anything not listed here is out of scope; new requests go through a simple change process with their own estimate.",
      "Deliverables are accepted against criteria agreed before work on them starts.",
    ],
  },
  {
    match: /\bassum/i,
    sentences: [
      "If an assumption turns out to be wrong, the estimate is revisited with the new facts before work continues.",
      "Assumptions are confirmed with you in the first week and recorded as decisions.",
    ],
  },
  {
    match: /\b(team|role|resource|staff|engineer|designer|manager)s?\b/i,
    sentences: [
      "Team members are assigned for the phases where their role is needed, which keeps the cost of idle time out of the plan.",
      "One project manager stays the single point of contact from kick-off to handover.",
    ],
  },
  {
    match: /\b(test|testing|quality|qa|defect|bug)s?\b/i,
    sentences: [
      "Quality is checked continuously: automated tests run on every change, and each release candidate passes an acceptance test with you.",
      "Defects found after launch are fixed within the hypercare period at no extra cost.",
    ],
  },
  {
    match: /\b(launch|release|deploy|handover|go-live)\b/i,
    sentences: [
      "Handover includes documentation, access to every account and a walkthrough for the people who will run it.",
      "A rollback plan is prepared before launch so any problem can be reversed within hours.",
    ],
  },
  {
    match: /\b(campaign|channel|ads?|audience|impression|click|conversion)s?\b/i,
    sentences: [
      "Spend is moved weekly toward the channels and creatives with the lowest cost per conversion.",
      "The forecast is recalibrated with real results after the first two weeks of the flight.",
    ],
  },
  {
    match: /\b(building|construction|site|floor|design|permit|contractor)s?\b/i,
    sentences: [
      "The cost plan is updated at each design stage, and the contingency for design development shrinks as the design is fixed.",
      "Long-lead items such as lifts, facade systems and switchgear are ordered early to protect the programme.",
    ],
  },
  {
    match: /\b(event|venue|attendee|catering|speaker)s?\b/i,
    sentences: [
      "Supplier contracts include final-numbers dates and cancellation terms, which limit the cost of changes in attendance.",
      "A full run-through the day before protects the programme on the day.",
    ],
  },
  {
    match: /\b(research|interview|survey|participant|respondent|study)s?\b/i,
    sentences: [
      "Findings are reported with the strength of the evidence behind them, so decisions can weigh them properly.",
      "Participants are screened against the agreed profile, and over-recruitment covers no-shows.",
    ],
  },
  {
    match: /\bnext steps?\b/i,
    sentences: ["Once the scope and budget level are confirmed, the first phase can start within two weeks."],
  },
];
const GENERAL = [
  "This point will be confirmed with you at kick-off and recorded as a decision, so the plan stays traceable.",
];

function headingAbove(block: Element): string {
  for (let node = block.prev ?? block.parent; node; node = node.prev ?? node.parent) {
    if (isElement(node) && /^h[1-6]$/.test(node.name)) return textOf(node);
  }
  return "";
}

/** Adds, to each paragraph (or list item, or table cell of a selection), one relevant sentence it does not already have. */
export function expand(fragment: Fragment, options: { wholeProposal: boolean }): boolean {
  const blocks = runningText(fragment, options);
  let changed = false;
  const used = new Set<string>();
  for (const block of blocks) {
    const own = textOf(block);
    const topic = TOPICS.find((t) => t.match.test(own)) ?? TOPICS.find((t) => t.match.test(headingAbove(block)));
    const candidate = (topic?.sentences ?? GENERAL).find((s) => !own.includes(s) && !used.has(s));
    if (!candidate) continue;
    used.add(candidate);
    // A label without a full stop ("Design: 3 weeks") gets one before the new sentence.
    const joint = `${/[.!?:;]["'”’)]?$/.test(own.trimEnd()) ? "" : "."}${/\s$/.test(own) ? "" : " "}`;
    append(block, text(`${joint}${candidate}`));
    changed = true;
  }
  return changed;
}
