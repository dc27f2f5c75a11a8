import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk } from "../../../core/plan.js";
import { labourFactor } from "../shared/rates.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan, LabourTask } from "../shared/labour.js";
import { HOURS_PER_DAY, KNEE, MINIMUM_DAYS, OVERHEAD_DAYS, SCAN_SHARE, TEST_DAYS } from "./reference.js";
import { securityScope, testingDays, type SecurityScope, type Target } from "./scope.js";

/** The name of each target in the brief's language. */
export function targetNames(t: Translate): Record<Target, string> {
  return {
    web_app: t("web application"),
    api: t("API"),
    mobile_app: t("mobile app"),
    external: t("external perimeter"),
    internal: t("internal network"),
    cloud: t("cloud configuration"),
  };
}

/** What each target's testing line says it covers, with its counts. */
function testingTask(t: Translate, scope: SecurityScope, target: Target, language?: string): string {
  const n = (value: number) => formatNumber(value, 0, language);
  switch (target) {
    case "web_app":
      return t("Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)", {
        apps: n(scope.applications),
        screens: n(scope.screens.value),
        roles: n(scope.roles.value),
      });
    case "api":
      return t("API testing ({{n}} endpoints)", { n: n(scope.endpoints.value) });
    case "mobile_app":
      return t("Mobile app testing ({{n}} platforms)", { n: n(scope.platforms.value) });
    case "external":
      return t("External perimeter testing ({{n}} IP addresses)", { n: n(scope.ips.value) });
    case "internal":
      return t("Internal network testing ({{n}} hosts)", { n: n(scope.hosts.value) });
    case "cloud":
      return t("Cloud configuration review ({{n}} accounts)", { n: n(scope.accounts.value) });
  }
}

/** Scoping, testing per target, reporting with review, and a retest when asked; days turned into hours. */
export function securityLabour(scope: SecurityScope, t: Translate, language?: string): LabourPlan {
  const days = testingDays(scope);
  const testing = scope.targets.reduce((s, target) => s + days[target], 0);
  const o = OVERHEAD_DAYS;
  const h = (d: number) => d * HOURS_PER_DAY;
  const reporting: LabourTask[] = [
    {
      name: t("Report with evidence and remediation advice"),
      role: "security_tester",
      hours: h(o.report.value + o.reportShare.value * testing),
    },
    {
      name: t("Quality review and read-out"),
      role: "security_lead",
      hours: h(o.review.value + o.reviewShare.value * testing),
    },
    ...(scope.attestation
      ? [{ name: t("Attestation letter"), role: "security_lead" as const, hours: h(o.attestation.value) }]
      : []),
  ];
  const retest = Math.max(o.retestMinimum.value, o.retestShare.value * testing);
  return {
    managementShare: 0.05,
    // Testing a week per five tester-days, a week for the report, and two more for the client's fixes before a retest.
    nominalWeeks: Math.max(1, Math.ceil(testing / 5)) + 1 + (scope.retest ? 2 : 0),
    phases: [
      {
        name: t("Scoping and rules of engagement"),
        share: 0.15,
        tasks: [
          {
            name: t("Scoping, rules of engagement and kick-off"),
            role: "security_lead",
            hours: h(o.scoping.value + o.scopingPerTarget.value * (scope.targets.length - 1)),
          },
        ],
      },
      {
        name: scope.scan ? t("Vulnerability assessment") : t("Penetration testing"),
        share: 0.5,
        tasks: scope.targets.map((target) => ({
          name: testingTask(t, scope, target, language),
          role: "security_tester" as const,
          hours: h(days[target]),
        })),
      },
      { name: t("Reporting"), share: 0.2, tasks: reporting },
      ...(scope.retest
        ? [
            {
              name: t("Retest of findings"),
              share: 0.15,
              tasks: [{ name: t("Retest of the fixed findings"), role: "security_tester" as const, hours: h(retest) }],
            },
          ]
        : []),
    ],
  };
}

function securityRisks(t: Translate, scope: SecurityScope, baseCost: number): PlanRisk[] {
  return [
    {
      title: t("Test accounts, access or the test environment are not ready when testing starts"),
      probability: 0.3,
      impact: baseCost * 0.1,
      delayWeeks: 0.5,
      mitigation: t(
        "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.",
      ),
    },
    {
      title: t("Testing finds hosts, endpoints or functions the scope did not list"),
      probability: 0.25,
      impact: baseCost * 0.15,
      delayWeeks: 0.5,
      mitigation: t("Confirm the inventory in the scoping call and agree how newly found targets are handled."),
    },
    ...(scope.targets.includes("internal") || scope.targets.includes("external")
      ? [
          {
            title: t("A critical finding pauses testing until it is contained"),
            probability: 0.15,
            impact: baseCost * 0.05,
            delayWeeks: 1,
            mitigation: t("Name an out-of-hours contact and agree in advance when testing stops and resumes."),
          },
        ]
      : []),
  ];
}

function securityQuestions(t: Translate, scope: SecurityScope): string[] {
  const has = (target: Target) => scope.targets.includes(target);
  return [
    t("Which environments are in scope (production or staging), and can you provide test accounts for each user role?"),
    ...(has("web_app") && (!scope.screens.stated || !scope.roles.stated)
      ? [t("How many screens or pages and how many user roles does the application have?")]
      : []),
    ...(has("api") && !scope.endpoints.stated
      ? [t("How many API endpoints are there, and is there an OpenAPI or Postman specification?")]
      : []),
    ...(has("external") && !scope.ips.stated ? [t("How many external IP addresses and hostnames are live?")] : []),
    ...(has("internal") && !scope.hosts.stated
      ? [
          t(
            "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?",
          ),
        ]
      : []),
    ...(has("cloud") && !scope.accounts.stated
      ? [t("Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?")]
      : []),
    ...(scope.retest
      ? []
      : [
          t(
            "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?",
          ),
        ]),
    t(
      "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?",
    ),
  ];
}

/** A security assessment: tester-days per scope unit at the security tester rate of the project's place. */
export function securityAssessmentSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const language = brief.language;
  const scope = securityScope(brief);
  const labour = securityLabour(scope, t, language);
  const days = testingDays(scope);
  const testing = scope.targets.reduce((s, target) => s + days[target], 0);
  const total = labour.phases.reduce((s, p) => s + p.tasks.reduce((h, task) => h + task.hours, 0), 0) / HOURS_PER_DAY;
  const names = targetNames(t);
  const list = scope.targets.map((target) => names[target]).join(", ");
  const num = (value: number, digits = 0) => formatNumber(value, digits, language);
  const d = TEST_DAYS;
  const counted: Array<[Target, keyof SecurityScope, string]> = [
    ["web_app", "screens", t("screens")],
    ["web_app", "roles", t("user roles")],
    ["api", "endpoints", t("API endpoints")],
    ["mobile_app", "platforms", t("mobile platforms (iOS and Android)")],
    ["external", "ips", t("live external IP addresses")],
    ["internal", "hosts", t("internal hosts")],
    ["cloud", "accounts", t("cloud accounts")],
  ];
  const assumedCounts = counted
    .filter(([target, key]) => scope.targets.includes(target) && !(scope[key] as { stated: boolean }).stated)
    .map(([, key, unit]) => `${num((scope[key] as { value: number }).value)} ${unit}`);
  return {
    brief,
    t,
    labour,
    nonLabour: [],
    risks: ({ baseCost }) => securityRisks(t, scope, baseCost),
    questions: securityQuestions(t, scope),
    method: [
      t(
        "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.",
        {
          web: num(d.webApp.value, 1),
          screen: num(d.perScreen.value, 2),
          role: num(d.perRole.value, 1),
          api: num(d.api.value, 1),
          endpoint: num(d.perEndpoint.value, 2),
          mobile: num(d.mobilePlatform.value, 1),
          external: num(d.external.value, 1),
          ip: num(d.perIp.value, 3),
          internal: num(d.internal.value, 1),
          host: num(d.perHost.value, 2),
          cloud: num(d.cloud.value, 1),
          account: num(d.perCloudAccount.value, 1),
          screens: num(KNEE.screens),
          endpoints: num(KNEE.endpoints),
          ips: num(KNEE.ips),
          hosts: num(KNEE.hosts),
          accounts: num(KNEE.accounts),
          retest: Math.round(OVERHEAD_DAYS.retestShare.value * 100),
          place: labourFactor(brief).label,
        },
      ),
      ...(scope.scan
        ? [
            t(
              "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.",
              {
                share: Math.round(SCAN_SHARE.value * 100),
              },
            ),
          ]
        : []),
    ].join(" "),
    scope: scope.scan
      ? t(
          "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.",
          {
            targets: list,
            testing: num(testing, 1),
            total: num(total, 1),
          },
        )
      : t(
          "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.",
          {
            targets: list,
            testing: num(testing, 1),
            total: num(total, 1),
          },
        ),
    assumptions: [
      ...(scope.assumedTarget
        ? [t("A web application test is assumed: the request named no target (application, API, network or cloud).")]
        : []),
      ...(assumedCounts.length > 0
        ? [t("Sized at {{counts}}, as the request did not state them.", { counts: assumedCounts.join(", ") })]
        : []),
      t(
        "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.",
      ),
      ...(scope.retest
        ? [t("One retest of the fixed findings is included.")]
        : [t("No retest is included: the request did not ask for one.")]),
    ],
    metrics: {
      targets: scope.targets.join(","),
      testing_days: Math.round(testing * 10) / 10,
      total_days: Math.round(total * 10) / 10,
      retest: scope.retest ? 1 : 0,
      ...(scope.targets.includes("api") ? { endpoints: scope.endpoints.value } : {}),
      ...(scope.targets.includes("external") ? { ip_addresses: scope.ips.value } : {}),
      ...(scope.targets.includes("internal") ? { hosts: scope.hosts.value } : {}),
      ...(scope.targets.includes("cloud") ? { cloud_accounts: scope.accounts.value } : {}),
      ...(scope.targets.includes("web_app") ? { screens: scope.screens.value, user_roles: scope.roles.value } : {}),
    },
    minimum: { hours: MINIMUM_DAYS.value * HOURS_PER_DAY, role: "security_tester" },
  };
}
