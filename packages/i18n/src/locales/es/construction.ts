import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "¿Bañera, ducha a ras de suelo o ambas?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Una vivienda construida por un contratista general en una parcela urbanizada, con acceso y jardín; se excluyen la parcela y sus cargos de conexión.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Un edificio de hormigón armado o entramado de madera con núcleo común, ascensores y viviendas de calidad estándar; el aparcamiento subterráneo no se incluye salvo que se indique.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Un único contratista principal elegido por licitación competitiva tras el proyecto (proyecto–licitación–obra).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Un local comercial de una planta con escaparates, instalaciones hasta la sala de ventas, aparcamiento y paisajismo; se excluyen el acondicionamiento del inquilino y las estanterías.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Una nave de una planta con estructura de acero, solera de hormigón, muelles de carga, un pequeño núcleo de oficinas y el patio y aparcamiento alrededor.",
  "A stand-alone building or a unit in a centre?": "¿Un edificio independiente o un local en un centro comercial?",
  Africa: "África",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Acordar en el contrato un precio unitario por m² de sustitución de tablero antes de empezar.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Acordar la estrategia de protección contra incendios con la autoridad y los bomberos en la fase de concepto.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Acordar la matriz de responsabilidades propietario–inquilino y los requisitos de la marca antes de licitar.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Acordar horarios, entregas y trabajos ruidosos con la administración del edificio antes del contrato.",
  "Air-tightness test and energy certificate at handover":
    "Ensayo de estanqueidad al aire y certificado energético en la entrega",
  "Airtightness, controls and electrical upgrades": "Estanqueidad, controles y mejoras eléctricas",
  Appliances: "Electrodomésticos",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Solicitar la subvención antes de encargar y no empezar obras que deban aprobarse antes.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Solicitar la conexión a la distribuidora al inicio del proyecto y acordar por escrito la potencia y la fecha.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "Nombrar un responsable de puesta en marcha durante el proyecto y planificar la validación antes de la entrega.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "¿Se incluyen gimnasio, cocina o instalaciones para necesidades especiales?",
  "Are appliances included, and at which level?": "¿Se incluyen los electrodomésticos, y de qué gama?",
  "Are furniture, audiovisual and IT included?": "¿Se incluyen mobiliario, audiovisuales e informática?",
  "Are gutters, insulation or roof windows included?": "¿Se incluyen canalones, aislamiento o ventanas de tejado?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "¿Se sustituyen los muebles o solo los frentes, y qué material de encimera?",
  "Are the tenants known, and do they need special floor loads or services?":
    "¿Se conocen los inquilinos, y necesitan sobrecargas o instalaciones especiales?",
  "Are water, sewer and power already at the plot boundary?":
    "¿Llegan ya el agua, el saneamiento y la electricidad al límite de la parcela?",
  "Asbestos or other hazardous materials found": "Se encuentra amianto u otros materiales peligrosos",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Consultar a la distribuidora el aumento de potencia en cuanto se conozca el tamaño de la bomba de calor.",
  "Ask the utilities for connection quotes and dates during design.":
    "Pedir a las compañías de suministro presupuestos y fechas de conexión durante el proyecto.",
  Australia: "Australia",
  Austria: "Austria",
  Belgium: "Bélgica",
  Brazil: "Brasil",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Edificio, instalaciones y equipamiento fijo; se excluyen el equipamiento médico móvil, la informática y el mobiliario.",
  "Cabinet, worktop or appliance deliveries late": "Retraso en la entrega de muebles, encimeras o electrodomésticos",
  "Cabinets and countertops": "Muebles y encimeras",
  "Can the works be done during normal working hours?": "¿Pueden hacerse las obras en horario laboral normal?",
  Canada: "Canadá",
  "Category A (landlord) or Category B (tenant) fit-out?":
    "¿Acondicionamiento de categoría A (propietario) o B (inquilino)?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Comprobar si el edificio está catalogado o en un conjunto protegido antes de cerrar el proyecto.",
  China: "China",
  "Client's project manager": "Director de proyecto del cliente",
  "Client-side project management": "Dirección de proyecto por parte del cliente",
  "Clinical brief and medical equipment change during design":
    "El programa clínico y el equipamiento médico cambian durante el proyecto",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Encargar un estudio geotécnico y de contaminación antes de cerrar el proyecto.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Encargar un estudio geotécnico y de contaminación antes de cerrar el diseño de la cimentación.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Encargar un estudio geotécnico antes de diseñar la cimentación.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Encargar un estudio geotécnico que cubra el edificio y el aparcamiento.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Encargar un estudio geotécnico con ensayos de placa de carga antes de diseñar la solera y la cimentación.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Encargar un estudio de amianto previo a reforma y demolición antes de cualquier desmontaje.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Encargar un estudio del terreno y catas antes de diseñar la cimentación.",
  "Commissioning and handover": "Puesta en marcha y entrega",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "La puesta en marcha, la validación del control de infecciones y la aprobación del regulador tardan más",
  "Commissioning, testing and handover": "Puesta en marcha, pruebas y entrega",
  Construction: "Construcción",
  "Construction-phase services of the design team": "Servicios del equipo de proyecto durante la obra",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "La contingencia para riesgos concretos es el valor esperado del registro de riesgos; las estimaciones de tres puntos (Beta-PERT) y una simulación de Monte Carlo dan los rangos.",
  "Contractor's overhead and profit": "Gastos generales y beneficio del contratista",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Coste = {{area}} {{unit}} × {{rate}} por m² para {{what}}: {{base}} por m² ({{source}}, {{basis}}) actualizado de {{year}} a {{priceYear}} con el {{index}} (× {{ratio}}) {{adjustments}} × factor de coste de construcción {{factor}} para {{place}} ({{factorSource}}).",
  Czechia: "Chequia",
  "Damp, rot or structural defects to repair before insulating":
    "Humedades, podredumbre o defectos estructurales que reparar antes de aislar",
  "Deck repairs and underlayment": "Reparación del tablero y lámina bajo teja",
  Denmark: "Dinamarca",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Alcance de la reforma: básica = renovación estética, estándar = rehabilitación completa con instalaciones, cocinas y baños nuevos, premium = vaciado interior y redistribución.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Alcance: básico = medidas menores, estándar = paquete moderado (aislamiento, algunas ventanas, bomba de calor), premium = rehabilitación profunda, según los niveles de BPIE.",
  Design: "Proyecto",
  "Design and engineering fees": "Honorarios de arquitectura e ingeniería",
  "Design contingency": "Contingencia de proyecto",
  "Design development and scope growth": "Desarrollo del proyecto y aumento del alcance",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Los honorarios son el {{fee}} % del coste de construcción ({{feeSource}}), repartidos entre proyecto, licitación y obra ({{stages}}); licencias, tasas y estudios {{permits}} %; contingencia de proyecto {{contingency}} % para un {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Hacer catas junto a la cimentación existente antes de cerrar el proyecto.",
  "Does the area include balconies, circulation and parking?":
    "¿La superficie incluye balcones, zonas comunes y aparcamiento?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "¿Cambia la distribución (fregadero, cocina, gas o tabiques)?",
  "Does the layout change (toilet or shower moved)?": "¿Cambia la distribución (inodoro o ducha en otro sitio)?",
  "Eastern Europe": "Europa del Este",
  "Electrical supply too small for the heat pump": "Potencia eléctrica insuficiente para la bomba de calor",
  "Equipment and fixed furnishings": "Equipamiento y mobiliario fijo",
  "Escalation to the midpoint of construction": "Revisión de precios hasta la mitad de la obra",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Revisión de precios hasta la mitad de la obra, {{months}} meses después de la fecha de precios, al {{rate}} % anual (media 2014–2024 del índice): {{escalation}} %.",
  "Existing services or shell differ from the drawings":
    "Las instalaciones o la envolvente existentes no coinciden con los planos",
  Finland: "Finlandia",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Cambios en la normativa de incendios o de edificación alteran el proyecto (segunda escalera, rociadores, fachada)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Acondicionamiento de un edificio existente y estanco con instalaciones básicas en servicio; se excluyen mobiliario suelto, informática y audiovisuales.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Fijar una especificación del propietario (categoría A) y presupuestar aparte los cambios del inquilino.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Fijar acabados, sanitarios y electrodomésticos antes del contrato y presupuestar cada cambio antes de ordenarlo.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Fijar con el operador la disposición de estanterías, la altura libre y la planeidad de la solera antes de licitar.",
  "Flashings, gutters and ventilation": "Remates, canalones y ventilación",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Hacer la prueba de estanqueidad de la impermeabilización antes de alicatar y que se inspeccione.",
  "Floor and wall finishes, joinery": "Acabados de suelos y paredes, carpintería",
  "Flooring, walls, lighting and finishes": "Suelos, paredes, iluminación y acabados",
  "For which school year must it open?": "¿Para qué curso escolar debe abrir?",
  "Foundations and substructure": "Cimentación y subestructura",
  France: "Francia",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Cerrar el programa clínico y las fichas de locales con los usuarios clínicos en cada fase del proyecto.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Cerrar el proyecto en cada hito y presupuestar cada cambio antes de ordenarlo.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Cerrar el programa de necesidades con la administración antes de los hitos del proyecto.",
  "Funding approval or brief changes by the education authority":
    "Aprobación de la financiación o cambios del programa por la administración educativa",
  "General conditions and preliminaries": "Gastos generales de obra e instalaciones auxiliares",
  Germany: "Alemania",
  "Get capacity checks and connection quotes from each utility during design.":
    "Obtener de cada compañía la comprobación de capacidad y el presupuesto de conexión durante el proyecto.",
  "Grant or subsidy not approved, or approved late": "Subvención no aprobada o aprobada tarde",
  Greece: "Grecia",
  "Grid connection or power capacity not available in time": "Conexión a la red o potencia no disponibles a tiempo",
  "Heat pump and heating distribution": "Bomba de calor y distribución de calefacción",
  "Heritage or conservation consent needed": "Se necesita autorización de patrimonio",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Defectos ocultos en el edificio existente (podredumbre, humedades, instalación eléctrica obsoleta)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Daños ocultos por agua, podredumbre o instalación eléctrica obsoleta detrás de los muebles",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Celebrar reuniones previas con la administración y llevar un seguimiento de licencias con sus plazos objetivo.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "¿En qué fase está el proyecto (concepto, proyecto básico, proyecto de ejecución)? La contingencia baja a medida que se define.",
  "How many apartments, and what mix of sizes?": "¿Cuántas viviendas, y con qué mezcla de tamaños?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "¿Cuántas camas, y qué servicios (quirófanos, imagen, urgencias, cuidados intensivos)?",
  "How many loading docks, and how much office space inside the building?":
    "¿Cuántos muelles de carga, y cuánta superficie de oficinas dentro del edificio?",
  "How many pupils, and which ages (primary or secondary)?":
    "¿Cuántos alumnos, y de qué edades (primaria o secundaria)?",
  "How many storeys, and is there a basement or garage?": "¿Cuántas plantas, y hay sótano o garaje?",
  "How many storeys, and is there a basement?": "¿Cuántas plantas, y hay sótano?",
  "How many storeys, and is there basement parking?": "¿Cuántas plantas, y hay aparcamiento en sótano?",
  "How many storeys, and is there underground parking?": "¿Cuántas plantas, y hay aparcamiento subterráneo?",
  "How many workstations, meeting rooms and kitchen areas?":
    "¿Cuántos puestos de trabajo, salas de reuniones y zonas de office?",
  "How much of the existing house is opened up or altered?": "¿Qué parte de la vivienda existente se abre o modifica?",
  "How much parking and external works are included?": "¿Cuánto aparcamiento y urbanización exterior se incluye?",
  "How old are the wiring and plumbing?": "¿Qué antigüedad tienen la instalación eléctrica y la fontanería?",
  "How old is the building, and has an asbestos survey been done?":
    "¿Qué antigüedad tiene el edificio, y se ha hecho un estudio de amianto?",
  Hungary: "Hungría",
  India: "India",
  "Interior finishes": "Acabados interiores",
  "Interior finishes, kitchens and bathrooms": "Acabados interiores, cocinas y baños",
  "Interiors: partitions, doors, finishes and stairs": "Interiores: tabiques, puertas, acabados y escaleras",
  Ireland: "Irlanda",
  "Is cold storage or an in-rack sprinkler system needed?":
    "¿Se necesita almacén frigorífico o rociadores en estanterías?",
  "Is medical equipment in the budget or supplied by the owner?":
    "¿El equipamiento médico entra en el presupuesto o lo aporta la propiedad?",
  "Is planning permission needed, or is it permitted development?":
    "¿Hace falta licencia de obras o es una actuación permitida sin ella?",
  "Is refrigeration needed (food retail)?": "¿Se necesita refrigeración (alimentación)?",
  "Is the area right? {{note}}": "¿Es correcta la superficie? {{note}}",
  "Is the building listed or in a conservation area?": "¿Está el edificio catalogado o en un conjunto protegido?",
  "Is the site level, and what is known about the ground?": "¿Es llano el solar, y qué se sabe del terreno?",
  "Is the stated area the roof surface or the floor area of the house?":
    "¿La superficie indicada es la del tejado o la de la vivienda?",
  "Is there any known leak or water damage?": "¿Hay alguna fuga o daño por agua conocido?",
  Italy: "Italia",
  Japan: "Japón",
  "Landlord approvals and building rules restrict working hours":
    "Las autorizaciones del propietario y las normas del edificio limitan el horario de trabajo",
  "Latin America": "América Latina",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Levantar una pieza del suelo y revisar el forjado antes de encargar; reservar una partida para reparaciones.",
  London: "Londres",
  "Long lead times for facade, lifts or switchgear":
    "Plazos largos de suministro de fachada, ascensores o cuadros eléctricos",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Retraso en elementos de largo plazo (cuadros eléctricos, audiovisuales, carpintería a medida)",
  "MEP services renewal (electrical, plumbing, heating)":
    "Renovación de instalaciones (electricidad, fontanería, calefacción)",
  "MEP, lighting, data and fire services": "Instalaciones, iluminación, datos y protección contra incendios",
  "Making good and external works": "Remates y obras exteriores",
  Mexico: "México",
  "New Zealand": "Nueva Zelanda",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "No se indicó el emplazamiento: se ha valorado a la media nacional de EE. UU.; indique el lugar para valorarlo según su ubicación.",
  Norway: "Noruega",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "¿Una planta o dos, y para qué uso (cocina, dormitorio, baño)?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Abrir pronto una zona pequeña y revisar electricidad y fontanería antes de hacer el pedido.",
  "Opening date fixed by the trading calendar": "Fecha de apertura fijada por el calendario comercial",
  "Opening date tied to the start of the school year": "Fecha de apertura ligada al inicio del curso escolar",
  "Opening up and tie-in to the existing building": "Apertura y conexión con el edificio existente",
  "Opening up reveals defects in the existing house": "Al abrir aparecen defectos en la vivienda existente",
  "Order long-lead items as soon as the design is signed off.":
    "Encargar los elementos de largo plazo en cuanto se apruebe el proyecto.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Encargar los elementos de largo plazo al firmar el diseño y confirmar las fechas de entrega antes de desmontar.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Encargar pronto los paquetes de largo plazo, con contratos de obras anticipadas si hace falta.",
  "Partitions, ceilings and doors": "Tabiques, falsos techos y puertas",
  "Party-wall agreements or neighbours' objections": "Acuerdos de medianería u objeciones de los vecinos",
  "Permits, statutory fees and surveys": "Licencias, tasas y estudios previos",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Planificar el fin de obra un trimestre antes de la apertura y por fases, entregando primero las aulas.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Planificar la entrega varias semanas antes de la apertura y encargar pronto los elementos de largo plazo.",
  "Planning and permits": "Planeamiento y licencias",
  "Planning or permit approval takes longer than planned":
    "La aprobación urbanística o la licencia tarda más de lo previsto",
  "Plumbing and electrical work": "Fontanería y electricidad",
  "Plumbing, ventilation and electrical work": "Fontanería, ventilación y electricidad",
  Poland: "Polonia",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Terreno deficiente bajo una gran solera (suelos blandos, rellenos, nivel freático)",
  Portugal: "Portugal",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Valorado como vivienda nueva por m² con un recargo por el tamaño pequeño y la conexión con el edificio existente; se excluyen obras en la vivienda existente más allá de la apertura.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Valorado con obras de baño de referencia del mercado (Cost vs. Value en EE. UU., Checkatrade en el Reino Unido); el baño se mantiene en su sitio.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Valorado con obras de cocina de referencia del mercado (Cost vs. Value en EE. UU., Checkatrade en el Reino Unido): básica es una reforma menor o cocina económica, estándar una cocina nueva de gama media, premium una de gama alta.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Valorado con precios de referencia generales para este tipo de edificio, sin un modelo propio: tómelo como un orden de magnitud.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Precios de {{year}} en {{currency}}, actualizados hasta la mitad de la obra; se excluyen terreno, financiación, mobiliario suelto y equipamiento del propietario, e IVA o impuestos sobre ventas.",
  "Procurement and tender": "Contratación y licitación",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Plazos: planeamiento, proyecto, contratación y entrega según duraciones típicas de este tipo de proyecto, escaladas por tamaño; la obra según la relación tiempo–coste de Bromilow T = {{k}} × C^0,3 días (C = coste de construcción en millones de USD a precios de EE. UU.), con K ajustado para que los proyectos típicos duren lo habitual.",
  "Public procurement and contract award": "Contratación pública y adjudicación",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Contratación pública: licitación abierta o acuerdo marco con sus plazos legales y periodo de suspensión, y después un único contratista principal.",
  Qatar: "Catar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Los requisitos de estanterías, altura libre o planeidad cambian tras el proyecto",
  "Rain or wind stops work with the roof open": "La lluvia o el viento paran la obra con el tejado abierto",
  "Roof covering": "Cubrición del tejado",
  "Roof, wall and floor insulation": "Aislamiento de cubierta, fachada y suelo",
  "Roof, windows and envelope repairs": "Reparación de cubierta, ventanas y envolvente",
  "Rotten decking or rafters found after the tear-off": "Aparecen tablero o cabios podridos al retirar la cubierta",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Hacer una inspección con catas antes de presupuestar y reservar una partida para lo que aparezca al abrir.",
  "Sanitaryware, vanity and fittings": "Sanitarios, mueble de lavabo y grifería",
  "Saudi Arabia": "Arabia Saudí",
  "Scaffolding, access and weather protection": "Andamios, accesos y protección contra la intemperie",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Notificar a los colindantes y hablar con los vecinos antes de pedir la licencia.",
  "Services and connections": "Instalaciones y conexiones",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Instalaciones: climatización, fontanería, electricidad, incendios y ascensores",
  "Shell and core only, or fitted out (Category A or B)?":
    "¿Solo estructura y núcleo, o acondicionado (categoría A o B)?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Estructura y núcleo con acondicionamiento del propietario (categoría A): suelo técnico, falsos techos, iluminación y climatización; se excluyen el acondicionamiento del inquilino y el mobiliario.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "¿Local en bruto para un inquilino, o acondicionado según el estándar de una marca?",
  "Shell: frame, upper floors, roof and envelope": "Envolvente: estructura, forjados, cubierta y fachadas",
  Singapore: "Singapur",
  "Site preparation and external works": "Preparación del terreno y urbanización exterior",
  "Snagging, cleaning and handover": "Repasos, limpieza y entrega",
  "South Asia": "Asia meridional",
  "South Korea": "Corea del Sur",
  "South-East Asia": "el Sudeste Asiático",
  Spain: "España",
  "Specification upgrades chosen during construction": "Mejoras de calidades elegidas durante la obra",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Retirar solo lo que pueda quedar estanco en el día y tener lonas provisionales en obra.",
  "Strip-out and disposal": "Desmontaje y retirada de escombros",
  "Strip-out and preparation": "Desmontaje y preparación",
  "Strip-out, demolition and making safe": "Desmontaje, demolición y aseguramiento",
  "Structural repairs and alterations": "Reparaciones y modificaciones estructurales",
  "Structure, roof and envelope": "Estructura, cubierta y envolvente",
  "Substructure: foundations and ground slab": "Subestructura: cimentación y solera",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Estudiar pronto el terreno y las instalaciones existentes y planificar la obra en torno al hospital en funcionamiento.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Medir la humedad y el estado de la envolvente antes de definir las medidas.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Inspeccionar la envolvente y las instalaciones existentes antes de cerrar el diseño; acordar por escrito las obras del propietario.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Inspeccionar el muro y la cubierta que se abren y reservar una partida para reparaciones.",
  Sweden: "Suecia",
  Switzerland: "Suiza",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Aulas, salón de actos, cocina y patios según el programa tipo de la administración; se excluyen mobiliario suelto e informática.",
  "Tear-off and disposal of the old roofing": "Retirada y eliminación de la cubierta antigua",
  "Tenant or brand standards change the shell or services":
    "Los estándares del inquilino o la marca cambian la envolvente o las instalaciones",
  "Tenant requirements change the services, floor loads or layout":
    "Los requisitos de los inquilinos cambian instalaciones, sobrecargas o distribución",
  "Tender documents and contractor procurement": "Documentación de licitación y contratación de la constructora",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Ofertas por encima de la estimación (mercado, pocos licitadores)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Sondear pronto el mercado, invitar al menos a cuatro licitadores y tener preparada una lista valorada de reducciones de alcance.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "El coste del contrato se reparte en {{count}} elementos ({{elementSource}}) más gastos generales de obra del {{gc}} % y gastos generales y beneficio del {{ohp}} % ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "La superficie indicada se toma como superficie del tejado; valorado con obras de cubierta de referencia del mercado (Cost vs. Value en EE. UU., Checkatrade en el Reino Unido).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "El presupuesto indicado de {{budget}} no alcanza para este proyecto: a unos {{rate}} por m² con todo incluido, paga unos {{affordable}} {{unit}}, no los {{area}} pedidos; haría falta un alcance mucho menor, calidades más bajas o más financiación.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "Las {{deadline}} semanas indicadas no bastan para este proyecto: solo el planeamiento, las licencias y la contratación llevan unas {{statutory}} semanas, e incluso con proyecto y obra comprimidos hacen falta unas {{shortest}} semanas en total (unas {{planned}} según el plan).",
  "UK average, at the US cost level": "media del Reino Unido, al nivel de costes de EE. UU.",
  "US national average": "media nacional de EE. UU.",
  "Unforeseen ground conditions": "Condiciones del terreno imprevistas",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Condiciones del terreno imprevistas (suelo blando, roca, agua, raíces)",
  "Unforeseen ground conditions on the school site": "Condiciones del terreno imprevistas en la parcela escolar",
  "Unforeseen ground conditions or contamination": "Condiciones del terreno imprevistas o contaminación",
  "Unforeseen ground conditions or existing foundations": "Terreno o cimentación existente imprevistos",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Terreno imprevisto o redes en servicio en un recinto hospitalario",
  "Unforeseen ground conditions under the slab and parking":
    "Condiciones del terreno imprevistas bajo la solera y el aparcamiento",
  "Utility capacity and connection charges higher than assumed":
    "Capacidad de suministros y cargos de conexión mayores de lo supuesto",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "Las acometidas (agua, saneamiento, electricidad) cuestan más o tardan más de lo previsto",
  "Ventilation with heat recovery": "Ventilación con recuperación de calor",
  "Water damage or rot under the floor and behind the walls":
    "Daños por agua o podredumbre bajo el suelo y tras las paredes",
  "Waterproofing and tiling": "Impermeabilización y alicatado",
  "Waterproofing fails its flood test and must be redone":
    "La impermeabilización no supera la prueba de estanqueidad y hay que rehacerla",
  "What are the existing foundations and the ground like?": "¿Cómo son la cimentación existente y el terreno?",
  "What clear height and floor loading does the racking need?":
    "¿Qué altura libre y qué carga de suelo necesitan las estanterías?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "¿Qué se sabe del terreno (estudio geotécnico, pendiente, agua)?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "¿Cuál es la superficie en m² (o pies cuadrados)? Determina la mayor parte del coste.",
  "What is the current energy rating and heating system?":
    "¿Cuál es la calificación energética actual y el sistema de calefacción?",
  "What is the pitch, and how many layers of old roofing are there?":
    "¿Qué pendiente tiene, y cuántas capas de cubierta antigua hay?",
  "What type of building is it, and what will it be used for?": "¿Qué tipo de edificio es y para qué se usará?",
  "Where is the site? Costs and the currency depend on it.":
    "¿Dónde está el emplazamiento? De ello dependen los costes y la moneda.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "¿Qué cubrición: tejas asfálticas, teja cerámica, pizarra, metal o lámina de cubierta plana?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "¿Qué estándar energético se exige (mínimo normativo, Passivhaus, consumo casi nulo)?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "¿Qué vía de financiación y contratación se aplica (licitación abierta, acuerdo marco, proyecto y obra)?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "¿Qué normas de edificios sanitarios se aplican (por ejemplo HTM/HBN o las FGI Guidelines)?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "¿Qué medidas se quieren: aislamiento, ventanas, bomba de calor, ventilación, paneles solares?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "¿Qué partes se renuevan: estructura, cubierta, ventanas, instalaciones, acabados?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "¿Qué gama de azulejos y sanitarios: básica, media o alta?",
  "Which specification: builder grade, mid-range or custom?": "¿Qué calidades: básicas de promotor, medias o a medida?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "¿Qué certificación de sostenibilidad se busca (BREEAM, LEED, DGNB)?",
  "Will a grant or subsidy programme be used?": "¿Se usará algún programa de ayudas o subvenciones?",
  "Will it be built next to a working hospital, in phases?":
    "¿Se construirá junto a un hospital en funcionamiento, por fases?",
  "Will the building be occupied during the works?": "¿Estará ocupado el edificio durante las obras?",
  "Will the building stay occupied during the works?": "¿Seguirá ocupado el edificio durante las obras?",
  "Windows and external doors": "Ventanas y puertas exteriores",
  "a US-average location": "un emplazamiento de coste medio de EE. UU.",
  "a bathroom remodel": "una reforma de baño",
  "a hospital": "un hospital",
  "a kitchen remodel": "una reforma de cocina",
  "a lower-cost US state": "un estado de EE. UU. de menor coste",
  "a new building": "un edificio nuevo",
  "a new house": "una vivienda nueva",
  "a renovation of an existing building": "una reforma de un edificio existente",
  "a retail building": "un edificio comercial",
  "a roof replacement": "una sustitución de cubierta",
  "a school": "un colegio",
  "a typical size for this kind of project": "un tamaño típico para este tipo de proyecto",
  "a warehouse": "una nave logística",
  "an apartment block": "un edificio de viviendas",
  "an energy retrofit": "una rehabilitación energética",
  "an extension": "una ampliación",
  "an interior fit-out": "un acondicionamiento interior",
  "an office building": "un edificio de oficinas",
  "basic specification": "calidades básicas",
  "concept design": "proyecto en fase de concepto",
  "detailed design": "proyecto de ejecución",
  "fixed share of the reference job": "parte fija de la obra de referencia",
  "m² GFA": "m² construidos",
  "m² of bathroom": "m² de baño",
  "m² of floor area": "m² de superficie",
  "m² of kitchen": "m² de cocina",
  "m² of roof": "m² de cubierta",
  "premium specification": "calidades altas",
  "schematic design": "anteproyecto",
  "size modifier": "factor de tamaño",
  "small-works premium of an extension": "recargo de obra pequeña de una ampliación",
  "standard specification": "calidades estándar",
  storeys: "plantas",
  "the Netherlands": "los Países Bajos",
  "the United Arab Emirates": "los Emiratos Árabes Unidos",
  "the United Kingdom": "el Reino Unido",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² supera con mucho el tamaño habitual de {{what}} (normalmente hasta {{max}} m²): compruebe la superficie o si se trata de varios edificios; las cifras siguientes lo valoran tal como se indicó.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² es inusualmente pequeño para {{what}} (normalmente al menos {{min}} m²): compruebe la superficie; las cifras siguientes lo valoran tal como se indicó.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, según la solicitud.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, supuestos ({{basis}}): la solicitud no indicaba superficie.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} camas × {{each}} m² brutos cada una (regla práctica para hospitales de agudos)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} aulas × {{each}} m² brutos cada una (28 alumnos por aula, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)":
    "{{n}} viviendas × {{each}} m² brutos cada una (regla práctica)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} alumnos × {{each}} m² brutos cada uno (guía de superficies DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}}: {{area}} {{unit}} en {{place}}, {{specification}}, {{stage}}; unos {{years}} años desde el planeamiento hasta la entrega.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Presupuestado como la oferta del contratista que pide la solicitud: sin fase de diseño, licencias ni licitación; contingencia de diseño del {{contingency}} % para {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Programa: desde la oferta firmada, la obra según la relación tiempo–coste de Bromilow T = {{k}} × C^0,3 días (C = coste de construcción en millones de USD a precios de EE. UU.), con K fijado para que los proyectos típicos tarden lo habitual, y después la entrega.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Una oferta del contratista, como pide la solicitud: la obra empieza al firmarla; ni un proyecto propio, ni la solicitud de licencias, ni una licitación forman parte de este precio ni de este programa.",
  "Design by the contractor (design and build)": "Diseño del contratista (diseño y construcción)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Diseño y construcción desde el contrato firmado: los honorarios de diseño del contratista son el {{fee}} % del coste de construcción ({{feeSource}}) y se pagan durante la obra; sin fase de planeamiento, licencias ni licitación; contingencia de diseño del {{contingency}} % para {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Diseño y construcción: el contratista diseña y construye desde el contrato firmado; ni una solicitud de licencia propia ni una licitación forman parte de este precio ni de este programa.",
};
