import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Estimate, type ExportFormat, exportFormatSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { EXPORT_TIME_LIMIT_MS, buildExport } from "./export-job.js";
import { exportHtml } from "./html-export.js";
import { onDocument } from "../../policies/access-hook.js";
import { withSenderCover } from "./sender-cover.js";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  html: "text/html; charset=utf-8",
};

/** proposal-{ISO time with colons and dots as dashes}.{ext}, as the web app names its download. */
export function exportFileName(at: Date, format: ExportFormat): string {
  return `proposal-${at.toISOString().replace(/[:.]/g, "-")}.${format}`;
}

/** GET /api/documents/{id}/export?format=pdf|docx|html (contract: "Export and history"). */
export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const readUpload = (storedName: string) => ctx.documents.mediaBytes(storedName);
    app.get(
      "/:id/export",
      {
        ...onDocument("export"),
        onRequest: ctx.authenticate,
        schema: {
          tags: ["history"],
          security: [{ bearer: [] }],
          summary: "Download the document as PDF, DOCX or HTML",
          description: `A PDF or DOCX export that takes more than ${EXPORT_TIME_LIMIT_MS / 1000} s to build answers 503. The PDF of a document the client accepted is its signed copy: after the proposal, an acceptance page states who accepted it, when, the SHA-256 of the text accepted, the scope chosen and the total. With a company profile, the logo and the company name stand above the title.`,
          params: z.object({ id: z.string().min(1) }),
          querystring: z.object({ format: exportFormatSchema }),
        },
      },
      async (request, reply) => {
        const ownerId = currentUser(request).id;
        const doc = await ctx.documents.get(ownerId, request.params.id);
        const { format } = request.query;
        // An accepted document is the signed copy: its PDF ends with the acceptance page.
        const acceptance = format === "pdf" ? await ctx.sharing.owner.signedCopyFacts(ownerId, doc.id) : undefined;
        // The cover names the sender: the company profile's logo and name above the title.
        const html = await withSenderCover(doc.document, await ctx.company.brandOf({ documentId: doc.id }), (name) =>
          ctx.uploads.avatars.read(name),
        );
        const source = {
          title: doc.title,
          html,
          estimate: doc.estimate ? (JSON.parse(doc.estimate) as Estimate) : null,
          acceptance,
        };
        const file =
          format === "html" ? exportHtml(source) : await buildExport(ctx.fileWorkers, format, source, readUpload);
        await ctx.audit({
          place: { documentId: doc.id },
          actorId: ownerId,
          action: "document_exported",
          target: { type: "document", id: doc.id, title: doc.title },
          detail: { format },
        });
        return reply
          .header("Content-Type", CONTENT_TYPES[format])
          .header("Content-Disposition", `attachment; filename="${exportFileName(ctx.now(), format)}"`)
          .header("X-Content-Type-Options", "nosniff")
          .header("Cache-Control", "no-store")
          .send(file);
      },
    );
  };
}
