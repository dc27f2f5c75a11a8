/** A lookup that gathers its calls into batches: one query answers every call of a batch. */
export type BatchedLookup<Key, Result> = (key: Key) => Promise<Result>;

interface Waiting<Key, Result> {
  key: Key;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the calls made during one turn of the event loop (the requests read from the network in
 * that turn) and answers them with one call of `lookUp`, which gets the keys in order and returns
 * one result per key in the same order. Under load this turns many round trips to the database into
 * one, for both the server and the database. A failed batch fails each of its calls. At most
 * `maxBatch` keys go in one batch; more start the next at once.
 */
export function batchedLookup<Key, Result>(
  lookUp: (keys: Key[]) => Promise<Result[]>,
  maxBatch = 100,
): BatchedLookup<Key, Result> {
  let waiting: Array<Waiting<Key, Result>> = [];

  const run = (batch: Array<Waiting<Key, Result>>) => {
    lookUp(batch.map((call) => call.key))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`A batched lookup answered ${results.length} results for ${batch.length} keys`);
        batch.forEach((call, index) => call.resolve(results[index]!));
      })
      .catch((error: unknown) => batch.forEach((call) => call.reject(error)));
  };
  const flush = () => {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    run(batch);
  };

  return (key) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      // The first call of a batch schedules it after the turn's I/O callbacks (setImmediate runs then).
      if (waiting.length === 1) setImmediate(flush);
      else if (waiting.length >= maxBatch) flush();
    });
}
