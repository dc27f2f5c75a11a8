import { describe, expect, it } from "vitest";
import { editorAiReducer, initialEditorAiState, type EditorAiAction, type EditorAiState } from "./editor-ai-machine";

const run = (...actions: EditorAiAction[]): EditorAiState => actions.reduce(editorAiReducer, initialEditorAiState);
const selection = { from: 5, to: 12, text: "payment" };

describe("editor AI state", () => {
  it("starts in EDITING with AI mode off", () => {
    expect(initialEditorAiState).toMatchObject({ phase: "EDITING", isAIActive: false, selection: null });
  });

  it("keeps the last valid selection when Ask AI comes with none", () => {
    const state = run({ type: "selectionChanged", selection }, { type: "aiModeStarted", selection: null });
    expect(state).toMatchObject({ isAIActive: true, selection });
  });

  it("clears the selection when a click collapses it", () => {
    expect(
      run({ type: "selectionChanged", selection }, { type: "selectionChanged", selection: null }).selection,
    ).toBeNull();
  });

  it("returns the very same state when nothing changes, as for every keystroke's empty selection (the session then re-renders nothing)", () => {
    expect(editorAiReducer(initialEditorAiState, { type: "selectionChanged", selection: null })).toBe(
      initialEditorAiState,
    );
    const selected = run({ type: "selectionChanged", selection });
    expect(editorAiReducer(selected, { type: "selectionChanged", selection: { ...selection } })).toBe(selected);
    expect(editorAiReducer(selected, { type: "selectionChanged", selection: null })).not.toBe(selected);
  });

  it("goes to CHANGED for a selection and CHANGEDALL for the whole document", () => {
    const base: EditorAiAction[] = [{ type: "aiModeStarted", selection }, { type: "requestStarted" }];
    expect(
      run(...base, { type: "answerReceived", change: { target: { from: 5, to: 12 }, html: "<p>x</p>" } }),
    ).toMatchObject({ phase: "CHANGED", isRequestInFlight: false });
    expect(run(...base, { type: "answerReceived", change: { target: null, html: "<p>x</p>" } }).phase).toBe(
      "CHANGEDALL",
    );
  });

  it("returns to EDITING after accepting or rejecting, with the selection and change cleared", () => {
    for (const decision of ["changeAccepted", "changeRejected"] as const) {
      const decided = run(
        { type: "aiModeStarted", selection },
        { type: "answerReceived", change: { target: { from: 5, to: 12 }, html: "<p>x</p>" } },
        { type: decision },
      );
      expect(decided.phase).toBe(decision === "changeAccepted" ? "ACCEPTED" : "REJECTED");
      expect(editorAiReducer(decided, { type: "changeSettled" })).toEqual(initialEditorAiState);
    }
  });

  it("ignores selection changes and new requests while a change is shown or a request runs", () => {
    const reviewing = run({ type: "answerReceived", change: { target: null, html: "<p>x</p>" } });
    expect(editorAiReducer(reviewing, { type: "selectionChanged", selection })).toBe(reviewing);
    expect(editorAiReducer(reviewing, { type: "requestStarted" })).toBe(reviewing);
    const busy = run({ type: "requestStarted" });
    expect(editorAiReducer(busy, { type: "selectionChanged", selection })).toBe(busy);
    expect(editorAiReducer(busy, { type: "requestFailed" }).isRequestInFlight).toBe(false);
  });

  it("collects a streamed answer while the request runs, and drops it when the answer or a failure comes", () => {
    const writing = run(
      { type: "requestStarted" },
      { type: "answerDelta", text: "<ul><li>De" },
      { type: "answerDelta", text: "sign" },
    );
    expect(writing.draft).toBe("<ul><li>Design");
    expect(
      editorAiReducer(writing, { type: "answerReceived", change: { target: null, html: "<ul><li>Design</li></ul>" } })
        .draft,
    ).toBe("");
    expect(editorAiReducer(writing, { type: "requestFailed" }).draft).toBe("");
    // A late delta after the request ended changes nothing.
    expect(run({ type: "answerDelta", text: "late" })).toEqual(initialEditorAiState);
  });

  it("does not accept or settle outside a review", () => {
    expect(run({ type: "changeAccepted" })).toEqual(initialEditorAiState);
    expect(run({ type: "changeSettled" })).toEqual(initialEditorAiState);
  });
});
