import type { Brief } from "@scopewise/shared";

/**
 * How far the design of a building project has got, from what the request says in any of the seven
 * languages: "detailed" when construction drawings exist or the permit is granted (the work starts at
 * procurement: no planning or design phase is priced or scheduled), "schematic" when planning drawings or
 * a planning consent exist, undefined when the request does not say.
 */
const DETAILED = new RegExp(
  [
    "detailed design|construction drawings|tender drawings|fully designed|shovel[- ]ready|ready to build|approved (?:plans|drawings)|(?:building )?permits? (?:is |are |has been |have been )?(?:approved|granted|obtained|issued|in hand)|(?:with|have|has) (?:the |our |an? )?(?:approved )?(?:building )?permits?\\b",
    "ausführungsplanung|werkplanung|baugenehmigung (?:liegt vor|ist erteilt|erteilt)|genehmigte pläne|mit baugenehmigung",
    "proyecto de ejecución|planos aprobados|licencia de obras? (?:concedida|aprobada|otorgada)|con licencia de obras?",
    "projet d'exécution|plans d'exécution|permis de construire (?:obtenu|accordé|délivré)|avec permis de construire",
    "projeto executivo|alvará (?:aprovado|emitido|concedido)|com alvará",
    "progetto esecutivo|permesso di costruire (?:ottenuto|rilasciato)|con permesso di costruire",
    "uitvoeringstekeningen|bestek(?:tekeningen)?|omgevingsvergunning (?:is )?(?:verleend|binnen|rond)|bouwvergunning (?:is )?verleend|met (?:omgevings|bouw)vergunning",
  ].join("|"),
  "iu",
);
const SCHEMATIC =
  /\b(?:schematic|planning permission granted|permit drawings|entwurfsplanung|genehmigungsplanung|anteproyecto|proyecto básico|avant-projet|esquisse|anteprojeto|projeto básico|progetto definitivo|progetto preliminare|voorlopig ontwerp|definitief ontwerp)\b/iu;

export function designMaturityIn(text: string): Brief["design_maturity"] {
  if (DETAILED.test(text)) return "detailed";
  if (SCHEMATIC.test(text)) return "schematic";
  return undefined;
}

/** Words naming a public client (a council, a ministry, a public body) and words saying the client is private. */
const PUBLIC_CLIENT =
  /\b(?:municipal\w*|city council|county|borough|ministry|government|public (?:sector|client|body|authority|school|hospital|tender)|state[- ]owned|nhs|school district|ayuntamiento|municipio|ministerio|gobierno|licitación pública|gemeinde|stadt\w* (?:verwaltung|rat)|landkreis|ministerium|öffentliche[rn]? (?:auftraggeber|ausschreibung|hand)|mairie|commune|collectivité|ministère|marché public|appel d'offres public|prefeitura|câmara municipal|ministério|licitação|comune|regione|ministero|appalto pubblico|gara pubblica|gemeente|provincie|rijksoverheid|ministerie|openbare aanbesteding)\b/iu;
const PRIVATE_CLIENT =
  /\b(?:private|privat\w*|privé\w*|privad[oa]s?|privat[oa]|particulier\w*|independent school|charter school|for-profit)\b/iu;

/**
 * Words before a public body that make it the authority over the work, not its client: "approved by the
 * prefeitura", "the council requires", "permit from the county", "genehmigt von der Gemeinde".
 */
const AUTHORITY_BEFORE =
  /(?:approv\w*|aprovad[oa]s?|aprobad[oa]s?|approuvé\w*|approvat[oa]|goedgekeurd|genehmigt|permit\w*|permis|licen[cs]\w*|alvará|code|regulations?|rules|requirements?|valid\w*|agreed|abgestimmt|afgestemd|concordad[oa]|acordad[oa])\s+(?:\S+\s+){0,3}$/iu;
/** Words after a public body that make it the authority: "the county says", "la mairie exige", "die Gemeinde verlangt". */
const AUTHORITY_AFTER =
  /^\s*(?:\S+\s+){0,1}(?:says?|said|requires?|insists?|demands?|wants us|approv\w*|exige\w*|impose\w*|verlangt|fordert|schreibt|chiede|impone|eist|vereist|exige|pide)\b/iu;

/** Whether a mention of a public body names the work's client, not the authority that permits or rules on it. */
function namesPublicClient(text: string): boolean {
  for (const m of text.matchAll(new RegExp(PUBLIC_CLIENT.source, "giu"))) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (!AUTHORITY_BEFORE.test(before) && !AUTHORITY_AFTER.test(after)) return true;
  }
  return false;
}

/** Whether the request says its client is a public body or a private one; undefined when it does not say. */
export function clientSectorIn(text: string): Brief["client_sector"] {
  if (namesPublicClient(text)) return "public";
  if (PRIVATE_CLIENT.test(text)) return "private";
  return undefined;
}
