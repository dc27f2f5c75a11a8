import { describe, it } from "vitest";
import { BUILDING_CASES, REMODEL_CASES } from "./construction-cases.js";
import { expectConsistent, expectInsideReference } from "./harness.js";

describe("construction kinds land inside published ranges", () => {
  it.each([...BUILDING_CASES, ...REMODEL_CASES].map((c) => [c.kind, c.brief.summary, c] as const))(
    "%s: %s",
    (_kind, _summary, c) => {
      expectConsistent(expectInsideReference(c.brief, c.kind, c.range));
    },
  );
});
