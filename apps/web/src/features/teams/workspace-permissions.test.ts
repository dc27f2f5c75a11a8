import { describe, expect, it } from "vitest";
import { permissionsFor } from "./workspace-permissions";

const team = (role: "owner" | "admin" | "editor" | "viewer") => permissionsFor({ role, personal: false });

describe("permissionsFor", () => {
  it("lets a viewer read only: no content changes, no members, no settings", () => {
    const viewer = team("viewer");
    expect(viewer).toMatchObject({
      editContent: false,
      rename: false,
      invite: false,
      manageMembers: false,
      delete: false,
    });
    expect(viewer.assignableRoles("editor")).toEqual([]);
    expect(viewer.canRemove("viewer")).toBe(false);
    expect(viewer.canLeave).toBe(true);
  });

  it("lets an editor change content but not the workspace or its members", () => {
    expect(team("editor")).toMatchObject({
      editContent: true,
      editCompanyProfile: false,
      rename: false,
      invite: false,
      manageMembers: false,
    });
  });

  it("lets an admin manage members below owner and give roles up to admin", () => {
    const admin = team("admin");
    expect(admin).toMatchObject({
      editContent: true,
      editCompanyProfile: true,
      rename: true,
      invite: true,
      manageMembers: true,
      delete: false,
    });
    expect(admin.assignableRoles("editor")).toEqual(["admin", "editor", "viewer"]);
    expect(admin.assignableRoles("owner")).toEqual([]);
    expect(admin.canRemove("owner")).toBe(false);
    expect(admin.canRemove("viewer")).toBe(true);
  });

  it("lets an owner do everything, making and removing owners included", () => {
    const owner = team("owner");
    expect(owner.delete).toBe(true);
    expect(owner.assignableRoles("owner")).toEqual(["owner", "admin", "editor", "viewer"]);
    expect(owner.canRemove("owner")).toBe(true);
  });

  it("keeps a personal workspace to its owner: no invitations, members, leaving or deleting", () => {
    const personal = permissionsFor({ role: "owner", personal: true });
    expect(personal).toMatchObject({
      editContent: true,
      rename: true,
      invite: false,
      manageMembers: false,
      delete: false,
    });
    expect(personal.canLeave).toBe(false);
    expect(personal.assignableRoles("owner")).toEqual([]);
  });

  it("allows nothing while the workspace is not known", () => {
    const unknown = permissionsFor(null);
    expect(unknown).toMatchObject({ role: null, editContent: false, rename: false, invite: false, canLeave: false });
  });
});
