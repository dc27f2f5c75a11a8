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

describe("the type-selector shortcut in front of happy-dom's matches", () => {
  it("reads the tag name that leads a selector, and none where no tag name leads it", () => {
    expect(leadingTagName("td")).toBe("td");
    expect(leadingTagName('ul[data-type="taskList"]')).toBe("ul");
    expect(leadingTagName("H2")).toBe("h2");
    for (const selector of ["*", ".note", "[data-type]", "p, td", "p > span", "p.lead", "svg|rect", "a:not([href])", "p span"]) expect(leadingTagName(selector)).toBeNull();
  });

  it("answers as the DOM does, for tag-led selectors and for the ones it leaves to happy-dom", () => {
    const [link, bare, taskList, list, cell, svg, path] = parsed('<a href="/x">x</a><a>y</a><ul data-type="taskList"></ul><ol data-type="taskList"></ol><TD-LIKE></TD-LIKE><svg><path d="M0 0"/></svg>');
    expect(link!.matches("a[href]")).toBe(true);
    expect(bare!.matches("a[href]")).toBe(false);
    expect(bare!.matches("a")).toBe(true);
    expect(link!.matches("span")).toBe(false);
    expect(taskList!.matches('ul[data-type="taskList"]')).toBe(true);
    expect(list!.matches('ul[data-type="taskList"]')).toBe(false);
    expect(list!.matches("OL")).toBe(true);
    expect(cell!.matches("td-like")).toBe(true);
    expect(cell!.matches("td")).toBe(false);
    expect(svg!.matches("svg")).toBe(true);
    expect(path!.matches("path[d]")).toBe(true);
    // Left to happy-dom: no tag name leads these.
    expect(link!.matches("[href]")).toBe(true);
    expect(list!.matches("ul, ol")).toBe(true);
    expect(path!.matches("svg > path")).toBe(true);
  });

  it("is put in front once, however often it is asked for", () => {
    shortcutTypeSelectors(happyDom.Element.prototype);
    const once = happyDom.Element.prototype.matches;
    shortcutTypeSelectors(happyDom.Element.prototype);
    expect(happyDom.Element.prototype.matches).toBe(once);
  });
});
