import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} semana",
  "{{n}} weeks": "{{n}} semanas",
  "{{n}} hour": "{{n}} hora",
  "{{n}} hours": "{{n}} horas",
  "Week {{span}}": "Semana {{span}}",
  "Weeks {{span}}": "Semanas {{span}}",
  Subtotal: "Subtotal",
  "the phases' total": "total das fases",
  "Contingency (risk register)": "Contingência (registo de riscos)",
  "the risks' expected cost": "custo esperado dos riscos",
  "Expected total": "Total esperado",
  "Basis of estimate": "Base da estimativa",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Cada linha é um item do trabalho com a sua quantidade, o custo unitário a que é orçado e a origem desse custo unitário. As linhas de mão de obra são horas à tarifa do perfil; as linhas de uma fase somam o seu custo.",
  Item: "Item",
  Quantity: "Quantidade",
  Unit: "Unidade",
  "Unit cost": "Custo unitário",
  Cost: "Custo",
  Source: "Fonte",
  VAT: "IVA",
  GST: "GST",
  "sales tax": "imposto sobre vendas",
  "consumption tax": "imposto sobre o consumo",
  "tax on services": "imposto sobre serviços",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "Os preços não incluem os impostos sobre o trabalho (IVA, GST ou imposto sobre vendas), que são acrescidos às taxas em vigor no local onde o trabalho é feito.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "Os preços não incluem o imposto sobre vendas: quando o trabalho é tributável, acresce o imposto estadual e local às taxas do estado e da cidade do local ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "Os preços não incluem {{tax}}, que acresce à taxa fixada pelo município do local ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "Os preços não incluem {{tax}}: o GST de 5%, ou o imposto harmonizado (HST) nas províncias que o aplicam, mais qualquer imposto provincial, acrescidos às taxas em vigor ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "Os preços não incluem {{tax}}, que acresce a cada fatura à taxa em vigor: taxa normal de {{rate}} em {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (marcado como não pretendido no pedido).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Tudo o que esta proposta não descreve: é orçado como uma alteração, e acordado, antes de ser feito.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Este orçamento é válido durante {{days}} dias a contar da sua data, até {{date}}; depois disso, as suas tarifas e preços são revistos antes de o trabalho ser acordado.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Este orçamento é válido durante {{days}} dias a contar da sua data; depois disso, as suas tarifas e preços são revistos antes de o trabalho ser acordado.",
  "Commercial terms": "Condições comerciais",
  Payment: "Pagamento",
  "Invoices are payable within {{days}} days of their date.":
    "As faturas são pagas no prazo de {{days}} dias a contar da sua data.",
  Exclusions: "Exclusões",
  Client: "Cliente",
  Date: "Data",
  "Prepared by": "Preparado por",
  "To be confirmed": "A confirmar",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Com o orçamento indicado de {{budget}}: nenhuma fase completa deste projeto (corresponde a cerca de {{share}}% da primeira, {{first}}). Pode pagar um estudo prévio que consolide o âmbito, as bases do projeto e o custo antes de se assumir algo maior.",
  "the first phase": "a primeira fase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Com o orçamento indicado de {{budget}}: a primeira fase ({{names}}), cerca de {{cost}} com a sua parte da contingência, concluída na semana {{week}}. É uma primeira etapa definida, não o projeto completo; o resto é orçado de novo quando ela estiver concluída.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Com o orçamento indicado de {{budget}}: as primeiras {{n}} fases ({{names}}), cerca de {{cost}} com a sua parte da contingência, concluídas na semana {{week}}. É uma primeira etapa definida, não o projeto completo; o resto é orçado de novo quando ela estiver concluída.",
  "The whole scope needs about {{weeks}}.": "O âmbito completo precisa de cerca de {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "Nas {{weeks}} indicadas: nenhuma fase deste plano pode ser concluída; o tempo só permite a preparação (briefing, definição do âmbito e as primeiras decisões).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "Nas {{weeks}} indicadas: a fase concluída nesse tempo ({{names}}), cerca de {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "Nas {{weeks}} indicadas: as fases concluídas nesse tempo ({{names}}), cerca de {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "O âmbito completo tal como pedido: cerca de {{cost}} ({{p80}} com 80% de confiança) em cerca de {{weeks}} ({{weeks80}} com 80% de confiança). O plano no resto desta proposta é esta opção.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Um projeto mais pequeno: indique os poucos itens que mais importam e orçamos como plano próprio o núcleo que cabe nos limites indicados.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "O projeto tal como pedido não pode ser feito com o orçamento e o prazo indicados. Dizemo-lo primeiro em vez de apresentar um plano que não se aguentaria.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "O projeto tal como pedido não pode ser feito com o orçamento indicado. Dizemo-lo primeiro em vez de apresentar um plano que não se aguentaria.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "O projeto tal como pedido não pode ser feito no prazo indicado. Dizemo-lo primeiro em vez de apresentar um plano que não se aguentaria.",
  "What is possible": "O que é possível",
  "Budget: {{message}}": "Orçamento: {{message}}",
  "Time frame: {{message}}": "Prazo: {{message}}",
  Options: "Opções",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Esta proposta está escrita em inglês: o pedido está em {{language}}, e as propostas são escritas em inglês, espanhol, alemão, francês, português, italiano ou neerlandês. O pedido foi lido na medida do possível; verifique os números retirados dele.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Reveja o âmbito e os pressupostos, e assinale o que faltar ou ficar fora do âmbito.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Confirme o nível de orçamento com que se compromete (P50, P80 ou P90) e a data de início.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Acorde a primeira fase, «{{phase}}», como trabalho fechado; volte a estimar o resto com o que ela ensinar.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Acorde o âmbito e a data de início, e assine o orçamento enquanto for válido.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Indique quem decide e o ritmo de acompanhamento (um breve ponto semanal).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Indique quem decide e o ritmo de acompanhamento (ponto semanal, comité de acompanhamento mensal).",
  "Next steps": "Próximos passos",
  "Answers to these questions would narrow the estimate:": "As respostas a estas perguntas estreitariam a estimativa:",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})": "Na aceitação de «{{phase}}», semana {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})": "Na conclusão de «{{phase}}», semana {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Sinal na assinatura, para encomendar materiais e reservar as equipas ({{share}})",
  "On completion, once snagging is signed off ({{share}})":
    "Na conclusão, depois de aprovada a correção de pormenores ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})":
    "Adiantamento de mobilização na assinatura do contrato ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Pagamentos mensais conforme o trabalho executado, medido todos os meses ({{share}} no total)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Retenção ({{share}}), deduzida dos pagamentos: metade libertada na receção da obra e metade no fim do período de garantia de 12 meses",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Sinal na assinatura, para reservar o espaço e os fornecedores principais ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Segundo pagamento a meio do planeamento, semana {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})":
    "Saldo o mais tardar 14 dias antes do evento ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "Na assinatura, porque o recrutamento e os incentivos são assumidos no início ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "Na entrega do relatório final, semana {{week}} ({{share}})",
  "On signing ({{share}})": "Na assinatura ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Mensalidade, faturada antecipadamente no início de cada mês, durante {{n}} mês: {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Mensalidade, faturada antecipadamente no início de cada mês, durante {{n}} meses: {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Qualquer das partes pode terminar o serviço com um mês de pré-aviso por escrito.",
  "Fees: 50% on signing: {{amount}}": "Honorários: 50% na assinatura: {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Honorários: 50% no fim da campanha, semana {{week}}: {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Meios e outros custos de terceiros, faturados mensalmente antes de serem gastos (ou pagos por si diretamente às plataformas): {{amount}}",
  "{{label}}: {{amount}}": "{{label}}: {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Os extras acordados no próprio dia são faturados depois do evento.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Para o âmbito completo tal como pedido, prevemos um custo de {{cost}}, incluindo uma contingência de {{contingency}}, e uma duração de cerca de {{weeks}} semanas. Com 80% de confiança custa no máximo {{p80}} e termina em {{weeks80}} semanas.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Prevemos um custo de {{cost}}, incluindo uma contingência de {{contingency}}, e uma duração de cerca de {{weeks}} semanas. Com 80% de confiança custa no máximo {{p80}} e termina em {{weeks80}} semanas.",
  "Executive summary": "Resumo executivo",
  Budget: "Orçamento",
  Deadline: "Prazo",
  Team: "Equipa",
  "{{label}}: {{message}}": "{{label}}: {{message}}",
  "Approach and phases": "Abordagem e fases",
  "{{hours}} of work": "{{hours}} de trabalho",
  "external costs only, no team hours": "apenas custos externos, sem horas da equipa",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}}; {{work}}; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}}: {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}}: {{cost}}",
  Timeline: "Calendário",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Duração prevista: {{weeks}} semanas de fases do início ao fim; com os riscos, {{p50}} semanas no P50 e {{p80}} semanas no P80.",
  "Cost breakdown": "Decomposição dos custos",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "A base da estimativa, no fim desta proposta, constrói estes valores item a item, com quantidades, custos unitários e as suas fontes.",
  "By phase": "Por fase",
  "By role": "Por perfil",
  "Expected results by channel": "Resultados esperados por canal",
  Risks: "Riscos",
  "Assumptions and exclusions": "Pressupostos e exclusões",
  "Project management": "Gestão do projeto",
  "Scope and deliverables": "Âmbito e entregáveis",
  "Included in the price, as listed in the request:": "Incluído no preço, tal como listado no pedido:",
  "Not included (marked as not wanted in the request): {{items}}.":
    "Não incluído (marcado como não pretendido no pedido): {{items}}.",
  "What each phase delivers:": "O que cada fase entrega:",
  "{{role}}: {{hours}} (about {{n}} person while active)":
    "{{role}}: {{hours}} (cerca de {{n}} pessoa enquanto participa)",
  "{{role}}: {{hours}} (about {{n}} people while active)":
    "{{role}}: {{hours}} (cerca de {{n}} pessoas enquanto participa)",
  "Resources and tools": "Recursos e ferramentas",
  Tools: "Ferramentas",
  Confidence: "Confiança",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10% (P10): só um em cada dez resultados custa menos de {{cost}} ou termina antes de {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50% (P50): o projeto custa {{cost}} ou menos e demora {{weeks}} ou menos. Metade dos resultados são melhores, metade piores.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80% (P80): {{cost}} ou menos e {{weeks}} ou menos. É o valor com que se compromete perante terceiros.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90% (P90): {{cost}} ou menos e {{weeks}} ou menos. Acima disto, só uma combinação invulgar de riscos o levaria.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "O custo esperado, {{expected}}, é o resultado médio: o trabalho previsto mais uma contingência de {{contingency}}, que é o valor esperado do registo de riscos. Os intervalos resultam de {{runs}} execuções simuladas do plano.",
  Method: "Método",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "O pedido deixa em aberto boa parte do âmbito, por isso o intervalo é largo; indicar mais (quantidades, o que entra e o que fica de fora, o projeto) estreita-o.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "O pedido define boa parte do âmbito, por isso o intervalo é relativamente estreito.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Trata-se de uma estimativa de classe {{class}} ({{name}}) na classificação da AACE International (Recommended Practice 18R-97): espera-se que o custo final fique entre {{low}} e {{high}} da estimativa, ou seja, aproximadamente de {{from}} a {{to}}.",
  "Type of project: {{type}}.": "Tipo de projeto: {{type}}.",
  "Location: {{place}}.": "Localização: {{place}}.",
  "Stated budget: {{amount}}.": "Orçamento indicado: {{amount}}.",
  "Stated time frame: {{weeks}}.": "Prazo indicado: {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Duração indicada da campanha: {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Duração indicada do trabalho: {{weeks}}.",
  "a new building": "um edifício novo",
  "renovation of an existing building": "reabilitação de um edifício existente",
  "an extension": "uma ampliação",
  "an interior fit-out": "um acabamento interior",
  "Scope of work: {{scope}}.": "Âmbito da obra: {{scope}}.",
  "Team size: {{n}}.": "Dimensão da equipa: {{n}}.",
  "Understanding of the need": "Compreensão da necessidade",
  "You asked for: “{{request}}”": "Pediu: «{{request}}»",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Uma coluna por semana, numerada desde o início; uma célula preenchida marca uma semana em que a fase decorre.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Cada coluna é um período de {{n}} semanas, encabeçado pelo número da sua primeira semana; uma célula preenchida marca um período em que a fase decorre.",
  Phase: "Fase",
  Weeks: "Semanas",
  "Effort (hours)": "Esforço (horas)",
  Share: "Peso",
  "{{rate}}/h": "{{rate}}/h",
  Role: "Perfil",
  People: "Pessoas",
  Rate: "Tarifa",
  Hours: "Horas",
  "Materials, equipment and subcontracts": "Materiais, equipamentos e subempreitadas",
  "Media spend": "Investimento em meios",
  "Venue, catering, production and suppliers": "Espaço, catering, produção e fornecedores",
  "Recruitment, incentives and panels": "Recrutamento, incentivos e painéis",
  "Non-labour costs": "Custos não laborais",
  Risk: "Risco",
  Probability: "Probabilidade",
  Impact: "Impacto",
  Exposure: "Exposição",
  Mitigation: "Mitigação",
  "Instagram and Facebook": "Instagram e Facebook",
  "Google Search": "Pesquisa Google",
  Channel: "Canal",
  Impressions: "Impressões",
  Clicks: "Cliques",
  Conversions: "Conversões",
  "Web app": "Aplicação web",
  "Mobile app": "Aplicação móvel",
  Website: "Site",
  "E-commerce": "Comércio eletrónico",
  Integration: "Integração",
  "Data migration": "Migração de dados",
  "Data platform / BI": "Plataforma de dados / BI",
  "ML feature": "Funcionalidade de ML",
  "Automation script": "Script de automatização",
  House: "Moradia",
  "Apartment block": "Edifício de habitação",
  Office: "Escritórios",
  Warehouse: "Armazém",
  School: "Escola",
  Hospital: "Hospital",
  Retail: "Comércio",
  Renovation: "Remodelação",
  "Kitchen remodel": "Remodelação de cozinha",
  "Bathroom remodel": "Remodelação de casa de banho",
  "Roof replacement": "Substituição de cobertura",
  "Energy retrofit": "Reabilitação energética",
  Extension: "Ampliação",
  "Fit-out": "Acabamentos interiores",
  "Paid campaign": "Campanha paga",
  "SEO retainer": "Avença de SEO",
  "Content marketing": "Marketing de conteúdos",
  "PR campaign": "Campanha de relações públicas",
  "Influencer campaign": "Campanha com influenciadores",
  "Product launch": "Lançamento de produto",
  Conference: "Conferência",
  Wedding: "Casamento",
  "Corporate event": "Evento corporativo",
  "Trade-show stand": "Stand de feira",
  "User interviews / usability": "Entrevistas com utilizadores / usabilidade",
  Survey: "Inquérito",
  "Market sizing": "Dimensionamento de mercado",
  "Desk research": "Pesquisa documental",
  General: "Geral",
  software: "software",
  construction: "construção",
  marketing: "marketing",
  event: "evento",
  research: "estudo",
  general: "geral",
  "Git hosting with pull-request reviews": "Alojamento Git com revisões de pull requests",
  "CI/CD pipeline with automated tests": "Pipeline de CI/CD com testes automatizados",
  "Issue tracker and sprint board": "Gestor de tarefas e quadro de sprints",
  "Drawings and a specification agreed before work starts": "Desenhos e caderno de encargos acordados antes de começar",
  "Schedule of works with a cost plan and change log": "Mapa de trabalhos com plano de custos e registo de alterações",
  "Programme as a simple Gantt chart": "Planeamento num diagrama de Gantt simples",
  "Site diary with photos of work before it is covered up":
    "Diário de obra com fotografias dos trabalhos antes de serem tapados",
  "Order tracker for long-lead items": "Controlo de encomendas de prazo longo",
  "Figma for design and prototypes": "Figma para design e protótipos",
  "Error monitoring and analytics": "Monitorização de erros e analítica",
  "BIM model (Revit or equivalent)": "Modelo BIM (Revit ou equivalente)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Planeamento numa ferramenta de programação (Primavera P6 ou MS Project)",
  "Cost plan and change log": "Plano de custos e registo de alterações",
  "Site diary and inspection app": "Diário de obra e aplicação de inspeções",
  "Document control for drawings and RFIs": "Gestão documental de desenhos e pedidos de informação (RFI)",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / gestores de anúncios das plataformas",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analítica com acompanhamento de conversões (GA4 e píxeis das plataformas)",
  "UTM conventions and a reporting dashboard": "Convenções UTM e um painel de relatórios",
  "Design tools for static and video creative": "Ferramentas de design para peças estáticas e vídeo",
  "A shared content calendar": "Um calendário de conteúdos partilhado",
  "Registration and ticketing platform": "Plataforma de inscrições e bilhética",
  "Run-of-show and supplier contact sheet": "Alinhamento do evento e lista de contactos dos fornecedores",
  "Floor plan and seating tool": "Planta da sala e ferramenta de lugares",
  "Attendee communications (email/SMS)": "Comunicações com os participantes (email/SMS)",
  "Post-event survey": "Inquérito pós-evento",
  "Survey platform and panel provider": "Plataforma de inquéritos e fornecedor de painel",
  "Video-call recording and transcription": "Gravação e transcrição de videochamadas",
  "Qualitative analysis tool (coding and tagging)": "Ferramenta de análise qualitativa (codificação e etiquetagem)",
  "Statistics package for quantitative analysis": "Pacote estatístico para a análise quantitativa",
  "Secure storage for personal data": "Armazenamento seguro de dados pessoais",
  "Project plan and task tracker": "Plano do projeto e acompanhamento de tarefas",
  "Shared document workspace": "Espaço partilhado de documentos",
  "Weekly status report": "Relatório de estado semanal",
  "Content management system with editor roles": "Sistema de gestão de conteúdos com perfis de edição",
  "Staging site for review before launch": "Ambiente de testes para revisão antes do lançamento",
  "Web analytics and search console": "Analítica web e Search Console",
  "Shop platform admin (catalogue, orders, payments)": "Administração da loja (catálogo, encomendas, pagamentos)",
  "Payment provider's test mode for checkout testing":
    "Modo de testes do fornecedor de pagamentos para testar o checkout",
  "Web analytics with conversion tracking": "Analítica web com acompanhamento de conversões",
  "TestFlight and Google Play internal testing": "TestFlight e testes internos do Google Play",
  "API documentation and contract tests": "Documentação da API e testes de contrato",
  "Error monitoring and alerting": "Monitorização de erros e alertas",
  "Data mapping sheet and reconciliation reports": "Mapa de correspondência de dados e relatórios de reconciliação",
  "Scheduler with run logs and alerts": "Agendador com registos de execução e alertas",
  "Data warehouse and orchestration (e.g. dbt and Airflow)": "Armazém de dados e orquestração (p. ex. dbt e Airflow)",
  "Data catalogue and quality tests": "Catálogo de dados e testes de qualidade",
  "BI tool for dashboards": "Ferramenta de BI para dashboards",
  "Experiment tracking and model registry": "Registo de experiências e de modelos",
  "Labelled evaluation set and metrics dashboard": "Conjunto de avaliação anotado e painel de métricas",
  "Monitoring of model quality in production": "Monitorização da qualidade do modelo em produção",
  "Energy assessment before and after the works": "Avaliação energética antes e depois das obras",
  "Search console and web analytics (GA4)": "Search Console e analítica web (GA4)",
  "SEO crawler and rank tracker": "Rastreador de SEO e acompanhamento de posições",
  "Keyword and content plan": "Plano de palavras-chave e conteúdos",
  "Monthly reporting dashboard": "Painel de relatórios mensal",
  "Design tools for images and video": "Ferramentas de design para imagens e vídeo",
  "Web analytics with content reporting": "Analítica web com relatórios de conteúdos",
  "Keyword research tool": "Ferramenta de pesquisa de palavras-chave",
  "Media database and monitoring service": "Base de dados de meios e serviço de monitorização",
  "Press release distribution": "Distribuição de comunicados de imprensa",
  "Coverage log and reporting": "Registo de notícias e relatórios",
  "Press kit with an approval workflow": "Kit de imprensa com circuito de aprovação",
  "Influencer discovery and vetting platform": "Plataforma de pesquisa e verificação de influenciadores",
  "Contracts and content approval workflow": "Contratos e circuito de aprovação de conteúdos",
  "Tracked links and discount codes": "Links com acompanhamento e códigos de desconto",
  "Planning timeline and checklist": "Calendário de planeamento e lista de verificação",
  "Supplier contact sheet and contracts log": "Lista de contactos dos fornecedores e registo de contratos",
  "Guest list with replies and dietary needs": "Lista de convidados com respostas e restrições alimentares",
  "Run-of-day schedule": "Programa do dia",
  "Stand design drawings and 3D render": "Desenhos do stand e render 3D",
  "Tracker of the exhibitor manual's deadlines": "Controlo dos prazos do manual do expositor",
  "Shipping and logistics schedule": "Calendário de envios e logística",
  "Lead capture app": "Aplicação de captação de contactos",
  "Build-up and breakdown schedule": "Calendário de montagem e desmontagem",
  "Participant recruitment and scheduling tool": "Ferramenta de recrutamento e agendamento de participantes",
  "Consent forms and secure storage for personal data":
    "Formulários de consentimento e armazenamento seguro de dados pessoais",
  "Data cleaning and quality checks": "Limpeza de dados e controlos de qualidade",
  "Industry reports and statistics databases": "Relatórios setoriais e bases de dados estatísticas",
  "Spreadsheet model with stated assumptions": "Modelo em folha de cálculo com pressupostos explícitos",
  "Log of expert interviews": "Registo de entrevistas a especialistas",
  "Register of sources": "Registo de fontes",
  "Access to industry reports and statistics databases": "Acesso a relatórios setoriais e bases de dados estatísticas",
  "Reference manager": "Gestor de referências",
  "Appendix: how the estimate was built": "Anexo: como a estimativa foi feita",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Confirmar o orçamento a comprometer (os {{expected}} esperados, ou {{safe}} para cobrir {{n}} em cada 10 resultados) e a data de início.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Cada linha é um item do trabalho com a sua quantidade e o custo unitário a que é orçado; o número entre parênteses retos remete para a fonte desse custo unitário na lista abaixo. As linhas de mão de obra são horas à tarifa da função; as linhas de uma fase somam o seu custo.",
  "How the range was worked out": "Como o intervalo foi calculado",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Leva cerca de {{likely}}, e {{n}} em cada 10 terminam em até {{longest}}.",
  "It takes about {{likely}}.": "Leva cerca de {{likely}}.",
  "Sizing and checks in detail": "Dimensionamento e verificações em detalhe",
  Sources: "Fontes",
  "Technical assumptions of the method are listed in the appendix.":
    "Os pressupostos técnicos do método estão no anexo.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "O anexo no fim desta proposta constrói estes valores item a item, com quantidades, custos unitários e as suas fontes.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "O anexo mostra como o intervalo foi calculado, com cada item do preço e a sua fonte.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "O âmbito completo como pedido: cerca de {{cost}} em cerca de {{weeks}}; {{n}} em cada 10 projetos como este ficam dentro de {{p80}} e {{weeks80}}. O plano no resto desta proposta é esta opção.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "As fases decorrem ao longo de {{planned}} do início ao fim. Contando com os riscos, conte com cerca de {{likely}}; {{n}} em cada 10 projetos como este terminam em até {{longest}}.",
  "The plan fits the stated budget of {{stated}}.": "O plano cabe no orçamento indicado de {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "O plano cabe no prazo indicado de {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "O plano precisa de cerca de {{needed}} pessoas no pico, mais do que a equipa indicada de {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "O intervalo foi verificado em {{projects}} projetos comparáveis registados: {{n}} em cada 10 ficaram dentro dele.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "O orçamento indicado de {{stated}} fica aquém do que o plano precisa, cerca de {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "A equipa indicada de {{stated}} cobre o que o plano precisa.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "O prazo indicado de {{stated}} é mais curto do que o plano precisa, cerca de {{needed}}.",
  "These figures are for the full scope as asked.": "Estes valores são para o âmbito completo como pedido.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Este anexo destina-se a quem verifica os valores: o intervalo nos termos do estimador, o método e cada item do preço com a sua fonte.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "Esperamos que custe cerca de {{likely}}, riscos incluídos; {{n}} em cada 10 projetos como este custam no máximo {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "Esperamos que custe cerca de {{likely}}, riscos incluídos; {{n}} em cada 10 projetos como este ficam entre {{low}} e {{high}}.",
};
