import type { Domain } from "@scopewise/shared";
import { NUMBER, parseAmount } from "./numerals.js";
import { APPROX, RANGE, rangeValue, reading, type Reading } from "./readings.js";
import { statedSizesIn, type SizeName } from "./sizes.js";
import { compiled } from "./compiled.js";

export const SQFT_TO_M2 = 0.092903;
/** People who attend or take part, by role ("80 employees", "400 reps", "60 collaborateurs"). */
const STAFF =
  "employees|staff|reps|dealers|partners|executives|managers|engineers|developers|marketers|designers|founders|leaders|members|adults|adultos|erwachsene|adultes|households|hogares|haushalte|ménages|domicílios|drivers|motoristas|conductores|fahrer|chauffeurs|colaboradores|empleados|funcionários|mitarbeiter\\p{L}*|führungskräfte|collaborateurs|salariés|cadres|nurses|doctors|teachers|students|buyers|decision makers|dipendenti|collaboratori|impiegati|medewerkers|werknemers|personeelsleden|collega's";

const SQM =
  "m²|m2|m\\^2|sqm|sq\\.?\\s?m(?![\\p{L}])|square met(?:er|re)s?|metros? cuadrados|metros? quadrados|quadratmetern?|qm(?![\\p{L}])|mètres? carrés|metres? carres|mq(?![\\p{L}])|metri quadr(?:at)?i|metro quadr(?:at)?o|vierkante meters?";
const SQFT =
  "sq\\.?\\s?ft|sqft|square f(?:ee|oo)t|ft²|ft2|pies cuadrados|pés quadrados|pieds carrés|quadratfu(?:ß|ss)|piedi quadrati|vierkante voet";

/** Hectares by name (a bare "ha" is also a verb in three of the languages: "2020 ha sido"). */
const HECTARE = "-?(?:hectares?|hect[áa]reas?|hektar(?:e|en)?|ettari|ettaro)(?![\\p{L}])";
const M2_PER_HECTARE = 10_000;

/** Units of each quantity in the reader's languages (plural and singular). */
const UNIT_WORDS = {
  floors:
    "storeys?|stor(?:y|ies)|floors?|levels?|plantas?|pisos|niveles|alturas|stockwerke?n?|\\p{L}*geschosse?n?|etagen?|étages?|niveaux|andares?|pavimentos?|piani|livelli|verdiepingen|verdieping|bouwlagen|woonlagen",
  attendees: `attendees?|guests?|runners|golfers|spectators|fans|festival-?goers|corredores|participantes|l[äa]ufer(?:innen)?|coureurs|lopers|podisti|comerciales|vendedores|commerciaux|localidades|people|persons?|delegates|visitors|pax|participants|seats|invitados|asistentes|personas|participantes|comensales|gäste|gästen|teilnehm\\p{L}*|personen|besucher(?:n)?|invités|personnes|convives|convidados|pessoas|ospiti|invitati|partecipanti|persone|delegati|visitatori|coperti|gasten|deelnemers|bezoekers|genodigden|mensen|${STAFF}`,
  days: "days?|días?|dias?|tage?n?|tägig\\w*|jours?|journées?|giorni|giorno|giornate?|dagen|dag|daagse?",
  participants: `interviews?|respondents|responses|participants|users|customers|consumers|shoppers|patients|parents|students|households|voters|sessions|completes|entrevistas?|encuestados|encuestas|respuestas|participantes|usuarios|clientes|consumidores|befragte|befragten|antworten|teilnehm\\p{L}*|nutzer(?:innen|n)?|tiefeninterviews|gespräche|entretiens|répondants|réponses|utilisateurs|questionnaires|consommateurs|respondentes|respostas|usuários|utilizadores|inquiridos|personas|personen|personnes|pessoas|people|professionals|professionnels|profesionales|profissionais|interviste|intervista|rispondenti|risposte|partecipanti|utenti|clienti|consumatori|sessioni|questionari|persone|professionisti|respondenten|antwoorden|deelnemers|gebruikers|klanten|consumenten|sessies|gesprekken|enquêtes|${STAFF}`,
  pages: "pages?|páginas?|\\p{L}*seiten|pagine|pagina's|paginas",
  groups:
    "focus[- ]?groups?|groups|discussion groups|grupos focales|grupos focais|grupos de discusi[óo]n|grupos de discuss[ãa]o|fokusgruppen|gruppendiskussionen|groupes? de discussion|focus[- ]groupes?|gruppi di discussione|focus group|focusgroepen|groepsgesprekken",
  servers:
    "servers|server|vms|virtual machines|workloads|servidores|m[áa]quinas virtuales|m[áa]quinas virtuais|virtuelle maschinen|serveurs|machines virtuelles|macchine virtuali|virtuele machines",
  applications:
    "applications|apps|aplicaciones|aplica[çc][õo]es|aplicativos|anwendungen|applikationen|applicazioni|applicaties",
  databases: "databases|bases de datos|bancos de dados|datenbanken|bases de donn[ée]es|database|databank(?:en)?",
  nights: "nights?|noches?|n[äa]chte|[üu]bernachtungen|nuits?|noites?|notti|notte|nachten|overnachtingen",
  stages: "stages|escenarios|b[üu]hnen|sc[èe]nes|palcos|palchi|podia|podiums",
  waves: "waves|rounds|oleadas|ondas|wellen|erhebungswellen|vagues|ondate|golven|metingen",
  screens: "screens?|pantallas?|bildschirme|masken|screens|écrans?|telas?|ecrãs|schermate|schermi|schermen",
} as const;
export type { Reading };
export type QuantityName = keyof typeof UNIT_WORDS | "area_m2" | "data_tb" | SizeName;

const SIDES = new RegExp(
  // The unit may follow each side ("8m x 4m") or the second only ("8 x 4 m").
  `(\\d+(?:[.,]\\d+)?)\\s*(?:(?:ft|feet|foot|'|m|meters|metres|metros|meter|mètres|metri)\\s*)?(?:x|×|by|por|mal|sur|par|per|bij)\\s*(\\d+(?:[.,]\\d+)?)\\s*(ft|feet|foot|'|m|meters|metres|metros|meter|mètres|metri)(?![\\p{L}²])`,
  "giu",
);
const AREA = new RegExp(
  `${APPROX}${RANGE}\\s*(${SQM}|${SQFT}|${HECTARE}|metros(?!\\s+(?:de|lineales|lineares))(?![\\p{L}]))`,
  "giu",
);
/** Areas that belong to something else than the thing worked on: the plot, a part ("an office of 250 m²"). */
const NOT_THE_WORK_BEFORE =
  /\b(plot|lot|site of|land|terreno|parcela|solar de|grundstück|terrain|lote|office|offices|büro\p{L}*|oficinas?|bureaux?|escritórios?|house is|casa tiene|the house|lotto|uffici|ufficio|perceel|kavel|terrein|kantoor\p{L}*|la casa ha|het huis)\b[^.;,]{0,18}$/iu;
/** Areas named as the land the work sits on ("a 2-hectare farm", "a 600 m² plot"), not the work itself. */
const LAND_AFTER =
  /^\s*(?:of\s+)?(?:farm(?:land)?|smallholding|homestead|acreage|plot|property|estate|parcel|lot|ranch|finca|granja|parcela|grundst[üu]ck|bauernhof|ferme|exploitation|parcelle|fazenda|s[íi]tio|quinta|lote|azienda agricola|podere|boerderij|perceel|kavel)\b/iu;
const TOTAL_AFTER =
  /^\s*\)?\s*(total|in total|en total|insgesamt|au total|no total|gesamt|in totale|totali|complessivi|in totaal|totaal)\b/i;

/** Every floor area in the text, in m²: "2,000 m²", "20,000 sq ft", "1.200 metros cuadrados", "40 x 60 ft", "30 × 20 m". */
function areasIn(text: string): Reading[] {
  const found: Reading[] = [];
  for (const m of text.matchAll(SIDES)) {
    const product = Number((m[1] ?? "").replace(",", ".")) * Number((m[2] ?? "").replace(",", "."));
    const feet = /ft|feet|foot|'/i.test(m[3] ?? "");
    found.push(reading(m as RegExpExecArray, round1(feet ? product * SQFT_TO_M2 : product), 0.85));
  }
  for (const m of text.matchAll(AREA)) {
    const value = rangeValue(m[1], m[2]);
    if (value === undefined || found.some((f) => (m.index ?? 0) < f.end && f.index < (m.index ?? 0) + m[0].length))
      continue;
    const feet = new RegExp(`^(?:${SQFT})$`, "iu").test(m[3] ?? "");
    const hectares = new RegExp(`^(?:${HECTARE})$`, "iu").test(m[3] ?? "");
    found.push(
      reading(
        m as RegExpExecArray,
        round1(feet ? value * SQFT_TO_M2 : hectares ? value * M2_PER_HECTARE : value),
        /^metros$/i.test(m[3] ?? "") ? 0.7 : 0.95,
      ),
    );
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The area of the thing worked on: a stated total first; never the plot or a part named before its
 * area; for a room's remodel, the smallest area named (the kitchen, not the house).
 */
export function areaIn(text: string, options: { room?: boolean } = {}): Reading | undefined {
  // The land's area is never the work's, even when it is the only area named.
  const areas = areasIn(text).filter((a) => !LAND_AFTER.test(text.slice(a.end, a.end + 30)));
  const total = areas.find((a) => TOTAL_AFTER.test(text.slice(a.end)));
  if (total) return total;
  const own = areas.filter((a) => !NOT_THE_WORK_BEFORE.test(text.slice(Math.max(0, a.index - 40), a.index)));
  const candidates = own.length ? own : areas;
  if (options.room) return [...candidates].sort((a, b) => a.value - b.value)[0];
  return candidates[0];
}

/** Storeys said without a count: "R+4" (5), "planta baja más cuatro alturas" (5), "de plain-pied", "térrea", "eingeschossig", "single level". */
function storeysSaidIn(text: string): Reading | undefined {
  const plus = compiled(
    `\\b(?:R\\s*\\+\\s*(\\d+)|planta baja (?:más|\\+|y) (${NUMBER}) (?:alturas|plantas|pisos)|(?:ground|rez-de-chaussée|erdgeschoss|térreo|piano terra|begane grond) (?:plus|\\+|und|mais|più|e|en) (${NUMBER}) (?:floors|storeys|étages|obergeschosse|andares|piani|verdiepingen))`,
    "iu",
  ).exec(text);
  if (plus) {
    const above = parseAmount(plus[1] ?? plus[2] ?? plus[3] ?? "");
    if (above !== undefined) return reading(plus, above + 1, 0.85);
  }
  const german = /\b(ein|zwei|drei|vier|fünf|sechs)geschossig\w*/i.exec(text);
  if (german?.[1])
    return reading(
      german,
      { ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6 }[german[1].toLowerCase()] ?? 1,
      0.85,
    );
  const single =
    /\b(de plain-pied|plain-pied|t[ée]rrea|single[- ](?:level|storey|story|floor)|one[- ](?:level|storey|story)|de una (?:planta|altura)|d'un seul niveau|sur un niveau|su un (?:unico )?piano|a un piano|gelijkvloers|één bouwlaag)\b/iu.exec(
      text,
    );
  return single ? reading(single, 1, 0.8) : undefined;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** "12 screens", "doce pantallas", "unas 8 páginas", "between 40 and 60 guests", "a three-storey", "zweigeschossig". */
export function countIn(text: string, name: keyof typeof UNIT_WORDS): Reading | undefined {
  return countOfUnits(text, UNIT_WORDS[name], name === "days");
}

const DURATION_AFTER =
  /^[\s-]*(?:minutes?|mins?\.?|hours?|hrs?|h(?![\p{L}])|minutos?|horas?|minuten|stunden?|std\.?|heures?|minutes?|minuti|ore|ora|uur|uren)(?![\p{L}])/iu;

/** A count of the given units: the number right before them, else with up to two words between ("20 remote 60-minute interviews"). */
function countOfUnits(text: string, units: string, articleCounts = false): Reading | undefined {
  // The units alone first: the full pattern's number and range prefix is tried at every position of the text.
  if (!compiled(`(?:${units})(?![\\p{L}])`, "iu").test(text)) return undefined;
  const pattern = compiled(
    `${APPROX}${RANGE}[\\s-]*(?:\\+\\s*)?(?:[\\p{L}\\d-]+\\s+){0,2}(?:${units})(?![\\p{L}])`,
    "giu",
  );
  const tight = compiled(`${APPROX}${RANGE}[\\s-]*(?:\\+\\s*)?(?:${units})(?![\\p{L}])`, "iu");
  // The number right before its unit first; one adjective between them ("40 in-depth interviews", "300 invitados aprox.") next.
  const first = tight.exec(text);
  const candidates: Array<[RegExpExecArray, number]> = [
    ...(first ? [[first, 0.9] as [RegExpExecArray, number]] : []),
    ...[...text.matchAll(pattern)].map((m) => [m as RegExpExecArray, 0.75] as [RegExpExecArray, number]),
  ];
  for (const [candidate, confidence] of candidates) {
    const value = rangeValue(candidate[1], candidate[2]);
    if (value === undefined || value < 1) continue;
    // A length, not a count ("60-minute interviews", "90 min sessions").
    if (
      DURATION_AFTER.test(
        text.slice(candidate.index + (candidate[0].indexOf(candidate[1] ?? "") + (candidate[1] ?? "").length)),
      )
    )
      continue;
    // An ordinal is a position, not a count ("au 5e étage", "on the 3rd floor", "im 3. OG").
    if (
      /^(?:e|er|ème|th|st|nd|rd|º|ª|°|\.)/i.test(
        text.slice(candidate.index + (candidate[0].indexOf(candidate[1] ?? "") + (candidate[1] ?? "").length)),
      )
    )
      continue;
    // "un piso", "um andar", "one user": an article, not a count (a day is the exception: "ein Tag").
    if (
      !articleCounts &&
      !candidate[2] &&
      /^(?:un|um|uno|una|uma|ein|eine|one|une|een)$/i.test((candidate[1] ?? "").trim())
    )
      continue;
    return reading(candidate, Math.round(value * 10) / 10, confidence);
  }
  return undefined;
}

const PART_BEFORE = /\b(with|con|mit|avec|com|including|plus|met|inclusief)\b[^.;]*$/i;
const PART_AFTER =
  /^\s*(office|offices|büro\p{L}*|oficinas?|bureaux?|escritórios?|mezzanine|annex|uffici|ufficio|kantoor\p{L}*)/iu;

/** The largest value each count of whole things may take (the brief's schema limits). */
const WHOLE_COUNT_MAX: Partial<Record<keyof typeof UNIT_WORDS, number>> = {
  groups: 1_000,
  waves: 100,
  servers: 100_000,
  applications: 100_000,
  databases: 100_000,
  nights: 60,
  stages: 100,
};

/** A group's size said as the group ("we are 35", "siamo in 35", "a group of 40", "wir sind 12"), in the seven languages. */
const GROUP_SIZE =
  /\b(?:we(?:'re| are)(?: a group of)?|(?:a|our) (?:group|party|team) of|somos(?: un grupo de)?|un grupo de|nuestro grupo de|wir sind(?: eine gruppe von)?|eine gruppe von|nous sommes(?: un groupe de)?|un groupe de|notre groupe de|somos(?: um grupo de)?|um grupo de|siamo(?: in)?|un gruppo di|il nostro gruppo di|we zijn(?: met)?|een groep van)\s+(\d{1,5})(?![\d.,]*\s*(?:%|years?|años|jahre|ans|anos|anni|jaar|\p{L}*(?:euro|€|\$)))/iu;
function groupSizeIn(text: string): Reading | undefined {
  const m = GROUP_SIZE.exec(text);
  const value = m?.[1] ? Number(m[1]) : undefined;
  return m && value !== undefined && value >= 2 ? reading(m, value, 0.75) : undefined;
}

/** Which quantities each domain reads (the others are words of another kind of project). */
const QUANTITIES_BY_DOMAIN: Record<Domain, Array<keyof typeof UNIT_WORDS>> = {
  construction: ["floors"],
  event: ["attendees", "days", "floors", "nights", "stages"],
  research: ["participants", "pages", "groups", "waves"],
  software: ["screens", "pages", "servers", "applications", "databases"],
  marketing: ["pages"],
  other: ["pages"],
};

export function quantitiesIn(
  text: string,
  domain: Domain,
  options: { room?: boolean } = {},
): Partial<Record<QuantityName, Reading>> {
  const out: Partial<Record<QuantityName, Reading>> = {};
  if (domain === "construction" || domain === "event" || domain === "other") {
    const area = areaIn(text, { room: options.room });
    if (area && area.value >= 1 && area.value <= 5_000_000) out.area_m2 = area;
  }
  if (domain === "software") {
    const data = dataVolumeIn(text);
    if (data) out.data_tb = data;
  }
  // A size measured the way software is measured (function points, KLOC...) is read whatever the domain guessed.
  Object.assign(out, statedSizesIn(text));
  for (const name of QUANTITIES_BY_DOMAIN[domain]) {
    const found =
      name === "participants"
        ? participantsIn(text)
        : name === "floors"
          ? (storeysSaidIn(text) ?? countIn(text, name))
          : name === "days"
            ? (countIn(text, name) ?? oneDayIn(text))
            : name === "attendees"
              ? (countIn(text, name) ?? groupSizeIn(text))
              : countIn(text, name);
    if (!found) continue;
    if (name === "floors" && (found.value > 200 || !Number.isInteger(found.value))) continue;
    // "with a two-storey office block": the storeys of a part, not of the building.
    if (
      name === "floors" &&
      PART_BEFORE.test(text.slice(Math.max(0, found.index - 30), found.index)) &&
      PART_AFTER.test(text.slice(found.end, found.end + 25))
    )
      continue;
    if (name === "days" && found.value > 60) continue;
    // Counts of whole things within the brief's limits: anything else is a misreading, left out rather than failing the brief.
    const most = WHOLE_COUNT_MAX[name];
    if (most !== undefined && (!Number.isInteger(found.value) || found.value > most)) continue;
    out[name] = found;
  }
  return out;
}

/** Units of a qualitative study (interviews, sessions) and of a survey (respondents, completes), in the reader's languages. */
const INTERVIEW_UNITS =
  "interviews?|sessions|entrevistas?|tiefeninterviews|gespräche|entretiens|interviste|intervista|sessioni|colloqui|diepte-interviews|gesprekken|sessies";
const RESPONDENT_UNITS =
  "respondents|completes|responses|surveys|encuestados|encuestas|respuestas|befragte|befragten|antworten|répondants|réponses|questionnaires|respondentes|respostas|inquiridos|inquéritos|rispondenti|risposte|questionari|respondenten|antwoorden|enquêtes";
const RESEARCH_UNITS = `${INTERVIEW_UNITS}|${RESPONDENT_UNITS}`;

/** A study's stated numbers of interviews and of survey respondents ("20 interviews and a survey of 500 respondents"). */
export function studyCountsIn(text: string): { interviews?: number; respondents?: number } {
  return {
    interviews: countOfUnits(text, INTERVIEW_UNITS)?.value,
    respondents: countOfUnits(text, RESPONDENT_UNITS)?.value,
  };
}
/** Words before a head count that make it the size of a company, not people taking part ("companies with", "empresas de"). */
const ORGANISATION_SIZE_BEFORE =
  /\b(?:compan(?:y|ies)|firms?|businesses|organi[sz]ations?|employers|empresas?|firmas?|unternehmen|betriebe[n]?|entreprises?|sociétés?|organismes?|aziende|imprese|società|organizzazioni|bedrijven|organisaties)\s+(?:with|of|having|de|con|mit|von|avec|com|di|met|van)\s*(?:\p{L}+\s+){0,2}$/iu;

/** A stated response target first ("aiming for 800 responses"), then "n=400", then people or interviews counted. */
function participantsIn(text: string): Reading | undefined {
  const target = compiled(
    `${APPROX}${RANGE}\\s*(?:responses|respuestas|réponses|respostas|antworten|completes|completed surveys|encuestas completadas|risposte|questionari completati|antwoorden|ingevulde enquêtes)(?![\\p{L}])`,
    "iu",
  ).exec(text);
  const targetValue = target ? rangeValue(target[1], target[2]) : undefined;
  if (target && targetValue) return reading(target, targetValue, 0.9);
  const n = compiled(`\\bn\\s*=\\s*(${NUMBER})`, "iu").exec(text);
  const nValue = n?.[1] ? parseAmount(n[1]) : undefined;
  if (n && nValue) return reading(n, nValue, 0.9);
  // What is counted in a study (interviews, respondents, sessions) before people in general, and never the
  // size of the organisations asked about ("IT directors at companies with 200-2,000 employees").
  const sessions = countOfUnits(text, RESEARCH_UNITS);
  if (sessions) return sessions;
  const counted = countIn(text, "participants");
  if (counted && !ORGANISATION_SIZE_BEFORE.test(text.slice(Math.max(0, counted.index - 30), counted.index)))
    return counted;
  const among =
    compiled(
      `\\b(?:auprès de|with|among|con|mit|com|entre|a|tra|met|onder|bij|unter|fra)\\s+${APPROX}${RANGE}\\s+\\p{L}`,
      "iu",
    ).exec(text) ?? surveyedGroup(text);
  const amongValue = among ? rangeValue(among[1], among[2]) : undefined;
  return among && amongValue && amongValue >= 3 ? reading(among, amongValue, 0.6) : undefined;
}

/** Units after a count that make it a length or a size, never a group of people asked ("a study of 12 weeks"). */
const NOT_PEOPLE =
  /^(?:weeks?|months?|days?|hours?|minutes?|pages?|questions?|markets?|countries|cities|semanas|meses|días|wochen|monate|tage|seiten|fragen|semaines|mois|jours|questions|settimane|mesi|giorni|pagine|domande|weken|maanden|dagen|vragen|paginas|páginas|perguntas|preguntas)(?![\p{L}])/iu;
/** The group a survey or study is "of" ("a survey of 200 oncologists", "una encuesta de 300 médicos"): a count of people whatever the noun. */
function surveyedGroup(text: string): RegExpExecArray | null {
  const m = compiled(
    `\\b(?:survey|study|poll|panel|sample|questionnaire|census|encuesta|estudio|sondeo|umfrage|befragung|studie|enquête|sondage|étude|pesquisa|inquérito|estudo|sondaggio|indagine|questionario|onderzoek|enquête|peiling)\\s+(?:of|de|di|van|von|unter|among|bij|onder)\\s+${APPROX}${RANGE}\\s+(\\p{L}+)`,
    "iu",
  ).exec(text);
  return m && !NOT_PEOPLE.test(m[3] ?? "") ? m : null;
}

/** "ein Tag", "un día", "one day", "une journée", "um dia": an event of one day. */
function oneDayIn(text: string): Reading | undefined {
  const m =
    /\b(?:ein(?:en)?|un|una|um|one|a|une|uma|een|één)\s+(?:full\s+|ganzen\s+|intera\s+|hele\s+)?(?:tag|día|dia|day|jour|journée|giorno|giornata|dag)(?![\p{L}-])/iu.exec(
      text,
    );
  return m ? reading(m, 1, 0.7) : undefined;
}

const DATA_VOLUME = compiled(`${APPROX}${RANGE}\\s*(tb|tib|terabytes?|pb|petabytes?)(?![\\p{L}])`, "giu");

/** The largest stored volume a request states, in terabytes ("12 TB of file shares", "1.5 PB"). */
function dataVolumeIn(text: string): Reading | undefined {
  let best: Reading | undefined;
  for (const m of text.matchAll(DATA_VOLUME)) {
    const value = rangeValue(m[1], m[2]);
    if (value === undefined || value <= 0) continue;
    const tb = /^p/i.test(m[3] ?? "") ? value * 1000 : value;
    if (!best || tb > best.value) best = reading(m as RegExpExecArray, round1(tb), 0.85);
  }
  return best;
}
