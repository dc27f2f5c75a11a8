import { NeuralNetwork } from "@nlpjs/neural";
import { ALL_KINDS, KINDS_BY_DOMAIN, type Domain, type Kind } from "@scopewise/shared";
import { featuresOf } from "./features.js";
import type { ReaderLanguage } from "./language.js";

/** A labelled request, as in the corpus. */
export interface LabelledRequest {
  text: string;
  language: ReaderLanguage;
  kind: Kind;
}

/** The trained model as stored in the repository (JSON). */
export interface KindModel {
  /** A hash of the training examples: the model is stale when the corpus's train split changes. */
  trainedOn: string;
  examples: number;
  network: unknown;
}

/** Below this score the classifier's kind is a guess, not a reading. */
export const MIN_KIND_CONFIDENCE = 0.15;

export interface KindGuess {
  kind: Kind;
  domain: Domain;
  /** The winning score, 0..1. */
  confidence: number;
  /** The winner's lead over the runner-up. */
  margin: number;
  /** Every kind, best first. */
  ranking: Array<{ kind: Kind; score: number }>;
}

/** Settings fixed so training is repeatable (the network itself is deterministic: weights start at zero). */
const SETTINGS = {
  iterations: 500,
  learningRate: 0.1,
  momentum: 0.5,
  alpha: 0.07,
  errorThresh: 0.00005,
  deltaErrorThresh: 0.000001,
  log: false,
};

/** A stable hash of the training examples (FNV-1a), to tell a stale model from a fresh one. */
export function examplesHash(examples: LabelledRequest[]): string {
  let hash = 0x811c9dc5;
  for (const e of examples) {
    for (const ch of `${e.language}\u0001${e.kind}\u0001${e.text}\u0002`) {
      hash ^= ch.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, "0");
}

/** A feature seen in fewer training requests than this says nothing general (a one-off word): left out, which keeps the model small. */
const MIN_FEATURE_COUNT = 3;

export function trainKindModel(examples: LabelledRequest[], settings: Record<string, unknown> = SETTINGS): KindModel {
  const inputs = examples.map((e) => featuresOf(e.text, e.language));
  const seen = new Map<string, number>();
  for (const input of inputs) for (const name of Object.keys(input)) seen.set(name, (seen.get(name) ?? 0) + 1);
  const kept = (input: Record<string, number>) =>
    Object.fromEntries(Object.entries(input).filter(([name]) => (seen.get(name) ?? 0) >= MIN_FEATURE_COUNT));
  const network = new NeuralNetwork({ ...settings });
  network.train(inputs.map((input, i) => ({ input: kept(input), output: { [examples[i]!.kind]: 1 } })));
  const json = network.toJSON() as { perceptrons?: number[][] };
  // Three decimals are plenty for the scores and keep the shipped model small.
  const perceptrons = json.perceptrons?.map((weights) => weights.map((w) => Math.round(w * 1000) / 1000 || 0));
  return { trainedOn: examplesHash(examples), examples: examples.length, network: { ...json, perceptrons } };
}

const DOMAIN_OF = new Map<Kind, Domain>(
  (Object.entries(KINDS_BY_DOMAIN) as Array<[Domain, readonly Kind[]]>).flatMap(([domain, kinds]) =>
    kinds.map((k) => [k, domain] as [Kind, Domain]),
  ),
);
export const domainOf = (kind: Kind): Domain => DOMAIN_OF.get(kind) ?? "other";

const loaded = new WeakMap<KindModel, NeuralNetwork>();

/** The kinds ranked for a request (the model is loaded once per model object). */
export function classifyKind(model: KindModel, text: string, language: ReaderLanguage): KindGuess {
  let network = loaded.get(model);
  if (!network) {
    network = new NeuralNetwork(SETTINGS);
    network.fromJSON(model.network);
    loaded.set(model, network);
  }
  const scores = network.run(featuresOf(text, language)) as Record<string, number>;
  const ranking = ALL_KINDS.map((kind) => ({ kind, score: Math.max(0, scores[kind] ?? 0) })).sort(
    (a, b) => b.score - a.score,
  );
  const best = ranking[0]!;
  const second = ranking[1]!;
  return {
    kind: best.kind,
    domain: domainOf(best.kind),
    confidence: Math.min(1, best.score),
    margin: best.score - second.score,
    ranking,
  };
}
