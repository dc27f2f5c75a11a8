// @vitest-environment happy-dom
import type { Approval } from "@scopewise/shared";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { store } from "../../store/store";
import { approvalApi } from "./approval-api";
import { ApprovalPanel } from "./ApprovalPanel";
import { approvalState } from "./approval.fixture";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DOCUMENT = "d1";
const state = approvalState;

let root: Root;
let host: HTMLElement;
let calls: Array<{ url: string; body: string }>;

async function render(approval: Approval, canRequest: boolean) {
  await act(async () => {
    await store.dispatch(approvalApi.util.upsertQueryData("getApproval", DOCUMENT, approval));
  });
  await act(async () => {
    root.render(
      <Provider store={store}>
        <ApprovalPanel documentId={DOCUMENT} canRequest={canRequest} />
      </Provider>,
    );
  });
}

const button = (name: string) =>
  Array.from(host.querySelectorAll("button")).find((node) => node.textContent?.trim() === name);
const comment = () => host.querySelector("textarea")!;
const type = (text: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setter.call(comment(), text);
    comment().dispatchEvent(new Event("input", { bubbles: true }));
  });
const click = (name: string) => act(async () => button(name)!.click());

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    calls.push({ url: request.url, body: await request.text() });
    return new Response(JSON.stringify(state({ status: "pending" })), {
      headers: { "Content-Type": "application/json" },
    });
  });
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

describe("ApprovalPanel", () => {
  it("an editor asks for approval with a comment; a member who may not edit gets no form", async () => {
    await render(state({}), false);
    expect(button("Request approval")).toBeUndefined();
    await render(state({}), true);
    await type("Please look at the rates");
    await click("Request approval");
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.url).toMatch(/documents\/d1\/approval\/$/);
    expect(JSON.parse(calls[0]!.body)).toEqual({ comment: "Please look at the rates" });
  });

  it("an approver cannot reject without a reason (no call); approving sends the comment", async () => {
    await render(state({ status: "pending", can_decide: true }), true);
    expect(button("Request approval")).toBeUndefined();
    await click("Reject");
    expect(host.textContent).toContain("Say why you reject it");
    expect(calls).toEqual([]);
    await type("Fine by me");
    await click("Approve");
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.url).toMatch(/documents\/d1\/approval\/approve\/$/);
    expect(JSON.parse(calls[0]!.body)).toEqual({ comment: "Fine by me" });
  });
});
