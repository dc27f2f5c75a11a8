import type { Node as PMNode } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { doc, h, p } from "../ai/fixtures/doc-builders";
import { build } from "../ai/fixtures/test-schema";
import { collectHeadings } from "./collect-headings";
import {
  activeHeadingIndex,
  buildToc,
  flattenToc,
  mainSectionLevel,
  randomHeadingId,
  slugify,
  tocItemId,
  type HeadingEntry,
} from "./toc";

const heading = (level: number, text: string, elementId: string | null = null, pos = 0): HeadingEntry => ({
  level,
  text,
  elementId,
  pos,
});

describe("slugify", () => {
  it("lowercases, strips punctuation and joins words with single hyphens", () => {
    expect(slugify("Cost Breakdown: by Phase!")).toBe("cost-breakdown-by-phase");
    expect(slugify("  Risks & __assumptions -- v2  ")).toBe("risks-assumptions-v2");
    expect(slugify("Résumé über Straße")).toBe("résumé-über-straße");
    expect(slugify("?!")).toBe("");
  });
});

describe("ids", () => {
  it("prefers the element id, then the slug, then a random heading id", () => {
    expect(tocItemId({ elementId: "timeline", text: "Timeline (weeks)" })).toBe("timeline");
    expect(tocItemId({ elementId: null, text: "Timeline (weeks)" })).toBe("timeline-weeks");
    expect(tocItemId({ elementId: null, text: "" }, () => 0)).toBe("heading-aaaaa");
    expect(randomHeadingId()).toMatch(/^heading-[a-z0-9]{5}$/);
  });
});

describe("main section level", () => {
  it("is 2 with at most one level-1 heading, else 1", () => {
    expect(mainSectionLevel([heading(1, "Title"), heading(2, "A")])).toBe(2);
    expect(mainSectionLevel([heading(2, "A")])).toBe(2);
    expect(mainSectionLevel([heading(1, "A"), heading(1, "B")])).toBe(1);
  });
});

describe("buildToc", () => {
  it("numbers main sections under a single title, nesting deeper levels", () => {
    const toc = buildToc([
      heading(1, "Proposal"),
      heading(2, "Summary"),
      heading(2, "Approach"),
      heading(3, "Discovery"),
      heading(4, "Interviews"),
      heading(3, "Build"),
      heading(2, "Costs"),
    ]);
    const flat = flattenToc(toc).map((item) => [item.number, item.text, item.isMainSection]);
    expect(flat).toEqual([
      [null, "Proposal", false],
      ["1", "Summary", true],
      ["2", "Approach", true],
      ["2.1", "Discovery", false],
      ["2.1.1", "Interviews", false],
      ["2.2", "Build", false],
      ["3", "Costs", true],
    ]);
    expect(toc.map((item) => item.text)).toEqual(["Proposal", "Summary", "Approach", "Costs"]);
  });

  it("uses level 1 as the main level when there are several", () => {
    const flat = flattenToc(
      buildToc([heading(1, "Part A"), heading(2, "Intro"), heading(1, "Part B"), heading(3, "Deep")]),
    );
    expect(flat.map((item) => `${item.number} ${item.text}`)).toEqual([
      "1 Part A",
      "1.1 Intro",
      "2 Part B",
      "2.1 Deep",
    ]);
    expect(flat.filter((item) => item.isMainSection).map((item) => item.text)).toEqual(["Part A", "Part B"]);
  });

  it("starts a document without a title at whatever level comes first", () => {
    const flat = flattenToc(buildToc([heading(3, "Note"), heading(2, "Scope"), heading(3, "In")]));
    expect(flat.map((item) => `${item.number} ${item.text}`)).toEqual(["1 Note", "2 Scope", "2.1 In"]);
  });

  it("is empty without headings and numbers each item by its place among the headings", () => {
    expect(buildToc([])).toEqual([]);
    expect(buildToc([heading(2, "A", "a", 42)])[0]).toMatchObject({ id: "a", index: 0, level: 2, children: [] });
    expect(
      flattenToc(buildToc([heading(1, "T"), heading(2, "A"), heading(3, "B"), heading(2, "C")])).map(
        (item) => item.index,
      ),
    ).toEqual([0, 1, 2, 3]);
  });
});

describe("repeated and untitled headings", () => {
  it("get unique ids: the slug, then -2, -3 in reading order", () => {
    const flat = flattenToc(
      buildToc([
        heading(2, "Risks", null, 1),
        heading(3, "Notes", null, 5),
        heading(2, "Risks", null, 9),
        heading(3, "Notes", null, 14),
        heading(2, "Risks", null, 20),
      ]),
    );
    expect(flat.map((item) => item.id)).toEqual(["risks", "notes", "risks-2", "notes-2", "risks-3"]);
    expect(new Set(flat.map((item) => item.index)).size).toBe(5);
  });

  it("never reuse an id an element already has", () => {
    const flat = flattenToc(buildToc([heading(2, "Scope", "scope-2"), heading(2, "Scope"), heading(2, "Scope")]));
    expect(flat.map((item) => item.id)).toEqual(["scope-2", "scope", "scope-3"]);
  });

  it("keep one random id for an untitled heading across rebuilds of a changed document", () => {
    const untitled = new WeakMap<PMNode, string>();
    const before = build(doc(h(2, "Intro"), { type: "heading", attrs: { level: 2 } }, p("text")));
    const firstHeadings = collectHeadings(before, untitled);
    const first = buildToc(firstHeadings);
    // Typing above the heading moves it; the heading node itself is unchanged.
    const state = EditorState.create({ doc: before });
    const after = state.apply(state.tr.insertText("more ", 1)).doc;
    const secondHeadings = collectHeadings(after, untitled);
    const second = buildToc(secondHeadings);
    expect(first[1]?.id).toMatch(/^heading-[a-z0-9]{5}$/);
    expect(second[1]?.id).toBe(first[1]?.id);
    expect(secondHeadings[1]?.pos).toBe((firstHeadings[1]?.pos ?? 0) + 5);
  });
});

describe("activeHeadingIndex", () => {
  const headings = [
    { index: 0, top: -400 },
    { index: 1, top: 0 },
    { index: 2, top: 60 },
    { index: 3, top: 300 },
  ];

  it("is the last heading at or above the reading line, so one at the very top of the pane counts", () => {
    expect(activeHeadingIndex(headings.slice(0, 2).concat([{ index: 3, top: 300 }]), 96)).toBe(1);
    expect(activeHeadingIndex(headings, 96)).toBe(2);
    expect(activeHeadingIndex(headings, 30)).toBe(1);
  });

  it("is the first heading before any reaches the line, and null without headings", () => {
    expect(
      activeHeadingIndex(
        [
          { index: 4, top: 500 },
          { index: 5, top: 700 },
        ],
        96,
      ),
    ).toBe(4);
    expect(activeHeadingIndex([], 96)).toBeNull();
  });
});
