import { CompiledQuery, type Compilable } from "kysely";
import { prepareOnPostgres } from "./named-statements.js";
import type { Db } from "./types.js";

const STAND_IN = "\u0000precompiled value ";

/**
 * A query built and compiled once (on first use) and then run with each call's values: for the
 * queries every authenticated request makes, where building and compiling with Kysely each time
 * costs more than the query (and PostgreSQL prepares it once per connection). `build` receives stand-ins for the values; each must reach the SQL as
 * a bound parameter, which the compile checks.
 */
export function precompiled<Values extends string[], Row>(
  db: Db,
  arity: Values["length"],
  build: (...values: Values) => Compilable<Row>,
): (...values: Values) => Promise<Row[]> {
  let compiled: { sql: string; slots: Array<{ value: number } | { constant: unknown }> } | undefined;
  const compile = () => {
    const standIns = Array.from({ length: arity }, (_, index) => `${STAND_IN}${index}`) as Values;
    const query = build(...standIns).compile();
    const slots = query.parameters.map((parameter) =>
      typeof parameter === "string" && parameter.startsWith(STAND_IN)
        ? { value: Number(parameter.slice(STAND_IN.length)) }
        : { constant: parameter },
    );
    for (let index = 0; index < arity; index++) {
      if (!slots.some((slot) => "value" in slot && slot.value === index))
        throw new Error(`A precompiled query does not bind value ${index}: ${query.sql}`);
    }
    prepareOnPostgres(query.sql);
    return { sql: query.sql, slots };
  };
  return async (...values) => {
    compiled ??= compile();
    const parameters = compiled.slots.map((slot) => ("value" in slot ? values[slot.value] : slot.constant));
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}
