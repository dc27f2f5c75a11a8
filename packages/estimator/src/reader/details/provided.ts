import { PROVIDED_ITEMS, type ProvidedItem } from "@scopewise/shared";
import { detail, type DetailReadings, type RequestText } from "./detail.js";

/** Each item's words in the seven request languages (lower case; accents as written). */
const ITEM_WORDS: Record<ProvidedItem, string> = {
  venue:
    "venue|the hall|event space|location|lieu|salle|local|espacio|recinto|sal[óo]n|veranstaltungsort|location|saal|räume|local|espa[çc]o|sal[ãa]o|sede|locale|sala|zaal|locatie|ruimte|" +
    // The kinds of place an event is held at: a wedding's quinta, villa or vineyard is its venue.
    "quinta|villa|finca|hacienda|masia|masseria|ch[âa]teau|castle|castillo|schloss|castello|kasteel|vineyard|winery|bodega|weingut|domaine|vigneto|cantina|landgoed|barn|manor|palace|palacio|pal[áa]cio|palazzo",
  accommodation:
    "accommodation|hotel rooms|rooms|lodging|h[ée]bergement|chambres|alojamiento|habitaciones|hotel|unterkunft|unterbringung|zimmer|übernachtung(?:en)?|alojamento|hospedagem|quartos|alloggio|alloggi|camere|pernottament[oi]|accommodatie|hotelkamers|overnachting(?:en)?|kamers",
  catering:
    "catering|the food|food and drink|traiteur|restauration|comida|banquete|verpflegung|bewirtung|buf[êe]|alimenta[çc][ãa]o|ristorazione|cibo|eten en drinken",
  licences:
    "licen[cs]es?|subscriptions?|software costs|licencias|suscripciones|lizenzen|abonnements?|licen[çc]as|assinaturas|licenze|abbonamenti|licenties|abonnementen",
};

/**
 * Words after the item saying the client has it or buys it: "the venue is already booked", "rooms are
 * booked separately by the family", "licences excluded", "la sala ya está reservada", "die Location ist
 * bereits gebucht", "le lieu est déjà réservé", "o local já está pago", "la sala è già prenotata",
 * "de zaal is al geregeld".
 */
const SAID_AFTER =
  "already (?:booked|paid(?: for)?|covered|sorted|secured|arranged|have|own)|(?:booked|paid|arranged|handled|purchased|bought|covered) (?:separately|by (?:us|the (?:family|client|couple|company|hotel)))|separately|ourselves|(?:are|is) (?:not needed|not included|excluded|covered)|excluded|ya (?:est[áa]n?|tenemos|reservad[oa]s?|pagad[oa]s?|contratad[oa]s?)|por (?:nuestra|su) cuenta|excluid[oa]s?|(?:ist|sind) (?:bereits|schon) (?:gebucht|vorhanden|bezahlt|organisiert)|bereits (?:gebucht|vorhanden|bezahlt)|übernehmen wir selbst|nicht (?:n[öo]tig|enthalten|ben[öo]tigt)|d[ée]j[àa] (?:r[ée]serv[ée]e?s?|pay[ée]e?s?|trouv[ée]e?s?|pris(?:es?)? en charge)|à (?:notre|leur|sa) charge|non (?:inclus|n[ée]cessaires?)|exclue?s?|j[áa] (?:temos|est[áa]o? (?:reservad[oa]s?|pag[oa]s?|contratad[oa]s?)|reservad[oa]s?|pag[oa]s?)|por (?:nossa|conta d[oa]) (?:conta|fam[íi]lia|cliente)?|n[ãa]o (?:inclu[íi]d[oa]s?|necess[áa]ri[oa]s?)|exclu[íi]d[oa]s?|gi[àa] (?:prenotat[oaie]|pagat[oaie]|disponibil[ie])|a (?:nostro|nostra|loro) carico|non (?:incluse?|inclus[oi]|necessari[oaie])|esclus[oaie]|al (?:geregeld|geboekt|betaald|aanwezig)|regelen we zelf|niet (?:nodig|inbegrepen)|exclusief|uitgezonderd";

/**
 * Words before the item: "without the venue", "we provide the catering", "we'll buy the licences ourselves",
 * "sin el alojamiento", "ohne Unterkunft", "hors hébergement", "sem alojamento", "senza alloggio", "zonder catering".
 */
const SAID_BEFORE =
  "(?:we|the (?:family|client|couple|company)) (?:will |'ll )?(?:buy|provide|book|pay for|cover|supply|handle|organise|organize) (?:the |our |all )?|without (?:the |any )?|excluding (?:the )?|except (?:for )?(?:the )?|no need for (?:the |a )?|sin (?:el |la |los |las )?|excepto (?:el |la )?|ohne (?:die |den |das )?|exklusive|hors|sans (?:le |la |les |l')?|sem (?:o |a |os |as )?|senza (?:il |la |lo |i |le |l')?|zonder (?:de |het )?|exclusief";

const ITEM_THEN_PROVIDED = (item: string) =>
  new RegExp(`(?<![\\p{L}])(?:${item})(?![\\p{L}])[^.;!?\\n]{0,30}?(?<![\\p{L}])(?:${SAID_AFTER})(?![\\p{L}])`, "iu");
const PROVIDED_THEN_ITEM = (item: string) => new RegExp(`(?<![\\p{L}])(?:${SAID_BEFORE})(?:${item})(?![\\p{L}])`, "iu");

const PATTERNS = PROVIDED_ITEMS.map((item) => ({
  item,
  after: ITEM_THEN_PROVIDED(ITEM_WORDS[item]),
  before: PROVIDED_THEN_ITEM(ITEM_WORDS[item]),
}));

/** What the request says the client provides or buys themselves, with the words it was read from. */
export function providedDetails(request: RequestText): DetailReadings {
  const found: ProvidedItem[] = [];
  const words: string[] = [];
  for (const { item, after, before } of PATTERNS) {
    const m = after.exec(request.summary) ?? before.exec(request.summary);
    if (!m) continue;
    found.push(item);
    words.push(m[0]);
  }
  return found.length > 0 ? { provided_by_client: detail(found, words.join("; "), 0.75) } : {};
}
