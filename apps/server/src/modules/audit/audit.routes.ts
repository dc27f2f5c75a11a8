import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  auditPageSchema,
  auditQuerySchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { answers, secured } from "../company/answers.js";
import { AuditService } from "./audit.service.js";

const idParams = z.object({ id: z.string().min(1) });
const tagged = secured("audit");
const FILTERS = `Filters: \`action\` (one of ${AUDIT_ACTIONS.join(", ")}), \`actor_id\` (a user id), \`from\` (inclusive) and \`to\` (exclusive), ISO 8601 times. 400 with field errors for a filter that is not one.`;

/** A workspace's audit log (under /api/workspaces), for its admins and owners; non-members get 404. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);
    const audit = new AuditService(ctx.db, ctx.workspaces);

    app.get(
      "/:id/audit/",
      {
        schema: {
          ...tagged,
          operationId: "listWorkspaceAudit",
          summary: "The workspace's audit log, newest first, a page at a time (admin or owner)",
          description: `${FILTERS} Paging: \`limit\` 1 to ${AUDIT_PAGE_MAX} (default ${AUDIT_PAGE_DEFAULT}); pass the answer's \`next_before\` as \`before\` for the next, older page (null on the last).`,
          params: idParams,
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...answers(400, 401, 403, 404) },
        },
      },
      async (request) => audit.page(currentUser(request).id, request.params.id, request.query),
    );

    app.get(
      "/:id/audit.csv",
      {
        schema: {
          ...tagged,
          operationId: "downloadWorkspaceAudit",
          summary: "The workspace's audit log as a CSV file, newest first (admin or owner)",
          description: `${FILTERS} Every matching entry (\`before\` starts after a page key; \`limit\` is not used). Cells are quoted; text starting with = + - @ is prefixed with an apostrophe so a spreadsheet keeps it as text.`,
          params: idParams,
          querystring: auditQuerySchema,
          produces: ["text/csv"],
          response: {
            200: z.string().describe("text/csv; charset=utf-8, as an attachment"),
            ...answers(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const lines = await audit.csv(currentUser(request).id, request.params.id, request.query);
        return (
          reply
            .header("Content-Type", "text/csv; charset=utf-8")
            .header("Content-Disposition", `attachment; filename="audit-${request.params.id}.csv"`)
            .header("X-Content-Type-Options", "nosniff")
            .header("Cache-Control", "no-store")
            // A stream is sent as it is (never serialized); the 200 schema above only describes it.
            .send(Readable.from(lines) as unknown as string)
        );
      },
    );
  };
}
