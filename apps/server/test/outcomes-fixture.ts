import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Estimate } from "@scopewise/shared";
import { generate, waitForJob } from "./generation-helpers.js";
import { bearer } from "./test-app.js";

/** A software proposal sized in function points (its phases: discovery and design, build, testing and hardening, launch and handover). */
export const SIZED_REQUEST = "A claims portal web app for an insurer, 400 function points.";

/** Generates a proposal and answers its id and the estimate the job priced. */
export async function estimatedProposal(
  app: FastifyInstance,
  token: string,
  request = SIZED_REQUEST,
): Promise<{ id: string; estimate: Estimate }> {
  const id = await generate(app, token, request);
  const job = await waitForJob(app, token, id);
  if (job.status !== "ready") throw new Error(`generation ended ${String(job.status)}`);
  return { id, estimate: job.estimate as Estimate };
}

/** A time-entry export written as the named tracker writes it (each holds one row that cannot be read). */
export const timeEntries = (name: "harvest" | "toggl" | "clockify" | "jira-worklogs") =>
  readFileSync(path.join(import.meta.dirname, "fixtures", "time-entries", `${name}.csv`), "utf8");

/** Calls on one document's outcome as the given user. */
export function outcomeApi(app: FastifyInstance) {
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    token: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return {
    get: (token: string, id: string) => call("GET", `/api/documents/${id}/outcome/`, token),
    record: (token: string, id: string, body: object) => call("POST", `/api/documents/${id}/outcome/`, token, body),
    edit: (token: string, id: string, body: object) => call("PATCH", `/api/documents/${id}/outcome/`, token, body),
    remove: (token: string, id: string) => call("DELETE", `/api/documents/${id}/outcome/`, token),
    preview: (token: string, id: string, body: object) =>
      call("POST", `/api/documents/${id}/outcome/import/preview/`, token, body),
    confirm: (token: string, id: string, body: object) =>
      call("POST", `/api/documents/${id}/outcome/import/`, token, body),
    scorecard: (token: string, format?: "csv") =>
      call("GET", `/api/outcomes/scorecard/${format ? `?format=${format}` : ""}`, token),
    list: (token: string) => call("GET", "/api/outcomes/", token),
    calibrations: (token: string) => call("GET", "/api/outcomes/calibrations/", token),
  };
}
