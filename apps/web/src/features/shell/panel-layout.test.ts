import { describe, expect, it } from "vitest";
import { MIN_PAGE_COLUMN, panelLayout } from "./panel-layout";

const ALL_OPEN = { sidebar: true, toc: true, chat: true };

describe("panelLayout", () => {
  it("keeps every panel beside a readable column at 1440 px by turning the sidebar into a rail", () => {
    const layout = panelLayout(1440, ALL_OPEN, true);
    expect(layout).toMatchObject({ sidebar: "rail", toc: "beside", chat: "beside", chatWidth: 360 });
    expect(layout.column).toBeGreaterThanOrEqual(680);
  });

  it("keeps the full sidebar when the column is wide enough without giving way", () => {
    expect(panelLayout(1280, { sidebar: true, toc: false, chat: true }, true)).toMatchObject({
      sidebar: "beside",
      chat: "beside",
      column: 660,
    });
    expect(panelLayout(1920, ALL_OPEN, true)).toMatchObject({ sidebar: "beside", toc: "beside", chat: "beside" });
  });

  it("floats the chat panel below 1280 px and never squeezes the column under the minimum from 768 px up", () => {
    for (const width of [768, 900, 1024, 1180, 1280, 1366, 1440, 1600]) {
      for (const sidebar of [true, false]) {
        for (const toc of [true, false]) {
          const layout = panelLayout(width, { sidebar, toc, chat: true }, true);
          expect(layout.column, `${width} px`).toBeGreaterThanOrEqual(MIN_PAGE_COLUMN);
          expect(layout.chat).toBe(width >= 1280 ? "beside" : "overlay");
        }
      }
    }
    expect(panelLayout(1024, ALL_OPEN, true)).toMatchObject({
      sidebar: "rail",
      toc: "beside",
      chat: "overlay",
      chatWidth: 410,
    });
    expect(panelLayout(800, ALL_OPEN, true)).toMatchObject({
      sidebar: "rail",
      toc: "overlay",
      chat: "overlay",
      column: 744,
    });
  });

  it("floats every panel over a phone's page", () => {
    expect(panelLayout(390, ALL_OPEN, true)).toMatchObject({
      sidebar: "overlay",
      toc: "overlay",
      chat: "overlay",
      chatWidth: 273,
      column: 390,
    });
  });

  it("leaves the sidebar whole on pages without a document", () => {
    expect(panelLayout(800, ALL_OPEN, false)).toMatchObject({
      sidebar: "beside",
      toc: "closed",
      chat: "closed",
      column: 500,
    });
  });
});
