import { countryOf } from "../../kinds/other/shared/place.js";
import { METHOD_KEYS, methodsIn, unitsNamedFor } from "../../kinds/research/shared/general-plan.js";
import { INCENTIVE_WORDS, moneyMentions } from "../money.js";
import { studyCountsIn } from "../quantities.js";
import { detail, flag, wholeOf, type DetailReadings, type RequestText } from "./detail.js";

/**
 * Medical and scientific specialists by the shape of the word in any of the languages (cardiologists,
 * Onkologen, dermatólogos, radiologi, pediatricians, psychiatres), so that specialties no list names
 * are still priced as specialists.
 */
const SPECIALTY =
  /\p{L}{3,}(?:olog(?:ists?|en|ues?|os|as|i|e)|[óo]log[oa]s|iatr(?:ists?|icians?|ians?|en|es|as|os|i|e)|ician[s]?)(?![\p{L}])/iu;
const SPECIALIST =
  /\b(gps|general practitioners?|hcps|kols|dentists?|veterinarians?|vets|huisartsen|artsen|specialisten|medici|hausärzte|zahnärzte|dentistes|dentistas|odontólogos|farmacêuticos|farmacisti|infermieri|enfermeir[oa]s|enfermer[oa]s|infirmi[eè]res?|doctors?|physicians?|surgeons?|clinicians?|nurses?|pharmacists?|lawyers?|attorneys?|c-level|ceos?|cfos?|ctos?|cios?|executives?|directors?|vps?|decision[- ]makers?|it decision|m[ée]dicos?|[äa]rzte|m[ée]decins?|abogados?|avocats?|anw[äa]lte|directivos?|ejecutivos?|dirigeants?|f[üu]hrungskr[äa]fte|executivos?|diretores?)\b/i;
const PROFESSIONAL =
  /\b(b2b|professionals?|business users?|employees|managers?|engineers?|developers?|designers?|accountants?|buyers?|procurement|small business|smb|smes?|teachers?|admins?|administrators?|profesionales|empresas|professionnels|entreprises|fachkr[äa]fte|unternehmen|profissionais|empresas)\b/i;
const IN_PERSON =
  /\b(in[- ]person|face[- ]to[- ]face|in[- ]home|on[- ]site|lab|presencial(es)?|en persona|vor ort|pr[ée]sentiel|em pessoa)\b/i;
const MINUTES = /\b(\d{1,3})[\s-]*(?:minutes?|mins?|minutos?|minuten|minuti)\b/i;
const MARKET_WORDS =
  "markets?|countries|country|regions?|mercados?|pa[íi]ses|m[äa]rkte?n?|l[äa]nder|march[ée]s|pays|regiones|r[ée]gions";
const EXPERTS =
  /\b(experts?|expert interviews?|interviews?|entrevistas?|entretiens?|interviews?|expertengespr[äa]che)\b/i;
const SOURCE_WORDS =
  "sources|papers|articles|studies|reports|documents|fuentes|art[íi]culos|estudios|informes|quellen|artikel|studien|berichte|sources|articles|[ée]tudes|rapports|fontes|artigos|estudos|relat[óo]rios";

function audience(text: string): DetailReadings["audience"] {
  const specialist = SPECIALIST.exec(text) ?? SPECIALTY.exec(text);
  if (specialist) return detail("specialist", specialist[0], 0.8);
  const professional = PROFESSIONAL.exec(text);
  return professional ? detail("professional", professional[0], 0.7) : undefined;
}

/** A session's or questionnaire's stated length ("20 minutes", "15-minute survey"). */
function sessionMinutes(summary: string): DetailReadings["session_minutes"] {
  const m = MINUTES.exec(summary);
  const value = m?.[1] ? Number(m[1]) : undefined;
  return m && value !== undefined && value >= 5 && value <= 180 ? detail(value, m[0], 0.9) : undefined;
}

/** How many markets a sizing covers: a stated count ("5 markets"), else the countries it names. */
function markets(text: string): DetailReadings["markets"] {
  const m = new RegExp(`\\b(\\d{1,3})\\s+(?:[\\p{L}-]+\\s+)?(?:${MARKET_WORDS})\\b`, "iu").exec(text);
  if (m?.[1]) return detail(Math.max(1, Number(m[1])), m[0], 0.9);
  const parts = text.split(/[,;/]|\band\b|\by\b|\bund\b|\bet\b|\be\b/i);
  const named = parts.filter((part) => countryOf(part));
  const countries = new Set(named.map((part) => countryOf(part)));
  return countries.size > 0 ? detail(countries.size, named.join(", ").trim(), 0.7) : undefined;
}

/** A stated number of sources to review ("50 papers"). */
function sources(summary: string): DetailReadings["sources"] {
  const m = new RegExp(`\\b(\\d{1,5})\\s+(?:[\\p{L}-]+\\s+)?(?:${SOURCE_WORDS})\\b`, "iu").exec(summary);
  return m?.[1] ? detail(Math.max(1, Number(m[1])), m[0], 0.85) : undefined;
}

/** An incentive word before the amount ("honoraria of", "Aufwandsentschädigung") or right after it ("$100 incentives"). */
const INCENTIVE_BEFORE = new RegExp(`\\b(?:${INCENTIVE_WORDS})\\b[^.;\\d]{0,40}$`, "iu");
const INCENTIVE_AFTER = new RegExp(`^\\s*(?:\\p{L}+\\s+)?(?:${INCENTIVE_WORDS})\\b`, "iu");
/** "… per complete", "… per respondent", "… each" right after an amount. */
const PER_PARTICIPANT_AFTER =
  /^\s*(?:(?:per|a|each|for each|por|cada|pro|je|par|ao|a|per ogni|voor elke?)\s+(?:\p{L}+\s+)?(?:completes?|completed|interviews?|respondents?|participants?|sessions?|persons?|person|head|entrevistas?|encuestad[oa]s?|participantes?|sesi[oó]n|persona|interviews?|befragten?|teilnehmer(?:in|innen)?|teilnehmende[nr]?|sitzung|entretiens?|r[ée]pondants?|participants?|s[ée]ances?|personnes?|entrevistad[oa]s?|intervistat[oi]|partecipanti|persona|respondenten|deelnemers?|gesprekk?en)\b|each\b)/iu;

/** A stated incentive or honorarium for each participant: an amount after incentive words or before "per complete". */
function incentive(summary: string): DetailReadings["incentive"] {
  for (const m of moneyMentions(summary)) {
    const before = summary.slice(Math.max(0, m.index - 50), m.index);
    const after = summary.slice(m.end, m.end + 40);
    if (INCENTIVE_BEFORE.test(before) || INCENTIVE_AFTER.test(after) || PER_PARTICIPANT_AFTER.test(after))
      return detail(
        { amount: m.amount, currency: m.currency },
        summary.slice(Math.max(0, m.index - 30), m.end + 30).trim(),
        0.8,
      );
  }
  return undefined;
}

/** What a study's request says about whom it asks, how, how long and how much. */
export function researchDetails(request: RequestText): DetailReadings {
  const whole = wholeOf(request);
  const { summary } = request;
  const counts = studyCountsIn(whole);
  const both = counts.interviews && counts.respondents;
  const methods = methodsIn(summary);
  const units = Object.fromEntries(
    METHOD_KEYS.flatMap((m) => {
      const value = unitsNamedFor(m, summary);
      return value === undefined ? [] : [[m, value] as const];
    }),
  );
  return {
    audience: audience(whole),
    incentive: incentive(summary),
    in_person: flag(IN_PERSON, whole),
    session_minutes: sessionMinutes(summary),
    interviews: both ? detail(counts.interviews!, summary.slice(0, 120), 0.8) : undefined,
    respondents: both ? detail(counts.respondents!, summary.slice(0, 120), 0.8) : undefined,
    markets: markets(whole),
    expert_calls: flag(EXPERTS, summary, 0.7),
    sources: sources(summary),
    methods_named: methods.length > 0 ? detail(methods, summary.slice(0, 120), 0.7) : undefined,
    method_units: Object.keys(units).length > 0 ? detail(units, summary.slice(0, 120), 0.8) : undefined,
  };
}
