/** The threshold field's text as the API's value: empty means no approval step; otherwise a non-negative number. */
export function parseThreshold(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  const value = Number(trimmed.replace(",", "."));
  if (!Number.isFinite(value)) return { error: "Enter the threshold as a number, or leave it empty for no approval." };
  if (value < 0) return { error: "The threshold cannot be negative." };
  return { value };
}

/** Members who may approve: owners, admins and editors (viewers never approve). */
export function approverCandidates<T extends { role: string }>(members: T[]): T[] {
  return members.filter((member) => member.role !== "viewer");
}
