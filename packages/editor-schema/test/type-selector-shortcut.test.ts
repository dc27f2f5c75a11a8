import { createRequire } from "node:module";
import type * as HappyDom from "happy-dom";
import { describe, expect, it } from "vitest";
import { leadingTagName, shortcutTypeSelectors } from "../src/server/type-selector-shortcut.js";

const happyDom = createRequire(import.meta.url)("happy-dom") as typeof HappyDom;

/** Elements parsed from HTML in a happy-dom window whose `matches` has the shortcut. */
function parsed(html: string): HappyDom.Element[] {
  shortcutTypeSelectors(happyDom.Element.prototype);
  const container = new happyDom.Window().document.createElement("div");
  container.innerHTML = html;
  return [...container.querySelectorAll("*")];
}

/** An element whose own `matches` records each selector it is asked and answers true. */
function recordingElement(tagName: string): {
  element: { tagName: string; matches(selector: string): boolean };
  asked: string[];
} {
  const asked: string[] = [];
  const prototype = { tagName: "", matches: (selector: string) => (asked.push(selector), true) };
  shortcutTypeSelectors(prototype);
  const element = Object.create(prototype) as typeof prototype;
  element.tagName = tagName;
  return { element, asked };
}

describe("the type-selector shortcut in front of happy-dom's matches", () => {
  it("reads the tag name of a selector that is one tag name with attribute conditions, and of no other", () => {
    expect(leadingTagName("td")).toBe("TD");
    expect(leadingTagName('ul[data-type="taskList"]')).toBe("UL");
    expect(leadingTagName("a[href][target='_blank' i]")).toBe("A");
    for (const selector of [
      "*",
      ".note",
      "[data-type]",
      "p, td",
      "a[href], p",
      "p > span",
      "a[href]>span",
      "a[href] span",
      "p.lead",
      "svg|rect",
      "a:not([href])",
      'p[x="]"], a',
      "a[href",
      "a[]",
      "a[href]|p",
    ]) {
      expect(leadingTagName(selector)).toBeNull();
    }
  });

  it("answers false without asking happy-dom when the tag names differ, and asks it otherwise", () => {
    const { element, asked } = recordingElement("P");
    expect(element.matches("td")).toBe(false);
    expect(element.matches('ul[data-type="taskList"]')).toBe(false);
    expect(asked).toEqual([]);
    expect(element.matches("p")).toBe(true);
    expect(element.matches("P[class]")).toBe(true);
    expect(element.matches("a[href], p")).toBe(true);
    expect(element.matches("div p")).toBe(true);
    expect(asked).toEqual(["p", "P[class]", "a[href], p", "div p"]);
  });

  it("gives happy-dom's own answers on parsed elements", () => {
    const [link, bare, taskList, list, custom, svg, path] = parsed(
      '<a href="/x">x</a><a>y</a><ul data-type="taskList"></ul><ol data-type="taskList"></ol><TD-LIKE></TD-LIKE><svg><path d="M0 0"/></svg>',
    );
    expect(link!.matches("a[href]")).toBe(true);
    expect(bare!.matches("a[href]")).toBe(false);
    expect(bare!.matches("a")).toBe(true);
    expect(link!.matches("span")).toBe(false);
    expect(taskList!.matches('ul[data-type="taskList"]')).toBe(true);
    expect(list!.matches('ul[data-type="taskList"]')).toBe(false);
    expect(list!.matches("OL")).toBe(true);
    expect(custom!.matches("td-like")).toBe(true);
    expect(custom!.matches("td")).toBe(false);
    expect(svg!.matches("svg")).toBe(true);
    expect(path!.matches("path[d]")).toBe(true);
    expect(link!.matches("[href]")).toBe(true);
    expect(list!.matches("ul, ol")).toBe(true);
    expect(list!.matches("a[href], ol")).toBe(true);
    expect(path!.matches("svg > path")).toBe(true);
    expect(() => bare!.matches("a[href")).toThrow();
  });

  it("is put in front once, however often it is asked for", () => {
    shortcutTypeSelectors(happyDom.Element.prototype);
    const once = happyDom.Element.prototype.matches;
    shortcutTypeSelectors(happyDom.Element.prototype);
    expect(happyDom.Element.prototype.matches).toBe(once);
  });
});
