// @vitest-environment happy-dom
import { act, createElement, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CollapsibleSection } from "./CollapsibleSection";

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Content with state of its own, as a panel's form has (its draft must survive closing). */
function Draft() {
  const [text, setText] = useState("");
  return createElement("input", {
    "aria-label": "Draft",
    value: text,
    onChange: (event: { currentTarget: HTMLInputElement }) => setText(event.currentTarget.value),
  });
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  window.localStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function renderSection(props: { defaultOpen?: boolean; rememberAs?: string }) {
  act(() =>
    root.render(
      createElement(CollapsibleSection, {
        label: "Estimate",
        heading: "Estimate",
        ...props,
        children: createElement(Draft),
      }),
    ),
  );
  const toggle = container.querySelector("button")!;
  const panel = () => document.getElementById(toggle.getAttribute("aria-controls")!)!;
  const draft = () => container.querySelector<HTMLInputElement>('input[aria-label="Draft"]');
  return { toggle, panel, draft, click: () => act(() => toggle.click()) };
}

describe("CollapsibleSection", () => {
  it("renders a closed panel's content only when it is first opened", () => {
    const section = renderSection({ defaultOpen: false });
    expect(section.toggle.getAttribute("aria-expanded")).toBe("false");
    expect(section.panel().hidden).toBe(true);
    expect(section.draft()).toBeNull();

    section.click();
    expect(section.toggle.getAttribute("aria-expanded")).toBe("true");
    expect(section.panel().hidden).toBe(false);
    expect(section.panel().contains(section.draft())).toBe(true);
  });

  it("keeps the content's state when closed and opened again", () => {
    const section = renderSection({ defaultOpen: false });
    section.click();
    const input = section.draft()!;
    act(() => {
      // React tracks the input's value; set it as a typing user would, through the native setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "40 rooms");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });

    section.click();
    expect(section.toggle.getAttribute("aria-expanded")).toBe("false");
    expect(section.panel().hidden).toBe(true);
    section.click();
    expect(section.draft()?.value).toBe("40 rooms");
  });

  it("renders an open panel's content at once, and a remembered choice wins over the default", () => {
    expect(renderSection({ defaultOpen: true }).draft()).not.toBeNull();

    window.localStorage.setItem("scopewise.panel.estimate", "open");
    act(() => root.unmount());
    root = createRoot(container);
    const remembered = renderSection({ defaultOpen: false, rememberAs: "estimate" });
    expect(remembered.toggle.getAttribute("aria-expanded")).toBe("true");
    expect(remembered.draft()).not.toBeNull();

    remembered.click();
    expect(window.localStorage.getItem("scopewise.panel.estimate")).toBe("closed");
  });
});
