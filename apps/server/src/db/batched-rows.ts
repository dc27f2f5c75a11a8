import { CompiledQuery } from "kysely";
import { type BatchedLookup, batchedLookup } from "./batched-lookup.js";
import { isPostgres } from "./dialect.js";
import { prepareOnPostgres } from "./named-statements.js";
import type { Db } from "./types.js";

const LONE_SURROGATE = /\p{Cs}/u;
/** Text neither database can hold: a NUL character, or half of a UTF-16 surrogate pair. */
const unstorable = (value: string): boolean => value.includes("\u0000") || LONE_SURROGATE.test(value);

/** A query's row, by column name. */
export type Row = Record<string, unknown>;

/**
 * A lookup by text keys whose concurrent calls (those of one event-loop turn) share one query: the
 * keys are turned into a table `k` (one column per key column, and each key's `position`) and
 * `from` (joins on `k`, conditions) finds at most one row per key. Each key keeps its own
 * conditions, so a batch answers exactly what the calls would have answered one by one. PostgreSQL
 * gets one array per key column (unnested); SQLite one JSON array of the keys (json_each). Built on
 * first use, as `precompiled` queries are: repos made for a transaction may never run it.
 */
export function batchedRows(
  db: Db,
  keyColumns: readonly string[],
  select: string,
  from: string,
): BatchedLookup<readonly string[], Row | undefined> {
  let lookUp: BatchedLookup<readonly string[], Row | undefined> | undefined;
  return (key) => (lookUp ??= buildBatchedRows(db, keyColumns, select, from))(key);
}

function buildBatchedRows(
  db: Db,
  keyColumns: readonly string[],
  select: string,
  from: string,
): BatchedLookup<readonly string[], Row | undefined> {
  const postgres = isPostgres(db);
  const keys = postgres
    ? `unnest(${keyColumns.map((_, index) => `$${index + 1}::text[]`).join(", ")}) with ordinality as k(${keyColumns.join(", ")}, position)`
    : `(select ${keyColumns.map((column, index) => `json_extract(value, '$[${index}]') as ${column}`).join(", ")}, key + 1 as position from json_each(?)) as k`;
  const text = `select k.position, ${select} from ${keys} ${from}`;
  prepareOnPostgres(text);
  return batchedLookup(async (batch) => {
    // A value the database would refuse (NUL, a lone surrogate) would fail the whole batch: no key
    // holds one, so it becomes one that matches nothing.
    const clean = batch.map((key) => key.map((value) => (unstorable(value) ? "" : value)));
    const values = postgres ? keyColumns.map((_, index) => clean.map((key) => key[index]!)) : [JSON.stringify(clean)];
    const { rows } = await db.executeQuery<Row & { position: string | number }>(CompiledQuery.raw(text, values));
    const found = new Array<Row | undefined>(batch.length).fill(undefined);
    for (const { position, ...row } of rows) found[Number(position) - 1] = row;
    return found;
  });
}
