import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Recrutamento e incentivos",
  "Focus groups": "Grupos focais",
  "Focus-group facility (viewing room, recording, hosting)":
    "Sala de grupos focais (sala de observação, gravação, recepção)",
  day: "dia",
  "Moderating the groups": "Moderação dos grupos",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Por grupo: meio dia de sala ({{facility}}) e {{seats}} lugares recrutados (um de reserva) com recrutamento e incentivo para {{audience}} ({{recruit}}); moderação, transcrições e análise por grupo ({{norm}}); cerca de {{pace}} grupos por semana de campo.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} grupos focais de {{perGroup}} {{audience}}, do recrutamento à apresentação em cerca de {{weeks}} semanas.",
  "{{groups}} groups, as stated.": "{{groups}} grupos, conforme indicado.",
  "{{n}} participants a group, as stated.": "{{n}} participantes por grupo, conforme indicado.",
  "{{n}} participants a group assumed.": "Supõem-se {{n}} participantes por grupo.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Grupos de cerca de 90 minutos numa sala com observação; as viagens da equipa de pesquisa não estão incluídas.",
  "{{groups}} focus groups": "{{groups}} grupos focais",
  "Conjoint design and experimental plan": "Desenho do conjoint e plano experimental",
  "Conjoint utility estimation": "Estimação das utilidades do conjoint",
  "Market simulator": "Simulador de mercado",
  "Segmentation and profiling": "Segmentação e perfis",
  "Results dashboard": "Painel de resultados",
  "Telephone interviewer": "Entrevistador telefónico",
  "Telephone interviewing (CATI)": "Entrevistas telefónicas (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Entrevistados por telefone em vez disso: {{hours}} horas de entrevistador por hora de entrevista ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} ondas de {{n}} respostas completas, com cerca de {{gap}} semanas de intervalo ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Módulos analíticos segundo as normas deste modelo: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Um questionário de {{minutes}} minutos, conforme indicado, num idioma.",
  "Assessment and landing zone": "Avaliação e landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventário e avaliação ({{n}} servidores)",
  "Landing zone": "Landing zone",
  "Migration waves": "Ondas de migração",
  "Rehosting servers": "Migração dos servidores (rehost)",
  "Database migrations": "Migração de bancos de dados",
  "File and data transfer": "Transferência de ficheiros e dados",
  "Application testing and sign-off": "Testes e aceitação das aplicações",
  "Cutover waves ({{n}})": "Ondas de corte ({{n}})",
  "Hypercare after the move": "Hypercare após a migração",
  "Undocumented dependencies between servers break an application after its move":
    "Dependências não documentadas entre servidores quebram uma aplicação após a migração",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Mapear as dependências com uma ferramenta de inventário antes de planear as ondas e migrar juntos os servidores dependentes.",
  "Licences do not carry over to the cloud as assumed": "As licenças não passam para a nuvem como previsto",
  "Check each licence's cloud terms during the assessment.":
    "Verificar as condições de nuvem de cada licença durante a avaliação.",
  "How many applications run on these servers, and who tests each after the move?":
    "Quantas aplicações correm nestes servidores e quem testa cada uma após a migração?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Os servidores podem migrar tal como estão (lift-and-shift), ou alguns têm de ser re-plataformados?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Uma migração para a nuvem orçada por carga de trabalho: {{perServer}} horas por servidor ou VM, {{perDatabase}} por banco de dados, {{perApplication}} de testes por aplicação, {{perTb}} por terabyte de dados, uma landing zone ({{landing}} horas), avaliação, uma onda de corte a cada {{wave}} servidores e hypercare; 12 % de gestão de projeto. As horas são normas próprias deste modelo ({{source}}); os custos de utilização da nuvem não estão incluídos.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Uma migração para a nuvem de {{servers}} servidores, {{databases}} bancos de dados, {{applications}} aplicações e {{tb}} TB de dados, em {{waves}} ondas.",
  "{{n}} servers, as stated.": "{{n}} servidores, conforme indicado.",
  "{{n}} applications assumed (one for every four servers).":
    "Supõem-se {{n}} aplicações (uma por cada quatro servidores).",
  "The cloud's running costs and any licences are not included.":
    "Os custos de utilização da nuvem e as licenças não estão incluídos.",
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Uma viagem de grupo orçada por viajante e noite: quartos de hotel de categoria superior ({{hotel}}), um jantar por noite, um programa diário e transferes ({{programme}}); ao nível da cidade e levado a {{place}} (× {{factor}}). Os voos de longo curso não estão incluídos.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Um evento público de {{days}} dias para {{attendees}} participantes por dia com {{stages}} palcos, planeado ao longo de {{weeks}} semanas.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Uma viagem de {{nights}} noites para {{travellers}} viajantes, planeada ao longo de {{weeks}} semanas.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Acordar no contrato do hotel uma data de libertação dos quartos não usados.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Acordar cedo o plano de segurança com a autoridade e os serviços de emergência, antes de contratar fornecedores.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Um evento aberto ao público orçado por participante e dia: infraestrutura do recinto ({{site}}) e segurança do público ({{crowd}}); por palco e dia de espetáculo mais um dia de montagem, produção de palco ({{stage}}) à escala do público; bilhética por participante; levado a {{place}} (× {{factor}}). Os cachês dos artistas e a comida vendida ao público não estão incluídos.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "Os cachês dos artistas e a comida e bebida vendidas ao público não estão incluídos.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "O mau tempo obriga a mais coberturas, proteção do solo ou ao cancelamento de um dia",
  "Build, event days and strike": "Montagem, dias do evento e desmontagem",
  "Concept, permits and safety plan": "Conceito, licenças e plano de segurança",
  "Concept, permits, safety plan and supplier tenders":
    "Conceito, licenças, plano de segurança e concursos de fornecedores",
  "Contracting suppliers": "Contratação de fornecedores",
  "Contracting the hotel, venues and transfers": "Contratação do hotel, espaços e transferes",
  "Day programme (excursions, visits, guides)": "Programa diário (excursões, visitas, guias)",
  "Destination, hotel and programme design": "Destino, hotel e desenho do programa",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "Os viajantes chegam de avião, e os voos devem fazer parte do orçamento?",
  "How many people do you expect each day?": "Quantas pessoas espera por dia?",
  "How many people travel?": "Quantas pessoas viajam?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "O recinto já está licenciado para eventos, ou é preciso pedir licenças?",
  "Long-haul flights are not included.": "Os voos de longo curso não estão incluídos.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Planear alternativas para o mau tempo com os fornecedores do recinto e contratar um seguro de cancelamento.",
  "Registration and travel documents": "Inscrição e documentos de viagem",
  "Registration, rooming lists and travel documents": "Inscrição, listas de quartos e documentos de viagem",
  "Security, stewarding and medical cover": "Segurança, assistentes de recinto e assistência médica",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Infraestrutura do recinto (vedações, sanitários, energia, água, resíduos)",
  "Site plan, staffing and logistics": "Planta do recinto, pessoal e logística",
  "Site plan, suppliers and staffing": "Planta do recinto, fornecedores e pessoal",
  "Stage production (staging, sound, lights, screens, crew)": "Produção de palco (palco, som, luz, ecrãs, equipa)",
  "Supplier reconciliation and debrief": "Conciliação com fornecedores e balanço",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "A autoridade exige mais assistentes, assistência médica ou gestão de trânsito",
  "The trip": "A viagem",
  "Ticketing and promotion": "Bilhética e promoção",
  "Ticketing, accreditation and promotion": "Bilhética, credenciamento e promoção",
  "Tour management on site": "Coordenação no destino",
  Transfers: "Transferes",
  "Travellers drop out after the rooms are guaranteed": "Viajantes desistem depois de os quartos estarem garantidos",
  "stage-day": "palco-dia",
  "traveller-day": "viajante-dia",
  traveller: "viajante",
  travellers: "viajantes",
  "{{n}} nights assumed.": "Supõem-se {{n}} noites.",
  "{{n}} nights, as stated.": "{{n}} noites, conforme indicado.",
  "{{n}} travellers assumed: the request gave no number.": "Supõem-se {{n}} viajantes: o pedido não indicava número.",
  "{{n}} travellers, as stated.": "{{n}} viajantes, conforme indicado.",
};
