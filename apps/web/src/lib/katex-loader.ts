import type KatexModule from "katex";

/** KaTeX with its stylesheet, fetched the first time a formula is drawn (most documents have none). */
export type Katex = typeof KatexModule;

let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;

/** KaTeX once it has loaded, else null. */
export const loadedKatex = (): Katex | null => katex;

export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import("katex"), import("katex/dist/katex.min.css")]).then(
    ([module]) => (katex = module.default),
  );
  return loading;
}
