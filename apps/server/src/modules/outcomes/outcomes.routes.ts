import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  importConfirmInputSchema,
  importPreviewInputSchema,
  importPreviewSchema,
  outcomeInputSchema,
  outcomeSchema,
  outcomeUpdateSchema,
  organisationCalibrationSchema,
  scorecardSchema,
  TIME_IMPORT_LIMITS,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { errorAnswers, ownedResourceErrors } from "../../http/error-answers.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { onCurrentWorkspace, onDocument } from "../../policies/access-hook.js";
import { scorecardCsv } from "./scorecard.js";

const secured = { tags: ["outcomes"], security: [{ bearer: [] }] };
const idParams = z.object({ id: z.string().min(1) });
const noContent = { 204: z.null().describe("No content.") };
const { 400: invalid, 409: conflict, 413: tooLarge } = errorAnswers;
/** A CSV of the largest size allowed, escaped into JSON (quotes and line ends double), with room for the mapping. */
const IMPORT_BODY_LIMIT = TIME_IMPORT_LIMITS.csvMaxChars * 2 + 256 * 1024;
const IMPORT_NOTE = `The CSV is sent as text in \`csv\` (Harvest, Toggl Track, Clockify and Jira/Tempo worklog exports are recognised by their header; \`,\`, \`;\` or tab separated; a byte-order mark is fine). At most ${TIME_IMPORT_LIMITS.csvMaxChars.toLocaleString("en")} characters (413) and ${TIME_IMPORT_LIMITS.maxRows.toLocaleString("en")} rows (400).`;

/** A proposal's recorded outcome and the import of time entries into it (under /api/documents). */
export function outcomeDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    const outcomes = ctx.outcomes;

    app.get(
      "/:id/outcome/",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          operationId: "getOutcome",
          summary: "What the proposal's project really took (404 while none is recorded)",
          params: idParams,
          response: { 200: outcomeSchema, ...ownedResourceErrors },
        },
      },
      async (request) => outcomes.get(currentUser(request).id, request.params.id),
    );
    app.post(
      "/:id/outcome/",
      {
        ...onDocument("record_outcome"),
        ...auth,
        schema: {
          ...secured,
          operationId: "recordOutcome",
          summary: "Record what the proposal's project really took",
          description:
            "Actual effort (hours) and cost, in total and per phase (`phases[].name` as the estimate names them), and the end date. The estimate's P10/P50/P90 of effort and cost are kept with it as they are now. 409 when one is recorded already, or when the document has no estimate.",
          params: idParams,
          body: outcomeInputSchema,
          response: { 201: outcomeSchema, 400: invalid, 409: conflict, 413: tooLarge, ...ownedResourceErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await outcomes.create(currentUser(request).id, request.params.id, request.body)),
    );
    app.patch(
      "/:id/outcome/",
      {
        ...onDocument("record_outcome"),
        ...auth,
        schema: {
          ...secured,
          operationId: "updateOutcome",
          summary: "Change a recorded outcome",
          description: "Any of the fields; `phases` replaces the list.",
          params: idParams,
          body: outcomeUpdateSchema,
          response: { 200: outcomeSchema, 400: invalid, 413: tooLarge, ...ownedResourceErrors },
        },
      },
      async (request) => outcomes.update(currentUser(request).id, request.params.id, request.body),
    );
    app.delete(
      "/:id/outcome/",
      {
        ...onDocument("record_outcome"),
        ...auth,
        schema: {
          ...secured,
          operationId: "deleteOutcome",
          summary: "Delete a recorded outcome and its imported time entries",
          params: idParams,
          response: { ...noContent, ...ownedResourceErrors },
        },
      },
      async (request, reply) => {
        await outcomes.delete(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/:id/outcome/import/preview/",
      {
        ...onDocument("record_outcome"),
        ...auth,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          ...secured,
          operationId: "previewTimeEntryImport",
          summary: "Read a tracker's time-entry CSV and say what importing it would record (nothing is stored)",
          description: `${IMPORT_NOTE} The answer names the format found, proposes a \`mapping\` (columns for hours, date, task and cost; each task to an estimate phase), and gives totals per task and per phase and every row that cannot be read with its line and why. Send a changed \`mapping\` to preview it again.`,
          params: idParams,
          body: importPreviewInputSchema,
          response: { 200: importPreviewSchema, 400: invalid, 409: conflict, 413: tooLarge, ...ownedResourceErrors },
        },
      },
      async (request) => outcomes.previewImport(currentUser(request).id, request.params.id, request.body),
    );
    app.post(
      "/:id/outcome/import/",
      {
        ...onDocument("record_outcome"),
        ...auth,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          ...secured,
          operationId: "importTimeEntries",
          summary: "Import the time entries as the proposal's outcome",
          description: `${IMPORT_NOTE} With the \`mapping\` confirmed, the entries' total hours and cost, per phase, become the outcome (its end date: \`finished_on\`, else the last entry's), replacing the actuals of one recorded before; the entries are kept with it. All in one transaction. While rows cannot be read it answers 400 and imports nothing, unless \`skip_bad_rows\` is true.`,
          params: idParams,
          body: importConfirmInputSchema,
          response: { 201: outcomeSchema, 400: invalid, 409: conflict, 413: tooLarge, ...ownedResourceErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await outcomes.confirmImport(currentUser(request).id, request.params.id, request.body)),
    );
  };
}

/** The user's outcomes and their calibration scorecard (under /api/outcomes). */
export function outcomesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    app.get(
      "/",
      {
        ...onCurrentWorkspace("read"),
        ...atCollection,
        ...auth,
        schema: {
          ...secured,
          operationId: "listOutcomes",
          summary: "Every outcome the user recorded, latest end date first",
          response: { 200: z.array(outcomeSchema), 401: errorAnswers[401] },
        },
      },
      async (request) => ctx.outcomes.list(currentUser(request).id),
    );
    app.get(
      "/calibrations/",
      {
        ...onCurrentWorkspace("read"),
        ...auth,
        schema: {
          ...secured,
          operationId: "listCalibrations",
          summary: "What the user's estimates are calibrated on, per domain with recorded outcomes",
          description:
            "The organisation effect learned from the user's own finished projects (only those whose estimate the calibrated size model made), as the estimator takes it: `factor` multiplies the population's P50, `log_sd` sets the P10–P90 spread. A domain without outcomes is not listed: its estimates use the population's.",
          response: { 200: z.array(organisationCalibrationSchema), 401: errorAnswers[401] },
        },
      },
      async (request) => ctx.outcomes.calibrations(currentUser(request).id),
    );
    app.get(
      "/scorecard/",
      {
        ...onCurrentWorkspace("read"),
        ...auth,
        schema: {
          ...secured,
          operationId: "getCalibrationScorecard",
          summary: "Estimate against actual for the user's finished projects",
          description:
            "The share of actuals inside the estimate's P10–P90, the median actual ÷ P50 (effort and cost), per phase, each project as a point, and what the user's next estimate is calibrated on. `?format=csv` answers the points as a CSV file.",
          querystring: z.object({ format: z.enum(["json", "csv"]).default("json") }),
          response: { 200: scorecardSchema, 400: errorAnswers[400], 401: errorAnswers[401] },
        },
      },
      async (request, reply) => {
        const scorecard = await ctx.outcomes.scorecard(currentUser(request).id);
        if (request.query.format === "csv") {
          // A file, not the JSON answer the schema describes: sent as it is.
          return (reply as FastifyReply)
            .type("text/csv; charset=utf-8")
            .header(
              "Content-Disposition",
              `attachment; filename="calibration-scorecard-${ctx.now().toISOString().slice(0, 10)}.csv"`,
            )
            .send(scorecardCsv(scorecard));
        }
        return scorecard;
      },
    );
  };
}
