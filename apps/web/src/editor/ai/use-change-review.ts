import type { Editor } from "@tiptap/core";
import { TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";
import type { Slice } from "@tiptap/pm/model";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { CHANGE_OUTCOME_MESSAGES } from "@scopewise/shared";
import { apiErrorText } from "../../lib/api-errors";
import { useRecordChangeOutcomeMutation } from "../api/editor-api";
import { isReviewing } from "../session/editor-ai-machine";
import { useEditorSession } from "../session/EditorSession";
import { TABLE_IN_TABLE } from "../tables/table-messages";
import { withTableIds } from "../tables/table-structure";
import { changeDecorations, withChangeDecorations } from "./change-decorations";
import { acceptDocumentChange, previewDocumentChange } from "./document-change";
import {
  decide,
  decidedDocument,
  type DocumentReview,
  nextUndecided,
  reviewTransaction,
  startReview,
  undecided,
} from "./document-review";
import type { ChangeDecision } from "./change-groups";
import { parseAnswer } from "./parse-answer";
import {
  acceptSelectionChange,
  fitAnswer,
  previewSelectionChange,
  wouldNestTable,
  type TargetRange,
} from "./selection-change";
import { scrollBehavior } from "../../lib/motion";
import { renderEveryBlock } from "../extensions/rendered-blocks";

type Answer = { kind: "selection"; target: TargetRange; slice: Slice } | { kind: "document"; review: DocumentReview };

/** Where a change-by-change review stands, for the controls. */
export interface ReviewProgress {
  /** The change in focus (0-based), among all of them. */
  current: number;
  total: number;
  decided: number;
  /** A change that restates the estimate (a re-estimate, a currency change) is taken or left whole. */
  wholeOnly: boolean;
}

function scrollToPosition(editor: Editor, pos: number) {
  const { view } = editor;
  const at = Math.min(pos, view.state.doc.content.size);
  // A change that starts with a whole block (a removed list or row) is that block's own element;
  // inside text, the element holding the text. Never the editor itself, which would centre the page.
  const block = view.nodeDOM(at);
  let target: Node | null = block instanceof HTMLElement ? block : null;
  if (!target) {
    const { node, offset } = view.domAtPos(at);
    target = node.childNodes[offset] ?? node;
  }
  const element = target instanceof HTMLElement ? target : target.parentElement;
  renderEveryBlock(view);
  element?.scrollIntoView({ block: "center", behavior: scrollBehavior() });
}

/**
 * Shows the assistant's answer in place (spec section 4): the document is swapped for a read-only
 * preview state, and the state from before is kept. Reject puts that state back exactly (document,
 * selection and undo history); Accept puts it back and applies the answer as one undoable step.
 */
export function useChangeReview(editor: Editor, documentId: string) {
  const { ai, dispatchAi, noteAcceptedChange } = useEditorSession();
  const [recordOutcome] = useRecordChangeOutcomeMutation();
  const before = useRef<EditorState | null>(null);
  const answer = useRef<Answer | null>(null);
  const [actionsElement] = useState(() => {
    const element = document.createElement("div");
    element.className = "ai-change-actions";
    return element;
  });
  const [changeCount, setChangeCount] = useState(0);
  const [progress, setProgress] = useState<ReviewProgress | null>(null);
  /** The decision joins the document's chat; when that fails the user is told, not left guessing. */
  const record = useCallback(
    async (outcome: "accepted" | "rejected") => {
      try {
        await recordOutcome({ document_id: documentId, outcome }).unwrap();
      } catch (error) {
        toast.error(apiErrorText(error, "Something Went Wrong"));
      }
    },
    [recordOutcome, documentId],
  );
  const [previewing, setPreviewing] = useState(false);

  const settle = useCallback(
    (decision: "changeAccepted" | "changeRejected") => {
      dispatchAi({ type: decision });
      dispatchAi({ type: "changeSettled" });
    },
    [dispatchAi],
  );

  const show = useCallback(
    (state: EditorState, tr: Transaction, focusPos: number) => {
      before.current = state;
      editor.view.updateState(state.apply(tr));
      setPreviewing(true);
      requestAnimationFrame(() => scrollToPosition(editor, focusPos));
    },
    [editor],
  );

  useEffect(() => {
    const change = ai.change;
    if (!isReviewing(ai.phase) || !change || before.current) return;
    const state = editor.state;
    try {
      const parsed = parseAnswer(editor, change.html);
      if (change.target) {
        if (wouldNestTable(state.doc, change.target, parsed.content)) {
          toast.error(TABLE_IN_TABLE);
          settle("changeRejected");
          return;
        }
        // A table the answer adds is made like the toolbar's: row and column ids, default widths.
        const slice = fitAnswer(state.doc, change.target, withTableIds(parsed.content));
        const preview = previewSelectionChange(state, change.target, slice);
        const ranges = [
          { ...preview.deletion, kind: "deletion" as const },
          { ...preview.insertion, kind: "insertion" as const },
        ];
        answer.current = { kind: "selection", target: change.target, slice };
        setChangeCount(1);
        show(
          state,
          withChangeDecorations(
            preview.tr,
            changeDecorations(preview.tr.doc, ranges, { pos: preview.actionsPos, element: actionsElement }),
          ),
          preview.deletion.from,
        );
      } else {
        const preview = previewDocumentChange(state, parsed);
        if (preview.ranges.length === 0) {
          toast("The answer reads the same as the document; nothing to change.");
          settle("changeRejected");
          return;
        }
        const review = startReview(parsed, preview.tr.doc, preview.ranges);
        answer.current = { kind: "document", review };
        setChangeCount(review.groups.length);
        setProgress({
          current: 0,
          total: review.groups.length,
          decided: 0,
          wholeOnly: Boolean(change.estimateRevision),
        });
        const shown = reviewTransaction(state, review, 0, actionsElement);
        show(state, shown.tr, shown.focusPos);
      }
    } catch (error) {
      console.error("The assistant's answer could not be shown:", error);
      toast.error("Something Went Wrong");
      settle("changeRejected");
    }
  }, [ai.phase, ai.change, editor, actionsElement, settle, show]);

  /** Puts the state from before the preview back; the selection collapses to its end. */
  const restore = useCallback((): EditorState | null => {
    const state = before.current;
    before.current = null;
    setPreviewing(false);
    setProgress(null);
    if (!state) return null;
    editor.view.updateState(state);
    return state;
  }, [editor]);

  const reject = useCallback(() => {
    const state = restore();
    answer.current = null;
    settle("changeRejected");
    if (!state) return;
    editor.view.dispatch(
      state.tr.setSelection(TextSelection.near(state.doc.resolve(state.selection.to))).setMeta("addToHistory", false),
    );
    editor.view.focus();
    void record("rejected");
  }, [editor, restore, settle, record]);

  /** Applies what was accepted as one undoable step (the whole answer, or the accepted changes of it). */
  const apply = useCallback(
    (taken: Answer) => {
      const change = ai.change;
      let next: ReturnType<typeof decidedDocument> = null;
      if (taken.kind === "document") {
        next = decidedDocument(taken.review);
        if (!next) return reject();
      }
      const state = restore();
      answer.current = null;
      if (!state) return;
      // Only a change to the whole proposal, taken whole, states its estimate; a selection or a part of it leaves it as it was.
      const whole = taken.kind === "document" && next === taken.review.answer;
      const tr =
        taken.kind === "selection"
          ? acceptSelectionChange(state, taken.target, taken.slice)
          : acceptDocumentChange(state, next!, whole ? change?.estimateRevision : undefined);
      tr.setSelection(
        TextSelection.near(tr.doc.resolve(Math.min(tr.mapping.map(state.selection.to), tr.doc.content.size))),
      );
      editor.view.dispatch(tr);
      noteAcceptedChange();
      editor.view.focus();
      settle("changeAccepted");
      toast.success(CHANGE_OUTCOME_MESSAGES.accepted);
      void record("accepted");
    },
    [editor, restore, reject, settle, record, ai.change, noteAcceptedChange],
  );

  /** Redraws a document review after a decision or a move, and brings the current change into view. */
  const redraw = useCallback(
    (review: DocumentReview, current: number) => {
      const state = before.current;
      if (!state) return;
      answer.current = { kind: "document", review };
      const shown = reviewTransaction(state, review, current, actionsElement);
      editor.view.updateState(state.apply(shown.tr));
      setProgress((old) => (old ? { ...old, current, decided: review.groups.length - undecided(review).length } : old));
      requestAnimationFrame(() => scrollToPosition(editor, shown.focusPos));
    },
    [editor, actionsElement],
  );

  /** Accept (or reject) every change still open, keeping the ones decided already, and apply the result. */
  const decideRest = useCallback(
    (decision: ChangeDecision) => {
      const taken = answer.current;
      if (!taken) return;
      if (taken.kind === "selection") return decision === "accepted" ? apply(taken) : reject();
      apply({ kind: "document", review: decide(taken.review, "rest", decision) });
    },
    [apply, reject],
  );
  const accept = useCallback(() => decideRest("accepted"), [decideRest]);
  const rejectRest = useCallback(() => decideRest("rejected"), [decideRest]);

  /** Decides the change in focus and moves to the next open one; the last decision applies the result. */
  const decideCurrent = useCallback(
    (decision: ChangeDecision) => {
      const taken = answer.current;
      if (taken?.kind !== "document" || !progress) return;
      const review = decide(taken.review, progress.current, decision);
      const next = nextUndecided(review, progress.current, 1);
      if (next === undefined) apply({ kind: "document", review });
      else redraw(review, next);
    },
    [progress, apply, redraw],
  );

  /** Moves the focus to the next or previous open change. */
  const move = useCallback(
    (step: 1 | -1) => {
      const taken = answer.current;
      if (taken?.kind !== "document" || !progress) return;
      const next = nextUndecided(taken.review, progress.current, step);
      if (next !== undefined) redraw(taken.review, next);
    },
    [progress, redraw],
  );

  // Leaving the page mid-review must not leave a preview behind in a reused editor.
  useEffect(() => () => void restore(), [restore]);

  return {
    reviewing: previewing,
    phase: ai.phase,
    changeCount,
    progress,
    actionsElement,
    accept,
    reject: rejectRest,
    acceptCurrent: () => decideCurrent("accepted"),
    rejectCurrent: () => decideCurrent("rejected"),
    next: () => move(1),
    previous: () => move(-1),
  };
}
