import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  invitationCreateSchema,
  invitationSchema,
  memberRoleSchema,
  workspaceMemberSchema,
  workspaceNameSchema,
  workspaceSchema,
} from "@scopewise/shared";
import type { AppContext } from "../../app-context.js";
import { currentUser } from "../../http/authenticate.js";
import { atCollection } from "../../http/collection-route.js";
import { memberCallById } from "../../http/member-call-route.js";
import { answers, secured } from "../company/answers.js";

const idParams = z.object({ id: z.string().min(1) });
const memberParams = z.object({ id: z.string().min(1), userId: z.string().min(1) });
const invitationParams = z.object({ id: z.string().min(1), invitationId: z.string().min(1) });
const deleted = z.null().describe("Done.");
const tagged = secured("workspaces");

/** Workspaces, their members and invitations (under /api/workspaces). Every call needs a member; others get 404. */
export function workspacesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", ctx.authenticate);
    const { workspaces, invitations } = ctx;

    app.get(
      "/",
      {
        ...atCollection,
        schema: {
          ...tagged,
          operationId: "listWorkspaces",
          summary: "The signed-in user's workspaces (personal first), with their role and which one is current",
          response: { 200: z.array(workspaceSchema), ...answers(401) },
        },
      },
      async (request) => workspaces.list(currentUser(request).id),
    );

    app.post(
      "/",
      {
        ...atCollection,
        schema: {
          ...tagged,
          operationId: "createWorkspace",
          summary: "Create a team workspace; the caller is its owner and switches to it",
          body: workspaceNameSchema,
          response: { 201: workspaceSchema, ...answers(400, 401, 413) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await workspaces.create(currentUser(request).id, request.body.name)),
    );

    memberCallById(
      app,
      {
        method: "GET",
        url: "/:id/",
        tag: "workspaces",
        operationId: "getWorkspace",
        summary: "One of the caller's workspaces",
        answer: workspaceSchema,
      },
      (userId, id) => workspaces.get(userId, id),
    );

    app.patch(
      "/:id/",
      {
        schema: {
          ...tagged,
          operationId: "renameWorkspace",
          summary: "Rename a workspace (owner or admin)",
          params: idParams,
          body: workspaceNameSchema,
          response: { 200: workspaceSchema, ...answers(400, 401, 403, 404, 413) },
        },
      },
      async (request) => workspaces.rename(currentUser(request).id, request.params.id, request.body.name),
    );

    app.delete(
      "/:id/",
      {
        schema: {
          ...tagged,
          operationId: "deleteWorkspace",
          summary: "Delete a team workspace with its projects and documents (owner); a personal one answers 409",
          params: idParams,
          response: { 204: deleted, ...answers(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await workspaces.delete(currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    memberCallById(
      app,
      {
        method: "POST",
        url: "/:id/switch/",
        tag: "workspaces",
        operationId: "switchWorkspace",
        summary: "Make a workspace the current one: lists show it and new projects go into it",
        answer: workspaceSchema,
      },
      (userId, id) => workspaces.switchTo(userId, id),
    );

    app.get(
      "/:id/members/",
      {
        schema: {
          ...tagged,
          operationId: "listWorkspaceMembers",
          summary: "The workspace's members, in the order they joined",
          params: idParams,
          response: { 200: z.array(workspaceMemberSchema), ...answers(401, 404) },
        },
      },
      async (request) => workspaces.members(currentUser(request).id, request.params.id),
    );

    app.patch(
      "/:id/members/:userId/",
      {
        schema: {
          ...tagged,
          operationId: "changeWorkspaceMemberRole",
          summary: "Change a member's role",
          description:
            "Owners change any role; admins change roles below owner, up to admin. 409 when it would leave the workspace without an owner.",
          params: memberParams,
          body: memberRoleSchema,
          response: { 200: workspaceMemberSchema, ...answers(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) =>
        (await workspaces.changeMember(
          currentUser(request).id,
          request.params.id,
          request.params.userId,
          request.body.role,
        ))!,
    );

    app.delete(
      "/:id/members/:userId/",
      {
        schema: {
          ...tagged,
          operationId: "removeWorkspaceMember",
          summary: "Remove a member, or leave (one's own user id)",
          description:
            "Admins and owners remove others (admins not owners). The removed member's access ends on their next request and their current workspace becomes their personal one. 409 for the last owner, and for a personal workspace.",
          params: memberParams,
          response: { 204: deleted, ...answers(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await workspaces.changeMember(currentUser(request).id, request.params.id, request.params.userId, undefined);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/:id/invitations/",
      {
        schema: {
          ...tagged,
          operationId: "listWorkspaceInvitations",
          summary: "The workspace's pending invitations, newest first (admin or owner)",
          params: idParams,
          response: { 200: z.array(invitationSchema), ...answers(401, 403, 404) },
        },
      },
      async (request) => invitations.pending(currentUser(request).id, request.params.id),
    );

    app.post(
      "/:id/invitations/",
      {
        schema: {
          ...tagged,
          operationId: "inviteToWorkspace",
          summary: "Invite someone by email (admin or owner): mails a single-use link that works for 7 days",
          description:
            "The link is `{PUBLIC_URL}/invite/{token}`. A new invitation to the same address replaces the pending one. 409 when they are already a member, or the workspace is personal.",
          params: idParams,
          body: invitationCreateSchema,
          response: { 201: invitationSchema, ...answers(400, 401, 403, 404, 409, 413, 429, 503) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.invite(currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      "/:id/invitations/:invitationId/",
      {
        schema: {
          ...tagged,
          operationId: "revokeWorkspaceInvitation",
          summary: "Revoke a pending invitation (admin or owner): its link stops working",
          params: invitationParams,
          response: { 204: deleted, ...answers(401, 403, 404) },
        },
      },
      async (request, reply) => {
        await invitations.revoke(currentUser(request).id, request.params.id, request.params.invitationId);
        return reply.status(204).send(null);
      },
    );
  };
}
