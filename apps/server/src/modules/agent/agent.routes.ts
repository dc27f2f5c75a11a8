import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { changeOutcomeSchema, chatMessageSchema, detailErrorSchema, ESTIMATE_REVISION_MAX } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { abortWhenClientLeaves } from "../../http/client-gone.js";
import { HttpError } from "../../http/errors.js";
import { withAuth, withBody, withLimit } from "../auth/error-responses.js";
import { AgentEventStream } from "./agent-event-stream.js";
import { onBodyResource } from "../../policies/access-hook.js";
import { SELECTION_CONTEXTS } from "./builtin/engine.js";

const body = z.object({
  user_query: z
    .string({ error: "Please Select Content and Enter Message" })
    .max(4000, "Please keep the instruction under 4,000 characters."),
  content: z.string({ error: "No content found in editor. Please add some content first." }),
  document_id: z.string().min(1).optional(),
  estimate_revision: z.string().min(1).max(ESTIMATE_REVISION_MAX).optional(),
  selection_context: z
    .enum(SELECTION_CONTEXTS)
    .optional()
    .describe(
      "Where the selected content sits: `paragraph`, `heading`, `list_item` or `table_cell` when the selection lies inside one block (then `content` is that block's selected text alone, as one `<p>`, and `result` replaces exactly the selection), `blocks` when it spans several. Leave it out for the whole document.",
    ),
});

/** The editor's assistant (spec section 7, agent API). */
export function agentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/editor-agent",
      {
        ...onBodyResource("generate"),
        onRequest: ctx.authenticate,
        schema: {
          tags: ["agent"],
          operationId: "editWithAssistant",
          summary: "Apply an instruction to HTML (a selection or the whole document)",
          description:
            "Answers the edited HTML (sanitized). With `Accept: text/event-stream` and a language model configured, the model's words stream as `delta` events, then one `result` event carries {result, summary} (or an `error` event carries {status, detail}). An instruction the assistant cannot carry out answers 422 with a detail saying what it can do; it never returns the content unchanged as a success. Shorten, summarise, expand, lists and grammar keep every figure of the content; a model's answer to them that loses one is replaced by the built-in assistant's (or answers 422). With `selection_context`, `content` is the selected text of one block and `result` replaces exactly that text (a list answering a list item's text goes in as items beside it). With document_id, the instruction and the answer join that document's chat. A re-estimate or a currency change of a whole proposal also answers `estimate_revision`: the estimate its text states, to send with the save that contains the accepted change (and with later instructions until then).",
          security: [{ bearer: [] }],
          body,
          response: {
            200: z.object({
              result: z.string(),
              summary: z.string(),
              brief: z.unknown().optional(),
              estimate_revision: z.string().optional(),
            }),
            ...withBody,
            ...withAuth,
            404: detailErrorSchema.describe("The document_id is not one of the signed-in user's documents."),
            422: detailErrorSchema.describe(
              "The assistant cannot carry out the instruction on this content (or a model's rewrite lost figures of it); the detail says what it can do instead.",
            ),
            ...withLimit,
            502: detailErrorSchema.describe("The answer came back empty."),
            503: detailErrorSchema.describe(
              "The configured model could not be reached and the built-in assistant cannot do it either.",
            ),
          },
        },
      },
      async (request, reply) => {
        const owner = currentUser(request).id;
        const signal = abortWhenClientLeaves(reply);
        if (!String(request.headers.accept ?? "").includes("text/event-stream"))
          return ctx.agent.edit(owner, request.body, { signal });
        // Streaming: nothing is sent until the model's first words, so early failures keep their JSON answers.
        const stream = new AgentEventStream(reply);
        try {
          const answer = await ctx.agent.edit(owner, request.body, {
            onDelta: (text) => stream.send("delta", { text }),
            signal,
          });
          stream.send("result", answer);
        } catch (error) {
          if (!stream.started) throw error;
          stream.send(
            "error",
            error instanceof HttpError
              ? { status: error.statusCode, ...error.body }
              : { status: 500, detail: "Internal Server Error" },
          );
          if (!(error instanceof HttpError)) request.log.error({ err: error }, "streamed agent edit failed");
        }
        stream.end();
        return reply;
      },
    );

    app.post(
      "/editor-agent/outcome",
      {
        ...onBodyResource("generate"),
        onRequest: ctx.authenticate,
        schema: {
          tags: ["agent"],
          summary: "Record whether the user accepted or rejected a proposed change",
          description:
            'Adds the decision to the document\'s chat ("Content updated successfully" when accepted), so the chat shows it after a reload.',
          security: [{ bearer: [] }],
          body: changeOutcomeSchema,
          response: { 201: chatMessageSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await ctx.agent.recordOutcome(currentUser(request).id, request.body)),
    );
  };
}
