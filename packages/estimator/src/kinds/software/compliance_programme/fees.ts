import type { Brief } from "@scopewise/shared";
import type { Translate } from "@scopewise/i18n";
import { pricedLine } from "../../../core/lines.js";
import type { PlanTask } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { priceLine, type ListPrice } from "../shared/prices.js";
import { rateCard, rateSource } from "../shared/rates.js";
import { HOURS_PER_DAY } from "../security_assessment/reference.js";
import {
  AUDIT_DAYS_PER_SAMPLED_SITE,
  AUDIT_FEES,
  AUDIT_TIME,
  COMPLIANCE_TOOL,
  CYBER_ESSENTIALS_FEES,
  INDEPENDENT_AUDIT_SHARE,
  TOOL_FURTHER_FRAMEWORK_SHARE,
  type Framework,
} from "./reference.js";
import { extraSampledSites, frameworkNames, type ComplianceScope } from "./scope.js";

/** The external audit's and the compliance platform's lines of a compliance programme, priced only when the request asks for them. */

/** A fee scaled with the organisation: the square root of the headcount's audit days against the reference's. */
function scaledFee(fee: ListPrice, scope: ComplianceScope): ListPrice {
  return { ...fee, value: fee.value * Math.sqrt(scope.scale) };
}

/** The external audit or certification of each framework, when the request asks for it. */
export function auditLines(brief: Brief, t: Translate, scope: ComplianceScope): PlanTask[] {
  if (!scope.audit) return [];
  const names = frameworkNames(t);
  const lead = rateCard(brief, t, ["security_lead"]).rate("security_lead") * HOURS_PER_DAY;
  const days = scope.auditDays + AUDIT_DAYS_PER_SAMPLED_SITE.value * extraSampledSites(scope.sites);
  const dayLine = (framework: Framework, quantity: number, note: string) =>
    pricedLine(
      t("External audit ({{framework}})", { framework: names[framework] }),
      {
        quantity: Math.round(quantity * 10) / 10,
        unit: t("audit day"),
        unitCost: Math.round(lead),
        source: `${citation(AUDIT_TIME)} for ${scope.employees} persons${note}; auditor day: ${rateSource("security_lead")}`,
      },
      0.9,
      1.3,
    );
  return scope.frameworks.flatMap((framework): PlanTask[] => {
    const name = t("External audit ({{framework}})", { framework: names[framework] });
    if (framework === "iso27001" || framework === "ens") return [dayLine(framework, days, "")];
    if (framework === "hipaa" || framework === "gdpr" || framework === "nis2")
      return [
        dayLine(
          framework,
          days * INDEPENDENT_AUDIT_SHARE.value,
          ` × ${INDEPENDENT_AUDIT_SHARE.value} (${citation(INDEPENDENT_AUDIT_SHARE)})`,
        ),
      ];
    const lines: PlanTask[] = [];
    if (framework === "cyber_essentials" || framework === "cyber_essentials_plus") {
      const band = CYBER_ESSENTIALS_FEES.find(([most]) => scope.employees <= most)?.[1];
      if (band) lines.push(priceLine(brief, t("Cyber Essentials assessment fee"), 1, t("assessment"), band, 1, 1.1));
    }
    const fee = AUDIT_FEES[framework];
    if (fee) lines.push(priceLine(brief, name, 1, t("audit"), scaledFee(fee, scope), 0.6, 1.8));
    return lines;
  });
}

/** A compliance platform's subscription for the programme's years, when the request asks for one. */
export function toolLines(brief: Brief, t: Translate, scope: ComplianceScope, weeks: number): PlanTask[] {
  if (!scope.tool) return [];
  const further = TOOL_FURTHER_FRAMEWORK_SHARE.value * (scope.frameworks.length - 1);
  const price: ListPrice = {
    ...COMPLIANCE_TOOL,
    value: COMPLIANCE_TOOL.value * (1 + further),
    source: `${COMPLIANCE_TOOL.source}${further > 0 ? `, +${Math.round(TOOL_FURTHER_FRAMEWORK_SHARE.value * 100)}% per further framework (${citation(TOOL_FURTHER_FRAMEWORK_SHARE)})` : ""}`,
  };
  return [
    priceLine(
      brief,
      t("Compliance platform subscription"),
      Math.max(1, Math.ceil(weeks / 52)),
      t("year"),
      price,
      1,
      1.6,
    ),
  ];
}
