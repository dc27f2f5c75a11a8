import type { Catalogue } from "../../catalogues.js";

/** Messages of the security assessment and compliance programme models, in this language. */
export const security: Catalogue = {
  "Scoping questionnaire and rules of engagement": "Questionário de escopo e regras de engajamento",
  "Findings tracker with severity and retest status": "Registo de vulnerabilidades com criticidade e estado do reteste",
  "Encrypted delivery of the report": "Entrega cifrada do relatório",
  "Risk register and statement of applicability": "Registo de riscos e declaração de aplicabilidade",
  "Policy library with an approval workflow": "Biblioteca de políticas com fluxo de aprovação",
  "Evidence tracker per control": "Registo de evidências por controle",
  GDPR: "RGPD",
  "Gap analysis and risk assessment": "Análise de lacunas e avaliação de riscos",
  "Gap analysis ({{frameworks}})": "Análise de lacunas ({{frameworks}})",
  "Risk assessment and treatment plan": "Avaliação de riscos e plano de tratamento",
  "Policies and implementation": "Políticas e implementação",
  "Policies and procedures": "Políticas e procedimentos",
  "Implementation support": "Apoio à implementação",
  "Awareness training": "Formação de sensibilização",
  "Further sites ({{n}})": "Unidades adicionais ({{n}})",
  "Internal audit and management review": "Auditoria interna e revisão pela direção",
  "Internal audit": "Auditoria interna",
  "Management review": "Revisão pela direção",
  "Evidence reviews during the observation window ({{n}} months)":
    "Revisões de evidências durante o período de observação ({{n}} meses)",
  "Certification audit": "Auditoria de certificação",
  "Accompaniment at the external audit": "Acompanhamento na auditoria externa",
  "External audit ({{framework}})": "Auditoria externa ({{framework}})",
  "audit day": "dia de auditoria",
  "Cyber Essentials assessment fee": "Taxa de avaliação Cyber Essentials",
  assessment: "avaliação",
  audit: "auditoria",
  "Compliance platform subscription": "Assinatura de uma plataforma de conformidade",
  "Control owners have too little time, and evidence arrives late":
    "Os responsáveis pelos controles têm pouco tempo e as evidências chegam atrasadas",
  "Name an owner for each control at the start, with a few hours a week set aside, and review progress every fortnight.":
    "Nomear logo no início um responsável por controle, com algumas horas semanais reservadas, e rever o progresso a cada quinze dias.",
  "The scope grows to more systems, entities or sites than planned":
    "O escopo cresce para mais sistemas, entidades ou unidades do que o previsto",
  "Write the scope statement first and have it approved before the risk assessment.":
    "Redigir primeiro a declaração de escopo e aprová-la antes da avaliação de riscos.",
  "The audit raises major nonconformities that need a follow-up visit":
    "A auditoria levanta não conformidades maiores que exigem uma visita de acompanhamento",
  "Run the internal audit early enough to close its findings before the external audit.":
    "Fazer a auditoria interna cedo o suficiente para fechar as constatações antes da auditoria externa.",
  "Which framework or certification do you need (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials), and who is asking for it?":
    "De que referencial ou certificação precisam (ISO 27001, SOC 2, NIS2, PCI DSS, ENS, Cyber Essentials) e quem a exige?",
  "How many employees and contractors are in scope, and at how many sites?":
    "Quantos funcionários e prestadores estão no escopo, e em quantas unidades?",
  "Which controls are already in place (multi-factor sign-in, backups, access reviews, incident response, written policies)?":
    "Que controles já existem (autenticação multifator, backups, revisões de acessos, resposta a incidentes, políticas escritas)?",
  "Should the estimate include the external audit or certification fee, or readiness only?":
    "A estimativa deve incluir a auditoria externa ou a taxa de certificação, ou apenas a preparação?",
  "Would you like a compliance platform (Vanta, Drata, Secureframe) to collect evidence, or documents and spreadsheets?":
    "Querem uma plataforma de conformidade (Vanta, Drata, Secureframe) para recolher evidências, ou documentos e planilhas?",
  "Consultant days per activity at this model's norms for {{reference}} employees (gap analysis {{gap}}, risk assessment {{risk}}, policies {{policies}}, implementation support {{implementation}}, internal audit {{internal}}, with training and a management review), scaled by the certification audit days the headcount takes ({{days}} for {{employees}} people against {{referenceDays}}; {{source}}) and by each framework's share of a full ISO 27001 programme; each further framework adds {{further}}% for the controls it does not share.":
    "Dias de consultor por atividade segundo as normas deste modelo para {{reference}} funcionários (análise de lacunas {{gap}}, avaliação de riscos {{risk}}, políticas {{policies}}, apoio à implementação {{implementation}}, auditoria interna {{internal}}, mais formação e revisão pela direção), escalados pelos dias de auditoria de certificação que o quadro de pessoal exige ({{days}} para {{employees}} pessoas contra {{referenceDays}}; {{source}}) e pelo peso de cada referencial face a um programa ISO 27001 completo; cada referencial adicional acrescenta {{further}}% pelos controles que não partilha.",
  "The external audit is priced as the request asks for it: ISO 27001 and ENS at the audit days above at a senior auditor's day rate, SOC 2, PCI DSS and Cyber Essentials at their published fees, scaled with the square root of the headcount's audit days.":
    "A auditoria externa é orçada porque o pedido a inclui: ISO 27001 e ENS com os dias de auditoria acima à diária de um auditor sénior; SOC 2, PCI DSS e Cyber Essentials pelas tarifas publicadas, escaladas pela raiz quadrada dos dias de auditoria do quadro de pessoal.",
  "No external audit or certification fee is included: the request asks for readiness.":
    "Não inclui auditoria externa nem taxa de certificação: o pedido é de preparação.",
  "The programme runs over the {{weeks}} weeks the request states.":
    "O programa decorre nas {{weeks}} semanas indicadas no pedido.",
  "The programme takes about {{weeks}} weeks, placed by headcount in the typical range of {{low}}–{{high}} weeks ({{source}}).":
    "O programa dura cerca de {{weeks}} semanas, situadas pelo quadro de pessoal na faixa habitual de {{low}}–{{high}} semanas ({{source}}).",
  "A {{frameworks}} programme for an organisation of {{employees}} employees at {{sites}} sites, from the gap analysis to {{end}}: about {{days}} consultant days.":
    "Um programa {{frameworks}} para uma organização de {{employees}} funcionários em {{sites}} unidades, da análise de lacunas até {{end}}: cerca de {{days}} dias de consultor.",
  "the certification audit": "a auditoria de certificação",
  "audit readiness": "a preparação para a auditoria",
  "ISO 27001 is assumed: the request named no framework.":
    "Assume-se a ISO 27001: o pedido não indica nenhum referencial.",
  "{{n}} employees in scope, as stated.": "{{n}} funcionários no escopo, conforme indicado.",
  "{{n}} employees in scope are assumed: the request gave no headcount.":
    "Assumem-se {{n}} funcionários no escopo: o pedido não indica o quadro de pessoal.",
  "The organisation names control owners who implement the controls; the consultants guide, write and check.":
    "A organização nomeia responsáveis que implementam os controles; os consultores orientam, redigem e verificam.",
  "No compliance platform subscription is included: the request did not ask for one.":
    "Não inclui assinatura de plataforma de conformidade: o pedido não a solicita.",
  API: "API",
  "external perimeter": "perímetro externo",
  "internal network": "rede interna",
  "cloud configuration": "configuração na nuvem",
  "Web application testing ({{apps}} × {{screens}} screens, {{roles}} user roles)":
    "Testes da aplicação web ({{apps}} × {{screens}} telas, {{roles}} perfis de usuário)",
  "API testing ({{n}} endpoints)": "Testes da API ({{n}} endpoints)",
  "Mobile app testing ({{n}} platforms)": "Testes do aplicativo móvel ({{n}} plataformas)",
  "External perimeter testing ({{n}} IP addresses)": "Testes do perímetro externo ({{n}} endereços IP)",
  "Internal network testing ({{n}} hosts)": "Testes da rede interna ({{n}} hosts)",
  "Cloud configuration review ({{n}} accounts)": "Revisão da configuração na nuvem ({{n}} contas)",
  "Report with evidence and remediation advice": "Relatório com evidências e recomendações de correção",
  "Quality review and read-out": "Revisão de qualidade e apresentação",
  "Attestation letter": "Carta de atestação",
  "Scoping and rules of engagement": "Escopo e regras de engajamento",
  "Scoping, rules of engagement and kick-off": "Escopo, regras de engajamento e reunião de arranque",
  "Vulnerability assessment": "Avaliação de vulnerabilidades",
  "Penetration testing": "Testes de intrusão",
  Reporting: "Relatório",
  "Retest of findings": "Reteste das vulnerabilidades",
  "Retest of the fixed findings": "Reteste das vulnerabilidades corrigidas",
  "Test accounts, access or the test environment are not ready when testing starts":
    "As contas de teste, os acessos ou o ambiente não estão prontos no início dos testes",
  "Agree a readiness checklist (accounts for every role, allow-listed tester IPs, a stable environment) a week before the start.":
    "Acordar uma lista de verificação uma semana antes do início (contas para cada perfil, IPs dos testadores liberados, ambiente estável).",
  "Testing finds hosts, endpoints or functions the scope did not list":
    "Os testes encontram hosts, endpoints ou funções que o escopo não listava",
  "Confirm the inventory in the scoping call and agree how newly found targets are handled.":
    "Confirmar o inventário na reunião de escopo e acordar como tratar os novos alvos encontrados.",
  "A critical finding pauses testing until it is contained":
    "Uma vulnerabilidade crítica suspende os testes até ser contida",
  "Name an out-of-hours contact and agree in advance when testing stops and resumes.":
    "Nomear um contacto fora do horário e acordar antecipadamente quando os testes param e recomeçam.",
  "Which environments are in scope (production or staging), and can you provide test accounts for each user role?":
    "Que ambientes estão no escopo (produção ou homologação), e podem fornecer contas de teste para cada perfil de usuário?",
  "How many screens or pages and how many user roles does the application have?":
    "Quantas telas ou páginas e quantos perfis de usuário tem a aplicação?",
  "How many API endpoints are there, and is there an OpenAPI or Postman specification?":
    "Quantos endpoints tem a API, e existe uma especificação OpenAPI ou Postman?",
  "How many external IP addresses and hostnames are live?":
    "Quantos endereços IP e nomes de host externos estão ativos?",
  "How many hosts are on the internal network, and will testers connect on site or through a remote appliance?":
    "Quantos hosts há na rede interna, e os testadores ligam-se no local ou através de um equipamento remoto?",
  "Which cloud accounts or subscriptions are in scope, and can you grant read-only audit access?":
    "Que contas ou assinaturas na nuvem estão no escopo, e podem conceder acesso de auditoria só de leitura?",
  "Should the findings be retested once fixed, and do you need an attestation letter for customers or auditors?":
    "As vulnerabilidades devem ser retestadas depois de corrigidas, e precisam de uma carta de atestação para clientes ou auditores?",
  "Is the test for a standard or scheme (PCI DSS, ISO 27001, a customer's requirement) that asks for accredited testers such as CREST or CHECK?":
    "O teste é para uma norma ou esquema (PCI DSS, ISO 27001, exigência de um cliente) que pede testadores acreditados como CREST ou CHECK?",
  screens: "telas",
  "user roles": "perfis de usuário",
  "API endpoints": "endpoints de API",
  "mobile platforms (iOS and Android)": "plataformas móveis (iOS e Android)",
  "live external IP addresses": "endereços IP externos ativos",
  "internal hosts": "hosts internos",
  "cloud accounts": "contas na nuvem",
  "Tester-days per scope unit at this model's norms: {{web}} per web application plus {{screen}} a screen and {{role}} per further user role; {{api}} per API plus {{endpoint}} an endpoint; {{mobile}} per mobile platform; {{external}} for the external perimeter plus {{ip}} per live IP address; {{internal}} for an internal network plus {{host}} per host; {{cloud}} for a cloud review plus {{account}} per account. Past {{screens}} screens, {{endpoints}} endpoints, {{ips}} IP addresses, {{hosts}} hosts or {{accounts}} accounts each doubling adds half as many days. Scoping, reporting with a quality review, and a retest of {{retest}}% of the testing days when asked come on top, at the security tester day rate for {{place}}.":
    "Dias de testador por unidade de escopo segundo as normas deste modelo: {{web}} por aplicação web mais {{screen}} por tela e {{role}} por perfil de usuário adicional; {{api}} por API mais {{endpoint}} por endpoint; {{mobile}} por plataforma móvel; {{external}} para o perímetro externo mais {{ip}} por endereço IP ativo; {{internal}} para uma rede interna mais {{host}} por host; {{cloud}} para uma revisão na nuvem mais {{account}} por conta. Acima de {{screens}} telas, {{endpoints}} endpoints, {{ips}} endereços IP, {{hosts}} hosts ou {{accounts}} contas, cada duplicação soma metade dos dias. Somam-se o escopo, o relatório com revisão de qualidade e, se pedido, um reteste de {{retest}}% dos dias de teste, à diária de um testador de segurança em {{place}}.",
  "A vulnerability assessment scans and verifies the findings by hand at {{share}}% of a penetration test's days.":
    "Uma avaliação de vulnerabilidades faz varredura e verifica manualmente os resultados, com {{share}}% dos dias de um teste de intrusão.",
  "A vulnerability assessment of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Uma avaliação de vulnerabilidades ({{targets}}): cerca de {{testing}} dias de testes e {{total}} dias no total.",
  "A penetration test of the {{targets}}: about {{testing}} tester-days of testing and {{total}} days in all.":
    "Um teste de intrusão ({{targets}}): cerca de {{testing}} dias de testes e {{total}} dias no total.",
  "A web application test is assumed: the request named no target (application, API, network or cloud).":
    "Assume-se um teste de aplicação web: o pedido não indica nenhum alvo (aplicação, API, rede ou nuvem).",
  "Sized at {{counts}}, as the request did not state them.":
    "Dimensionado com {{counts}}, pois o pedido não os indica.",
  "Grey-box testing with test accounts and documentation from the client, remotely or from one site; travel is not included.":
    "Testes de caixa cinzenta com contas de teste e documentação do cliente, remotamente ou a partir de uma unidade; deslocações não incluídas.",
  "One retest of the fixed findings is included.": "Inclui um reteste das vulnerabilidades corrigidas.",
  "No retest is included: the request did not ask for one.": "Não inclui reteste: o pedido não o solicita.",
  "Security tester": "Testador de segurança (pentester)",
  "Senior security consultant": "Consultor de segurança sénior",
  "Information security consultant": "Consultor de segurança da informação",
  "Security assessment": "Avaliação de segurança",
  "Compliance programme": "Programa de conformidade",
};
