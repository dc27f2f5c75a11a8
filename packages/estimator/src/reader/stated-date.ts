/**
 * A calendar date the request names ("in September", "by 1 October 2026", "en mayo", "bis Ende Juni",
 * "d'ici septembre", "até março", "entro settembre", "vóór 1 mei"), in the seven languages, as written. It
 * is kept as words: turning it into weeks needs the day the request was made.
 */
/** The months' full names in the seven languages, for every reading of a calendar date. */
export const MONTH_NAMES = [
  "january|february|march|april|may|june|july|august|september|october|november|december",
  "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre",
  "januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember",
  "janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre",
  "janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
  "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
  "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
].join("|");
/** English abbreviations, read only when capitalised ("Sep", not "sep"). */
const MONTHS = `${MONTH_NAMES}|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec`;
/** Words that put a date on the work: "in", "by", "before", "launch", and their like in the other languages. */
const BEFORE =
  "in|by|on|before|until|from|for|early|mid|late|end of|the end of|launch(?:ing|es)?|opens?|go(?:es)? live|en|para|antes de|hasta|a (?:finales|principios|mediados) de|im|bis|zum|ab|anfang|mitte|ende|bis ende|pour|avant|d'ici|fin|début|mi-|em|até|para|antes de|no (?:início|final) de|a|ad|entro|per|prima di|inizio|fine|a fine|vóór|voor|tegen|uiterlijk|eind|begin|half";
const DAY = "(?:\\d{1,2}(?:st|nd|rd|th|er|º|°)?\\.?\\s+(?:de\\s+|of\\s+)?)?";
const YEAR = "(?:\\s+(?:de\\s+|of\\s+)?20\\d\\d)?";
const DATED = new RegExp(
  `(?<![\\p{L}])(?:(?:${BEFORE})\\s+(?:the\\s+|el\\s+|le\\s+|o\\s+|il\\s+|de\\s+|dem\\s+)?)${DAY}(${MONTHS})(?![\\p{L}])${YEAR}`,
  "iu",
);

/** The date the request names, as written, or undefined. English "may" counts only as the capitalised month. */
export function statedDateIn(text: string): { words: string } | undefined {
  for (const m of text.matchAll(new RegExp(DATED.source, "giu"))) {
    const month = m[1] ?? "";
    if (/^may$/i.test(month) && month !== "May") continue;
    if (/^(?:mar|jan|dec|sep|oct|nov|aug|jun|jul|apr|feb)$/i.test(month) && month[0] !== month[0]?.toUpperCase())
      continue;
    return { words: m[0].trim() };
  }
  return undefined;
}
