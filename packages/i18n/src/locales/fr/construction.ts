import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "Une baignoire, une douche à l'italienne ou les deux ?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Une maison construite par une entreprise générale sur un terrain viabilisé, avec accès et jardin ; le terrain et ses frais de raccordement sont exclus.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Un immeuble en béton armé ou ossature bois avec noyau commun, ascenseurs et logements de standing courant ; le parking souterrain n'est pas inclus sauf mention.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Une entreprise générale unique choisie par appel d'offres après la conception (conception–appel d'offres–réalisation).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Un bâtiment commercial de plain-pied avec vitrines, réseaux jusqu'à la surface de vente, parking et espaces verts ; l'aménagement du preneur et les rayonnages sont exclus.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Un bâtiment de plain-pied à ossature acier avec dallage béton, quais de chargement, un petit bloc de bureaux, la cour et le parking autour.",
  "A stand-alone building or a unit in a centre?": "Un bâtiment isolé ou une cellule dans un centre ?",
  Africa: "Afrique",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Convenir au contrat un prix unitaire au m² pour le remplacement du voligeage avant le début des travaux.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Valider la stratégie incendie avec l'autorité de contrôle et les pompiers dès l'esquisse.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Arrêter la matrice des responsabilités bailleur–preneur et les exigences de l'enseigne avant l'appel d'offres.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Convenir des horaires, des livraisons et des travaux bruyants avec le gestionnaire de l'immeuble avant le marché.",
  "Air-tightness test and energy certificate at handover":
    "Test d'étanchéité à l'air et diagnostic énergétique à la réception",
  "Airtightness, controls and electrical upgrades": "Étanchéité à l'air, régulation et mise à niveau électrique",
  Appliances: "Électroménager",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Demander l'aide avant de commander et ne pas commencer les travaux qui doivent d'abord être approuvés.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Saisir le gestionnaire de réseau dès le début de la conception et fixer par écrit la puissance et la date de raccordement.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "Nommer un responsable de mise en service dès la conception et planifier la validation avant la date de réception.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "Un gymnase, une cuisine ou des locaux pour besoins particuliers sont-ils inclus ?",
  "Are appliances included, and at which level?": "L'électroménager est-il inclus, et de quelle gamme ?",
  "Are furniture, audiovisual and IT included?": "Le mobilier, l'audiovisuel et l'informatique sont-ils inclus ?",
  "Are gutters, insulation or roof windows included?":
    "Les gouttières, l'isolation ou les fenêtres de toit sont-elles incluses ?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "Les meubles sont-ils remplacés ou seulement les façades, et quel plan de travail ?",
  "Are the tenants known, and do they need special floor loads or services?":
    "Les preneurs sont-ils connus, et ont-ils besoin de charges ou de réseaux particuliers ?",
  "Are water, sewer and power already at the plot boundary?":
    "L'eau, l'assainissement et l'électricité arrivent-ils déjà en limite de terrain ?",
  "Asbestos or other hazardous materials found": "Découverte d'amiante ou d'autres matériaux dangereux",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Interroger le gestionnaire de réseau sur le renforcement dès que la puissance de la pompe à chaleur est connue.",
  "Ask the utilities for connection quotes and dates during design.":
    "Demander aux concessionnaires devis et dates de raccordement pendant la conception.",
  Australia: "Australie",
  Austria: "Autriche",
  Belgium: "Belgique",
  Brazil: "Brésil",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Bâtiment, équipements techniques et équipements fixes ; le matériel médical mobile, l'informatique et le mobilier sont exclus.",
  "Cabinet, worktop or appliance deliveries late": "Retard de livraison des meubles, plans de travail ou appareils",
  "Cabinets and countertops": "Meubles et plans de travail",
  "Can the works be done during normal working hours?": "Les travaux peuvent-ils se faire aux heures ouvrables ?",
  Canada: "Canada",
  "Category A (landlord) or Category B (tenant) fit-out?": "Aménagement de catégorie A (bailleur) ou B (preneur) ?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Vérifier si le bâtiment est classé ou en secteur protégé avant de figer la conception.",
  China: "Chine",
  "Client's project manager": "Chef de projet du maître d'ouvrage",
  "Client-side project management": "Conduite de projet côté maître d'ouvrage",
  "Clinical brief and medical equipment change during design":
    "Le programme médical et les équipements médicaux changent pendant la conception",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Commander une étude géotechnique et de pollution avant de figer la conception.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Commander une étude géotechnique et de pollution avant de figer les fondations.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Commander une étude géotechnique avant de concevoir les fondations.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Commander une étude géotechnique couvrant le bâtiment et le parking.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Commander une étude géotechnique avec essais à la plaque avant de concevoir le dallage et les fondations.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Commander un repérage amiante avant travaux et démolition avant tout curage.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Commander une étude de sol et des sondages avant de concevoir les fondations.",
  "Commissioning and handover": "Mise en service et réception",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "La mise en service, la validation de l'hygiène et l'accord de l'autorité prennent plus de temps",
  "Commissioning, testing and handover": "Mise en service, essais et réception",
  Construction: "Travaux",
  "Construction-phase services of the design team": "Missions de l'équipe de conception pendant les travaux",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "La provision pour risques identifiés est l'espérance du registre des risques ; des estimations à trois points (Beta-PERT) et une simulation de Monte-Carlo donnent les fourchettes.",
  "Contractor's overhead and profit": "Frais généraux et bénéfice de l'entreprise",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Coût = {{area}} {{unit}} × {{rate}} par m² pour {{what}} : {{base}} par m² ({{source}}, {{basis}}) actualisé de {{year}} à {{priceYear}} par le {{index}} (× {{ratio}}) {{adjustments}} × coefficient de coût de construction {{factor}} ({{place}} ; {{factorSource}}).",
  Czechia: "Tchéquie",
  "Damp, rot or structural defects to repair before insulating":
    "Humidité, pourriture ou désordres structurels à réparer avant d'isoler",
  "Deck repairs and underlayment": "Réparation du voligeage et écran sous-toiture",
  Denmark: "Danemark",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Profondeur de la rénovation : basique = rafraîchissement, standard = réhabilitation complète avec réseaux, cuisines et salles de bains neufs, haut de gamme = curage et réaménagement.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Profondeur : basique = mesures légères, standard = bouquet modéré (isolation, quelques fenêtres, pompe à chaleur), haut de gamme = rénovation profonde, d'après les niveaux du BPIE.",
  Design: "Conception",
  "Design and engineering fees": "Honoraires d'architecture et d'ingénierie",
  "Design contingency": "Provision pour aléas de conception",
  "Design development and scope growth": "Évolution de la conception et du périmètre",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Les honoraires représentent {{fee}} % du coût des travaux ({{feeSource}}), répartis entre conception, consultation et travaux ({{stages}}) ; autorisations, taxes et études {{permits}} % ; provision pour aléas de conception {{contingency}} % pour une {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Faire des sondages le long des fondations existantes avant de figer la conception.",
  "Does the area include balconies, circulation and parking?":
    "La surface comprend-elle balcons, circulations et parking ?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "L'implantation change-t-elle (évier, cuisson, gaz ou cloisons déplacés) ?",
  "Does the layout change (toilet or shower moved)?": "L'implantation change-t-elle (WC ou douche déplacés) ?",
  "Eastern Europe": "Europe de l'Est",
  "Electrical supply too small for the heat pump": "Alimentation électrique trop faible pour la pompe à chaleur",
  "Equipment and fixed furnishings": "Équipements et mobilier fixe",
  "Escalation to the midpoint of construction": "Actualisation jusqu'à la mi-chantier",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Actualisation jusqu'à la mi-chantier, {{months}} mois après la date des prix, à {{rate}} % par an (moyenne 2014–2024 de l'indice) : {{escalation}} %.",
  "Existing services or shell differ from the drawings": "Les réseaux ou le clos-couvert existants diffèrent des plans",
  Finland: "Finlande",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Des changements de réglementation incendie ou de construction modifient le projet (second escalier, sprinklers, façade)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Aménagement d'un clos-couvert existant avec réseaux de base en service ; le mobilier, l'informatique et l'audiovisuel sont exclus.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Figer un cahier des charges bailleur (catégorie A) et chiffrer à part les demandes des preneurs.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Arrêter finitions, équipements et appareils avant le marché et chiffrer chaque modification avant de la commander.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Arrêter avec l'exploitant l'implantation des racks, la hauteur libre et la planéité du dallage avant l'appel d'offres.",
  "Flashings, gutters and ventilation": "Abergements, gouttières et ventilation",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Faire un essai d'étanchéité à l'eau avant le carrelage et le faire contrôler.",
  "Floor and wall finishes, joinery": "Revêtements de sols et murs, menuiseries",
  "Flooring, walls, lighting and finishes": "Sols, murs, éclairage et finitions",
  "For which school year must it open?": "Pour quelle rentrée scolaire doit-elle ouvrir ?",
  "Foundations and substructure": "Fondations et infrastructure",
  France: "France",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Figer le programme médical et les fiches locaux avec les utilisateurs à chaque phase de conception.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Figer la conception à chaque jalon et chiffrer chaque modification avant de la commander.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Figer le programme des locaux avec la collectivité avant les jalons de conception.",
  "Funding approval or brief changes by the education authority":
    "Accord de financement ou changements de programme par la collectivité",
  "General conditions and preliminaries": "Installations de chantier et frais de chantier",
  Germany: "Allemagne",
  "Get capacity checks and connection quotes from each utility during design.":
    "Obtenir de chaque concessionnaire une vérification de capacité et un devis de raccordement pendant la conception.",
  "Grant or subsidy not approved, or approved late": "Aide non accordée ou accordée tardivement",
  Greece: "Grèce",
  "Grid connection or power capacity not available in time":
    "Raccordement ou puissance électrique non disponibles à temps",
  "Heat pump and heating distribution": "Pompe à chaleur et distribution de chauffage",
  "Heritage or conservation consent needed": "Autorisation au titre du patrimoine nécessaire",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Défauts cachés du bâtiment existant (pourriture, humidité, électricité vétuste)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Dégâts des eaux cachés, pourriture ou électricité vétuste derrière les meubles",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Tenir des réunions préalables avec l'administration et suivre les autorisations avec ses délais cibles.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "Où en est la conception (esquisse, permis, projet détaillé) ? La provision baisse à mesure qu'elle se précise.",
  "How many apartments, and what mix of sizes?": "Combien de logements, et quelle répartition des typologies ?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "Combien de lits, et quels services (blocs, imagerie, urgences, soins critiques) ?",
  "How many loading docks, and how much office space inside the building?":
    "Combien de quais de chargement, et quelle surface de bureaux dans le bâtiment ?",
  "How many pupils, and which ages (primary or secondary)?":
    "Combien d'élèves, et de quel niveau (primaire ou secondaire) ?",
  "How many storeys, and is there a basement or garage?": "Combien de niveaux, et y a-t-il un sous-sol ou un garage ?",
  "How many storeys, and is there a basement?": "Combien de niveaux, et y a-t-il un sous-sol ?",
  "How many storeys, and is there basement parking?": "Combien de niveaux, et y a-t-il un parking en sous-sol ?",
  "How many storeys, and is there underground parking?": "Combien de niveaux, et y a-t-il un parking souterrain ?",
  "How many workstations, meeting rooms and kitchen areas?":
    "Combien de postes de travail, salles de réunion et espaces cuisine ?",
  "How much of the existing house is opened up or altered?":
    "Quelle part de la maison existante est ouverte ou modifiée ?",
  "How much parking and external works are included?":
    "Quelle part de parking et d'aménagements extérieurs est incluse ?",
  "How old are the wiring and plumbing?": "Quel âge ont l'électricité et la plomberie ?",
  "How old is the building, and has an asbestos survey been done?":
    "Quel âge a le bâtiment, et un repérage amiante a-t-il été fait ?",
  Hungary: "Hongrie",
  India: "Inde",
  "Interior finishes": "Finitions intérieures",
  "Interior finishes, kitchens and bathrooms": "Finitions intérieures, cuisines et salles de bains",
  "Interiors: partitions, doors, finishes and stairs": "Second œuvre : cloisons, portes, finitions et escaliers",
  Ireland: "Irlande",
  "Is cold storage or an in-rack sprinkler system needed?":
    "Faut-il un stockage froid ou des sprinklers dans les racks ?",
  "Is medical equipment in the budget or supplied by the owner?":
    "Le matériel médical est-il dans le budget ou fourni par le maître d'ouvrage ?",
  "Is planning permission needed, or is it permitted development?":
    "Faut-il un permis de construire ou une simple déclaration ?",
  "Is refrigeration needed (food retail)?": "Faut-il du froid commercial (alimentaire) ?",
  "Is the area right? {{note}}": "La surface est-elle juste ? {{note}}",
  "Is the building listed or in a conservation area?": "Le bâtiment est-il classé ou en secteur protégé ?",
  "Is the site level, and what is known about the ground?": "Le terrain est-il plat, et que sait-on du sol ?",
  "Is the stated area the roof surface or the floor area of the house?":
    "La surface indiquée est-elle celle de la toiture ou celle de la maison ?",
  "Is there any known leak or water damage?": "Y a-t-il une fuite ou un dégât des eaux connu ?",
  Italy: "Italie",
  Japan: "Japon",
  "Landlord approvals and building rules restrict working hours":
    "Les accords du bailleur et le règlement de l'immeuble limitent les horaires",
  "Latin America": "Amérique latine",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Déposer une partie du sol et vérifier le support avant de commander ; prévoir une somme pour réparations.",
  London: "Londres",
  "Long lead times for facade, lifts or switchgear":
    "Délais longs pour la façade, les ascenseurs ou les tableaux électriques",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Retard des fournitures à long délai (tableaux, audiovisuel, menuiserie sur mesure)",
  "MEP services renewal (electrical, plumbing, heating)": "Réfection des réseaux (électricité, plomberie, chauffage)",
  "MEP, lighting, data and fire services": "Réseaux techniques, éclairage, courants faibles et sécurité incendie",
  "Making good and external works": "Raccords et aménagements extérieurs",
  Mexico: "Mexique",
  "New Zealand": "Nouvelle-Zélande",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "Aucun site n'a été indiqué : chiffré à la moyenne nationale des États-Unis ; indiquez le site pour un chiffrage adapté au lieu.",
  Norway: "Norvège",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "Un niveau ou deux, et pour quel usage (cuisine, chambre, salle de bains) ?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Ouvrir tôt une petite zone et vérifier électricité et plomberie avant de passer commande.",
  "Opening date fixed by the trading calendar": "Date d'ouverture fixée par le calendrier commercial",
  "Opening date tied to the start of the school year": "Ouverture liée à la rentrée scolaire",
  "Opening up and tie-in to the existing building": "Ouverture et raccordement au bâtiment existant",
  "Opening up reveals defects in the existing house": "L'ouverture révèle des défauts de la maison existante",
  "Order long-lead items as soon as the design is signed off.":
    "Commander les fournitures à long délai dès la validation de la conception.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Commander les fournitures à long délai dès la signature du projet et confirmer les dates de livraison avant la dépose.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Commander tôt les lots à long délai, avec des marchés de travaux anticipés si besoin.",
  "Partitions, ceilings and doors": "Cloisons, plafonds et portes",
  "Party-wall agreements or neighbours' objections": "Accords de mitoyenneté ou oppositions des voisins",
  "Permits, statutory fees and surveys": "Autorisations, taxes et études préalables",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Prévoir l'achèvement un trimestre avant l'ouverture et phaser pour livrer d'abord les salles de classe.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Prévoir la réception plusieurs semaines avant l'ouverture et commander tôt les fournitures à long délai.",
  "Planning and permits": "Urbanisme et autorisations",
  "Planning or permit approval takes longer than planned":
    "L'obtention des autorisations prend plus de temps que prévu",
  "Plumbing and electrical work": "Plomberie et électricité",
  "Plumbing, ventilation and electrical work": "Plomberie, ventilation et électricité",
  Poland: "Pologne",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Mauvais sol sous un grand dallage (sols mous, remblais, nappe)",
  Portugal: "Portugal",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Chiffré comme une maison neuve au m² avec une majoration pour la petite taille et le raccordement à l'existant ; les travaux dans la maison au-delà de l'ouverture sont exclus.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Chiffré sur des salles de bains de référence du marché (Cost vs. Value aux États-Unis, Checkatrade au Royaume-Uni) ; la salle de bains reste à sa place.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Chiffré sur des cuisines de référence du marché (Cost vs. Value aux États-Unis, Checkatrade au Royaume-Uni) : basique = rénovation légère ou cuisine économique, standard = cuisine neuve de milieu de gamme, haut de gamme = cuisine haut de gamme.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Chiffré avec des ratios généraux pour ce type de bâtiment, sans modèle propre : à prendre comme un ordre de grandeur.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Prix aux conditions de {{year}} en {{currency}}, actualisés à la mi-chantier ; exclus : terrain, financement, mobilier et équipements du maître d'ouvrage, et TVA.",
  "Procurement and tender": "Consultation des entreprises",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Planning : urbanisme, conception, consultation et réception d'après les durées usuelles de ce type de projet, selon la taille ; les travaux d'après la relation temps–coût de Bromilow T = {{k}} × C^0,3 jours (C = coût des travaux en millions d'USD aux prix américains), K étant fixé pour que les projets types aient leur durée habituelle.",
  "Public procurement and contract award": "Marché public et attribution",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Marché public : appel d'offres ouvert ou accord-cadre avec ses délais légaux et son délai de suspension, puis une entreprise générale unique.",
  Qatar: "Qatar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Les exigences de racks, de hauteur libre ou de planéité changent après la conception",
  "Rain or wind stops work with the roof open": "La pluie ou le vent arrêtent le chantier toiture ouverte",
  "Roof covering": "Couverture",
  "Roof, wall and floor insulation": "Isolation de la toiture, des murs et du plancher",
  "Roof, windows and envelope repairs": "Réparation de la toiture, des fenêtres et de l'enveloppe",
  "Rotten decking or rafters found after the tear-off": "Voligeage ou chevrons pourris découverts après la dépose",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Faire un diagnostic avec sondages avant de chiffrer et prévoir une somme pour ce que l'ouverture révélera.",
  "Sanitaryware, vanity and fittings": "Sanitaires, meuble vasque et robinetterie",
  "Saudi Arabia": "Arabie saoudite",
  "Scaffolding, access and weather protection": "Échafaudage, accès et protection contre les intempéries",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Notifier les voisins mitoyens et leur parler avant la demande d'autorisation.",
  "Services and connections": "Réseaux et raccordements",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Lots techniques : CVC, plomberie, électricité, incendie et ascenseurs",
  "Shell and core only, or fitted out (Category A or B)?":
    "Clos-couvert et noyau seulement, ou aménagé (catégorie A ou B) ?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Clos-couvert et noyau avec aménagement bailleur (catégorie A) : faux planchers, plafonds, éclairage et climatisation ; l'aménagement des preneurs et le mobilier sont exclus.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "Coque brute pour un preneur, ou aménagée selon les standards d'une enseigne ?",
  "Shell: frame, upper floors, roof and envelope": "Clos-couvert : structure, planchers, toiture et façades",
  Singapore: "Singapour",
  "Site preparation and external works": "Préparation du terrain et aménagements extérieurs",
  "Snagging, cleaning and handover": "Levée des réserves, nettoyage et réception",
  "South Asia": "Asie du Sud",
  "South Korea": "Corée du Sud",
  "South-East Asia": "Asie du Sud-Est",
  Spain: "Espagne",
  "Specification upgrades chosen during construction": "Montées en gamme choisies pendant le chantier",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Ne découvrir que ce qui peut être remis hors d'eau le jour même et garder des bâches sur place.",
  "Strip-out and disposal": "Dépose et évacuation",
  "Strip-out and preparation": "Curage et préparation",
  "Strip-out, demolition and making safe": "Curage, démolition et mise en sécurité",
  "Structural repairs and alterations": "Réparations et modifications structurelles",
  "Structure, roof and envelope": "Structure, toiture et enveloppe",
  "Substructure: foundations and ground slab": "Infrastructure : fondations et dallage",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Reconnaître tôt le sol et les réseaux existants et organiser le chantier autour de l'hôpital en activité.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Diagnostiquer l'humidité et l'état du bâti avant de définir les mesures.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Relever le clos-couvert et les réseaux existants avant de figer la conception ; convenir par écrit des travaux du bailleur.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Diagnostiquer le mur et la toiture à ouvrir et prévoir une somme pour réparations.",
  Sweden: "Suède",
  Switzerland: "Suisse",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Salles de classe, salle polyvalente, cuisine et cours selon le programme type de la collectivité ; le mobilier et l'informatique sont exclus.",
  "Tear-off and disposal of the old roofing": "Dépose et évacuation de l'ancienne couverture",
  "Tenant or brand standards change the shell or services":
    "Les standards du preneur ou de l'enseigne modifient le bâti ou les réseaux",
  "Tenant requirements change the services, floor loads or layout":
    "Les besoins des preneurs modifient réseaux, charges ou aménagement",
  "Tender documents and contractor procurement": "Dossier de consultation et choix de l'entreprise",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Offres au-dessus de l'estimation (marché, peu de candidats)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Sonder le marché tôt, consulter au moins quatre entreprises et garder prête une liste chiffrée de réductions de périmètre.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "Le coût du marché est réparti en {{count}} éléments ({{elementSource}}), plus {{gc}} % de frais de chantier et {{ohp}} % de frais généraux et bénéfice ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "La surface indiquée est prise comme surface de toiture ; chiffré sur des toitures de référence du marché (Cost vs. Value aux États-Unis, Checkatrade au Royaume-Uni).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Le budget indiqué de {{budget}} ne permet pas ce projet : à environ {{rate}} par m² tout compris, il paie environ {{affordable}} {{unit}}, et non les {{area}} demandés ; il faudrait un périmètre bien plus petit, une gamme inférieure ou davantage de financement.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "Les {{deadline}} semaines indiquées ne suffisent pas : l'urbanisme, les autorisations et la consultation prennent à eux seuls environ {{statutory}} semaines, et même une conception et des travaux resserrés demandent environ {{shortest}} semaines au total (environ {{planned}} semaines au planning).",
  "UK average, at the US cost level": "moyenne du Royaume-Uni, au niveau de coût américain",
  "US national average": "moyenne nationale des États-Unis",
  "Unforeseen ground conditions": "Conditions de sol imprévues",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Conditions de sol imprévues (sol mou, rocher, nappe, racines)",
  "Unforeseen ground conditions on the school site": "Conditions de sol imprévues sur le terrain de l'école",
  "Unforeseen ground conditions or contamination": "Conditions de sol imprévues ou pollution",
  "Unforeseen ground conditions or existing foundations": "Sol ou fondations existantes imprévus",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Sol imprévu ou réseaux en service sur un site hospitalier",
  "Unforeseen ground conditions under the slab and parking":
    "Conditions de sol imprévues sous le dallage et le parking",
  "Utility capacity and connection charges higher than assumed":
    "Capacité des réseaux et frais de raccordement plus élevés que prévu",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "Les raccordements (eau, assainissement, électricité) coûtent plus ou prennent plus de temps que prévu",
  "Ventilation with heat recovery": "Ventilation double flux avec récupération de chaleur",
  "Water damage or rot under the floor and behind the walls":
    "Dégâts des eaux ou pourriture sous le sol et derrière les murs",
  "Waterproofing and tiling": "Étanchéité et carrelage",
  "Waterproofing fails its flood test and must be redone": "L'étanchéité échoue à l'essai à l'eau et doit être refaite",
  "What are the existing foundations and the ground like?":
    "Quelles sont les fondations existantes et la nature du sol ?",
  "What clear height and floor loading does the racking need?":
    "Quelle hauteur libre et quelle charge au sol les racks demandent-ils ?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "Que sait-on du sol (étude de sol, pente, nappe) ?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "Quelle est la surface en m² (ou pieds carrés) ? Elle détermine l'essentiel du coût.",
  "What is the current energy rating and heating system?":
    "Quelle est la classe énergétique actuelle et le système de chauffage ?",
  "What is the pitch, and how many layers of old roofing are there?":
    "Quelle est la pente, et combien de couches d'ancienne couverture y a-t-il ?",
  "What type of building is it, and what will it be used for?":
    "De quel type de bâtiment s'agit-il, et à quoi servira-t-il ?",
  "Where is the site? Costs and the currency depend on it.":
    "Où se trouve le site ? Les coûts et la devise en dépendent.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "Quelle couverture : bardeaux bitumés, tuiles, ardoise, métal ou membrane de toiture-terrasse ?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "Quel niveau énergétique est exigé (minimum réglementaire, Passivhaus, bâtiment à énergie quasi nulle) ?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "Quel mode de financement et de passation s'applique (appel d'offres ouvert, accord-cadre, conception-réalisation) ?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "Quelles normes de bâtiments de santé s'appliquent (par exemple HTM/HBN ou les FGI Guidelines) ?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "Quelles mesures sont souhaitées : isolation, fenêtres, pompe à chaleur, ventilation, panneaux solaires ?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "Quelles parties sont refaites : structure, toiture, fenêtres, réseaux, finitions ?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "Quelle gamme de carrelage et d'équipements : basique, moyenne ou haut de gamme ?",
  "Which specification: builder grade, mid-range or custom?":
    "Quelle gamme : standard promoteur, milieu de gamme ou sur mesure ?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "Quelle certification environnementale est visée (BREEAM, LEED, DGNB) ?",
  "Will a grant or subsidy programme be used?": "Un programme d'aides ou de subventions sera-t-il utilisé ?",
  "Will it be built next to a working hospital, in phases?":
    "Sera-t-il construit à côté d'un hôpital en activité, par phases ?",
  "Will the building be occupied during the works?": "Le bâtiment sera-t-il occupé pendant les travaux ?",
  "Will the building stay occupied during the works?": "Le bâtiment restera-t-il occupé pendant les travaux ?",
  "Windows and external doors": "Fenêtres et portes extérieures",
  "a US-average location": "lieu au coût moyen des États-Unis",
  "a bathroom remodel": "une rénovation de salle de bains",
  "a hospital": "un hôpital",
  "a kitchen remodel": "une rénovation de cuisine",
  "a lower-cost US state": "État américain moins cher",
  "a new building": "un bâtiment neuf",
  "a new house": "une maison neuve",
  "a renovation of an existing building": "une rénovation d'un bâtiment existant",
  "a retail building": "un bâtiment commercial",
  "a roof replacement": "une réfection de toiture",
  "a school": "une école",
  "a typical size for this kind of project": "une taille type pour ce genre de projet",
  "a warehouse": "un entrepôt",
  "an apartment block": "un immeuble de logements",
  "an energy retrofit": "une rénovation énergétique",
  "an extension": "une extension",
  "an interior fit-out": "un aménagement intérieur",
  "an office building": "un immeuble de bureaux",
  "basic specification": "gamme basique",
  "concept design": "esquisse",
  "detailed design": "projet détaillé",
  "fixed share of the reference job": "part fixe du chantier de référence",
  "m² GFA": "m² SHOB",
  "m² of bathroom": "m² de salle de bains",
  "m² of floor area": "m² de surface",
  "m² of kitchen": "m² de cuisine",
  "m² of roof": "m² de toiture",
  "premium specification": "haut de gamme",
  "schematic design": "avant-projet",
  "size modifier": "coefficient de taille",
  "small-works premium of an extension": "majoration petits travaux d'une extension",
  "standard specification": "gamme standard",
  storeys: "niveaux",
  "the Netherlands": "Pays-Bas",
  "the United Arab Emirates": "Émirats arabes unis",
  "the United Kingdom": "Royaume-Uni",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² dépasse de loin la taille habituelle pour {{what}} (en général jusqu'à {{max}} m²) : vérifiez la surface, ou s'il s'agit de plusieurs bâtiments ; les chiffres ci-dessous la chiffrent telle qu'indiquée.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² est inhabituellement petit pour {{what}} (en général au moins {{min}} m²) : vérifiez la surface ; les chiffres ci-dessous la chiffrent telle qu'indiquée.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, comme indiqué dans la demande.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, supposés ({{basis}}) : la demande n'indiquait pas de surface.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} lits × {{each}} m² bruts chacun (ratio usuel des hôpitaux de court séjour)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} classes × {{each}} m² bruts chacune (28 élèves par classe, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)":
    "{{n}} logements × {{each}} m² bruts chacun (ratio usuel)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} élèves × {{each}} m² bruts chacun (ratios de surface DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}} : {{area}} {{unit}}, lieu : {{place}}, {{specification}}, {{stage}} ; environ {{years}} ans de l'urbanisme à la réception.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Chiffré comme le devis d'entreprise que demande la demande : pas de phase de conception, de permis ni d'appel d'offres ; provision pour aléas de conception de {{contingency}} % pour {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Planning : à partir du devis signé, les travaux selon la relation délai–coût de Bromilow T = {{k}} × C^0,3 jours (C = coût de construction en millions d'USD aux prix américains), avec K choisi pour que les projets types prennent leur durée habituelle, puis la réception.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Un devis d'entreprise, comme le demande la demande : les travaux commencent à sa signature ; ni conception séparée, ni demande de permis, ni appel d'offres ne font partie de ce prix ni de ce planning.",
  "Design by the contractor (design and build)": "Conception par l'entreprise (conception-réalisation)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Conception-réalisation à partir du contrat signé : les honoraires de conception de l'entreprise sont de {{fee}} % du coût des travaux ({{feeSource}}), payés pendant les travaux ; pas de phase d'urbanisme, de permis ni d'appel d'offres ; provision pour aléas de conception de {{contingency}} % pour {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Conception-réalisation : l'entreprise conçoit et réalise à partir du contrat signé ; ni demande de permis séparée ni appel d'offres ne font partie de ce prix ni de ce planning.",
};
