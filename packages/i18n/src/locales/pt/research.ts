import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Perguntas e estratégia de pesquisa",
  "Research questions, sources and search strategy": "Perguntas de investigação, fontes e estratégia de pesquisa",
  "Search, screening and reading": "Pesquisa, triagem e leitura",
  "Searching and screening sources": "Pesquisa e triagem de fontes",
  "Reading and extracting findings": "Leitura e extração de resultados",
  "Synthesis and writing": "Síntese e redação",
  "Synthesis across sources": "Síntese entre fontes",
  "Report writing": "Redação do relatório",
  "Review and editing": "Revisão e edição",
  "Key sources are paywalled or unavailable": "Fontes-chave pagas ou indisponíveis",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Acordar cedo a que bases de dados o cliente pode dar acesso, e orçamentar alguns relatórios pagos se decidirem a resposta.",
  "The question widens during the review": "A pergunta alarga-se durante a revisão",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Pôr por escrito as perguntas de investigação e os critérios de inclusão e alterá-los apenas de comum acordo.",
  "A review of {{n}} sources": "Uma revisão de {{n}} fontes",
  sources: "fontes",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Horas por fonte para pesquisar, triar e ler ({{hours}} h cada), uma síntese que cresce com o número de fontes e {{pageHours}} horas de redação por página do relatório.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Investigação documental que revê cerca de {{sources}} fontes num relatório de {{pages}} páginas: cerca de {{total}} em {{weeks}} semanas.",
  "{{n}} sources, as stated.": "{{n}} fontes, conforme indicado.",
  "About {{n}} sources assumed: the request gave no number.":
    "Cerca de {{n}} fontes assumidas: o pedido não indicava um número.",
  "A {{n}}-page report, as stated.": "Um relatório de {{n}} páginas, conforme indicado.",
  "A report of about {{n}} pages assumed.": "Um relatório de cerca de {{n}} páginas assumido.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "As fontes são de acesso livre ou fornecidas pelo cliente; relatórios pagos não estão incluídos.",
  "What questions must the research answer, and for which decision?":
    "Que perguntas deve a investigação responder, e para que decisão?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "Que tipos de fontes contam (académicas, setoriais, públicas), e de que anos?",
  "How long should the report be, and in which format?": "Que extensão deve ter o relatório, e em que formato?",
  market: "mercado",
  expert: "especialista",
  "Scope and market definitions": "Âmbito e definições do mercado",
  "Product, customer and geography definitions": "Definições de produto, cliente e geografia",
  "Data collection": "Recolha de dados",
  "Industry reports and data sets": "Relatórios setoriais e conjuntos de dados",
  "Desk research: statistics, company filings and industry data":
    "Investigação documental: estatísticas, contas de empresas e dados setoriais",
  "Expert call honoraria": "Honorários de chamadas com especialistas",
  "Expert recruiting": "Recrutamento de especialistas",
  "Expert interviews and notes": "Entrevistas com especialistas e notas",
  "Sizing model and triangulation": "Modelo de dimensionamento e triangulação",
  "Top-down and bottom-up sizing model per market": "Modelo de dimensionamento descendente e ascendente por mercado",
  "Assumption review and triangulation": "Revisão de pressupostos e triangulação",
  Report: "Relatório",
  "Report with TAM, SAM and SOM and their assumptions": "Relatório com TAM, SAM e SOM e os respetivos pressupostos",
  "Read-out": "Apresentação de resultados",
  "Public data missing for some markets or segments": "Faltam dados públicos para alguns mercados ou segmentos",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Acordar à partida os indicadores substitutos e o método de triangulação, e comprar mais um conjunto de dados onde uma lacuna decida a resposta.",
  "Market definition changes after the first numbers": "A definição do mercado muda depois dos primeiros números",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Aprovar as definições de produto, cliente e geografia antes de começar o trabalho com dados.",
  "Sizing {{n}} markets": "O dimensionamento de {{n}} mercados",
  markets: "mercados",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Por mercado: investigação documental e um modelo de dimensionamento descendente e ascendente em horas, triangulado e revisto, com um relatório sindicado ou conjunto de dados comprado por mercado ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} chamadas com especialistas com honorários e taxas de recrutamento de especialistas.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Dimensionamento de {{n}} mercados: cerca de {{total}}, entregue em cerca de {{weeks}} semanas.",
  "{{n}} markets, as the request names them.": "{{n}} mercados, tal como o pedido os indica.",
  "One market assumed: the request named none.": "Um mercado assumido: o pedido não indicava nenhum.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Dimensionamento com dados secundários e modelos; sem inquérito primário salvo se o pedido o solicitar.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "Que países ou regiões, e em que anos e moeda devem ser expressas as dimensões?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "Precisa apenas do TAM, ou também do mercado disponível e alcançável (SAM, SOM)?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "Há dados internos (vendas, preços, número de clientes) para uma verificação ascendente?",
  "Should experts or customers be interviewed to test the assumptions?":
    "Devem ser entrevistados especialistas ou clientes para testar os pressupostos?",
  consumers: "consumidores",
  professionals: "profissionais",
  "hard-to-reach specialists": "especialistas difíceis de recrutar",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} em {{deadline}} semanas é apertado mas possível: o recrutamento, o trabalho de campo e a síntese são comprimidos a partir de cerca de {{nominal}} semanas, com o recrutamento a começar nos primeiros dias e pouca margem para faltas.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} não é possível em {{deadline}} semanas: o recrutamento, o trabalho de campo e a análise precisam de pelo menos {{minimum}} semanas mesmo comprimidos. Preveja {{minimum}} semanas ou reduza a amostra.",
  "Research lead": "Responsável pela investigação",
  Researcher: "Investigador",
  "Recruitment coordinator": "Coordenador de recrutamento",
  Statistician: "Estatístico",
  "Questionnaire, programming and soft launch": "Questionário, programação e lançamento de teste",
  "Objectives, sample design and questionnaire": "Objetivos, desenho da amostra e questionário",
  "Survey programming, testing and soft launch": "Programação do inquérito, testes e lançamento de teste",
  Fieldwork: "Trabalho de campo",
  "Panel sample (cost per complete)": "Amostra de painel (custo por resposta completa)",
  complete: "resposta completa",
  "Fieldwork monitoring, quotas and quality checks": "Acompanhamento do campo, quotas e controlos de qualidade",
  "Analysis and report": "Análise e relatório",
  "Data cleaning and weighting": "Limpeza e ponderação dos dados",
  "Cross-tabulations and statistical analysis": "Tabelas cruzadas e análise estatística",
  "Findings review and presentation": "Revisão e apresentação dos resultados",
  "Incidence lower than assumed raises the cost per complete":
    "Uma incidência menor do que a prevista aumenta o custo por resposta completa",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Verificar a incidência com o painel antes do campo e acordar um preço para cada escalão de incidência.",
  "Speeders, bots and straight-liners have to be replaced":
    "É preciso substituir respostas demasiado rápidas, bots e respostas em linha reta",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Perguntas de controlo, tempos mínimos de resposta e um lançamento de teste com 10% da amostra.",
  "Quotas in small subgroups fill slowly": "As quotas de subgrupos pequenos enchem devagar",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Fixar as quotas segundo os perfis reais do painel e permitir aliviá-las com a aprovação do cliente.",
  "A survey of {{n}} completes": "Um inquérito de {{n}} respostas completas",
  completes: "respostas completas",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "A amostra indicada é comprada a um painel online a um custo por resposta completa para {{audience}} ({{source}}), atualizado para 2026 com o IPC-U e levado a {{place}} (× {{factor}}); conceção, programação, limpeza, ponderação, tabelas e relatório em horas; semanas de campo a cerca de {{pace}} respostas completas por semana para este público.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Um inquérito online de {{n}} respostas completas junto de {{audience}}, do questionário ao relatório em cerca de {{weeks}} semanas.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} respostas completas, conforme indicado: a dimensão da amostra não é alterada.",
  "{{n}} completes assumed: the request gave no sample size.":
    "{{n}} respostas completas assumidas: o pedido não indicava a dimensão da amostra.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Um questionário de cerca de 15 minutos numa língua, aplicado online.",
  "Panel incentives are included in the cost per complete.":
    "Os incentivos do painel estão incluídos no custo por resposta completa.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "Quem deve responder (país, idade, função) e que parte da população cumpre o perfil?",
  "How long is the questionnaire, and in how many languages?": "Que duração tem o questionário, e em quantas línguas?",
  "Are quotas or weighting to a census profile needed?":
    "São precisas quotas ou ponderação segundo um perfil censitário?",
  "Do you need a written report and presentation, or data tables only?":
    "Precisa de um relatório escrito e de uma apresentação, ou apenas de tabelas de dados?",
  participant: "participante",
  "Research plan, screener and recruiting": "Plano de investigação, filtro e recrutamento",
  "Research plan and discussion guide": "Plano de investigação e guião de entrevista",
  "Screener and participant criteria": "Filtro e critérios de participação",
  "Participant recruiting fee": "Taxa de recrutamento por participante",
  "Recruiting, scheduling and reminders": "Recrutamento, agendamento e lembretes",
  Interviews: "Entrevistas",
  "Participant incentives": "Incentivos aos participantes",
  "Moderating the interviews (including set-up and notes)": "Moderação das entrevistas (incluindo preparação e notas)",
  "Synthesis and read-out": "Síntese e apresentação",
  "Transcript review and coding": "Revisão e codificação das transcrições",
  "Synthesis, findings and recommendations": "Síntese, resultados e recomendações",
  "Report and read-out": "Relatório e apresentação",
  "No-shows and late cancellations": "Faltas e cancelamentos de última hora",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "Recrutar mais 10–15%, enviar lembretes na véspera e uma hora antes, e ter suplentes disponíveis.",
  "Recruiting the right profile takes longer than planned": "Recrutar o perfil certo demora mais do que o previsto",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Acordar cedo o filtro, prever uma segunda fonte de recrutamento e aliviar critérios secundários se o universo for pequeno.",
  "Findings do not answer the decision the study was for":
    "Os resultados não respondem à decisão para a qual o estudo foi feito",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Escrever no plano as decisões que o estudo informa e rever o guião face a elas depois das duas primeiras sessões.",
  "{{n}} interviews": "{{n}} entrevistas",
  interview: "entrevista",
  interviews: "entrevistas",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Por participante: um incentivo para {{audience}} segundo a duração da sessão ({{minutes}} minutos) a partir dos dados de incentivos da User Interviews e uma taxa de recrutamento (plataforma de painel para consumidores, recrutador especializado nos outros casos), atualizados para 2026 com o IPC-U.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Por entrevista: moderação da sessão mais meia hora, e {{analysis}} horas de revisão e codificação das transcrições por hora de entrevista com transcrição automática (a transcrição manual, por si só, leva {{manual}} horas, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "As semanas seguem os números: recrutamento, sessões a cerca de {{pace}} por semana e moderador, depois síntese.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} entrevistas a utilizadores com {{audience}} ({{minutes}} minutos cada, {{mode}}), do recrutamento à apresentação em cerca de {{weeks}} semanas.",
  "in person": "presenciais",
  remote: "à distância",
  "{{n}} interviews, as stated.": "{{n}} entrevistas, conforme indicado.",
  "{{n}} interviews assumed: the request gave no number.":
    "{{n}} entrevistas assumidas: o pedido não indicava um número.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "Os participantes são {{audience}} recrutados fora da lista de clientes do próprio cliente.",
  "Sessions are held in person; travel and room hire are not included.":
    "As sessões são presenciais; viagens e aluguer de salas não estão incluídos.",
  "Sessions run remotely by video call and are recorded with consent.":
    "As sessões decorrem à distância por videochamada e são gravadas com consentimento.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "Quem deve participar exatamente (função, comportamento, uso do produto), e pode recrutar entre os seus próprios clientes?",
  "How long should each session be, and remote or in person?":
    "Quanto deve durar cada sessão, e à distância ou presencial?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "Que decisões devem os resultados informar, e que forma deve ter o entregável?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "Precisa de transcrições, vídeos com destaques ou uma entrada num repositório de investigação?",
  "{{part}}: {{phase}}": "{{part}}: {{phase}}",
  Survey: "Inquérito",
  "Project management and client meetings": "Gestão do projeto e reuniões com o cliente",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Gestão do projeto e reuniões com o cliente a {{share}}% do esforço do estudo ({{source}}).",
  "the incentive stated in the request": "o incentivo indicado no pedido",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Um incentivo de {{amount}} por questionário completo, como indicado, além da tarifa do painel.",
};
