import type { AllowedActions } from "@scopewise/shared";
import { describe, expect, it } from "vitest";
import { permissionsFor } from "./workspace-permissions";

const none: AllowedActions = {
  workspace: [],
  content: [],
  member_roles: { owner: [], admin: [], editor: [], viewer: [] },
  removable_roles: [],
  leave: false,
};

describe("permissionsFor: the server's allowed actions as the controls' switches", () => {
  it("offers only what the answer lists", () => {
    const can = permissionsFor({
      role: "admin",
      allowed_actions: {
        workspace: ["read", "rename", "invite", "audit_read"],
        content: ["read", "edit", "company_write"],
        member_roles: { owner: [], admin: ["admin", "viewer"], editor: ["admin", "editor"], viewer: [] },
        removable_roles: ["editor"],
        leave: true,
      },
    });
    expect(can).toMatchObject({
      role: "admin",
      editContent: true,
      editCompanyProfile: true,
      rename: true,
      invite: true,
      readAudit: true,
      delete: false,
      canLeave: true,
    });
    expect(can.assignableRoles("editor")).toEqual(["admin", "editor"]);
    expect(can.assignableRoles("owner")).toEqual([]);
    expect(can.canRemove("editor")).toBe(true);
    expect(can.canRemove("viewer")).toBe(false);
  });

  it("a role alone allows nothing: the owner of an answer that lists nothing gets no control", () => {
    const can = permissionsFor({ role: "owner", allowed_actions: none });
    expect(can).toMatchObject({ editContent: false, rename: false, invite: false, delete: false, canLeave: false });
    expect(can.assignableRoles("viewer")).toEqual([]);
  });

  it("allows nothing while the workspace is not known", () => {
    const can = permissionsFor(null);
    expect(can).toMatchObject({ role: null, editContent: false, readAudit: false, canLeave: false });
    expect(can.canRemove("viewer")).toBe(false);
  });
});
