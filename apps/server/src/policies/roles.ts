import type { WorkspaceRole } from "../db/types.js";

/** Roles, weakest first: a role may do whatever a weaker one may. */
const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** Whether `role` is `least` or stronger. */
export function atLeast(role: WorkspaceRole, least: WorkspaceRole): boolean {
  return RANK[role] >= RANK[least];
}
