import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  approvalDecisionInputSchema,
  approvalRejectInputSchema,
  approvalRequestInputSchema,
  approvalSchema,
  workspaceSettingsInputSchema,
  workspaceSettingsSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { memberCallById } from "../../http/member-call-route.js";
import { onDocument } from "../../policies/access-hook.js";
import { answers, secured } from "../company/answers.js";

const idParams = z.object({ id: z.string().min(1) });
const tagged = secured("approval");
const STATUSES =
  "`status`: `not_required` (no threshold, or the value is at or below it), `not_requested`, `pending`, `approved` (holds while the value stays at or below `approved_value`), `rejected`.";

/** A workspace's approval settings (under /api/workspaces); members read them, admins and owners change them. */
export function workspaceSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);
    const settings = ctx.approval.settings;
    memberCallById(
      app,
      {
        method: "GET",
        url: "/:id/settings/",
        tag: "approval",
        operationId: "getWorkspaceSettings",
        summary: "The workspace's approval threshold and approvers",
        answer: workspaceSettingsSchema,
      },
      (userId, id) => settings.get(userId, id),
    );
    app.put(
      "/:id/settings/",
      {
        schema: {
          ...tagged,
          operationId: "updateWorkspaceSettings",
          summary: "Set the approval threshold and the approvers (admin or owner)",
          description:
            "`approval_threshold`: a total cost (in each proposal's own currency) above which a proposal needs approval before its link is turned on or it is sent; null for none. `approver_ids`: members who are owners, admins or editors (at least one with a threshold). 400 with field errors; 409 for a personal workspace.",
          params: idParams,
          body: workspaceSettingsInputSchema,
          response: { 200: workspaceSettingsSchema, ...answers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => settings.update(currentUser(request).id, request.params.id, request.body),
    );
  };
}

/** A document's approval (under /api/documents): where it stands, asking for it, approving or rejecting it. */
export function approvalRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);
    const approval = ctx.approval.documents;
    memberCallById(
      app,
      {
        method: "GET",
        url: "/:id/approval/",
        tag: "approval",
        access: onDocument("read"),
        operationId: "getDocumentApproval",
        summary: "Whether the proposal needs approval before it goes to the client, and where it stands",
        description: STATUSES,
        answer: approvalSchema,
      },
      (userId, id) => approval.view(userId, id),
    );
    app.post(
      "/:id/approval/",
      {
        ...onDocument("request_approval"),
        schema: {
          ...tagged,
          operationId: "requestDocumentApproval",
          summary: "Ask the workspace's approvers to approve the proposal (editor or above); each is mailed a link",
          description:
            "409 when no approval is needed, or it is already asked for or given. Asking again after a rejection is allowed.",
          params: idParams,
          body: approvalRequestInputSchema.optional(),
          response: { 201: approvalSchema, ...answers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await approval.request(currentUser(request), request.params.id, request.body?.comment)),
    );
    app.post(
      "/:id/approval/approve/",
      {
        ...onDocument("approve"),
        schema: {
          ...tagged,
          operationId: "approveDocument",
          summary: "Approve the proposal (the workspace's approvers, not the one who asked)",
          description: "403 for anyone not an approver, and for the one who asked; 409 when no request is pending.",
          params: idParams,
          body: approvalDecisionInputSchema.optional(),
          response: { 200: approvalSchema, ...answers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => approval.decide(currentUser(request).id, request.params.id, "approve", request.body?.comment),
    );
    app.post(
      "/:id/approval/reject/",
      {
        ...onDocument("approve"),
        schema: {
          ...tagged,
          operationId: "rejectDocument",
          summary: "Reject the proposal with a comment saying why (the workspace's approvers)",
          description: "`comment` is required. 403 for anyone not an approver; 409 when no request is pending.",
          params: idParams,
          body: approvalRejectInputSchema,
          response: { 200: approvalSchema, ...answers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => approval.decide(currentUser(request).id, request.params.id, "reject", request.body.comment),
    );
  };
}
