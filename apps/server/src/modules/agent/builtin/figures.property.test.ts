import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentJsonToHtml } from "@scopewise/editor-schema/server";
import { estimate, extractBrief, renderProposal } from "@scopewise/estimator";
import { HttpError } from "../../../http/errors.js";
import { builtinEdit, type SelectionContext } from "./engine.js";
import { figuresIn, keepsFigures } from "./figures.js";

/** Proposals the engine writes for requests of each domain: the text users select in. */
const REQUESTS = [
  "estimate the timeline and cost for a mobile app with payments and chat with $300k budget",
  "kitchen remodel of 20 m2 in Austin",
  "a 3 month SEO retainer for an online shop in Germany",
  "a two-day conference for 300 attendees in Lisbon",
  "12 user interviews and a survey of 400 customers",
];
const proposals = REQUESTS.map((request) => {
  const brief = extractBrief(request);
  return documentJsonToHtml(renderProposal(estimate(brief), brief));
});

interface Selection {
  html: string;
  context?: SelectionContext;
}

/** What an editor can send: a paragraph, a list item or a table cell as itself or alone, a stretch of words, the whole document. */
function selectionsOf(html: string): Selection[] {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);
  const items = [...html.matchAll(/<li><p>(.*?)<\/p><\/li>/g)].map((m) => m[1]!);
  const cells = [...html.matchAll(/<td[^>]*>(?:<p>)?(.*?)(?:<\/p>)?<\/td>/g)]
    .map((m) => m[1]!)
    .filter((cell) => cell.trim() !== "");
  return [
    ...paragraphs.map((p) => ({ html: `<p>${p}</p>`, context: "paragraph" as const })),
    ...items.flatMap((item) => [
      { html: `<ul><li><p>${item}</p></li></ul>` },
      { html: `<p>${item}</p>`, context: "list_item" as const },
    ]),
    ...cells.flatMap((cell) => [
      { html: `<table><tbody><tr><td><p>${cell}</p></td></tr></tbody></table>` },
      { html: `<p>${cell}</p>`, context: "table_cell" as const },
    ]),
    { html },
  ];
}

const all = proposals.flatMap(selectionsOf);
const INSTRUCTIONS = [
  "make this more concise",
  "shorten this",
  "summarise",
  "turn this into bullet points",
  "fix the grammar",
  "expand on this",
];

/** A random stretch of whole words of a selection's text, sent as plain text. */
const wordsOf = (selection: Selection, start: number, length: number) => {
  const words = text(selection.html).split(/\s+/).filter(Boolean);
  const from = start % Math.max(1, words.length);
  return words.slice(from, from + 1 + (length % 40)).join(" ");
};

function answer(instruction: string, selection: Selection): string | undefined {
  try {
    return builtinEdit(instruction, selection.html, selection.context).html;
  } catch (error) {
    // An honest refusal ("already as short as it can be") changes nothing, so it loses nothing.
    if (error instanceof HttpError && error.statusCode === 422) return undefined;
    throw error;
  }
}

/** The words of HTML, blocks apart (so the figures of two cells never run together). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

describe("the built-in assistant keeps every figure of a selection", () => {
  it("on paragraphs, list items, table cells, word ranges and whole proposals, for every edit that rewrites text", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.constantFrom(...INSTRUCTIONS),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (selection, instruction, partial, start, length) => {
          const chosen: Selection = partial
            ? { html: wordsOf(selection, start, length), context: selection.context ?? "paragraph" }
            : selection;
          if (!text(chosen.html).trim()) return;
          const result = answer(instruction, chosen);
          if (result === undefined) return;
          expect(keepsFigures(text(chosen.html), text(result)), `${instruction}\n${chosen.html}\n→ ${result}`).toBe(
            true,
          );
        },
      ),
      { numRuns: 600, seed: 28 },
    );
  });

  it("shortens a whole proposal and most paragraphs of two or more sentences, losing no figure", () => {
    let tried = 0;
    let shortened = 0;
    for (const html of proposals) {
      const whole = builtinEdit("make this more concise", html).html;
      expect(text(whole).length).toBeLessThan(text(html).length);
      expect(figuresIn(text(whole)).sort()).toEqual(figuresIn(text(html)).sort());
      for (const paragraph of [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!)) {
        if ((text(paragraph).match(/[.!?](\s|$)/g) ?? []).length < 2) continue;
        tried += 1;
        const shorter = answer("make this more concise", { html: `<p>${paragraph}</p>`, context: "paragraph" });
        if (shorter === undefined) continue;
        expect(text(shorter).length).toBeLessThan(text(paragraph).length);
        shortened += 1;
      }
    }
    // The rest are sentences that all state figures, with no filler (a proposal written for its client
    // says its cost and time in most sentences): refused honestly rather than cut.
    expect(shortened / tried).toBeGreaterThan(0.7);
  });

  it("expands with added sentences only: the selection's text stays at the start of the answer", () => {
    for (const selection of all.filter((s) => s.context)) {
      const result = answer("expand on this", selection);
      if (result === undefined) continue;
      expect(text(result).startsWith(text(selection.html).trimEnd())).toBe(true);
    }
  });
});

describe("the built-in assistant's shorter text", () => {
  const unpaired = (value: string) => [
    (value.match(/\(/g) ?? []).length - (value.match(/\)/g) ?? []).length,
    (value.match(/“/g) ?? []).length - (value.match(/”/g) ?? []).length,
  ];

  it("never leaves a bracket or a quote unpaired", () => {
    const listed =
      "<p>A mobile app with 6 main capabilities (sign-up, sign-in and accounts; user profiles and settings; push and email notifications; admin panel and back office). About 2,781 hours of work over 39.6 weeks.</p>";
    const paragraphs = [
      listed,
      ...proposals.flatMap((html) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => `<p>${m[1]!}</p>`)),
    ].filter((p) => unpaired(text(p)).every((n) => n === 0));
    for (const paragraph of paragraphs) {
      for (const instruction of ["make this more concise", "summarise"]) {
        const result = answer(instruction, { html: paragraph, context: "paragraph" });
        if (result !== undefined) expect(unpaired(text(result)), result).toEqual([0, 0]);
      }
    }
  });
});
