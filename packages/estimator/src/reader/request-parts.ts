/**
 * The roles of the words of a request: what the client asks for (after "we need", "necesitamos",
 * "wir brauchen", "nous cherchons", "precisamos de" …), the account they give of themselves ("we're an
 * online shop", "for our hotel", "in our rental flat") and the parts of the project ("with …"). A
 * client's business words often name another kind of project than the one asked for ("SEO for our
 * online shop" is no shop build), so they never make the head of the request.
 * Patterns run on lower-case text without accents (see `foldCase`), in the five reader languages.
 */

export type PartRole = "context" | "ask" | "part";
export interface Span {
  role: PartRole;
  start: number;
  end: number;
}

/** Lower case without accents, one UTF-16 unit for one (so indices match the original text). */
export function foldCase(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) {
    const folded = ch.normalize("NFD").replace(/\p{M}/gu, "");
    out += folded.length === ch.length ? folded : ch;
  }
  return out;
}

/** "We're a …", "we run …", "somos una …", "wir sind ein …", "nous sommes une …", "somos uma …". */
const SELF =
  /\b(?:we(?:'re| are) (?:an?|the|one of)|we run|we own|we manage|we operate|we make|we sell|we produce|we manufacture|we develop|we provide|we offer|hacemos|fabricamos|vendemos|desarrollamos|wir entwickeln|wir verkaufen|wir produzieren|wir vertreiben|nous fabriquons|nous vendons|nous developpons|fazemos|desenvolvemos|produciamo|vendiamo|sviluppiamo|(?:wij|we) maken|(?:wij|we) verkopen|(?:wij|we) ontwikkelen|i run|i own|i manage|as an?|(?:we|i) have (?:an?|\d)(?![^.;:!?]*\b(?:need|want|would like)\b)|somos (?:una?|el|la)|soy (?:una?)|tenemos (?:una?|\d)|tengo (?:una?|\d)|wir sind (?:eine?|\d)|ich bin (?:eine?)|(?:wir haben|ich habe) (?:eine?[nm]?|\d)(?![^.;:!?]*\b(?:brauch\w*|benotig\w*|mocht\w*)\b)|wir betreiben|ich betreibe|nous sommes (?:une?|le|la)|je suis (?:une?)|(?:nous avons|j'ai) (?:une?|\d)(?![^.;:!?]*\b(?:besoin|cherch\w*|souhait\w*)\b)|nous gerons|somos (?:uma?|o|a)|sou (?:uma?)|temos (?:uma?|\d)|tenho (?:uma?|\d)|siamo (?:una?|il|la|l')|sono (?:una?)|abbiamo (?:una?|\d)|ho (?:una?|\d)|gestiamo|gestisco|(?:wij|we) zijn (?:een|de|het)|ik ben (?:een)|(?:wij|we) hebben (?:een|\d)(?![^.;:!?]*\bnodig\b)|ik heb (?:een|\d)(?![^.;:!?]*\bnodig\b)|(?:wij|we) runnen|(?:wij|we) beheren)\b/g;

/**
 * A possessive after a preposition: "for our clinic", "en nuestra nave", "für unseren Shop", "pour notre
 * maison", "na nossa loja". Not after "of"/"de": "the renovation of our kitchen" is about the kitchen.
 */
const OWN =
  /\b(?:(?:for|on|in|at|from|to|into|across) (?:our|my|their)|(?:para|en|desde|a) (?:(?:el|la|los|las) )?(?:nuestr[oa]s?|mis?)|(?:fur|in|auf|an|bei|aus|zu) (?:unser\w*|mein\w*)|(?:pour|dans|sur|chez|a) (?:notre|nos|mon|ma|mes)|(?:para|em|no|na|nos|nas|pro|pra) (?:(?:o|a|os|as) )?(?:noss[oa]s?|meus?|minhas?)|(?:per|in|a|nel|nella|nei|sul|sulla|dal|dalla|al|alla|presso) (?:(?:il|la|i|le) )?(?:nostr[oaie]|mio|mia|miei|mie)|(?:voor|in|op|bij|aan|uit|naar) (?:onze|ons|mijn|hun))\b/g;

/** A request verb: what follows is what the client asks for. */
const ASK =
  /\b(?:(?:we|i)(?: would|'d) like|(?:we|i) (?:need|want|require)|need(?:s|ed)? (?:an?|the|to|some|our|help|someone)|want(?:s)? (?:an?|to|our)|(?:could|can|would) you|looking for|searching for|seeking|quote for|price for|estimate for|necesit\w*|quier\w*|buscamos|busco|me gustaria|brauche\w*|mochte\w*|suche\w*|benotige\w*|wunsche\w*|besoin d(?:e|')|voudri\w*|voulons|veux|souhait\w*|cherch\w*|aimeri\w*|aimerai\w*|devis pour|precis\w*|quero|queremos|gostari\w*|procur\w*|vorrei|vorremmo|vogliamo|voglio|(?:abbiamo|ho) bisogno d\w*|cerchiamo|cerco|(?:ci|mi) serv\w*|preventivo per|desideriamo|desidero|(?:ci|mi) piacerebbe|(?:wij|we) willen|ik wil|(?:wij|we) zoeken|ik zoek|op zoek naar|zouden graag|zou graag|offerte voor|prijs voor)\b/g;

const ASK_ONCE = new RegExp(ASK.source);

/** A clause naming a part of the project ("with a small office", "con oficinas", "mit Büroteil"). */
const PART =
  /\b(?:with|including|incl\.?|plus|con|incluye|incluyendo|mit|inklusive|samt|inkl\.?|avec|comprenant|dont|com|incluindo|contendo|compres[oa]|inclus[oa]|met|inclusief|inbegrepen|waaronder)\b/g;

/** How far each span reaches: up to a clause mark (a comma too, except for parts), at most this many words. */
const SPAN_WORDS: Record<PartRole, number> = { context: 5, ask: 10, part: 10 };
const CLAUSE_END: Record<PartRole, RegExp> = { context: /[.;:!?()\n—–,]/, ask: /[.;:!?()\n—–,]/, part: /[.;:!?\n]/ };
/** Where a context span stops early: at "and"/"y"/"und"/"et"/"e" joining the next clause. */
const CONTEXT_STOP =
  /\s(?:and|y|und|et|e|but|pero|aber|mais|mas|que|who|which|where|donde|wo|ou|qui|ma|maar|dove|waar|chi|wie)\s/;

const FIRST_WORDS = Object.fromEntries(
  (Object.keys(SPAN_WORDS) as PartRole[]).map((role) => [role, new RegExp(`^\\s*(?:\\S+\\s*){0,${SPAN_WORDS[role]}}`)]),
) as Record<PartRole, RegExp>;

function tailOf(rest: string, role: PartRole): string {
  const stop = CLAUSE_END[role].exec(rest);
  let clause = stop ? rest.slice(0, stop.index) : rest;
  if (role === "context") {
    const joined = CONTEXT_STOP.exec(clause);
    if (joined) clause = clause.slice(0, joined.index);
  }
  // The client's context and a part of the project end where a request starts ("… agency and want a model").
  if (role !== "ask") {
    const asked = ASK_ONCE.exec(clause);
    if (asked) clause = clause.slice(0, asked.index);
  }
  return FIRST_WORDS[role].exec(clause)?.[0] ?? "";
}

/**
 * Someone to hire, just before "for our …": then what follows is the project itself ("an agency for our
 * Christmas party", "einen Partner für unsere ERP-Einführung"), not the client's account of themselves.
 */
const HIRED =
  /\b(?:agenc(?:y|ies)|partners?|suppliers?|vendors?|company|firm|freelancers?|consultan(?:t|cy)|someone|studio|contractors?|providers?|planners?|organi[sz]ers?|agentur|dienstleister|anbieter|firma|agencia|empresa|proveedor|estudio|agence|prestataire|cabinet|entreprise|fornecedor|agenzia|fornitore|societa|studio|bureau|partij|leverancier|aannemer|bedrijf)\s*$/;

function spansOf(folded: string, pattern: RegExp, role: PartRole): Span[] {
  const spans: Span[] = [];
  for (const m of folded.matchAll(pattern)) {
    if (pattern === OWN && HIRED.test(folded.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) continue;
    const from = (m.index ?? 0) + m[0].length;
    const tail = tailOf(folded.slice(from), role);
    if (tail.trim()) spans.push({ role, start: from, end: from + tail.length });
  }
  return spans;
}

/** The spans of a (folded) request with a role; a context span wins over the others where they overlap. */
export function requestParts(folded: string): Span[] {
  return [
    ...spansOf(folded, SELF, "context"),
    ...spansOf(folded, OWN, "context"),
    ...spansOf(folded, ASK, "ask"),
    ...spansOf(folded, PART, "part"),
  ];
}

/** The role of a position: context beats part beats ask; outside every span it is the plain text. */
export function roleAt(spans: readonly Span[], index: number): PartRole | undefined {
  let role: PartRole | undefined;
  for (const s of spans) {
    if (index < s.start || index >= s.end) continue;
    if (s.role === "context") return "context";
    if (s.role === "part" || role === undefined) role = s.role;
  }
  return role;
}
