import type { ContentActionName } from "@scopewise/shared";
import type { WorkspaceRole } from "../db/types.js";
import { HttpError } from "../http/errors.js";
import { atLeast } from "./roles.js";
import { roleRefused } from "./refusals.js";

/**
 * What a member may do to the projects and documents of their workspace (and to what is under a
 * document: its chat, files, versions, share link, sends, outcome), each naming the weakest role
 * allowed. Approving also needs the member to be named an approver (approval.policy.ts).
 */
export const RESOURCE_ACTIONS = {
  /** Read projects, documents, estimates, versions, share and sending status, outcomes. */
  read: "viewer",
  /** Download an export. */
  export: "viewer",
  /** Make a project or document (a plain one, or a copy of one). */
  create: "editor",
  /** Write a document's content or title, restore a version, rename a project. */
  edit: "editor",
  /** Upload a file (an editor image) to a document. */
  upload: "editor",
  delete: "editor",
  /** Have the engine or the assistant write: generate, answer questions, re-estimate, retry. */
  generate: "editor",
  /** Turn the share link on or off, rotate it, set its password and the client's options. */
  share: "editor",
  /** Mail the proposal to its client. */
  send: "editor",
  /** Ask the workspace's approvers to approve a proposal above the threshold. */
  request_approval: "editor",
  /** Approve or reject a proposal (the approvers named in the settings, who are editors or above). */
  approve: "editor",
  record_outcome: "editor",
  /** Save a template, in the workspace's templates. */
  template_write: "editor",
  /** The workspace's company profile (its terms, rates and logo). */
  company_write: "admin",
} as const satisfies Record<ContentActionName, WorkspaceRole>;
export type ResourceAction = keyof typeof RESOURCE_ACTIONS;

/** A write to a document a client accepted: it stays as accepted (see the sharing module). */
export const lockedDocument = (): HttpError =>
  new HttpError(409, {
    detail: "This proposal was accepted by the client and is locked. Make a new version to change it.",
  });
const alreadyAccepted = (): HttpError => new HttpError(409, { detail: "This proposal has already been accepted." });

/**
 * The actions an accepted (locked) document refuses, whoever asks: it stays as the client signed
 * it. Reading, exporting, sharing, copying it into a new version and recording its outcome go on.
 */
const LOCKED_REFUSALS: Partial<Record<ResourceAction, () => HttpError>> = {
  edit: lockedDocument,
  send: alreadyAccepted,
};

/** The member acting (their role in the resource's workspace) and the state of the resource. */
export interface ResourceActor {
  role: WorkspaceRole;
}

/** Throws the refusal of `action` by this member: 403 when their role does not allow it. */
export function authorizeResource(actor: ResourceActor, action: ResourceAction): void {
  if (!atLeast(actor.role, RESOURCE_ACTIONS[action])) throw roleRefused();
}

/** Throws the refusal of `action` on a document accepted at `lockedAt` (nothing when it is not locked). */
export function refuseWhenLocked(action: ResourceAction, lockedAt: string | null | undefined): void {
  if (lockedAt) {
    const refusal = LOCKED_REFUSALS[action];
    if (refusal) throw refusal();
  }
}
