import type { Domain, Kind } from "@scopewise/shared";
import { domainOf, type KindGuess } from "./classifier.js";
import { foldCase, requestParts, roleAt } from "./request-parts.js";

/**
 * Nouns that name a project of one domain, in the seven request languages (lower case, no accents,
 * whole words; regex syntax allowed). They say which domain the thing asked for belongs to, not
 * which kind: the classifier picks the kind. A word that names an amenity or a client's business in
 * several domains ("toilets", "hotel", "shop") is left out on purpose.
 */
const DOMAIN_WORDS: Record<Exclude<Domain, "other">, string[]> = {
  software: [
    "app", "apps", "application", "web ?app", "webapp", "mobile app", "software", "saas", "platform", "portal", "website", "web ?site", "web ?shop",
    "webshop", "online (?:shop|store)", "e-?commerce", "api", "apis", "backend", "dashboard", "chatbot", "erp", "crm", "sap", "s/4 ?hana",
    "netsuite", "dynamics 365", "salesforce", "hubspot", "odoo", "guidewire", "servicenow", "workday", "sharepoint", "intranet", "epic (?:ehr|emr|systems)",
    "cloud migration", "aws", "azure", "google cloud", "gcp", "kubernetes", "servers?", "database", "data warehouse", "data platform",
    "machine learning", "ai model", "automation", "script", "integration", "middleware", "legacy system", "core system", "pos system",
    "aplicacion", "aplicativo", "plataforma", "pagina web", "sitio web", "tienda online", "tienda en linea", "loja virtual", "loja online",
    "anwendung", "plattform", "webseite", "internetseite", "onlineshop", "logiciel", "application mobile",
    "site web", "site internet", "boutique en ligne", "plateforme", "applicazione", "piattaforma", "sito web", "negozio online",
    "applicatie", "platform", "website", "webwinkel", "maatwerksoftware", "automat\\w*", "airtable", "zapier", "n8n", "workflows?",
    "data ?lake", "power bi", "looker", "tableau de bord", "tableaux de bord", "entrepot de donnees", "almacen de datos", "cuadros? de mando",
    "armazem de dados", "datawarehouse", "reporting", "dashboards?", "bi", "etl", "sso", "login", "log in", "browser", "android", "ios", "iphone",
  ],
  construction: [
    "construction (?:work|project|of an?)", "moderni[sz]\\w*", "sanier\\w*", "umbau\\w*", "renovat\\w*", "refurbish\\w*", "road (?:works|resurfacing)", "new road", "remodel\\w*", "extension", "fit-?out", "retrofit", "roof",
    "warehouse", "office building", "car ?park", "parking (?:garage|structure|lot|deck)", "solar (?:panels?|pv|array|farm|installation)",
    "photovoltaic\\w*", "swimming pool", "landscaping", "pavement", "demolition", "m2", "m²", "sq ?ft",
    "square (?:feet|metres|meters)", "obra", "construccion", "reforma", "edificio", "nave industrial", "vivienda", "aparcamiento",
    "estacionamiento", "placas solares", "piscina", "bau", "neubau", "umbau", "sanierung", "gebaude", "parkhaus", "photovoltaikanlage",
    "dach", "travaux", "chantier", "renovation", "batiment", "toiture", "panneaux solaires", "obras", "reforma", "predio",
    "telhado", "paineis solares", "ristrutturazione", "costruzione", "edificio", "cantiere", "parcheggio", "pannelli solari",
    "fotovoltaico", "bouw", "verbouwing", "renovatie", "nieuwbouw", "gebouw", "parkeergarage", "zonnepanelen", "dakrenovatie",
  ],
  marketing: [
    "marketing", "campaign", "ads", "advertising", "adverts?", "seo", "ppc", "google ads", "meta ads", "facebook ads", "linkedin ads",
    "tiktok ads", "social media", "influencers?", "pr", "press release", "public relations", "branding", "brand identity", "rebrand\\w*",
    "content marketing", "newsletter", "email marketing", "video production", "tv commercial", "tv spot", "radio spot", "billboards?",
    "media buy\\w*", "retainer", "promot\\w*", "promocion\\w*", "promover", "promouvoir", "promuovere", "bewerb\\w*", "creators?",
    "creadores de contenido", "createurs de contenu", "criadores de conteudo", "press coverage", "coverage", "media relations", "prensa",
    "presse", "imprensa", "stampa", "pers", "campana", "publicidad", "anuncios", "redes sociales", "posicionamiento", "kampagne", "werbung",
    "anzeigen", "suchmaschinenoptimierung", "campagne", "publicite", "referencement", "reseaux sociaux", "campanha", "publicidade",
    "anuncios", "redes sociais", "campagna", "pubblicita", "annunci", "posizionamento", "reclame", "advertenties", "zoekmachineoptimalisatie",
  ],
  event: [
    "event", "events", "festival", "concert", "conference", "congress", "summit", "convention", "wedding", "gala", "(?:launch|christmas|holiday|company|birthday|summer|staff|office|year-end|end-of-year) party", "(?:trade|job|career) fair",
    "trade (?:show|fair)", "expo", "exhibition stand", "stand", "booth", "exhibiting", "exhibitors?", "offsite", "off-site", "retreat", "hackathon", "kick-?off", "launch party",
    "award (?:ceremony|night)", "meetup", "seminars?", "seminario", "webinar", "encuentro", "jornadas?", "ponentes", "speakers", "keynotes?",
    "referenten", "intervenants", "palestrantes", "relatori", "sprekers", "delegates", "attendees", "venue", "workshop day", "evento", "fiesta", "boda", "congreso", "feria", "veranstaltung", "hochzeit",
    "konferenz", "messe", "firmenfeier", "fest", "evenement", "mariage", "congres", "soiree", "casamento", "festa", "congresso",
    "feira", "matrimonio", "fiera", "festa aziendale", "evenement", "bruiloft", "congres", "beurs", "feest", "bedrijfsfeest",
  ],
  research: [
    "research", "survey", "study", "interviews", "focus groups?", "usability (?:test\\w*|study|sessions?)", "user testing", "conjoint",
    "maxdiff", "usabilidad", "usabilite", "usabilidade", "usabilita", "bruikbaarheid", "gebrauchstauglichkeit", "market sizing", "market size", "questionnaire", "poll", "ethnograph\\w*", "diary study", "desk research",
    "investigacion", "encuesta", "estudio", "entrevistas", "grupos focales", "umfrage", "studie", "befragung", "marktforschung",
    "interviews", "fokusgruppen", "etude", "enquete", "sondage", "entretiens", "groupes de discussion", "pesquisa", "estudo", "inquerito",
    "grupos focais", "ricerca", "sondaggio", "indagine", "interviste", "onderzoek", "enquete", "interviews", "marktonderzoek",
  ],
};

const PATTERNS = (Object.entries(DOMAIN_WORDS) as Array<[Exclude<Domain, "other">, string[]]>).map(
  ([domain, words]) => [domain, new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...new Set(words)].join("|")})(?![\\p{L}\\p{N}])`, "gu")] as const,
);

/**
 * The domains a request names: those its object names (words outside the client's account of
 * themselves, "for our hospital", and outside the parts listed after "with", "with portable
 * toilets"), and those named anywhere in it.
 */
export function domainsNamed(text: string): { object: Set<Domain>; anywhere: Set<Domain> } {
  const folded = foldCase(text);
  const spans = requestParts(folded);
  const object = new Set<Domain>();
  const anywhere = new Set<Domain>();
  for (const [domain, pattern] of PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      anywhere.add(domain);
      const role = roleAt(spans, m.index ?? 0);
      if (role !== "context" && role !== "part") {
        object.add(domain);
        break;
      }
    }
  }
  return { object, anywhere };
}

/**
 * The classifier's reading kept inside the domains the request's object names: a kind of a domain
 * the request names nowhere is a guess from a word about the site, the client or an amenity ("a
 * festival with portable toilets" is no bathroom). With one domain named, its best-ranked kind is taken; with several and
 * the classifier's among none of them, the best kind of each is returned as readings to ask about.
 */
export function keepToObjectDomain(guess: KindGuess, domains: { object: ReadonlySet<Domain>; anywhere: ReadonlySet<Domain> }): { guess: KindGuess; readings: Kind[] } {
  const named = domains.object;
  // Any word of the classifier's domain, wherever it stands, and the reading is the classifier's to make;
  // so is a project of no domain (an office move, a translation).
  if (named.size === 0 || guess.domain === "other" || domains.anywhere.has(guess.domain)) return { guess, readings: [] };
  const bestOf = (domain: Domain) => guess.ranking.find((r) => domainOf(r.kind) === domain);
  if (named.size === 1) {
    const [domain] = [...named] as [Domain];
    const pick = bestOf(domain);
    if (pick) {
      // Only that domain's kinds stay in the running, so any question about the kind offers them alone.
      const ranking = guess.ranking.filter((r) => domainOf(r.kind) === domain);
      return { guess: { kind: pick.kind, domain, confidence: Math.min(1, pick.score), margin: pick.score - (ranking[1]?.score ?? 0), ranking }, readings: [] };
    }
  }
  const readings = [...named].map(bestOf).filter((r): r is KindGuess["ranking"][number] => r !== undefined).map((r) => r.kind);
  return { guess, readings: readings.slice(0, 3) };
}
