/**
 * The kind of event a request describes when none of the event kinds fits it: an event open to the
 * public (a festival, a concert, a run, a street market), priced by its site and crowd, or a group's trip
 * (an incentive trip), priced by its nights. Read once here, in the reader's seven languages.
 */
const PUBLIC =
  /\b(?:festivals?|open[- ]air|concerts?|conciertos?|konzert\w*|concerto|concerti|concertos?|marathons?|marat[óo]n|maratona|fun run|charity run|benefit run|\d+\s?k run|races?|carreras? (?:solidarias?|populares?|benéficas?)|corridas?|spendenlauf|benefizlauf|stadtlauf|course (?:solidaire|caritative|à pied)|benefietloop|hardloopwedstrijd|stratenloop|corsa (?:benefica|podistica)|christmas market|weihnachtsmarkt\w*|marché de noël|mercadillo navideño|mercado de natal|mercatino di natale|kerstmarkt|street party|fan zone|parade|carnival|karneval|carnaval)\b/iu;
const TRIP =
  /\b(?:incentive (?:trip|travel)|viajes? de incentivo|incentive-?reise\w*|incentivereise\w*|voyages? (?:de stimulation|incentive)|viagem de incentivo|viaggio (?:incentive|premio)|incentive-?reis|incentivereis)\b/iu;

export type EventFormat = "public" | "trip";

/** The event's format when the request names one no event kind prices; undefined otherwise. */
export function eventFormatIn(text: string): EventFormat | undefined {
  if (TRIP.test(text)) return "trip";
  if (PUBLIC.test(text)) return "public";
  return undefined;
}
