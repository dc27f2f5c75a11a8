import { describe, expect, it } from "vitest";
import { approvalBlocksSharing, approvalStatusText, mayRequestApproval } from "./approval-status";
import { approvalState } from "./approval.fixture";

const base = approvalState();
const ana = { id: "u1", name: "Ana", email: "ana@example.com" };

describe("approval status", () => {
  it("holds sharing back until approved", () => {
    expect(approvalBlocksSharing(base)).toBe(true);
    expect(approvalBlocksSharing({ ...base, status: "pending" })).toBe(true);
    expect(approvalBlocksSharing({ ...base, status: "approved" })).toBe(false);
    expect(approvalBlocksSharing({ ...base, required: false, status: "not_required" })).toBe(false);
  });
  it("offers a request when none is pending or approved, and again after a rejection", () => {
    expect(mayRequestApproval(base)).toBe(true);
    expect(mayRequestApproval({ ...base, status: "rejected" })).toBe(true);
    expect(mayRequestApproval({ ...base, status: "pending" })).toBe(false);
    expect(mayRequestApproval({ ...base, status: "approved" })).toBe(false);
  });
  it("names who decided", () => {
    expect(approvalStatusText({ ...base, status: "approved", decided_by: ana })).toEqual({
      text: "Approved by {{name}}",
      values: { name: "Ana" },
    });
    expect(approvalStatusText({ ...base, status: "rejected", decided_by: ana }).values).toEqual({ name: "Ana" });
  });
});
