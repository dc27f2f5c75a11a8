/**
 * The one list of places the product knows: each with the name it is written under, its country
 * (ISO 3166-1 alpha-2; none for a region of several), the currency work there is priced in and the
 * names a request may call it by, in the request languages. The estimator adds each place's cost
 * levels; figures and taxes follow the country. Places are matched in order: cities before their
 * country, "Porto Alegre" (Brazil) before "Porto" (Portugal).
 */
export interface GazetteerPlace {
  /** As a proposal writes it ("Switzerland", "the United Kingdom", "São Paulo"'s country "Brazil"). */
  label: string;
  country?: string;
  currency?: string;
  /** North or South America. */
  americas?: boolean;
  /** A pattern of the place's names in lower case; accented letters listed with their plain spelling. */
  names: string;
}

/**
 * Before a place name that is also a common word ("lima", "rio", "nice", "cork"): it is a place only after a
 * word saying where, in any of the request languages ("in Lima", "à Nice", "en Cali"). A bare "a" is not
 * one: in English it is the article ("a nice landing page", "a turkey dinner").
 */
export const PLACE_PREPOSITIONS = [
  "in",
  "at",
  "near",
  "around",
  "from",
  "en",
  "à",
  "au",
  "em",
  "no",
  "na",
  "im",
  "bei",
  "nach",
  "aus",
  "de",
  "di",
  "te",
  "bij",
  "nabij",
  "près de",
  "cerca de",
  "perto de",
  "vicino a",
] as const;

const AT = `(?<=(?:${PLACE_PREPOSITIONS.join("|")})\\s)`;

export const GAZETTEER = [
  {
    label: "San Francisco",
    country: "US",
    currency: "USD",
    americas: true,
    names: "san francisco|bay area|silicon valley|san jose|oakland",
  },
  { label: "New York", country: "US", currency: "USD", americas: true, names: "new york|nyc|manhattan|brooklyn" },
  { label: "Boston", country: "US", currency: "USD", americas: true, names: "\\bboston\\b" },
  { label: "Seattle", country: "US", currency: "USD", americas: true, names: "\\bseattle\\b" },
  { label: "Los Angeles", country: "US", currency: "USD", americas: true, names: "los angeles|\\bl\\.a\\.(?= |,|$)" },
  { label: "San Diego", country: "US", currency: "USD", americas: true, names: "san diego" },
  { label: "Chicago", country: "US", currency: "USD", americas: true, names: "\\bchicago\\b" },
  { label: "Philadelphia", country: "US", currency: "USD", americas: true, names: "philadelphia" },
  {
    label: "Washington, DC",
    country: "US",
    currency: "USD",
    americas: true,
    names: "washington,? d\\.?c\\.?|\\bd\\.c\\.(?= |,|$)",
  },
  { label: "Denver", country: "US", currency: "USD", americas: true, names: "\\bdenver\\b" },
  { label: "Minneapolis", country: "US", currency: "USD", americas: true, names: "minneapolis|st\\.? paul\\b" },
  { label: "Detroit", country: "US", currency: "USD", americas: true, names: "\\bdetroit\\b" },
  { label: "Atlanta", country: "US", currency: "USD", americas: true, names: "\\batlanta\\b" },
  { label: "Miami", country: "US", currency: "USD", americas: true, names: "\\bmiami\\b" },
  { label: "Austin", country: "US", currency: "USD", americas: true, names: "\\baustin\\b" },
  { label: "Dallas", country: "US", currency: "USD", americas: true, names: "\\bdallas\\b|fort worth" },
  { label: "Houston", country: "US", currency: "USD", americas: true, names: "\\bhouston\\b" },
  { label: "Phoenix", country: "US", currency: "USD", americas: true, names: "\\bphoenix\\b" },
  { label: "Portland", country: "US", currency: "USD", americas: true, names: "portland,? (or|oregon)\\b" },
  { label: "Las Vegas", country: "US", currency: "USD", americas: true, names: "las vegas" },
  {
    label: "a lower-cost US state",
    country: "US",
    currency: "USD",
    americas: true,
    names: "texas|florida|ohio|arizona|new mexico",
  },
  {
    label: "the United States",
    country: "US",
    currency: "USD",
    americas: true,
    names:
      "usa|u\\.s\\.(?:a\\.?)?|united states|estados unidos|(é|e)tats-unis|vereinigte staaten|california|washington|orlando|nashville",
  },
  {
    label: "London, Ontario",
    country: "CA",
    currency: "CAD",
    americas: true,
    names: "london,? on(tario)?\\b",
  },
  { label: "London", country: "GB", currency: "GBP", names: "\\blondon\\b|\\blondres\\b" },
  {
    label: "the United Kingdom",
    country: "GB",
    currency: "GBP",
    names:
      "\\b(uk|united kingdom|great britain|england|scotland|wales|northern ireland|reino unido|royaume-uni|gro(ss|ß)britannien|vereinigtes k(ö|oe)nigreich|inglaterra|manchester|birmingham|leeds|liverpool|bristol|sheffield|newcastle|nottingham|leicester|glasgow|edinburgh|cardiff|belfast|southampton|oxford|cambridge|brighton|york|coventry|plymouth|aberdeen|dundee|swansea|milton keynes|cotswolds|yorkshire|lancashire|cornwall|devon|kent|surrey|sussex|essex|hampshire|somerset|cumbria|lake district|midlands|perthshire|highlands)\\b|britain",
  },
  {
    label: "Switzerland",
    country: "CH",
    currency: "CHF",
    names:
      "zurich|z(ü|ue)rich|geneva|gen(è|e)ve|genf|ginebra|basel|\\bbern\\b|lausanne|switzerland|schweiz|suisse|suiza|su(í|i)(ç|c)a|b(â|a)le|berne|lugano|zurigo|zurique|ginevra|genebra|basilea|basileia|berna|losanna|lucerne|luzern|lucerna|winterthur|st\\.? gallen|saint-gall|kanton zug|fribourg|neuch(â|a)tel|schaffhausen|biel|bienne|chur|davos|st\\.? moritz|ticino|tessin|valais|wallis|vaud|aargau|svizzera|zwitserland",
  },
  {
    label: "Germany",
    country: "DE",
    currency: "EUR",
    names: `germany|deutschland|alemania|allemagne|alemanha|berlin|munich|m(ü|ue)nchen|m(ú|u)nich|hamburg|frankfurt|cologne|k(ö|oe)ln|stuttgart|d(ü|ue)sseldorf|leipzig|dresden|hannover|hanover|nuremberg|n(ü|ue)rnberg|bremen|dortmund|regensburg|freiburg|karlsruhe|mannheim|mainz|wiesbaden|\\bbonn\\b|m(ü|ue)nster|aachen|augsburg|heidelberg|\\bkiel\\b|l(ü|ue)beck|rostock|potsdam|erfurt|magdeburg|${AT}essen|duisburg|bochum|wuppertal|bielefeld|braunschweig|chemnitz|ingolstadt|w(ü|ue)rzburg|darmstadt|kassel|osnabr(ü|ue)ck|oldenburg|saarbr(ü|ue)cken|bayern|bavaria|baden-w(ü|ue)rttemberg|nordrhein-westfalen|\\bnrw\\b|hessen|sachsen|niedersachsen|ruhrgebiet|schwarzwald`,
  },
  {
    label: "the Netherlands",
    country: "NL",
    currency: "EUR",
    names: `netherlands|holland|nederland|niederlande|pa(í|i)ses bajos|pays-bas|holanda|amsterdam|rotterdam|utrecht|the hague|den haag|eindhoven|groningen|${AT}leiden|haarlem|delft|tilburg|breda|nijmegen|arnhem|maastricht|zwolle|almere|amersfoort|den bosch|'s-hertogenbosch|apeldoorn|enschede|leeuwarden|dordrecht|zaandam|hilversum|noord-holland|zuid-holland|noord-brabant|gelderland|friesland|randstad`,
  },
  {
    label: "Denmark",
    country: "DK",
    currency: "DKK",
    names:
      "denmark|danmark|d(ä|a)nemark|dinamarca|danemark|copenhagen|k(ø|o)benhavn|aarhus|odense|aalborg|esbjerg|copenhague|copenaghen|copenhaga|kopenhagen|danimarca|denemarken",
  },
  {
    label: "Sweden",
    country: "SE",
    currency: "SEK",
    names: `sweden|sverige|schweden|suecia|su(è|e)de|su(é|e)cia|stockholm|gothenburg|g(ö|o)teborg|malm(ö|o)|estocolmo|uppsala|v(ä|a)ster(å|a)s|(ö|o)rebro|link(ö|o)ping|helsingborg|${AT}lund|ume(å|a)|norrk(ö|o)ping|j(ö|o)nk(ö|o)ping|zweden|svezia|stoccolma|estocolmo`,
  },
  {
    label: "Norway",
    country: "NO",
    currency: "NOK",
    names: `norway|norge|norwegen|noruega|norv(è|e)ge|\\boslo\\b|bergen|trondheim|stavanger|troms(ø|o)|kristiansand|${AT}drammen|noorwegen|norvegia`,
  },
  {
    label: "Finland",
    country: "FI",
    currency: "EUR",
    names:
      "finland|suomi|finnland|finlandia|finlande|finl(â|a)ndia|helsinki|espoo|tampere|oulu|turku|vantaa|jyv(ä|a)skyl(ä|a)|lahti|kuopio|helsingfors|helsinque|finlandia",
  },
  {
    label: "Austria",
    country: "AT",
    currency: "EUR",
    names: `austria|(ö|oe|o)sterreich|autriche|(á|a)ustria|vienna|\\bwien\\b|viena|vienne|salzburg|graz|innsbruck|linz|klagenfurt|villach|st\\.? p(ö|oe)lten|${AT}wels|dornbirn|bregenz|tirol|tyrol|vorarlberg|steiermark|styria|k(ä|ae)rnten|carinthia|salzburgo|salisburgo|oostenrijk`,
  },
  {
    label: "Ireland",
    country: "IE",
    currency: "EUR",
    names: `ireland|irlanda|irland|irlande|dublin|${AT}cork|galway|${AT}limerick|waterford|kilkenny|sligo|athlone|d(ú|u)n laoghaire|(é|e)ire|ierland`,
  },
  {
    label: "Belgium",
    country: "BE",
    currency: "EUR",
    names: `belgium|belgique|belgien|b(é|e)lgica|brussels|bruxelles|br(ü|u)ssel|bruselas|antwerp|antwerpen|ghent|\\bgent\\b|belgi(ë|e)|anvers|${AT}gand|li(è|e)ge|bruges|brugge|brujas|leuven|louvain|namur|charleroi|mechelen|malines|hasselt|kortrijk|ostend|oostende|${AT}mons|wavre|belgio|bruxelas|anversa|amberes`,
  },
  {
    label: "France",
    country: "FR",
    currency: "EUR",
    names: `france|francia|frankreich|fran(ç|c)a|\\bparis\\b|lyon|villeurbanne|marseille|toulouse|bordeaux|lille|nantes|strasbourg|montpellier|rennes|grenoble|${AT}nice|saint-(é|e)tienne|le havre|reims|dijon|angers|n(î|i)mes|clermont-ferrand|aix-en-provence|brest|${AT}tours|amiens|limoges|annecy|metz|besan(ç|c)on|perpignan|orl(é|e)ans|rouen|caen|${AT}nancy|(î|i)le-de-france|provence|bretagne|brittany|normandie|normandy|alsace|occitanie|savoie|(hauts|yvelines|essonne|val-d'oise|seine-et-marne)|par(í|i)s`,
  },
  {
    label: "Spain",
    country: "ES",
    currency: "EUR",
    names: `spain|espa(ñ|n)a|spanien|espagne|espanha|madrid|barcelona|valencia|val(è|e)ncia|sevill[ae]|s(é|e)ville|m(á|a)laga|bilbao|zaragoza|alicante|palma de mallorca|valladolid|murcia|las palmas|granada|\\bvigo\\b|gij(ó|o)n|a coru(ñ|n)a|${AT}vitoria|pamplona|san sebasti(á|a)n|donostia|santander|salamanca|oviedo|c(á|a)diz|tarragona|girona|marbella|burgos|almer(í|i)a|huelva|castell(ó|o)n|logro(ñ|n)o|badajoz|ibiza|tenerife|gran canaria|mallorca|andaluc(í|i)a|catalu(ñ|n)ya|catalu(ñ|n)a|catalonia|galicia|pa(í|i)s vasco|euskadi|asturias|arag(ó|o)n|castilla|santiago de compostela|${AT}palma|las palmas|camino de santiago`,
  },
  {
    label: "Portugal",
    country: "PT",
    currency: "EUR",
    names: `portugal|lisbon|lisboa|lissabon|lisbonne|\\bporto\\b(?! alegre)|\\boporto\\b|braga|coimbra|\\bfaro\\b|funchal|aveiro|set(ú|u)bal|(é|e)vora|guimar(ã|a)es|viseu|leiria|cascais|sintra|algarve|a(ç|c)ores|azores|oporto|madeira|lisbona|portogallo|${AT}amadora|matosinhos|vila nova de gaia|oeiras|portim(ã|a)o`,
  },
  {
    label: "Italy",
    country: "IT",
    currency: "EUR",
    names: `italy|italia|italien|italie|it(á|a)lia|milan|milano|mil(á|a)n|mailand|\\brome\\b|\\broma\\b|\\brom\\b|turin|torino|naples|napoli|florence|firenze|bologna|venice|venezia|genoa|genova|bergamo|brescia|verona|padova|padua|trieste|parma|modena|reggio emilia|\\bbari\\b|palermo|catania|cagliari|perugia|${AT}pisa|lucca|siena|${AT}como|monza|varese|trento|bolzano|udine|vicenza|treviso|rimini|ancona|pescara|salerno|messina|lombardia|lombardy|toscana|tuscany|piemonte|piedmont|veneto|emilia-romagna|sicilia|sicily|sardegna|sardinia|puglia|lazio|campania|liguria|it(á|a)lia`,
  },
  {
    label: "Greece",
    country: "GR",
    currency: "EUR",
    names: `greece|athens|grecia|griechenland|gr(è|e)ce|gr(é|e)cia|ath(è|e)nes|athen|atenas|thessaloniki|patras|heraklion|iraklio|${AT}larissa|crete|creta|kreta|cr(è|e)te|${AT}rhodes|santorini|mykonos|corfu|piraeus|atene|griekenland`,
  },
  {
    label: "Poland",
    country: "PL",
    currency: "PLN",
    names:
      "poland|polska|polen|polonia|pologne|pol(ó|o)nia|warsaw|warszawa|krak(ó|o)w|wroc(ł|l)aw|varsovia|cracow|gda(ń|n)sk|pozna(ń|n)|(ł|l)(ó|o)d(ź|z)|szczecin|lublin|katowice|bydgoszcz|gdynia|bia(ł|l)ystok|rzesz(ó|o)w|toru(ń|n)|sopot|vars(ó|o)via|varsavia|varsovie|warschau|cracovia|crac(ó|o)via|cracovie|krakau|breslau|danzig",
  },
  {
    label: "Czechia",
    country: "CZ",
    currency: "CZK",
    names: `czech(?:ia| republic)?|prague|praha|\\bprag\\b|brno|(č|c)esko|chequia|tch(è|e)quie|tschechien|praga|ostrava|plze(ň|n)|${AT}pilsen|olomouc|liberec|(č|c)esk(é|e) bud(ě|e)jovice|hradec kr(á|a)lov(é|e)|(č|c)esk(á|a) republika|rep(ú|u)blica checa|r(é|e)publique tch(è|e)que|repubblica ceca|rep(ú|u)blica tcheca|tsjechi(ë|e)|praag|pr(á|a)ga`,
  },
  {
    label: "Hungary",
    country: "HU",
    currency: "HUF",
    names: `hungary|budapest|ungarn|hungr(í|i)a|hongrie|magyarorsz(á|a)g|debrecen|szeged|miskolc|${AT}p(é|e)cs|gy(ő|o)r|ungheria|hongarije|budapeste`,
  },
  {
    label: "Romania",
    country: "RO",
    currency: "RON",
    names:
      "romania|bucharest|bucure(ș|s)ti|rom(â|a)nia|rumania|roumanie|rum(ä|a)nien|cluj(-napoca)?|timi(ș|s|ş)oara|ia(ș|s|ş)i|constan(ț|t|ţ)a|bra(ș|s|ş)ov|sibiu|oradea|bucarest|bucareste|bukarest|boekarest|roemeni(ë|e)|rom(ê|e)nia|rom(é|e)nia",
  },
  { label: "Bulgaria", country: "BG", currency: "BGN", names: "bulgaria|sofia" },
  { label: "Ukraine", country: "UA", currency: "UAH", names: "ukraine|kyiv|kiev" },
  { label: "Serbia", country: "RS", currency: "RSD", names: "serbia|belgrade" },
  { label: "Eastern Europe", currency: "EUR", names: "croatia|zagreb|slovakia|bratislava|eastern europe" },
  { label: "Luxembourg", country: "LU", currency: "EUR", names: "luxembourg|luxemburg|luxemburgo|lussemburgo" },
  {
    label: "the smaller euro-area states",
    currency: "EUR",
    names: `slovenia|ljubljana|estonia|tallinn|latvia|${AT}riga|lithuania|vilnius|malta|valletta|cyprus|nicosia|limassol`,
  },
  {
    label: "Iceland",
    country: "IS",
    currency: "ISK",
    names: `iceland|reykjav(í|i)k|islandia|islande|${AT}island|isl(â|a)ndia|islanda|ijsland|akureyri|reikiavik`,
  },
  {
    label: "Türkiye",
    country: "TR",
    currency: "TRY",
    names: `${AT}turkey|t(ü|u)rkiye|istanbul|ankara|izmir|antalya|turqu(í|i)a|turquie|t(ü|ue|u)rkei|turchia|turkije|estambul|istambul|${AT}bursa|konya|gaziantep|mersin|kayseri|eski(ş|s)ehir|bodrum|kocaeli`,
  },
  {
    label: "Israel",
    country: "IL",
    currency: "ILS",
    names:
      "israel|tel aviv|jerusalem|haifa|israele|isra(ë|é)l|tel-aviv|herzliya|be'?er sheva|beersheba|netanya|jerusal(é|e)n|j(é|e)rusalem|gerusalemme|jerusal(é|e)m|ramat gan|petah tikva",
  },
  {
    label: "the United Arab Emirates",
    country: "AE",
    currency: "AED",
    names:
      "dubai|abu dhabi|\\buae\\b|united arab emirates|u\\.a\\.e\\.|sharjah|emiratos (á|a)rabes unidos|(é|e)mirats arabes unis|vereinigte arabische emirate|emirados (á|a)rabes unidos|emirati arabi uniti|verenigde arabische emiraten|ajman|ras al khaimah|al ain|fujairah|dub(á|ï)i|abu dabi|abou dabi|abou dhabi|emirates",
  },
  {
    label: "Saudi Arabia",
    country: "SA",
    currency: "SAR",
    names: `saudi|riyadh|jeddah|dammam|arabia saudita|arabie saoudite|saudi-arabien|ar(á|a)bia saudita|saoedi-arabi(ë|e)|\\bksa\\b|${AT}mecca|makkah|${AT}medina|al khobar|khobar|neom|${AT}riad|riade|riyad|dschidda|yeda`,
  },
  { label: "Qatar", country: "QA", currency: "QAR", names: `qatar|doha|katar|${AT}catar|lusail|al wakrah` },
  { label: "Kuwait", country: "KW", currency: "KWD", names: "kuwait" },
  { label: "Bahrain", country: "BH", currency: "BHD", names: "bahrain|manama" },
  { label: "Oman", country: "OM", currency: "OMR", names: "\\boman\\b|muscat" },
  { label: "Hong Kong", country: "HK", currency: "HKD", names: "hong kong|hongkong|hong-kong|kowloon" },
  {
    label: "Taiwan",
    country: "TW",
    currency: "TWD",
    names: "taiwan|taipei|taiw(á|a)n|ta(ï|i)wan|taip(é|e)i|taipeh|kaohsiung|taichung|hsinchu|tainan|taoyuan",
  },
  {
    label: "India",
    country: "IN",
    currency: "INR",
    names: `india\\b|indien|\\binde\\b|(í|i)ndia\\b|bangalore|bengaluru|mumbai|bombay|new delhi|\\bdelhi\\b|hyderabad|\\bpune\\b|chennai|kolkata|ahmedabad|noida|gurgaon|gurugram|jaipur|madras|calcutta|kochi|cochin|coimbatore|lucknow|chandigarh|indore|nagpur|surat|vadodara|baroda|thiruvananthapuram|trivandrum|visakhapatnam|vizag|bhubaneswar|mysore|mysuru|\\bgoa\\b|navi mumbai|${AT}thane|bhopal|patna|kerala|karnataka|maharashtra|tamil nadu|gujarat|telangana|nueva delhi|neu-delhi|nouvelle-delhi|nova d(é|e)li|nuova delhi`,
  },
  {
    label: "Pakistan",
    country: "PK",
    currency: "PKR",
    names: "pakistan|karachi|lahore|islamabad|rawalpindi|faisalabad|peshawar|multan|pakist(á|a)n|paquist(ã|a)o",
  },
  { label: "Bangladesh", country: "BD", currency: "BDT", names: "bangladesh|dhaka" },
  { label: "Sri Lanka", country: "LK", currency: "LKR", names: "sri lanka|colombo" },
  {
    label: "the Philippines",
    country: "PH",
    currency: "PHP",
    names:
      "philippines|manila|filipinas|philippinen|filippine|filipijnen|manille|cebu|makati|quezon city|davao|taguig|pasig|iloilo|bacolod|baguio",
  },
  {
    label: "Vietnam",
    country: "VN",
    currency: "VND",
    names:
      "vietnam|hanoi|ho chi minh|vi(ệ|ê|e)t ?nam|vietnã|sa(ì|i)g(ò|o)n|da nang|(đ|d)(à|a) n(ẵ|a)ng|hai ?phong|nha trang|h(à|a) n(ộ|o)i|han(ó|ï)i",
  },
  {
    label: "Indonesia",
    country: "ID",
    currency: "IDR",
    names:
      "indonesia|jakarta|indonesien|indon(é|e)sie|indon(é|e)sia|yakarta|jacarta|giacarta|djakarta|surabaya|bandung|\\bbali\\b|denpasar|medan|semarang|yogyakarta|jogja|makassar|batam|tangerang|bekasi",
  },
  {
    label: "Thailand",
    country: "TH",
    currency: "THB",
    names:
      "thailand|bangkok|tailandia|tha(ï|i)lande|tail(â|a)ndia|thailandia|chiang mai|phuket|pattaya|khon kaen|hat yai|banguecoque",
  },
  {
    label: "Malaysia",
    country: "MY",
    currency: "MYR",
    names:
      "malaysia|kuala lumpur|malasia|malaisie|mal(á|a)sia|malaysien|maleisi(ë|e)|penang|johor bahru|johor|cyberjaya|putrajaya|petaling jaya|selangor|kota kinabalu|kuching|ipoh|malacca|melaka|shah alam",
  },
  { label: "Singapore", country: "SG", currency: "SGD", names: "singapore|singapur|singapour|singapura|cingapura" },
  {
    label: "Japan",
    country: "JP",
    currency: "JPY",
    names: `japan|tokyo|osaka|kyoto|yokohama|jap(ó|o)n|japon|jap(ã|a)o|tokio|t(ó|o)quio|giappone|nagoya|fukuoka|${AT}sapporo|${AT}kobe|sendai|hiroshima|${AT}kawasaki|chiba|saitama|kanagawa|okinawa|kitakyushu|${AT}nara|quioto|kioto`,
  },
  {
    label: "South Korea",
    country: "KR",
    currency: "KRW",
    names:
      "korea|seoul|busan|corea|cor(é|e)e|coreia|s(ü|ue)dkorea|zuid-korea|s(é|e)oul|se(ú|u)l|incheon|daegu|daejeon|gwangju|suwon|pangyo|seongnam|ulsan|changwon",
  },
  {
    label: "China",
    country: "CN",
    currency: "CNY",
    names:
      "china|shanghai|beijing|shenzhen|guangzhou|chine|\\bcina\\b|peking|p(é|e)kin|pequim|pechino|xangai|schanghai|shangh(á|a)i|chengdu|hangzhou|wuhan|tianjin|chongqing|nanjing|nankin|suzhou|xiamen|qingdao|dongguan|shenyang|dalian|changsha|zhengzhou|xi'an|ningbo|foshan|hefei|jinan|kunming",
  },
  {
    label: "Australia",
    country: "AU",
    currency: "AUD",
    names: `australia|austr(á|a)lia|australien|australie|sydney|melbourne|brisbane|perth|adelaide|canberra|gold coast|hobart|s(í|i)dney|\\bnsw\\b|new south wales|queensland|victoria, australia|tasmania|${AT}darwin|cairns|townsville|geelong|wollongong|sunshine coast|australi(ë|e)`,
  },
  {
    label: "New Zealand",
    country: "NZ",
    currency: "NZD",
    names: `new zealand|auckland|wellington|christchurch|nueva zelanda|nouvelle-z(é|e)lande|neuseeland|nova zel(â|a)ndia|nuova zelanda|nieuw-zeeland|nova zel(â|a)ndia|hamilton, nz|hamilton, new zealand|tauranga|dunedin|queenstown|${AT}napier|${AT}nelson|aotearoa|palmerston north|rotorua|new plymouth`,
  },
  {
    label: "Canada",
    country: "CA",
    currency: "CAD",
    americas: true,
    names:
      "canada|canad(á|a)|kanada|toronto|vancouver|montreal|montr(é|e)al|calgary|ottawa|edmonton|winnipeg|qu(é|e)bec|halifax|mississauga|brampton|hamilton, on(tario)?|laval|gatineau|surrey, bc|burnaby|kitchener|waterloo, on(tario)?|victoria, bc|saskatoon|regina|ontario|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|ville de qu(é|e)bec|sherbrooke|trois-rivi(è|e)res|l(é|e)vis|saguenay|longueuil|terrebonne|kelowna|markham|oakville|richmond hill|windsor, on(tario)?|st\\.? john's|moncton|fredericton|charlottetown|yellowknife|whitehorse|red deer|nouveau-brunswick|colombie-britannique|nouvelle-(é|e)cosse",
  },
  {
    label: "Mexico",
    country: "MX",
    currency: "MXN",
    americas: true,
    names: `mexico city|ciudad de m(é|e)xico|cdmx|m(é|e)xico|mexiko|mexique|guadalajara|monterrey|apodaca|san pedro garza garc(í|i)a|nuevo le(ó|o)n|n\\.\\s?l\\.|jalisco|zapopan|puebla|tijuana|canc(ú|u)n|quer(é|e)taro|m(é|e)rida|le(ó|o)n, gto|aguascalientes|chihuahua|hermosillo|saltillo|toluca|oaxaca|veracruz|quintana roo|baja california|playa del carmen|los cabos|morelia|culiac(á|a)n|mazatl(á|a)n|acapulco|tampico|ciudad ju(á|a)rez|mexicali|ensenada|cuernavaca|pachuca|san luis potos(í|i)|villahermosa|sinaloa|${AT}sonora|guanajuato|coahuila|tamaulipas|yucat(á|a)n|chiapas|mexico`,
  },
  {
    label: "Brazil",
    country: "BR",
    currency: "BRL",
    americas: true,
    names: `brazil|brasil|br(é|e)sil|brasilien|s(ã|a)o paulo|rio de janeiro|${AT}rio|bras(í|i)lia|belo horizonte|curitiba|porto alegre|recife|fortaleza|campinas|${AT}salvador|manaus|bel(é|e)m|goi(â|a)nia|florian(ó|o)polis|${AT}natal|ribeir(ã|a)o preto|joinville|londrina|niter(ó|o)i|s(ã|a)o lu(í|i)s|macei(ó|o)|jo(ã|a)o pessoa|uberl(â|a)ndia|sorocaba|minas gerais|santa catarina|rio grande do sul|bahia|pernambuco|goi(á|a)s|brasile|brazili(ë|e)|${AT}santos|${AT}vit(ó)ria|s(ã|a)o jos(é|e) dos campos|santo andr(é|e)|s(ã|a)o bernardo do campo|guarulhos|osasco|cuiab(á|a)|campo grande|teresina|aracaju|juiz de fora|maring(á|a)|blumenau|caxias do sul|barueri|paran(á|a)|cear(á|a)|esp(í|i)rito santo`,
  },
  {
    label: "Argentina",
    country: "AR",
    currency: "ARS",
    americas: true,
    names: `argentina|buenos aires|c(ó|o)rdoba, argentina|mendoza|${AT}rosario|argentinien|argentini(ë|e)|${AT}argentine|mar del plata|tucum(á|a)n|${AT}salta|neuqu(é|e)n|bariloche`,
  },
  {
    label: "Colombia",
    country: "CO",
    currency: "COP",
    americas: true,
    names: `colombia|bogot(á|a)|medell(í|i)n|${AT}cali|barranquilla|cartagena de indias|kolumbien|colombie|col(ô|o)mbia|bucaramanga|${AT}pereira|manizales|santa marta|c(ú|u)cuta|ibagu(é|e)|villavicencio|cartagena|envigado|monter(í|i)a`,
  },
  {
    label: "Chile",
    country: "CL",
    currency: "CLP",
    americas: true,
    names: `chile|santiago de chile|valpara(í|i)so|${AT}chili|\\bcile\\b|${AT}santiago|vi(ñ|n)a del mar|antofagasta|temuco|puerto montt|las condes`,
  },
  {
    label: "Peru",
    country: "PE",
    currency: "PEN",
    americas: true,
    names: `per(ú|u)|${AT}lima|per(ù)|p(é|e)rou|arequipa|${AT}trujillo|cusco|cuzco|chiclayo|piura`,
  },
  { label: "Uruguay", country: "UY", currency: "UYU", americas: true, names: "uruguay|montevideo" },
  {
    label: "a dollarised Latin American economy",
    currency: "USD",
    americas: true,
    names: `panama|panam(á|a)|ecuador|${AT}quito|guayaquil|el salvador|san salvador|puerto rico|san juan, pr`,
  },
  {
    label: "Latin America",
    americas: true,
    names: "latin america|am(é|e)rica latina|lateinamerika|am(é|e)rique latine|latinoam(é|e)rica",
  },
  {
    label: "Nigeria",
    country: "NG",
    currency: "NGN",
    names: `nigeria|lagos|abuja|nig(é|e)ria|port harcourt|ibadan|${AT}kano|enugu|benin city|lekki|ikeja|victoria island|abeokuta`,
  },
  {
    label: "Kenya",
    country: "KE",
    currency: "KES",
    names: "kenya|nairobi|mombasa|kenia|qu(ê|e)nia|k(é|e)nya|kisumu|nakuru|eldoret",
  },
  {
    label: "Egypt",
    country: "EG",
    currency: "EGP",
    names:
      "egypt|cairo|egipto|(é|e)gypte|(ä|ae)gypten|egito|egitto|caire|kairo|giza|alexandrie|alejandr(í|i)a|alessandria d'egitto|alexandria(?!,? (va|virginia))|sharm el[- ]sheikh|hurghada|new cairo",
  },
  {
    label: "Morocco",
    country: "MA",
    currency: "MAD",
    names: `morocco|maroc|marruecos|marokko|casablanca|rabat|marrakech|marrakesh|tangier|tanger|marrocos|marocco|fès|${AT}fes|${AT}fez|agadir|mekn(è|e)s|oujda|k(é|e)nitra|t(é|e)touan`,
  },
  {
    label: "Ghana",
    country: "GH",
    currency: "GHS",
    names: `ghana|accra|kumasi|${AT}gana|takoradi|${AT}tamale|cape coast`,
  },
  { label: "Tanzania", country: "TZ", currency: "TZS", names: "tanzania|dar es salaam|dodoma" },
  { label: "Uganda", country: "UG", currency: "UGX", names: "uganda|kampala" },
  { label: "Ethiopia", country: "ET", currency: "ETB", names: "ethiopia|addis ababa" },
  {
    label: "South Africa",
    country: "ZA",
    currency: "ZAR",
    names: `south africa|johannesburg|cape town|durban|pretoria|sud(á|a)frica|afrique du sud|s(ü|u)dafrika|(á|a)frica do sul|kapstadt|le cap(?! (?:de|des|du|d'|sur|vers|à|et|pour)\\b)|ville du cap|citt(à|a) del capo|ciudad del cabo|cidade do cabo|kaapstad|johannesburgo|joanesburgo|joburg|jo'burg|sandton|port elizabeth|gqeberha|bloemfontein|stellenbosch|${AT}centurion|midrand|zuid-afrika|sud ?africa`,
  },
  { label: "Africa", names: "africa" },
] as const satisfies readonly GazetteerPlace[];

/** The label of a place in the gazetteer: what other tables (the estimator's cost levels) are keyed by. */
export type PlaceLabel = (typeof GAZETTEER)[number]["label"];

/**
 * A place's names count as whole words only: "Cali" is not found in "California", nor "Lima" in
 * "limarse". A letter or digit on either side, in any script, ends a match.
 */
function wholeWords(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, "iu");
}

/** Each place in a request's text (word-like names after a word saying where), and as a location already read (the name alone). */
const PLACE_WORDS = GAZETTEER.map((place: GazetteerPlace) => ({
  place,
  inText: wholeWords(place.names),
  asName: wholeWords(place.names.replaceAll(AT, "")),
}));

/** The known place a location names ("Zürich", "Austin, Texas", "Lyon"), or undefined. */
export function placeNamed(location: string | undefined): GazetteerPlace | undefined {
  return location ? PLACE_WORDS.find(({ asName }) => asName.test(location))?.place : undefined;
}

/**
 * The first known place a text names, as the text writes it ("São Paulo", "Zürich"); a name typed all in
 * lower case gets its capitals ("são paulo" → "São Paulo"), accents kept as typed.
 */
export function placeWrittenIn(text: string): string | undefined {
  for (const { inText } of PLACE_WORDS) {
    const m = inText.exec(text);
    if (!m) continue;
    return m[0] === m[0].toLowerCase()
      ? m[0].replace(/(^|[\s-])(\p{L})/gu, (_all, gap: string, letter: string) => gap + letter.toUpperCase())
      : m[0];
  }
  return undefined;
}
