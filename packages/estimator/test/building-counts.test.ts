import { describe, expect, it } from "vitest";
import { estimate, understandRequest } from "../src/index.js";

const read = (text: string) => understandRequest(text).brief;

describe("the counts a building is sized by come from the reader", () => {
  it.each([
    ["A new 120-bed hospital in Leeds", "beds", 120],
    ["A primary school for 600 pupils with 24 classrooms", "pupils", 600],
    ["A primary school for 600 pupils with 24 classrooms", "classrooms", 24],
    ["Ein Wohnhaus mit 40 Wohnungen in Leipzig", "dwellings", 40],
    ["Un edificio de 36 viviendas en Valencia", "dwellings", 36],
  ])("%j → %s %d, with the words it came from", (text, name, value) => {
    const brief = read(text);
    expect(brief.quantities).toMatchObject({ [name]: value });
    expect(brief.fields?.[`quantities.${name}`]?.source).toMatch(String(value));
  });

  it("a building model prices the brief's count, not words in its summary", () => {
    const brief = read("A primary school for 600 pupils in Leeds");
    const priced = estimate({ ...brief, kind: "school" }, 200);
    const reworded = estimate({ ...brief, kind: "school", summary: "A primary school for 900 pupils in Leeds" }, 200);
    expect(reworded.total_cost.expected).toBe(priced.total_cost.expected);
    const larger = estimate({ ...brief, kind: "school", quantities: { ...brief.quantities, pupils: 900 } }, 200);
    expect(larger.total_cost.expected).toBeGreaterThan(priced.total_cost.expected);
  });
});
