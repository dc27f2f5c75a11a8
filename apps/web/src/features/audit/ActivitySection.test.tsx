// @vitest-environment happy-dom
import type { AuditEntry, AuditPage, WorkspaceMember } from "@scopewise/shared";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { store } from "../../store/store";
import { teamsApi } from "../teams/teams-api";
import { ActivitySection, auditFilterOf } from "./ActivitySection";
import { auditApi } from "./audit-api";
import { NO_FILTERS } from "./AuditFilters";

// The file is handed to the browser by a link click, which would move happy-dom's page away.
const saved = vi.hoisted(() => [] as string[]);
vi.mock("../../editor/download/save-file", () => ({
  saveFile: (url: string, name: string) => saved.push(`${name} ${url}`),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WORKSPACE = "w1";
const ana: WorkspaceMember = {
  user_id: "u1",
  name: "Ana Lima",
  email: "ana@example.com",
  role: "owner",
  joined_at: "",
};
const entry = (id: string, action: AuditEntry["action"], title: string): AuditEntry => ({
  id,
  at: "2026-03-04T10:00:00.000Z",
  actor: { id: ana.user_id, name: ana.name, email: ana.email },
  action,
  target_type: "document",
  target_id: "d1",
  target_title: title,
  detail: { value: 5000, requested_by: ana.user_id },
});
const FIRST: AuditPage = { items: [entry("e1", "share_enabled", "Kitchen")], next_before: "cursor-1" };
const SECOND: AuditPage = { items: [entry("e2", "approval_approved", "Bathroom")], next_before: null };

let root: Root;
let host: HTMLElement;
let requested: URL[];

beforeEach(async () => {
  requested = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url);
    requested.push(url);
    if (url.pathname.endsWith("/audit.csv"))
      return new Response("at,action\r\n", { headers: { "Content-Type": "text/csv" } });
    const page = url.searchParams.get("before") === "cursor-1" ? SECOND : FIRST;
    return new Response(JSON.stringify(page), { headers: { "Content-Type": "application/json" } });
  });
  saved.length = 0;
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    await store.dispatch(teamsApi.util.upsertQueryData("getMembers", WORKSPACE, [ana]));
  });
  await act(async () => {
    root.render(
      <Provider store={store}>
        <ActivitySection workspaceId={WORKSPACE} />
      </Provider>,
    );
  });
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  store.dispatch(auditApi.util.resetApiState());
});

const rows = () => Array.from(host.querySelectorAll('tbody [role="row"]'));
const button = (name: string) =>
  Array.from(host.querySelectorAll("button")).find((node) => node.textContent?.trim() === name);
const labelled = (name: string) => {
  const label = Array.from(host.querySelectorAll("label")).find((node) => node.textContent === name)!;
  return host.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(label.htmlFor)}`)!;
};
const auditCalls = () => requested.filter((url) => url.pathname.endsWith("/audit/"));

describe("Workspace settings → Activity", () => {
  it("is a table with who, what, when and details, captioned", async () => {
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    const headers = Array.from(host.querySelectorAll('[role="columnheader"]')).map((node) => node.textContent);
    expect(headers).toEqual(["Who", "What", "When", "Details"]);
    expect(host.querySelector("caption")?.textContent).toBe("Activity in this workspace");
    const cells = Array.from(rows()[0]!.querySelectorAll('[role="cell"]'));
    // On a phone each stacked cell is led by its column's name, hidden from screen readers.
    const names = cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent);
    expect(names).toEqual(["Who", "What", "When", "Details"]);
    expect(cells[0]!.textContent).toContain("Ana Lima");
    expect(cells[1]!.textContent).toBe("WhatShare link turned on");
    expect(cells[2]!.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-04T10:00:00.000Z");
    expect(cells[3]!.textContent).toContain("document: Kitchen");
    expect(cells[3]!.textContent).toContain("value: 5,000");
    expect(cells[3]!.textContent).toContain("requested by: Ana Lima");
  });

  it("Load more asks for the page after the cursor and adds its rows; the last page has no Load more", async () => {
    await vi.waitFor(() => expect(button("Load more")).toBeDefined());
    await act(async () => button("Load more")!.click());
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(auditCalls().at(-1)!.searchParams.get("before")).toBe("cursor-1");
    expect(rows()[1]!.textContent).toContain("Approved");
    expect(button("Load more")).toBeUndefined();
  });

  it("a filter reloads from the newest with it; Download CSV asks for the same filters", async () => {
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    await act(async () => {
      const select = labelled("Action") as HTMLSelectElement;
      select.value = "approval_approved";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await vi.waitFor(() => expect(auditCalls().at(-1)!.searchParams.get("action")).toBe("approval_approved"));
    expect(auditCalls().at(-1)!.searchParams.get("before")).toBeNull();
    await act(async () => button("Download CSV")!.click());
    await vi.waitFor(() => expect(requested.some((url) => url.pathname.endsWith("/audit.csv"))).toBe(true));
    const csv = requested.find((url) => url.pathname.endsWith("/audit.csv"))!;
    expect(csv.pathname).toBe(`/api/workspaces/${WORKSPACE}/audit.csv`);
    expect(csv.searchParams.get("action")).toBe("approval_approved");
    await vi.waitFor(() => expect(saved).toEqual([`activity-${WORKSPACE}.csv blob:csv`]));
  });

  it("the date range: the from day's start, and the whole to day (the server's `to` is exclusive)", () => {
    expect(auditFilterOf({ ...NO_FILTERS, fromDay: "2026-03-01", toDay: "2026-03-31" })).toEqual({
      action: undefined,
      actor_id: undefined,
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-04-01T00:00:00.000Z",
    });
  });
});
