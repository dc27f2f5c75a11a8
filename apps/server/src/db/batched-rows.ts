import { CompiledQuery } from "kysely";
import { type BatchedLookup, batchedLookup } from "./batched-lookup.js";
import { prepareOnPostgres } from "./named-statements.js";
import type { Db } from "./types.js";

/** A query's row, by column name. */
export type Row = Record<string, unknown>;

/**
 * On PostgreSQL, a lookup by text keys whose concurrent calls (those of one event-loop turn) share
 * one query: the keys go as one array per key column, unnested as `k` with each key's `position`,
 * and `from` (joins on `k`, conditions) finds at most one row per key. Each key keeps its own
 * conditions, so a batch answers exactly what the calls would have answered one by one.
 */
export function batchedRowsOnPostgres(db: Db, keyColumns: readonly string[], select: string, from: string): BatchedLookup<readonly string[], Row | undefined> {
  const arrays = keyColumns.map((_, index) => `$${index + 1}::text[]`).join(", ");
  const text = `select k.position, ${select} from unnest(${arrays}) with ordinality as k(${keyColumns.join(", ")}, position) ${from}`;
  prepareOnPostgres(text);
  return batchedLookup(async (keys) => {
    // PostgreSQL refuses text holding NUL, which would fail the whole batch; no key holds one, so it matches nothing.
    const values = keyColumns.map((_, index) => keys.map((key) => (key[index]!.includes("\u0000") ? "" : key[index]!)));
    const { rows } = await db.executeQuery<Row & { position: string }>(CompiledQuery.raw(text, values));
    const found = new Array<Row | undefined>(keys.length).fill(undefined);
    for (const { position, ...row } of rows) found[Number(position) - 1] = row;
    return found;
  });
}
