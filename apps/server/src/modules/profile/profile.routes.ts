import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LIMITS, issuesToFieldErrors, profileUpdateSchema, userSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { noContent, withAuth, withBody } from "../auth/error-responses.js";
import { currentUser } from "../../http/authenticate.js";
import { fieldError } from "../../http/errors.js";
import type { UserRow } from "../auth/users.repo.js";
import { presentUser } from "../auth/users.repo.js";
import { decodeDataUrl } from "./image-type.js";
import { IMAGE_INVALID, IMAGE_TOO_LARGE, type ProfileChanges } from "./profile.service.js";

/** What PUT /update/ takes, for the OpenAPI description (the same rules as the form). */
const profileUpdateBody = profileUpdateSchema.omit({ username: true, email: true }).extend({
  profile_image: z
    .string()
    .nullable()
    .optional()
    .describe(
      "JSON: a data: URL of a PNG, JPEG or WebP picture, or null to remove it. Multipart: the picture file itself.",
    ),
});

/** Profile update (JSON, or multipart with a `profile_image` file) and account deletion. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      "/update/",
      {
        onRequest: ctx.authenticate,
        schema: {
          tags: ["auth"],
          summary: "Update first name, last name or profile picture",
          description:
            "JSON `{first_name?, last_name?, profile_image?}` (profile_image: a data: URL, or null to remove), or multipart/form-data with text fields and a `profile_image` file (PNG, JPEG or WebP under 5 MB, checked by content). Username and email cannot change.",
          security: [{ bearer: [] }],
          consumes: ["application/json", "multipart/form-data"],
          body: profileUpdateBody,
          response: { 200: z.object({ user: userSchema }), ...withBody, ...withAuth },
        },
        // The body is documented above but checked by hand (parseChanges): a multipart body is read
        // as a stream inside the handler, and username/email must be seen to be refused.
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request) => {
        const user = currentUser(request);
        const raw = request.isMultipart()
          ? await readMultipart(request)
          : (request.body as Record<string, unknown> | undefined);
        const updated = await ctx.profile.update(user, parseChanges(raw ?? {}, user));
        return { user: presentUser(updated) };
      },
    );

    app.delete(
      "/account/",
      {
        onRequest: ctx.authenticate,
        schema: {
          tags: ["auth"],
          summary: "Delete the account and everything it owns",
          security: [{ bearer: [] }],
          response: { ...noContent, ...withAuth },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await ctx.profile.deleteAccount(user);
        await ctx.auth.forgetAttempts(user.email);
        return reply.status(204).send(null);
      },
    );
  };
}

type RawChanges = Record<string, unknown> & { profile_image_bytes?: Uint8Array };

async function readMultipart(request: FastifyRequest): Promise<RawChanges> {
  const fields: RawChanges = {};
  for await (const part of request.parts({ limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 10 } })) {
    if (part.type === "file") {
      if (part.fieldname !== "profile_image") {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === "FST_REQ_FILE_TOO_LARGE") throw fieldError({ profile_image: [IMAGE_TOO_LARGE] });
        throw error;
      });
      fields.profile_image_bytes = new Uint8Array(buffer);
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}

function parseChanges(raw: RawChanges, user: UserRow): ProfileChanges {
  const { profile_image_bytes: fileBytes, ...rest } = raw;
  const readOnly: Record<string, string[]> = {};
  if (rest.username !== undefined && rest.username !== user.username)
    readOnly.username = ["Username cannot be changed"];
  if (rest.email !== undefined && rest.email !== user.email) readOnly.email = ["Email cannot be changed"];
  if (Object.keys(readOnly).length > 0) throw fieldError(readOnly);
  const parsed = profileUpdateSchema.safeParse(rest);
  if (!parsed.success) throw fieldError(issuesToFieldErrors(parsed.error.issues));
  const changes: ProfileChanges = { first_name: parsed.data.first_name, last_name: parsed.data.last_name };
  if (fileBytes) changes.image = fileBytes;
  else if (parsed.data.profile_image === null || parsed.data.profile_image === "") changes.image = null;
  else if (typeof parsed.data.profile_image === "string") {
    const bytes = decodeDataUrl(parsed.data.profile_image);
    if (!bytes) throw fieldError({ profile_image: [IMAGE_INVALID] });
    changes.image = bytes;
  }
  return changes;
}
