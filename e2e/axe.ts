import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules of axe-core. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] as const;

/** Impacts that fail a scan; moderate and minor ones are reported but do not fail. */
const BLOCKING = new Set(["critical", "serious"]);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: { target: string; summary: string }[];
}

/**
 * A region that scrolls inside the editor's editable text (a wide table) is reached by moving the
 * caret into it, which axe cannot see: the editable text itself is the focusable element.
 */
function insideEditableText(page: Page, target: string): Promise<boolean> {
  return page.evaluate(
    (selector) => document.querySelector(selector)?.closest('[contenteditable="true"]') != null,
    target,
  );
}

/** Runs the WCAG A/AA rules of axe-core on the page as it is now and returns every violation found. */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_AA_TAGS]).analyze();
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
    const targets: AxeFinding["targets"] = [];
    for (const node of violation.nodes) {
      const target = node.target.join(" ");
      if (violation.id === "scrollable-region-focusable" && (await insideEditableText(page, target))) continue;
      targets.push({ target, summary: node.failureSummary ?? "" });
    }
    if (targets.length > 0)
      findings.push({ rule: violation.id, impact: violation.impact ?? "unknown", help: violation.help, targets });
  }
  return findings;
}

/** One readable block per violation: rule, impact, and each element with what is wrong with it. */
export function describeFindings(screen: string, findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) => {
      const nodes = finding.targets
        .map(({ target, summary }) => `    ${target}\n      ${summary.replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${screen}] ${finding.rule} (${finding.impact}): ${finding.help}\n${nodes}`;
    })
    .join("\n");
}

/**
 * Scans the page and throws when it has any critical or serious WCAG A/AA violation, listing them.
 * Moderate and minor ones are returned so a journey can print them.
 */
export async function expectAccessible(page: Page, screen: string): Promise<AxeFinding[]> {
  const findings = await scanPage(page);
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact));
  if (blocking.length > 0)
    throw new Error(
      `${blocking.length} critical or serious accessibility violation(s)\n${describeFindings(screen, blocking)}`,
    );
  return findings;
}
