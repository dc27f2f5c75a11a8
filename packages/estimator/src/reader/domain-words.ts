import { domainSchema, type Domain, type Kind } from "@scopewise/shared";
import { domainOf, type KindGuess } from "./classifier.js";
import { COMPOUND_HEADS, DOMAIN_WORDS } from "./domain-lexicon.js";
import { foldCase, requestParts, roleAt, type PartRole } from "./request-parts.js";
import { worksMentions } from "../kinds/construction/works/lexicon.js";
import { worksTypeOf } from "../kinds/construction/works/reference.js";

const DOMAINS = domainSchema.options;

const wholeWords = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "gu");

const PATTERNS = DOMAINS.map((domain) => [domain, wholeWords([...new Set(DOMAIN_WORDS[domain])].join("|"))] as const);
/** Compound heads count only in the languages that build nouns that way; elsewhere "promesse" is no "Messe". */
const COMPOUND_PATTERNS = DOMAINS.map(
  (domain) =>
    [domain, new RegExp(`\\p{L}{3,}(?:${COMPOUND_HEADS[domain].join("|")})(?![\\p{L}\\p{N}])`, "gu")] as const,
);
const COMPOUNDING = new Set(["de", "nl"]);

/**
 * How much a word counts towards its domain by where it stands: in what the client asks for most, in
 * the plain text less, in a part listed after "with" little, and in the client's account of themselves
 * ("we make software", "for our hospital") not at all.
 */
const ROLE_WEIGHT: Record<PartRole | "plain", number> = { ask: 3, plain: 1.5, part: 0.5, context: 0 };

export interface DomainEvidence {
  /** The domains the request's object names (outside the client's account of themselves and the listed parts). */
  object: Set<Domain>;
  /** The domains named anywhere in the request. */
  anywhere: Set<Domain>;
  /** Each domain's weight of words, each distinct word counted once at its strongest place. */
  weight: Record<Domain, number>;
}

/**
 * The domains a request names and how strongly: each word of a domain's lexicon counts by its role
 * in the request (see `ROLE_WEIGHT`). `language` lets German and Dutch compounds count by their head.
 */
export function domainsNamed(text: string, language?: string): DomainEvidence {
  const folded = foldCase(text);
  const spans = requestParts(folded);
  const object = new Set<Domain>();
  const anywhere = new Set<Domain>();
  const weight = Object.fromEntries(DOMAINS.map((d) => [d, 0])) as Record<Domain, number>;
  const patterns = [...PATTERNS, ...(language && COMPOUNDING.has(language) ? COMPOUND_PATTERNS : [])];
  const strongest = new Map<Domain, Map<string, number>>(DOMAINS.map((d) => [d, new Map()]));
  const count = (domain: Domain, words: string, index: number) => {
    anywhere.add(domain);
    const role = roleAt(spans, index) ?? "plain";
    if (role !== "context" && role !== "part") object.add(domain);
    const seen = strongest.get(domain)!;
    seen.set(words, Math.max(seen.get(words) ?? 0, ROLE_WEIGHT[role]));
  };
  for (const [domain, pattern] of patterns) for (const m of folded.matchAll(pattern)) count(domain, m[0], m.index);
  // The installations of the works lexicon name construction too ("a rooftop solar system", "EV chargers");
  // site works' words are also other things too often to count alone ("a prize pool", "the car park").
  for (const m of worksMentions(folded))
    if (worksTypeOf(m.id)?.group === "installation") count("construction", folded.slice(m.index, m.end), m.index);
  for (const [domain, seen] of strongest) for (const w of seen.values()) weight[domain] += w;
  return { object, anywhere, weight };
}

/** How much the classifier's scores count beside the words: its whole-domain score (0..1) times this. */
const CLASSIFIER_WEIGHT = 2.5;

/** Each domain's support: its words' weight and the classifier's score for its kinds together. */
function support(guess: KindGuess, evidence: DomainEvidence): Record<Domain, number> {
  const score = Object.fromEntries(DOMAINS.map((d) => [d, evidence.weight[d]])) as Record<Domain, number>;
  for (const domain of DOMAINS) {
    const mass = guess.ranking.filter((r) => domainOf(r.kind) === domain).reduce((sum, r) => sum + r.score, 0);
    score[domain] += CLASSIFIER_WEIGHT * Math.min(1, mass);
  }
  return score;
}

/**
 * The classifier's reading kept inside the domain the request's words support best: a kind of a domain
 * the request hardly names is a guess from a word about the site, the client or an amenity ("a festival
 * with portable toilets" is no bathroom). The domain with the most support (words by their role, plus
 * the classifier's score) wins, and its best-ranked kind is taken. When two other domains are equally
 * supported and the classifier's own has no word at all, their best kinds come back as readings to ask about.
 */
export function keepToObjectDomain(guess: KindGuess, evidence: DomainEvidence): { guess: KindGuess; readings: Kind[] } {
  const score = support(guess, evidence);
  const ranked = [...DOMAINS].sort((a, b) => score[b] - score[a]);
  const best = ranked[0]!;
  if (best === guess.domain || evidence.weight[best] === 0) return { guess, readings: [] };
  const bestOf = (domain: Domain) => guess.ranking.find((r) => domainOf(r.kind) === domain);
  const runnerUp = ranked[1]!;
  if (
    evidence.weight[guess.domain] === 0 &&
    runnerUp !== guess.domain &&
    score[runnerUp] === score[best] &&
    evidence.weight[runnerUp] > 0
  ) {
    const readings = [best, runnerUp]
      .map(bestOf)
      .filter((r): r is KindGuess["ranking"][number] => r !== undefined)
      .map((r) => r.kind);
    if (readings.length >= 2) return { guess, readings };
  }
  const pick = bestOf(best);
  if (!pick) return { guess, readings: [] };
  // Only that domain's kinds stay in the running, so any question about the kind offers them alone.
  const ranking = guess.ranking.filter((r) => domainOf(r.kind) === best);
  return {
    guess: {
      kind: pick.kind,
      domain: best,
      // Words that name the domain plainly are a reading of their own, however little the classifier gave its kinds.
      confidence: Math.min(1, Math.max(pick.score, Math.min(0.5, evidence.weight[best] / 10))),
      margin: pick.score - (ranking[1]?.score ?? 0),
      ranking,
    },
    readings: [],
  };
}
