/**
 * Regular expressions built from the reader's large shared patterns (numbers, ranges, units), compiled
 * once per source and flags instead of on every call: building one costs more than running it. A global
 * expression is handed out with `lastIndex` at 0, so an `exec` loop starts from the beginning.
 */
const cache = new Map<string, RegExp>();

export function compiled(source: string, flags = ""): RegExp {
  const key = `${flags}/${source}`;
  let pattern = cache.get(key);
  if (!pattern) {
    pattern = new RegExp(source, flags);
    cache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}
