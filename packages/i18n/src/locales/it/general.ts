import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Risultato principale",
  "Supporting materials": "Materiali di supporto",
  "Quality review": "Revisione di qualità",
  "Stakeholder sign-off": "Approvazione delle parti interessate",
  "Project manager": "Project manager",
  Specialist: "Specialista",
  "Discovery and planning": "Analisi iniziale e pianificazione",
  "Requirements, plan and schedule": "Requisiti, piano e calendario",
  Delivery: "Realizzazione",
  "Coordination and progress reporting": "Coordinamento e resoconti di avanzamento",
  "Review and quality": "Revisione e qualità",
  "Reviews and corrections": "Revisioni e correzioni",
  Handover: "Consegna",
  "Handover and close-out": "Consegna e chiusura",
  "Scope grows after the plan is agreed": "Il perimetro cresce dopo l'approvazione del piano",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Concordare il perimetro per iscritto e stimare ogni modifica prima di accettarla.",
  "Decisions and reviews take longer than planned": "Decisioni e revisioni richiedono più tempo del previsto",
  "Name one decision-maker and agree review turnaround times up front.":
    "Nominare un unico decisore e concordare fin dall'inizio i tempi di revisione.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "Il lavoro è compresso in {{deadline}} settimane (circa {{nominal}} a ritmo normale): servono più persone in parallelo e decisioni rapide.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} settimane sono meno di quanto serva per questo perimetro, anche con più persone: occorrono almeno {{minimum}} settimane. Riduca il perimetro o sposti la data.",
  deliverable: "risultato",
  deliverables: "risultati",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Un modello generale di impegno per un servizio che non rientra in nessun modello specialistico: circa {{hours}} ore per risultato a questa complessità (oppure il team indicato × la durata), ripartite al 15/60/15/10% tra analisi iniziale, realizzazione, revisione e consegna, con {{perWeek}} ore produttive per persona a settimana; le cifre sono indicative.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Un progetto con {{items}} risultati principali: circa {{hours}} ore di lavoro in circa {{weeks}} settimane.",
  "{{n}} deliverables, as listed in the request.": "{{n}} risultati, come elencati nella richiesta.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "La richiesta non elencava alcun risultato, quindi se ne ipotizzano quattro tipici.",
  "Materials, licences and travel are not included.": "Materiali, licenze e trasferte non sono inclusi.",
  "What exactly should be delivered, and how will you judge it complete?":
    "Che cosa va consegnato esattamente, e come valuterà che il lavoro è completo?",
  "Who reviews the work, and how quickly can they respond?":
    "Chi revisiona il lavoro, e con quale rapidità può rispondere?",
  "Are there materials, licences or travel the work depends on?":
    "Ci sono materiali, licenze o trasferte da cui il lavoro dipende?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "Il budget indicato consente circa {{allowed}} per {{unit}}, contro circa {{needed}} per {{unit}} in questo piano.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Il budget indicato di {{budget}} è inferiore di {{gap}} al costo atteso di {{total}} per {{units}} {{plural}} ({{needed}} per {{unit}}); a questo livello copre circa {{covered}} {{plural}}, oppure il livello per {{unit}} deve scendere a circa {{allowed}}.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "Le tariffe orarie sono i salari mediani BLS rivalutati al 2026, maggiorati degli oneri (i salari sono il 70,4% del costo del dipendente, BLS ECEC) e × 1,94 per spese generali e utile, al livello di costo di {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}} è molto oltre la scala abituale per questo tipo di progetto (i valori di riferimento si fermano ben al di sotto di {{limit}}); la stima li estrapola e va confermata prima di basarvisi.",
};
