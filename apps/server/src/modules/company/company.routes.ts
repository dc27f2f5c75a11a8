import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { COMPANY_LIMITS, LIMITS, companyProfileInputSchema, companyProfileSchema } from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { fieldError } from "../../http/errors.js";
import { IMAGE_INVALID, IMAGE_TOO_LARGE } from "../profile/profile.service.js";
import { onCurrentWorkspace } from "../../policies/access-hook.js";
import { answers, secured } from "./answers.js";

/** The signed-in user's company profile (under /api/company-profile). */
export function companyProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: ctx.authenticate };
    app.get(
      "/",
      {
        ...onCurrentWorkspace("read"),
        ...auth,
        ...atCollection,
        schema: {
          ...secured("company profile"),
          operationId: "getCompanyProfile",
          summary: "The caller's company profile (empty fields until it is first saved)",
          response: { 200: companyProfileSchema, ...answers(401) },
        },
      },
      async (request) => ctx.company.get(currentUser(request).id),
    );
    app.put(
      "/",
      {
        ...onCurrentWorkspace("company_write"),
        ...auth,
        ...atCollection,
        schema: {
          ...secured("company profile"),
          operationId: "updateCompanyProfile",
          summary: "Replace the company profile's fields (the logo has its own calls)",
          description: [
            `\`company_name\` up to ${COMPANY_LIMITS.nameMaxLength} characters; \`brand_colour\` \`#RRGGBB\` or null; \`default_currency\` an ISO 4217 code or null; \`default_location\` a city or country.`,
            `\`rates\`: up to ${COMPANY_LIMITS.ratesMax} \`{role, rate}\`, hourly in the default currency, each role once: they replace the reference rate card's for roles of the same name in new proposals, whose basis of estimate says the rate is the company's own.`,
            `\`payment_days\` and \`validity_days\` 1 to ${COMPANY_LIMITS.daysMax} or null (the proposal's defaults, 30 days). A new proposal whose request states no currency or place is priced in the default ones.`,
          ].join(" "),
          body: companyProfileInputSchema,
          response: { 200: companyProfileSchema, ...answers(400, 401, 413) },
        },
      },
      async (request) => ctx.company.update(currentUser(request).id, request.body),
    );
    app.post(
      "/logo/",
      {
        ...onCurrentWorkspace("company_write"),
        ...auth,
        schema: {
          ...secured("company profile"),
          operationId: "uploadCompanyLogo",
          summary: "Upload the company logo (multipart/form-data, a `logo` file)",
          description:
            "PNG, JPEG or WebP under 5 MB, checked by content (`400 {logo: [...]}` otherwise). It replaces the logo before, is served under `/api/media/avatars/`, and shows on the client's page and the exports' cover.",
          consumes: ["multipart/form-data"],
          response: { 200: companyProfileSchema, ...answers(400, 401, 413) },
        },
      },
      async (request) => ctx.company.setLogo(currentUser(request).id, await logoBytes(request)),
    );
    app.delete(
      "/logo/",
      {
        ...onCurrentWorkspace("company_write"),
        ...auth,
        schema: {
          ...secured("company profile"),
          operationId: "deleteCompanyLogo",
          summary: "Remove the company logo",
          response: { 200: companyProfileSchema, ...answers(401) },
        },
      },
      async (request) => ctx.company.removeLogo(currentUser(request).id),
    );
  };
}

/** The `logo` file of a multipart body (other parts are skipped). */
async function logoBytes(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw fieldError({ logo: [IMAGE_INVALID] });
  for await (const part of request.parts({ limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 5 } })) {
    if (part.type !== "file") continue;
    if (part.fieldname !== "logo") {
      part.file.resume();
      continue;
    }
    const buffer = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") throw fieldError({ logo: [IMAGE_TOO_LARGE] });
      throw error;
    });
    return new Uint8Array(buffer);
  }
  throw fieldError({ logo: [IMAGE_INVALID] });
}
