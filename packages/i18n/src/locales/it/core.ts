import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "ora",
  "rate card": "tariffario",
  "the company's own rate": "tariffa propria dell’azienda",
  "lump sum": "forfait",
  allowance: "somma a disposizione",
  "stated in the request": "indicato nella richiesta",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "Il costo atteso di {{total}} rientra nel budget indicato di {{budget}}; la probabilità di restarvi dentro è di circa il {{confidence}}%.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "Il budget indicato di {{budget}} non copre questo perimetro: il costo atteso è di {{total}} ({{more}} in più). Per rientrarvi, riduca il perimetro di circa il {{cut}}% o porti il budget ad almeno {{total}} ({{p80}} per una confidenza dell'80%).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "Il budget indicato di {{budget}} non basta per nessuna versione credibile di questo progetto: il perimetro richiesto costerebbe presumibilmente {{total}}, e anche il suo nucleo (circa il {{core}}%) richiede {{minimum}}. Ridimensionare il piano non colmerà questa differenza; veda le opzioni più avanti.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "Il piano rientra nel termine indicato di {{deadline}} (mediana di {{median}}; circa il {{confidence}}% di probabilità di finire in tempo).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "Il termine indicato di {{deadline}} non basta: la mediana è di {{median}} ({{p80}} per una confidenza dell'80%). Rispettarlo richiederebbe di ridurre il perimetro di circa il {{cut}}% o di iniziare prima.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "Il termine indicato di {{deadline}} è inferiore alla durata credibile più breve per questo perimetro: il piano richiede una mediana di {{median}}, e nessun team può comprimerlo sotto circa {{shortest}}. Veda le opzioni più avanti.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "Il team indicato di {{team}} copre la {{needed}} persona di cui il piano ha bisogno nel momento di massimo carico.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "Il team indicato di {{team}} copre le {{needed}} persone di cui il piano ha bisogno nel momento di massimo carico.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "Nel momento di massimo carico il piano richiede circa {{needed}} persone; il team indicato di {{team}} impiegherebbe circa {{weeks}} per le sue {{hours}} ore di lavoro.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "Nel momento di massimo carico il piano richiede circa {{needed}} persone; il team indicato di {{team}} impiegherebbe circa {{weeks}} per le sue {{hours}} ore di lavoro, entro il termine indicato di {{deadline}}.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "Nel momento di massimo carico il piano richiede circa {{needed}} persone; il team indicato di {{team}} impiegherebbe circa {{weeks}} per le sue {{hours}} ore di lavoro, oltre il termine indicato di {{deadline}}.",
  "concept screening": "valutazione preliminare",
  "study or feasibility": "studio o fattibilità",
  "budget authorisation": "autorizzazione del budget",
  "control or bid": "controllo o offerta",
  "check estimate": "stima di verifica",
  "no stated quantities": "nessuna quantità indicata",
  "1 stated quantity": "1 quantità indicata",
  "{{n}} stated quantities": "{{n}} quantità indicate",
  "no scope items": "nessuna voce di perimetro",
  "1 scope item": "1 voce di perimetro",
  "{{n}} scope items": "{{n}} voci di perimetro",
  "a {{n}}-word description": "una descrizione di {{n}} parole",
  "concept design": "progetto di massima",
  "schematic design": "progetto preliminare",
  "detailed design": "progetto esecutivo",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Questa è una stima di classe {{class}} ({{name}}) secondo {{source}}, ricavata da {{read}}: per questa classe il costo finale dovrebbe cadere tra {{low}} e {{high}} della stima, e la dispersione della simulazione è regolata di conseguenza.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "Il budget indicato di {{budget}} {{currency}} non è confrontato con la stima; lo converta in dollari statunitensi per verificarlo.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "Non è stato indicato alcun luogo noto alla stima: calcolata al livello di costi di {{country}}, dove la valuta è {{currency}}.",
  "the venue": "la location",
  accommodation: "l'alloggio",
  catering: "il catering",
  "software licences": "le licenze software",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "Non quotato, perché la richiesta dice che il cliente lo fornisce o lo acquista: {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "Non esiste un tasso di cambio di riferimento per {{currency}}, quindi tutte le cifre sono in dollari statunitensi (tassi del {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Tutte le cifre sono in {{currency}}, la valuta locale di {{place}}, poiché la richiesta non indicava alcuna valuta; ne indichi una per avere la stima in quella valuta.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Questa è una stima di classe {{class}} ({{name}}) secondo {{source}}, ricavata da {{read}}; il suo intervallo deriva da esiti registrati, allargato o ristretto per questa classe.",
};
