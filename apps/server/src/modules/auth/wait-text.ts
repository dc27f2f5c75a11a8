/** "1 minute", "12 minutes": how long a rate-limited client must wait, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? "1 minute" : `${m} minutes`;
}
