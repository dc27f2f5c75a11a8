import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the same zod schemas the routes validate with; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Scopewise API",
        version: "1.0.0",
        description:
          'Proposals with defensible estimates. Errors: field errors `400 {field: [message]}`, sign-in failures `401 {error}`, everything else `{detail}`. Every project and document is in a workspace (see /api/workspaces/): its members reach it by id, lists show the current workspace, and new projects and documents go into it. A resource of a workspace the caller is not a member of answers 404; a member whose role does not allow the call gets 403 `{"detail": "Your role in this workspace does not allow this."}` (viewers read and export; editors also write, generate, share and send; admins also manage members and the company profile; owners also delete the workspace). A generated document starts `generating` and ends `ready`, `failed`, or `needs_input` when the request holds no project or too little to price: then nothing is priced, the chat and the estimate job carry the questions, and `POST /api/documents/{id}/reply/` answers them.',
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
