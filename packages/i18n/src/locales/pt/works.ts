import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Outro edifício ou obra",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Custo = {{area}} {{unit}} × {{rate}} {{per}} para {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) atualizado de {{year}} para {{priceYear}} pelo {{index}} (× {{ratio}}) {{adjustments}} × fator de custo de construção {{factor}} para {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "O orçamento indicado de {{budget}} não chega para este projeto: a cerca de {{rate}} {{per}} com tudo incluído, paga cerca de {{affordable}} {{unit}}, não os {{area}} pedidos; seria preciso um âmbito muito menor, uma especificação mais simples ou mais financiamento.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, assumido ({{basis}}): o pedido não indicava a quantidade.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} excede em muito a dimensão habitual de {{what}} (normalmente até {{max}} {{unit}}): verifique o número; os valores abaixo orçamentam-no tal como indicado.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} é invulgarmente pouco para {{what}} (normalmente pelo menos {{min}} {{unit}}): verifique o número; os valores abaixo orçamentam-no tal como indicado.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Orçamentado com uma tabela geral de custos para {{what}} ({{source}}), sem modelo próprio: trate-o como ordem de grandeza até o projeto ser desenvolvido.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "O estacionamento é à superfície, em altura ou subterrâneo? Um em altura custa cerca de cinco vezes mais por lugar.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "Qual ponto de ligação à rede elétrica será usado, e há capacidade suficiente?",
  "What is known about the ground and the access to the site?": "O que se sabe sobre o terreno e o acesso à obra?",
  "Scaffolding, access and protection": "Andaimes, acessos e proteções",
  "Repairs and preparation of the existing surface": "Reparação e preparação do suporte existente",
  "New finish, cladding, insulation or membrane": "Novo acabamento, revestimento, isolamento ou membrana",
  "Details, flashings, drainage and making good": "Remates, rufos, drenagem e acabamentos finais",
  "Hidden defects found once the surface is opened up": "Defeitos ocultos descobertos ao abrir o suporte",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Abra uma zona de amostra antes de orçamentar e acorde no contrato preços para reparações adicionais.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "É possível montar andaime em todo o perímetro, e o edifício é classificado ou está numa zona protegida?",
  "Site preparation, earthworks and drainage": "Preparação do terreno, movimentação de terras e drenagem",
  "Main works: paving, surfacing, structure or equipment":
    "Obra principal: pavimentos, revestimentos, estrutura ou equipamentos",
  "Lighting, power and services": "Iluminação, eletricidade e redes",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Trabalhos auxiliares: lancis, vedações, sinalização e paisagismo",
  "Equipment and materials": "Equipamentos e materiais",
  "Installation and mounting": "Instalação e montagem",
  "Electrical works and connection to the supply": "Trabalhos elétricos e ligação à rede",
  "Preparation and making good": "Preparação e acabamentos",
  "How many parking spaces? They drive most of the cost.":
    "Quantos lugares de estacionamento? Determinam a maior parte do custo.",
  "How many guest rooms? They drive most of the cost.": "Quantos quartos? Determinam a maior parte do custo.",
  "How many beds? They drive most of the cost.": "Quantas camas? Determinam a maior parte do custo.",
  "How many seats? They drive most of the cost.": "Quantos lugares sentados? Determinam a maior parte do custo.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "Que potência em kW (kWp se for solar)? Determina a maior parte do custo.",
  "How many chargers? They drive most of the cost.": "Quantos carregadores? Determinam a maior parte do custo.",
  "How long is it, in metres? The length drives most of the cost.":
    "Qual é o comprimento, em metros? O comprimento determina a maior parte do custo.",
  "What capacity in m³ a day? It drives most of the cost.":
    "Que capacidade em m³ por dia? Determina a maior parte do custo.",
  "How many are needed? The number drives most of the cost.":
    "Quantas unidades são precisas? O número determina a maior parte do custo.",
  "parking spaces": "lugares de estacionamento",
  "per parking space": "por lugar",
  "guest rooms": "quartos",
  "per guest room": "por quarto",
  beds: "camas",
  "per bed": "por cama",
  seats: "lugares sentados",
  "per seat": "por lugar",
  kW: "kW",
  "per kW": "por kW",
  chargers: "carregadores",
  "per charger": "por carregador",
  m: "m",
  "per m": "por m",
  "m³/day": "m³/dia",
  "per m³/day": "por m³/dia",
  units: "unidades",
  each: "cada",
};
