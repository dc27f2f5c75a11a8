import { describe, expect, it } from "vitest";
import {
  BAR_ROW,
  BAR_ROW_HEIGHT,
  barRows,
  edgeAnchor,
  fitText,
  linearScale,
  niceStep,
  niceTicks,
  stackSegments,
  staggerLabels,
  tickCountForWidth,
  timelineWeeks,
  weekExtent,
} from "./chart-geometry";

describe("linearScale", () => {
  it("maps the domain onto the range and clamps outside it", () => {
    const scale = linearScale(200, 0, 400);
    expect(scale(0)).toBe(0);
    expect(scale(50)).toBe(100);
    expect(scale(200)).toBe(400);
    expect(scale(-10)).toBe(0);
    expect(scale(500)).toBe(400);
  });

  it("survives an empty domain", () => {
    const scale = linearScale(0, 10, 110);
    expect(scale(0)).toBe(10);
    expect(Number.isFinite(scale(5))).toBe(true);
  });
});

describe("niceStep and niceTicks", () => {
  it("rounds steps up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3.1)).toBe(5);
    expect(niceStep(6)).toBe(10);
    expect(niceStep(44_754)).toBe(50_000);
    expect(niceStep(0.031)).toBeCloseTo(0.05);
  });

  it("keeps integer steps whole (no 2.5) and at least 1", () => {
    expect(niceStep(2.2, true)).toBe(5);
    expect(niceStep(0.3, true)).toBe(1);
    expect(niceStep(22, true)).toBe(25);
  });

  it("covers the maximum with round values from zero", () => {
    expect(niceTicks(179_020, 5)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(niceTicks(100, 6)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0.3, 4)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it("never gives more ticks than asked", () => {
    for (const max of [1, 7, 38.2, 99, 101, 361_902, 1e9]) {
      for (const count of [2, 3, 5, 8, 12]) {
        const ticks = niceTicks(max, count);
        expect(ticks.length).toBeLessThanOrEqual(count);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks[0]).toBe(0);
      }
    }
  });

  it("gives whole weeks for a week grid", () => {
    expect(niceTicks(39, 8, true)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(3, 8, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(39, 8, true).every(Number.isInteger)).toBe(true);
  });

  it("answers a single zero tick for nothing to show", () => {
    expect(niceTicks(0, 5)).toEqual([0]);
    expect(niceTicks(Number.NaN, 5)).toEqual([0]);
  });
});

describe("tickCountForWidth and edgeAnchor", () => {
  it("fits ticks to the width, at least two", () => {
    expect(tickCountForWidth(358)).toBe(5);
    expect(tickCountForWidth(800)).toBe(12);
    expect(tickCountForWidth(40)).toBe(2);
  });

  it("hangs labels near an edge inwards", () => {
    expect(edgeAnchor(0, 300)).toBe("start");
    expect(edgeAnchor(150, 300)).toBe("middle");
    expect(edgeAnchor(300, 300)).toBe("end");
  });
});

describe("barRows", () => {
  const scale = linearScale(100, 0, 200);

  it("stacks rows with the label above each bar", () => {
    const rows = barRows(
      [
        { from: 0, to: 50 },
        { from: 0, to: 100 },
      ],
      scale,
      10,
    );
    expect(rows[0]).toEqual({
      labelY: 10 + BAR_ROW.labelHeight - 5,
      barX: 0,
      barY: 10 + BAR_ROW.labelHeight,
      barWidth: 100,
    });
    expect(rows[1]?.barY).toBe(10 + BAR_ROW_HEIGHT + BAR_ROW.labelHeight);
    expect(rows[1]?.barWidth).toBe(200);
  });

  it("keeps a tiny positive bar visible and an empty one empty", () => {
    const [tiny, empty] = barRows(
      [
        { from: 0, to: 0.01 },
        { from: 0, to: 0 },
      ],
      scale,
    );
    expect(tiny?.barWidth).toBe(2);
    expect(empty?.barWidth).toBe(0);
  });

  it("offsets bars that start later (a Gantt row)", () => {
    const [row] = barRows([{ from: 25, to: 75 }], scale);
    expect(row?.barX).toBe(50);
    expect(row?.barWidth).toBe(100);
  });
});

describe("stackSegments", () => {
  it("fills the width in proportion, side by side", () => {
    const segments = stackSegments([1, 3], 200);
    expect(segments).toEqual([
      { x: 0, width: 50, share: 0.25 },
      { x: 50, width: 150, share: 0.75 },
    ]);
  });

  it("treats negative and missing values as zero", () => {
    const segments = stackSegments([-5, Number.NaN, 10], 100);
    expect(segments.map((s) => s.width)).toEqual([0, 0, 100]);
  });

  it("answers empty segments when everything is zero", () => {
    expect(stackSegments([0, 0], 100).every((s) => s.width === 0 && s.share === 0)).toBe(true);
  });
});

describe("the week grid", () => {
  it("lets week n cover (n - 1, n]", () => {
    expect(weekExtent(1, 6)).toEqual({ from: 0, to: 6 });
    expect(weekExtent(7, 19)).toEqual({ from: 6, to: 19 });
    expect(weekExtent(4, 4)).toEqual({ from: 3, to: 4 });
  });

  it("draws a reversed phase as its start week", () => {
    expect(weekExtent(5, 2)).toEqual({ from: 4, to: 5 });
  });

  it("spans every phase and every marker, in whole weeks", () => {
    expect(timelineWeeks([6, 19, 26, 30], [33.1, 36.4, 38.2])).toBe(39);
    expect(timelineWeeks([12], [8, 9, 10])).toBe(12);
    expect(timelineWeeks([], [])).toBe(1);
  });
});

describe("staggerLabels", () => {
  it("keeps labels far apart on one row", () => {
    expect(staggerLabels([10, 100, 200], 30)).toEqual([0, 0, 0]);
  });

  it("moves a label that would overlap to the next free row", () => {
    expect(staggerLabels([290, 320, 336], 30)).toEqual([0, 0, 1]);
    expect(staggerLabels([100, 105, 110], 30)).toEqual([0, 1, 2]);
  });

  it("answers rows in the order given, whatever the x order", () => {
    expect(staggerLabels([336, 290, 320], 30)).toEqual([1, 0, 0]);
  });
});

describe("fitText", () => {
  it("leaves text that fits alone", () => {
    expect(fitText("Build", 100)).toBe("Build");
  });

  it("shortens text that does not, with an ellipsis", () => {
    const fitted = fitText("Discovery, research and service design", 100, 10);
    expect(fitted).toBe("Discovery…");
    expect(fitted.length).toBe(10);
  });

  it("answers a lone ellipsis when nothing fits", () => {
    expect(fitText("Build", 5, 10)).toBe("…");
  });
});
