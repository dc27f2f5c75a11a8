/**
 * Where to go after signing in, from the `next` of the address: only a path of this app (one
 * leading slash), never another site ("//evil.example", "https://…", "/\\evil.example").
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** "/login?email=…&next=…": a sign-in or sign-up screen that comes back to `next` with the address filled in. */
export function authPathWith(page: "/login" | "/signup", params: { email?: string; next?: string }): string {
  const search = new URLSearchParams();
  if (params.email) search.set("email", params.email);
  if (params.next) search.set("next", params.next);
  const query = search.toString();
  return query ? `${page}?${query}` : page;
}

/** "?email=…&next=…" of the current address, kept when moving between the sign-in and sign-up screens. */
export function carriedAuthSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ["email", "next"]) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
