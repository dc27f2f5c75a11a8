import type { Lexicon } from "./lexicon.js";

/**
 * Words clients write for site works and installations (same form as the building words). A bare
 * "car park" or "parking" is read as one at ground level; the storeys or "underground" must be said.
 */
export const SITE_WORKS_WORDS: Lexicon = {
  parking_structure: {
    en: "multi-storey car park|multi storey car park|multistorey car park|multi-story car park|multi-level car park|multi-storey parking|parking garage|parking structure|parking deck|parking building|parkade|decked car park",
    es: "aparcamiento en altura|aparcamiento de varias plantas|parking de varias plantas|parking en altura|edificio de aparcamientos|edificio de estacionamiento|estacionamiento de varios niveles|estacionamiento vertical",
    de: "parkhaus|parkdeck|parkgarage|hochgarage|parkbauwerk", fr: "parking a etages|parking silo|parking en elevation|parking aerien|parc de stationnement a etages",
    pt: "edificio-garagem|edificio garagem|parque de estacionamento em altura|garagem de varios pisos", it: "parcheggio multipiano|autosilo|parcheggio a piu piani",
    nl: "parkeergarage|parkeergebouw|parkeerdek",
  },
  underground_parking: {
    en: "underground car park|underground parking|underground garage|basement car park|basement parking", es: "aparcamiento subterraneo|parking subterraneo|estacionamiento subterraneo|garaje subterraneo",
    de: "tiefgarage", fr: "parking souterrain|parking enterre", pt: "estacionamento subterraneo|parque subterraneo|garagem subterranea",
    it: "parcheggio interrato|parcheggio sotterraneo|autorimessa interrata", nl: "ondergrondse parkeergarage|ondergrondse garage|parkeerkelder",
  },
  surface_car_park: {
    en: "car park|parking lot|surface car park|surface parking|car parking|parking area|parking", es: "aparcamiento|estacionamiento|parking|aparcamiento en superficie",
    de: "parkplatz|parkflache|stellplatzanlage", fr: "parking|parc de stationnement|aire de stationnement", pt: "estacionamento|parque de estacionamento",
    it: "parcheggio|area di sosta", nl: "parkeerterrein|parkeerplaats",
  },
  solar_rooftop: {
    en: "rooftop solar|solar panels|solar pv|solar photovoltaic|photovoltaic system|pv system|pv array|solar array|rooftop pv|solar power system|solar installation|pv installation|photovoltaics",
    es: "placas solares|paneles solares|instalacion fotovoltaica|autoconsumo fotovoltaico|placas fotovoltaicas|paneles fotovoltaicos|energia solar fotovoltaica|fotovoltaica",
    de: "photovoltaikanlage|pv-anlage|solaranlage|solarmodule|photovoltaik|dach-pv|aufdach-pv", fr: "panneaux solaires|panneaux photovoltaiques|installation photovoltaique|centrale solaire en toiture|photovoltaique",
    pt: "paineis solares|painel solar|placas solares|sistema fotovoltaico|energia solar fotovoltaica|modulos fotovoltaicos|fotovoltaico", it: "pannelli solari|pannelli fotovoltaici|impianto fotovoltaico|impianto solare|fotovoltaico",
    nl: "zonnepanelen|pv-installatie|zonne-installatie|pv-systeem|zonnestroominstallatie",
  },
  solar_ground: {
    en: "ground-mounted solar|ground mounted solar|solar farm|solar park|solar plant|utility-scale solar", es: "planta solar|huerto solar|parque solar|planta fotovoltaica|central fotovoltaica",
    de: "freiflachenanlage|solarpark|freiflachen-pv|solarfeld", fr: "centrale solaire au sol|parc solaire|ferme solaire|centrale photovoltaique au sol|centrale photovoltaique",
    pt: "usina solar|parque solar|central fotovoltaica|fazenda solar|usina fotovoltaica", it: "parco fotovoltaico|impianto fotovoltaico a terra|campo fotovoltaico|parco solare",
    nl: "zonnepark|zonneweide",
  },
  solar_carport: {
    en: "solar carport|solar canopy|pv carport|solar car park canopy", es: "marquesina solar|marquesinas fotovoltaicas|pergola fotovoltaica", de: "solarcarport|solar-carport|pv-carport",
    fr: "ombriere photovoltaique|ombrieres photovoltaiques|ombriere solaire|carport solaire", pt: "carport solar|cobertura solar de estacionamento",
    it: "pensilina fotovoltaica|pensiline fotovoltaiche|carport fotovoltaico", nl: "zonnecarport|zonne-carport|solar carport",
  },
  ev_charger: {
    en: "ev chargers|ev charging points|ev charging|charging points|charge points|electric vehicle chargers|charging stations|wallbox|wallboxes",
    es: "puntos de recarga|cargadores para vehiculos electricos|cargadores|estaciones de carga|postes de recarga", de: "ladepunkte|ladesaulen|ladestationen|wallboxen|ladeinfrastruktur|wallbox",
    fr: "bornes de recharge|points de charge|bornes electriques|irve", pt: "pontos de carregamento|postos de carregamento|estacoes de carregamento|carregadores",
    it: "colonnine di ricarica|punti di ricarica|stazioni di ricarica|colonnine", nl: "laadpalen|laadpunten|laadstations|laadpaal|laadinfrastructuur",
  },
  ev_fast_charger: {
    en: "dc fast chargers|rapid chargers|fast chargers|dc chargers|superchargers|fast charging hub", es: "cargadores rapidos|cargadores ultrarrapidos|electrolinera|puntos de recarga rapida",
    de: "schnellladesaulen|schnellladepunkte|schnellladestationen|schnellladepark|schnelllader", fr: "bornes de recharge rapide|bornes rapides|station de recharge rapide|superchargeurs",
    pt: "carregadores rapidos|eletroposto|carregadores dc", it: "colonnine di ricarica rapida|hub di ricarica rapida", nl: "snelladers|snellaadpalen|snellaadstation",
  },
  swimming_pool: {
    en: "swimming pool|outdoor pool|pool|plunge pool|lap pool", es: "piscina|piscina exterior", de: "schwimmbecken|swimmingpool|pool|aussenbecken|freibad",
    fr: "piscine|bassin de natation", pt: "piscina", it: "piscina", nl: "zwembad|buitenzwembad",
  },
  landscaping: {
    en: "landscaping|landscape works|soft landscaping|hard landscaping|public park|city park|urban park|green space|gardens", es: "paisajismo|ajardinamiento|jardineria|zonas verdes|parque urbano|parque publico|jardin",
    de: "landschaftsbau|gartengestaltung|grunanlage|grunanlagen|aussenanlagen|parkanlage|begrunung", fr: "amenagement paysager|espaces verts|paysagisme|parc urbain|parc public|jardin",
    pt: "paisagismo|jardinagem|areas verdes|parque urbano|jardim", it: "sistemazione a verde|verde pubblico|parco pubblico|parco urbano|giardino", nl: "tuinaanleg|groenvoorziening|stadspark|tuin",
  },
  playground: {
    en: "playground|play area|children's play area|play park", es: "parque infantil|zona de juegos|area de juegos infantiles", de: "spielplatz|kinderspielplatz",
    fr: "aire de jeux|aire de jeux pour enfants", pt: "parquinho|parque infantil|area de recreacao infantil", it: "parco giochi|area giochi", nl: "speeltuin|speelplaats|speelplek",
  },
  new_road: {
    en: "new road|access road|road construction|roadway|carriageway|highway|road", es: "carretera|via de acceso|vial|construccion de carretera", de: "strasse|straße|zufahrtsstrasse|erschliessungsstrasse|strassenbau",
    fr: "nouvelle route|route d'acces|voirie|chaussee|route", pt: "estrada|rodovia|via de acesso", it: "strada|strada di accesso|nuova strada|viabilita", nl: "toegangsweg|nieuwe weg|wegenbouw|rijweg",
  },
  road_resurfacing: {
    en: "road resurfacing|resurfacing|repaving|mill and overlay", es: "reasfaltado|asfaltado|repavimentacion|rehabilitacion de firme", de: "fahrbahnsanierung|strassensanierung|deckensanierung|asphaltierung",
    fr: "refection de chaussee|refection de voirie|resurfacage", pt: "recapeamento|repavimentacao|asfaltamento", it: "riasfaltatura|asfaltatura|rifacimento del manto stradale", nl: "herasfaltering|asfaltering",
  },
  sidewalk: {
    en: "sidewalk|footpath|footway|walkway|pedestrian path|pavement", es: "acera|aceras|vereda|banqueta|senda peatonal", de: "gehweg|gehwege|burgersteig|fussweg",
    fr: "trottoir|trottoirs|cheminement pieton", pt: "calcada|calcadas|passeio", it: "marciapiede|marciapiedi", nl: "stoep|voetpad|trottoir",
  },
  bridge: {
    en: "bridge|footbridge|pedestrian bridge|road bridge|overpass", es: "puente|pasarela|paso elevado", de: "brucke|fussgangerbrucke|strassenbrucke|uberfuhrung",
    fr: "pont|passerelle", pt: "ponte|passarela|viaduto", it: "ponte|passerella|cavalcavia", nl: "brug|voetgangersbrug|viaduct",
  },
  demolition: {
    en: "demolition|demolish|knock down|tear down", es: "demolicion|derribo|demoler|derribar", de: "abriss|abbruch|ruckbau|abreissen",
    fr: "demolition|demolir|deconstruction", pt: "demolicao|demolir", it: "demolizione|demolire|abbattimento", nl: "sloop|slopen|sloopwerken",
  },
  fence: {
    en: "fence|fencing|perimeter fence|security fence|boundary fence", es: "valla|vallado|cerramiento perimetral|verja", de: "zaun|zaunanlage|umzaunung|einfriedung",
    fr: "cloture|clotures|grillage", pt: "vedacao|alambrado|gradil", it: "recinzione|staccionata|cancellata", nl: "hekwerk|omheining|afrastering|hek",
  },
  retaining_wall: {
    en: "retaining wall|retaining walls", es: "muro de contencion", de: "stutzmauer|stutzwand|winkelstutzmauer", fr: "mur de soutenement",
    pt: "muro de arrimo|muro de contencao|muro de suporte", it: "muro di sostegno|muro di contenimento", nl: "keerwand|keermuur",
  },
  tennis_court: {
    en: "tennis court|tennis courts", es: "pista de tenis|pistas de tenis|cancha de tenis|canchas de tenis", de: "tennisplatz|tennisplatze", fr: "court de tennis|courts de tennis|terrain de tennis|terrains de tennis",
    pt: "quadra de tenis|quadras de tenis|campo de tenis|campos de tenis", it: "campo da tennis|campi da tennis", nl: "tennisbaan|tennisbanen",
  },
  padel_court: {
    en: "padel court|padel courts", es: "pista de padel|pistas de padel|cancha de padel|canchas de padel", de: "padelplatz|padelcourt|padel-court", fr: "terrain de padel|terrains de padel|court de padel|courts de padel",
    pt: "quadra de padel|quadras de padel|campo de padel|campos de padel", it: "campo da padel|campi da padel", nl: "padelbaan|padelbanen",
  },
  football_pitch: {
    en: "artificial turf pitch|football pitch|soccer field|3g pitch|astroturf pitch|artificial pitch", es: "campo de futbol|campos de futbol|cancha de futbol|cesped artificial",
    de: "kunstrasenplatz|fussballplatz|kunstrasen", fr: "terrain de football|terrain de foot|terrain synthetique|gazon synthetique",
    pt: "campo de futebol|relvado sintetico|gramado sintetico|campo sintetico", it: "campo da calcio|campo in erba sintetica|erba sintetica", nl: "kunstgrasveld|voetbalveld|kunstgras",
  },
  telecom_tower: {
    en: "telecom tower|telecommunications tower|cell tower|mobile mast|phone mast|communications tower|radio mast", es: "torre de telecomunicaciones|torre de telefonia|antena de telefonia",
    de: "mobilfunkmast|funkmast|sendemast|funkturm", fr: "pylone de telecommunication|pylone telecom|antenne relais", pt: "torre de telecomunicacoes|torre de celular",
    it: "torre di telecomunicazioni|antenna di telefonia|traliccio", nl: "zendmast|gsm-mast|telecommast",
  },
  water_treatment: {
    en: "water treatment plant|wastewater treatment plant|sewage treatment plant|treatment plant|desalination plant|water treatment works",
    es: "planta de tratamiento de agua|planta de tratamiento de aguas residuales|depuradora|potabilizadora|planta desalinizadora|edar|etap",
    de: "klaranlage|wasseraufbereitungsanlage|wasserwerk|abwasserbehandlungsanlage", fr: "station d'epuration|station de traitement des eaux|usine de traitement d'eau",
    pt: "estacao de tratamento de agua|estacao de tratamento de esgoto", it: "impianto di depurazione|impianto di trattamento acque|depuratore|potabilizzatore",
    nl: "waterzuiveringsinstallatie|rioolwaterzuivering|afvalwaterzuivering|zuiveringsinstallatie",
  },
};
