import type { Approval } from "@scopewise/shared";

/** A document's approval as the server answers it, for tests: required, not yet asked, unless changed. */
export const approvalState = (changes: Partial<Approval> = {}): Approval => ({
  required: true,
  status: "not_requested",
  requested_by: null,
  requested_at: null,
  decided_by: null,
  decided_at: null,
  comment: null,
  threshold: 1000,
  value: 5000,
  currency: "EUR",
  approved_value: null,
  can_decide: false,
  ...changes,
});
