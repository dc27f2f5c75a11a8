import { HttpError } from "../../../http/errors.js";
import { parseFragment, serialize, textOf } from "./dom.js";
import { expand } from "./expand.js";
import { CAPABILITIES, type Intent, parseIntent } from "./intents.js";
import { shorten } from "./shorten.js";
import { applyMark, hasList, toHeading, toList, toParagraphs, toTable } from "./structure-edits.js";
import { changeCurrency, scaleMoney } from "./money.js";
import { changeCase, fixSpelling } from "./text-edits.js";
import { fixGrammar } from "./grammar.js";
import { isWholeProposal, runningText } from "./text-blocks.js";
import { sentences } from "./sentences.js";

export interface EditResult {
  html: string;
  summary: string;
}

export const unsupported = (detail: string): HttpError => new HttpError(422, { detail });

/** The kind of block a selection inside one block sits in (the editor sends that block's selected text alone). */
export const SELECTION_CONTEXTS = ["paragraph", "heading", "list_item", "table_cell", "blocks"] as const;
export type SelectionContext = (typeof SELECTION_CONTEXTS)[number];

/** The built-in assistant: a defined set of edits on the document model, each refusing honestly when it has nothing to do. */
export function builtinEdit(
  instruction: string,
  html: string,
  context?: SelectionContext,
): EditResult & { intent: Intent } {
  const intent = parseIntent(instruction);
  if (!intent) throw unsupported(`I can't do that with the built-in assistant. ${CAPABILITIES}`);
  if (intent.kind === "re-estimate")
    throw unsupported("Re-estimating needs the proposal's estimate: send the whole document with its document_id.");
  const fragment = parseFragment(html);
  const outcome = apply(intent, fragment, { wholeProposal: isWholeProposal(html), context });
  if (!outcome.changed) throw unsupported(outcome.nothing);
  return { html: serialize(fragment), summary: outcome.summary, intent };
}

interface Where {
  wholeProposal: boolean;
  context: SelectionContext | undefined;
}

function apply(
  intent: Exclude<Intent, { kind: "re-estimate" }>,
  fragment: ReturnType<typeof parseFragment>,
  where: Where,
): { changed: boolean; summary: string; nothing: string } {
  const hasText = () => runningText(parseFragment(serialize(fragment)), where).length > 0;
  switch (intent.kind) {
    case "shorten": {
      const had = hasText();
      const summarise = intent.mode === "summarise";
      return {
        changed: shorten(fragment, intent.mode, where),
        summary: summarise ? "Summarised the text, keeping every figure." : "Shortened the text, keeping every figure.",
        nothing: had
          ? `The selection is already as ${summarise ? "brief" : "short"} as I can make it without losing its meaning or its figures.`
          : "There is no running text to shorten in the selection (headings, code and formulas are left as written).",
      };
    }
    case "expand":
      return {
        changed: expand(fragment, where),
        summary: "Expanded the text with more detail.",
        nothing: "There is no paragraph to expand in the selection.",
      };
    case "grammar": {
      const count = fixGrammar(fragment, where);
      return {
        changed: count > 0,
        summary: `Fixed the grammar, punctuation and spelling of ${count} ${count === 1 ? "passage" : "passages"}.`,
        nothing: "I found no grammar, punctuation or spelling mistakes in the selection.",
      };
    }
    case "to-list": {
      const kind = intent.ordered ? "numbered list" : "bullet list";
      // Text selected inside a list item is in a list already: only several sentences become items beside it (the editor never nests them).
      if (
        where.context === "list_item" &&
        runningText(parseFragment(serialize(fragment)), where).every((block) => sentences(textOf(block)).length < 2)
      ) {
        return {
          changed: false,
          summary: "",
          nothing: "The selection is already in a list, so there is nothing to change.",
        };
      }
      const alreadyList = hasList(fragment);
      return {
        changed: toList(fragment, intent.ordered),
        summary: `Turned the text into a ${kind}.`,
        nothing: alreadyList
          ? `The selection is already a ${kind}, so there is nothing to change.`
          : "There is no paragraph to turn into a list in the selection.",
      };
    }
    case "to-paragraphs":
      return {
        changed: toParagraphs(fragment),
        summary: "Turned the list into paragraphs.",
        nothing: "There is no list to turn into paragraphs in the selection.",
      };
    case "to-table":
      return {
        changed: toTable(fragment),
        summary: "Turned the text into a table.",
        nothing: "There is no text to turn into a table in the selection.",
      };
    case "mark": {
      const name = { strong: "bold", em: "italic", u: "underlined" }[intent.mark];
      return {
        changed: applyMark(fragment, intent.mark, intent.remove),
        summary: intent.remove ? `Removed ${name} formatting.` : `Made the text ${name}.`,
        nothing: intent.remove ? `Nothing in the selection is ${name}.` : `The selection is already ${name}.`,
      };
    }
    case "heading":
      return {
        changed: toHeading(fragment, intent.level),
        summary: `Made the text a level ${intent.level} heading.`,
        nothing: `The selection is already a level ${intent.level} heading.`,
      };
    case "case":
      return {
        changed: changeCase(fragment, intent.style) > 0,
        summary: `Changed the text to ${intent.style} case.`,
        nothing: `The text is already in ${intent.style} case.`,
      };
    case "spelling": {
      const count = fixSpelling(fragment);
      return {
        changed: count > 0,
        summary: `Fixed ${count} spelling ${count === 1 ? "mistake" : "mistakes"}.`,
        nothing: "I found no spelling mistakes in the selection.",
      };
    }
    case "scale": {
      const { changed, kept } = scaleMoney(fragment, intent.factor, intent.target);
      const percent = Math.round((intent.factor - 1) * 1000) / 10;
      const how =
        Math.abs(percent) >= 100 && Number.isInteger(intent.factor)
          ? `multiplied by ${intent.factor}`
          : `${percent >= 0 ? "increased" : "reduced"} by ${Math.abs(percent)}%`;
      const amounts = (n: number) => `${n} ${n === 1 ? "amount" : "amounts"}`;
      const notScaled =
        intent.target === "costs"
          ? "the stated budget, headings and the quoted request are not costs"
          : "only the budget was changed, not the costs, headings or the quoted request";
      const left = kept > 0 ? ` ${amounts(kept)} ${kept === 1 ? "was" : "were"} left as written: ${notScaled}.` : "";
      return {
        changed: changed > 0,
        summary: `${amounts(changed)} ${how}.${left}`,
        nothing:
          intent.target === "budget"
            ? "I found no stated budget to change in the selection (headings and the quoted request are left as written)."
            : kept > 0
              ? "The only amounts in the selection are the stated budget, headings or the quoted request, which are not costs: there is nothing to scale."
              : "I found no amounts of money to scale in the selection.",
      };
    }
    case "currency": {
      const count = changeCurrency(fragment, intent.to, intent.rate);
      return {
        changed: count > 0,
        summary: intent.rate
          ? `Converted ${count} ${count === 1 ? "amount" : "amounts"} to ${intent.to} at ${intent.rate}.`
          : `Changed the currency of ${count} ${count === 1 ? "amount" : "amounts"} to ${intent.to} without converting the figures; give a rate (e.g. "convert to ${intent.to} at 0.92") to convert them.`,
        nothing: "I found no amounts of money in the selection.",
      };
    }
  }
}

export function plainText(html: string): string {
  return textOf(parseFragment(html).root).trim();
}
