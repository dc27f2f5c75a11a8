import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "Badewanne, bodengleiche Dusche oder beides?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Ein Haus, von einem Generalunternehmer auf einem erschlossenen Grundstück gebaut, mit Zufahrt und Außenanlagen; Grundstück und Anschlussgebühren sind nicht enthalten.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Ein Gebäude in Stahlbeton- oder Holzbauweise mit gemeinsamem Kern, Aufzügen und Wohnungen in Standardausführung; eine Tiefgarage ist nur enthalten, wenn sie genannt wird.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Ein Generalunternehmer, nach der Planung im Wettbewerb ausgeschrieben (Planung–Ausschreibung–Bau).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Ein eingeschossiger Handelsbau mit Schaufenstern, Haustechnik bis zur Verkaufsfläche, Parkplätzen und Außenanlagen; Mieterausbau und Regale sind nicht enthalten.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Eine eingeschossige Stahlhalle mit Betonbodenplatte, Ladetoren, einem kleinen Bürotrakt sowie Hof- und Parkflächen.",
  "A stand-alone building or a unit in a centre?": "Ein freistehendes Gebäude oder eine Einheit in einem Zentrum?",
  Africa: "Afrika",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Vor Arbeitsbeginn einen Einheitspreis pro m² für den Austausch der Schalung im Vertrag vereinbaren.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Das Brandschutzkonzept in der Konzeptphase mit Bauaufsicht und Feuerwehr abstimmen.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Vor der Ausschreibung die Verantwortungsmatrix Vermieter–Mieter und die Rohbauanforderungen der Marke festlegen.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Arbeitszeiten, Anlieferungen und laute Arbeiten vor Vertragsschluss mit dem Gebäudemanagement abstimmen.",
  "Air-tightness test and energy certificate at handover": "Luftdichtheitstest und Energieausweis bei der Übergabe",
  "Airtightness, controls and electrical upgrades": "Luftdichtheit, Regelung und Elektroertüchtigung",
  Appliances: "Elektrogeräte",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Die Förderung vor der Bestellung beantragen und keine Arbeiten beginnen, die vorher genehmigt sein müssen.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Zu Planungsbeginn beim Netzbetreiber anfragen und Leistung sowie Anschlusstermin schriftlich vereinbaren.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "In der Planungsphase einen Inbetriebnahme-Manager benennen und die Validierung vor dem Übergabetermin einplanen.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "Gehören eine Sporthalle, eine Küche oder Förderbereiche dazu?",
  "Are appliances included, and at which level?": "Sind Elektrogeräte enthalten, und in welcher Klasse?",
  "Are furniture, audiovisual and IT included?": "Sind Möbel, Medientechnik und IT enthalten?",
  "Are gutters, insulation or roof windows included?": "Sind Dachrinnen, Dämmung oder Dachfenster enthalten?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "Werden die Schränke ersetzt oder nur die Fronten, und welches Arbeitsplattenmaterial?",
  "Are the tenants known, and do they need special floor loads or services?":
    "Sind die Mieter bekannt, und brauchen sie besondere Deckenlasten oder Haustechnik?",
  "Are water, sewer and power already at the plot boundary?":
    "Liegen Wasser, Abwasser und Strom schon an der Grundstücksgrenze an?",
  "Asbestos or other hazardous materials found": "Asbest oder andere Schadstoffe werden gefunden",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Den Netzbetreiber nach der Anschlussverstärkung fragen, sobald die Größe der Wärmepumpe feststeht.",
  "Ask the utilities for connection quotes and dates during design.":
    "Während der Planung Angebote und Termine für die Hausanschlüsse bei den Versorgern einholen.",
  Australia: "Australien",
  Austria: "Österreich",
  Belgium: "Belgien",
  Brazil: "Brasilien",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Gebäude, Technische Gebäudeausrüstung und feste Ausstattung; bewegliche Medizintechnik, IT und Möbel sind nicht enthalten.",
  "Cabinet, worktop or appliance deliveries late": "Verspätete Lieferung von Schränken, Arbeitsplatten oder Geräten",
  "Cabinets and countertops": "Schränke und Arbeitsplatten",
  "Can the works be done during normal working hours?":
    "Können die Arbeiten während der normalen Arbeitszeiten ausgeführt werden?",
  Canada: "Kanada",
  "Category A (landlord) or Category B (tenant) fit-out?": "Ausbau der Kategorie A (Vermieter) oder B (Mieter)?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Vor Festlegung der Planung prüfen, ob das Gebäude unter Denkmalschutz steht oder in einem Schutzgebiet liegt.",
  China: "China",
  "Client's project manager": "Projektsteuerer des Bauherrn",
  "Client-side project management": "Projektsteuerung des Bauherrn",
  "Clinical brief and medical equipment change during design":
    "Medizinisches Raumprogramm und Medizintechnik ändern sich während der Planung",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Vor Festlegung der Planung ein Baugrund- und Altlastengutachten beauftragen.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Vor Festlegung der Gründungsplanung ein Baugrund- und Altlastengutachten beauftragen.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Vor der Gründungsplanung ein Baugrundgutachten beauftragen.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Ein Baugrundgutachten beauftragen, das Gebäude und Parkplatz abdeckt.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Vor der Planung von Bodenplatte und Gründung ein Baugrundgutachten mit Plattendruckversuchen beauftragen.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Vor jedem Rückbau ein Schadstoffgutachten (Asbest) für Umbau und Abbruch beauftragen.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Vor der Gründungsplanung ein Bodengutachten und Schürfgruben beauftragen.",
  "Commissioning and handover": "Inbetriebnahme und Übergabe",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "Inbetriebnahme, Hygienevalidierung und behördliche Abnahme dauern länger",
  "Commissioning, testing and handover": "Inbetriebnahme, Prüfungen und Übergabe",
  Construction: "Bauausführung",
  "Construction-phase services of the design team": "Leistungen des Planungsteams während der Bauphase",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "Die Reserve für einzelne Risiken ist der Erwartungswert des Risikoregisters; Dreipunktschätzungen (Beta-PERT) und eine Monte-Carlo-Simulation liefern die Bandbreiten.",
  "Contractor's overhead and profit": "Allgemeine Geschäftskosten und Gewinn des Unternehmers",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Kosten = {{area}} {{unit}} × {{rate}} pro m² für {{what}}: {{base}} pro m² ({{source}}, {{basis}}), von {{year}} auf {{priceYear}} fortgeschrieben mit dem {{index}} (× {{ratio}}) {{adjustments}} × Baukostenfaktor {{factor}} ({{place}}; {{factorSource}}).",
  Czechia: "Tschechien",
  "Damp, rot or structural defects to repair before insulating":
    "Feuchte, Fäulnis oder Bauschäden, die vor dem Dämmen zu beheben sind",
  "Deck repairs and underlayment": "Schalungsreparaturen und Unterdeckbahn",
  Denmark: "Dänemark",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Sanierungstiefe: einfach = Schönheitsreparaturen, Standard = Komplettsanierung mit neuer Haustechnik, Küchen und Bädern, gehoben = Entkernung mit Neuaufteilung.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Sanierungstiefe: einfach = kleine Maßnahmen, Standard = mittleres Paket (Dämmung, einige Fenster, Wärmepumpe), gehoben = Tiefensanierung, nach den Sanierungstiefen des BPIE.",
  Design: "Planung",
  "Design and engineering fees": "Honorare für Architektur und Fachplanung",
  "Design contingency": "Planungsreserve",
  "Design development and scope growth": "Planungsfortschritt und Mengenzuwachs",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Die Planungshonorare betragen {{fee}} % der Baukosten ({{feeSource}}), verteilt auf Planung, Vergabe und Bau ({{stages}}); Genehmigungen, Gebühren und Gutachten {{permits}} %; Planungsreserve {{contingency}} % für einen {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Vor Festlegung der Planung Schürfgruben neben den bestehenden Fundamenten anlegen.",
  "Does the area include balconies, circulation and parking?":
    "Enthält die Fläche Balkone, Verkehrsflächen und Stellplätze?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "Ändert sich der Grundriss (Spüle, Herd, Gas oder Wände versetzt)?",
  "Does the layout change (toilet or shower moved)?": "Ändert sich der Grundriss (WC oder Dusche versetzt)?",
  "Eastern Europe": "Osteuropa",
  "Electrical supply too small for the heat pump": "Stromanschluss zu klein für die Wärmepumpe",
  "Equipment and fixed furnishings": "Ausstattung und Einbauten",
  "Escalation to the midpoint of construction": "Preissteigerung bis zur Bauzeitmitte",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Preissteigerung bis zur Bauzeitmitte, {{months}} Monate nach dem Preisstand, mit {{rate}} % pro Jahr (Mittel des Index 2014–2024): {{escalation}} %.",
  "Existing services or shell differ from the drawings": "Bestehende Haustechnik oder Rohbau weichen von den Plänen ab",
  Finland: "Finnland",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Änderungen im Brandschutz oder Baurecht verändern die Planung (zweites Treppenhaus, Sprinkler, Fassade)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Ausbau eines bestehenden, dichten Rohbaus mit funktionierender Grundinstallation; lose Möbel, IT und Medientechnik sind nicht enthalten.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Eine Vermieterbaubeschreibung (Kategorie A) festlegen und Mieteränderungen gesondert bepreisen.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Oberflächen, Ausstattung und Geräte vor Vertragsschluss festlegen und jede Änderung vor der Beauftragung bepreisen.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Regallayout, lichte Höhe und Ebenheitsklasse der Bodenplatte vor der Ausschreibung mit dem Betreiber festlegen.",
  "Flashings, gutters and ventilation": "Anschlussbleche, Dachrinnen und Belüftung",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Die Abdichtung vor dem Fliesen einer Wasserprobe unterziehen und prüfen lassen.",
  "Floor and wall finishes, joinery": "Boden- und Wandbeläge, Schreinerarbeiten",
  "Flooring, walls, lighting and finishes": "Böden, Wände, Beleuchtung und Oberflächen",
  "For which school year must it open?": "Zu welchem Schuljahr muss sie öffnen?",
  "Foundations and substructure": "Gründung und Unterbau",
  France: "Frankreich",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Medizinisches Raumprogramm und Raumdatenblätter in jeder Planungsphase mit den Nutzern festschreiben.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Die Planung an jedem Meilenstein einfrieren und jede Änderung vor der Beauftragung bepreisen.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Das Raumprogramm vor den Planungsmeilensteinen mit dem Schulträger festschreiben.",
  "Funding approval or brief changes by the education authority":
    "Finanzierungsfreigabe oder Programmänderungen durch den Schulträger",
  "General conditions and preliminaries": "Baustelleneinrichtung und Gemeinkosten der Baustelle",
  Germany: "Deutschland",
  "Get capacity checks and connection quotes from each utility during design.":
    "Während der Planung von jedem Versorger Kapazitätsprüfung und Anschlussangebot einholen.",
  "Grant or subsidy not approved, or approved late": "Förderung nicht oder verspätet bewilligt",
  Greece: "Griechenland",
  "Grid connection or power capacity not available in time": "Netzanschluss oder Leistung nicht rechtzeitig verfügbar",
  "Heat pump and heating distribution": "Wärmepumpe und Wärmeverteilung",
  "Heritage or conservation consent needed": "Denkmalrechtliche Genehmigung erforderlich",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Verborgene Mängel im Bestand (Fäulnis, Feuchte, veraltete Elektrik)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Verborgene Wasserschäden, Fäulnis oder veraltete Elektrik hinter den Schränken",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Vorabstimmungen mit der Behörde führen und die Genehmigungen mit deren Zielterminen nachverfolgen.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "Wie weit ist die Planung (Konzept, Genehmigungsplanung, Ausführungsplanung)? Die Planungsreserve sinkt, je weiter sie ist.",
  "How many apartments, and what mix of sizes?": "Wie viele Wohnungen, und in welchem Größenmix?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "Wie viele Betten, und welche Bereiche (OP, Bildgebung, Notaufnahme, Intensivstation)?",
  "How many loading docks, and how much office space inside the building?":
    "Wie viele Ladetore, und wie viel Bürofläche im Gebäude?",
  "How many pupils, and which ages (primary or secondary)?":
    "Wie viele Schülerinnen und Schüler, und welche Stufe (Grund- oder weiterführende Schule)?",
  "How many storeys, and is there a basement or garage?": "Wie viele Geschosse, und gibt es Keller oder Garage?",
  "How many storeys, and is there a basement?": "Wie viele Geschosse, und gibt es einen Keller?",
  "How many storeys, and is there basement parking?": "Wie viele Geschosse, und gibt es eine Tiefgarage?",
  "How many storeys, and is there underground parking?": "Wie viele Geschosse, und gibt es eine Tiefgarage?",
  "How many workstations, meeting rooms and kitchen areas?":
    "Wie viele Arbeitsplätze, Besprechungsräume und Teeküchen?",
  "How much of the existing house is opened up or altered?":
    "Wie viel des bestehenden Hauses wird geöffnet oder umgebaut?",
  "How much parking and external works are included?": "Wie viele Stellplätze und Außenanlagen sind enthalten?",
  "How old are the wiring and plumbing?": "Wie alt sind Elektrik und Sanitärleitungen?",
  "How old is the building, and has an asbestos survey been done?":
    "Wie alt ist das Gebäude, und gibt es ein Schadstoffgutachten (Asbest)?",
  Hungary: "Ungarn",
  India: "Indien",
  "Interior finishes": "Innenausbau",
  "Interior finishes, kitchens and bathrooms": "Innenausbau, Küchen und Bäder",
  "Interiors: partitions, doors, finishes and stairs": "Ausbau: Trennwände, Türen, Oberflächen und Treppen",
  Ireland: "Irland",
  "Is cold storage or an in-rack sprinkler system needed?":
    "Wird ein Kühllager oder eine Regalsprinkleranlage benötigt?",
  "Is medical equipment in the budget or supplied by the owner?":
    "Ist die Medizintechnik im Budget oder stellt sie der Bauherr?",
  "Is planning permission needed, or is it permitted development?":
    "Ist eine Baugenehmigung nötig oder ist es verfahrensfrei?",
  "Is refrigeration needed (food retail)?": "Wird Kühlung benötigt (Lebensmittelhandel)?",
  "Is the area right? {{note}}": "Stimmt die Fläche? {{note}}",
  "Is the building listed or in a conservation area?":
    "Steht das Gebäude unter Denkmalschutz oder in einem Schutzgebiet?",
  "Is the site level, and what is known about the ground?":
    "Ist das Grundstück eben, und was ist über den Baugrund bekannt?",
  "Is the stated area the roof surface or the floor area of the house?":
    "Ist die genannte Fläche die Dachfläche oder die Wohnfläche des Hauses?",
  "Is there any known leak or water damage?": "Gibt es bekannte Undichtigkeiten oder Wasserschäden?",
  Italy: "Italien",
  Japan: "Japan",
  "Landlord approvals and building rules restrict working hours":
    "Freigaben des Vermieters und Hausordnung schränken die Arbeitszeiten ein",
  "Latin America": "Lateinamerika",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Vor der Bestellung ein Bodenstück öffnen und den Unterboden prüfen; einen Betrag für Reparaturen vorhalten.",
  London: "London",
  "Long lead times for facade, lifts or switchgear": "Lange Lieferzeiten für Fassade, Aufzüge oder Schaltanlagen",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Verspätung bei Positionen mit langer Lieferzeit (Schaltanlagen, Medientechnik, Sonderschreinerei)",
  "MEP services renewal (electrical, plumbing, heating)": "Erneuerung der Haustechnik (Elektro, Sanitär, Heizung)",
  "MEP, lighting, data and fire services": "Haustechnik, Beleuchtung, Daten und Brandschutz",
  "Making good and external works": "Anschlussarbeiten und Außenanlagen",
  Mexico: "Mexiko",
  "New Zealand": "Neuseeland",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "Es wurde kein Standort genannt: bewertet zum US-Durchschnitt; nennen Sie den Standort, damit nach Ort bepreist wird.",
  Norway: "Norwegen",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "Ein- oder zweigeschossig, und wofür (Küche, Schlafzimmer, Bad)?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Früh eine kleine Stelle öffnen und Elektrik und Leitungen vor der Bestellung prüfen.",
  "Opening date fixed by the trading calendar": "Eröffnungstermin durch den Handelskalender festgelegt",
  "Opening date tied to the start of the school year": "Eröffnung an den Schuljahresbeginn gebunden",
  "Opening up and tie-in to the existing building": "Durchbruch und Anschluss an den Bestand",
  "Opening up reveals defects in the existing house": "Beim Öffnen zeigen sich Mängel am bestehenden Haus",
  "Order long-lead items as soon as the design is signed off.":
    "Positionen mit langer Lieferzeit bestellen, sobald die Planung freigegeben ist.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Positionen mit langer Lieferzeit nach Freigabe des Entwurfs bestellen und Liefertermine vor dem Rückbau bestätigen.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Gewerke mit langer Lieferzeit früh vergeben, bei Bedarf mit vorgezogenen Aufträgen.",
  "Partitions, ceilings and doors": "Trennwände, Decken und Türen",
  "Party-wall agreements or neighbours' objections": "Nachbarvereinbarungen oder Einwände der Nachbarn",
  "Permits, statutory fees and surveys": "Genehmigungen, Gebühren und Gutachten",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Die Fertigstellung ein Schulhalbjahr vor der Eröffnung planen und so takten, dass Unterrichtsräume zuerst übergeben werden.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Die Übergabe einige Wochen vor der Eröffnung planen und Positionen mit langer Lieferzeit früh bestellen.",
  "Planning and permits": "Genehmigungsphase",
  "Planning or permit approval takes longer than planned": "Die Baugenehmigung dauert länger als geplant",
  "Plumbing and electrical work": "Sanitär- und Elektroarbeiten",
  "Plumbing, ventilation and electrical work": "Sanitär-, Lüftungs- und Elektroarbeiten",
  Poland: "Polen",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Schlechter Baugrund unter einer großen Bodenplatte (weiche Böden, Auffüllungen, Grundwasser)",
  Portugal: "Portugal",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Bepreist wie ein neues Haus pro m² mit einem Zuschlag für die geringe Größe und den Anschluss an den Bestand; Arbeiten im bestehenden Haus über den Durchbruch hinaus sind nicht enthalten.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Bepreist nach Referenz-Badprojekten des Marktes (Cost vs. Value in den USA, Checkatrade im Vereinigten Königreich); das Bad bleibt an seinem Platz.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Bepreist nach Referenz-Küchenprojekten des Marktes (Cost vs. Value in den USA, Checkatrade im Vereinigten Königreich): einfach ist eine kleine Renovierung oder Budgetküche, Standard eine neue Küche der Mittelklasse, gehoben eine hochwertige.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Mit allgemeinen Richtwerten für diesen Gebäudetyp bepreist, ohne eigenes Modell: als Größenordnung verstehen.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Preise auf Stand {{year}} in {{currency}}, fortgeschrieben bis zur Bauzeitmitte; nicht enthalten: Grundstück, Finanzierung, lose Möbel und Ausstattung des Bauherrn sowie Mehrwertsteuer.",
  "Procurement and tender": "Vergabe und Ausschreibung",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Terminplan: Genehmigung, Planung, Vergabe und Übergabe nach typischen Dauern dieser Projektart, nach Größe skaliert; die Bauzeit nach Bromilows Zeit–Kosten-Beziehung T = {{k}} × C^0,3 Tage (C = Baukosten in Mio. USD zu US-Preisen), mit K so gewählt, dass typische Projekte ihre übliche Dauer haben.",
  "Public procurement and contract award": "Öffentliche Vergabe und Zuschlag",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Öffentliche Vergabe: offenes Verfahren oder Rahmenvertrag mit gesetzlichen Fristen und Stillhaltefrist, danach ein Generalunternehmer.",
  Qatar: "Katar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Anforderungen an Regale, lichte Höhe oder Ebenheit ändern sich nach der Planung",
  "Rain or wind stops work with the roof open": "Regen oder Wind stoppen die Arbeit bei offenem Dach",
  "Roof covering": "Dacheindeckung",
  "Roof, wall and floor insulation": "Dämmung von Dach, Wänden und Boden",
  "Roof, windows and envelope repairs": "Instandsetzung von Dach, Fenstern und Hülle",
  "Rotten decking or rafters found after the tear-off":
    "Nach dem Abdecken werden verfaulte Schalung oder Sparren gefunden",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Vor der Bepreisung eine Bauteilöffnung durchführen und einen Betrag für beim Öffnen Gefundenes vorhalten.",
  "Sanitaryware, vanity and fittings": "Sanitärobjekte, Waschtisch und Armaturen",
  "Saudi Arabia": "Saudi-Arabien",
  "Scaffolding, access and weather protection": "Gerüst, Zugang und Wetterschutz",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Nachbarn vor dem Bauantrag formell benachrichtigen und mit ihnen sprechen.",
  "Services and connections": "Haustechnik und Anschlüsse",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Technische Gebäudeausrüstung: Heizung/Lüftung, Sanitär, Elektro, Brandschutz und Aufzüge",
  "Shell and core only, or fitted out (Category A or B)?": "Nur Rohbau mit Kern, oder ausgebaut (Kategorie A oder B)?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Rohbau und Kern mit Vermieterausbau (Kategorie A): Doppelboden, Decken, Beleuchtung und Klimatisierung; Mieterausbau und Möbel sind nicht enthalten.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "Rohbau für einen Mieter, oder nach Markenstandard ausgebaut?",
  "Shell: frame, upper floors, roof and envelope": "Rohbau und Hülle: Tragwerk, Decken, Dach und Fassade",
  Singapore: "Singapur",
  "Site preparation and external works": "Herrichten des Grundstücks und Außenanlagen",
  "Snagging, cleaning and handover": "Mängelbeseitigung, Reinigung und Übergabe",
  "South Asia": "Südasien",
  "South Korea": "Südkorea",
  "South-East Asia": "Südostasien",
  Spain: "Spanien",
  "Specification upgrades chosen during construction": "Während der Bauzeit gewählte höherwertige Ausstattung",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Nur so viel abdecken, wie am selben Tag wieder dicht gemacht werden kann, und Notabdeckungen bereithalten.",
  "Strip-out and disposal": "Rückbau und Entsorgung",
  "Strip-out and preparation": "Rückbau und Vorbereitung",
  "Strip-out, demolition and making safe": "Rückbau, Abbruch und Sicherung",
  "Structural repairs and alterations": "Tragwerksinstandsetzung und Umbauten",
  "Structure, roof and envelope": "Tragwerk, Dach und Hülle",
  "Substructure: foundations and ground slab": "Gründung: Fundamente und Bodenplatte",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Baugrund und bestehende Leitungen früh erkunden und die Arbeiten um den laufenden Klinikbetrieb planen.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Feuchte und Zustand der Bausubstanz vor der Festlegung der Maßnahmen untersuchen.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Rohbau und bestehende Haustechnik vor Festlegung der Planung aufnehmen; Vermieterleistungen schriftlich vereinbaren.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Die zu öffnende Wand und das Dach untersuchen und einen Betrag für Reparaturen vorhalten.",
  Sweden: "Schweden",
  Switzerland: "Schweiz",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Unterrichtsräume, Aula, Küche und Pausenhöfe nach dem Standardprogramm des Schulträgers; lose Möbel und IT sind nicht enthalten.",
  "Tear-off and disposal of the old roofing": "Abdecken und Entsorgen der alten Eindeckung",
  "Tenant or brand standards change the shell or services":
    "Mieter- oder Markenstandards ändern Rohbau oder Haustechnik",
  "Tenant requirements change the services, floor loads or layout":
    "Mieteranforderungen ändern Haustechnik, Deckenlasten oder Grundriss",
  "Tender documents and contractor procurement": "Ausschreibungsunterlagen und Vergabe an den Unternehmer",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Angebotspreise über der Schätzung (Marktlage, wenige Bieter)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Den Markt früh testen, mindestens vier Bieter einladen und eine bepreiste Liste von Einsparungen bereithalten.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "Die Vertragssumme ist in {{count}} Elemente aufgeteilt ({{elementSource}}), dazu Baustellengemeinkosten von {{gc}} % sowie allgemeine Geschäftskosten und Gewinn von {{ohp}} % ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "Die genannte Fläche gilt als Dachfläche; bepreist nach Referenz-Dachprojekten des Marktes (Cost vs. Value in den USA, Checkatrade im Vereinigten Königreich).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Das genannte Budget von {{budget}} reicht für dieses Projekt nicht: bei rund {{rate}} pro m² inklusive aller Kosten deckt es etwa {{affordable}} {{unit}}, nicht die gewünschten {{area}}; nötig wären ein viel kleinerer Umfang, ein niedrigerer Standard oder mehr Mittel.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "Die genannten {{deadline}} Wochen reichen für dieses Projekt nicht: Genehmigung und Vergabe allein dauern etwa {{statutory}} Wochen, und selbst eine gestraffte Planung und Ausführung braucht insgesamt etwa {{shortest}} Wochen (etwa {{planned}} Wochen wie geplant).",
  "UK average, at the US cost level": "britischer Durchschnitt, auf US-Kostenniveau",
  "US national average": "US-Durchschnitt",
  "Unforeseen ground conditions": "Unvorhergesehene Baugrundverhältnisse",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Unvorhergesehene Baugrundverhältnisse (weicher Boden, Fels, Grundwasser, Wurzeln)",
  "Unforeseen ground conditions on the school site": "Unvorhergesehene Baugrundverhältnisse auf dem Schulgrundstück",
  "Unforeseen ground conditions or contamination": "Unvorhergesehene Baugrundverhältnisse oder Altlasten",
  "Unforeseen ground conditions or existing foundations": "Unvorhergesehener Baugrund oder bestehende Fundamente",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Unvorhergesehener Baugrund oder Leitungen in Betrieb auf einem Klinikgelände",
  "Unforeseen ground conditions under the slab and parking":
    "Unvorhergesehener Baugrund unter Bodenplatte und Parkplatz",
  "Utility capacity and connection charges higher than assumed":
    "Versorgungskapazität und Anschlussgebühren höher als angenommen",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "Hausanschlüsse (Wasser, Abwasser, Strom) kosten mehr oder dauern länger als geplant",
  "Ventilation with heat recovery": "Lüftung mit Wärmerückgewinnung",
  "Water damage or rot under the floor and behind the walls":
    "Wasserschäden oder Fäulnis unter dem Boden und hinter den Wänden",
  "Waterproofing and tiling": "Abdichtung und Fliesenarbeiten",
  "Waterproofing fails its flood test and must be redone":
    "Die Abdichtung besteht die Wasserprobe nicht und muss erneuert werden",
  "What are the existing foundations and the ground like?":
    "Wie sind die bestehenden Fundamente und der Baugrund beschaffen?",
  "What clear height and floor loading does the racking need?":
    "Welche lichte Höhe und Bodenbelastung brauchen die Regale?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "Was ist über den Baugrund bekannt (Bodengutachten, Hanglage, Grundwasser)?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "Wie groß ist die Fläche in m² (oder sq ft)? Sie bestimmt den größten Teil der Kosten.",
  "What is the current energy rating and heating system?":
    "Welche Energieeffizienzklasse und welche Heizung hat das Gebäude heute?",
  "What is the pitch, and how many layers of old roofing are there?":
    "Welche Dachneigung, und wie viele alte Eindeckungsschichten gibt es?",
  "What type of building is it, and what will it be used for?":
    "Um welchen Gebäudetyp handelt es sich, und wofür wird er genutzt?",
  "Where is the site? Costs and the currency depend on it.":
    "Wo liegt der Standort? Kosten und Währung hängen davon ab.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "Welche Eindeckung: Bitumenschindeln, Ziegel, Schiefer, Metall oder Flachdachbahn?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "Welcher Energiestandard ist gefordert (gesetzliches Minimum, Passivhaus, Niedrigstenergie)?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "Welcher Finanzierungs- und Vergabeweg gilt (offenes Verfahren, Rahmenvertrag, Totalunternehmer)?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "Welche Normen für Gesundheitsbauten gelten (zum Beispiel HTM/HBN oder die FGI Guidelines)?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "Welche Maßnahmen sind gewünscht: Dämmung, Fenster, Wärmepumpe, Lüftung, Photovoltaik?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "Was wird erneuert: Tragwerk, Dach, Fenster, Haustechnik, Oberflächen?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "Welche Fliesen- und Ausstattungslinie: einfach, Mittelklasse oder gehoben?",
  "Which specification: builder grade, mid-range or custom?":
    "Welcher Standard: einfach, Mittelklasse oder individuell gehoben?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "Welche Nachhaltigkeitszertifizierung wird angestrebt (BREEAM, LEED, DGNB)?",
  "Will a grant or subsidy programme be used?": "Wird ein Förderprogramm genutzt?",
  "Will it be built next to a working hospital, in phases?":
    "Wird es neben einem laufenden Krankenhaus in Bauabschnitten gebaut?",
  "Will the building be occupied during the works?": "Ist das Gebäude während der Arbeiten bewohnt oder genutzt?",
  "Will the building stay occupied during the works?": "Bleibt das Gebäude während der Arbeiten genutzt?",
  "Windows and external doors": "Fenster und Außentüren",
  "a US-average location": "Standort mit US-Durchschnittskosten",
  "a bathroom remodel": "eine Badsanierung",
  "a hospital": "ein Krankenhaus",
  "a kitchen remodel": "eine Küchenrenovierung",
  "a lower-cost US state": "US-Bundesstaat mit niedrigeren Kosten",
  "a new building": "ein Neubau",
  "a new house": "ein neues Haus",
  "a renovation of an existing building": "eine Sanierung eines Bestandsgebäudes",
  "a retail building": "ein Handelsgebäude",
  "a roof replacement": "eine Dachsanierung",
  "a school": "eine Schule",
  "a typical size for this kind of project": "eine typische Größe für diese Projektart",
  "a warehouse": "eine Lagerhalle",
  "an apartment block": "ein Mehrfamilienhaus",
  "an energy retrofit": "eine energetische Sanierung",
  "an extension": "ein Anbau",
  "an interior fit-out": "ein Innenausbau",
  "an office building": "ein Bürogebäude",
  "basic specification": "einfacher Standard",
  "concept design": "Konzeptplanung",
  "detailed design": "Ausführungsplanung",
  "fixed share of the reference job": "fester Anteil des Referenzprojekts",
  "m² GFA": "m² BGF",
  "m² of bathroom": "m² Bad",
  "m² of floor area": "m² Fläche",
  "m² of kitchen": "m² Küche",
  "m² of roof": "m² Dachfläche",
  "premium specification": "gehobener Standard",
  "schematic design": "Entwurfsplanung",
  "size modifier": "Größenfaktor",
  "small-works premium of an extension": "Kleinmengenzuschlag eines Anbaus",
  "standard specification": "mittlerer Standard",
  storeys: "Geschosse",
  "the Netherlands": "Niederlande",
  "the United Arab Emirates": "Vereinigte Arabische Emirate",
  "the United Kingdom": "Vereinigtes Königreich",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² liegen weit über der üblichen Größe für {{what}} (meist bis {{max}} m²): prüfen Sie die Fläche oder ob mehrere Gebäude gemeint sind; die folgenden Zahlen bepreisen sie wie angegeben.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² sind ungewöhnlich klein für {{what}} (meist mindestens {{min}} m²): prüfen Sie die Fläche; die folgenden Zahlen bepreisen sie wie angegeben.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, wie in der Anfrage angegeben.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, angenommen ({{basis}}): die Anfrage nannte keine Fläche.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} Betten × {{each}} m² BGF je Bett (Faustwert für Akutkrankenhäuser)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} Klassenräume × {{each}} m² BGF je Raum (28 Kinder pro Klasse, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)":
    "{{n}} Wohnungen × {{each}} m² BGF je Wohnung (Faustwert)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} Schülerinnen und Schüler × {{each}} m² BGF je Kind (Flächenrichtwerte DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}}: {{area}} {{unit}}, Standort: {{place}}, {{specification}}, {{stage}}; rund {{years}} Jahre von der Genehmigung bis zur Übergabe.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Als Angebot eines Unternehmers kalkuliert, wie die Anfrage es verlangt: keine Planungs-, Genehmigungs- oder Ausschreibungsphase; Planungsreserve {{contingency}} % für {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Ablauf: ab dem unterzeichneten Angebot, Bauzeit nach Bromilows Zeit-Kosten-Beziehung T = {{k}} × C^0,3 Tage (C = Baukosten in Mio. USD zu US-Preisen), mit K so gewählt, dass typische Projekte ihre übliche Zeit brauchen, danach die Übergabe.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Ein Angebot eines Unternehmers, wie die Anfrage es verlangt: die Arbeit beginnt mit der Unterschrift; eine eigene Planung, ein Bauantrag oder eine Ausschreibung sind nicht Teil dieses Preises und dieses Ablaufs.",
  "Design by the contractor (design and build)": "Planung durch den Unternehmer (Planen und Bauen)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Planen und Bauen ab dem unterzeichneten Vertrag: die Planungshonorare des Unternehmers betragen {{fee}} % der Baukosten ({{feeSource}}) und werden während der Bauphase bezahlt; keine Genehmigungs-, Planungs- oder Ausschreibungsphase; Planungsreserve {{contingency}} % für {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Planen und Bauen: der Unternehmer plant und baut ab dem unterzeichneten Vertrag; ein eigener Bauantrag oder eine Ausschreibung sind nicht Teil dieses Preises und dieses Ablaufs.",
};
