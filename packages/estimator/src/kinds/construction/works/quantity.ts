import { APPROX, RANGE, rangeValue, reading, type Reading } from "../../../reader/readings.js";
import type { WorksUnit } from "./types.js";

/** A letter and its accented forms, so the words below match the text as typed ("Stellplätze", "vehículos"). */
const ACCENTED: Record<string, string> = {
  a: "[aàáâãä]",
  e: "[eèéêë]",
  i: "[iìíîï]",
  o: "[oòóôõö]",
  u: "[uùúûü]",
  c: "[cç]",
  n: "[nñ]",
};
const tolerant = (words: string) => words.replace(/[aeiouocn]/g, (ch) => ACCENTED[ch] ?? ch).replace(/ /g, "[\\s-]+");

/** Words of each counted unit in the seven languages (plural and singular), without accents. */
const COUNT_WORDS: Record<Exclude<WorksUnit, "m2" | "power_kw" | "length_m" | "capacity_m3_day">, string> = {
  parking_spaces:
    "parking spaces?|car parking spaces?|car spaces?|parking bays?|bays?|spaces?|stalls|cars|vehicles|plazas de aparcamiento|plazas de garaje|plazas de estacionamiento|plazas|cajones|coches|vehiculos|" +
    "stellplatzen|stellplatze|pkw-stellplatze|parkplatzen|parkplatze|pkw|fahrzeuge|places de parking|places de stationnement|places|voitures|vehicules|vagas de estacionamento|vagas|lugares|carros|veiculos|" +
    "posti auto|posti macchina|stalli|posti|veicoli|parkeerplaatsen|parkeerplekken|plaatsen|auto's|voertuigen",
  rooms:
    "guest rooms?|hotel rooms?|rooms?|keys|habitaciones|zimmern|zimmer|hotelzimmer|chambres|quartos|apartamentos|camere|kamers|hotelkamers",
  beds: "beds?|camas|plazas|betten|pflegeplatzen|pflegeplatze|lits|leitos|posti letto|letti|bedden",
  seats:
    "seats?|spectators|asientos|butacas|localidades|espectadores|sitzplatzen|sitzplatze|zuschauer|zuschauerplatze|places assises|spectateurs|fauteuils|assentos|lugares|posti a sedere|spettatori|posti|zitplaatsen|stoelen|toeschouwers|plaatsen",
  chargers:
    "ev chargers?|chargers?|charging points|charge points|charging stations|wallboxes|cargadores|puntos de recarga|puntos de carga|ladepunkte|ladesaulen|ladestationen|wallboxen|bornes de recharge|bornes|points de charge|" +
    "carregadores|pontos de carregamento|colonnine|punti di ricarica|laadpalen|laadpunten",
  items:
    "courts|pitches|fields|towers|masts|pools|playgrounds|pistas|canchas|campos|torres|piscinas|platze|felder|masten|becken|terrains|piscines|quadras|campi|torri|piscine|banen|velden|zwembaden",
};

/** Units with a scale: what one of each is in the measure's unit (1 MWp = 1,000 kW, 1 km = 1,000 m). */
const SCALED_UNITS: Record<"power_kw" | "length_m" | "capacity_m3_day", Array<[string, number]>> = {
  power_kw: [
    ["kwp|kwc|kwe|kw|kilowatts? peak|kilowatts?|kilovatios?|kilowattpiek", 1],
    ["mwp|mwc|mw|megawatts? peak|megawatts?|megavatios?", 1000],
    // A count of panels is a power at a typical module's rating: about 420 Wp (NREL, U.S. Solar Photovoltaic
    // System and Energy Storage Cost Benchmarks, Q1 2023, residential module assumption of 400–430 W).
    [
      "solar panels|solar modules|pv panels|pv modules|panels|zonnepanelen|panelen|paneles solares|paneles|placas solares|placas|solarmodule|solarpaneele|module|panneaux solaires|panneaux|paineis solares|paineis|modulos|pannelli solari|pannelli|moduli",
      0.42,
    ],
  ],
  length_m: [
    ["km|kilometres?|kilometers?|kilometros?|kilometern?|chilometri", 1000],
    ["linear metres|linear meters|metres|meters|metern|meter|metros|metri|lm|ml|m", 1],
    ["linear feet|feet|ft", 0.3048],
  ],
  capacity_m3_day: [
    [
      "m3/day|m³/day|m3/d|m³/d|m3 per day|m³ per day|cubic metres per day|cubic meters per day|m3/dia|m³/dia|m3 por dia|m³ por dia|m3/tag|m³/tag|m3/jour|m³/jour|m3/j|m³/j|m3/giorno|m³/giorno|m3/dag|m³/dag",
      1,
    ],
    ["mld|megalitres per day|megaliters per day", 1000],
    ["mgd", 3785],
  ],
};

/** Not a count of the unit: a duration, an ordinal or a unit that continues (m², m/s, kWh). */
const NOT_A_COUNT_AFTER = /^(?:[²³\d/]|h\b|\s*(?:minutes?|hours?|horas?|stunden?|heures?))/iu;

function firstReading(text: string, units: string, factor: number, loose: boolean): Reading | undefined {
  const between = loose ? "(?:[\\p{L}\\d'-]+\\s+){0,2}" : "";
  const pattern = new RegExp(`${APPROX}${RANGE}[\\s-]*${between}(?:${tolerant(units)})(?![\\p{L}])`, "giu");
  for (const m of text.matchAll(pattern)) {
    const value = rangeValue(m[1], m[2]);
    if (value === undefined || value <= 0 || NOT_A_COUNT_AFTER.test(text.slice(m.index + m[0].length))) continue;
    // "un hotel de 5 étoiles", "one car": an article or a single unit is no count of spaces or rooms.
    if (!m[2] && /^(?:un|um|uno|una|uma|ein|eine|one|une|a|een)$/i.test((m[1] ?? "").trim())) continue;
    return reading(m as RegExpExecArray, Math.round(value * factor * 10) / 10, loose ? 0.75 : 0.9);
  }
  return undefined;
}

/**
 * A stated quantity of a works unit ("400 spaces", "120 kWp", "1,2 MWc", "2 km", "zwei Tennisplätze"):
 * the number right before its unit first, then with up to two words between ("400 covered parking spaces").
 * Square metres are not read here: the reader's area is the area.
 */
export function worksQuantityIn(text: string, unit: Exclude<WorksUnit, "m2">, typeWords?: string): Reading | undefined {
  if (unit === "power_kw" || unit === "length_m" || unit === "capacity_m3_day") {
    for (const [units, factor] of SCALED_UNITS[unit]) {
      const found = firstReading(text, units, factor, false);
      if (found) return found;
    }
    return undefined;
  }
  const units = typeWords ? `${COUNT_WORDS[unit]}|${typeWords}` : COUNT_WORDS[unit];
  return firstReading(text, units, 1, false) ?? firstReading(text, units, 1, true);
}
