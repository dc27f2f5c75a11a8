import type { Brief } from "@scopewise/shared";
import type { Pricing } from "../../other/shared/pricing.js";
import type { Audience } from "./reference.js";

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

/** Who the study talks to, read from the request: specialists, professionals, else the general public. */
export function audienceOf(brief: Brief): Audience {
  const text = `${brief.title} ${brief.summary}`;
  if (SPECIALIST.test(text) || SPECIALTY.test(text)) return "specialist";
  if (PROFESSIONAL.test(text)) return "professional";
  return "consumer";
}

export function inPerson(brief: Brief): boolean {
  return IN_PERSON.test(`${brief.title} ${brief.summary}`);
}

/** Session length in minutes when the request states one ("45-minute interviews", "90 min"), else an hour. */
export function sessionMinutes(brief: Brief): number {
  const stated = statedMinutes(brief);
  return stated !== undefined && stated >= 15 ? stated : 60;
}

/** A session's or questionnaire's length when the request states one ("20 minutes", "15-minute survey"). */
export function statedMinutes(brief: Brief): number | undefined {
  const m = /\b(\d{1,3})[\s-]*(?:minutes?|mins?|minutos?|minuten|minuti)\b/i.exec(brief.summary);
  const value = m?.[1] ? Number(m[1]) : undefined;
  return value !== undefined && value >= 5 && value <= 180 ? value : undefined;
}

/** The audience as a sentence names it. */
export function audienceWord(p: Pricing, audience: Audience): string {
  return {
    consumer: p.t("consumers"),
    professional: p.t("professionals"),
    specialist: p.t("hard-to-reach specialists"),
  }[audience];
}
