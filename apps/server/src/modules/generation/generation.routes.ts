import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { documentCreatedSchema, documentSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { notFound } from "../../http/errors.js";
import { createDocumentRoute } from "../documents/create-route.js";
import { presentCreated, presentDocument } from "../documents/documents.presenter.js";
import {
  BRIEF_MAX_DOCX_PART_BYTES,
  BRIEF_MAX_DOCX_UNPACKED_BYTES,
  BRIEF_MAX_PAGES,
  BRIEF_READ_TEXT_LIMIT,
  BRIEF_READ_TIME_LIMIT_MS,
} from "./brief-files.js";
import { readBriefForm } from "./brief-form.js";
import { onCurrentWorkspace, onDocument } from "../../policies/access-hook.js";
import { estimateJobSchema, presentEstimateJob, presentProgress } from "./estimate-job.presenter.js";

const idParams = z.object({ id: z.string().min(1) });
const secured = { tags: ["generation"], security: [{ bearer: [] }] };
const FINAL_EVENT = { ready: "done", failed: "failed", needs_input: "needs_input" } as const;
const EVENT_POLL_MS = 150;
const HEARTBEAT_MS = 15_000;

/** Proposal generation: create (technical-estimation and agent aliases, a request with a brief file), progress (job + events), retry, re-estimate. */
export function generationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    for (const path of ["/technical-estimation/build-proposal", "/build-proposal"]) {
      app.post(path, {
        ...auth,
        ...createDocumentRoute(ctx, { tags: ["generation"], summary: "Generate a proposal (as POST /api/documents/)" }),
      });
    }

    app.post(
      "/documents/from-brief/",
      {
        ...onCurrentWorkspace("create"),
        ...auth,
        schema: {
          ...secured,
          summary: "Generate a proposal from a request and an attached brief",
          description: `multipart/form-data: \`conversation\` (text, optional when a brief is attached), \`project_id\` (optional), \`template_id\` (optional: the template the proposal follows, as in POST /api/documents/), \`brief\` (a .txt, .md, .docx or .pdf file under 10 MB). The brief's text is read with the request and the file is listed in the document's files. Refused with 400: a PDF of more than ${BRIEF_MAX_PAGES} pages; a Word file with an XML part (its text, styles…) over ${BRIEF_MAX_DOCX_PART_BYTES / 1024 / 1024} MB unpacked, or over ${BRIEF_MAX_DOCX_UNPACKED_BYTES / 1024 / 1024} MB unpacked in all; a brief whose reading takes more than ${BRIEF_READ_TIME_LIMIT_MS / 1000} s. Only the first ${BRIEF_READ_TEXT_LIMIT.toLocaleString("en")} characters of a long brief's text are read.`,
          consumes: ["multipart/form-data"],
          response: { 201: documentCreatedSchema },
        },
      },
      async (request, reply) => {
        const form = await readBriefForm(request, ctx.fileWorkers);
        // The project comes with the form, read only now: the policy is asked about it here.
        if (form.projectId)
          await ctx.access.authorize(currentUser(request).id, "create", { kind: "project", id: form.projectId });
        const doc = await ctx.generation.startWithBrief(
          currentUser(request).id,
          { conversation: form.conversation, project_id: form.projectId, template_id: form.templateId },
          form.brief,
        );
        return reply.status(201).send(presentCreated(doc));
      },
    );

    app.get(
      "/technical-estimation/proposal/:processId",
      {
        ...onDocument("read", "processId"),
        ...auth,
        schema: {
          ...secured,
          summary: "Generation progress and the structured estimate",
          params: z.object({ processId: z.string().min(1) }),
          response: { 200: estimateJobSchema },
        },
      },
      async (request) => {
        const owner = currentUser(request).id;
        const doc = await ctx.documents.get(owner, request.params.processId);
        const job = await ctx.generation.job(owner, doc.id);
        if (!job) throw notFound();
        return presentEstimateJob(doc, job);
      },
    );

    app.post(
      "/technical-estimation/proposal/:processId/brief/",
      {
        ...onDocument("generate", "processId"),
        ...auth,
        schema: {
          ...secured,
          summary: "Replace the brief behind a proposal (an accepted re-estimate) and recompute its estimate",
          description:
            "The body is the `brief` the editor assistant returned with a re-estimated proposal. The server recomputes the estimate itself.",
          params: z.object({ processId: z.string().min(1) }),
          body: z.object({ brief: z.unknown() }),
          response: { 200: estimateJobSchema },
        },
      },
      async (request) => {
        const owner = currentUser(request).id;
        await ctx.generation.applyBrief(owner, request.params.processId, request.body.brief);
        const doc = await ctx.documents.get(owner, request.params.processId);
        return presentEstimateJob(doc, await ctx.generation.job(owner, doc.id));
      },
    );

    app.post(
      "/documents/:id/retry/",
      {
        ...onDocument("generate"),
        ...auth,
        schema: {
          ...secured,
          summary: "Retry a failed generation",
          params: idParams,
          response: { 200: documentSchema },
        },
      },
      async (request) => presentDocument(await ctx.generation.retry(currentUser(request).id, request.params.id)),
    );

    app.get(
      "/documents/:id/events",
      {
        ...onDocument("read"),
        ...auth,
        schema: {
          ...secured,
          summary: "Server-sent progress events until the document is ready, failed or needs input",
          description:
            "Events: `progress` on every change, then one of `done`, `failed` or `needs_input` (whose data carries the questions), and the stream ends.",
          params: idParams,
        },
      },
      async (request, reply) => {
        const owner = currentUser(request).id;
        const doc = await ctx.documents.get(owner, request.params.id);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          "Content-Type": "text/event-stream; charset=utf-8",
          "Cache-Control": "no-cache, no-transform",
          Connection: "keep-alive",
          "X-Accel-Buffering": "no",
        });
        let open = true;
        request.raw.on("close", () => {
          open = false;
        });
        // The response is ours after hijack(): whatever happens while streaming, it must be ended.
        try {
          let last = "";
          let lastWrite = Date.now();
          // A shutdown ends the stream at once: the client reconnects, behind a load balancer to another process.
          while (open && !ctx.closing.aborted) {
            const current = await ctx.documents.get(owner, doc.id).catch(() => undefined);
            if (!current) break;
            const payload = presentProgress(current, await ctx.generation.job(owner, doc.id));
            const text = JSON.stringify(payload);
            if (text !== last) {
              raw.write(`event: progress\ndata: ${text}\n\n`);
              last = text;
              lastWrite = Date.now();
            }
            if (payload.status !== "generating") {
              raw.write(`event: ${FINAL_EVENT[payload.status]}\ndata: ${text}\n\n`);
              break;
            }
            if (Date.now() - lastWrite > HEARTBEAT_MS) {
              raw.write(": keep-alive\n\n");
              lastWrite = Date.now();
            }
            await sleep(EVENT_POLL_MS, undefined, { signal: ctx.closing }).catch(() => undefined);
          }
        } catch (error) {
          request.log.error({ err: error, documentId: doc.id }, "progress stream stopped by an error");
        } finally {
          raw.end();
        }
      },
    );
  };
}
