import type { Catalogue } from "../../catalogues.js";

/** Messages of the packaged-system implementation model (ERP, CRM and other suites put in). */
export const rollout: Catalogue = {
  "Interface: {{pair}}": "Interface: {{pair}}",
  "Explore: fit to standard and design": "Exploração: aderência ao padrão e desenho",
  "Fit-to-standard workshops and solution design per module":
    "Workshops de aderência ao padrão e desenho da solução por módulo",
  "Realise: configuration, data and interfaces": "Realização: configuração, dados e interfaces",
  "Configuration and extensions per module": "Configuração e extensões por módulo",
  "Data migration per module": "Migração de dados por módulo",
  "System integration and user acceptance testing": "Testes integrados e testes de aceitação dos utilizadores",
  "Deploy: training and cut-over": "Implantação: formação e arranque",
  "Training material and train-the-trainer sessions": "Material de formação e sessões de formação de formadores",
  "End-user training and floor support": "Formação dos utilizadores finais e apoio no terreno",
  "Hypercare after go-live": "Suporte intensivo após a entrada em produção",
  "Processes are customised instead of adopting the standard":
    "Os processos são personalizados em vez de adotar o padrão",
  "Decide fit-to-standard gaps in a design authority and cost every extension before approving it.":
    "Decidir os desvios ao padrão num comité de desenho e orçar cada extensão antes de a aprovar.",
  "Legacy data is incomplete or inconsistent": "Os dados legados estão incompletos ou inconsistentes",
  "Profile and cleanse the data in the first phase and run two mock loads before cut-over.":
    "Analisar e limpar os dados na primeira fase e fazer duas cargas de teste antes do arranque.",
  "Key users are not released from their daily work": "Os utilizadores-chave não são libertados do trabalho diário",
  "Agree each key user's time with their manager at kick-off and back-fill where needed.":
    "Acordar o tempo de cada utilizador-chave com a chefia no arranque e substituí-lo onde for preciso.",
  "Which areas go live: finance, purchasing, sales, inventory, production, HR or others?":
    "Que áreas entram em produção: finanças, compras, vendas, stock, produção, RH ou outras?",
  "How many people will use the system, and in how many countries or companies?":
    "Quantas pessoas vão usar o sistema, e em quantos países ou empresas?",
  "Which systems must it exchange data with, and which of them stay?":
    "Com que sistemas deve trocar dados, e quais deles se mantêm?",
  "Are the licences already bought? They are quoted by the vendor and are not included.":
    "As licenças já estão compradas? São orçadas pelo fabricante e não estão incluídas.",
  "A packaged-system implementation priced per module ({{fit}} hours of fit-to-standard design, {{config}} of configuration, {{data}} of data migration and testing at {{test}} % of configuration), per interface ({{perFlow}} hours × {{enterprise}}) and per user ({{perUser}} hours of training); a mid-market suite at × {{tier}} of an enterprise suite's hours; 12 % project management. The hours are this model's own norms ({{source}}); licences are the vendor's quote.":
    "Implementação de um sistema de pacote orçada por módulo ({{fit}} horas de desenho de aderência ao padrão, {{config}} de configuração, {{data}} de migração de dados e testes a {{test}} % da configuração), por interface ({{perFlow}} horas × {{enterprise}}) e por utilizador ({{perUser}} horas de formação); uma suite de gama média a × {{tier}} das horas de uma suite empresarial; 12 % de gestão de projeto. As horas são normas próprias deste modelo ({{source}}); as licenças são orçadas pelo fabricante.",
  "An implementation of {{suite}}: {{modules}} modules, {{users}} users, {{interfaces}} interfaces.":
    "Implementação de {{suite}}: {{modules}} módulos, {{users}} utilizadores, {{interfaces}} interfaces.",
  "{{n}} modules, as the request names them.": "{{n}} módulos, como o pedido os nomeia.",
  "{{n}} modules assumed: the request names none.": "{{n}} módulos assumidos: o pedido não nomeia nenhum.",
  "{{n}} users, as stated.": "{{n}} utilizadores, como indicado.",
  "{{n}} users assumed: the request gave no number.": "{{n}} utilizadores assumidos: o pedido não dá um número.",
  "Licences and the vendor's subscription are not included: the vendor quotes them.":
    "As licenças e a subscrição do fabricante não estão incluídas: o fabricante orça-as.",
};
