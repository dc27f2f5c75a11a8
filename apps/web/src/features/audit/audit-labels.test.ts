import { describe, expect, it } from "vitest";
import { detailLines } from "./audit-labels";

describe("an audit entry's details", () => {
  it("shows a setting's before and after in words, members by name, never raw JSON", () => {
    const names = new Map([["u-7", "Ana Ruiz"]]);
    const lines = detailLines(
      {
        target_type: null,
        target_title: null,
        detail: {
          before: { approval_threshold: null, approver_ids: [] },
          after: { approval_threshold: 208435, approver_ids: ["u-7"] },
        },
      },
      names,
    );
    expect(lines).toEqual([
      "before: approval threshold none; approvers none",
      "after: approval threshold 208,435; approvers Ana Ruiz",
    ]);
    expect(lines.join(" ")).not.toMatch(/[{}[\]"]/);
  });

  it("keeps the target's title first and leaves out empty values", () => {
    const lines = detailLines({
      target_type: "document",
      target_title: "Kitchen",
      detail: { comment: "", value: 5000 },
    });
    expect(lines).toEqual(["document: Kitchen", "value: 5,000"]);
  });

  it("reads an amount recorded with its currency as money, and says the currency once", () => {
    const lines = detailLines({
      target_type: "document",
      target_title: "Mobile app",
      detail: { value: 416871, currency: "USD", threshold: 208435, comment: "Rates as agreed." },
    });
    expect(lines).toEqual([
      "document: Mobile app",
      "value: $416,871",
      "threshold: $208,435",
      "comment: Rates as agreed.",
    ]);
    expect(detailLines({ target_type: null, target_title: null, detail: { value: 1200, currency: "EUR" } })).toEqual([
      "value: €1,200",
    ]);
  });
});
