import { norm } from "../shared/norms.js";

/**
 * Tester-days per scope unit of a security assessment. No public source states days per endpoint, IP or
 * host, so these are this model's norms; the tests hold the totals against published day counts and
 * prices (a UK web application or external test of 3–5 days at £3,750–£6,250, an internal test at
 * £6,250–£10,000: Softomate Solutions, How often should UK businesses conduct penetration testing, 2026).
 */
export const TEST_DAYS = {
  webApp: norm(2, "one web application's common functions (authentication, sessions, input handling), tester-days"),
  perScreen: norm(0.05, "each screen or page of a web application, tester-days"),
  perRole: norm(0.5, "each user role beyond the first (authorisation checked between roles), tester-days"),
  api: norm(1, "an API's authentication, rate limiting and common flaws, tester-days"),
  perEndpoint: norm(0.1, "each API endpoint, tester-days"),
  mobilePlatform: norm(3, "one mobile platform's client (iOS or Android: storage, transport, binary), tester-days"),
  external: norm(1, "an external perimeter's reconnaissance and exposed services, tester-days"),
  perIp: norm(0.125, "each live external IP address, tester-days"),
  internal: norm(4, "an internal network and its directory from a foothold, tester-days"),
  perHost: norm(0.01, "each internal host, tester-days"),
  cloud: norm(1, "a cloud configuration review's identity, logging and network baseline, tester-days"),
  perCloudAccount: norm(2, "each cloud account or subscription against its CIS benchmark, tester-days"),
} as const;

/**
 * Past this many units a unit's days halve per doubling: testers sample repeated screens, endpoints and
 * hosts rather than test each one alone.
 */
export const KNEE = { screens: 60, endpoints: 50, ips: 32, hosts: 250, accounts: 5 } as const;

/** What a test is sized at when the request states no count (each says so in the assumptions). */
export const DEFAULTS = {
  screens: 20,
  roles: 2,
  endpoints: 20,
  ips: 8,
  hosts: 100,
  accounts: 1,
  platforms: 2,
} as const;

export const OVERHEAD_DAYS = {
  scoping: norm(0.5, "scoping, rules of engagement and kick-off, senior consultant days"),
  scopingPerTarget: norm(0.25, "each further kind of target to scope, senior consultant days"),
  report: norm(0.5, "writing the report with evidence and remediation advice, tester-days"),
  reportShare: norm(0.1, "report writing per day of testing, share"),
  review: norm(0.25, "quality review and read-out of the report, senior consultant days"),
  reviewShare: norm(0.05, "quality review per day of testing, share"),
  retestShare: norm(0.25, "a retest of the findings once fixed, share of the testing days"),
  retestMinimum: norm(1, "the smallest retest, tester-days"),
  attestation: norm(0.25, "an attestation letter for customers or auditors, senior consultant days"),
} as const;

/** A vulnerability assessment scans and verifies the findings by hand: a share of a penetration test's days. */
export const SCAN_SHARE = norm(
  0.4,
  "a vulnerability assessment (scanning with manual verification), share of a penetration test's days",
);
/** The smallest security test sold: two tester-days. */
export const MINIMUM_DAYS = norm(2, "the smallest security test (set-up, testing and a short report), tester-days");
export const HOURS_PER_DAY = 8;
