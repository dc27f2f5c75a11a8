import type { Brief } from "@scopewise/shared";
import { locationWrittenIn } from "./world-places.js";
import { BUILDING_TYPES_WITH_KIND } from "../kinds/construction/shared/kind-of.js";
import { requestBuildingType } from "../kinds/construction/works/read-works.js";
import { shortTitle } from "./title.js";
import { CURRENCY_SYMBOL } from "./currency-signs.js";
import { clientSectorIn, designMaturityIn } from "./design-stage.js";
import { NUMBER, parseAmount } from "./numerals.js";

/** Words that say "this is a request" rather than what the project is; stripped from the title. */
const LEADING_ASKS = [
  /^please\s+/i,
  /^((can|could|would) you|help me( to)?|help us( to)?|i need( to)?|we need( to)?|i want( to)?|we want( to)?|i'd like( to)?|we'd like( to)?|give me|let's|lets)\s+/i,
  /^((an?|the)\s+)?((estimate|estimation|proposal|quote|budget|plan|risk analysis|timeline|cost|costs|resources|tools|time|analysis)(\s*(,|and|&)\s*|\s+(the|a|an)\s+)?)+\s*(for|of|to)\s+/i,
  /^(plan|build|create|make|develop|design|organi[sz]e|run|launch|prepare|write|draft|estimate|set up|put together)(\s+and\s+(plan|build|create|make|develop|design|organi[sz]e|run|launch|prepare|write|draft|estimate|set up|put together))?\s+/i,
  /^(an?|the|my|our)\s+/i,
  // The same in Spanish, German, French, Portuguese, Italian and Dutch ("Necesitamos una …", "Wir brauchen ein …", "Devis pour …").
  /^(por favor|bitte|s'il vous plaît|svp|per favore|graag)[,\s]+/iu,
  /^(necesito|necesitamos|quiero|queremos|quisiera|quisiéramos|me gustaría|nos gustaría|buscamos|ich brauche|wir brauchen|ich möchte|wir möchten|wir suchen|wir benötigen|ich benötige|j'ai besoin d'|nous avons besoin d'|je veux|nous voulons|je souhaite|nous souhaitons|nous aimerions|je voudrais|preciso de|precisamos de|quero|queremos|gostaria de|gostaríamos de|vorrei|vorremmo|vogliamo|voglio|abbiamo bisogno di|ho bisogno di|cerchiamo|wij willen|we willen|ik wil|wij zoeken|we zoeken|ik zoek|wij zijn op zoek naar|we zijn op zoek naar)\s*/iu,
  /^((presupuesto|estimación|propuesta|cotización|angebot|kostenschätzung|schätzung|kalkulation|devis|estimation|proposition|chiffrage|orçamento|estimativa|proposta|preventivo|stima|offerte|kostenraming|raming|voorstel)\s+(para|de|del|für|pour|du|de la|da|do|per|di|voor|van)\s+)/iu,
  /^(construir|crear|hacer|desarrollar|diseñar|organizar|preparar|lanzar|planificar|construire|créer|développer|concevoir|organiser|préparer|lancer|rénover|criar|desenvolver|desenhar|lançar|planear|remodelar|costruire|creare|sviluppare|progettare|organizzare|realizzare|ristrutturare|lanciare|bouwen|maken|ontwikkelen|ontwerpen|organiseren|verbouwen|lanceren)\s+/iu,
  /^(un|una|el|la|los|las|mi|nuestro|nuestra|ein|eine|einen|unser|unsere|unseren|une|le|les|notre|mon|ma|um|uma|o|os|as|meu|minha|nosso|nossa|il|lo|gli|uno|een|het|onze|ons|mijn)\s+|^l'(?=\p{L})/iu,
];
/**
 * A request's title ("Bakery website with online orders"): its words without the asking around
 * them. The brief's title; cheap on its own, where the whole reading of the request is not needed.
 */
export function requestTitle(text: string): string {
  let cleaned = text.replace(/\s+/g, " ").trim();
  // Strip repeatedly: "Please prepare a proposal for a …" needs several passes.
  for (let pass = 0; pass < 4; pass++) {
    const before = cleaned;
    for (const pattern of LEADING_ASKS) cleaned = cleaned.replace(pattern, "");
    if (cleaned === before) break;
  }
  const title = shortTitle(cleaned, 70) || "Project proposal";
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function buildingTypeIn(text: string): string | undefined {
  const synonyms: Array<[RegExp, string]> = [
    [/\b(apartments?|residential|flats|condo\w*|housing)\b/i, "residential"],
    [/\b(house|home|villa|bungalow|cottage)\b/i, "house"],
    [/\b(shop|mall|retail|store|supermarket)\b/i, "retail"],
    [/\b(factory|plant|industrial)\b/i, "industrial"],
    [/\b(clinic|hospital|medical cent(er|re))\b/i, "hospital"],
    [/\b(school|university|college|campus)\b/i, "school"],
    [/\bdata ?cent(er|re)\b/i, "data center"],
  ];
  // A works type the request asks for first (a car park for a hospital is a car park), then the kinds' own building types.
  const works = requestBuildingType(text);
  if (works) return works;
  for (const type of BUILDING_TYPES_WITH_KIND) if (new RegExp(`\\b${type}s?\\b`, "i").test(text)) return type;
  return synonyms.find(([p]) => p.test(text))?.[1];
}

/** Phrases about money, people or time: constraints of the brief, never scope items ("budget of 5000 EUR", "team of 3", "launch by March"). */
const NOT_SCOPE = new RegExp(
  `${CURRENCY_SYMBOL}|\\b(budget|costs?|spend|price|fees?|team|people|persons?|staff|employees|developers|workers|deadline|due|needs? to|must|has to|launch(es|ed)? by|by (the )?(end|next|jan\\w*|feb\\w*|mar\\w*|apr\\w*|may|jun\\w*|jul\\w*|aug\\w*|sep\\w*|oct\\w*|nov\\w*|dec\\w*|q[1-4]|spring|summer|autumn|fall|winter)|within|days?|weeks?|months?|years?|quarters?|usd|eur|gbp|dollars|euros|pounds)\\b`,
  "i",
);

/** Items listed after "with" / "including" ("with payments, chat and an admin panel"). */
function listedItems(text: string): string[] {
  const m = /\b(?:with|including|includes|featuring|covering)\s+([^.;:]+)/i.exec(text);
  if (!m?.[1]) return [];
  return m[1]
    .split(/,|\band\b|\bplus\b|&/i)
    .map((s) => s.replace(/^\s*(an?|the|some)\s+/i, "").trim())
    .filter((s) => s.length > 1 && s.split(" ").length <= 6 && !/^\d/.test(s) && !NOT_SCOPE.test(s));
}

/** "for a team of 40" / "for 40 staff" are who the work is for, not who does it. */
const FOR_WHOM_BEFORE = /\b(for|relocat\w*|mov(e|es|ing))\s+(a|an|the|our|my|their|his|her)?\s*$/i;

/** The delivery team's size ("team of 5", "4 developers"), not the people the work is for ("an office move for a team of 40"). */
export function teamSizeIn(text: string): number | undefined {
  const patterns = [
    new RegExp(`\\bteam of (${NUMBER})`, "giu"),
    new RegExp(
      `(${NUMBER})\\s*(?:developers|engineers|devs|designers|people team|person team|team members|staff|workers)\\b`,
      "giu",
    ),
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      if (FOR_WHOM_BEFORE.test(text.slice(0, m.index ?? 0))) continue;
      const value = m[1] ? parseAmount(m[1]) : undefined;
      if (value !== undefined && value >= 1 && value <= 500) return Math.round(value);
    }
  }
  return undefined;
}

const PLATFORMS = ["web", "mobile", "ios", "android", "native", "desktop"];

/**
 * The words of a request that say what it is beside its figures: title, place, team, platforms, finish, stage;
 * `statedCurrencies` (the currencies its amounts and words name) place a town several countries share.
 */
export function describedIn(
  text: string,
  statedCurrencies?: ReadonlySet<string>,
): {
  title: string;
  location?: string;
  team_size?: number;
  platforms: string[];
  listed: string[];
  building_type?: string;
  complexity: NonNullable<Brief["complexity"]>;
  quality: NonNullable<Brief["quality"]>;
  design_maturity: Brief["design_maturity"];
  client_sector: Brief["client_sector"];
} {
  return {
    title: requestTitle(text),
    location: locationWrittenIn(text, statedCurrencies),
    team_size: teamSizeIn(text),
    platforms: PLATFORMS.filter((p) => new RegExp(`\\b${p}\\b`, "i").test(text)),
    listed: listedItems(text),
    building_type: buildingTypeIn(text),
    complexity:
      /\b(complex|enterprise|large[- ]scale|mission[- ]critical|high[- ]security|regulated|banking|medical|real-time trading)\b/i.test(
        text,
      )
        ? "high"
        : /\b(simple|basic|mvp|prototype|small|landing page|minimal)\b/i.test(text)
          ? "low"
          : "nominal",
    quality: /\b(premium|luxury|high[- ]end|top[- ]quality|flagship)\b/i.test(text)
      ? "premium"
      : /\b(low[- ]cost|economy|cheap|basic finish|budget[- ](friendly|build|option|version)|on a shoestring)\b/i.test(
            text,
          )
        ? "basic"
        : "standard",
    design_maturity: designMaturityIn(text),
    client_sector: clientSectorIn(text),
  };
}
