import type { Domain } from "@scopewise/shared";
import { NUMBER, parseAmount } from "./numerals.js";
import type { Reading } from "./quantities.js";
import { compiled } from "./compiled.js";

/** Weeks per unit; a month is 4.345 weeks. */
const WEEKS = { day: 1 / 7, week: 1, month: 4.345, year: 52.14, quarter: 13 } as const;
const UNITS: Array<[RegExp, keyof typeof WEEKS]> = [
  [/^(days?|d[ií]as?|tage?n?|jours?|journées?|giorn[oi]|giornat[ae]|dagen|dag)$/i, "day"],
  [/^(weeks?|semanas?|wochen|woche|semaines?|wks?|settiman[ae]|weken)$/i, "week"],
  [/^(months?|mes(es)?|monate?n?|monats|mois|m[eê]s(es)?|mes[ei]|maanden|maand)$/i, "month"],
  [/^(years?|años?|jahre?n?|ans?|anos?|année|ann[oi]|jaar|jaren)$/i, "year"],
  [/^(quarters?|trimestres?|quartale?|trimestr[ei]|kwartaal|kwartalen)$/i, "quarter"],
];
const UNIT =
  "days?|d[ií]as?|tage?n?|jours?|journées?|giorn[oi]|giornat[ae]|dagen|dag|weeks?|semanas?|wochen|woche|semaines?|settiman[ae]|weken|months?|meses|mes[ei]|mes|monate?n?|monats|mois|m[eê]s|maanden|maand|years?|años?|jahre?n?|ans|anos?|ann[oi]|jaren|jaar|quarters?|trimestres?|trimestr[ei]|kwartalen|kwartaal|quartale?";

/** Words before a time span that make it the time the work must fit in. */
const DEADLINE_BEFORE =
  /(?:\b(?:in|within|by|under|less than|no more than|at most|max(?:imum)?|deadline|timeline|time ?frame|en|dentro de|en menos de|antes de|plazo(?: de)?|m[aá]ximo|innerhalb(?: von)?|binnen|bis|in(?:nerhalb)?|zeitrahmen(?: von)?|frist(?: von)?|d'ici|sous|dans(?: les)?|délai(?: de)?|en moins de|em|dentro de|prazo(?: de)?|até|no máximo|entro(?: (?:il|i|le|la))?|tra|fra|nel giro di|in meno di|non più di|al massimo|massimo|scadenza(?: di| in)?|tempistica(?: di)?|tempi(?: di)?|termine(?: di)?|pront[oa] in|consegna in|uiterlijk(?: binnen)?|klaar in|klaar binnen|opgeleverd binnen|in minder dan|niet meer dan|hooguit|maximaal|termijn(?: van)?|doorlooptijd(?: van)?|ready in|live in|done in|launch in|(?:in|within|over|en|em|dans|in|entro|nei|nelle|binnen|de)\s+(?:the\s+|den\s+|les\s+|los\s+|las\s+|os\s+|as\s+|i\s+|le\s+|de\s+)?(?:next|nächsten|próximos|próximas|prochains|prochaines|prossimi|prossime|komende|volgende)|faltam|faltan|quedan|noch|daqui a|dentro de|d'ici|mancano|nog)\s*:?\s*(?:about|around|roughly|approximately|unos|unas|aprox\.?|etwa|ca\.|rund|environ|cerca de|uns|umas|circa|ongeveer|zo'n)?\s*)$/i;
/** Words after a span that say it is something else: a feature, a campaign's own length, a warranty, the past. */
const NOT_DEADLINE_AFTER =
  /^[\s-]*(?:(?:free\s+)?trials?|prueba|gratis|gratuit[oa]?|de prueba|testphase|test|probe\w*|essai|teste|warranty|garant\w*|workshops?|talleres|taller|seminar\w*|séminaire|onboarding|campaign|campaña|kampagne|campagne|campanha|flight|sprints?|returns?|devoluci\w*|rückgabe|retour|devoluç\w*|cancellation|notice|aviso|kündigung|préavis|old|ago|of \p{L}+|de (?:historia|experiencia|datos|histórico|dados)|support|soporte|mantenimiento|wartung|maintenance|manutenção|retention|retenci\w*|archiv\w*|history|historial|cycle|ciclo|zyklus|window|event|festival|conference|congreso|kongress|congrès|congresso|course|curso|kurs|cours|programme|program|retreat|trip|viaje|reise|voyage|viagem|stay|estancia|aufenthalt|séjour|estadia|prova|di prova|gratuit[oa]|proef\p{L}*|garanzia|corso|cursus|campagna|evento|evenement|congres|viaggio|reis|soggiorno|verblijf|supporto|assistenza|ondersteuning|manutenzione|onderhoud|fa|geleden|oud|di (?:storia|esperienza|dati|storico|attività)|(?:aan\s+)?(?:ervaring|geschiedenis|historie|gegevens))\b/iu;
/** Words before a span that make it a feature or a past fact ("trial of 30 days", "essai gratuit de 30 jours", "hace 3 años"). */
const NOT_DEADLINE_BEFORE =
  /(?:trial|prueba(?: gratuita)?|testphase|essai(?: gratuit)?|teste(?: grátis| gratuito)?|período de|periodo de|period of|retention of|conservación de|aufbewahrung von|conservation de|hace|vor|il y a|há|warranty of|garantía de|garantie von|garantie de|garantia de|for|durante|während|pendant|por|über|over|lasting|runs?|dauert|dure|dura|campaign of|campaña de|kampagne von|campagne de|campanha de|prova(?: gratuita)?|periodo di prova|proefperiode|garanzia|\bper|della durata di|gedurende|tijdens|duurt|looptijd|campagna di|campagne van)\s*(?:de\s+|of\s+|von\s+|di\s+|van\s+)?$/i;
const HAS_DEADLINE_WORD =
  /\b(deadline|plazo|frist|délai|prazo|timeline|zeitrahmen|in|within|en|em|innerhalb|binnen|dans|d'ici|sous|dentro|entro|tra|fra|scadenza|termine|uiterlijk|termijn)\b/i;
/** Dutch "over 6 weken" is "in 6 weeks" (the English "over 6 weeks" is how long something lasts). */
const DUTCH_OVER = /\bover\s*(?:ongeveer\s+|circa\s+|zo'n\s+)?$/i;
const DUTCH_UNIT = /^(?:dagen|dag|weken|maanden|maand|jaar|jaren|kwartaal|kwartalen)$/i;

export interface Frame {
  weeks: number;
  reading: Reading;
}

function weeksOf(unit: string): number | undefined {
  const found = UNITS.find(([pattern]) => pattern.test(unit));
  return found ? WEEKS[found[1]] : undefined;
}

/**
 * The time the work must fit in, in weeks ("in 3 months", "plazo: 3 meses", "innerhalb von 6 Wochen",
 * "délai 6 mois", "prazo 4 meses", a bare "9 months." in a software request). Features and lengths are
 * not deadlines: a 14-day trial, a 3-day workshop, a 6-week campaign, "20 years of history".
 * A marketing or event request takes only a span introduced by a deadline word (its own length is not one).
 */
export function deadlineIn(text: string, domain: Domain): Frame | undefined {
  const pattern = compiled(
    `(?:(?:between|entre|zwischen|tussen)\\s+)?(${NUMBER}|(?<![\\p{L}])(?:an?|one|un|una|une|um|uma|ein|eine|einem|einen|een))(?:\\s*(?:-|–|to|and|y|e|et|und|bis|à|a|ou|or|en|tot|o)\\s*(${NUMBER}))?[\\s-]*(${UNIT})(?![\\p{L}])`,
    "giu",
  );
  const candidates: Array<{ frame: Frame; cued: boolean }> = [];
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    const before = text.slice(Math.max(0, index - 40), index);
    const after = text.slice(index + m[0].length, index + m[0].length + 40);
    const perUnit = weeksOf(m[3] ?? "");
    if (perUnit === undefined) continue;
    const dutchOver = DUTCH_OVER.test(before) && DUTCH_UNIT.test(m[3] ?? "");
    if (NOT_DEADLINE_AFTER.test(after) || (NOT_DEADLINE_BEFORE.test(before) && !dutchOver)) continue;
    // "2-day", "3 day" as an adjective of something other than the project ("a 3-day onboarding workshop" handled above).
    if (
      /^[\s-]*(?:per|a|por|al|alla|pro|par|each|cada|ogni|elke|iedere)\s+(?:week|month|semana|mes|woche|monat|semaine|mois|mês|settimana|mese|maand)\b/i.test(
        after,
      )
    )
      continue;
    const countText = m[1] ?? "";
    const article = /^(an?|one|un|una|une|um|uma|ein|eine|einem|einen|een)$/i.test(countText);
    // "a month" counts only after a deadline word ("within a month"), never in "20 times a month".
    if (article && !DEADLINE_BEFORE.test(before)) continue;
    const low = article ? 1 : parseAmount(countText);
    const high = m[2] ? parseAmount(m[2]) : undefined;
    const count = high !== undefined && low !== undefined && high > low ? high : low;
    if (count === undefined || count <= 0) continue;
    const weeks = Math.round(count * perUnit * 10) / 10;
    if (weeks <= 0 || weeks > 520) continue;
    const cued =
      DEADLINE_BEFORE.test(before) ||
      dutchOver ||
      /^[\s)]*(?:deadline|timeline|plazo|frist|délai|prazo|scadenza|termijn)\b/i.test(after);
    candidates.push({
      frame: {
        weeks,
        reading: { value: weeks, text: m[0].trim(), index, end: index + m[0].length, confidence: cued ? 0.9 : 0.6 },
      },
      cued,
    });
  }
  const cued = candidates.find((c) => c.cued);
  if (cued) return cued.frame;
  if (domain === "marketing" || domain === "event") return undefined;
  // A bare span ("6 weeks.", "9 months") in a request that names no other time: the project's time frame.
  const bare = candidates.filter(
    (c) =>
      !HAS_DEADLINE_WORD.test(text.slice(Math.max(0, c.frame.reading.index - 12), c.frame.reading.index)) &&
      !/\bday/i.test(c.frame.reading.text),
  );
  return bare.length >= 1 ? bare[0]!.frame : undefined;
}
