import type { AuditAction, AuditEntry } from "@scopewise/shared";

/** Each audit action as the Activity table names it (English; the caller translates). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  invitation_sent: "Invitation sent",
  invitation_accepted: "Invitation accepted",
  invitation_revoked: "Invitation revoked",
  member_role_changed: "Role changed",
  member_removed: "Member removed",
  share_enabled: "Share link turned on",
  share_disabled: "Share link turned off",
  proposal_sent: "Proposal sent",
  approval_requested: "Approval requested",
  approval_approved: "Approved",
  approval_rejected: "Rejected",
  approval_reset: "Approval reset",
  proposal_accepted: "Proposal accepted",
  proposal_declined: "Proposal declined",
  document_exported: "Document exported",
  document_deleted: "Document deleted",
  project_deleted: "Project deleted",
  workspace_created: "Workspace created",
  settings_changed: "Settings changed",
};

/** A date input's day (YYYY-MM-DD) as the filter's instants: `from` at its start, `to` at the next day's (exclusive). */
export function dayStart(day: string): string | undefined {
  return day ? `${day}T00:00:00.000Z` : undefined;
}
export function dayAfter(day: string): string | undefined {
  if (!day) return undefined;
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/**
 * The entry's details as short "key: value" lines: its target's title first, then what the server
 * recorded, a member's user id shown as their name.
 */
export function detailLines(
  entry: Pick<AuditEntry, "target_type" | "target_title" | "detail">,
  memberNames: ReadonlyMap<string, string> = new Map(),
): string[] {
  const lines: string[] = [];
  if (entry.target_title) lines.push(`${entry.target_type ?? "target"}: ${entry.target_title}`);
  const currency = typeof entry.detail.currency === "string" ? entry.detail.currency : undefined;
  for (const [key, value] of Object.entries(entry.detail)) {
    if (value === null || value === undefined || value === "") continue;
    // An amount recorded with its currency reads as money ("$416,871"); the currency is then said once.
    if (currency && key === "currency") continue;
    const money = currency && MONEY_KEYS.has(key) && typeof value === "number" ? moneyText(value, currency) : undefined;
    lines.push(`${keyLabel(key)}: ${money ?? valueText(value, memberNames)}`);
  }
  return lines;
}

/** Details that are amounts of the proposal's currency. */
const MONEY_KEYS = new Set(["value", "threshold", "approval_threshold", "total"]);

function moneyText(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    // A code Intl does not know: the number and the code as recorded.
    return `${numberText(value)} ${currency}`;
  }
}

const numberText = (value: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 2 }).format(value);

const keyLabel = (key: string) => key.replace(/_ids?$/, "s").replace(/_/g, " ");

/**
 * A recorded value in words: a member's id as their name, a list as its items, a record (a setting's
 * before and after) as its own "key: value" pairs, nothing as "none" — never raw JSON.
 */
function valueText(value: unknown, memberNames: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "string") return memberNames.get(value) ?? value;
  if (Array.isArray(value))
    return value.length === 0 ? "none" : value.map((item) => valueText(item, memberNames)).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${keyLabel(key)} ${valueText(inner, memberNames)}`)
      .join("; ");
  if (typeof value === "number") return numberText(value);
  return String(value);
}
