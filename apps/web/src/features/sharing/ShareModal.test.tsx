// @vitest-environment happy-dom
import type { Approval, Share } from "@scopewise/shared";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { store } from "../../store/store";
import { approvalApi } from "../approval/approval-api";
import { approvalState } from "../approval/approval.fixture";
import { ShareModal } from "./ShareModal";
import { sharingApi } from "./sharing-api";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DOCUMENT = "d1";
const HELD_BACK = "Held back until this proposal is approved";
const approval = (status: Approval["status"], required = true): Approval => approvalState({ status, required });
const share = (enabled: boolean): Share => ({
  uuid: "u1",
  url: "/share/u1",
  enabled,
  expires_at: null,
  has_password: false,
  allow_options: false,
  created_at: "2026-01-01T00:00:00.000Z",
});

let root: Root;
let host: HTMLElement;

/** The document's Share dialog with its approval and link as the server answered them (seeded, no request). */
async function render(state: Approval, link: Share) {
  await act(async () => {
    await store.dispatch(approvalApi.util.upsertQueryData("getApproval", DOCUMENT, state));
    await store.dispatch(sharingApi.util.upsertQueryData("getShare", DOCUMENT, link));
  });
  await act(async () => {
    root.render(
      <Provider store={store}>
        <MemoryRouter>
          <ShareModal target={{ kind: "document", documentId: DOCUMENT }} onClose={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
  });
}

const linkSwitch = () => {
  const label = Array.from(document.querySelectorAll("label")).find((node) => node.textContent === "Link is on");
  return document.getElementById(label!.htmlFor) as HTMLInputElement;
};
const button = (name: string) =>
  Array.from(document.querySelectorAll("button")).find((node) => node.textContent?.trim() === name)!;
const reasonOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

beforeEach(() => {
  // Queries the test does not seed (document, sending, client config) wait forever instead of calling out.
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  store.dispatch(approvalApi.util.resetApiState());
});

describe("the Share dialog while a proposal awaits approval", () => {
  for (const status of ["not_requested", "pending", "rejected"] as const) {
    it(`${status}: the link switch, copying and Send to client are disabled, each with the reason`, async () => {
      await render(approval(status), share(false));
      expect(linkSwitch().disabled).toBe(true);
      expect(reasonOf(linkSwitch())).toContain(HELD_BACK);
      expect(button("Copy link").disabled).toBe(true);
      expect(button("Send to client").disabled).toBe(true);
      expect(reasonOf(button("Send to client"))).toContain(HELD_BACK);
    });
  }

  it("a link already on can still be turned off while approval is pending", async () => {
    await render(approval("pending"), share(true));
    expect(linkSwitch().disabled).toBe(false);
    expect(button("Send to client").disabled).toBe(true);
  });

  it("approved, or not needed: everything is enabled and no reason is shown", async () => {
    for (const state of [approval("approved"), approval("not_required", false)]) {
      await render(state, share(false));
      expect(linkSwitch().disabled).toBe(false);
      expect(button("Copy link").disabled).toBe(false);
      expect(button("Send to client").disabled).toBe(false);
      expect(document.body.textContent).not.toContain(HELD_BACK);
    }
  });
});
