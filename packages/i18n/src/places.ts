/**
 * The country a site is in, read from the location a request names (a city, a region or a country
 * in any of the five languages), as an ISO 3166-1 alpha-2 code. Figures are written for that
 * country's locale and its taxes are named; a place not listed here has no country.
 * Earlier patterns win: "Porto Alegre" is Brazil before "Porto" is Portugal, "Latin America" is no country.
 */
const PLACE_NAMES: ReadonlyArray<readonly [string, string | undefined]> = [
  ["latin america|latinoam[eé]rica|am[eé]rica latina", undefined],
  [
    "brazil|brasil|s[aã]o paulo|rio de janeiro|bras[ií]lia|belo horizonte|curitiba|porto alegre|salvador da bahia|recife|fortaleza",
    "BR",
  ],
  ["mexico|m[eé]xico|cdmx|guadalajara|monterrey|puebla|canc[uú]n", "MX"],
  ["argentina|buenos aires|c[oó]rdoba, argentina|rosario", "AR"],
  ["colombia|bogot[aá]|medell[ií]n|cali", "CO"],
  ["chile|santiago de chile|valpara[ií]so", "CL"],
  ["peru|per[uú]|lima", "PE"],
  ["canada|canad[aá]|kanada|toronto|vancouver|montr[eé]al|qu[eé]bec|ottawa|calgary|edmonton|winnipeg", "CA"],
  [
    "usa|u[.]s[.](?:a[.]?)?|united states|estados unidos|[ée]tats-unis|vereinigte staaten|new york|nyc|manhattan|brooklyn|san francisco|bay area|silicon valley|los angeles|chicago|boston|seattle|texas|dallas|houston|austin|florida|miami|ohio|arizona|phoenix|california|denver|atlanta|philadelphia|washington,? d[.]?c[.]?",
    "US",
  ],
  [
    "uk|united kingdom|great britain|britain|england|scotland|wales|northern ireland|reino unido|royaume-uni|vereinigtes k[oö]nigreich|grossbritannien|großbritannien|london|londres|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|sheffield|cardiff|belfast",
    "GB",
  ],
  ["ireland|irlanda|irlande|irland|dublin|cork|galway", "IE"],
  [
    "switzerland|schweiz|suisse|suiza|su[ií][cç]a|zurich|z[uü]rich|geneva|gen[eè]ve|ginebra|basel|b[aâ]le|bern|berne|lausanne|lugano",
    "CH",
  ],
  ["austria|[oö]sterreich|autriche|vienna|wien|viena|vienne|salzburg|graz|innsbruck|linz", "AT"],
  [
    "germany|deutschland|alemania|allemagne|alemanha|berlin|berl[ií]n|munich|m[uü]nchen|m[uú]nich|hamburg|hamburgo|frankfurt|fr[aá]ncfort|cologne|k[oö]ln|colonia|stuttgart|d[uü]sseldorf|leipzig|dresden|hannover|nuremberg|n[uü]rnberg|bremen|essen|dortmund",
    "DE",
  ],
  ["luxembourg|luxemburg|luxemburgo", "LU"],
  [
    "belgium|belgique|belgi[eë]|belgien|b[eé]lgica|brussels|bruxelles|brussel|bruselas|antwerp|antwerpen|anvers|ghent|gent|gand|li[eè]ge",
    "BE",
  ],
  [
    "netherlands|nederland|holland|pa[ií]ses bajos|pays-bas|niederlande|pa[ií]ses baixos|amsterdam|[aá]msterdam|rotterdam|the hague|den haag|utrecht|eindhoven",
    "NL",
  ],
  [
    "france|francia|frankreich|fran[cç]a|paris|par[ií]s|lyon|villeurbanne|marseille|toulouse|bordeaux|lille|nice|nantes|strasbourg|montpellier|rennes",
    "FR",
  ],
  [
    "spain|espa[nñ]a|espagne|spanien|espanha|madrid|barcelona|valencia|sevilla|seville|bilbao|m[aá]laga|zaragoza|palma|alicante|granada|murcia|santiago de compostela|a coru[nñ]a|vigo|las palmas|tenerife",
    "ES",
  ],
  [
    "portugal|lisbon|lisboa|lissabon|lisbonne|porto|oporto|braga|coimbra|faro|aveiro|funchal|madeira|a[cç]ores|azores",
    "PT",
  ],
  [
    "italy|italia|italie|italien|it[aá]lia|rome|roma|rom|milan|milano|mil[aá]n|mailand|naples|napoli|turin|torino|florence|firenze|bologna|venice|venezia|genoa|genova",
    "IT",
  ],
  ["denmark|danmark|dinamarca|danemark|d[aä]nemark|copenhagen|k[oø]benhavn|aarhus", "DK"],
  ["sweden|sverige|suecia|su[eè]de|schweden|su[eé]cia|stockholm|estocolmo|gothenburg|g[oö]teborg|malm[oö]", "SE"],
  ["norway|norge|noruega|norv[eè]ge|norwegen|oslo|bergen", "NO"],
  ["finland|suomi|finlandia|finlande|finnland|finl[aâ]ndia|helsinki|espoo|tampere", "FI"],
  [
    "poland|polska|polonia|pologne|polen|pol[oô]nia|warsaw|warszawa|varsovia|krak[oó]w|cracow|wroc[lł]aw|gda[nń]sk",
    "PL",
  ],
  ["czech|czechia|[cč]esko|chequia|tch[eè]quie|tschechien|prague|praha|praga|prag|brno", "CZ"],
  ["hungary|magyarorsz[aá]g|hungr[ií]a|hongrie|ungarn|budapest", "HU"],
  ["romania|rom[aâ]nia|rumania|roumanie|rum[aä]nien|bucharest|bucure[sș]ti", "RO"],
  ["greece|grecia|gr[eè]ce|griechenland|gr[eé]cia|athens|atenas|ath[eè]nes|athen|thessaloniki", "GR"],
  ["uae|u[.]a[.]e[.]|united arab emirates|dubai|abu dhabi|sharjah", "AE"],
  ["saudi|riyadh|jeddah|dammam", "SA"],
  ["singapore|singapur|singapour", "SG"],
  ["japan|jap[oó]n|japon|jap[aã]o|tokyo|tokio|t[oó]quio|osaka|kyoto|yokohama", "JP"],
  [
    "india|inde|indien|[ií]ndia|mumbai|bombay|delhi|new delhi|bangalore|bengaluru|hyderabad|chennai|pune|kolkata|ahmedabad",
    "IN",
  ],
  ["australia|australie|australien|austr[aá]lia|sydney|melbourne|brisbane|perth|adelaide|canberra", "AU"],
  ["new zealand|nueva zelanda|nouvelle-z[eé]lande|neuseeland|nova zel[aâ]ndia|auckland|wellington|christchurch", "NZ"],
  [
    "south africa|sud[aá]frica|afrique du sud|s[uü]dafrika|[aá]frica do sul|johannesburg|cape town|durban|pretoria",
    "ZA",
  ],
  ["nigeria|lagos|abuja", "NG"],
  ["kenya|nairobi|mombasa", "KE"],
];

/** Whole words only ("Lima", not the "lima" in "climate"), accented letters included. */
const PLACES = PLACE_NAMES.map(
  ([names, country]) => [new RegExp(`(?<![\\p{L}\\p{N}])(?:${names})(?![\\p{L}\\p{N}])`, "iu"), country] as const,
);

/** The country of a site named in a request, when the place is known. */
export function countryOf(location: string | undefined): string | undefined {
  if (!location) return undefined;
  for (const [pattern, country] of PLACES) if (pattern.test(location)) return country;
  return undefined;
}

/**
 * The country a currency belongs to, when only one uses it. US dollars and euros are priced in across
 * many countries, so they name none.
 */
const CURRENCY_COUNTRY: Readonly<Record<string, string>> = {
  BRL: "BR",
  MXN: "MX",
  ARS: "AR",
  COP: "CO",
  CLP: "CL",
  PEN: "PE",
  CAD: "CA",
  GBP: "GB",
  CHF: "CH",
  DKK: "DK",
  SEK: "SE",
  NOK: "NO",
  PLN: "PL",
  CZK: "CZ",
  HUF: "HU",
  RON: "RO",
  AED: "AE",
  SAR: "SA",
  SGD: "SG",
  JPY: "JP",
  INR: "IN",
  AUD: "AU",
  NZD: "NZ",
  ZAR: "ZA",
  NGN: "NG",
  KES: "KE",
};

export function currencyCountry(currency: string | undefined): string | undefined {
  return currency ? CURRENCY_COUNTRY[currency] : undefined;
}

/** The site's country: from its location, else from a currency only one country uses. */
export function siteCountry(location: string | undefined, currency?: string): string | undefined {
  return countryOf(location) ?? currencyCountry(currency);
}
