import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { answers, secured } from "../modules/company/answers.js";
import type { AccessRule } from "../policies/access-hook.js";
import { currentUser } from "./authenticate.js";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const idParams = z.object({ id: z.string().min(1) });

/** One call on a resource named by `/:id/` that needs only the signed-in member: its answer, or 401 / 404. */
export interface MemberCallById<Answer extends z.ZodType> {
  method: "GET" | "POST";
  url: `/:id/${string}`;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  answer: Answer;
  /** The access rule checked before the handler (e.g. onDocument("read")), where the plugin has one. */
  access?: { config: { access: AccessRule } };
}

/**
 * Registers the route shape many plugins repeat: `/:id/…` for the signed-in user, answering 200
 * with `answer`, 401 signed out and 404 for a resource that is not theirs (the service decides).
 */
export function memberCallById<Answer extends z.ZodType>(
  app: ZodApp,
  call: MemberCallById<Answer>,
  run: (userId: string, id: string) => Promise<z.infer<Answer>>,
): void {
  // The generic answer is checked on `run`; the route itself is typed plainly (zod still validates
  // and serializes it, since the app's compilers are zod's).
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    method: call.method,
    url: call.url,
    ...call.access,
    schema: {
      ...secured(call.tag),
      operationId: call.operationId,
      summary: call.summary,
      ...(call.description ? { description: call.description } : {}),
      params: idParams,
      response: { 200: call.answer, ...answers(401, 404) },
    },
    handler: async (request) => run(currentUser(request).id, idParams.parse(request.params).id),
  });
}
