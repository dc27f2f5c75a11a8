import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** The shapes of api-contract.md, as exact key lists; each check also pins the value types. */
export const USER_KEYS = ["email", "email_verified", "first_name", "id", "last_name", "profile_image", "username"];
export const PROJECT_KEYS = ["created_at", "created_by", "id", "name", "title", "updated_at"];
export const SUMMARY_KEYS = [
  "accepted",
  "created_at",
  "error",
  "id",
  "locked",
  "project_id",
  "status",
  "title",
  "updated_at",
  "user_query",
  "uuid",
  "version",
];
export const DOCUMENT_KEYS = [...SUMMARY_KEYS, "document"].sort();
/** Where a proposal stands with its client, which the lists add to each item. */
export const STANDING_KEYS = ["proposal_status", "proposal_value"];
export const LISTED_KEYS = [...SUMMARY_KEYS, ...STANDING_KEYS].sort();
export const JOB_KEYS = ["document_id", "error", "estimate", "process_id", "progress", "stage", "status"];
export const HISTORY_KEYS = [
  "created_at",
  "proposal_status",
  "proposal_value",
  "session_id",
  "status",
  "topic",
  "username",
];
export const CHAT_KEYS = ["content", "created_at", "type"];
/** The estimate's keys the contract names (the server may add more, e.g. the method's metrics). */
export const ESTIMATE_KEYS = [
  "assumptions",
  "contingency",
  "currency",
  "domain",
  "duration_weeks",
  "method",
  "phases",
  "risks",
  "roles",
  "summary",
  "total_cost",
];

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A path as the contract writes it and its other form (trailing slash added or removed, query kept). */
export function bothForms(url: string): [string, string] {
  const [path, query] = url.split("?") as [string, string | undefined];
  const other = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  return [url, query === undefined ? other : `${other}?${query}`];
}

export function keysOf(value: unknown): string[] {
  expect(value, "an object").toBeTypeOf("object");
  return Object.keys(value as object).sort();
}

export function expectIsoUtc(value: unknown): void {
  expect(value).toMatch(ISO_UTC);
  expect(new Date(value as string).toISOString().slice(0, 19)).toBe((value as string).slice(0, 19));
}

export function expectUser(value: unknown): void {
  expect(keysOf(value)).toEqual(USER_KEYS);
  const user = value as Record<string, unknown>;
  for (const key of ["id", "username", "first_name", "last_name", "email"]) expect(user[key], key).toBeTypeOf("string");
  expect(user.profile_image === null || typeof user.profile_image === "string").toBe(true);
  expect(user.email_verified, "email_verified").toBeTypeOf("boolean");
}

export function expectTokenPair(value: unknown): void {
  expect(keysOf(value)).toEqual(["access_token", "refresh_token"]);
  for (const token of Object.values(value as object)) expect(token).toMatch(/^\S{20,}$/);
}

export function expectProject(value: unknown): void {
  expect(keysOf(value)).toEqual(PROJECT_KEYS);
  const project = value as Record<string, unknown>;
  for (const key of ["id", "title", "created_by"]) expect(project[key], key).toBeTypeOf("string");
  expect(project.name).toBe(project.title);
  expectIsoUtc(project.created_at);
  expectIsoUtc(project.updated_at);
}

/** A DocumentSummary, or a Document when `withHtml`. */
/** A document as read (with its HTML) or as a list shows it (its summary, status and value). */
export function expectDocument(value: unknown, withHtml = true): void {
  expect(keysOf(value)).toEqual(withHtml ? DOCUMENT_KEYS : LISTED_KEYS);
  const doc = value as Record<string, unknown>;
  if (!withHtml) expectStanding(doc);
  for (const key of ["id", "title", "user_query", "project_id"]) expect(doc[key], key).toBeTypeOf("string");
  if (withHtml) expect(doc.document).toBeTypeOf("string");
  expect(doc.uuid).toMatch(UUID_V4);
  expect(doc.uuid).not.toBe(doc.id);
  expect(["generating", "ready", "failed", "needs_input"]).toContain(doc.status);
  expect(doc.error === null || typeof doc.error === "string").toBe(true);
  expect(Number.isInteger(doc.version) && (doc.version as number) >= 1).toBe(true);
  expect(doc.accepted).toBeTypeOf("boolean");
  expect(doc.locked).toBeTypeOf("boolean");
  expectIsoUtc(doc.created_at);
  expectIsoUtc(doc.updated_at);
}

/** A proposal's status and value as the lists carry them. */
export function expectStanding(item: Record<string, unknown>): void {
  expect(["draft", "shared", "viewed", "accepted", "declined"]).toContain(item.proposal_status);
  const value = item.proposal_value as { amount: unknown; currency: unknown } | null;
  if (value !== null) {
    expect(value.amount).toBeTypeOf("number");
    expect(value.currency).toMatch(/^[A-Z]{3}$/);
  }
}

export function expectEstimateJob(value: unknown): void {
  const job = value as Record<string, unknown>;
  // Questions come only with a document that needs the user's input.
  expect(keysOf(value)).toEqual(job.status === "needs_input" ? [...JOB_KEYS, "questions"].sort() : JOB_KEYS);
  if (job.status === "needs_input") expect((job.questions as unknown[]).length).toBeGreaterThan(0);
  expect(job.process_id).toBeTypeOf("string");
  expect(job.document_id).toBe(job.process_id);
  expect(["generating", "ready", "failed", "needs_input"]).toContain(job.status);
  expect(job.stage).toBeTypeOf("string");
  expect(job.progress).toBeGreaterThanOrEqual(0);
  expect(job.progress).toBeLessThanOrEqual(100);
}

const numbers = (value: object, keys: string[]) => {
  expect(keysOf(value)).toEqual([...keys].sort());
  for (const key of keys) expect((value as Record<string, unknown>)[key], key).toBeTypeOf("number");
};

/** The estimate object's contract keys and types, and that its figures agree with each other. */
export function expectEstimate(value: unknown): void {
  expect(keysOf(value)).toEqual(expect.arrayContaining(ESTIMATE_KEYS));
  const e = value as Record<string, unknown> & {
    phases: Array<Record<string, unknown>>;
    total_cost: { expected: number; p10: number; p50: number; p80: number; p90: number };
    duration_weeks: { p10: number; p50: number; p80: number; p90: number };
    contingency: number;
    estimate_class: number;
    accuracy: { low: number; high: number };
    feasible: boolean;
  };
  expect(["software", "construction", "marketing", "event", "research", "other"]).toContain(e.domain);
  expect(e.currency).toMatch(/^[A-Z]{3}$/);
  expect(e.summary).toBeTypeOf("string");
  expect(e.method).toBeTypeOf("string");
  expect((e.assumptions as unknown[]).every((a) => typeof a === "string")).toBe(true);
  expect(e.phases.length).toBeGreaterThan(0);
  for (const phase of e.phases) {
    const { name, tasks, ...figures } = phase;
    expect(name).toBeTypeOf("string");
    numbers(figures, ["effort_hours", "cost", "start_week", "end_week"]);
    for (const { name: taskName, ...task } of tasks as Array<Record<string, unknown>>) {
      expect(taskName).toBeTypeOf("string");
      numbers(task, ["effort_hours", "cost"]);
    }
  }
  for (const { role, ...figures } of e.roles as Array<Record<string, unknown>>) {
    expect(role).toBeTypeOf("string");
    numbers(figures, ["count", "rate", "hours", "cost"]);
  }
  for (const risk of e.risks as Array<Record<string, unknown>>) {
    expect(keysOf(risk)).toEqual(["impact", "mitigation", "probability", "title"]);
    expect(risk.probability).toBeGreaterThanOrEqual(0);
    expect(risk.probability).toBeLessThanOrEqual(1);
    expect(risk.impact).toBeTypeOf("number");
  }
  numbers(e.duration_weeks, ["p10", "p50", "p80", "p90"]);
  numbers(e.total_cost, ["expected", "p10", "p50", "p80", "p90"]);
  expect([1, 2, 3, 4, 5]).toContain(e.estimate_class);
  expect(e.accuracy.low).toBeLessThan(0);
  expect(e.accuracy.high).toBeGreaterThan(0);
  expect(e.feasible).toBeTypeOf("boolean");
  expect(e.total_cost.p10).toBeLessThanOrEqual(e.total_cost.p50);
  expect(e.duration_weeks.p10).toBeLessThanOrEqual(e.duration_weeks.p50);
  expect(e.contingency).toBeTypeOf("number");
  const phasesCost = e.phases.reduce((sum, phase) => sum + (phase.cost as number), 0);
  expect(Math.abs(phasesCost - (e.total_cost.expected - e.contingency))).toBeLessThanOrEqual(0.02);
  expect(e.total_cost.p50).toBeLessThanOrEqual(e.total_cost.p80);
  expect(e.total_cost.p80).toBeLessThanOrEqual(e.total_cost.p90);
  expect(e.duration_weeks.p50).toBeLessThanOrEqual(e.duration_weeks.p80);
  expect(e.duration_weeks.p80).toBeLessThanOrEqual(e.duration_weeks.p90);
}

/** `{"detail": "<message>"}` with the given status. */
export function expectDetail(res: LightMyRequestResponse, status: number): void {
  expect([res.statusCode, res.body]).toEqual([status, expect.any(String)]);
  expect(keysOf(res.json())).toEqual(["detail"]);
  expect(res.json().detail).toMatch(/\S/);
}

/** `400 {"<field>": ["<message>", ...]}` naming exactly these fields. */
export function expectFieldErrors(res: LightMyRequestResponse, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(keysOf(res.json())).toEqual([...fields].sort());
  for (const messages of Object.values(res.json() as Record<string, unknown>)) {
    expect(
      Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === "string" && m.length > 0),
    ).toBe(true);
  }
}

/** A 204 with nothing in the body. */
export function expectNoContent(res: LightMyRequestResponse): void {
  expect([res.statusCode, res.body]).toEqual([204, ""]);
}
