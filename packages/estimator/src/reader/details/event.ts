import { detail, flag, wholeOf, type DetailReadings, type RequestText } from "./detail.js";

/** Words that ask for rooms, and for every meal (dinner included) while the group stays. */
const STAY =
  /\b(overnight|accommodation|hotel|rooms?|nights?|residential|alojamiento|hotel|noches?|habitaciones|übernachtung\p{L}*|nächte|hotelzimmer|hébergement|nuit(?:s|ée)?s?|chambres?|hospedagem|alojamento|noites?|quartos?|pernoite)\b/iu;
const FULL_BOARD =
  /\b(full board|all meals|pensión completa|vollpension|pension complète|pensão completa|all-inclusive|todo incluido|tudo incluído)\b/iu;
const NIGHTS =
  /(\d+|one|two|three|four|five|una|dos|tres|cuatro|cinco|eine|zwei|drei|vier|fünf|une|deux|trois|quatre|cinq|uma|duas|três|quatro|cinco)\s+(?:nights?|noches|nächte|nuits|noites|übernachtungen|pernoites)/iu;
const WORD_NUMBERS: Record<string, number> = {
  ...Object.fromEntries(["one", "una", "eine", "une", "uma"].map((w) => [w, 1])),
  ...Object.fromEntries(["two", "dos", "zwei", "deux", "duas"].map((w) => [w, 2])),
  ...Object.fromEntries(["three", "tres", "drei", "trois", "três"].map((w) => [w, 3])),
  ...Object.fromEntries(["four", "cuatro", "vier", "quatre", "quatro"].map((w) => [w, 4])),
  ...Object.fromEntries(["five", "cinco", "fünf", "cinq"].map((w) => [w, 5])),
};
const OUTDOOR = /\b(outdoor|garden|beach|open[- ]air|jard[ií]n|jardim|plein air|garten|playa|praia|plage)\b/i;
/** The general event model's outdoor words (a festival is outdoors there). */
const OUTDOOR_GENERAL = /outdoor|garden|beach|festival|open[- ]air/i;
const EVENING =
  /\b(gala|dinner|party|parties|christmas|holiday party|awards?|celebration|reception|cocktail|anniversary|cena|fiesta|gala|abendessen|feier|weihnachtsfeier|d[îi]ner|soir[ée]e|f[êe]te|jantar|festa|confraterniza[çc][ãa]o)\b/i;
/** Working sessions: a request naming them is a working event even when it also has a dinner or party. */
const WORKING =
  /\b(conventions?|conferences?|meetings?|offsites?|off-sites?|kick-?offs?|workshops?|trainings?|seminars?|summits?|retreats?|convenç(?:ão|ões)|convención|reuni(?:ón|ão)|tagung|seminar|klausur|séminaires?|congr[eè]s|formation|treinamento|formação|encontro)\b/iu;
/** Event types the general event model prices catering by, in the order it looks for them. */
export const EVENT_TYPES = [
  "wedding",
  "gala",
  "conference",
  "product launch",
  "trade show",
  "meetup",
  "workshop",
  "festival",
];
const PRIVATE = /wedding|internal|private|team/i;

function statedNights(text: string): DetailReadings["stated_nights"] {
  const m = NIGHTS.exec(text);
  if (!m?.[1]) return undefined;
  const word = m[1].toLowerCase();
  const value = Number(word) || WORD_NUMBERS[word] || 0;
  return value > 0 && value <= 60 ? detail(value, m[0], 0.9) : undefined;
}

/** What an event's request says about its stay, its meals, its setting and its sessions. */
export function eventDetails(request: RequestText): DetailReadings {
  const whole = wholeOf(request);
  const { summary } = request;
  const lower = summary.toLowerCase();
  const type = EVENT_TYPES.find((t) => lower.includes(t));
  return {
    stated_nights: statedNights(whole),
    stays_overnight: flag(STAY, whole),
    full_board: flag(FULL_BOARD, whole, 0.9),
    outdoor: flag(OUTDOOR, summary) ?? flag(OUTDOOR_GENERAL, summary, 0.6),
    evening_function: flag(EVENING, whole),
    working_sessions: flag(WORKING, whole),
    event_type: type ? detail(type, type, 0.7) : undefined,
    private_event: flag(PRIVATE, summary, 0.6),
  };
}
