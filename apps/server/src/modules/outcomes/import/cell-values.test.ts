import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readDate, readHours, readMoney, readNumber } from "./cell-values.js";

const value = (read: { ok: boolean; value?: unknown; reason?: string }) =>
  read.ok ? read.value : `bad: ${read.reason}`;

describe("time-tracker cell values", () => {
  it("reads durations as decimal hours, h:mm, h:mm:ss and Jira's 1d 2h 30m", () => {
    expect(value(readHours("7.5", false))).toBe(7.5);
    expect(value(readHours("7,5", true))).toBe(7.5);
    expect(value(readHours("1:45", false))).toBe(1.75);
    expect(value(readHours("02:15:00", false))).toBe(2.25);
    expect(value(readHours("2h 30m", false))).toBe(2.5);
    expect(value(readHours("1d 4h", false))).toBe(12);
    expect(value(readHours("45m", false))).toBe(0.75);
    expect(value(readHours("seven", false))).toBe('bad: "seven" is not a duration');
    expect(value(readHours("-2", false))).toBe("bad: a negative duration (-2)");
    expect(value(readHours("", false))).toBe("bad: no duration");
  });

  it("reads any h:mm:ss back as the hours it was written from", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m, s) => {
          const pad = (n: number) => String(n).padStart(2, "0");
          const read = readHours(`${h}:${pad(m)}:${pad(s)}`, false);
          expect(read.ok && read.value).toBeCloseTo(h + m / 60 + s / 3600, 9);
        },
      ),
    );
  });

  it("reads amounts with either decimal mark and grouping, currency signs and codes around them", () => {
    expect(readNumber("1,234.50", false)).toBe(1234.5);
    expect(readNumber("1.234,50", true)).toBe(1234.5);
    expect(readNumber("1,500", false)).toBe(1500);
    expect(readNumber("1,500", true)).toBe(1.5);
    expect(readNumber("$ 880.00", false)).toBe(880);
    expect(readNumber("EUR 200,00", true)).toBe(200);
    expect(readNumber("1.2.3", false)).toBe(123);
    expect(readNumber("12a", false)).toBeUndefined();
    expect(value(readMoney("", false))).toBeNull();
    expect(value(readMoney("x", false))).toBe('bad: "x" is not an amount');
  });

  it("reads any amount written with a point or, in ;-separated files, a comma", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(readNumber(text, false)).toBeCloseTo(cents / 100, 9);
        expect(readNumber(text.replace(".", ","), true)).toBeCloseTo(cents / 100, 9);
      }),
    );
  });

  it("reads ISO, day-first dotted and month-first slashed dates, and refuses days that do not exist", () => {
    expect(value(readDate("2025-03-14"))).toBe("2025-03-14");
    expect(value(readDate("2025-03-14 09:30"))).toBe("2025-03-14");
    expect(value(readDate("14.03.2025"))).toBe("2025-03-14");
    expect(value(readDate("03/14/2025"))).toBe("2025-03-14");
    expect(value(readDate("14/03/2025"))).toBe("2025-03-14");
    expect(value(readDate("2025-02-30"))).toBe('bad: "2025-02-30" is not a calendar date');
    expect(value(readDate("next week"))).toBe('bad: "next week" is not a date');
  });
});
