import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "hora",
  "rate card": "tarifa de referencia",
  "the company's own rate": "tarifa propia de la empresa",
  "lump sum": "suma global",
  allowance: "partida alzada",
  "stated in the request": "indicado en la solicitud",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "El coste esperado de {{total}} cabe en el presupuesto indicado de {{budget}}; la probabilidad de no superarlo es de aproximadamente el {{confidence}} %.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "El presupuesto indicado de {{budget}} no cubre este alcance: el coste esperado es de {{total}} ({{more}} más). Para ajustarse, reduzca el alcance en torno a un {{cut}} % o aumente el presupuesto hasta al menos {{total}} ({{p80}} para un 80 % de confianza).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "El presupuesto indicado de {{budget}} no alcanza para ninguna versión creíble de este proyecto: el alcance solicitado costaría previsiblemente {{total}}, e incluso su núcleo (aproximadamente el {{core}} %) necesita {{minimum}}. Recortar el plan no cerrará esa diferencia; vea las opciones más abajo.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "El plan cabe en las {{deadline}} indicadas (mediana de {{median}}; aproximadamente un {{confidence}} % de probabilidad de terminar a tiempo).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "Las {{deadline}} indicadas no bastan: la mediana es de {{median}} ({{p80}} para un 80 % de confianza). Cumplir el plazo exigiría reducir el alcance en torno a un {{cut}} % o empezar antes.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "Las {{deadline}} indicadas están por debajo del plazo creíble más corto para este alcance: el plan necesita una mediana de {{median}}, y ningún equipo puede comprimirlo por debajo de unas {{shortest}}. Vea las opciones más abajo.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "El equipo indicado de {{team}} cubre la {{needed}} persona que el plan necesita en su momento de más carga.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "El equipo indicado de {{team}} cubre las {{needed}} personas que el plan necesita en su momento de más carga.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "El plan necesita unas {{needed}} personas en su momento de más carga; el equipo indicado de {{team}} necesitaría unas {{weeks}} para sus {{hours}} horas de trabajo.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "El plan necesita unas {{needed}} personas en su momento de más carga; el equipo indicado de {{team}} necesitaría unas {{weeks}} para sus {{hours}} horas de trabajo, dentro de las {{deadline}} indicadas.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "El plan necesita unas {{needed}} personas en su momento de más carga; el equipo indicado de {{team}} necesitaría unas {{weeks}} para sus {{hours}} horas de trabajo, más allá de las {{deadline}} indicadas.",
  "concept screening": "estudio conceptual",
  "study or feasibility": "estudio o viabilidad",
  "budget authorisation": "autorización de presupuesto",
  "control or bid": "control u oferta",
  "check estimate": "estimación de comprobación",
  "no stated quantities": "ninguna cantidad indicada",
  "1 stated quantity": "1 cantidad indicada",
  "{{n}} stated quantities": "{{n}} cantidades indicadas",
  "no scope items": "ningún elemento de alcance",
  "1 scope item": "1 elemento de alcance",
  "{{n}} scope items": "{{n}} elementos de alcance",
  "a {{n}}-word description": "una descripción de {{n}} palabras",
  "concept design": "diseño conceptual",
  "schematic design": "anteproyecto",
  "detailed design": "proyecto de ejecución",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Es una estimación de clase {{class}} ({{name}}) según {{source}}, deducida de {{read}}: para esta clase se espera que el coste final quede entre {{low}} y {{high}} de la estimación, y la dispersión de la simulación se ajusta a ello.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "El presupuesto indicado de {{budget}} {{currency}} no se compara con la estimación; conviértalo a dólares estadounidenses para comprobarlo.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "No se nombró ningún lugar que la estimación conozca: se calcula al nivel de costes de {{country}}, donde la moneda es {{currency}}.",
  "the venue": "el lugar",
  accommodation: "el alojamiento",
  catering: "el catering",
  "software licences": "las licencias de software",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "No se presupuesta, porque la solicitud dice que el cliente lo aporta o lo compra: {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "No hay tipo de cambio de referencia para {{currency}}, así que todas las cifras están en dólares estadounidenses (tipos de {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Todas las cifras están en {{currency}}, la moneda local de {{place}}, porque la solicitud no indicaba moneda; indique una para que la estimación se calcule en ella.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Esta es una estimación de clase {{class}} ({{name}}) según {{source}}, leída a partir de {{read}}; su rango procede de resultados registrados, ampliado o reducido para esta clase.",
};
