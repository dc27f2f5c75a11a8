// @vitest-environment happy-dom
import type { Workspace } from "@scopewise/shared";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { store } from "../../store/store";
import { teamsApi } from "./teams-api";
import { WorkspaceSwitcher } from "./WorkspaceSwitcher";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the server answers each role may do, as far as the switcher looks (inviting). */
const allowed = (invite: boolean): Workspace["allowed_actions"] => ({
  workspace: invite ? ["read", "switch", "invite"] : ["read", "switch"],
  content: ["read"],
  member_roles: { owner: [], admin: [], editor: [], viewer: [] },
  removable_roles: [],
  leave: false,
});

const personal: Workspace = {
  id: "w1",
  name: "Personal",
  personal: true,
  role: "owner",
  current: false,
  member_count: 1,
  allowed_actions: allowed(false),
};
const team = (role: Workspace["role"]): Workspace => ({
  id: "w2",
  name: "Northwind Studio",
  personal: false,
  role,
  current: true,
  member_count: 3,
  allowed_actions: allowed(role === "owner" || role === "admin"),
});

let root: Root;
let host: HTMLElement;
let created: number;

/** The switcher with the workspace list as the server answered it (seeded into the cache, so no request is made). */
async function render(workspaces: Workspace[], variant: "full" | "rail" = "full") {
  await act(async () => {
    await store.dispatch(teamsApi.util.upsertQueryData("getWorkspaces", undefined, workspaces));
  });
  await act(async () => {
    root.render(
      <Provider store={store}>
        <MemoryRouter>
          <WorkspaceSwitcher variant={variant} onCreate={() => (created += 1)} onOpenSettings={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
  });
}

const trigger = () => host.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
const menu = () => document.querySelector<HTMLElement>('[role="menu"]');
const items = () => Array.from(menu()?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
const press = (key: string) =>
  act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });
const open = () =>
  act(async () => {
    trigger().click();
  });

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  created = 0;
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

describe("WorkspaceSwitcher", () => {
  it("names the current workspace and lists every workspace, the personal one marked", async () => {
    await render([personal, team("admin")]);
    expect(trigger().getAttribute("aria-label")).toBe("Workspace: Northwind Studio. Switch workspace");
    expect(trigger().textContent).toContain("3 members · Admin");
    await open();
    const [personalItem, teamItem] = items();
    expect(personalItem?.textContent).toContain("Personal workspace");
    expect(personalItem?.getAttribute("aria-current")).toBeNull();
    expect(teamItem?.getAttribute("aria-current")).toBe("true");
    expect(items().map((item) => item.textContent)).toEqual(
      expect.arrayContaining(["Workspace settings", "Invite members", "Create a team workspace"]),
    );
  });

  it("offers no invitations to a member whose role may not invite", async () => {
    await render([personal, team("viewer")]);
    await open();
    const labels = items().map((item) => item.textContent);
    expect(labels).toContain("Workspace settings");
    expect(labels).not.toContain("Invite members");
  });

  it("works by keyboard: focus starts on the first item, arrows move, Escape closes back to the button", async () => {
    await render([personal, team("editor")]);
    await open();
    expect(document.activeElement).toBe(items()[0]);
    await press("ArrowDown");
    expect(document.activeElement).toBe(items()[1]);
    await press("End");
    expect(document.activeElement?.textContent).toBe("Create a team workspace");
    await press("Escape");
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it("is placed by the menus helper inside the window, at its fixed width", async () => {
    await render([personal, team("owner")]);
    await open();
    const style = menu()!.style;
    expect(style.opacity).toBe("");
    expect(parseFloat(style.left)).toBeGreaterThanOrEqual(8);
    expect(parseFloat(style.left) + parseFloat(style.width)).toBeLessThanOrEqual(window.innerWidth - 8);
    expect(parseFloat(style.maxHeight)).toBeGreaterThan(0);
  });

  it("in the collapsed rail is a labelled tile opening the same menu; an item runs its action", async () => {
    await render([personal, team("owner")], "rail");
    expect(trigger().getAttribute("title")).toBe("Northwind Studio");
    await open();
    const create = items().find((item) => item.textContent === "Create a team workspace")!;
    await act(async () => create.click());
    expect(created).toBe(1);
    expect(menu()).toBeNull();
  });
});
