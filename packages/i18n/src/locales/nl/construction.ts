import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "Een bad, een inloopdouche of allebei?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Een woning gebouwd door één hoofdaannemer op een bouwrijp kavel, met oprit en tuinaanleg; het kavel en de aansluitkosten zijn niet inbegrepen.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Een gebouw in gewapend beton of houtskeletbouw met een gedeelde kern, liften en appartementen met een standaard afwerking; een ondergrondse parkeergarage is niet inbegrepen tenzij vermeld.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Eén hoofdaannemer, gekozen via een aanbesteding na het ontwerp (ontwerp–aanbesteding–bouw).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Een winkelcasco van één bouwlaag met puien, installaties tot de verkoopvloer, parkeren en terreininrichting; de inrichting en stellingen van de huurder zijn niet inbegrepen.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Een casco van één bouwlaag met staalconstructie, betonvloer, laaddocks, een kleine kantoorkern en het terrein en parkeren eromheen.",
  "A stand-alone building or a unit in a centre?": "Een vrijstaand gebouw of een unit in een centrum?",
  Africa: "Afrika",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Spreek vóór de start in het contract een eenheidsprijs per m² af voor het vervangen van het dakbeschot.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Stem de brandveiligheidsstrategie in de conceptfase af met het bevoegd gezag en de brandweer.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Spreek vóór de aanbesteding de verantwoordelijkheidsverdeling tussen verhuurder en huurder en de cascoeisen van het merk af.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Spreek werktijden, leveringen en lawaaiig werk vóór het contract af met de beheerder van het gebouw.",
  "Air-tightness test and energy certificate at handover": "Luchtdichtheidsmeting en energielabel bij oplevering",
  "Airtightness, controls and electrical upgrades": "Luchtdichtheid, regeling en verbetering van de elektra",
  Appliances: "Huishoudelijke apparatuur",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Vraag de subsidie aan vóór het bestellen en begin niet aan werk dat volgens de subsidie eerst moet zijn goedgekeurd.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Meld u aan het begin van het ontwerp bij de netbeheerder en leg capaciteit en aansluitdatum schriftelijk vast.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "Stel in de ontwerpfase een verantwoordelijke voor de inbedrijfstelling aan en plan de validatie vóór de opleverdatum.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "Zijn een sporthal, keuken of voorzieningen voor speciale onderwijsbehoeften inbegrepen?",
  "Are appliances included, and at which level?": "Zijn apparaten inbegrepen, en van welk niveau?",
  "Are furniture, audiovisual and IT included?": "Zijn meubilair, audiovisuele middelen en IT inbegrepen?",
  "Are gutters, insulation or roof windows included?": "Zijn dakgoten, isolatie of dakramen inbegrepen?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "Worden de kastjes vervangen of opnieuw bekleed, en welk materiaal voor het werkblad?",
  "Are the tenants known, and do they need special floor loads or services?":
    "Zijn de huurders bekend, en hebben zij speciale vloerbelastingen of installaties nodig?",
  "Are water, sewer and power already at the plot boundary?": "Liggen water, riool en stroom al tot aan de kavelgrens?",
  "Asbestos or other hazardous materials found": "Asbest of andere gevaarlijke stoffen aangetroffen",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Vraag de netbeheerder naar een zwaardere aansluiting zodra het vermogen van de warmtepomp bekend is.",
  "Ask the utilities for connection quotes and dates during design.":
    "Vraag de nutsbedrijven tijdens het ontwerp om offertes en data voor de aansluitingen.",
  Australia: "Australië",
  Austria: "Oostenrijk",
  Belgium: "België",
  Brazil: "Brazilië",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Gebouw, technische installaties en vaste inrichting; verplaatsbare medische apparatuur, IT en meubilair zijn niet inbegrepen.",
  "Cabinet, worktop or appliance deliveries late": "Kastjes, werkblad of apparaten te laat geleverd",
  "Cabinets and countertops": "Keukenkasten en werkbladen",
  "Can the works be done during normal working hours?": "Kan het werk tijdens normale werktijden worden uitgevoerd?",
  Canada: "Canada",
  "Category A (landlord) or Category B (tenant) fit-out?":
    "Inbouw van categorie A (verhuurder) of categorie B (huurder)?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Controleer of het gebouw een monument is of in een beschermd gezicht ligt voordat het ontwerp vastligt.",
  China: "China",
  "Client's project manager": "Projectmanager van de opdrachtgever",
  "Client-side project management": "Projectmanagement aan de kant van de opdrachtgever",
  "Clinical brief and medical equipment change during design":
    "Zorgprogramma en medische apparatuur veranderen tijdens het ontwerp",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Laat een geotechnisch en milieukundig bodemonderzoek doen voordat het ontwerp vastligt.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Laat een geotechnisch en milieukundig bodemonderzoek doen voordat het ontwerp van de fundering vastligt.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Laat een geotechnisch onderzoek doen voordat de fundering wordt ontworpen.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Laat een geotechnisch onderzoek doen dat het gebouw en de parkeerplaats dekt.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Laat een geotechnisch onderzoek met plaatbelastingproeven doen voordat vloer en fundering worden ontworpen.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Laat een asbestinventarisatie voor renovatie en sloop uitvoeren vóór elke strip.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Laat bodemonderzoek en proefsleuven uitvoeren voordat de fundering wordt ontworpen.",
  "Commissioning and handover": "Inbedrijfstelling en oplevering",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "Inbedrijfstelling, validatie van infectiepreventie en goedkeuring door de toezichthouder duren langer",
  "Commissioning, testing and handover": "Inbedrijfstelling, testen en oplevering",
  Construction: "Bouw",
  "Construction-phase services of the design team": "Diensten van het ontwerpteam tijdens de bouw",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "De reserve voor specifieke risico's is de verwachte waarde van het risicoregister; driepuntsramingen (Beta-PERT) en een Monte Carlo-simulatie geven de bandbreedtes.",
  "Contractor's overhead and profit": "Algemene kosten en winst van de aannemer",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Kosten = {{area}} {{unit}} × {{rate}} per m² voor {{what}}: {{base}} per m² ({{source}}, {{basis}}) geïndexeerd van {{year}} naar {{priceYear}} met de {{index}} (× {{ratio}}) {{adjustments}} × bouwkostenfactor {{factor}} voor {{place}} ({{factorSource}}).",
  Czechia: "Tsjechië",
  "Damp, rot or structural defects to repair before insulating":
    "Vocht, rot of constructieve gebreken die vóór het isoleren moeten worden hersteld",
  "Deck repairs and underlayment": "Herstel van dakbeschot en onderlaag",
  Denmark: "Denemarken",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Diepte van de renovatie: basis = een cosmetische opfrisbeurt, standaard = een volledige renovatie met nieuwe installaties, keukens en badkamers, premium = een totaalrenovatie met een nieuwe indeling.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Diepte van de renovatie: basis = kleine maatregelen, standaard = een gemiddeld pakket (isolatie, enkele ramen, warmtepomp), premium = een diepe renovatie, naar de renovatiedieptes van BPIE.",
  Design: "Ontwerp",
  "Design and engineering fees": "Honoraria voor ontwerp en engineering",
  "Design contingency": "Ontwerpreserve",
  "Design development and scope growth": "Uitwerking van het ontwerp en groei van de scope",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Ontwerphonoraria zijn {{fee}} % van de bouwkosten ({{feeSource}}), verdeeld over ontwerp, aanbesteding en bouw ({{stages}}); vergunningen, leges en onderzoeken {{permits}} %; ontwerpreserve {{contingency}} % voor een {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Graaf proefsleuven naast de bestaande fundering voordat het ontwerp vastligt.",
  "Does the area include balconies, circulation and parking?":
    "Omvat de oppervlakte balkons, verkeersruimte en parkeren?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "Verandert de indeling (spoelbak, kookplaat, gas of wanden verplaatst)?",
  "Does the layout change (toilet or shower moved)?": "Verandert de indeling (toilet of douche verplaatst)?",
  "Eastern Europe": "Oost-Europa",
  "Electrical supply too small for the heat pump": "Elektrische aansluiting te klein voor de warmtepomp",
  "Equipment and fixed furnishings": "Apparatuur en vaste inrichting",
  "Escalation to the midpoint of construction": "Indexering tot het midden van de bouwperiode",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Indexering tot het midden van de bouwperiode, {{months}} maanden na de prijsdatum, tegen {{rate}} % per jaar (het gemiddelde van de index over 2014–2024): {{escalation}} %.",
  "Existing services or shell differ from the drawings": "Bestaande installaties of casco wijken af van de tekeningen",
  Finland: "Finland",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Wijzigingen in brandveiligheid of bouwregelgeving veranderen het ontwerp (tweede trappenhuis, sprinklers, gevelbekleding)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Inbouw van een bestaand, wind- en waterdicht casco met werkende basisinstallaties; los meubilair, IT en audiovisuele apparatuur zijn niet inbegrepen.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Leg een verhuurdersspecificatie (categorie A) vast en prijs wijzigingen van de huurder apart.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Leg afwerkingen, sanitair en apparatuur vóór het contract vast en prijs elke wijziging voordat die wordt opgedragen.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Leg vóór de aanbesteding met de gebruiker de stellingindeling, vrije hoogte en vlakheidsklasse van de vloer vast.",
  "Flashings, gutters and ventilation": "Loodslabben, dakgoten en ventilatie",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Test de waterdichting met een lektest vóór het tegelen en laat die keuren.",
  "Floor and wall finishes, joinery": "Vloer- en wandafwerking, timmerwerk",
  "Flooring, walls, lighting and finishes": "Vloeren, wanden, verlichting en afwerking",
  "For which school year must it open?": "Voor welk schooljaar moet het open?",
  "Foundations and substructure": "Fundering en onderbouw",
  France: "Frankrijk",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Zet het zorgprogramma en de ruimtestaten in elke ontwerpfase vast met de zorggebruikers.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Zet het ontwerp bij elke fase vast en prijs elke wijziging voordat die wordt opgedragen.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Zet het ruimteprogramma vóór de ontwerpfasen vast met het bevoegd gezag.",
  "Funding approval or brief changes by the education authority":
    "Goedkeuring van de financiering of wijzigingen van het programma door het schoolbestuur",
  "General conditions and preliminaries": "Algemene voorwaarden en bouwplaatskosten",
  Germany: "Duitsland",
  "Get capacity checks and connection quotes from each utility during design.":
    "Laat elk nutsbedrijf tijdens het ontwerp de capaciteit controleren en een offerte voor de aansluiting maken.",
  "Grant or subsidy not approved, or approved late": "Subsidie niet of te laat toegekend",
  Greece: "Griekenland",
  "Grid connection or power capacity not available in time":
    "Netaansluiting of elektrisch vermogen niet op tijd beschikbaar",
  "Heat pump and heating distribution": "Warmtepomp en warmteafgifte",
  "Heritage or conservation consent needed": "Toestemming nodig vanwege monument of beschermd gezicht",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Verborgen gebreken in het bestaande gebouw (rot, vocht, verouderde bedrading)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Verborgen waterschade, rot of verouderde bedrading achter de kastjes",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Houd vooroverleg en een vergunningenoverzicht met de streefdata van het bevoegd gezag bij.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "Hoe ver is het ontwerp (concept, vergunningstekeningen, definitief ontwerp)? De ontwerpreserve neemt af naarmate het ontwerp vastligt.",
  "How many apartments, and what mix of sizes?": "Hoeveel appartementen, en in welke mix van groottes?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "Hoeveel bedden, en welke afdelingen (operatiekamers, beeldvorming, spoedeisende hulp, intensive care)?",
  "How many loading docks, and how much office space inside the building?":
    "Hoeveel laaddocks, en hoeveel kantoorruimte in het gebouw?",
  "How many pupils, and which ages (primary or secondary)?":
    "Hoeveel leerlingen, en van welke leeftijd (basis- of voortgezet onderwijs)?",
  "How many storeys, and is there a basement or garage?": "Hoeveel bouwlagen, en is er een kelder of garage?",
  "How many storeys, and is there a basement?": "Hoeveel bouwlagen, en is er een kelder?",
  "How many storeys, and is there basement parking?": "Hoeveel bouwlagen, en is er parkeren in de kelder?",
  "How many storeys, and is there underground parking?": "Hoeveel bouwlagen, en is er een ondergrondse parkeergarage?",
  "How many workstations, meeting rooms and kitchen areas?": "Hoeveel werkplekken, vergaderruimtes en pantry's?",
  "How much of the existing house is opened up or altered?":
    "Hoeveel van de bestaande woning wordt opengemaakt of aangepast?",
  "How much parking and external works are included?": "Hoeveel parkeren en terreinwerk zijn inbegrepen?",
  "How old are the wiring and plumbing?": "Hoe oud zijn de elektra en het leidingwerk?",
  "How old is the building, and has an asbestos survey been done?":
    "Hoe oud is het gebouw, en is er een asbestinventarisatie gedaan?",
  Hungary: "Hongarije",
  India: "India",
  "Interior finishes": "Afbouw binnen",
  "Interior finishes, kitchens and bathrooms": "Afbouw binnen, keukens en badkamers",
  "Interiors: partitions, doors, finishes and stairs": "Interieur: binnenwanden, deuren, afwerking en trappen",
  Ireland: "Ierland",
  "Is cold storage or an in-rack sprinkler system needed?":
    "Is koelopslag of een sprinklerinstallatie in de stellingen nodig?",
  "Is medical equipment in the budget or supplied by the owner?":
    "Zit medische apparatuur in het budget of levert de eigenaar die?",
  "Is planning permission needed, or is it permitted development?":
    "Is een omgevingsvergunning nodig, of is het vergunningvrij?",
  "Is refrigeration needed (food retail)?": "Is koeling nodig (levensmiddelenhandel)?",
  "Is the area right? {{note}}": "Klopt de oppervlakte? {{note}}",
  "Is the building listed or in a conservation area?":
    "Is het gebouw een monument of ligt het in een beschermd gezicht?",
  "Is the site level, and what is known about the ground?": "Is het terrein vlak, en wat is er bekend over de bodem?",
  "Is the stated area the roof surface or the floor area of the house?":
    "Is de opgegeven oppervlakte het dakoppervlak of het vloeroppervlak van de woning?",
  "Is there any known leak or water damage?": "Is er een bekende lekkage of waterschade?",
  Italy: "Italië",
  Japan: "Japan",
  "Landlord approvals and building rules restrict working hours":
    "Goedkeuring van de verhuurder en gebouwregels beperken de werktijden",
  "Latin America": "Latijns-Amerika",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Til een vloerpaneel op en controleer de ondervloer vóór het bestellen; houd een stelpost voor herstel aan.",
  London: "Londen",
  "Long lead times for facade, lifts or switchgear": "Lange levertijden voor gevel, liften of schakelinstallaties",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Onderdelen met lange levertijd te laat (schakelinstallaties, AV, maatwerk timmerwerk)",
  "MEP services renewal (electrical, plumbing, heating)":
    "Vernieuwing van de installaties (elektra, leidingwerk, verwarming)",
  "MEP, lighting, data and fire services": "Installaties, verlichting, data en brandbeveiliging",
  "Making good and external works": "Herstelwerk en terreinwerk",
  Mexico: "Mexico",
  "New Zealand": "Nieuw-Zeeland",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "Er is geen locatie genoemd: geprijsd tegen het Amerikaanse landelijke gemiddelde; noem de locatie om het voor die plaats te laten prijzen.",
  Norway: "Noorwegen",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "Eén bouwlaag of twee, en waarvoor is het (keuken, slaapkamer, badkamer)?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Maak vroeg een klein deel open en controleer elektra en leidingwerk voordat de bestelling wordt geplaatst.",
  "Opening date fixed by the trading calendar": "Openingsdatum vastgelegd door de commerciële kalender",
  "Opening date tied to the start of the school year": "Openingsdatum gekoppeld aan het begin van het schooljaar",
  "Opening up and tie-in to the existing building": "Openmaken en aansluiten op het bestaande gebouw",
  "Opening up reveals defects in the existing house": "Openmaken brengt gebreken in de bestaande woning aan het licht",
  "Order long-lead items as soon as the design is signed off.":
    "Bestel onderdelen met lange levertijd zodra het ontwerp is goedgekeurd.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Bestel onderdelen met lange levertijd zodra het ontwerp is goedgekeurd en bevestig de leverdata vóór de strip.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Bestel pakketten met lange levertijd vroeg, zo nodig met contracten voor voorbereidend werk.",
  "Partitions, ceilings and doors": "Binnenwanden, plafonds en deuren",
  "Party-wall agreements or neighbours' objections": "Afspraken over gemeenschappelijke muren of bezwaren van buren",
  "Permits, statutory fees and surveys": "Vergunningen, leges en onderzoeken",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Plan de oplevering een kwartaal vóór de opening en faseer het werk zodat de lesruimtes als eerste worden opgeleverd.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Plan de oplevering enkele weken vóór de openingsdatum en bestel onderdelen met lange levertijd vroeg.",
  "Planning and permits": "Planvorming en vergunningen",
  "Planning or permit approval takes longer than planned": "Vergunningverlening duurt langer dan gepland",
  "Plumbing and electrical work": "Leidingwerk en elektra",
  "Plumbing, ventilation and electrical work": "Leidingwerk, ventilatie en elektra",
  Poland: "Polen",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Slechte bodem onder een grote vloer (slappe grond, ophoging, grondwater)",
  Portugal: "Portugal",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Geprijsd als een nieuwe woning per m² met een toeslag voor de kleine omvang en de aansluiting op het bestaande gebouw; werk binnen de bestaande woning voorbij de doorbraak is niet inbegrepen.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Geprijsd op referentieprojecten voor badkamers in de markt (US Cost vs. Value, UK Checkatrade); de badkamer blijft op dezelfde plek in de woning.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Geprijsd op referentieprojecten voor keukens in de markt (US Cost vs. Value, UK Checkatrade): basis is een kleine opknapbeurt of budgetkeuken, standaard een nieuwe keuken in het middensegment, premium een uit het topsegment.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Geprijsd met algemene referentietarieven voor dit type gebouw, niet met een eigen model: beschouw het als een orde van grootte.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Prijzen op het niveau van {{year}} in {{currency}}, geïndexeerd tot het midden van de bouwperiode; niet inbegrepen: grond, financiering, los meubilair en apparatuur van de eigenaar, en btw of omzetbelasting.",
  "Procurement and tender": "Inkoop en aanbesteding",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Planning: planvorming, ontwerp, inkoop en oplevering uit gebruikelijke doorlooptijden voor dit soort project, geschaald naar omvang; bouw uit de tijd–kostenrelatie van Bromilow T = {{k}} × C^0,3 dagen (C = bouwkosten in miljoenen USD tegen Amerikaanse prijzen), met K zo gekozen dat gangbare projecten hun gebruikelijke tijd krijgen.",
  "Public procurement and contract award": "Openbare aanbesteding en gunning",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Openbare aanbesteding: een openbare procedure of raamovereenkomst met de wettelijke termijnen en opschortingstermijn, daarna één hoofdaannemer.",
  Qatar: "Qatar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Eisen aan stellingen, vrije hoogte of vloervlakheid veranderen na het ontwerp",
  "Rain or wind stops work with the roof open": "Regen of wind legt het werk stil terwijl het dak open ligt",
  "Roof covering": "Dakbedekking",
  "Roof, wall and floor insulation": "Isolatie van dak, gevels en vloeren",
  "Roof, windows and envelope repairs": "Herstel van dak, ramen en schil",
  "Rotten decking or rafters found after the tear-off":
    "Rot dakbeschot of rotte sporen aangetroffen na het verwijderen van de oude bedekking",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Laat vóór het prijzen destructief onderzoek doen en houd een stelpost aan voor werk dat bij het openmaken wordt gevonden.",
  "Sanitaryware, vanity and fittings": "Sanitair, badmeubel en kranen",
  "Saudi Arabia": "Saudi-Arabië",
  "Scaffolding, access and weather protection": "Steigers, toegang en bescherming tegen weer",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Meld werk aan gemeenschappelijke muren aan en praat met de buren vóór de vergunningsaanvraag.",
  "Services and connections": "Installaties en aansluitingen",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Installaties: werktuigbouw, leidingwerk, elektra, brandbeveiliging en liften",
  "Shell and core only, or fitted out (Category A or B)?": "Alleen casco en kern, of ingericht (categorie A of B)?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Casco en kern met een verhuurdersinbouw (categorie A): verhoogde vloeren, plafonds, verlichting en airconditioning; de inbouw van de huurder en meubilair zijn niet inbegrepen.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "Casco voor een huurder, of ingericht volgens de standaard van een merk?",
  "Shell: frame, upper floors, roof and envelope": "Casco: draagconstructie, verdiepingsvloeren, dak en gevel",
  Singapore: "Singapore",
  "Site preparation and external works": "Bouwrijp maken en terreinwerk",
  "Snagging, cleaning and handover": "Restpunten, schoonmaak en oplevering",
  "South Asia": "Zuid-Azië",
  "South Korea": "Zuid-Korea",
  "South-East Asia": "Zuidoost-Azië",
  Spain: "Spanje",
  "Specification upgrades chosen during construction": "Upgrades van de afwerking gekozen tijdens de bouw",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Verwijder alleen wat dezelfde dag waterdicht kan worden gemaakt en houd tijdelijke afdekking op de bouwplaats.",
  "Strip-out and disposal": "Strippen en afvoeren",
  "Strip-out and preparation": "Strippen en voorbereiden",
  "Strip-out, demolition and making safe": "Strippen, sloop en veiligstellen",
  "Structural repairs and alterations": "Constructief herstel en aanpassingen",
  "Structure, roof and envelope": "Draagconstructie, dak en schil",
  "Substructure: foundations and ground slab": "Onderbouw: fundering en begane-grondvloer",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Onderzoek bodem en bestaande installaties vroeg en plan het werk rond het ziekenhuis dat in bedrijf blijft.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Onderzoek vocht en de staat van de constructie voordat de maatregelen worden bepaald.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Onderzoek het casco en de bestaande installaties voordat het ontwerp vastligt; leg het werk van de verhuurder schriftelijk vast.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Onderzoek de wand en het dak die worden opengemaakt en houd een stelpost voor herstel aan.",
  Sweden: "Zweden",
  Switzerland: "Zwitserland",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Lesruimtes, gymzaal, keuken en buitenspeelruimte volgens het standaardprogramma van het bevoegd gezag; los meubilair en IT-apparatuur zijn niet inbegrepen.",
  "Tear-off and disposal of the old roofing": "Verwijderen en afvoeren van de oude dakbedekking",
  "Tenant or brand standards change the shell or services":
    "Eisen van huurder of merk veranderen het casco of de installaties",
  "Tenant requirements change the services, floor loads or layout":
    "Eisen van de huurder veranderen de installaties, vloerbelasting of indeling",
  "Tender documents and contractor procurement": "Aanbestedingsstukken en selectie van de aannemer",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Inschrijvingen boven de raming (marktomstandigheden, weinig inschrijvers)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Tast de markt vroeg af, nodig minstens vier inschrijvers uit en houd een geprijsde lijst met scopebeperkingen klaar.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "De aanneemsom is verdeeld in {{count}} elementen ({{elementSource}}) plus algemene kosten van {{gc}} % en algemene kosten en winst van {{ohp}} % ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "De opgegeven oppervlakte geldt als dakoppervlak; geprijsd op referentieprojecten voor daken in de markt (US Cost vs. Value, UK Checkatrade).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Met het opgegeven budget van {{budget}} kan dit project niet worden gebouwd: bij ongeveer {{rate}} per m² alles inbegrepen betaalt het ongeveer {{affordable}} {{unit}}, niet de gevraagde {{area}}; er is een veel kleinere scope, een eenvoudiger afwerkingsniveau of meer geld nodig.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "De opgegeven {{deadline}} weken zijn niet genoeg voor dit project: planvorming, vergunningen en inkoop alleen al kosten ongeveer {{statutory}} weken, en zelfs een samengeperst ontwerp en bouw vragen in totaal ongeveer {{shortest}} weken (ongeveer {{planned}} weken zoals gepland).",
  "UK average, at the US cost level": "Brits gemiddelde, op Amerikaans kostenniveau",
  "US national average": "Amerikaans landelijk gemiddelde",
  "Unforeseen ground conditions": "Onvoorziene bodemgesteldheid",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Onvoorziene bodemgesteldheid (slappe grond, rots, grondwater, boomwortels)",
  "Unforeseen ground conditions on the school site": "Onvoorziene bodemgesteldheid op het schoolterrein",
  "Unforeseen ground conditions or contamination": "Onvoorziene bodemgesteldheid of verontreiniging",
  "Unforeseen ground conditions or existing foundations": "Onvoorziene bodemgesteldheid of bestaande fundering",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Onvoorziene bodemgesteldheid of leidingen in bedrijf op een ziekenhuisterrein",
  "Unforeseen ground conditions under the slab and parking":
    "Onvoorziene bodemgesteldheid onder de vloer en het parkeerterrein",
  "Utility capacity and connection charges higher than assumed": "Netcapaciteit en aansluitkosten hoger dan aangenomen",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "Aansluitingen (water, riool, stroom) kosten meer of duren langer dan gepland",
  "Ventilation with heat recovery": "Ventilatie met warmteterugwinning",
  "Water damage or rot under the floor and behind the walls": "Waterschade of rot onder de vloer en achter de wanden",
  "Waterproofing and tiling": "Waterdichting en tegelwerk",
  "Waterproofing fails its flood test and must be redone": "De waterdichting zakt voor de lektest en moet opnieuw",
  "What are the existing foundations and the ground like?": "Hoe zien de bestaande fundering en de bodem eruit?",
  "What clear height and floor loading does the racking need?":
    "Welke vrije hoogte en vloerbelasting vragen de stellingen?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "Wat is er bekend over de bodem (bodemonderzoek, helling, grondwater)?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "Wat is de oppervlakte in m² (of sq ft)? Die bepaalt het grootste deel van de kosten.",
  "What is the current energy rating and heating system?": "Wat is het huidige energielabel en verwarmingssysteem?",
  "What is the pitch, and how many layers of old roofing are there?":
    "Wat is de dakhelling, en hoeveel lagen oude dakbedekking zijn er?",
  "What type of building is it, and what will it be used for?":
    "Wat voor gebouw is het, en waarvoor wordt het gebruikt?",
  "Where is the site? Costs and the currency depend on it.":
    "Waar ligt de bouwplaats? Kosten en valuta hangen ervan af.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "Welke bedekking: bitumen shingles, dakpannen, leisteen, metaal of een dakbaan voor een plat dak?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "Welke energienorm geldt (wettelijk minimum, Passivhaus, bijna-energieneutraal)?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "Welke financierings- en aanbestedingsroute geldt (openbare aanbesteding, raamovereenkomst, design & build)?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "Welke normen voor zorggebouwen gelden (bijvoorbeeld HTM/HBN of de FGI Guidelines)?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "Welke maatregelen zijn gewenst: isolatie, ramen, warmtepomp, ventilatie, zonnepanelen?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "Welke delen worden vernieuwd: constructie, dak, ramen, installaties, afwerking?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "Welke lijn tegels en sanitair: basis, middensegment of premium?",
  "Which specification: builder grade, mid-range or custom?":
    "Welk afwerkingsniveau: standaard van de aannemer, middensegment of maatwerk?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "Welke duurzaamheidscertificering is het doel (BREEAM, LEED, DGNB)?",
  "Will a grant or subsidy programme be used?": "Wordt er gebruikgemaakt van een subsidie- of stimuleringsregeling?",
  "Will it be built next to a working hospital, in phases?":
    "Wordt er in fasen gebouwd naast een ziekenhuis dat in bedrijf is?",
  "Will the building be occupied during the works?": "Is het gebouw tijdens de werkzaamheden in gebruik?",
  "Will the building stay occupied during the works?": "Blijft het gebouw tijdens de werkzaamheden in gebruik?",
  "Windows and external doors": "Ramen en buitendeuren",
  "a US-average location": "een locatie met Amerikaans gemiddeld kostenniveau",
  "a bathroom remodel": "een badkamerrenovatie",
  "a hospital": "een ziekenhuis",
  "a kitchen remodel": "een keukenrenovatie",
  "a lower-cost US state": "een Amerikaanse staat met lagere kosten",
  "a new building": "een nieuw gebouw",
  "a new house": "een nieuwe woning",
  "a renovation of an existing building": "een renovatie van een bestaand gebouw",
  "a retail building": "een winkelgebouw",
  "a roof replacement": "een dakvernieuwing",
  "a school": "een school",
  "a typical size for this kind of project": "een gebruikelijke omvang voor dit soort project",
  "a warehouse": "een magazijn",
  "an apartment block": "een appartementengebouw",
  "an energy retrofit": "een energetische renovatie",
  "an extension": "een uitbreiding",
  "an interior fit-out": "een inbouw van het interieur",
  "an office building": "een kantoorgebouw",
  "basic specification": "basisafwerking",
  "concept design": "schetsontwerp",
  "detailed design": "definitief ontwerp",
  "fixed share of the reference job": "vast aandeel van het referentieproject",
  "m² GFA": "m² bvo",
  "m² of bathroom": "m² badkamer",
  "m² of floor area": "m² vloeroppervlak",
  "m² of kitchen": "m² keuken",
  "m² of roof": "m² dak",
  "premium specification": "premiumafwerking",
  "schematic design": "voorlopig ontwerp",
  "size modifier": "omvangsfactor",
  "small-works premium of an extension": "toeslag voor klein werk bij een uitbreiding",
  "standard specification": "standaardafwerking",
  storeys: "bouwlagen",
  "the Netherlands": "Nederland",
  "the United Arab Emirates": "de Verenigde Arabische Emiraten",
  "the United Kingdom": "het Verenigd Koninkrijk",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² is veel groter dan de gebruikelijke omvang van {{what}} (meestal tot {{max}} m²): controleer de oppervlakte, of dat er meerdere gebouwen bedoeld zijn; de cijfers hieronder prijzen het zoals opgegeven.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² is ongewoon klein voor {{what}} (meestal minstens {{min}} m²): controleer de oppervlakte; de cijfers hieronder prijzen het zoals opgegeven.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, zoals genoemd in de aanvraag.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, aangenomen ({{basis}}): de aanvraag noemde geen oppervlakte.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} bedden × {{each}} m² bruto per bed (vuistregel voor algemene ziekenhuizen)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} lokalen × {{each}} m² bruto per lokaal (28 leerlingen per klas, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)":
    "{{n}} woningen × {{each}} m² bruto per woning (vuistregel)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} leerlingen × {{each}} m² bruto per leerling (oppervlakterichtlijnen van DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; ongeveer {{years}} jaar van planvorming tot oplevering.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Geprijsd als de offerte van een aannemer waar de aanvraag om vraagt: geen ontwerp-, vergunnings- of aanbestedingsfase; ontwerpreserve {{contingency}} % voor {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Planning: vanaf de getekende offerte, de bouw volgens Bromilows tijd–kostenrelatie T = {{k}} × C^0,3 dagen (C = bouwkosten in miljoenen USD tegen Amerikaanse prijzen), met K zo gekozen dat typische projecten hun gebruikelijke tijd nemen, daarna de oplevering.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Een offerte van een aannemer, zoals de aanvraag vraagt: het werk begint bij ondertekening; een apart ontwerp, een vergunningsaanvraag of een aanbesteding maken geen deel uit van deze prijs of planning.",
  "Design by the contractor (design and build)": "Ontwerp door de aannemer (design and build)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Design and build vanaf het getekende contract: de ontwerphonoraria van de aannemer zijn {{fee}} % van de bouwkosten ({{feeSource}}), betaald tijdens de bouw; geen planvormings-, vergunnings- of aanbestedingsfase; ontwerpreserve {{contingency}} % voor {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Design and build: de aannemer ontwerpt en bouwt vanaf het getekende contract; een aparte vergunningsaanvraag of aanbesteding maakt geen deel uit van deze prijs of planning.",
};
