import type { Catalogue } from "../../catalogues.js";

/** Software messages in this language (English text → translation). */
export const software: Catalogue = {
  "Script: core logic and file handling": "Script: lógica principal e tratamento de ficheiros",
  "Connection to {{system}}": "Ligação a {{system}}",
  "Document reading (PDF, attachments)": "Leitura de documentos (PDF, anexos)",
  "Text recognition (OCR)": "Reconhecimento de texto (OCR)",
  "Web scraping": "Web scraping",
  "Report building": "Geração de relatórios",
  Notifications: "Notificações",
  "Scheduling, logging and retries": "Agendamento, registo e novas tentativas",
  "Desktop automation (RPA)": "Automação de desktop (RPA)",
  "Further actions ({{n}})": "Ações adicionais ({{n}})",
  Build: "Desenvolvimento",
  "Testing and handover": "Testes e entrega",
  "Testing on real samples": "Testes com amostras reais",
  "Handover and read-me": "Entrega e guia de utilização",
  "Automation licence (Power Automate Premium, first year)":
    "Licença de automação (Power Automate Premium, primeiro ano)",
  month: "mês",
  "Scheduled runner (small cloud instance, first year)": "Execução agendada (instância pequena na nuvem, primeiro ano)",
  hour: "hora",
  "Real files or records vary more than the samples (formats, names, missing fields)":
    "Os ficheiros ou registos reais variam mais do que as amostras (formatos, nomes, campos em falta)",
  "Test on a full month of real inputs before relying on it; log and skip what does not parse instead of stopping.":
    "Testar com um mês completo de dados reais antes de confiar nele; registar e ignorar o que não for lido em vez de parar.",
  "An API limit, permission or credential blocks the script":
    "Um limite da API, uma permissão ou uma credencial bloqueia o script",
  "Get credentials with the right permissions before work starts and test against the live service early.":
    "Obter credenciais com as permissões certas antes de começar e testar cedo no serviço real.",
  "A scheduled run fails unnoticed": "Uma execução agendada falha sem ninguém notar",
  "Send a message on every failure and keep the logs of the last runs.":
    "Enviar uma mensagem em cada falha e guardar os registos das últimas execuções.",
  "Where should it run: on a laptop, a server or in the cloud, and on which operating system?":
    "Onde deve correr: num portátil, num servidor ou na nuvem, e em que sistema operativo?",
  "Can you share a handful of real sample files or records, including unusual ones?":
    "Pode partilhar alguns ficheiros ou registos reais de exemplo, incluindo casos invulgares?",
  "Can you provide API access with the right permissions for {{systems}}?":
    "Pode fornecer acesso à API com as permissões adequadas para {{systems}}?",
  "Should it run on demand or on a schedule, and who should be told when it fails?":
    "Deve correr a pedido ou de forma agendada, e quem deve ser avisado quando falhar?",
  "A small script is priced in hours from the elements it contains (the core logic, each system it reaches, documents it reads, reports it builds, scheduling), plus {{test}}% for testing on real samples and a handover; the smallest engagement priced is {{minimum}} hours of a developer, not weeks of a project team.":
    "Um script pequeno é orçado em horas pelos elementos que contém (a lógica principal, cada sistema a que acede, os documentos que lê, os relatórios que gera, o agendamento), mais {{test}}% para testes com amostras reais e uma entrega; o trabalho mínimo orçado são {{minimum}} horas de um programador, não semanas de uma equipa de projeto.",
  "A single-purpose script built and handed over by one developer.":
    "Um script de finalidade única, desenvolvido e entregue por um programador.",
  "A script of {{n}} parts built and handed over by one developer.":
    "Um script de {{n}} partes, desenvolvido e entregue por um programador.",
  "It is wanted urgently: one developer can deliver a job of this size within a working day or two when the inputs and access are ready.":
    "É urgente: um programador consegue entregar um trabalho deste tamanho em um ou dois dias úteis se os dados e os acessos estiverem prontos.",
  "One developer writes, tests and hands over the script; no project team, design or project management is needed for work of this size.":
    "Um programador escreve, testa e entrega o script; um trabalho deste tamanho não precisa de equipa de projeto, design nem gestão de projeto.",
  "The client provides sample inputs, access to the systems involved and a place to run the script.":
    "O cliente fornece dados de exemplo, acesso aos sistemas envolvidos e um local para executar o script.",
  "Discovery and mapping": "Análise e mapeamento",
  "Source inventory and data profiling ({{n}} tables or entities)":
    "Inventário de origem e perfilagem de dados ({{n}} tabelas ou entidades)",
  "Mapping and transformation rules": "Regras de mapeamento e transformação",
  "Source extracts and access": "Extrações e acessos aos sistemas de origem",
  "Build and rehearsals": "Desenvolvimento e ensaios",
  "Extract-transform-load jobs": "Processos de extração, transformação e carga (ETL)",
  "Cleansing and de-duplication": "Limpeza e remoção de duplicados",
  "Documents and attachments": "Documentos e anexos",
  "Trial migrations ({{n}})": "Migrações de teste ({{n}})",
  "Validation and cutover": "Validação e passagem a produção",
  "Reconciliation and validation ({{n}} records)": "Reconciliação e validação ({{n}} registos)",
  "Cutover, rollback plan and go-live": "Passagem a produção, plano de reversão e arranque",
  "Staging storage ({{copies}} copies of about {{gb}} GB for the project)":
    "Armazenamento intermédio ({{copies}} cópias de cerca de {{gb}} GB durante o projeto)",
  "GB-month": "GB-mês",
  "Migration server during the project": "Servidor de migração durante o projeto",
  "Source data quality is worse than profiled (duplicates, broken references, free-text codes)":
    "A qualidade dos dados de origem é pior do que o perfilado (duplicados, referências partidas, códigos em texto livre)",
  "Profile every table in the first weeks and agree cleansing rules and who decides on each exception.":
    "Perfilar todas as tabelas nas primeiras semanas e acordar as regras de limpeza e quem decide cada exceção.",
  "Reconciliation finds gaps late, forcing another rehearsal":
    "A reconciliação encontra diferenças tarde e obriga a outro ensaio",
  "Automate counts and checksums from the first rehearsal and sign each table off as it passes.":
    "Automatizar contagens e somas de controlo desde o primeiro ensaio e aprovar cada tabela assim que bater certo.",
  "The cutover window is too short for the data volume":
    "A janela de passagem a produção é curta demais para o volume de dados",
  "Time the full load in a rehearsal and plan an incremental catch-up load before go-live.":
    "Cronometrar a carga completa num ensaio e planear uma carga incremental de atualização antes do arranque.",
  "How many tables or business objects (customers, orders, products...) move, and which can stay behind?":
    "Quantas tabelas ou objetos de negócio (clientes, encomendas, produtos...) migram e quais podem ficar para trás?",
  "About how many records are there in all, and how many years of history must come across?":
    "Quantos registos existem ao todo, aproximadamente, e quantos anos de histórico devem passar?",
  "Who can decide, table by table, how unclear or duplicate records are handled?":
    "Quem pode decidir, tabela a tabela, o que fazer com registos duvidosos ou duplicados?",
  "How long can the old and new systems be frozen for the cutover (a weekend, a night)?":
    "Durante quanto tempo podem o sistema antigo e o novo ficar congelados para a passagem (um fim de semana, uma noite)?",
  "Does the target system have import tools or API limits that constrain how fast data can be loaded?":
    "O sistema de destino tem ferramentas de importação ou limites de API que condicionem a velocidade de carga?",
  "Data migration priced per table or entity ({{perTable}} hours to profile, map, build and validate each), per million records ({{perMillion}} hours of reconciliation and rehearsal each), {{rehearsals}} trial migrations and a cutover, with cleansing and documents where asked; data engineers do the mapping and loads, a database administrator the extracts and cutover, QA the reconciliation; 10% project management; staging storage and a migration server are priced at cloud list prices.":
    "Migração de dados orçada por tabela ou entidade ({{perTable}} horas para perfilar, mapear, construir e validar cada uma), por milhão de registos ({{perMillion}} horas de reconciliação e ensaios), {{rehearsals}} migrações de teste e uma passagem a produção, com limpeza e documentos quando pedidos; os engenheiros de dados fazem o mapeamento e as cargas, um administrador de bases de dados as extrações e a passagem, a QA a reconciliação; 10% de gestão de projeto; armazenamento intermédio e um servidor de migração a preços de tabela da nuvem.",
  "A migration of {{tables}} tables or entities and about {{records}} records ({{gb}} GB){{systems}}.":
    "Uma migração de {{tables}} tabelas ou entidades e cerca de {{records}} registos ({{gb}} GB){{systems}}.",
  "The tables or entities are as stated.": "As tabelas ou entidades são as indicadas.",
  "{{n}} tables or entities are assumed: the request gave no count.":
    "Assumem-se {{n}} tabelas ou entidades: o pedido não indicava quantas.",
  "The record count is as stated.": "O número de registos é o indicado.",
  "About {{n}} records are assumed: the request gave no count.":
    "Assumem-se cerca de {{n}} registos: o pedido não indicava quantos.",
  "The target system is already configured; its set-up and any application changes are not part of this migration.":
    "O sistema de destino já está configurado; a sua configuração e quaisquer alterações à aplicação não fazem parte desta migração.",
  "Architecture and set-up": "Arquitetura e configuração",
  "Platform architecture, environments, security and access":
    "Arquitetura da plataforma, ambientes, segurança e acessos",
  "Pipelines and modelling": "Fluxos de dados e modelação",
  "Ingestion pipelines ({{n}} sources)": "Fluxos de ingestão ({{n}} fontes)",
  "Data modelling and business rules": "Modelação de dados e regras de negócio",
  "Orchestration, alerting and data-quality tests": "Orquestração, alertas e testes de qualidade de dados",
  "Dashboards and rollout": "Painéis e implementação",
  "Dashboards ({{n}})": "Painéis ({{n}})",
  "Testing and reconciliation with the source systems": "Testes e reconciliação com os sistemas de origem",
  "Documentation and user training": "Documentação e formação de utilizadores",
  "Cloud data warehouse compute (first year)": "Computação do armazém de dados na nuvem (primeiro ano)",
  credit: "crédito",
  "Warehouse storage (first year, about {{gb}} GB)":
    "Armazenamento do armazém de dados (primeiro ano, cerca de {{gb}} GB)",
  "TB-month": "TB-mês",
  "BI licences for {{n}} users (first year)": "Licenças de BI para {{n}} utilizadores (primeiro ano)",
  "user-month": "utilizador-mês",
  "Figures in the dashboards do not match the source systems' reports":
    "Os números dos painéis não coincidem com os relatórios dos sistemas de origem",
  "Reconcile each measure with its owner's report before building on it, and write the definitions down.":
    "Reconciliar cada indicador com o relatório do seu responsável antes de o usar e registar as definições por escrito.",
  "A source system's API or export is slower or poorer than expected":
    "A API ou a exportação de um sistema de origem é mais lenta ou mais pobre do que o esperado",
  "Load a sample of every source in the first two weeks and confirm access and limits.":
    "Carregar uma amostra de cada fonte nas duas primeiras semanas e confirmar acessos e limites.",
  "Warehouse compute costs grow with usage": "O custo de computação do armazém cresce com o uso",
  "Set auto-suspend and resource monitors, and review the most expensive queries monthly.":
    "Ativar a suspensão automática e monitores de recursos, e rever todos os meses as consultas mais caras.",
  "Which systems hold the data to analyse (ERP, CRM, shop, marketing, spreadsheets)?":
    "Que sistemas contêm os dados a analisar (ERP, CRM, loja, marketing, folhas de cálculo)?",
  "How many dashboards or reports, and for which decisions?": "Quantos painéis ou relatórios, e para que decisões?",
  "How many people will view the dashboards, and which BI tool do you already license?":
    "Quantas pessoas vão consultar os painéis, e que ferramenta de BI já tem licenciada?",
  "How fresh must the figures be: daily, hourly or near real time?":
    "Com que atualidade devem estar os números: diária, horária ou quase em tempo real?",
  "Who owns each metric's definition (revenue, margin, active customer)?":
    "Quem é responsável pela definição de cada indicador (receita, margem, cliente ativo)?",
  "Data platform priced per source ({{managed}} hours through a managed connector, {{custom}} for a custom pipeline, plus {{model}} hours of modelling), {{dashboard}} hours per dashboard, architecture, orchestration and training, with {{test}}% testing and reconciliation; data engineers build the pipelines and models, a BI developer (data scientist) the dashboards; warehouse compute, storage and BI licences are priced for the first year at list prices.":
    "Plataforma de dados orçada por fonte ({{managed}} horas com um conector gerido, {{custom}} com um fluxo à medida, mais {{model}} horas de modelação), {{dashboard}} horas por painel, arquitetura, orquestração e formação, com {{test}}% de testes e reconciliação; os engenheiros de dados constroem os fluxos e os modelos, um programador de BI (cientista de dados) os painéis; computação, armazenamento e licenças de BI orçados para o primeiro ano a preços de tabela.",
  "A data platform with {{sources}} sources ({{custom}} needing custom pipelines) and {{dashboards}} dashboards{{names}}.":
    "Uma plataforma de dados com {{sources}} fontes ({{custom}} com fluxos à medida) e {{dashboards}} painéis{{names}}.",
  "A cloud warehouse of the Snowflake, BigQuery or Synapse class with a managed ingestion tool for SaaS sources; ingestion-tool fees depend on row volumes and are not included.":
    "Um armazém na nuvem do tipo Snowflake, BigQuery ou Synapse com uma ferramenta de ingestão gerida para as fontes SaaS; as taxas dessa ferramenta dependem do volume de linhas e não estão incluídas.",
  "The dashboards are as stated.": "Os painéis são os indicados.",
  "{{n}} dashboards are assumed: the request gave no count.":
    "Assumem-se {{n}} painéis: o pedido não indicava quantos.",
  "Integration with {{system}}": "Integração com {{system}}",
  "Migration from the current platform (products, customers, orders, redirects)":
    "Migração da plataforma atual (produtos, clientes, encomendas, redirecionamentos)",
  Subscriptions: "Assinaturas",
  "Multi-currency and international selling": "Multimoeda e venda internacional",
  "B2B prices and company accounts": "Preços B2B e contas de empresa",
  "Headless storefront": "Loja headless",
  "Discovery and design": "Análise e design",
  "Discovery: catalogue, shipping, taxes and payments": "Análise: catálogo, envios, impostos e pagamentos",
  "Store design (home, collection, product, cart)": "Design da loja (início, coleção, produto, carrinho)",
  "Build and catalogue": "Desenvolvimento e catálogo",
  "Platform configuration (payments, shipping, taxes, checkout)":
    "Configuração da plataforma (pagamentos, envios, impostos, checkout)",
  "Theme build and customisation": "Desenvolvimento e personalização do tema",
  "Content pages ({{n}})": "Páginas de conteúdo ({{n}})",
  "Product catalogue ({{n}} products)": "Catálogo de produtos ({{n}} produtos)",
  "Testing and launch": "Testes e lançamento",
  "Store testing (checkout, payments, emails, devices)": "Testes da loja (checkout, pagamentos, e-mails, dispositivos)",
  "Launch, analytics and handover": "Lançamento, análise e entrega",
  "Store hosting, two application instances (first year)":
    "Alojamento da loja, duas instâncias de aplicação (primeiro ano)",
  "Commerce platform subscription, {{plan}} plan (first year)":
    "Subscrição da plataforma de comércio, plano {{plan}} (primeiro ano)",
  "Product data (texts, photos, variants, prices) arrives late or incomplete":
    "Os dados de produto (textos, fotos, variantes, preços) chegam tarde ou incompletos",
  "Agree a product spreadsheet template at kick-off and import a first batch in week one.":
    "Acordar um modelo de folha de produtos no arranque e importar um primeiro lote na primeira semana.",
  "Payment, tax or shipping rules need more set-up than planned":
    "As regras de pagamento, impostos ou envio exigem mais configuração do que o previsto",
  "Confirm the payment provider, tax registrations and shipping zones before the build.":
    "Confirmar o fornecedor de pagamentos, os registos fiscais e as zonas de envio antes do desenvolvimento.",
  "Stock or order sync with other systems misbehaves":
    "A sincronização de stock ou encomendas com outros sistemas falha",
  "Test the connectors with real orders in a sandbox and reconcile stock daily during the first weeks.":
    "Testar os conectores com encomendas reais num ambiente de testes e reconciliar o stock diariamente nas primeiras semanas.",
  "Search rankings drop after the move": "O posicionamento nos motores de busca cai após a mudança",
  "Redirect every old URL and watch search console errors for a month after launch.":
    "Redirecionar cada URL antigo e acompanhar os erros da Search Console durante um mês após o lançamento.",
  "How many products (and variants) will the store sell?": "Quantos produtos (e variantes) a loja vai vender?",
  "Is the product data (titles, descriptions, prices, variants, photos) ready in a spreadsheet?":
    "Os dados de produto (títulos, descrições, preços, variantes, fotos) estão prontos numa folha de cálculo?",
  "Which countries do you ship to, and which payment methods are needed?":
    "Para que países enviam e que métodos de pagamento são necessários?",
  "Must the store exchange orders or stock with other systems (ERP, warehouse, marketplaces, POS)?":
    "A loja deve trocar encomendas ou stock com outros sistemas (ERP, armazém, marketplaces, POS)?",
  "Which paid apps (reviews, subscriptions, search, email) do you expect to use? Their fees are not included.":
    "Que aplicações pagas (avaliações, assinaturas, pesquisa, e-mail) pretende usar? As suas taxas não estão incluídas.",
  "Online store on a hosted commerce platform: fixed hours for discovery, design, platform configuration and theme, {{manual}} hours per product for the first {{first}} products and {{bulk}} hours for each further product imported in bulk, {{integration}} hours per connected system, plus migration, subscriptions, international selling or B2B where asked; 10% project management; the platform's plan is priced for the first year.":
    "Loja online numa plataforma de comércio alojada: horas fixas de análise, design, configuração da plataforma e tema, {{manual}} horas por produto para os primeiros {{first}} produtos e {{bulk}} horas por cada produto adicional importado em massa, {{integration}} horas por sistema ligado, mais migração, assinaturas, venda internacional ou B2B quando pedidos; 10% de gestão de projeto; o plano da plataforma é orçado para o primeiro ano.",
  "An online store with {{n}} products on {{platform}}{{systems}}.":
    "Uma loja online com {{n}} produtos em {{platform}}{{systems}}.",
  "a self-hosted commerce platform": "uma plataforma de comércio alojada pelo próprio",
  "a hosted commerce platform (Shopify class)": "uma plataforma de comércio alojada (tipo Shopify)",
  "The product count is as stated.": "O número de produtos é o indicado.",
  "{{n}} products are assumed: the request gave no count.": "Assumem-se {{n}} produtos: o pedido não indicava quantos.",
  "Payment processing fees are charged on sales by the payment provider (for example 2.9% + 30¢ per online card payment on Shopify Payments, Basic plan, US) and are not part of this price.":
    "As comissões de pagamento são cobradas sobre as vendas pelo fornecedor de pagamentos (por exemplo 2,9% + 30 ¢ por pagamento com cartão online no Shopify Payments, plano Basic, EUA) e não fazem parte deste preço.",
  "The client provides product data and photos; product photography and copywriting are not included.":
    "O cliente fornece os dados e as fotos dos produtos; a fotografia de produto e a redação não estão incluídas.",
  "Connection: {{pair}}": "Ligação: {{pair}}",
  "Field mapping, master-data rules and API review": "Mapeamento de campos, regras de dados mestre e revisão das API",
  "Testing and go-live": "Testes e arranque",
  "Integration testing with sandbox and real data": "Testes de integração com ambiente de testes e dados reais",
  "Deployment, alerting and monitoring": "Implementação, alertas e monitorização",
  "Runbook and handover": "Manual de operação e entrega",
  "Integration platform licence (first year)": "Licença da plataforma de integração (primeiro ano)",
  "Middleware hosting, one instance (first year)": "Alojamento do middleware, uma instância (primeiro ano)",
  "Error monitoring (first year)": "Monitorização de erros (primeiro ano)",
  "An API lacks a field, has low rate limits or behaves differently from its documentation":
    "Uma API não tem um campo, tem limites de chamadas baixos ou comporta-se de forma diferente da documentação",
  "Spike every endpoint against the sandbox in the first week and confirm the API plan's limits.":
    "Testar cada endpoint no ambiente de testes na primeira semana e confirmar os limites do plano da API.",
  "The systems disagree on master data (IDs, codes, duplicates)":
    "Os sistemas discordam nos dados mestre (identificadores, códigos, duplicados)",
  "Agree which system owns each object and clean duplicates before the first sync.":
    "Acordar que sistema é o mestre de cada objeto e limpar duplicados antes da primeira sincronização.",
  "Sandbox or credentials arrive late": "O ambiente de testes ou as credenciais chegam tarde",
  "Request sandbox accounts and API keys at kick-off, with a named owner on each side.":
    "Pedir contas de teste e chaves de API no arranque, com um responsável designado de cada lado.",
  "Which objects move in which direction (orders, invoices, stock, customers), and which system is the master for each?":
    "Que objetos circulam em que direção (encomendas, faturas, stock, clientes) e que sistema é o mestre de cada um?",
  "Do both systems offer APIs with sandboxes, and what API call limits come with your plans?":
    "Ambos os sistemas oferecem API com ambientes de testes, e que limites de chamadas incluem os seus planos?",
  "How fresh must the data be: real time, hourly or daily?":
    "Com que atualidade devem estar os dados: em tempo real, de hora a hora ou diariamente?",
  "What should happen when a record fails: retry, alert someone, or queue it for manual handling?":
    "O que deve acontecer quando um registo falha: tentar de novo, alertar alguém ou pô-lo em fila para tratamento manual?",
  "Is the integration platform already licensed? Its licence is quoted by the vendor and is not included.":
    "A plataforma de integração já está licenciada? A licença é cotada pelo fabricante e não está incluída.",
  "Integration priced per connection: {{perFlow}} hours for a robust one-way connection between two systems (authentication, mapping, errors, rate limits, sync and monitoring), {{object}} hours per further object type, × {{twoWay}} for two-way sync and × {{realTime}} for real time, plus discovery, testing ({{test}}% of the build) and deployment; 10% project management.":
    "Integração orçada por ligação: {{perFlow}} horas para uma ligação unidirecional robusta entre dois sistemas (autenticação, mapeamento, erros, limites de chamadas, sincronização e monitorização), {{object}} horas por cada tipo de objeto adicional, × {{twoWay}} para sincronização bidirecional e × {{realTime}} para tempo real, mais análise, testes ({{test}}% do desenvolvimento) e implementação; 10% de gestão de projeto.",
  "An integration of {{systems}} systems ({{flows}} connections, {{objects}} object types, {{direction}}).":
    "Uma integração de {{systems}} sistemas ({{flows}} ligações, {{objects}} tipos de objeto, {{direction}}).",
  "two-way": "bidirecional",
  "one-way": "unidirecional",
  "Both systems expose documented APIs and sandboxes, and the client's plans allow the API calls the sync needs.":
    "Ambos os sistemas expõem API documentadas e ambientes de testes, e os planos do cliente permitem as chamadas de que a sincronização precisa.",
  "Built on an integration platform (Zapier class): its ready connectors replace most of the custom build, and it runs and monitors the flows.":
    "Construída numa plataforma de integração (tipo Zapier): os seus conectores prontos substituem a maior parte do desenvolvimento à medida, e ela executa e vigia os fluxos.",
  "Built as a small custom middleware service, hosted in the cloud.":
    "Construída como um pequeno serviço middleware à medida, alojado na nuvem.",
  "Discovery and data": "Análise e dados",
  "Success metric, data audit and baseline": "Métrica de sucesso, auditoria de dados e referência",
  "Data pipeline and feature preparation": "Fluxo de dados e preparação de variáveis",
  "Modelling and evaluation": "Modelação e avaliação",
  "Model development ({{n}})": "Desenvolvimento do modelo ({{n}})",
  "Evaluation and validation with the business": "Avaliação e validação com o negócio",
  "Deployment and integration": "Implementação e integração",
  "Deployment, monitoring and retraining pipeline": "Implementação, monitorização e retreino",
  "Integration into the product (API and screens)": "Integração no produto (API e ecrãs)",
  "LLM API, input tokens (first year, {{n}} queries a month)":
    "API de LLM, tokens de entrada (primeiro ano, {{n}} consultas por mês)",
  "million tokens": "milhões de tokens",
  "LLM API, output tokens (first year)": "API de LLM, tokens de saída (primeiro ano)",
  "Retrieval service hosting (first year)": "Alojamento do serviço de recuperação (primeiro ano)",
  "Model training compute": "Computação de treino do modelo",
  "Inference hosting (first year)": "Alojamento de inferência (primeiro ano)",
  "Image labelling ({{n}} images)": "Anotação de imagens ({{n}} imagens)",
  image: "imagem",
  "The data cannot support the accuracy the business needs":
    "Os dados não permitem a precisão de que o negócio precisa",
  "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.":
    "Acordar primeiro uma métrica de sucesso e uma referência, e parar ou redefinir no fim da análise se os dados não a superarem.",
  "Model quality drifts after launch as behaviour or data changes":
    "A qualidade do modelo degrada-se após o lançamento quando o comportamento ou os dados mudam",
  "Monitor prediction quality against outcomes and retrain on a schedule.":
    "Acompanhar a qualidade das previsões face aos resultados e retreinar periodicamente.",
  "Wrong or invented answers reach users": "Respostas erradas ou inventadas chegam aos utilizadores",
  "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.":
    "Responder apenas a partir de fontes recuperadas com citações, testar com um conjunto de avaliação e registar as respostas para revisão.",
  "Labelling takes longer or is less consistent than planned":
    "A anotação demora mais ou é menos consistente do que o previsto",
  "Write labelling guidelines with examples and review a sample of every batch.":
    "Escrever diretrizes de anotação com exemplos e rever uma amostra de cada lote.",
  "a retrieval-augmented LLM feature": "uma funcionalidade de LLM com recuperação de documentos (RAG)",
  "a computer-vision model": "um modelo de visão computacional",
  "a recommendation model": "um modelo de recomendação",
  "a text classification or extraction model": "um modelo de classificação ou extração de texto",
  "a predictive model on tabular data": "um modelo preditivo sobre dados tabulares",
  "Which decision or user action will the predictions change, and how will success be measured?":
    "Que decisão ou ação do utilizador vão as previsões mudar, e como será medido o sucesso?",
  "Where is the training data, how much history is there, and is it labelled?":
    "Onde estão os dados de treino, quanto histórico existe e estão anotados?",
  "How fast and how often must predictions be made (in real time, daily batch)?":
    "Com que rapidez e frequência devem ser feitas as previsões (em tempo real, em lotes diários)?",
  "How many questions a month do you expect, and may the documents be sent to an external model provider?":
    "Quantas perguntas por mês esperam, e podem os documentos ser enviados a um fornecedor externo de modelos?",
  "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.":
    "Funcionalidade de aprendizagem automática orçada por partes: análise e auditoria de dados, um fluxo de dados, {{model}} horas para construir cada modelo deste tipo com {{evaluation}} horas de avaliação, implementação com monitorização e retreino (MLOps) e integração no produto; os engenheiros de ML constroem e implementam, os cientistas de dados enquadram e avaliam, um engenheiro de dados prepara os dados; computação de treino, alojamento, anotação ou uso de LLM a preços de tabela da nuvem e das API para o primeiro ano.",
  "{{what}}, {{n}} model(s), integrated into the product{{realTime}}.":
    "{{what}}, {{n}} modelo(s), integrado no produto{{realTime}}.",
  " with real-time predictions": " com previsões em tempo real",
  "The training data exists and the client gives access to it; collecting new data is not included.":
    "Os dados de treino existem e o cliente dá acesso a eles; recolher dados novos não está incluído.",
  "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.":
    "A primeira versão visa uma precisão acordada num conjunto de teste reservado; a investigação adicional para a superar é orçada à parte.",
  "Apple Developer Program (first year)": "Apple Developer Program (primeiro ano)",
  year: "ano",
  "Google Play developer registration": "Registo de programador no Google Play",
  "one-time fee": "taxa única",
  "native iOS and Android apps": "apps nativas para iOS e Android",
  "a cross-platform app for iOS and Android": "uma app multiplataforma para iOS e Android",
  "an iOS app": "uma app iOS",
  "an Android app": "uma app Android",
  "App store review rejection or delay": "Rejeição ou atraso na revisão da loja de apps",
  "Follow the store guidelines checklist and submit a beta through TestFlight and Play internal testing early.":
    "Seguir a lista de verificação das diretrizes das lojas e submeter cedo uma beta pelo TestFlight e pelos testes internos do Play.",
  "Which platforms are needed at launch (iPhone, Android, tablets), and which oldest OS versions must be supported?":
    "Que plataformas são precisas no lançamento (iPhone, Android, tablets) e que versões mais antigas do sistema têm de ser suportadas?",
  "Roughly how many screens does the app have?": "Quantos ecrãs tem a app, aproximadamente?",
  "Does the app need a back end of its own, or does it use an existing API?":
    "A app precisa de um back end próprio ou usa uma API existente?",
  "Must it work offline, and does it use the camera, location, Bluetooth or payments?":
    "Tem de funcionar sem ligação, e usa a câmara, a localização, o Bluetooth ou pagamentos?",
  "Are the Apple and Google developer accounts already in your company's name?":
    "As contas de programador da Apple e da Google já estão em nome da sua empresa?",
  "Size from a capability catalogue in function points, × {{factor}} for {{target}} ({{fp}} FP; {{screens}} screens stated), then COCOMO II.2000 effort (ΠEM {{team}} for an experienced team on a modern framework stack) at 152 hours per person-month split by role (mobile developers for the app, a software engineer for the back end), scheduled with a sensible team for small apps and COCOMO II's TDEV for larger ones.":
    "Dimensão a partir de um catálogo de funcionalidades em pontos de função, × {{factor}} para {{target}} ({{fp}} PF; {{screens}} ecrãs indicados), depois esforço COCOMO II.2000 (ΠEM {{team}} para uma equipa experiente num stack de frameworks moderno) a 152 horas por pessoa-mês, repartido por função (programadores móveis para a app, um engenheiro de software para o back end), planeado com uma equipa razoável para apps pequenas e com o TDEV do COCOMO II para as maiores.",
  "A mobile app ({{target}}) with {{n}} main capabilities ({{list}}).":
    "Uma app móvel ({{target}}) com {{n}} funcionalidades principais ({{list}}).",
  "A mobile app ({{target}}) with its core only.": "Uma app móvel ({{target}}) apenas com o núcleo.",
  "A simple product or MVP: only the capabilities named are built (no default accounts, profiles, notifications or admin panel unless asked for).":
    "Um produto simples ou MVP: só se constroem as funcionalidades indicadas (sem contas, perfis, notificações nem painel de administração por omissão, salvo pedido).",
  "Besides the named capabilities, the product has what almost every application needs: accounts, profiles, notifications and an admin panel.":
    "Além das funcionalidades indicadas, o produto tem o que quase todas as aplicações precisam: contas, perfis, notificações e um painel de administração.",
  "Store fees are charged as Apple and Google state them; the stores' commission on in-app sales is not part of this price.":
    "As taxas das lojas são cobradas tal como a Apple e a Google as fixam; a comissão das lojas sobre as vendas dentro da app não faz parte deste preço.",
  "Build: {{feature}}": "Desenvolvimento: {{feature}}",
  "Requirements, user stories and backlog": "Requisitos, histórias de utilizador e backlog",
  "UX research, wireframes and UI design": "Pesquisa UX, wireframes e design de interface",
  "Architecture, core application and data model": "Arquitetura, núcleo da aplicação e modelo de dados",
  "Back end and API for the app": "Back end e API para a app",
  "Testing and hardening": "Testes e estabilização",
  "Test automation and QA": "Automação de testes e QA",
  "Defect fixing and performance tuning": "Correção de erros e afinação de desempenho",
  "Launch and handover": "Lançamento e entrega",
  "Infrastructure, CI/CD and release": "Infraestrutura, CI/CD e publicação",
  "Post-launch support (hypercare)": "Suporte após o lançamento (hypercare)",
  "Documentation, training and handover": "Documentação, formação e entrega",
  "Requirements change during the build (scope creep)":
    "Os requisitos mudam durante o desenvolvimento (aumento do âmbito)",
  "Fix a first-release scope, keep a change log and re-estimate each change before accepting it.":
    "Fixar o âmbito da primeira versão, manter um registo de alterações e reestimar cada alteração antes de a aceitar.",
  "Key team member leaves mid-project": "Um membro-chave da equipa sai a meio do projeto",
  "Pair on critical areas, write architecture decisions down and keep a backup for each role.":
    "Trabalhar em par nas áreas críticas, registar as decisões de arquitetura e ter um substituto para cada função.",
  "Late performance or security findings": "Problemas de desempenho ou segurança detetados tarde",
  "Load-test and run a security review at the end of each milestone, not only before launch.":
    "Fazer testes de carga e uma revisão de segurança no fim de cada marco, não só antes do lançamento.",
  "Third-party API or payment-provider integration issues":
    "Problemas de integração com API de terceiros ou fornecedores de pagamento",
  "Spike the integrations in the first sprint and use the providers' sandboxes from day one.":
    "Testar as integrações no primeiro sprint e usar os ambientes de testes dos fornecedores desde o primeiro dia.",
  "Minimum engagement (briefing, environment set-up and handover)":
    "Trabalho mínimo (briefing, preparação do ambiente e entrega)",
  "Rates are U.S. Bureau of Labor Statistics OEWS wages for each role × a billing multiplier of {{multiplier}} (employer compensation costs, 75% billable time, 10% overhead and margin), escalated to {{year}} with CPI-U, × {{factor}} for {{location}}; licences and platform fees are the vendors' published prices, escalated to {{year}} with CPI-U where they are of an earlier year (fixed store fees as charged).":
    "As tarifas são os salários OEWS do Bureau of Labor Statistics dos EUA para cada função × um multiplicador de faturação de {{multiplier}} (custos do empregador, 75% de tempo faturável, 10% de custos gerais e margem), atualizados para {{year}} com o CPI-U, × {{factor}} para {{location}}; licenças e taxas de plataforma são os preços publicados pelos fornecedores, atualizados para {{year}} com o CPI-U quando são de um ano anterior (taxas fixas das lojas tal como cobradas).",
  "Three-point estimates per task (Beta-PERT) and a seeded Monte Carlo simulation give the ranges; contingency is the risk register's expected value.":
    "Estimativas de três pontos por tarefa (Beta-PERT) e uma simulação de Monte Carlo com semente dão os intervalos; a contingência é o valor esperado do registo de riscos.",
  "About {{hours}} hours of work ({{pm}} person-months) over {{weeks}}, with about {{people}} people on average.":
    "Cerca de {{hours}} horas de trabalho ({{pm}} pessoas-mês) ao longo de {{weeks}}, com cerca de {{people}} pessoas em média.",
  "About {{hours}} hours of work over {{weeks}}.": "Cerca de {{hours}} horas de trabalho ao longo de {{weeks}}.",
  "This prices a first version of the core features of a product like {{product}}, not its scale, audience or years of refinement.":
    "Isto orça uma primeira versão das funcionalidades principais de um produto como {{product}}, não a sua escala, audiência ou anos de aperfeiçoamento.",
  "The stated budget of {{budget}} is below the smallest engagement for this work: about {{hours}} hours of a developer, {{minimum}}; the whole job is expected at {{expected}}.":
    "O orçamento indicado de {{budget}} está abaixo do trabalho mínimo para esta tarefa: cerca de {{hours}} horas de um programador, {{minimum}}; o trabalho completo está estimado em {{expected}}.",
  "The stated budget of {{budget}} is about {{share}}% of what this scope needs ({{expected}}): the request and the budget are of different scales, and no trimming of this plan closes that gap.":
    "O orçamento indicado de {{budget}} é cerca de {{share}}% do que este âmbito exige ({{expected}}): o pedido e o orçamento são de escalas diferentes, e nenhum corte deste plano fecha essa diferença.",
  "{{product}} was built by large teams over many years; this estimate prices only a first version of its core features.":
    "{{product}} foi construído por grandes equipas ao longo de muitos anos; esta estimativa orça apenas uma primeira versão das suas funcionalidades principais.",
  "Sign-up, sign-in and accounts": "Registo, início de sessão e contas",
  "User profiles and settings": "Perfis de utilizador e definições",
  "Payments and billing": "Pagamentos e faturação",
  "Real-time chat and messaging": "Chat e mensagens em tempo real",
  "Push and email notifications": "Notificações push e por e-mail",
  "Search and filters": "Pesquisa e filtros",
  "Admin panel and back office": "Painel de administração e back office",
  "Analytics and reporting": "Análise e relatórios",
  "File and media uploads": "Carregamento de ficheiros e multimédia",
  "Maps and geolocation": "Mapas e geolocalização",
  "Booking and scheduling": "Reservas e agendamento",
  "Catalogue, cart and orders": "Catálogo, carrinho e encomendas",
  "Social feed, comments and follows": "Feed social, comentários e seguidores",
  "Video streaming and calls": "Streaming de vídeo e videochamadas",
  "Third-party integrations and API": "Integrações com terceiros e API",
  "Offline mode and sync": "Modo offline e sincronização",
  "Multiple languages": "Vários idiomas",
  "AI features (recommendations, assistant)": "Funcionalidades de IA (recomendações, assistente)",
  "Security and compliance (2FA, audit, GDPR/HIPAA)": "Segurança e conformidade (2FA, auditoria, RGPD/HIPAA)",
  "Reviews and ratings": "Avaliações e classificações",
  "Loyalty and rewards": "Fidelização e recompensas",
  "Device and IoT connectivity": "Conectividade com dispositivos e IoT",
  "Project management": "Gestão de projeto",
  "Software engineer": "Engenheiro de software",
  "Senior software engineer": "Engenheiro de software sénior",
  "Mobile developer": "Programador mobile",
  "Web developer": "Programador web",
  "Automation developer": "Programador de automações",
  "Data engineer": "Engenheiro de dados",
  "Database administrator": "Administrador de bases de dados",
  "Data scientist": "Cientista de dados",
  "Machine learning engineer": "Engenheiro de aprendizagem automática",
  "QA engineer": "Engenheiro de QA",
  "UX/UI designer": "Designer UX/UI",
  "Project manager": "Gestor de projeto",
  "DevOps engineer": "Engenheiro DevOps",
  "1 working day": "1 dia útil",
  "{{n}} working days": "{{n}} dias úteis",
  "1 week": "1 semana",
  "{{n}} weeks": "{{n}} semanas",
  "The work itself takes about {{work}} of calendar time ({{hours}} hours), before any delays from the risks.":
    "O trabalho em si leva cerca de {{work}} de calendário ({{hours}} horas), antes de quaisquer atrasos dos riscos.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the work needs about {{nominal}}, and no team compresses that below about {{shortest}}. This plan shows the nominal schedule without a compression premium; meeting the date means a smaller first release.":
    "O prazo indicado de {{deadline}} está abaixo do calendário credível mais curto para este âmbito: o trabalho precisa de cerca de {{nominal}}, e nenhuma equipa o comprime abaixo de cerca de {{shortest}}. Este plano mostra o calendário nominal sem prémio de compressão; cumprir a data implica uma primeira versão mais pequena.",
  "The stated team of {{team}} needs about {{weeks}} for this work; meeting the stated {{deadline}} takes about {{people}} people working in parallel at {{premium}}× the effort.":
    "A equipa indicada de {{team}} precisa de cerca de {{weeks}} para este trabalho; cumprir o prazo de {{deadline}} exige cerca de {{people}} pessoas a trabalhar em paralelo com {{premium}}× o esforço.",
  "To meet the stated {{deadline}} the plan compresses the nominal {{nominal}} with about {{people}} people in parallel, which COCOMO II prices at {{premium}}× the effort.":
    "Para cumprir o prazo de {{deadline}}, o plano comprime o calendário nominal de {{nominal}} com cerca de {{people}} pessoas em paralelo, o que o COCOMO II valoriza em {{premium}}× o esforço.",
  "Cloud hosting, managed front end and database (first year)":
    "Alojamento na nuvem, front end e base de dados geridos (primeiro ano)",
  "Cloud hosting, {{n}} instances (first year)": "Alojamento na nuvem, {{n}} instâncias (primeiro ano)",
  "Which user roles are there, and what must each be able to do?":
    "Que perfis de utilizador existem e o que deve cada um poder fazer?",
  "Roughly how many screens or pages does the application have?":
    "Quantos ecrãs ou páginas tem a aplicação, aproximadamente?",
  "Which systems must it connect to (payments, single sign-on, a CRM or an existing database)?":
    "A que sistemas deve ligar-se (pagamentos, início de sessão único, um CRM ou uma base de dados existente)?",
  "How many users and how much data do you expect in the first year?":
    "Quantos utilizadores e quantos dados esperam no primeiro ano?",
  "Are there compliance requirements (GDPR, HIPAA, SOC 2) or hosting constraints?":
    "Há requisitos de conformidade (RGPD, HIPAA, SOC 2) ou restrições de alojamento?",
  "Size from a capability catalogue in function points ({{fp}} FP; {{screens}} screens stated), converted at {{sloc}} lines per function point to {{ksloc}} KSLOC, then COCOMO II.2000 post-architecture effort (PM = 2.94 · Size^E · ΠEM, nominal scale factors; ΠEM {{team}} for an experienced team on a modern framework stack: TOOL very high, PCAP, APEX, LTEX and PLEX high) at 152 hours per person-month, split over discovery, build, testing and launch by role; small products are scheduled with a sensible team of about √PM people, larger ones with COCOMO II's TDEV.":
    "Dimensão a partir de um catálogo de funcionalidades em pontos de função ({{fp}} PF; {{screens}} ecrãs indicados), convertida a {{sloc}} linhas por ponto de função em {{ksloc}} KSLOC, depois esforço pós-arquitetura COCOMO II.2000 (PM = 2,94 · Size^E · ΠEM, fatores de escala nominais; ΠEM {{team}} para uma equipa experiente num stack de frameworks moderno: TOOL muito alto; PCAP, APEX, LTEX e PLEX altos) a 152 horas por pessoa-mês, repartido por função entre análise, desenvolvimento, testes e lançamento; os produtos pequenos são planeados com uma equipa razoável de cerca de √PM pessoas, os maiores com o TDEV do COCOMO II.",
  "A web application with {{n}} main capabilities ({{list}}).":
    "Uma aplicação web com {{n}} funcionalidades principais ({{list}}).",
  "A web application with its core only (screens, data model, API and deployment; the request named no specific capabilities).":
    "Uma aplicação web apenas com o núcleo (ecrãs, modelo de dados, API e implementação; o pedido não indicava funcionalidades concretas).",
  "The client provides timely feedback and one decision-maker; content, brand assets and API credentials arrive when the plan needs them.":
    "O cliente responde a tempo e tem um único decisor; conteúdos, recursos de marca e credenciais de API chegam quando o plano precisa deles.",
  "Third-party services billed by usage (e-mail sending, maps, SMS, payments) are not included; hosting and monitoring are priced for the first year.":
    "Os serviços de terceiros faturados por utilização (envio de e-mails, mapas, SMS, pagamentos) não estão incluídos; o alojamento e a monitorização são orçados para o primeiro ano.",
  "CMS set-up, theme and hosting": "Configuração do CMS, tema e alojamento",
  "Page build ({{n}} pages)": "Construção das páginas ({{n}} páginas)",
  "Page build (one page)": "Construção da página (uma página)",
  "Content entry, images and SEO basics": "Inserção de conteúdos, imagens e SEO básico",
  "Add-on: {{feature}}": "Extra: {{feature}}",
  "Redirects from the old site's pages": "Redirecionamentos das páginas do site antigo",
  "Discovery, sitemap and content plan": "Análise, mapa do site e plano de conteúdos",
  "Visual direction and page designs": "Direção visual e design das páginas",
  "Build and content": "Desenvolvimento e conteúdos",
  "Cross-browser and device testing": "Testes em navegadores e dispositivos",
  "Content, images or product data arrive late": "Os conteúdos, imagens ou dados de produto chegam tarde",
  "Agree a content list and dates at kick-off; build with placeholders and swap content in as it arrives.":
    "Acordar no arranque uma lista de conteúdos com datas; construir com conteúdos provisórios e substituí-los à medida que chegam.",
  "More design feedback rounds than planned": "Mais rondas de comentários ao design do que o previsto",
  "Two review rounds per design, one decision-maker, and written sign-off before the build starts.":
    "Duas rondas de revisão por design, um único decisor e aprovação por escrito antes de começar o desenvolvimento.",
  "Browser, device or plugin issues found late": "Problemas de navegador, dispositivo ou plugin detetados tarde",
  "Test on real devices from the first built page and keep plugins to well-maintained ones.":
    "Testar em dispositivos reais desde a primeira página construída e usar apenas plugins bem mantidos.",
  "Managed WordPress hosting (first year)": "Alojamento WordPress gerido (primeiro ano)",
  "CMS hosting plan (first year)": "Plano de alojamento do CMS (primeiro ano)",
  "How many pages will the site have (home, services, about, contact, blog...)?":
    "Quantas páginas terá o site (início, serviços, sobre nós, contactos, blog...)?",
  "Who writes the texts and provides the photos, and are they ready?":
    "Quem escreve os textos e fornece as fotos, e estão prontos?",
  "Is there a brand identity (logo, colours, fonts) to follow, or is it to be created?":
    "Há uma identidade de marca (logótipo, cores, tipos de letra) a seguir, ou é preciso criá-la?",
  "Do you already own the domain, and is there a CMS or builder you prefer (WordPress, Webflow...)?":
    "Já têm o domínio, e preferem algum CMS ou construtor (WordPress, Webflow...)?",
  "How many pages does the current site have, and which of them rank in search results?":
    "Quantas páginas tem o site atual e quais delas aparecem nos resultados de pesquisa?",
  "Which pages of the current site rank in search results and must keep their addresses?":
    "Quais páginas do site atual aparecem nos resultados de pesquisa e devem manter o endereço?",
  "Per-page model for a content website: a fixed set-up of {{setup}} hours (discovery, visual direction, CMS set-up, testing and launch), {{perPage}} hours per page for the first {{templates}} page designs and {{extra}} hours for each further page on those templates, plus set-up hours for each add-on on an off-the-shelf plugin; 10% project management; the schedule is the effort ÷ a sensible team.":
    "Modelo por página para um site de conteúdos: uma configuração fixa de {{setup}} horas (análise, direção visual, configuração do CMS, testes e lançamento), {{perPage}} horas por página para os primeiros {{templates}} designs de página e {{extra}} horas por cada página adicional sobre esses modelos, mais horas de configuração por cada extra sobre um plugin padrão; 10% de gestão de projeto; o calendário é o esforço ÷ uma equipa razoável.",
  "A landing page built on a standard CMS.": "Uma landing page construída num CMS padrão.",
  "A {{n}}-page website built on a standard CMS{{addOns}}.":
    "Um site de {{n}} páginas construído num CMS padrão{{addOns}}.",
  "The page count is as stated.": "O número de páginas é o indicado.",
  "{{n}} pages are assumed: the request gave no page count.":
    "Assumem-se {{n}} páginas: o pedido não indicava quantas.",
  "The client provides texts, images and brand assets; copywriting and photography are not included.":
    "O cliente fornece textos, imagens e recursos de marca; a redação e a fotografia não estão incluídas.",
  "Custom application features (accounts, member areas, marketplaces, integrations) would be priced as a web application instead.":
    "As funcionalidades de aplicação à medida (contas, áreas de membros, marketplaces, integrações) seriam orçadas como aplicação web.",
  "An automation script of {{n}} parts, of the size stated in the request.":
    "Um script de automação de {{n}} partes, do tamanho indicado no pedido.",
  "A mobile app ({{target}}); the request named no specific capabilities.":
    "Uma app móvel ({{target}}); o pedido não indicava funcionalidades concretas.",
  "A web application; the request named no specific capabilities.":
    "Uma aplicação web; o pedido não indicava funcionalidades concretas.",
  "The stated size is split over the core, the capabilities the request names and the rest of the stated size; the catalogue adds no default capabilities to it.":
    "O tamanho indicado é repartido pelo núcleo, pelas funcionalidades que o pedido indica e pelo resto do tamanho indicado; o catálogo não lhe acrescenta funcionalidades predefinidas.",
  "Build: the rest of the stated {{size}}": "Desenvolvimento: o resto dos {{size}} indicados",
};
