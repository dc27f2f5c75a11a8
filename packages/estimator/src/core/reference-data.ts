import { cited, citation, type Cited } from "../reference/cited.js";

/**
 * Reference tables the models price with. Dated and editable: update the figures here and
 * every estimate follows. Base prices are in USD for a US-average location.
 */
export const REFERENCE_DATE = "2025-06";

/** Units of each currency per US dollar (reference rates, REFERENCE_DATE). */
export const FX_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  CAD: 1.36,
  AUD: 1.52,
  NZD: 1.66,
  JPY: 150,
  CNY: 7.2,
  INR: 83,
  PKR: 278,
  BDT: 117,
  AED: 3.67,
  SAR: 3.75,
  SGD: 1.35,
  HKD: 7.8,
  BRL: 5.0,
  MXN: 17.5,
  ZAR: 18.5,
  NGN: 1500,
  KES: 130,
  SEK: 10.5,
  NOK: 10.6,
  DKK: 6.9,
  PLN: 4.0,
  TRY: 32,
  ILS: 3.7,
  KRW: 1350,
  PHP: 56,
  VND: 25000,
  IDR: 16000,
  THB: 35,
  MYR: 4.5,
  TWD: 31,
  LKR: 300,
  NPR: 133,
  CZK: 23,
  HUF: 360,
  RON: 4.6,
  BGN: 1.8,
  ISK: 138,
  UAH: 40,
  RUB: 90,
  QAR: 3.64,
  KWD: 0.31,
  BHD: 0.376,
  OMR: 0.385,
  EGP: 48,
  MAD: 10,
  GHS: 15,
  TZS: 2600,
  UGX: 3750,
  ETB: 57,
  ARS: 900,
  CLP: 930,
  COP: 3900,
  PEN: 3.75,
  UYU: 40,
  RSD: 108,
};

/** Whether the reference table has a rate for this currency (codes without one are priced in USD, see `estimate`). */
export function hasReferenceRate(currency: string): boolean {
  return currency in FX_PER_USD;
}

/** A USD amount in the given currency. Unknown codes are refused: a silent 1:1 would misprice everything. */
export function usdTo(currency: string, usd: number): number {
  const rate = FX_PER_USD[currency];
  if (rate === undefined) throw new Error(`No reference exchange rate for ${currency}.`);
  return usd * rate;
}

/** One place the models know: how dear labour and building are there, relative to the US average, and its currency. */
interface Place {
  pattern: RegExp;
  label: string;
  currency?: string;
  /** General and labour cost level (US average = 1): what other domains price professional work with. */
  labour: Cited<number>;
  /** Building cost level (US national average = 1) for the same building bought in USD. */
  construction: Cited<number>;
  /** North or South America: home-improvement prices follow the US market there rather than the UK's. */
  americas?: boolean;
}

const RSMEANS_CCI = "RSMeans City Cost Index (Gordian), weighted average, 30-city average = 1.00";
const BLS_OEWS = "U.S. BLS Occupational Employment and Wage Statistics, metro-area mean wage ÷ U.S. mean wage";
const INTERNATIONAL =
  "Turner & Townsend International Construction Market Survey 2024 and Arcadis International Construction Costs 2024: relative building cost in USD, rounded";
const OECD_PRICE_LEVELS = "OECD Comparative price levels (GDP), United States = 1.00";
const ICP_PRICE_LEVELS = "World Bank International Comparison Program, price level index (GDP), United States = 1.00";
const ONS_ASHE = "ONS Annual Survey of Hours and Earnings (London ÷ UK mean) × OECD Comparative price level for the UK";

/**
 * Before a place name that is also a common word ("lima", "rio", "nice"): it is a place only after a
 * word saying where, in any of the request languages ("in Lima", "à Nice", "en Cali").
 */
const AT =
  "(?<=(?:in|at|near|around|from|en|à|a|au|em|no|na|im|bei|nach|aus|de|di|te|bij|nabij|près de|cerca de|perto de|vicino a)\\s)";

function us(pattern: RegExp, label: string, labour: number, construction: number): Place {
  return {
    pattern,
    label,
    currency: "USD",
    labour: cited(labour, BLS_OEWS, 2023),
    construction: cited(construction, RSMEANS_CCI, 2024),
    americas: true,
  };
}
function country(
  pattern: RegExp,
  label: string,
  currency: string | undefined,
  labour: number,
  construction: number,
  labourSource = OECD_PRICE_LEVELS,
  labourYear = 2024,
): Place {
  return {
    pattern,
    label,
    ...(currency ? { currency } : {}),
    labour: cited(labour, labourSource, labourYear),
    construction: cited(construction, INTERNATIONAL, 2024),
  };
}

function inAmericas(place: Place): Place {
  return { ...place, americas: true };
}

/**
 * Places in the order they are matched (cities before their country). Each pattern is used by
 * `extractBrief` without the `u` flag, so word boundaries sit only next to ASCII letters.
 */
const PLACES: Place[] = [
  // US metros: RSMeans City Cost Index (construction) and BLS OEWS mean wages (labour).
  us(/san francisco|bay area|silicon valley|san jose|oakland/i, "San Francisco", 1.39, 1.27),
  us(/new york|nyc|manhattan|brooklyn/i, "New York", 1.27, 1.32),
  us(/\bboston\b/i, "Boston", 1.28, 1.17),
  us(/\bseattle\b/i, "Seattle", 1.33, 1.1),
  us(/los angeles|\bl\.a\.(?= |,|$)/i, "Los Angeles", 1.12, 1.14),
  us(/san diego/i, "San Diego", 1.12, 1.1),
  us(/\bchicago\b/i, "Chicago", 1.08, 1.2),
  us(/philadelphia/i, "Philadelphia", 1.1, 1.16),
  us(/washington,? d\.?c\.?|\bd\.c\.(?= |,|$)/i, "Washington, DC", 1.31, 0.95),
  us(/\bdenver\b/i, "Denver", 1.16, 0.92),
  us(/minneapolis|st\.? paul\b/i, "Minneapolis", 1.13, 1.09),
  us(/\bdetroit\b/i, "Detroit", 1.01, 1.02),
  us(/\batlanta\b/i, "Atlanta", 1.04, 0.9),
  us(/\bmiami\b/i, "Miami", 0.97, 0.88),
  us(/\baustin\b/i, "Austin", 1.07, 0.84),
  us(/\bdallas\b|fort worth/i, "Dallas", 1.04, 0.86),
  us(/\bhouston\b/i, "Houston", 1.01, 0.86),
  us(/\bphoenix\b/i, "Phoenix", 0.99, 0.88),
  us(/portland,? (or|oregon)\b/i, "Portland", 1.1, 1.02),
  us(/las vegas/i, "Las Vegas", 0.93, 1.04),
  us(/texas|florida|ohio|arizona|new mexico/i, "a lower-cost US state", 0.92, 0.87),
  // Europe.
  country(/\blondon\b|\blondres\b/i, "London", "GBP", 1.1, 1.3, ONS_ASHE, 2023),
  country(
    /\b(uk|united kingdom|great britain|england|scotland|wales|northern ireland|reino unido|royaume-uni|gro(ss|ß)britannien|vereinigtes k(ö|oe)nigreich|inglaterra|manchester|birmingham|leeds|liverpool|bristol|sheffield|newcastle|nottingham|leicester|glasgow|edinburgh|cardiff|belfast|southampton|oxford|cambridge|brighton|york|coventry|plymouth|aberdeen|dundee|swansea|milton keynes|cotswolds|yorkshire|lancashire|cornwall|devon|kent|surrey|sussex|essex|hampshire|somerset|cumbria|lake district|midlands|perthshire|highlands)\b/i,
    "the United Kingdom",
    "GBP",
    0.95,
    1.1,
  ),
  country(
    /zurich|z(ü|ue)rich|geneva|gen(è|e)ve|genf|ginebra|basel|\bbern\b|lausanne|switzerland|schweiz|suisse|suiza|su(í|i)(ç|c)a/i,
    "Switzerland",
    "CHF",
    1.3,
    1.35,
  ),
  country(
    new RegExp(
      `germany|deutschland|alemania|allemagne|alemanha|berlin|munich|m(ü|ue)nchen|m(ú|u)nich|hamburg|frankfurt|cologne|k(ö|oe)ln|stuttgart|d(ü|ue)sseldorf|leipzig|dresden|hannover|hanover|nuremberg|n(ü|ue)rnberg|bremen|dortmund|regensburg|freiburg|karlsruhe|mannheim|mainz|wiesbaden|\\bbonn\\b|m(ü|ue)nster|aachen|augsburg|heidelberg|\\bkiel\\b|l(ü|ue)beck|rostock|potsdam|erfurt|magdeburg|${AT}essen|duisburg|bochum|wuppertal|bielefeld|braunschweig|chemnitz|ingolstadt|w(ü|ue)rzburg|darmstadt|kassel|osnabr(ü|ue)ck|oldenburg|saarbr(ü|ue)cken|bayern|bavaria|baden-w(ü|ue)rttemberg|nordrhein-westfalen|\\bnrw\\b|hessen|sachsen|niedersachsen|ruhrgebiet|schwarzwald`,
      "i",
    ),
    "Germany",
    "EUR",
    0.9,
    1.0,
  ),
  country(
    new RegExp(
      `netherlands|holland|nederland|niederlande|pa(í|i)ses bajos|pays-bas|holanda|amsterdam|rotterdam|utrecht|the hague|den haag|eindhoven|groningen|${AT}leiden|haarlem|delft|tilburg|breda|nijmegen|arnhem|maastricht|zwolle|almere|amersfoort|den bosch|'s-hertogenbosch|apeldoorn|enschede|leeuwarden|dordrecht|zaandam|hilversum|noord-holland|zuid-holland|noord-brabant|gelderland|friesland|randstad`,
      "i",
    ),
    "the Netherlands",
    "EUR",
    0.95,
    1.0,
  ),
  country(
    /denmark|danmark|d(ä|a)nemark|dinamarca|danemark|copenhagen|k(ø|o)benhavn|aarhus/i,
    "Denmark",
    "DKK",
    1.0,
    1.1,
  ),
  country(
    /sweden|sverige|schweden|suecia|su(è|e)de|su(é|e)cia|stockholm|gothenburg|g(ö|o)teborg|malm(ö|o)/i,
    "Sweden",
    "SEK",
    0.88,
    1.0,
  ),
  country(/norway|norge|norwegen|noruega|norv(è|e)ge|\boslo\b|bergen/i, "Norway", "NOK", 0.95, 1.05),
  country(/finland|suomi|finnland|finlandia|finlande|finl(â|a)ndia|helsinki/i, "Finland", "EUR", 0.95, 0.95),
  country(
    /austria|(ö|oe)sterreich|autriche|(á|a)ustria|vienna|\bwien\b|viena|vienne|salzburg|graz/i,
    "Austria",
    "EUR",
    0.92,
    1.0,
  ),
  country(/ireland|irlanda|irland|irlande|dublin/i, "Ireland", "EUR", 1.0, 1.05),
  country(
    /belgium|belgique|belgien|b(é|e)lgica|brussels|bruxelles|br(ü|u)ssel|bruselas|antwerp|antwerpen|ghent|\bgent\b/i,
    "Belgium",
    "EUR",
    0.92,
    0.95,
  ),
  country(
    new RegExp(
      `france|francia|frankreich|fran(ç|c)a|\\bparis\\b|lyon|villeurbanne|marseille|toulouse|bordeaux|lille|nantes|strasbourg|montpellier|rennes|grenoble|${AT}nice|saint-(é|e)tienne|le havre|reims|dijon|angers|n(î|i)mes|clermont-ferrand|aix-en-provence|brest|${AT}tours|amiens|limoges|annecy|metz|besan(ç|c)on|perpignan|orl(é|e)ans|rouen|caen|${AT}nancy|(î|i)le-de-france|provence|bretagne|brittany|normandie|normandy|alsace|occitanie|savoie|(hauts|yvelines|essonne|val-d'oise|seine-et-marne)`,
      "i",
    ),
    "France",
    "EUR",
    0.88,
    0.9,
  ),
  country(
    new RegExp(
      `spain|espa(ñ|n)a|spanien|espagne|espanha|madrid|barcelona|valencia|val(è|e)ncia|sevill[ae]|s(é|e)ville|m(á|a)laga|bilbao|zaragoza|alicante|palma de mallorca|valladolid|murcia|las palmas|granada|\\bvigo\\b|gij(ó|o)n|a coru(ñ|n)a|${AT}vitoria|pamplona|san sebasti(á|a)n|donostia|santander|salamanca|oviedo|c(á|a)diz|tarragona|girona|marbella|burgos|almer(í|i)a|huelva|castell(ó|o)n|logro(ñ|n)o|badajoz|ibiza|tenerife|gran canaria|mallorca|andaluc(í|i)a|catalu(ñ|n)ya|catalu(ñ|n)a|catalonia|galicia|pa(í|i)s vasco|euskadi|asturias|arag(ó|o)n|castilla`,
      "i",
    ),
    "Spain",
    "EUR",
    0.72,
    0.65,
  ),
  country(
    /portugal|lisbon|lisboa|lissabon|lisbonne|\bporto\b(?! alegre)|\boporto\b|braga|coimbra|\bfaro\b|funchal|aveiro|set(ú|u)bal|(é|e)vora|guimar(ã|a)es|viseu|leiria|cascais|sintra|algarve|a(ç|c)ores|azores/i,
    "Portugal",
    "EUR",
    0.64,
    0.55,
  ),
  country(
    new RegExp(
      `italy|italia|italien|italie|it(á|a)lia|milan|milano|mil(á|a)n|mailand|\\brome\\b|\\broma\\b|\\brom\\b|turin|torino|naples|napoli|florence|firenze|bologna|venice|venezia|genoa|genova|bergamo|brescia|verona|padova|padua|trieste|parma|modena|reggio emilia|\\bbari\\b|palermo|catania|cagliari|perugia|${AT}pisa|lucca|siena|${AT}como|monza|varese|trento|bolzano|udine|vicenza|treviso|rimini|ancona|pescara|salerno|messina|lombardia|lombardy|toscana|tuscany|piemonte|piedmont|veneto|emilia-romagna|sicilia|sicily|sardegna|sardinia|puglia|lazio|campania|liguria`,
      "i",
    ),
    "Italy",
    "EUR",
    0.78,
    0.8,
  ),
  country(/greece|athens|grecia|griechenland|gr(è|e)ce|gr(é|e)cia/i, "Greece", "EUR", 0.62, 0.55),
  country(
    /poland|polska|polen|polonia|pologne|pol(ó|o)nia|warsaw|warszawa|krak(ó|o)w|wroc(ł|l)aw/i,
    "Poland",
    "PLN",
    0.55,
    0.55,
  ),
  country(/czech(?:ia| republic)?|prague|praha|\bprag\b|brno/i, "Czechia", "CZK", 0.62, 0.55),
  country(/hungary|budapest|ungarn|hungr(í|i)a|hongrie/i, "Hungary", "HUF", 0.52, 0.5),
  country(/romania|bucharest|bucure(ș|s)ti/i, "Romania", "RON", 0.45, 0.45),
  country(/bulgaria|sofia/i, "Bulgaria", "BGN", 0.45, 0.45),
  country(/ukraine|kyiv|kiev/i, "Ukraine", "UAH", 0.45, 0.45),
  country(/serbia|belgrade/i, "Serbia", "RSD", 0.45, 0.45),
  country(/croatia|zagreb|slovakia|bratislava|eastern europe/i, "Eastern Europe", "EUR", 0.45, 0.45),
  country(/luxembourg|luxemburg|luxemburgo|lussemburgo/i, "Luxembourg", "EUR", 1.2, 1.1),
  country(
    new RegExp(
      `slovenia|ljubljana|estonia|tallinn|latvia|${AT}riga|lithuania|vilnius|malta|valletta|cyprus|nicosia|limassol`,
      "i",
    ),
    "the smaller euro-area states",
    "EUR",
    0.65,
    0.6,
  ),
  country(/iceland|reykjav(í|i)k/i, "Iceland", "ISK", 1.25, 1.2),
  country(
    new RegExp(`${AT}turkey|t(ü|u)rkiye|istanbul|ankara|izmir|antalya`, "i"),
    "Türkiye",
    "TRY",
    0.35,
    0.35,
    ICP_PRICE_LEVELS,
    2021,
  ),
  country(/israel|tel aviv|jerusalem|haifa/i, "Israel", "ILS", 1.0, 0.9),
  // Middle East and Asia-Pacific.
  country(
    /dubai|abu dhabi|\buae\b|united arab emirates/i,
    "the United Arab Emirates",
    "AED",
    0.8,
    0.6,
    ICP_PRICE_LEVELS,
    2021,
  ),
  country(/saudi|riyadh|jeddah/i, "Saudi Arabia", "SAR", 0.8, 0.6, ICP_PRICE_LEVELS, 2021),
  country(/qatar|doha/i, "Qatar", "QAR", 0.8, 0.65, ICP_PRICE_LEVELS, 2021),
  country(/kuwait/i, "Kuwait", "KWD", 0.75, 0.6, ICP_PRICE_LEVELS, 2021),
  country(/bahrain|manama/i, "Bahrain", "BHD", 0.7, 0.6, ICP_PRICE_LEVELS, 2021),
  country(/\boman\b|muscat/i, "Oman", "OMR", 0.7, 0.6, ICP_PRICE_LEVELS, 2021),
  country(/hong kong/i, "Hong Kong", "HKD", 0.8, 1.1, ICP_PRICE_LEVELS, 2021),
  country(/taiwan|taipei/i, "Taiwan", "TWD", 0.6, 0.6, ICP_PRICE_LEVELS, 2021),
  country(
    /india\b|indien|\binde\b|(í|i)ndia\b|bangalore|bengaluru|mumbai|bombay|new delhi|\bdelhi\b|hyderabad|\bpune\b|chennai|kolkata|ahmedabad|noida|gurgaon|gurugram|jaipur/i,
    "India",
    "INR",
    0.3,
    0.2,
    ICP_PRICE_LEVELS,
    2021,
  ),
  country(/pakistan|karachi|lahore/i, "Pakistan", "PKR", 0.25, 0.18, ICP_PRICE_LEVELS, 2021),
  country(/bangladesh|dhaka/i, "Bangladesh", "BDT", 0.25, 0.18, ICP_PRICE_LEVELS, 2021),
  country(/sri lanka|colombo/i, "Sri Lanka", "LKR", 0.25, 0.18, ICP_PRICE_LEVELS, 2021),
  country(/philippines|manila/i, "the Philippines", "PHP", 0.35, 0.32, ICP_PRICE_LEVELS, 2021),
  country(/vietnam|hanoi|ho chi minh/i, "Vietnam", "VND", 0.35, 0.32, ICP_PRICE_LEVELS, 2021),
  country(/indonesia|jakarta/i, "Indonesia", "IDR", 0.35, 0.32, ICP_PRICE_LEVELS, 2021),
  country(/thailand|bangkok/i, "Thailand", "THB", 0.35, 0.32, ICP_PRICE_LEVELS, 2021),
  country(/malaysia|kuala lumpur/i, "Malaysia", "MYR", 0.35, 0.32, ICP_PRICE_LEVELS, 2021),
  country(/singapore/i, "Singapore", "SGD", 0.9, 0.85, ICP_PRICE_LEVELS, 2021),
  country(/japan|tokyo|osaka|kyoto|yokohama/i, "Japan", "JPY", 0.65, 0.85),
  country(/korea|seoul|busan/i, "South Korea", "KRW", 0.7, 0.65),
  country(/china|shanghai|beijing|shenzhen|guangzhou/i, "China", "CNY", 0.5, 0.4, ICP_PRICE_LEVELS, 2021),
  country(
    /australia|austr(á|a)lia|australien|australie|sydney|melbourne|brisbane|perth|adelaide|canberra|gold coast|hobart/i,
    "Australia",
    "AUD",
    0.95,
    1.0,
  ),
  country(/new zealand|auckland|wellington|christchurch/i, "New Zealand", "NZD", 0.9, 0.95),
  // The Americas.
  inAmericas(
    country(
      /canada|canad(á|a)|kanada|toronto|vancouver|montreal|montr(é|e)al|calgary|ottawa|edmonton|winnipeg|qu(é|e)bec|halifax|mississauga|brampton|hamilton, on(tario)?|laval|gatineau|surrey, bc|burnaby|kitchener|waterloo, on(tario)?|victoria, bc|saskatoon|regina|ontario|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick/i,
      "Canada",
      "CAD",
      0.88,
      0.95,
    ),
  ),
  inAmericas(
    country(
      new RegExp(
        `mexico city|ciudad de m(é|e)xico|cdmx|m(é|e)xico|mexiko|mexique|guadalajara|monterrey|apodaca|san pedro garza garc(í|i)a|nuevo le(ó|o)n|n\\.\\s?l\\.|jalisco|zapopan|puebla|tijuana|canc(ú|u)n|quer(é|e)taro|m(é|e)rida|le(ó|o)n, gto|aguascalientes|chihuahua|hermosillo|saltillo|toluca|oaxaca|veracruz|quintana roo|baja california|playa del carmen|los cabos|morelia|culiac(á|a)n|mazatl(á|a)n|acapulco|tampico|ciudad ju(á|a)rez|mexicali|ensenada|cuernavaca|pachuca|san luis potos(í|i)|villahermosa|sinaloa|${AT}sonora|guanajuato|coahuila|tamaulipas|yucat(á|a)n|chiapas`,
        "i",
      ),
      "Mexico",
      "MXN",
      0.55,
      0.4,
    ),
  ),
  inAmericas(
    country(
      new RegExp(
        `brazil|brasil|br(é|e)sil|brasilien|s(ã|a)o paulo|rio de janeiro|${AT}rio|bras(í|i)lia|belo horizonte|curitiba|porto alegre|recife|fortaleza|campinas|${AT}salvador|manaus|bel(é|e)m|goi(â|a)nia|florian(ó|o)polis|${AT}natal|ribeir(ã|a)o preto|joinville|londrina|niter(ó|o)i|s(ã|a)o lu(í|i)s|macei(ó|o)|jo(ã|a)o pessoa|uberl(â|a)ndia|sorocaba|minas gerais|santa catarina|rio grande do sul|bahia|pernambuco|goi(á|a)s`,
        "i",
      ),
      "Brazil",
      "BRL",
      0.5,
      0.4,
      ICP_PRICE_LEVELS,
      2021,
    ),
  ),
  inAmericas(
    country(
      /argentina|buenos aires|c(ó|o)rdoba, argentina|mendoza/i,
      "Argentina",
      "ARS",
      0.45,
      0.4,
      ICP_PRICE_LEVELS,
      2021,
    ),
  ),
  inAmericas(
    country(
      new RegExp(`colombia|bogot(á|a)|medell(í|i)n|${AT}cali|barranquilla|cartagena de indias`, "i"),
      "Colombia",
      "COP",
      0.45,
      0.4,
      ICP_PRICE_LEVELS,
      2021,
    ),
  ),
  inAmericas(country(/chile|santiago de chile|valpara(í|i)so/i, "Chile", "CLP", 0.45, 0.4, ICP_PRICE_LEVELS, 2021)),
  inAmericas(country(new RegExp(`per(ú|u)|${AT}lima`, "i"), "Peru", "PEN", 0.45, 0.4, ICP_PRICE_LEVELS, 2021)),
  inAmericas(country(/uruguay|montevideo/i, "Uruguay", "UYU", 0.45, 0.4, ICP_PRICE_LEVELS, 2021)),
  inAmericas(
    country(
      new RegExp(
        `panama|panam(á|a)|ecuador|${AT}quito|guayaquil|el salvador|san salvador|puerto rico|san juan, pr`,
        "i",
      ),
      "a dollarised Latin American economy",
      "USD",
      0.45,
      0.45,
      ICP_PRICE_LEVELS,
      2021,
    ),
  ),
  inAmericas(
    country(
      /latin america|am(é|e)rica latina|lateinamerika|am(é|e)rique latine/i,
      "Latin America",
      undefined,
      0.45,
      0.4,
      ICP_PRICE_LEVELS,
      2021,
    ),
  ),
  country(/nigeria|lagos|abuja/i, "Nigeria", "NGN", 0.35, 0.45, ICP_PRICE_LEVELS, 2021),
  country(/kenya|nairobi/i, "Kenya", "KES", 0.35, 0.45, ICP_PRICE_LEVELS, 2021),
  country(/egypt|cairo/i, "Egypt", "EGP", 0.35, 0.45, ICP_PRICE_LEVELS, 2021),
  country(
    /morocco|maroc|marruecos|marokko|casablanca|rabat|marrakech|marrakesh|tangier|tanger/i,
    "Morocco",
    "MAD",
    0.35,
    0.4,
    ICP_PRICE_LEVELS,
    2021,
  ),
  country(/ghana|accra|kumasi/i, "Ghana", "GHS", 0.3, 0.45, ICP_PRICE_LEVELS, 2021),
  country(/tanzania|dar es salaam|dodoma/i, "Tanzania", "TZS", 0.3, 0.45, ICP_PRICE_LEVELS, 2021),
  country(/uganda|kampala/i, "Uganda", "UGX", 0.3, 0.45, ICP_PRICE_LEVELS, 2021),
  country(/ethiopia|addis ababa/i, "Ethiopia", "ETB", 0.3, 0.45, ICP_PRICE_LEVELS, 2021),
  country(
    /south africa|johannesburg|cape town|durban|pretoria/i,
    "South Africa",
    "ZAR",
    0.35,
    0.45,
    ICP_PRICE_LEVELS,
    2021,
  ),
  country(/africa/i, "Africa", undefined, 0.35, 0.45, ICP_PRICE_LEVELS, 2021),
];

/** The US national average: where the reference unit costs are priced. */
const US_AVERAGE: Place = us(/$^/, "a US-average location", 1, 1);

/** How dear a place is, relative to the US average: labour in general (`factor`) and building (`construction`). */
export interface LocationIndex {
  /** General and labour cost level (US average = 1); other domains price professional work with it. */
  factor: number;
  label: string;
  /** Building cost level (US national average = 1). */
  construction: number;
  /** "Source (year)" of each factor. */
  labourSource: string;
  constructionSource: string;
  /** In North or South America (or unknown, so priced at the US average). */
  americas: boolean;
}

/**
 * A place's names count as whole words only: "Cali" is not found in "California", nor "Lima" in
 * "limarse". A letter or digit on either side, in any script, ends a match.
 */
function wholeWords(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "iu");
}
/** Each place in a request's text (word-like names after a word saying where), and as a location already read (the name alone). */
const PLACE_WORDS = PLACES.map((place) => ({
  place,
  inText: wholeWords(place.pattern.source),
  asName: wholeWords(place.pattern.source.replaceAll(AT, "")),
}));

function placeOf(location: string | undefined): Place | undefined {
  return location ? PLACE_WORDS.find(({ asName }) => asName.test(location))?.place : undefined;
}

export function locationIndex(location: string | undefined): LocationIndex {
  const place = placeOf(location) ?? US_AVERAGE;
  const label = placeOf(location) ? place.label : (location ?? US_AVERAGE.label);
  return {
    factor: place.labour.value,
    label,
    construction: place.construction.value,
    labourSource: citation(place.labour),
    constructionSource: citation(place.construction),
    americas: place.americas === true || !placeOf(location),
  };
}

/** The currency of a known location, when it has one (a request naming no currency is priced in it). */
export function locationCurrency(location: string | undefined): string | undefined {
  return placeOf(location)?.currency;
}

/** Known places as whole words, for pulling a location out of free text. */
export const KNOWN_PLACES = PLACE_WORDS.map(({ inText }) => inText);
