import type { Catalogue } from "../../catalogues.js";

/** Construction messages in this language (English text → translation). */
export const construction: Catalogue = {
  "A bathtub, a walk-in shower or both?": "Banheira, duche de nível ou ambos?",
  "A house built by one general contractor on a serviced plot, with driveway and garden works; the plot and its connection charges are excluded.":
    "Uma moradia construída por um empreiteiro geral num lote infraestruturado, com acesso e jardim; o lote e as taxas de ligação estão excluídos.",
  "A reinforced-concrete or timber-frame block with a shared core, lifts and standard-specification flats; underground parking is not included unless stated.":
    "Um edifício em betão armado ou estrutura de madeira com núcleo comum, elevadores e frações de especificação corrente; o estacionamento subterrâneo não está incluído salvo indicação.",
  "A single main contractor chosen by competitive tender after the design (design–bid–build).":
    "Um único empreiteiro geral escolhido por concurso após o projeto (projeto–concurso–obra).",
  "A single-storey retail shell with shopfronts, services to the sales floor, parking and landscaping; the tenant's fit-out and shelving are excluded.":
    "Um edifício comercial térreo com montras, instalações até à área de venda, estacionamento e arranjos exteriores; o acabamento do inquilino e as estantes estão excluídos.",
  "A single-storey steel-framed shell with a concrete floor slab, loading docks, a small office core and the yard and parking around it.":
    "Um pavilhão térreo em estrutura metálica com laje de betão, cais de carga, um pequeno núcleo de escritórios e o pátio e estacionamento à volta.",
  "A stand-alone building or a unit in a centre?": "Um edifício isolado ou uma loja num centro comercial?",
  Africa: "África",
  "Agree a unit rate for deck replacement per m² in the contract before work starts.":
    "Acordar no contrato um preço unitário por m² para a substituição do forro antes de começar.",
  "Agree the fire strategy with the building-control authority and the fire service at concept stage.":
    "Acordar a estratégia de segurança contra incêndio com a entidade licenciadora e os bombeiros na fase de conceito.",
  "Agree the landlord–tenant responsibility matrix and the brand's shell requirements before tender.":
    "Acordar a matriz de responsabilidades senhorio–inquilino e os requisitos da marca antes do concurso.",
  "Agree working hours, deliveries and noisy works with the building manager before the contract.":
    "Acordar horários, entregas e trabalhos ruidosos com a gestão do edifício antes do contrato.",
  "Air-tightness test and energy certificate at handover":
    "Ensaio de estanquidade ao ar e certificado energético na entrega",
  "Airtightness, controls and electrical upgrades": "Estanquidade, controlo e melhorias elétricas",
  Appliances: "Eletrodomésticos",
  "Apply for the grant before ordering and do not start works the grant requires to be approved first.":
    "Pedir o apoio antes de encomendar e não iniciar obras que tenham de ser aprovadas primeiro.",
  "Apply to the network operator at the start of design and agree the capacity and connection date in writing.":
    "Pedir a ligação ao operador da rede no início do projeto e acordar por escrito a potência e a data.",
  "Appoint a commissioning manager at design stage and plan validation before the handover date.":
    "Nomear um responsável pelo comissionamento na fase de projeto e planear a validação antes da entrega.",
  "Are a sports hall, kitchen or special-needs facilities included?":
    "Estão incluídos pavilhão desportivo, cozinha ou espaços para necessidades especiais?",
  "Are appliances included, and at which level?": "Os eletrodomésticos estão incluídos, e de que gama?",
  "Are furniture, audiovisual and IT included?": "Estão incluídos mobiliário, audiovisual e informática?",
  "Are gutters, insulation or roof windows included?": "Estão incluídos caleiras, isolamento ou janelas de telhado?",
  "Are the cabinets replaced or refaced, and which worktop material?":
    "Os móveis são substituídos ou só as frentes, e que material de bancada?",
  "Are the tenants known, and do they need special floor loads or services?":
    "Os inquilinos são conhecidos, e precisam de sobrecargas ou instalações especiais?",
  "Are water, sewer and power already at the plot boundary?":
    "A água, o saneamento e a eletricidade já chegam ao limite do lote?",
  "Asbestos or other hazardous materials found": "Deteção de amianto ou outros materiais perigosos",
  "Ask the network operator about the supply upgrade as soon as the heat pump size is known.":
    "Consultar o operador da rede sobre o aumento de potência assim que se souber a dimensão da bomba de calor.",
  "Ask the utilities for connection quotes and dates during design.":
    "Pedir às empresas de abastecimento orçamentos e datas de ligação durante o projeto.",
  Australia: "Austrália",
  Austria: "Áustria",
  Belgium: "Bélgica",
  Brazil: "Brasil",
  "Building, engineering services and fixed equipment; movable medical equipment, IT and furniture are excluded.":
    "Edifício, instalações técnicas e equipamento fixo; o equipamento médico móvel, a informática e o mobiliário estão excluídos.",
  "Cabinet, worktop or appliance deliveries late": "Atraso na entrega de móveis, bancadas ou eletrodomésticos",
  "Cabinets and countertops": "Móveis e bancadas",
  "Can the works be done during normal working hours?": "As obras podem ser feitas no horário normal de trabalho?",
  Canada: "Canadá",
  "Category A (landlord) or Category B (tenant) fit-out?": "Acabamento de categoria A (senhorio) ou B (inquilino)?",
  "Check whether the building is listed or in a conservation area before the design is fixed.":
    "Verificar se o edifício é classificado ou está numa zona protegida antes de fixar o projeto.",
  China: "China",
  "Client's project manager": "Gestor de projeto do dono de obra",
  "Client-side project management": "Gestão de projeto do lado do dono de obra",
  "Clinical brief and medical equipment change during design":
    "O programa clínico e o equipamento médico mudam durante o projeto",
  "Commission a geotechnical and contamination survey before the design is fixed.":
    "Encomendar um estudo geotécnico e de contaminação antes de fixar o projeto.",
  "Commission a geotechnical and contamination survey before the substructure design is fixed.":
    "Encomendar um estudo geotécnico e de contaminação antes de fixar o projeto das fundações.",
  "Commission a geotechnical investigation before the foundations are designed.":
    "Encomendar um estudo geotécnico antes de projetar as fundações.",
  "Commission a geotechnical investigation that covers the building and the car park.":
    "Encomendar um estudo geotécnico que cubra o edifício e o estacionamento.",
  "Commission a geotechnical investigation with plate-load tests before the slab and foundations are designed.":
    "Encomendar um estudo geotécnico com ensaios de carga em placa antes de projetar a laje e as fundações.",
  "Commission a refurbishment and demolition asbestos survey before any strip-out.":
    "Encomendar um levantamento de amianto para reabilitação e demolição antes de qualquer desmontagem.",
  "Commission a soil investigation and trial pits before the foundations are designed.":
    "Encomendar um estudo do solo e poços de sondagem antes de projetar as fundações.",
  "Commissioning and handover": "Comissionamento e entrega",
  "Commissioning, infection-control validation and regulator sign-off take longer":
    "O comissionamento, a validação do controlo de infeções e a aprovação do regulador demoram mais",
  "Commissioning, testing and handover": "Comissionamento, ensaios e entrega",
  Construction: "Construção",
  "Construction-phase services of the design team": "Serviços da equipa de projeto durante a obra",
  "Contingency for specific risks is the risk register's expected value; three-point estimates (Beta-PERT) and a Monte Carlo simulation give the ranges.":
    "A contingência para riscos específicos é o valor esperado do registo de riscos; estimativas de três pontos (Beta-PERT) e uma simulação de Monte Carlo dão os intervalos.",
  "Contractor's overhead and profit": "Encargos gerais e lucro do empreiteiro",
  "Cost = {{area}} {{unit}} × {{rate}} per m² for {{what}}: {{base}} per m² ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Custo = {{area}} {{unit}} × {{rate}} por m² para {{what}}: {{base}} por m² ({{source}}, {{basis}}) atualizado de {{year}} para {{priceYear}} pelo {{index}} (× {{ratio}}) {{adjustments}} × fator de custo de construção {{factor}} ({{place}}; {{factorSource}}).",
  Czechia: "Chéquia",
  "Damp, rot or structural defects to repair before insulating":
    "Humidade, podridão ou defeitos estruturais a reparar antes de isolar",
  "Deck repairs and underlayment": "Reparação do forro e subtelha",
  Denmark: "Dinamarca",
  "Depth of renovation: basic = a cosmetic refresh, standard = a full refurbishment with new services, kitchens and bathrooms, premium = a gut renovation with reconfiguration.":
    "Profundidade da reabilitação: básica = renovação estética, corrente = reabilitação completa com instalações, cozinhas e casas de banho novas, premium = demolição interior e reconfiguração.",
  "Depth of renovation: basic = minor measures, standard = a moderate package (insulation, some windows, heat pump), premium = a deep retrofit, after BPIE's renovation depths.":
    "Profundidade: básica = medidas ligeiras, corrente = pacote moderado (isolamento, algumas janelas, bomba de calor), premium = reabilitação profunda, segundo os níveis do BPIE.",
  Design: "Projeto",
  "Design and engineering fees": "Honorários de arquitetura e engenharia",
  "Design contingency": "Contingência de projeto",
  "Design development and scope growth": "Desenvolvimento do projeto e aumento do âmbito",
  "Design fees are {{fee}} % of the construction cost ({{feeSource}}), spread over design, tender and construction ({{stages}}); permits, statutory fees and surveys {{permits}} %; design contingency {{contingency}} % for a {{stage}}.":
    "Os honorários são {{fee}} % do custo de construção ({{feeSource}}), repartidos por projeto, concurso e obra ({{stages}}); licenças, taxas e estudos {{permits}} %; contingência de projeto {{contingency}} % para um {{stage}}.",
  "Dig trial pits beside the existing foundations before the design is fixed.":
    "Abrir poços de sondagem junto às fundações existentes antes de fixar o projeto.",
  "Does the area include balconies, circulation and parking?": "A área inclui varandas, circulações e estacionamento?",
  "Does the layout change (sink, cooker, gas or walls moved)?":
    "A disposição muda (lava-loiça, fogão, gás ou paredes deslocados)?",
  "Does the layout change (toilet or shower moved)?": "A disposição muda (sanita ou duche deslocados)?",
  "Eastern Europe": "Europa de Leste",
  "Electrical supply too small for the heat pump": "Potência elétrica insuficiente para a bomba de calor",
  "Equipment and fixed furnishings": "Equipamento e mobiliário fixo",
  "Escalation to the midpoint of construction": "Revisão de preços até meio da obra",
  "Escalation to the midpoint of construction, {{months}} months after the price date, at {{rate}} % a year (the index's 2014–2024 average): {{escalation}} %.":
    "Revisão de preços até meio da obra, {{months}} meses após a data dos preços, a {{rate}} % ao ano (média 2014–2024 do índice): {{escalation}} %.",
  "Existing services or shell differ from the drawings":
    "As instalações ou a envolvente existentes diferem dos desenhos",
  Finland: "Finlândia",
  "Fire-safety or building-regulation changes alter the design (second staircase, sprinklers, cladding)":
    "Alterações à regulamentação de incêndio ou de construção mudam o projeto (segunda escada, sprinklers, fachada)",
  "Fit-out of an existing, weathertight shell with working base services; loose furniture, IT and audiovisual equipment are excluded.":
    "Acabamento de uma envolvente existente e estanque com instalações base a funcionar; mobiliário solto, informática e audiovisual estão excluídos.",
  "Fix a landlord's specification (Category A) and price tenant changes separately.":
    "Fixar uma especificação do senhorio (categoria A) e orçamentar à parte as alterações dos inquilinos.",
  "Fix finishes, fittings and appliances before the contract and price every change before it is instructed.":
    "Fixar acabamentos, equipamentos e eletrodomésticos antes do contrato e orçamentar cada alteração antes de a ordenar.",
  "Fix the racking layout, clear height and slab flatness class with the operator before tender.":
    "Fixar com o operador a disposição das estantes, o pé-direito livre e a planeza da laje antes do concurso.",
  "Flashings, gutters and ventilation": "Rufos, caleiras e ventilação",
  "Flood-test the waterproofing before tiling and have it inspected.":
    "Fazer o ensaio de estanquidade da impermeabilização antes do azulejo e mandá-lo inspecionar.",
  "Floor and wall finishes, joinery": "Revestimentos de pavimentos e paredes, carpintarias",
  "Flooring, walls, lighting and finishes": "Pavimentos, paredes, iluminação e acabamentos",
  "For which school year must it open?": "Para que ano letivo tem de abrir?",
  "Foundations and substructure": "Fundações e infraestrutura",
  France: "França",
  "Freeze the clinical brief and room data sheets with the clinical users at each design stage.":
    "Fechar o programa clínico e as fichas de compartimentos com os utilizadores clínicos em cada fase do projeto.",
  "Freeze the design at each stage gate and price every change before instructing it.":
    "Fechar o projeto em cada marco e orçamentar cada alteração antes de a ordenar.",
  "Freeze the schedule of accommodation with the authority before the design stage gates.":
    "Fechar o programa de espaços com a entidade antes dos marcos do projeto.",
  "Funding approval or brief changes by the education authority":
    "Aprovação do financiamento ou alterações do programa pela entidade educativa",
  "General conditions and preliminaries": "Estaleiro e custos gerais de obra",
  Germany: "Alemanha",
  "Get capacity checks and connection quotes from each utility during design.":
    "Obter de cada empresa de abastecimento a verificação de capacidade e o orçamento de ligação durante o projeto.",
  "Grant or subsidy not approved, or approved late": "Apoio não aprovado ou aprovado tarde",
  Greece: "Grécia",
  "Grid connection or power capacity not available in time": "Ligação à rede ou potência não disponíveis a tempo",
  "Heat pump and heating distribution": "Bomba de calor e distribuição de aquecimento",
  "Heritage or conservation consent needed": "Necessária autorização do património",
  "Hidden defects in the existing building (rot, damp, outdated wiring)":
    "Defeitos ocultos no edifício existente (podridão, humidade, instalação elétrica obsoleta)",
  "Hidden water damage, rot or outdated wiring behind the cabinets":
    "Danos ocultos de água, podridão ou instalação elétrica obsoleta atrás dos móveis",
  "Hold pre-application meetings and keep a permit tracker with the authority's target dates.":
    "Realizar reuniões prévias com a entidade e acompanhar as licenças com os prazos previstos.",
  "How far has the design got (concept, planning drawings, detailed design)? The design contingency falls as it is defined.":
    "Em que fase está o projeto (conceito, licenciamento, execução)? A contingência baixa à medida que se define.",
  "How many apartments, and what mix of sizes?": "Quantas frações, e com que mistura de tipologias?",
  "How many beds, and which departments (theatres, imaging, emergency, critical care)?":
    "Quantas camas, e que serviços (blocos operatórios, imagiologia, urgência, cuidados intensivos)?",
  "How many loading docks, and how much office space inside the building?":
    "Quantos cais de carga, e quanta área de escritórios no edifício?",
  "How many pupils, and which ages (primary or secondary)?": "Quantos alunos, e de que idades (básico ou secundário)?",
  "How many storeys, and is there a basement or garage?": "Quantos pisos, e há cave ou garagem?",
  "How many storeys, and is there a basement?": "Quantos pisos, e há cave?",
  "How many storeys, and is there basement parking?": "Quantos pisos, e há estacionamento em cave?",
  "How many storeys, and is there underground parking?": "Quantos pisos, e há estacionamento subterrâneo?",
  "How many workstations, meeting rooms and kitchen areas?": "Quantos postos de trabalho, salas de reunião e copas?",
  "How much of the existing house is opened up or altered?": "Que parte da casa existente é aberta ou alterada?",
  "How much parking and external works are included?": "Quanto estacionamento e arranjos exteriores estão incluídos?",
  "How old are the wiring and plumbing?": "Que idade têm a instalação elétrica e a canalização?",
  "How old is the building, and has an asbestos survey been done?":
    "Que idade tem o edifício, e foi feito um levantamento de amianto?",
  Hungary: "Hungria",
  India: "Índia",
  "Interior finishes": "Acabamentos interiores",
  "Interior finishes, kitchens and bathrooms": "Acabamentos interiores, cozinhas e casas de banho",
  "Interiors: partitions, doors, finishes and stairs": "Interiores: divisórias, portas, acabamentos e escadas",
  Ireland: "Irlanda",
  "Is cold storage or an in-rack sprinkler system needed?":
    "É necessário armazém frigorífico ou sprinklers nas estantes?",
  "Is medical equipment in the budget or supplied by the owner?":
    "O equipamento médico está no orçamento ou é fornecido pelo dono de obra?",
  "Is planning permission needed, or is it permitted development?": "É necessária licença ou é uma obra isenta?",
  "Is refrigeration needed (food retail)?": "É necessária refrigeração (retalho alimentar)?",
  "Is the area right? {{note}}": "A área está certa? {{note}}",
  "Is the building listed or in a conservation area?": "O edifício é classificado ou está numa zona protegida?",
  "Is the site level, and what is known about the ground?": "O terreno é plano, e o que se sabe do solo?",
  "Is the stated area the roof surface or the floor area of the house?": "A área indicada é a do telhado ou a da casa?",
  "Is there any known leak or water damage?": "Há alguma fuga ou dano de água conhecido?",
  Italy: "Itália",
  Japan: "Japão",
  "Landlord approvals and building rules restrict working hours":
    "As autorizações do senhorio e as regras do edifício limitam o horário de trabalho",
  "Latin America": "América Latina",
  "Lift a floor panel and check the subfloor before ordering; keep a provisional sum for repairs.":
    "Levantar uma parte do pavimento e verificar a base antes de encomendar; prever uma verba para reparações.",
  London: "Londres",
  "Long lead times for facade, lifts or switchgear":
    "Prazos longos de fornecimento de fachada, elevadores ou quadros elétricos",
  "Long-lead items late (switchgear, AV, bespoke joinery)":
    "Atraso em elementos de prazo longo (quadros elétricos, audiovisual, carpintaria por medida)",
  "MEP services renewal (electrical, plumbing, heating)":
    "Renovação das instalações (eletricidade, canalização, aquecimento)",
  "MEP, lighting, data and fire services": "Instalações, iluminação, dados e segurança contra incêndio",
  "Making good and external works": "Remates e arranjos exteriores",
  Mexico: "México",
  "New Zealand": "Nova Zelândia",
  "No site was named: priced at the US national average; name the site to have it priced for its location.":
    "Não foi indicado o local: orçamentado à média nacional dos EUA; indique o local para o orçamentar em função dele.",
  Norway: "Noruega",
  "One storey or two, and what is it for (kitchen, bedroom, bathroom)?":
    "Um piso ou dois, e para que uso (cozinha, quarto, casa de banho)?",
  "Open up a small area early and check the wiring and plumbing before the order is placed.":
    "Abrir cedo uma pequena zona e verificar eletricidade e canalização antes de fazer a encomenda.",
  "Opening date fixed by the trading calendar": "Data de abertura fixada pelo calendário comercial",
  "Opening date tied to the start of the school year": "Abertura ligada ao início do ano letivo",
  "Opening up and tie-in to the existing building": "Abertura e ligação ao edifício existente",
  "Opening up reveals defects in the existing house": "A abertura revela defeitos na casa existente",
  "Order long-lead items as soon as the design is signed off.":
    "Encomendar os elementos de prazo longo logo que o projeto seja aprovado.",
  "Order long-lead items once the design is signed and confirm delivery dates before strip-out.":
    "Encomendar os elementos de prazo longo com o projeto assinado e confirmar as datas de entrega antes da desmontagem.",
  "Order long-lead packages early, with early works contracts if needed.":
    "Encomendar cedo os pacotes de prazo longo, com contratos de trabalhos antecipados se necessário.",
  "Partitions, ceilings and doors": "Divisórias, tetos falsos e portas",
  "Party-wall agreements or neighbours' objections": "Acordos de meação ou objeções dos vizinhos",
  "Permits, statutory fees and surveys": "Licenças, taxas e estudos prévios",
  "Plan completion a term ahead of opening and phase the works so that teaching spaces are handed over first.":
    "Planear a conclusão um período antes da abertura e faseá-la para entregar primeiro as salas de aula.",
  "Plan handover several weeks before the opening date and order long-lead items early.":
    "Planear a entrega várias semanas antes da abertura e encomendar cedo os elementos de prazo longo.",
  "Planning and permits": "Licenciamento",
  "Planning or permit approval takes longer than planned":
    "A aprovação urbanística ou a licença demora mais do que o previsto",
  "Plumbing and electrical work": "Canalização e eletricidade",
  "Plumbing, ventilation and electrical work": "Canalização, ventilação e eletricidade",
  Poland: "Polónia",
  "Poor ground under a large slab (soft soils, fill, groundwater)":
    "Solo fraco sob uma grande laje (solos moles, aterros, nível freático)",
  Portugal: "Portugal",
  "Priced as a new house per m² with a premium for the small size and the tie-in to the existing building; works inside the existing house beyond the opening are excluded.":
    "Orçamentado como moradia nova por m² com um acréscimo pela pequena dimensão e pela ligação ao existente; obras na casa existente para além da abertura estão excluídas.",
  "Priced on reference bathroom jobs of the market (US Cost vs. Value, UK Checkatrade); the bathroom keeps its place in the house.":
    "Orçamentado com obras de casa de banho de referência do mercado (Cost vs. Value nos EUA, Checkatrade no Reino Unido); a casa de banho mantém o lugar.",
  "Priced on reference kitchen jobs of the market (US Cost vs. Value, UK Checkatrade): basic is a minor remodel or budget kitchen, standard a mid-range new kitchen, premium a high-end one.":
    "Orçamentado com obras de cozinha de referência do mercado (Cost vs. Value nos EUA, Checkatrade no Reino Unido): básica é uma remodelação ligeira ou cozinha económica, corrente uma cozinha nova de gama média, premium uma de gama alta.",
  "Priced with general reference rates for this building type, not a model of its own: treat it as an order of magnitude.":
    "Orçamentado com preços de referência gerais para este tipo de edifício, sem modelo próprio: tome-o como uma ordem de grandeza.",
  "Prices at {{year}} levels in {{currency}}, escalated to the midpoint of construction; excluded: land, financing, loose furniture and owner's equipment, and VAT or sales tax.":
    "Preços de {{year}} em {{currency}}, atualizados até meio da obra; excluídos: terreno, financiamento, mobiliário solto e equipamento do dono de obra, e IVA.",
  "Procurement and tender": "Contratação e concurso",
  "Programme: planning, design, procurement and handover from typical durations for this kind of project, scaled by size; construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time.":
    "Prazos: licenciamento, projeto, contratação e entrega segundo durações típicas deste tipo de projeto, ajustadas à dimensão; a obra segundo a relação tempo–custo de Bromilow T = {{k}} × C^0,3 dias (C = custo de construção em milhões de USD a preços dos EUA), com K fixado para que os projetos típicos durem o habitual.",
  "Public procurement and contract award": "Contratação pública e adjudicação",
  "Public procurement: an open or framework tender with its statutory time limits and standstill period, then a single main contractor.":
    "Contratação pública: concurso público ou acordo-quadro com os prazos legais e o prazo de suspensão, depois um único empreiteiro geral.",
  Qatar: "Catar",
  "Racking, clear height or floor-flatness requirements change after design":
    "Os requisitos de estantes, pé-direito ou planeza mudam depois do projeto",
  "Rain or wind stops work with the roof open": "A chuva ou o vento param a obra com o telhado aberto",
  "Roof covering": "Revestimento do telhado",
  "Roof, wall and floor insulation": "Isolamento da cobertura, paredes e pavimento",
  "Roof, windows and envelope repairs": "Reparação da cobertura, janelas e envolvente",
  "Rotten decking or rafters found after the tear-off": "Forro ou caibros podres descobertos após a remoção",
  "Run an intrusive survey before pricing and keep a provisional sum for work found when opening up.":
    "Fazer uma inspeção com sondagens antes de orçamentar e prever uma verba para o que aparecer ao abrir.",
  "Sanitaryware, vanity and fittings": "Loiças sanitárias, móvel de lavatório e torneiras",
  "Saudi Arabia": "Arábia Saudita",
  "Scaffolding, access and weather protection": "Andaimes, acessos e proteção contra intempéries",
  "Serve party-wall notices and talk to the neighbours before the planning application.":
    "Notificar os confinantes e falar com os vizinhos antes do pedido de licença.",
  "Services and connections": "Instalações e ligações",
  "Services: mechanical, plumbing, electrical, fire and lifts":
    "Instalações: climatização, canalização, eletricidade, incêndio e elevadores",
  "Shell and core only, or fitted out (Category A or B)?":
    "Só estrutura e núcleo, ou com acabamentos (categoria A ou B)?",
  "Shell and core with a landlord's (Category A) fit-out: raised floors, ceilings, lighting and air conditioning; tenant fit-out and furniture are excluded.":
    "Estrutura e núcleo com acabamentos do senhorio (categoria A): pavimento técnico, tetos, iluminação e climatização; acabamentos do inquilino e mobiliário estão excluídos.",
  "Shell for a tenant, or fitted out to a brand standard?":
    "Loja em tosco para um inquilino, ou acabada segundo o padrão de uma marca?",
  "Shell: frame, upper floors, roof and envelope": "Envolvente: estrutura, lajes, cobertura e fachadas",
  Singapore: "Singapura",
  "Site preparation and external works": "Preparação do terreno e arranjos exteriores",
  "Snagging, cleaning and handover": "Correção de defeitos, limpeza e entrega",
  "South Asia": "Ásia do Sul",
  "South Korea": "Coreia do Sul",
  "South-East Asia": "Sudeste Asiático",
  Spain: "Espanha",
  "Specification upgrades chosen during construction": "Melhorias de acabamentos escolhidas durante a obra",
  "Strip only what can be made watertight the same day and keep temporary covers on site.":
    "Retirar só o que puder ficar estanque no próprio dia e manter coberturas provisórias em obra.",
  "Strip-out and disposal": "Desmontagem e remoção de entulho",
  "Strip-out and preparation": "Desmontagem e preparação",
  "Strip-out, demolition and making safe": "Desmontagem, demolição e segurança",
  "Structural repairs and alterations": "Reparações e alterações estruturais",
  "Structure, roof and envelope": "Estrutura, cobertura e envolvente",
  "Substructure: foundations and ground slab": "Infraestrutura: fundações e laje térrea",
  "Survey ground and existing services early and plan works around the live hospital.":
    "Estudar cedo o solo e as redes existentes e planear a obra em torno do hospital em funcionamento.",
  "Survey moisture and the condition of the fabric before the measures are specified.":
    "Avaliar a humidade e o estado da construção antes de definir as medidas.",
  "Survey the shell and existing services before the design is fixed; agree the landlord's works in writing.":
    "Levantar a envolvente e as instalações existentes antes de fixar o projeto; acordar por escrito as obras do senhorio.",
  "Survey the wall and roof being opened up and keep a provisional sum for repairs.":
    "Inspecionar a parede e a cobertura a abrir e prever uma verba para reparações.",
  Sweden: "Suécia",
  Switzerland: "Suíça",
  "Teaching spaces, hall, kitchen and external play areas to the authority's standard brief; loose furniture and IT equipment are excluded.":
    "Salas de aula, polivalente, cozinha e recreios segundo o programa-tipo da entidade; mobiliário solto e informática estão excluídos.",
  "Tear-off and disposal of the old roofing": "Remoção e eliminação do revestimento antigo",
  "Tenant or brand standards change the shell or services":
    "Os padrões do inquilino ou da marca alteram a envolvente ou as instalações",
  "Tenant requirements change the services, floor loads or layout":
    "Os requisitos dos inquilinos alteram instalações, sobrecargas ou disposição",
  "Tender documents and contractor procurement": "Peças do concurso e contratação do empreiteiro",
  "Tender prices above the estimate (market conditions, few bidders)":
    "Propostas acima da estimativa (mercado, poucos concorrentes)",
  "Test the market early, invite at least four bidders and keep a priced list of scope reductions ready.":
    "Sondar cedo o mercado, convidar pelo menos quatro concorrentes e ter pronta uma lista orçamentada de reduções de âmbito.",
  "The contract cost is split into {{count}} elements ({{elementSource}}) plus general conditions of {{gc}} % and overhead and profit of {{ohp}} % ({{markupSource}}).":
    "O custo do contrato divide-se em {{count}} elementos ({{elementSource}}), mais {{gc}} % de custos de estaleiro e {{ohp}} % de encargos gerais e lucro ({{markupSource}}).",
  "The stated area is taken as the roof surface; priced on reference roofing jobs of the market (US Cost vs. Value, UK Checkatrade).":
    "A área indicada é tomada como superfície do telhado; orçamentado com obras de cobertura de referência do mercado (Cost vs. Value nos EUA, Checkatrade no Reino Unido).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} per m² all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "O orçamento indicado de {{budget}} não chega para este projeto: a cerca de {{rate}} por m² com tudo incluído, paga cerca de {{affordable}} {{unit}}, não os {{area}} pedidos; seria preciso um âmbito muito menor, acabamentos mais baixos ou mais financiamento.",
  "The stated {{deadline}} weeks cannot hold this project: planning, permits and procurement alone take about {{statutory}} weeks, and even a compressed design and build needs about {{shortest}} weeks in all (about {{planned}} weeks as planned).":
    "As {{deadline}} semanas indicadas não chegam para este projeto: só o licenciamento e a contratação levam cerca de {{statutory}} semanas, e mesmo com projeto e obra comprimidos são precisas cerca de {{shortest}} semanas no total (cerca de {{planned}} semanas no plano).",
  "UK average, at the US cost level": "média do Reino Unido, ao nível de custos dos EUA",
  "US national average": "média nacional dos EUA",
  "Unforeseen ground conditions": "Condições do solo imprevistas",
  "Unforeseen ground conditions (soft ground, rock, groundwater, tree roots)":
    "Condições do solo imprevistas (solo mole, rocha, água, raízes)",
  "Unforeseen ground conditions on the school site": "Condições do solo imprevistas no terreno da escola",
  "Unforeseen ground conditions or contamination": "Condições do solo imprevistas ou contaminação",
  "Unforeseen ground conditions or existing foundations": "Solo ou fundações existentes imprevistos",
  "Unforeseen ground conditions or live services on a hospital campus":
    "Solo imprevisto ou redes em serviço num campus hospitalar",
  "Unforeseen ground conditions under the slab and parking":
    "Condições do solo imprevistas sob a laje e o estacionamento",
  "Utility capacity and connection charges higher than assumed":
    "Capacidade das redes e taxas de ligação acima do previsto",
  "Utility connections (water, sewer, power) cost more or take longer than planned":
    "As ligações (água, saneamento, eletricidade) custam mais ou demoram mais do que o previsto",
  "Ventilation with heat recovery": "Ventilação com recuperação de calor",
  "Water damage or rot under the floor and behind the walls":
    "Danos de água ou podridão sob o pavimento e atrás das paredes",
  "Waterproofing and tiling": "Impermeabilização e azulejos",
  "Waterproofing fails its flood test and must be redone":
    "A impermeabilização falha o ensaio de estanquidade e tem de ser refeita",
  "What are the existing foundations and the ground like?": "Como são as fundações existentes e o solo?",
  "What clear height and floor loading does the racking need?":
    "Que pé-direito livre e que carga no pavimento precisam as estantes?",
  "What is known about the ground (soil survey, slope, groundwater)?":
    "O que se sabe do solo (estudo geotécnico, declive, água)?",
  "What is the area in m² (or sq ft)? It drives most of the cost.":
    "Qual é a área em m² (ou pés quadrados)? Determina a maior parte do custo.",
  "What is the current energy rating and heating system?":
    "Qual é a classe energética atual e o sistema de aquecimento?",
  "What is the pitch, and how many layers of old roofing are there?":
    "Qual é a inclinação, e quantas camadas de revestimento antigo há?",
  "What type of building is it, and what will it be used for?": "Que tipo de edifício é, e para que será usado?",
  "Where is the site? Costs and the currency depend on it.": "Onde fica o local? Os custos e a moeda dependem disso.",
  "Which covering: asphalt shingles, tiles, slate, metal or a flat-roof membrane?":
    "Que revestimento: telhas asfálticas, telha cerâmica, ardósia, metal ou membrana de cobertura plana?",
  "Which energy standard is required (local code minimum, Passivhaus, nearly zero-energy)?":
    "Que padrão energético é exigido (mínimo regulamentar, Passivhaus, necessidades quase nulas)?",
  "Which funding and procurement route applies (open tender, framework, design and build)?":
    "Que via de financiamento e contratação se aplica (concurso público, acordo-quadro, conceção-construção)?",
  "Which health-building standards apply (for example HTM/HBN or the FGI Guidelines)?":
    "Que normas de edifícios de saúde se aplicam (por exemplo HTM/HBN ou as FGI Guidelines)?",
  "Which measures are wanted: insulation, windows, heat pump, ventilation, solar panels?":
    "Que medidas se pretendem: isolamento, janelas, bomba de calor, ventilação, painéis solares?",
  "Which parts are renewed: structure, roof, windows, services, finishes?":
    "Que partes são renovadas: estrutura, cobertura, janelas, instalações, acabamentos?",
  "Which range of tiles and fittings: basic, mid-range or premium?":
    "Que gama de azulejos e equipamentos: básica, média ou alta?",
  "Which specification: builder grade, mid-range or custom?": "Que acabamentos: correntes, médios ou por medida?",
  "Which sustainability certification is targeted (BREEAM, LEED, DGNB)?":
    "Que certificação de sustentabilidade se pretende (BREEAM, LEED, DGNB)?",
  "Will a grant or subsidy programme be used?": "Será usado algum programa de apoios ou subsídios?",
  "Will it be built next to a working hospital, in phases?":
    "Será construído junto a um hospital em funcionamento, por fases?",
  "Will the building be occupied during the works?": "O edifício estará ocupado durante as obras?",
  "Will the building stay occupied during the works?": "O edifício continuará ocupado durante as obras?",
  "Windows and external doors": "Janelas e portas exteriores",
  "a US-average location": "local com custos médios dos EUA",
  "a bathroom remodel": "uma remodelação de casa de banho",
  "a hospital": "um hospital",
  "a kitchen remodel": "uma remodelação de cozinha",
  "a lower-cost US state": "estado dos EUA de custo mais baixo",
  "a new building": "um edifício novo",
  "a new house": "uma moradia nova",
  "a renovation of an existing building": "uma reabilitação de um edifício existente",
  "a retail building": "um edifício comercial",
  "a roof replacement": "uma substituição de cobertura",
  "a school": "uma escola",
  "a typical size for this kind of project": "uma dimensão típica para este tipo de projeto",
  "a warehouse": "um armazém",
  "an apartment block": "um edifício de habitação",
  "an energy retrofit": "uma reabilitação energética",
  "an extension": "uma ampliação",
  "an interior fit-out": "um acabamento interior",
  "an office building": "um edifício de escritórios",
  "basic specification": "acabamentos básicos",
  "concept design": "projeto em fase de conceito",
  "detailed design": "projeto de execução",
  "fixed share of the reference job": "parte fixa da obra de referência",
  "m² GFA": "m² de área bruta",
  "m² of bathroom": "m² de casa de banho",
  "m² of floor area": "m² de área",
  "m² of kitchen": "m² de cozinha",
  "m² of roof": "m² de cobertura",
  "premium specification": "acabamentos de gama alta",
  "schematic design": "estudo prévio",
  "size modifier": "fator de dimensão",
  "small-works premium of an extension": "acréscimo de pequena obra de uma ampliação",
  "standard specification": "acabamentos correntes",
  storeys: "pisos",
  "the Netherlands": "Países Baixos",
  "the United Arab Emirates": "Emirados Árabes Unidos",
  "the United Kingdom": "Reino Unido",
  "{{area}} m² is far beyond the usual size of {{what}} (usually up to {{max}} m²): check the area, or whether several buildings are meant; the figures below price it as stated.":
    "{{area}} m² excede muito a dimensão habitual de {{what}} (normalmente até {{max}} m²): verifique a área, ou se se trata de vários edifícios; os valores abaixo orçamentam-na como indicada.",
  "{{area}} m² is unusually small for {{what}} (usually at least {{min}} m²): check the area; the figures below price it as stated.":
    "{{area}} m² é invulgarmente pequeno para {{what}} (normalmente pelo menos {{min}} m²): verifique a área; os valores abaixo orçamentam-na como indicada.",
  "{{area}} {{unit}}, as stated in the request.": "{{area}} {{unit}}, conforme indicado no pedido.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no area.":
    "{{area}} {{unit}}, assumidos ({{basis}}): o pedido não indicava área.",
  "{{n}} beds × {{each}} m² gross each (rule of thumb for acute hospitals)":
    "{{n}} camas × {{each}} m² brutos cada (regra prática para hospitais de agudos)",
  "{{n}} classrooms × {{each}} m² gross each (28 pupils a class, DfE Building Bulletin 103)":
    "{{n}} salas de aula × {{each}} m² brutos cada (28 alunos por turma, DfE Building Bulletin 103)",
  "{{n}} dwellings × {{each}} m² gross each (rule of thumb)": "{{n}} frações × {{each}} m² brutos cada (regra prática)",
  "{{n}} pupils × {{each}} m² gross each (DfE Building Bulletin 103 area guidelines)":
    "{{n}} alunos × {{each}} m² brutos cada (orientações de área DfE Building Bulletin 103)",
  "{{what}}: {{area}} {{unit}} in {{place}}, {{specification}}, {{stage}}; about {{years}} years from planning to handover.":
    "{{what}}: {{area}} {{unit}}, local: {{place}}, {{specification}}, {{stage}}; cerca de {{years}} anos do licenciamento à entrega.",
  "× {{label}} {{factor}}": "× {{label}} {{factor}}",
  "Priced as the contractor's quote the request asks for: no design, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Orçamentado como a proposta do empreiteiro que o pedido solicita: sem fase de projeto, licenças ou concurso; contingência de projeto de {{contingency}} % para {{stage}}.",
  "Programme: from the signed quote, construction from Bromilow's time–cost relation T = {{k}} × C^0.3 days (C = construction cost in USD millions at US prices), with K set so that typical projects take their usual time, then handover.":
    "Programa: a partir da proposta assinada, a obra segundo a relação tempo–custo de Bromilow T = {{k}} × C^0,3 dias (C = custo de construção em milhões de USD a preços dos EUA), com K escolhido para que os projetos típicos durem o habitual, depois a entrega.",
  "A contractor's quote, as the request asks: the work starts when it is signed; no separate design, permit application or tender is part of this price or programme.":
    "Uma proposta do empreiteiro, como o pedido solicita: a obra começa quando é assinada; projeto próprio, pedido de licenças ou concurso não fazem parte deste preço nem deste programa.",
  "Design by the contractor (design and build)": "Projeto do empreiteiro (conceção-construção)",
  "Design and build from the signed contract: the contractor's design fees are {{fee}} % of the construction cost ({{feeSource}}), paid within construction; no planning, permit or tender stage; design contingency {{contingency}} % for a {{stage}}.":
    "Conceção-construção a partir do contrato assinado: os honorários de projeto do empreiteiro são {{fee}} % do custo de construção ({{feeSource}}), pagos durante a obra; sem fase de licenciamento, projeto ou concurso; contingência de projeto de {{contingency}} % para {{stage}}.",
  "Design and build: the contractor designs and builds from the signed contract; no separate permit application or tender is part of this price or programme.":
    "Conceção-construção: o empreiteiro projeta e constrói a partir do contrato assinado; um pedido de licença próprio ou um concurso não fazem parte deste preço nem deste programa.",
};
