import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (fatores de escala de um sistema embarcado: baixa precedência, flexibilidade muito baixa)",
  "A productive person-month is {{hours}} hours.": "Um mês-pessoa produtivo tem {{hours}} horas.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Um projeto de software de {{size}}, conforme o pedido: cerca de {{hours}} horas de trabalho em {{weeks}} semanas com cerca de {{people}} pessoas em média.",
  "Build of the stated {{size}}": "Construção dos {{size}} indicados",
  Build: "Construção",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "Os pontos de função COSMIC são valorizados como pontos de função IFPUG à razão de {{ratio}} para um ({{source}}).",
  "Defect fixing and performance tuning": "Correção de defeitos e ajuste de desempenho",
  "Discovery and design": "Descoberta e design",
  "Documentation, training and handover": "Documentação, treinamento e passagem",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Esforço a {{hours}} horas por ponto de caso de uso ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Esforço pelo COCOMO II.2000 ({{source}}): PM = 2,94 × KSLOC^E × ΠEM com E = {{exponent}}{{embedded}} e ΠEM = {{multiplier}} a partir dos fatores de custo indicados no pedido ({{rated}}), a 152 horas por mês-pessoa; o prazo é o TDEV do COCOMO II (esforço ÷ uma equipe de cerca de √PM pessoas para sistemas pequenos).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Esforço a partir do tamanho por um modelo de produtividade publicado: horas = {{scale}} × PF^{{exponent}}, com o expoente de {{source}} e a escala ajustada em projetos registrados, ou seja {{perFp}} horas por ponto de função neste tamanho; o prazo é de cerca de PF^{{power}} meses ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infraestrutura, CI/CD e publicação",
  "Launch and handover": "Lançamento e passagem",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "As linhas de uma linguagem de gestão são convertidas em pontos de função a {{sloc}} linhas cada ({{source}}): {{fp}} pontos de função.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "Não havia projetos registrados medidos desta forma: a faixa usa a dispersão medida para tamanhos em pontos de função em {{projects}} projetos registrados.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "De {{projects}} projetos registrados comparáveis orçados da mesma forma, {{inTen}} em cada 10 ficaram entre o seu P10 e P90. Para este projeto essa faixa, {{calibration}}, vai de {{p10}} a {{p90}} horas de trabalho, com {{p50}} horas como mediana (fonte: {{source}}).",
  "calibrated on {{n}} of your finished projects": "calibrada com {{n}} dos seus projetos concluídos",
  "calibrated on one of your finished projects": "calibrada com um dos seus projetos concluídos",
  "calibrated on {{n}} public projects": "calibrada com {{n}} projetos públicos",
  "Post-launch support (hypercare)": "Suporte pós-lançamento (hypercare)",
  "Project management": "Gestão do projeto",
  "Rates are {{date}} market rates for {{location}}.": "As taxas são taxas de mercado de {{date}} para {{location}}.",
  "Requirements, user stories and backlog": "Requisitos, histórias de usuário e backlog",
  "Test automation and QA": "Automação de testes e QA",
  "Testing and hardening": "Testes e estabilização",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "A faixa P10–P90 é a dispersão dos próprios erros deste modelo em {{projects}} projetos registrados (conjuntos de dados públicos, deixando um conjunto de fora de cada vez: {{coverage}}% dos seus esforços reais ficaram dentro; mediana real ÷ P50 {{ratio}}), mais larga para um pedido mais vago.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "A faixa vem dos resultados de projetos registrados comparáveis, que já incluem as suas mudanças, rotatividade e desvios, por isso não se acrescenta uma contingência de riscos à parte.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "O tamanho indicado no pedido ({{size}}) é usado tal como está; o catálogo de funcionalidades não o redimensiona.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "A velocidade indicada de {{velocity}} pontos por sprint dá {{sprints}} sprints de {{weeks}} semanas ({{source}}) para uma equipe de {{team}} pessoas com {{hours}} horas produtivas por semana.",
  "UX research, wireframes and UI design": "Pesquisa de UX, wireframes e design de interface",
  "all nominal": "todos nominais",
  "{{n}} COSMIC function points": "{{n}} pontos de função COSMIC",
  "{{n}} function points": "{{n}} pontos de função",
  "{{n}} story points": "{{n}} pontos de história",
  "{{n}} thousand lines of code": "{{n}} milhares de linhas de código",
  "{{n}} use-case points": "{{n}} pontos de caso de uso",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "O tamanho indicado substitui apenas o trabalho de desenvolvimento do modelo de {{kind}}: as suas horas são repartidas pelas fases e funções desse modelo nas proporções do seu próprio plano, sem os seus multiplicadores de esforço, fatores de equipa nem contratação mínima; as suas licenças, plataformas e custos de funcionamento são orçamentados como nesse modelo.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "Não se acrescenta contingência de riscos: os riscos deste tipo de projeto são desvios do trabalho, que os resultados registrados já incluem, e os seus outros custos têm as suas próprias faixas de preço, que a dispersão de esforço medida não escala.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "O seu tamanho conforme o pedido, {{size}}, exige cerca de {{hours}} horas de trabalho em {{weeks}} semanas com cerca de {{people}} pessoas em média.",
  "web application": "aplicação web",
  "mobile app": "app móvel",
  website: "site",
  "online store": "loja online",
  "systems integration": "integração de sistemas",
  "data migration": "migração de dados",
  "data platform": "plataforma de dados",
  "machine-learning feature": "funcionalidade de aprendizagem automática",
  "automation script": "script de automação",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Inclui a dispersão entre organizações além da de dentro de uma (a organização como efeito aleatório), por isso vale para uma organização cujos projetos o modelo não viu.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Calibrado em {{n}} dos seus projetos concluídos: a mediana é a do modelo público × {{factor}}, o efeito deles encolhido em direção ao dos projetos públicos conforme quantos são, e o intervalo é tão largo quanto a própria dispersão deles deixa.",
};
