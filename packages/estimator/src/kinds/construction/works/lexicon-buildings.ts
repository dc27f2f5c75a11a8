import type { Lexicon } from "./lexicon.js";

/**
 * Words clients write for building types, lower case without accents, alternatives split by "|"; the
 * first word of each language names the type in that language. Words of one language that mean something
 * else in another are left out ("gymnasium" is a German school, "cerca" is Spanish "near").
 */
export const BUILDING_WORDS: Lexicon = {
  hotel: {
    en: "hotel|boutique hotel|aparthotel|motel|resort hotel", es: "hotel|hostal|aparthotel", de: "hotel|hotelneubau|aparthotel",
    fr: "hotel|residence hoteliere", pt: "hotel|pousada", it: "albergo|hotel", nl: "hotel",
  },
  restaurant: { en: "restaurant", es: "restaurante", de: "restaurant|gaststatte", fr: "restaurant", pt: "restaurante", it: "ristorante", nl: "restaurant" },
  restaurant_fit_out: {
    en: "restaurant fit-out|restaurant fitout|restaurant fit out", es: "acondicionamiento de restaurante|adecuacion de restaurante",
    de: "restaurantausbau|gastronomieausbau", fr: "amenagement de restaurant|agencement de restaurant", pt: "adequacao de restaurante|montagem de restaurante",
    it: "allestimento ristorante|allestimento di ristorante", nl: "restaurantinrichting",
  },
  data_centre: {
    en: "data centre|data center|datacenter|datacentre|server farm", es: "centro de datos|centro de procesamiento de datos", de: "rechenzentrum",
    fr: "centre de donnees|datacenter", pt: "centro de dados|data center", it: "centro dati|data center", nl: "datacenter|rekencentrum",
  },
  laboratory: {
    en: "laboratory|laboratory building|research laboratory|lab building", es: "laboratorio", de: "laborgebaude|forschungsgebaude|labor",
    fr: "laboratoire|batiment de recherche", pt: "laboratorio", it: "laboratorio", nl: "laboratorium",
  },
  clinic: {
    en: "clinic|outpatient clinic|medical centre|medical center", es: "clinica|centro de salud", de: "klinik|arztehaus|tagesklinik",
    fr: "clinique|centre medical", pt: "clinica|centro de saude", it: "clinica|poliambulatorio", nl: "kliniek|gezondheidscentrum",
  },
  nursing_home: {
    en: "nursing home|care home|elderly care home|assisted living|retirement home", es: "residencia de mayores|residencia geriatrica|residencia de ancianos",
    de: "pflegeheim|seniorenheim|altenheim|seniorenresidenz", fr: "ehpad|maison de retraite", pt: "lar de idosos|casa de repouso",
    it: "casa di riposo|residenza per anziani|rsa", nl: "verpleeghuis|verzorgingshuis|bejaardentehuis",
  },
  student_housing: {
    en: "student housing|student accommodation|student residence|halls of residence", es: "residencia de estudiantes|residencia universitaria",
    de: "studentenwohnheim", fr: "residence etudiante|residence universitaire", pt: "residencia estudantil|residencia universitaria",
    it: "studentato|residenza universitaria", nl: "studentenhuisvesting|studentencomplex",
  },
  stadium: { en: "stadium|sports stadium|arena", es: "estadio", de: "stadion", fr: "stade", pt: "estadio", it: "stadio", nl: "stadion" },
  cinema: {
    en: "cinema|movie theater|movie theatre|multiplex cinema|multiplex", es: "cine|multicines", de: "kino|kinocenter", fr: "cinema|multiplexe",
    pt: "cinema", it: "cinema|multisala", nl: "bioscoop",
  },
  theatre: {
    en: "theatre|theater|concert hall|performing arts centre|performing arts center|opera house|auditorium", es: "teatro|auditorio|sala de conciertos",
    de: "theater|konzerthaus|konzertsaal|opernhaus", fr: "theatre|salle de concert|salle de spectacle|auditorium", pt: "teatro|auditorio|sala de concertos",
    it: "teatro|auditorium|sala concerti", nl: "theater|schouwburg|concertzaal",
  },
  church: { en: "church|chapel", es: "iglesia|capilla|templo", de: "kirche|kapelle", fr: "eglise|chapelle", pt: "igreja|capela|templo", it: "chiesa|cappella", nl: "kerk|kapel" },
  museum: { en: "museum|art gallery", es: "museo", de: "museum", fr: "musee", pt: "museu", it: "museo", nl: "museum" },
  library: { en: "library|public library", es: "biblioteca", de: "bibliothek|stadtbibliothek|bucherei", fr: "bibliotheque|mediatheque", pt: "biblioteca", it: "biblioteca", nl: "bibliotheek" },
  sports_hall: {
    en: "sports hall|sports centre|sports center|leisure centre|leisure center", es: "pabellon deportivo|polideportivo|pabellon polideportivo",
    de: "sporthalle|turnhalle|mehrzweckhalle|dreifeldhalle", fr: "gymnase|salle omnisport|salle omnisports|complexe sportif", pt: "pavilhao desportivo|ginasio poliesportivo|quadra coberta",
    it: "palazzetto dello sport|palasport|palestra comunale", nl: "sporthal|gymzaal",
  },
  aquatic_centre: {
    en: "aquatic centre|aquatic center|indoor pool|indoor swimming pool|natatorium|swimming baths", es: "piscina cubierta|piscina climatizada|centro acuatico",
    de: "hallenbad|schwimmhalle|spassbad", fr: "piscine couverte|centre aquatique|piscine interieure", pt: "piscina coberta|centro aquatico",
    it: "piscina coperta|centro natatorio", nl: "overdekt zwembad|binnenzwembad",
  },
  gym: {
    en: "gym|fitness centre|fitness center|health club", es: "gimnasio|centro de fitness", de: "fitnessstudio|fitnesscenter", fr: "salle de fitness|salle de sport|centre de fitness",
    pt: "academia de ginastica|ginasio", it: "palestra|centro fitness", nl: "sportschool|fitnesscentrum",
  },
  fire_station: {
    en: "fire station", es: "parque de bomberos|estacion de bomberos|cuartel de bomberos", de: "feuerwache|feuerwehrhaus|feuerwehrgeratehaus",
    fr: "caserne de pompiers|centre de secours", pt: "quartel de bombeiros", it: "caserma dei vigili del fuoco", nl: "brandweerkazerne",
  },
  police_station: {
    en: "police station", es: "comisaria|estacion de policia", de: "polizeiwache|polizeirevier|polizeidienststelle", fr: "commissariat|gendarmerie",
    pt: "delegacia|esquadra de policia", it: "commissariato|questura|caserma dei carabinieri", nl: "politiebureau",
  },
  prison: {
    en: "prison|jail|correctional facility|detention centre", es: "carcel|prision|centro penitenciario", de: "gefangnis|justizvollzugsanstalt",
    fr: "prison|centre penitentiaire|maison d'arret", pt: "prisao|presidio|penitenciaria", it: "carcere|penitenziario|casa circondariale", nl: "gevangenis|penitentiaire inrichting",
  },
  airport_terminal: {
    en: "airport terminal|terminal building|passenger terminal|airport", es: "terminal aeroportuaria|terminal de pasajeros|aeropuerto", de: "flughafenterminal|flughafen",
    fr: "aerogare|terminal aeroportuaire|aeroport", pt: "terminal de passageiros|aeroporto", it: "aerostazione|terminal aeroportuale|aeroporto", nl: "luchthaventerminal|luchthaven",
  },
  train_station: {
    en: "railway station|train station|rail station|metro station", es: "estacion de tren|estacion de ferrocarril|estacion de metro", de: "bahnhof|bahnhofsgebaude|u-bahnhof",
    fr: "gare|gare ferroviaire|station de metro", pt: "estacao ferroviaria|estacao de trem|estacao de comboios|estacao de metro", it: "stazione ferroviaria", nl: "treinstation",
  },
  bus_depot: {
    en: "bus depot|bus garage|bus station|bus terminal", es: "cocheras de autobuses|estacion de autobuses|terminal de autobuses", de: "busdepot|betriebshof|busbahnhof",
    fr: "depot de bus|gare routiere", pt: "garagem de onibus|terminal rodoviario|rodoviaria", it: "deposito autobus|autostazione", nl: "busremise|busstation",
  },
  petrol_station: {
    en: "petrol station|gas station|service station|filling station", es: "gasolinera|estacion de servicio", de: "tankstelle", fr: "station-service|station service",
    pt: "posto de gasolina|posto de combustivel", it: "distributore di benzina|stazione di servizio", nl: "tankstation",
  },
  supermarket: { en: "supermarket|grocery store", es: "supermercado", de: "supermarkt", fr: "supermarche", pt: "supermercado", it: "supermercato", nl: "supermarkt" },
  shopping_centre: {
    en: "shopping centre|shopping center|shopping mall", es: "centro comercial", de: "einkaufszentrum", fr: "centre commercial", pt: "centro comercial|shopping center",
    it: "centro commerciale", nl: "winkelcentrum",
  },
  cold_store: {
    en: "cold store|cold storage|refrigerated warehouse", es: "almacen frigorifico|camara frigorifica", de: "kuhlhaus|kuhllager|tiefkuhllager",
    fr: "entrepot frigorifique|chambre froide", pt: "armazem frigorifico|camara fria", it: "magazzino frigorifero|cella frigorifera", nl: "koelhuis|vrieshuis",
  },
  self_storage: {
    en: "self-storage|self storage|mini storage|storage units", es: "trasteros|guardamuebles", de: "selfstorage|self-storage|lagerabteile", fr: "self-stockage|garde-meubles",
    pt: "self storage|guarda-moveis", it: "self storage|magazzini self storage", nl: "self-storage|opslagboxen",
  },
  factory: {
    en: "factory|manufacturing plant|production plant", es: "fabrica|planta industrial|nave de produccion", de: "fabrik|produktionshalle", fr: "usine|batiment industriel",
    pt: "fabrica", it: "fabbrica|stabilimento|capannone industriale", nl: "fabriek",
  },
  brewery: {
    en: "brewery|microbrewery|distillery|winery", es: "cerveceria|destileria", de: "brauerei|brennerei", fr: "microbrasserie|distillerie", pt: "cervejaria|destilaria",
    it: "birrificio|distilleria", nl: "brouwerij|distilleerderij",
  },
  barn: {
    en: "barn|farm building|agricultural building|cattle shed|pole barn|stables", es: "nave agricola|establo|granero", de: "scheune|stallgebaude|kuhstall|reithalle|landwirtschaftliche halle",
    fr: "grange|hangar agricole|batiment agricole|etable", pt: "celeiro|estabulo|galpao agricola", it: "fienile|stalla|capannone agricolo", nl: "schuur|stal|ligboxenstal",
  },
  greenhouse: { en: "greenhouse|glasshouse|polytunnel", es: "invernadero", de: "gewachshaus|glashaus", fr: "serre|serre agricole", pt: "estufa agricola|estufa", it: "serra", nl: "kas|tuinbouwkas" },
};
