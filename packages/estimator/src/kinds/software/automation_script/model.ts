import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec, StatedScale } from "../shared/assemble.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { CLOUD, HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import { listedItems, namedSystems } from "../shared/quantities.js";
import { HANDOVER, MINIMUM_HOURS, SCRIPT_HOURS, SCRIPT_PRICES, TEST_SHARE } from "./reference.js";

const WORDS = {
  documents:
    /\b(?:pdfs?|scann\w*|attachments?|adjuntos?|anh[äa]nge?n?|pi[èe]ces? jointes?|anexos?|escanead\w*|gescannt\w*|digitalizad\w*)\b/iu,
  ocr: /\b(?:ocr|scanned|escanead\w*|gescannt\w*|scann[ée]e?s|digitalizad\w*|text recognition)\b/iu,
  scraping: /\b(?:scrap\w*|crawl\w*|raspad\w*)\b/iu,
  report:
    /\b(?:reports?|pivot\w*|informes?|berichte?|rapports?|relat[óo]rios?|merge|consolidat\w*|zusammenf[üu]hr\w*|fusionn\w*)\b/iu,
  notify:
    /\b(?:e-?mails? (?:me|us|the)|send (?:an? )?(?:e-?mail|pdf|report|message)|notif\w*|alert\w*|avis\w*|benachrichtig\w*|envi[ae]r?\w* (?:un |por )?(?:e-?mail|correo)|envoyer|senden)\b/iu,
  schedule:
    /\b(?:every (?:day|morning|night|evening|week|month|hour)|daily|nightly|weekly|monthly|cron|schedul\w*|each (?:night|morning|day)|cada (?:d[ií]a|noche|ma[ñn]ana|mes|semana)|jede[nrs]? (?:nacht|tag|morgen|monat|woche)|t[äa]glich|n[äa]chtlich|chaque (?:jour|nuit|matin|mois|semaine)|quotidien\w*|todos os dias|todas as noites|diariamente|mensual\w*|monatlich|mensuel\w*)\b/iu,
  desktop: /\b(?:rpa|robot\w*|rob[ôo]|ui automation|desktop automation|power automate|uipath)\b/iu,
  admin: /\b(?:powershell|bash|active directory|offboard\w*|onboard\w*|accounts?|cuentas?|konten|comptes?|contas?)\b/iu,
  urgent:
    /\b(?:tomorrow|today|tonight|asap|urgent\w*|24 ?h(?:ours)?|ma[ñn]ana|hoy|morgen|heute|dringend|demain|aujourd'hui|amanh[ãa]|hoje)\b/iu,
  api: /\b(?:api|rest|webhooks?|endpoint)\b/iu,
} as const;

/** What a script request contains, read from its words. */
export interface ScriptScope {
  systems: string[];
  documents: boolean;
  ocr: boolean;
  scraping: boolean;
  report: boolean;
  notify: boolean;
  schedule: boolean;
  desktop: boolean;
  /** Administrative actions listed beyond the first ("disable the account, remove licences, forward mail"). */
  extraActions: number;
  urgent: boolean;
}

export function scriptScope(brief: Brief): ScriptScope {
  const text = brief.summary;
  const systems = namedSystems(text).filter((s) => s !== "Excel");
  if (systems.length === 0 && WORDS.api.test(text)) systems.push("API");
  return {
    systems,
    documents: WORDS.documents.test(text),
    ocr: WORDS.ocr.test(text),
    scraping: WORDS.scraping.test(text),
    report: WORDS.report.test(text),
    notify: WORDS.notify.test(text),
    schedule: WORDS.schedule.test(text),
    desktop: WORDS.desktop.test(text),
    extraActions: WORDS.admin.test(text) ? Math.max(0, listedItems(text) - 1) : 0,
    urgent: WORDS.urgent.test(text),
  };
}

/** A script's development labour: hours per element it contains, then testing and handover. */
export function scriptLabour(scope: ScriptScope, t: Translate): LabourPlan {
  const build: LabourTask[] = [
    { name: t("Script: core logic and file handling"), role: "automation_developer", hours: SCRIPT_HOURS.base.value },
  ];
  const add = (on: boolean, name: string, hours: number) =>
    on && build.push({ name, role: "automation_developer", hours });
  for (const system of scope.systems) add(true, t("Connection to {{system}}", { system }), SCRIPT_HOURS.system.value);
  add(scope.documents, t("Document reading (PDF, attachments)"), SCRIPT_HOURS.documents.value);
  add(scope.ocr, t("Text recognition (OCR)"), SCRIPT_HOURS.ocr.value);
  add(scope.scraping, t("Web scraping"), SCRIPT_HOURS.scraping.value);
  add(scope.report, t("Report building"), SCRIPT_HOURS.report.value);
  add(scope.notify, t("Notifications"), SCRIPT_HOURS.notify.value);
  add(scope.schedule, t("Scheduling, logging and retries"), SCRIPT_HOURS.schedule.value);
  add(scope.desktop, t("Desktop automation (RPA)"), SCRIPT_HOURS.desktop.value);
  add(
    scope.extraActions > 0,
    t("Further actions ({{n}})", { n: scope.extraActions }),
    SCRIPT_HOURS.step.value * scope.extraActions,
  );
  const buildHours = build.reduce((s, task) => s + task.hours, 0);
  return {
    managementShare: 0,
    phases: [
      { name: t("Build"), share: 0.7, tasks: build },
      {
        name: t("Testing and handover"),
        share: 0.3,
        tasks: [
          { name: t("Testing on real samples"), role: "automation_developer", hours: buildHours * TEST_SHARE.value },
          {
            name: t("Handover and read-me"),
            role: "automation_developer",
            hours: HANDOVER.base.value + buildHours * HANDOVER.share,
          },
        ],
      },
    ],
  };
}

function scriptRunningCosts(brief: Brief, scope: ScriptScope, t: Translate): PlanTask[] {
  if (scope.desktop)
    return [
      {
        ...priceLine(
          brief,
          t("Automation licence (Power Automate Premium, first year)"),
          12,
          t("month"),
          SCRIPT_PRICES.power_automate,
        ),
        covers: "licences" as const,
      },
    ];
  if (scope.schedule)
    return [
      priceLine(
        brief,
        t("Scheduled runner (small cloud instance, first year)"),
        12 * HOURS_PER_MONTH,
        t("hour"),
        CLOUD.tinyInstanceHour,
      ),
    ];
  return [];
}

function scriptRisks(scope: ScriptScope, t: Translate, baseCost: number): PlanRisk[] {
  const risks: PlanRisk[] = [
    {
      title: t("Real files or records vary more than the samples (formats, names, missing fields)"),
      probability: 0.35,
      impact: baseCost * 0.25,
      delayWeeks: 0.05,
      mitigation: t(
        "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.",
      ),
    },
  ];
  if (scope.systems.length > 0)
    risks.push({
      title: t("An API limit, permission or credential blocks the script"),
      probability: 0.25,
      impact: baseCost * 0.2,
      delayWeeks: 0.1,
      mitigation: t(
        "Get credentials with the right permissions before work starts and test against the live service early.",
      ),
    });
  if (scope.schedule)
    risks.push({
      title: t("A scheduled run fails unnoticed"),
      probability: 0.2,
      impact: baseCost * 0.1,
      delayWeeks: 0,
      mitigation: t("Send a message on every failure and keep the logs of the last runs."),
    });
  return risks;
}

export function automationScriptSpec(brief: Brief, stated?: StatedScale): KindPlanSpec {
  const t = translator(brief.language);
  const scope = scriptScope(brief);
  const labour = scriptLabour(scope, t);
  const elements = labour.phases[0]?.tasks.length ?? 1;
  const questions = [
    t("Where should it run: on a laptop, a server or in the cloud, and on which operating system?"),
    t("Can you share a handful of real sample files or records, including unusual ones?"),
    ...(scope.systems.length > 0
      ? [
          t("Can you provide API access with the right permissions for {{systems}}?", {
            systems: scope.systems.join(", "),
          }),
        ]
      : []),
    ...(scope.schedule ? [] : [t("Should it run on demand or on a schedule, and who should be told when it fails?")]),
  ];
  return {
    brief,
    t,
    labour,
    nonLabour: scriptRunningCosts(brief, scope, t),
    risks: ({ baseCost }) => scriptRisks(scope, t, baseCost),
    questions,
    method: t(
      "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.",
      {
        test: Math.round(TEST_SHARE.value * 100),
        minimum: formatNumber(MINIMUM_HOURS.value, 0, brief.language),
      },
    ),
    // A stated size may be far beyond one developer's job: the one-developer sentences are left out then.
    scope: stated
      ? t("An automation script of {{n}} parts, of the size stated in the request.", { n: elements })
      : `${elements === 1 ? t("A single-purpose script built and handed over by one developer.") : t("A script of {{n}} parts built and handed over by one developer.", { n: elements })}${scope.urgent ? ` ${t("It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.")}` : ""}`,
    assumptions: [
      ...(stated
        ? []
        : [
            t(
              "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.",
            ),
          ]),
      t("The client provides sample inputs, access to the systems involved and a place to run the script."),
    ],
    metrics: { script_parts: elements, systems: scope.systems.length },
    minimum: { hours: MINIMUM_HOURS.value, role: "automation_developer" },
  };
}
