import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Entregável principal",
  "Supporting materials": "Materiais de apoio",
  "Quality review": "Revisão de qualidade",
  "Stakeholder sign-off": "Aprovação das partes interessadas",
  "Project manager": "Gestor de projeto",
  Specialist: "Especialista",
  "Discovery and planning": "Levantamento e planeamento",
  "Requirements, plan and schedule": "Requisitos, plano e calendário",
  Delivery: "Execução",
  "Coordination and progress reporting": "Coordenação e relatórios de progresso",
  "Review and quality": "Revisão e qualidade",
  "Reviews and corrections": "Revisões e correções",
  Handover: "Entrega",
  "Handover and close-out": "Entrega e encerramento",
  "Scope grows after the plan is agreed": "O âmbito cresce depois de o plano ser acordado",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Acordar o âmbito por escrito e estimar cada alteração antes de a aceitar.",
  "Decisions and reviews take longer than planned": "As decisões e revisões demoram mais do que o previsto",
  "Name one decision-maker and agree review turnaround times up front.":
    "Nomear uma pessoa que decide e acordar à partida os prazos de revisão.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "O trabalho é comprimido em {{deadline}} semanas (cerca de {{nominal}} a ritmo normal): precisa de mais pessoas em paralelo e de decisões rápidas.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} semanas é menos do que este âmbito exige, mesmo com mais pessoas: são precisas pelo menos {{minimum}} semanas. Reduza o âmbito ou adie a data.",
  deliverable: "entregável",
  deliverables: "entregáveis",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Um modelo geral de esforço para um serviço que não cabe num modelo especializado: cerca de {{hours}} horas por entregável com esta complexidade (ou a equipa × prazo indicados), repartidas 15/60/15/10% entre levantamento, execução, revisão e entrega, a {{perWeek}} horas produtivas por pessoa e semana; os valores são indicativos.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Um projeto com {{items}} entregáveis principais: cerca de {{hours}} horas de trabalho em cerca de {{weeks}} semanas.",
  "{{n}} deliverables, as listed in the request.": "{{n}} entregáveis, conforme a lista do pedido.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "O pedido não listava entregáveis, por isso assumem-se quatro habituais.",
  "Materials, licences and travel are not included.": "Materiais, licenças e viagens não estão incluídos.",
  "What exactly should be delivered, and how will you judge it complete?":
    "O que deve ser entregue exatamente, e como vai avaliar que está concluído?",
  "Who reviews the work, and how quickly can they respond?": "Quem revê o trabalho, e com que rapidez pode responder?",
  "Are there materials, licences or travel the work depends on?":
    "O trabalho depende de materiais, licenças ou viagens?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "O orçamento indicado permite cerca de {{allowed}} por {{unit}} face a cerca de {{needed}} por {{unit}} neste plano.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Ao orçamento indicado de {{budget}} faltam {{gap}} para o custo esperado de {{total}} para {{units}} {{plural}} ({{needed}} por {{unit}}); a este nível cobre cerca de {{covered}} {{plural}}, ou o nível por {{unit}} tem de descer para cerca de {{allowed}}.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "As tarifas horárias são salários medianos do BLS atualizados para 2026, com encargos sociais (os salários são 70,4% do custo de um trabalhador, BLS ECEC) e × 1,94 de custos gerais e margem, ao nível de custos de {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}} está muito acima da escala habitual para este tipo de projeto (os valores de referência ficam muito abaixo de {{limit}}); a estimativa extrapola-os e deve ser confirmada antes de alguém confiar nela.",
};
