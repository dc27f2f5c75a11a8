import "./chart-paper.css";
import type { Estimate } from "@scopewise/shared";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { CostBreakdownChart } from "../../features/estimate/CostBreakdownChart";
import { TimelineChart } from "../../features/estimate/TimelineChart";
import { moneyFormat } from "../../features/estimate/estimate-format";

/** The width of the downloaded page's text column (800 px less its 40 px margins). */
export const FIGURE_WIDTH = 720;

/** The estimate charts as standalone SVG markup, ready to sit in a file without the app's stylesheet. */
export interface EstimateFigures {
  costByPhase: string;
  timeline: string;
}

/** What the app's stylesheet gives the chart elements (all inherited in SVG), to write onto them so the file needs no CSS of ours. */
const PAINTED = [
  "color",
  "fill",
  "stroke",
  "font-size",
  "font-weight",
  "font-family",
  "font-variant-numeric",
  "paint-order",
  "stroke-linejoin",
] as const;

/** Each element's painted styles inlined: all of them on the chart, on the rest only what differs from the parent's. */
function inlineStyles(svg: SVGSVGElement): void {
  const painted = (element: Element) => {
    const computed = getComputedStyle(element);
    return new Map(PAINTED.map((property) => [property, computed.getPropertyValue(property)]));
  };
  const styles = new Map<Element, Map<string, string>>();
  for (const element of [svg, ...Array.from(svg.querySelectorAll("*"))]) styles.set(element, painted(element));
  for (const [element, own] of styles) {
    const parent = element === svg ? undefined : styles.get(element.parentElement as Element);
    const declarations = [...own]
      .filter(([property, value]) => value !== "" && parent?.get(property) !== value)
      .map(([property, value]) => `${property}: ${value}`);
    if (element === svg) declarations.push("display: block", "overflow: visible");
    if (declarations.length > 0) element.setAttribute("style", declarations.join("; "));
    else element.removeAttribute("style");
    element.removeAttribute("class");
  }
  svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
}

/**
 * Draws the document page's cost and timeline charts from the structured estimate, off screen in
 * this page (where their styles apply), and hands back their SVG with those styles inlined.
 */
export function estimateFigures(estimate: Estimate): EstimateFigures {
  const host = document.createElement("div");
  host.className = "chart-paper";
  host.setAttribute("aria-hidden", "true");
  host.style.cssText = `position: fixed; left: -${FIGURE_WIDTH * 3}px; top: 0; width: ${FIGURE_WIDTH}px; font-family: Poppins, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;`;
  document.body.append(host);
  const root = createRoot(host);
  try {
    const money = moneyFormat(estimate.currency);
    flushSync(() =>
      root.render(
        <>
          <div data-figure="cost">
            <CostBreakdownChart
              estimate={estimate}
              width={FIGURE_WIDTH}
              money={money}
              moneyShort={moneyFormat(estimate.currency, true)}
            />
          </div>
          <div data-figure="timeline">
            <TimelineChart estimate={estimate} width={FIGURE_WIDTH} />
          </div>
        </>,
      ),
    );
    const svgOf = (name: string) => {
      const svg = host.querySelector<SVGSVGElement>(`[data-figure="${name}"] svg`);
      if (!svg) return "";
      inlineStyles(svg);
      return svg.outerHTML;
    };
    return { costByPhase: svgOf("cost"), timeline: svgOf("timeline") };
  } finally {
    root.unmount();
    host.remove();
  }
}
