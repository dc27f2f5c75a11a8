import type pg from "pg";

/** SQL text → the name its prepared statement has on every PostgreSQL connection. */
const names = new Map<string, string>();

/**
 * Marks a query text as one to prepare once per PostgreSQL connection (a named statement) rather
 * than parse and plan on every call: for the few queries every request makes. Bounded by the number
 * of such texts in the code (the precompiled queries), never by the values they run with.
 */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `scopewise_${names.size + 1}`);
}

/**
 * Makes a pool run marked texts (sent by Kysely as `client.query(text, values)`) as named statements:
 * PostgreSQL parses and plans each once per connection, then only binds and executes it.
 */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
    const named = (config: unknown, values?: unknown) => {
      const name = typeof config === "string" ? names.get(config) : undefined;
      return name ? query({ name, text: config, values }) : query(config, values);
    };
    client.query = named as typeof client.query;
  });
}
