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
};
