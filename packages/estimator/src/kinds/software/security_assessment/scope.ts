import type { Brief, BriefDetails } from "@scopewise/shared";
import { DEFAULTS, KNEE, SCAN_SHARE, TEST_DAYS } from "./reference.js";

export type Target = NonNullable<BriefDetails["security_targets"]>[number];
export const TARGET_ORDER: readonly Target[] = ["web_app", "api", "mobile_app", "external", "internal", "cloud"];

/** A unit count as the request stated it, or the default the model assumes. */
export interface Count {
  value: number;
  stated: boolean;
}

/** What a security assessment covers, from the brief the reader produced. */
export interface SecurityScope {
  targets: Target[];
  /** True when no target was named or counted and a web application test is assumed. */
  assumedTarget: boolean;
  applications: number;
  screens: Count;
  roles: Count;
  endpoints: Count;
  platforms: Count;
  ips: Count;
  hosts: Count;
  accounts: Count;
  scan: boolean;
  retest: boolean;
  attestation: boolean;
}

const count = (stated: number | undefined, fallback: number): Count =>
  stated !== undefined && stated >= 1 ? { value: stated, stated: true } : { value: fallback, stated: false };

/** Units past the knee count half per doubling, so more scope always adds days but repeated units add fewer. */
export function unitDays(units: number, perUnit: number, knee: number): number {
  if (units <= knee) return units * perUnit;
  return knee * perUnit * (1 + 0.5 * Math.log2(units / knee));
}

export function securityScope(brief: Brief): SecurityScope {
  const q = brief.quantities;
  const d = brief.details ?? {};
  const named = new Set<Target>(d.security_targets ?? []);
  // A count names its target too ("40 endpoints", "16 public IPs", "300 hosts", "2 AWS accounts").
  if (q.endpoints) named.add("api");
  if (q.ip_addresses) named.add("external");
  if (q.hosts) named.add("internal");
  if (q.cloud_accounts) named.add("cloud");
  if (q.user_roles) named.add("web_app");
  const assumedTarget = named.size === 0;
  if (assumedTarget) named.add("web_app");
  const platforms = (q.platforms ?? []).filter((p) => p === "ios" || p === "android").length;
  return {
    targets: TARGET_ORDER.filter((t) => named.has(t)),
    assumedTarget,
    applications: Math.max(1, Math.min(50, q.applications ?? 1)),
    screens: count(q.screens ?? q.pages, DEFAULTS.screens),
    roles: count(q.user_roles, DEFAULTS.roles),
    endpoints: count(q.endpoints, DEFAULTS.endpoints),
    platforms: count(platforms || undefined, DEFAULTS.platforms),
    ips: count(q.ip_addresses, DEFAULTS.ips),
    hosts: count(q.hosts, DEFAULTS.hosts),
    accounts: count(q.cloud_accounts, DEFAULTS.accounts),
    scan: d.vulnerability_scan === true,
    retest: d.retest === true,
    attestation: d.attestation === true,
  };
}

/** Tester-days of testing for each target in scope, before reporting and retest. */
export function testingDays(scope: SecurityScope): Record<Target, number> {
  const days: Record<Target, number> = {
    web_app:
      scope.applications *
      (TEST_DAYS.webApp.value +
        unitDays(scope.screens.value, TEST_DAYS.perScreen.value, KNEE.screens) +
        TEST_DAYS.perRole.value * Math.max(0, scope.roles.value - 1)),
    api: TEST_DAYS.api.value + unitDays(scope.endpoints.value, TEST_DAYS.perEndpoint.value, KNEE.endpoints),
    mobile_app: TEST_DAYS.mobilePlatform.value * scope.platforms.value,
    external: TEST_DAYS.external.value + unitDays(scope.ips.value, TEST_DAYS.perIp.value, KNEE.ips),
    internal: TEST_DAYS.internal.value + unitDays(scope.hosts.value, TEST_DAYS.perHost.value, KNEE.hosts),
    cloud: TEST_DAYS.cloud.value + unitDays(scope.accounts.value, TEST_DAYS.perCloudAccount.value, KNEE.accounts),
  };
  const share = scope.scan ? SCAN_SHARE.value : 1;
  return Object.fromEntries(TARGET_ORDER.map((t) => [t, scope.targets.includes(t) ? days[t] * share : 0])) as Record<
    Target,
    number
  >;
}
