// @vitest-environment happy-dom
import { understandRequest } from "@scopewise/estimator";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ProvidedByClientList } from "./ProvidedByClientList";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

function render(text: string): HTMLElement {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  const { brief } = understandRequest(text);
  act(() => root!.render(<ProvidedByClientList brief={brief} />));
  return host;
}

describe("what the client provides, in the brief panel", () => {
  it("names each item the request says the client provides, with the words it came from", () => {
    const view = render("A two-day conference for 300 people in Lisbon in May; the venue is already booked and paid.");
    const section = view.querySelector('section[aria-label="Provided by you"]');
    expect(section?.textContent).toContain("The venue");
    expect(section?.textContent).toMatch(/From your words: “.*venue.*”/);
  });

  it("shows nothing when the request provides nothing", () => {
    const view = render("A two-day conference for 300 people in Lisbon in May.");
    expect(view.querySelector('section[aria-label="Provided by you"]')).toBeNull();
  });
});
