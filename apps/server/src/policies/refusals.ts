import { HttpError } from "../http/errors.js";

/** The answers a policy refuses with. A non-member is never told the resource exists: 404. */
export const ROLE_REFUSAL = "Your role in this workspace does not allow this.";
export const roleRefused = (): HttpError => new HttpError(403, { detail: ROLE_REFUSAL });
export const conflict = (detail: string): HttpError => new HttpError(409, { detail });

export const PERSONAL_MEMBERS_REFUSAL =
  "A personal workspace cannot have other members. Create a team workspace to invite colleagues.";
export const LAST_OWNER_REFUSAL = "A workspace needs at least one owner.";
export const PERSONAL_APPROVAL_REFUSAL =
  "A personal workspace has no approval step. Create a team workspace to have proposals approved.";
export const NEEDS_APPROVAL_REFUSAL = "This proposal needs approval before it goes to the client.";
