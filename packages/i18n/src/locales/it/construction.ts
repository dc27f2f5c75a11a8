import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "Una vasca, una doccia a filo pavimento o entrambe?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Una casa costruita da un'unica impresa generale su un lotto urbanizzato, con vialetto e sistemazione del giardino; il lotto e i relativi oneri di allacciamento sono esclusi.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Un edificio in cemento armato o con struttura in legno, con nucleo comune, ascensori e appartamenti di capitolato standard; il parcheggio interrato non è incluso salvo indicazione contraria.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Un'unica impresa principale scelta con gara dopo la progettazione (progettazione–gara–costruzione).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Un involucro commerciale a un piano con vetrine, impianti fino alla superficie di vendita, parcheggio e sistemazioni esterne; l'allestimento e le scaffalature del conduttore sono esclusi.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Un involucro a un piano con struttura in acciaio, platea in calcestruzzo, baie di carico, un piccolo nucleo uffici e il piazzale e il parcheggio circostanti.",
  "A stand-alone building or a unit in a centre?": "Un edificio a sé stante o un'unità in un centro?",
  Africa: "Africa",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Concordare nel contratto, prima dell'inizio dei lavori, un prezzo unitario al m² per la sostituzione del tavolato.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Concordare la strategia antincendio con l'ente di controllo edilizio e i vigili del fuoco già in fase di concept.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Concordare prima della gara la matrice di responsabilità tra proprietario e conduttore e i requisiti dell'involucro del marchio.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Concordare orari di lavoro, consegne e lavorazioni rumorose con l'amministratore dell'edificio prima del contratto.",
  "Air-tightness test and energy certificate at handover":
    "Prova di tenuta all'aria e certificato energetico alla consegna",
  "Airtightness, controls and electrical upgrades":
    "Tenuta all'aria, regolazione e adeguamento dell'impianto elettrico",
  Appliances: "Elettrodomestici",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Presentare la domanda di contributo prima di ordinare e non iniziare lavori che il contributo richiede siano prima approvati.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Fare domanda al gestore di rete all'inizio della progettazione e concordare per iscritto potenza e data di allacciamento.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "Nominare un responsabile del collaudo in fase di progetto e pianificare le validazioni prima della data di consegna.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "Sono inclusi una palestra, una cucina o spazi per bisogni speciali?",
  "Are appliances included, and at which level?": "Gli elettrodomestici sono inclusi, e di quale livello?",
  "Are furniture, audiovisual and IT included?": "Sono inclusi arredi, audiovisivi e IT?",
  "Are gutters, insulation or roof windows included?": "Sono inclusi grondaie, isolamento o finestre per tetti?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "I mobili vengono sostituiti o rivestiti, e quale materiale per il piano di lavoro?",
  "Are the tenants known, and do they need special floor loads or services?":
    "I conduttori sono noti, e hanno bisogno di carichi sui solai o impianti particolari?",
  "Are water, sewer and power already at the plot boundary?":
    "Acqua, fognatura ed elettricità arrivano già al confine del lotto?",
  "Asbestos or other hazardous materials found": "Rinvenimento di amianto o altri materiali pericolosi",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Chiedere al gestore di rete l'aumento di potenza non appena è nota la taglia della pompa di calore.",
  "Ask the utilities for connection quotes and dates during design.":
    "Chiedere ai gestori dei servizi preventivi e date di allacciamento durante la progettazione.",
  Australia: "Australia",
  Austria: "Austria",
  Belgium: "Belgio",
  Brazil: "Brasile",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Edificio, impianti tecnici e dotazioni fisse; apparecchiature mediche mobili, IT e arredi sono esclusi.",
  "Cabinet, worktop or appliance deliveries late": "Consegne in ritardo di mobili, piani di lavoro o elettrodomestici",
  "Cabinets and countertops": "Mobili e piani di lavoro",
  "Can the works be done during normal working hours?": "I lavori possono svolgersi nel normale orario lavorativo?",
  Canada: "Canada",
  "Category A (landlord) or Category B (tenant) fit-out?":
    "Allestimento di categoria A (proprietario) o di categoria B (conduttore)?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Verificare se l'edificio è vincolato o in un'area tutelata prima di fissare il progetto.",
  China: "Cina",
  "Client's project manager": "Project manager del committente",
  "Client-side project management": "Project management lato committente",
  "Clinical brief and medical equipment change during design":
    "Il programma sanitario e le apparecchiature mediche cambiano durante la progettazione",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Commissionare un'indagine geotecnica e di contaminazione prima di fissare il progetto.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Commissionare un'indagine geotecnica e di contaminazione prima di fissare il progetto delle fondazioni.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Commissionare un'indagine geotecnica prima di progettare le fondazioni.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Commissionare un'indagine geotecnica che copra l'edificio e il parcheggio.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Commissionare un'indagine geotecnica con prove di carico su piastra prima di progettare platea e fondazioni.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Commissionare una verifica amianto per ristrutturazione e demolizione prima di qualsiasi strip-out.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Commissionare un'indagine del terreno e saggi di scavo prima di progettare le fondazioni.",
  "Commissioning and handover": "Collaudo e consegna",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "Collaudi, validazione del controllo delle infezioni e approvazioni delle autorità richiedono più tempo",
  "Commissioning, testing and handover": "Collaudo, prove e consegna",
  Construction: "Costruzione",
  "Construction-phase services of the design team": "Servizi del gruppo di progettazione in fase di costruzione",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "La riserva per rischi specifici è il valore atteso del registro dei rischi; stime a tre punti (Beta-PERT) e una simulazione Monte Carlo danno gli intervalli.",
  "Contractor's overhead and profit": "Spese generali e utile dell'impresa",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Costo = {{area}} {{unit}} × {{rate}} al m² per {{what}}: {{base}} al m² ({{source}}, {{basis}}) rivalutato dal {{year}} al {{priceYear}} con l'{{index}} (× {{ratio}}) {{adjustments}} × fattore di costo di costruzione {{factor}} per {{place}} ({{factorSource}}).",
  Czechia: "Repubblica Ceca",
  "Damp, rot or structural defects to repair before insulating":
    "Umidità, marcescenza o difetti strutturali da riparare prima di isolare",
  "Deck repairs and underlayment": "Riparazione del tavolato e sottomanto",
  Denmark: "Danimarca",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Profondità della ristrutturazione: base = un rinnovo estetico, standard = una ristrutturazione completa con nuovi impianti, cucine e bagni, premium = uno svuotamento completo con nuova distribuzione degli spazi.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Profondità della riqualificazione: base = interventi minori, standard = un pacchetto intermedio (isolamento, alcune finestre, pompa di calore), premium = una riqualificazione profonda, secondo le profondità di ristrutturazione del BPIE.",
  Design: "Progettazione",
  "Design and engineering fees": "Onorari di progettazione e ingegneria",
  "Design contingency": "Riserva di progettazione",
  "Design development and scope growth": "Sviluppo del progetto e crescita del perimetro",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Gli onorari di progettazione sono il {{fee}} % del costo di costruzione ({{feeSource}}), distribuiti tra progettazione, gara e costruzione ({{stages}}); permessi, oneri e rilievi {{permits}} %; riserva di progettazione {{contingency}} % per un {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Eseguire saggi accanto alle fondazioni esistenti prima di fissare il progetto.",
  "Does the area include balconies, circulation and parking?":
    "La superficie include balconi, spazi di distribuzione e parcheggi?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "La disposizione cambia (lavello, piano cottura, gas o pareti spostati)?",
  "Does the layout change (toilet or shower moved)?": "La disposizione cambia (WC o doccia spostati)?",
  "Eastern Europe": "Europa orientale",
  "Electrical supply too small for the heat pump": "Fornitura elettrica insufficiente per la pompa di calore",
  "Equipment and fixed furnishings": "Attrezzature e arredi fissi",
  "Escalation to the midpoint of construction": "Rivalutazione alla metà del periodo di costruzione",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Rivalutazione alla metà del periodo di costruzione, {{months}} mesi dopo la data dei prezzi, al {{rate}} % annuo (la media dell'indice 2014–2024): {{escalation}} %.",
  "Existing services or shell differ from the drawings": "Impianti o involucro esistenti diversi dai disegni",
  Finland: "Finlandia",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Modifiche alle norme antincendio o edilizie cambiano il progetto (seconda scala, sprinkler, rivestimenti)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Allestimento di un involucro esistente, impermeabile e con impianti di base funzionanti; arredi mobili, IT e apparecchiature audiovisive sono esclusi.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Fissare un capitolato del proprietario (categoria A) e valorizzare a parte le modifiche del conduttore.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Fissare finiture, accessori ed elettrodomestici prima del contratto e valorizzare ogni modifica prima di ordinarla.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Fissare con il gestore, prima della gara, layout delle scaffalature, altezza libera e classe di planarità della pavimentazione.",
  "Flashings, gutters and ventilation": "Scossaline, grondaie e ventilazione",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Eseguire una prova di allagamento dell'impermeabilizzazione prima della posa delle piastrelle e farla ispezionare.",
  "Floor and wall finishes, joinery": "Finiture di pavimenti e pareti, falegnameria",
  "Flooring, walls, lighting and finishes": "Pavimenti, pareti, illuminazione e finiture",
  "For which school year must it open?": "Per quale anno scolastico deve aprire?",
  "Foundations and substructure": "Fondazioni e opere in sottosuolo",
  France: "Francia",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Congelare il programma sanitario e le schede dei locali con gli utenti clinici a ogni fase di progetto.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Congelare il progetto a ogni fase e valorizzare ogni modifica prima di ordinarla.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Congelare il programma degli spazi con l'ente prima delle fasi di progetto.",
  "Funding approval or brief changes by the education authority":
    "Approvazione del finanziamento o modifiche del programma da parte dell'ente scolastico",
  "General conditions and preliminaries": "Oneri generali e costi di cantiere",
  Germany: "Germania",
  "Get capacity checks and connection quotes from each utility during design.":
    "Ottenere da ogni gestore verifiche di capacità e preventivi di allacciamento durante la progettazione.",
  "Grant or subsidy not approved, or approved late": "Contributo o incentivo non approvato, o approvato in ritardo",
  Greece: "Grecia",
  "Grid connection or power capacity not available in time":
    "Allacciamento alla rete o potenza elettrica non disponibili in tempo",
  "Heat pump and heating distribution": "Pompa di calore e distribuzione del riscaldamento",
  "Heritage or conservation consent needed": "Necessaria autorizzazione paesaggistica o per beni vincolati",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Difetti nascosti nell'edificio esistente (marcescenza, umidità, impianto elettrico obsoleto)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Danni da acqua nascosti, marcescenza o impianto elettrico obsoleto dietro i mobili",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Tenere incontri preliminari e un registro dei permessi con le date obiettivo dell'ente.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "A che punto è la progettazione (concept, progetto per i permessi, progetto esecutivo)? La riserva di progettazione diminuisce man mano che il progetto si definisce.",
  "How many apartments, and what mix of sizes?": "Quanti appartamenti, e con quale mix di tagli?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "Quanti posti letto, e quali reparti (sale operatorie, diagnostica per immagini, pronto soccorso, terapia intensiva)?",
  "How many loading docks, and how much office space inside the building?":
    "Quante baie di carico, e quanta superficie a uffici all'interno dell'edificio?",
  "How many pupils, and which ages (primary or secondary)?": "Quanti alunni, e di quali età (primaria o secondaria)?",
  "How many storeys, and is there a basement or garage?": "Quanti piani, e c'è un seminterrato o un garage?",
  "How many storeys, and is there a basement?": "Quanti piani, e c'è un seminterrato?",
  "How many storeys, and is there basement parking?": "Quanti piani, e c'è un parcheggio interrato?",
  "How many storeys, and is there underground parking?": "Quanti piani, e c'è un parcheggio sotterraneo?",
  "How many workstations, meeting rooms and kitchen areas?": "Quante postazioni, sale riunioni e aree cucina?",
  "How much of the existing house is opened up or altered?":
    "Quanta parte della casa esistente viene aperta o modificata?",
  "How much parking and external works are included?": "Quanto parcheggio e quante sistemazioni esterne sono inclusi?",
  "How old are the wiring and plumbing?": "Quanto sono vecchi l'impianto elettrico e quello idraulico?",
  "How old is the building, and has an asbestos survey been done?":
    "Quanto è vecchio l'edificio, ed è stata fatta una verifica amianto?",
  Hungary: "Ungheria",
  India: "India",
  "Interior finishes": "Finiture interne",
  "Interior finishes, kitchens and bathrooms": "Finiture interne, cucine e bagni",
  "Interiors: partitions, doors, finishes and stairs": "Interni: tramezzi, porte, finiture e scale",
  Ireland: "Irlanda",
  "Is cold storage or an in-rack sprinkler system needed?":
    "Servono celle frigorifere o un impianto sprinkler nelle scaffalature?",
  "Is medical equipment in the budget or supplied by the owner?":
    "Le apparecchiature mediche sono nel budget o fornite dal committente?",
  "Is planning permission needed, or is it permitted development?":
    "Serve un permesso di costruire, o è edilizia libera?",
  "Is refrigeration needed (food retail)?": "Serve la refrigerazione (commercio alimentare)?",
  "Is the area right? {{note}}": "La superficie è corretta? {{note}}",
  "Is the building listed or in a conservation area?": "L'edificio è vincolato o in un'area tutelata?",
  "Is the site level, and what is known about the ground?": "Il terreno è in piano, e che cosa si sa del suolo?",
  "Is the stated area the roof surface or the floor area of the house?":
    "La superficie indicata è quella del tetto o la superficie calpestabile della casa?",
  "Is there any known leak or water damage?": "Ci sono infiltrazioni o danni da acqua noti?",
  Italy: "Italia",
  Japan: "Giappone",
  "Landlord approvals and building rules restrict working hours":
    "Autorizzazioni del proprietario e regolamenti dell'edificio limitano gli orari di lavoro",
  "Latin America": "America Latina",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Sollevare un pannello del pavimento e controllare il sottofondo prima di ordinare; tenere una somma a disposizione per le riparazioni.",
  London: "Londra",
  "Long lead times for facade, lifts or switchgear":
    "Lunghi tempi di consegna per facciata, ascensori o quadri elettrici",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Forniture con lunghi tempi di consegna in ritardo (quadri elettrici, audiovisivi, falegnameria su misura)",
  "MEP services renewal (electrical, plumbing, heating)":
    "Rifacimento degli impianti MEP (elettrico, idraulico, riscaldamento)",
  "MEP, lighting, data and fire services": "Impianti MEP, illuminazione, dati e antincendio",
  "Making good and external works": "Ripristini e sistemazioni esterne",
  Mexico: "Messico",
  "New Zealand": "Nuova Zelanda",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "Nessun luogo indicato: valorizzato alla media nazionale degli Stati Uniti; indichi il luogo per avere una stima per quella località.",
  Norway: "Norvegia",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "Uno o due piani, e a che cosa serve (cucina, camera da letto, bagno)?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Aprire presto una piccola zona e controllare impianto elettrico e idraulico prima di effettuare l'ordine.",
  "Opening date fixed by the trading calendar": "Data di apertura fissata dal calendario commerciale",
  "Opening date tied to the start of the school year": "Data di apertura legata all'inizio dell'anno scolastico",
  "Opening up and tie-in to the existing building": "Aperture e collegamento all'edificio esistente",
  "Opening up reveals defects in the existing house": "Le aperture rivelano difetti nella casa esistente",
  "Order long-lead items as soon as the design is signed off.":
    "Ordinare le forniture con lunghi tempi di consegna non appena il progetto è approvato.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Ordinare le forniture con lunghi tempi di consegna una volta approvato il progetto e confermare le date di consegna prima dello strip-out.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Ordinare presto i pacchetti con lunghi tempi di consegna, con contratti per lavori anticipati se necessario.",
  "Partitions, ceilings and doors": "Tramezzi, controsoffitti e porte",
  "Party-wall agreements or neighbours' objections": "Accordi sui muri in comune o opposizioni dei vicini",
  "Permits, statutory fees and surveys": "Permessi, oneri e rilievi",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Pianificare il completamento un trimestre prima dell'apertura e fasare i lavori in modo da consegnare prima gli spazi didattici.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Pianificare la consegna diverse settimane prima della data di apertura e ordinare presto le forniture con lunghi tempi di consegna.",
  "Planning and permits": "Pianificazione e permessi",
  "Planning or permit approval takes longer than planned":
    "L'approvazione urbanistica o del permesso richiede più tempo del previsto",
  "Plumbing and electrical work": "Opere idrauliche ed elettriche",
  "Plumbing, ventilation and electrical work": "Opere idrauliche, di ventilazione ed elettriche",
  Poland: "Polonia",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Terreno scadente sotto una grande platea (terreni soffici, riporti, falda)",
  Portugal: "Portogallo",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Valorizzato come una casa nuova al m², con una maggiorazione per le dimensioni ridotte e il collegamento all'edificio esistente; i lavori all'interno della casa esistente oltre l'apertura sono esclusi.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Valorizzato su interventi di riferimento del mercato per i bagni (US Cost vs. Value, UK Checkatrade); il bagno resta nella stessa posizione nella casa.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Valorizzato su interventi di riferimento del mercato per le cucine (US Cost vs. Value, UK Checkatrade): base è un piccolo rifacimento o una cucina economica, standard una cucina nuova di fascia media, premium una di fascia alta.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Valorizzato con tariffe di riferimento generali per questo tipo di edificio, non con un modello dedicato: lo consideri un ordine di grandezza.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Prezzi ai livelli del {{year}} in {{currency}}, rivalutati alla metà del periodo di costruzione; esclusi: terreno, finanziamento, arredi mobili e attrezzature del committente, e IVA o imposta sulle vendite.",
  "Procurement and tender": "Affidamento e gara",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Cronoprogramma: pianificazione, progettazione, affidamento e consegna da durate tipiche per questo tipo di progetto, scalate in base alla dimensione; costruzione dalla relazione tempo–costo di Bromilow T = {{k}} × C^0,3 giorni (C = costo di costruzione in milioni di USD a prezzi statunitensi), con K fissato in modo che i progetti tipici abbiano la loro durata abituale.",
  "Public procurement and contract award": "Appalto pubblico e aggiudicazione del contratto",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Appalto pubblico: una gara aperta o un accordo quadro con i termini di legge e il periodo di stand still, poi un'unica impresa principale.",
  Qatar: "Qatar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Requisiti di scaffalatura, altezza libera o planarità del pavimento cambiano dopo la progettazione",
  "Rain or wind stops work with the roof open": "Pioggia o vento fermano i lavori con il tetto aperto",
  "Roof covering": "Manto di copertura",
  "Roof, wall and floor insulation": "Isolamento di tetto, pareti e pavimenti",
  "Roof, windows and envelope repairs": "Riparazioni di tetto, finestre e involucro",
  "Rotten decking or rafters found after the tear-off":
    "Tavolato o travetti marci scoperti dopo la rimozione del manto",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Eseguire un rilievo invasivo prima di valorizzare e tenere una somma a disposizione per i lavori scoperti durante le aperture.",
  "Sanitaryware, vanity and fittings": "Sanitari, mobile lavabo e rubinetteria",
  "Saudi Arabia": "Arabia Saudita",
  "Scaffolding, access and weather protection": "Ponteggi, accessi e protezione dalle intemperie",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Notificare gli interventi sui muri in comune e parlare con i vicini prima della richiesta di permesso.",
  "Services and connections": "Impianti e allacciamenti",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Impianti: meccanici, idraulici, elettrici, antincendio e ascensori",
  "Shell and core only, or fitted out (Category A or B)?": "Solo involucro e nucleo, o allestito (categoria A o B)?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Involucro e nucleo con allestimento del proprietario (categoria A): pavimenti sopraelevati, controsoffitti, illuminazione e climatizzazione; l'allestimento del conduttore e gli arredi sono esclusi.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "Involucro per un conduttore, o allestito secondo lo standard di un marchio?",
  "Shell: frame, upper floors, roof and envelope": "Involucro: struttura, solai, copertura e facciate",
  Singapore: "Singapore",
  "Site preparation and external works": "Preparazione del sito e sistemazioni esterne",
  "Snagging, cleaning and handover": "Ultime correzioni, pulizie e consegna",
  "South Asia": "Asia meridionale",
  "South Korea": "Corea del Sud",
  "South-East Asia": "Sud-est asiatico",
  Spain: "Spagna",
  "Specification upgrades chosen during construction": "Migliorie di capitolato scelte durante la costruzione",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Rimuovere solo ciò che si può rendere impermeabile in giornata e tenere coperture provvisorie in cantiere.",
  "Strip-out and disposal": "Strip-out e smaltimento",
  "Strip-out and preparation": "Strip-out e preparazione",
  "Strip-out, demolition and making safe": "Strip-out, demolizioni e messa in sicurezza",
  "Structural repairs and alterations": "Riparazioni e modifiche strutturali",
  "Structure, roof and envelope": "Struttura, copertura e involucro",
  "Substructure: foundations and ground slab": "Opere in sottosuolo: fondazioni e platea",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Rilevare presto terreno e impianti esistenti e pianificare i lavori attorno all'ospedale in funzione.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Rilevare l'umidità e lo stato delle strutture prima di specificare gli interventi.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Rilevare involucro e impianti esistenti prima di fissare il progetto; concordare per iscritto i lavori a carico del proprietario.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Rilevare la parete e il tetto da aprire e tenere una somma a disposizione per le riparazioni.",
  Sweden: "Svezia",
  Switzerland: "Svizzera",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Spazi didattici, palestra, cucina e aree gioco esterne secondo il programma standard dell'ente; arredi mobili e apparecchiature IT sono esclusi.",
  "Tear-off and disposal of the old roofing": "Rimozione e smaltimento del vecchio manto di copertura",
  "Tenant or brand standards change the shell or services":
    "Gli standard del conduttore o del marchio cambiano involucro o impianti",
  "Tenant requirements change the services, floor loads or layout":
    "I requisiti del conduttore cambiano impianti, carichi sui solai o disposizione",
  "Tender documents and contractor procurement": "Documenti di gara e selezione dell'impresa",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Prezzi di gara superiori alla stima (condizioni di mercato, pochi offerenti)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Sondare presto il mercato, invitare almeno quattro offerenti e tenere pronto un elenco valorizzato di riduzioni del perimetro.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "Il costo del contratto è ripartito in {{count}} elementi ({{elementSource}}) più oneri generali del {{gc}} % e spese generali e utile del {{ohp}} % ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "La superficie indicata è considerata la superficie del tetto; valorizzato su interventi di riferimento del mercato per le coperture (US Cost vs. Value, UK Checkatrade).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Il budget indicato di {{budget}} non basta a costruire questo progetto: a circa {{rate}} al m² tutto compreso, copre circa {{affordable}} {{unit}}, non i {{area}} richiesti; servirebbero un perimetro molto più piccolo, un capitolato inferiore o più fondi.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "Le {{deadline}} settimane indicate non bastano per questo progetto: pianificazione, permessi e affidamento da soli richiedono circa {{statutory}} settimane, e anche una progettazione e costruzione compresse richiedono circa {{shortest}} settimane in tutto (circa {{planned}} settimane come pianificato).",
  "UK average, at the US cost level": "Media del Regno Unito, al livello di costo statunitense",
  "US national average": "Media nazionale degli Stati Uniti",
  "Unforeseen ground conditions": "Condizioni del terreno impreviste",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Condizioni del terreno impreviste (terreno cedevole, roccia, falda, radici)",
  "Unforeseen ground conditions on the school site": "Condizioni del terreno impreviste nel sito della scuola",
  "Unforeseen ground conditions or contamination": "Condizioni del terreno impreviste o contaminazione",
  "Unforeseen ground conditions or existing foundations": "Condizioni del terreno impreviste o fondazioni esistenti",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Condizioni del terreno impreviste o impianti in esercizio in un complesso ospedaliero",
  "Unforeseen ground conditions under the slab and parking":
    "Condizioni del terreno impreviste sotto la platea e il parcheggio",
  "Utility capacity and connection charges higher than assumed":
    "Capacità delle reti e oneri di allacciamento superiori al previsto",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "Allacciamenti (acqua, fognatura, elettricità) più costosi o più lenti del previsto",
  "Ventilation with heat recovery": "Ventilazione con recupero di calore",
  "Water damage or rot under the floor and behind the walls":
    "Danni da acqua o marcescenza sotto il pavimento e dietro le pareti",
  "Waterproofing and tiling": "Impermeabilizzazione e piastrellatura",
  "Waterproofing fails its flood test and must be redone":
    "L'impermeabilizzazione non supera la prova di allagamento e va rifatta",
  "What are the existing foundations and the ground like?": "Come sono le fondazioni esistenti e il terreno?",
  "What clear height and floor loading does the racking need?":
    "Quale altezza libera e quale carico sul pavimento richiedono le scaffalature?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "Che cosa si sa del terreno (indagine geotecnica, pendenza, falda)?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "Qual è la superficie in m² (o in piedi quadrati)? Determina la maggior parte del costo.",
  "What is the current energy rating and heating system?":
    "Qual è l'attuale classe energetica e il sistema di riscaldamento?",
  "What is the pitch, and how many layers of old roofing are there?":
    "Qual è la pendenza, e quanti strati di vecchio manto ci sono?",
  "What type of building is it, and what will it be used for?": "Che tipo di edificio è, e a che cosa servirà?",
  "Where is the site? Costs and the currency depend on it.":
    "Dove si trova il cantiere? Costi e valuta dipendono da questo.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "Quale manto: tegole bituminose, tegole, ardesia, metallo o una membrana per tetto piano?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "Quale standard energetico è richiesto (minimo di legge locale, Passivhaus, edificio a energia quasi zero)?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "Quale percorso di finanziamento e affidamento si applica (gara aperta, accordo quadro, appalto integrato)?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "Quali standard per edifici sanitari si applicano (per esempio HTM/HBN o le FGI Guidelines)?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "Quali interventi si desiderano: isolamento, finestre, pompa di calore, ventilazione, pannelli solari?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "Quali parti vengono rinnovate: struttura, tetto, finestre, impianti, finiture?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "Quale gamma di piastrelle e sanitari: base, media o premium?",
  "Which specification: builder grade, mid-range or custom?":
    "Quale capitolato: standard dell'impresa, di fascia media o su misura?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "Quale certificazione di sostenibilità si punta a ottenere (BREEAM, LEED, DGNB)?",
  "Will a grant or subsidy programme be used?": "Si utilizzerà un contributo o un programma di incentivi?",
  "Will it be built next to a working hospital, in phases?":
    "Sarà costruito accanto a un ospedale in funzione, per fasi?",
  "Will the building be occupied during the works?": "L'edificio sarà occupato durante i lavori?",
  "Will the building stay occupied during the works?": "L'edificio resterà occupato durante i lavori?",
  "Windows and external doors": "Finestre e porte esterne",
  "a US-average location": "una località di costo medio statunitense",
  "a bathroom remodel": "un rifacimento del bagno",
  "a hospital": "un ospedale",
  "a kitchen remodel": "un rifacimento della cucina",
  "a lower-cost US state": "uno stato statunitense a costo inferiore",
  "a new building": "un nuovo edificio",
  "a new house": "una casa nuova",
  "a renovation of an existing building": "una ristrutturazione di un edificio esistente",
  "a retail building": "un edificio commerciale",
  "a roof replacement": "un rifacimento del tetto",
  "a school": "una scuola",
  "a typical size for this kind of project": "una dimensione tipica per questo tipo di progetto",
  "a warehouse": "un magazzino",
  "an apartment block": "un edificio residenziale",
  "an energy retrofit": "una riqualificazione energetica",
  "an extension": "un ampliamento",
  "an interior fit-out": "un allestimento interno",
  "an office building": "un edificio per uffici",
  "basic specification": "capitolato base",
  "concept design": "progetto di massima",
  "detailed design": "progetto esecutivo",
  "fixed share of the reference job": "quota fissa dell'intervento di riferimento",
  "m² GFA": "m² di superficie lorda",
  "m² of bathroom": "m² di bagno",
  "m² of floor area": "m² di superficie",
  "m² of kitchen": "m² di cucina",
  "m² of roof": "m² di tetto",
  "premium specification": "capitolato premium",
  "schematic design": "progetto preliminare",
  "size modifier": "fattore di dimensione",
  "small-works premium of an extension": "maggiorazione per piccoli lavori di un ampliamento",
  "standard specification": "capitolato standard",
  storeys: "piani",
  "the Netherlands": "Paesi Bassi",
  "the United Arab Emirates": "Emirati Arabi Uniti",
  "the United Kingdom": "Regno Unito",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² è molto oltre la dimensione abituale di {{what}} (di solito fino a {{max}} m²): verifichi la superficie, o se si intendono più edifici; le cifre seguenti la valorizzano come indicata.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² è insolitamente piccola per {{what}} (di solito almeno {{min}} m²): verifichi la superficie; le cifre seguenti la valorizzano come indicata.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, come indicato nella richiesta.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, ipotizzati ({{basis}}): la richiesta non indicava una superficie.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} posti letto × {{each}} m² lordi ciascuno (regola pratica per ospedali per acuti)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} aule × {{each}} m² lordi ciascuna (28 alunni per classe, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)":
    "{{n}} alloggi × {{each}} m² lordi ciascuno (regola pratica)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} alunni × {{each}} m² lordi ciascuno (linee guida sulle superfici del DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}}: {{area}} {{unit}} a {{place}}, {{specification}}, {{stage}}; circa {{years}} anni dalla pianificazione alla consegna.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Valorizzato come il preventivo dell'impresa che la richiesta chiede: nessuna fase di progettazione, permessi o gara; riserva di progettazione del {{contingency}} % per {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Programma: dal preventivo firmato, i lavori secondo la relazione tempo–costo di Bromilow T = {{k}} × C^0,3 giorni (C = costo di costruzione in milioni di USD a prezzi USA), con K scelto perché i progetti tipici durino il solito, poi la consegna.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Un preventivo dell'impresa, come chiede la richiesta: i lavori iniziano alla firma; progettazione separata, richiesta di permessi e gara non fanno parte di questo prezzo né di questo programma.",
  "Design by the contractor (design and build)": "Progettazione dell'impresa (progettazione e costruzione)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Progettazione e costruzione dal contratto firmato: gli onorari di progettazione dell'impresa sono il {{fee}} % del costo di costruzione ({{feeSource}}), pagati durante i lavori; nessuna fase di pianificazione, permessi o gara; riserva di progettazione del {{contingency}} % per {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Progettazione e costruzione: l'impresa progetta e costruisce dal contratto firmato; una richiesta di permessi separata o una gara non fanno parte di questo prezzo né di questo programma.",
};
