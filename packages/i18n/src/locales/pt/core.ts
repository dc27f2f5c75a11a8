import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "hora",
  "rate card": "tabela de tarifas",
  "the company's own rate": "tarifa própria da empresa",
  "lump sum": "valor global",
  allowance: "verba",
  "stated in the request": "indicado no pedido",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "O custo esperado de {{total}} cabe no orçamento indicado de {{budget}}; a probabilidade de não o ultrapassar é de cerca de {{confidence}}%.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "O orçamento indicado de {{budget}} não cobre este âmbito: o custo esperado é de {{total}} (mais {{more}}). Para caber nele, reduza o âmbito em cerca de {{cut}}% ou aumente o orçamento para pelo menos {{total}} ({{p80}} para 80% de confiança).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "O orçamento indicado de {{budget}} não chega para nenhuma versão credível deste projeto: o âmbito pedido deverá custar {{total}}, e mesmo o seu núcleo (cerca de {{core}}%) precisa de {{minimum}}. Cortar o plano não fecha essa diferença; veja as opções abaixo.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "O plano cabe nas {{deadline}} indicadas (mediana de {{median}}; cerca de {{confidence}}% de probabilidade de terminar a tempo).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "As {{deadline}} indicadas não chegam: a mediana é de {{median}} ({{p80}} para 80% de confiança). Cumprir o prazo exigiria reduzir o âmbito em cerca de {{cut}}% ou começar mais cedo.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "As {{deadline}} indicadas ficam abaixo do calendário credível mais curto para este âmbito: o plano precisa de uma mediana de {{median}}, e nenhuma equipa o consegue comprimir abaixo de cerca de {{shortest}}. Veja as opções abaixo.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "A equipa indicada de {{team}} cobre a {{needed}} pessoa de que o plano precisa no pico de trabalho.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "A equipa indicada de {{team}} cobre as {{needed}} pessoas de que o plano precisa no pico de trabalho.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "O plano precisa de cerca de {{needed}} pessoas no pico de trabalho; a equipa indicada de {{team}} precisaria de cerca de {{weeks}} para as suas {{hours}} horas de trabalho.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "O plano precisa de cerca de {{needed}} pessoas no pico de trabalho; a equipa indicada de {{team}} precisaria de cerca de {{weeks}} para as suas {{hours}} horas de trabalho, dentro das {{deadline}} indicadas.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "O plano precisa de cerca de {{needed}} pessoas no pico de trabalho; a equipa indicada de {{team}} precisaria de cerca de {{weeks}} para as suas {{hours}} horas de trabalho, para além das {{deadline}} indicadas.",
  "concept screening": "triagem conceptual",
  "study or feasibility": "estudo ou viabilidade",
  "budget authorisation": "autorização orçamental",
  "control or bid": "controlo ou proposta",
  "check estimate": "estimativa de verificação",
  "no stated quantities": "nenhuma quantidade indicada",
  "1 stated quantity": "1 quantidade indicada",
  "{{n}} stated quantities": "{{n}} quantidades indicadas",
  "no scope items": "nenhum item de âmbito",
  "1 scope item": "1 item de âmbito",
  "{{n}} scope items": "{{n}} itens de âmbito",
  "a {{n}}-word description": "uma descrição de {{n}} palavras",
  "concept design": "desenho conceptual",
  "schematic design": "anteprojeto",
  "detailed design": "projeto de execução",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Trata-se de uma estimativa de classe {{class}} ({{name}}) segundo {{source}}, obtida a partir de {{read}}: para esta classe espera-se que o custo final fique entre {{low}} e {{high}} da estimativa, e a dispersão da simulação está ajustada a isso.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "O orçamento indicado de {{budget}} {{currency}} não é comparado com a estimativa; converta-o para dólares americanos para o verificar.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "Não foi indicado nenhum local conhecido pela estimativa: orçado ao nível de custos de {{country}}, onde a moeda é {{currency}}.",
  "the venue": "o local",
  accommodation: "o alojamento",
  catering: "o catering",
  "software licences": "as licenças de software",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "Não orçado, porque o pedido diz que o cliente o fornece ou compra: {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "Não há taxa de câmbio de referência para {{currency}}, por isso todos os valores estão em dólares americanos (taxas de {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Todos os valores estão em {{currency}}, a moeda local de {{place}}, porque o pedido não indicava moeda; indique uma para que a estimativa seja calculada nela.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Esta é uma estimativa de classe {{class}} ({{name}}) segundo {{source}}, lida a partir de {{read}}; o seu intervalo vem de resultados registados, alargado ou estreitado para esta classe.",
};
