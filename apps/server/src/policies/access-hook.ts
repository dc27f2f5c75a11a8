import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentUser } from "../http/authenticate.js";
import { notFound } from "../http/errors.js";
import { AccessRepo, type AccessTarget, type ResourceAccess } from "../modules/workspaces/access.repo.js";
import type { Db } from "../db/types.js";
import { type ResourceAction, authorizeResource, refuseWhenLocked } from "./resource.policy.js";

/** Asks the resource policy about one target: 404 for what the user cannot reach, then the policy's refusal, else their access. */
export class AccessPolicy {
  private readonly repo: AccessRepo;

  constructor(db: Db) {
    this.repo = new AccessRepo(db);
  }

  async authorize(userId: string, action: ResourceAction, target: AccessTarget): Promise<ResourceAccess> {
    const found = await this.repo.find(userId, target);
    if (!found) throw notFound();
    authorizeResource(found, action);
    refuseWhenLocked(action, found.lockedAt);
    return found;
  }
}

/** A route's question to the policy: the action, and what it acts on (read from the request once it is validated). */
export interface AccessRule {
  action: ResourceAction;
  target: (request: FastifyRequest) => AccessTarget;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the route asks the resource policy before its handler runs; "public" for a call without sign-in. */
    access?: AccessRule | "public";
  }
  interface FastifyRequest {
    /** The workspace the request's resource is in and the member's role there, once the policy allowed it. */
    resourceAccess?: ResourceAccess;
  }
}

const param = (request: FastifyRequest, name: string): string =>
  String((request.params as Record<string, unknown>)[name]);
const bodyField = (request: FastifyRequest, name: string): unknown =>
  request.body !== null && typeof request.body === "object"
    ? (request.body as Record<string, unknown>)[name]
    : undefined;

/** The rule of a call on the document named in the path (`:id` unless told). */
export const onDocument = (action: ResourceAction, name = "id"): { config: { access: AccessRule } } => ({
  config: { access: { action, target: (request) => ({ kind: "document", id: param(request, name) }) } },
});
/** The rule of a call on the project named in the path. */
export const onProject = (action: ResourceAction, name = "id"): { config: { access: AccessRule } } => ({
  config: { access: { action, target: (request) => ({ kind: "project", id: param(request, name) }) } },
});
/** The rule of a call on a template named in the path. */
export const onTemplate = (action: ResourceAction, name = "id"): { config: { access: AccessRule } } => ({
  config: { access: { action, target: (request) => ({ kind: "template", id: param(request, name) }) } },
});
/** The rule of a call on the user's current workspace (its lists, what is made in it). */
export const onCurrentWorkspace = (action: ResourceAction): { config: { access: AccessRule } } => ({
  config: { access: { action, target: () => ({ kind: "current" }) } },
});
/** The rule of a call on the project (`project_id`) or document (`document_id`) its body names, else on the current workspace. */
export const onBodyResource = (action: ResourceAction): { config: { access: AccessRule } } => ({
  config: {
    access: {
      action,
      target: (request) => {
        const projectId = bodyField(request, "project_id");
        if (typeof projectId === "string" && projectId) return { kind: "project", id: projectId };
        const documentId = bodyField(request, "document_id");
        if (typeof documentId === "string" && documentId) return { kind: "document", id: documentId };
        return { kind: "current" };
      },
    },
  },
});
export const publicCall = { config: { access: "public" as const } };

/** The paths whose every route names its access rule (or says it is public): a route without one fails the start. */
const GUARDED_PREFIXES = [
  "/api/projects",
  "/api/documents",
  "/api/Proposal_Generation",
  "/api/technical-estimation",
  "/api/build-proposal",
  "/api/editor-agent",
  "/api/outcomes",
  "/api/templates",
  "/api/company-profile",
];

/**
 * The one place routes ask the policies about projects, documents and what belongs to a workspace:
 * after a route's sign-in check and the validation of its input, its rule's target is looked up
 * with the user's membership of its workspace (not a member, or no such thing: 404), then the
 * policy answers for their role (403) and the resource's state (409, e.g. an accepted proposal).
 */
export function registerAccessPolicy(app: FastifyInstance, policy: AccessPolicy): void {
  const unguarded: string[] = [];
  app.addHook("onRoute", (route) => {
    const rule = route.config?.access;
    const methods = [route.method].flat();
    if (rule === undefined) {
      if (GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && !methods.every((m) => m === "HEAD"))
        unguarded.push(`${methods.join(",")} ${route.url}`);
      return;
    }
    if (rule === "public") return;
    const check = async (request: FastifyRequest): Promise<void> => {
      request.resourceAccess = await policy.authorize(currentUser(request).id, rule.action, rule.target(request));
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
  app.addHook("onReady", async () => {
    if (unguarded.length > 0) throw new Error(`Routes that do not ask the access policy: ${unguarded.join("; ")}`);
  });
}
