import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (fattori di scala di un sistema embedded: bassa familiarità, flessibilità molto bassa)",
  "A productive person-month is {{hours}} hours.": "Un mese-persona produttivo è di {{hours}} ore.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Un progetto software di {{size}}, come indicato nella richiesta: circa {{hours}} ore di lavoro in {{weeks}} settimane con circa {{people}} persone in media.",
  "Build of the stated {{size}}": "Sviluppo dei {{size}} indicati",
  Build: "Sviluppo",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "I COSMIC function point sono valorizzati come function point IFPUG in rapporto di {{ratio}} a uno ({{source}}).",
  "Defect fixing and performance tuning": "Correzione dei difetti e ottimizzazione delle prestazioni",
  "Discovery and design": "Analisi e progettazione",
  "Documentation, training and handover": "Documentazione, formazione e consegna",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Impegno di {{hours}} ore per use-case point ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Impegno secondo COCOMO II.2000 ({{source}}): PM = 2,94 × KSLOC^E × ΠEM con E = {{exponent}}{{embedded}} e ΠEM = {{multiplier}} dai cost driver che la richiesta valuta ({{rated}}), a 152 ore per mese-persona; il calendario è il TDEV di COCOMO II (impegno ÷ un team di circa √PM persone per i sistemi piccoli).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Impegno dalla dimensione secondo un modello di produttività pubblicato: ore = {{scale}} × FP^{{exponent}}, con l'esponente da {{source}} e la scala adattata su progetti registrati, cioè {{perFp}} ore per function point a questa dimensione; il calendario è di circa FP^{{power}} mesi ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infrastruttura, CI/CD e rilascio",
  "Launch and handover": "Lancio e consegna",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "Le righe di un linguaggio di elaborazione dati sono convertite in function point a {{sloc}} righe ciascuno ({{source}}): {{fp}} function point.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "Non erano disponibili progetti registrati dimensionati in questo modo: l'intervallo riprende la dispersione misurata per le dimensioni in function point su {{projects}} progetti registrati.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "Di {{projects}} progetti registrati comparabili valorizzati allo stesso modo, {{inTen}} su 10 sono rimasti tra il loro P10 e il loro P90. Per questo progetto l'intervallo, {{calibration}}, va da {{p10}} a {{p90}} ore di lavoro, con {{p50}} ore come mediana (fonte: {{source}}).",
  "calibrated on {{n}} of your finished projects": "calibrato su {{n}} dei vostri progetti conclusi",
  "calibrated on one of your finished projects": "calibrato su uno dei vostri progetti conclusi",
  "calibrated on {{n}} public projects": "calibrato su {{n}} progetti pubblici",
  "Post-launch support (hypercare)": "Supporto post-lancio (hypercare)",
  "Project management": "Gestione del progetto",
  "Rates are {{date}} market rates for {{location}}.":
    "Le tariffe sono tariffe di mercato del {{date}} per {{location}}.",
  "Requirements, user stories and backlog": "Requisiti, user story e backlog",
  "Test automation and QA": "Automazione dei test e QA",
  "Testing and hardening": "Test e consolidamento",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "L'intervallo P10–P90 è la dispersione degli errori di questo stesso modello su {{projects}} progetti registrati (dataset pubblici, escludendo un dataset alla volta: il {{coverage}}% dei loro impegni effettivi vi è ricaduto; mediana effettivo ÷ P50 {{ratio}}), più ampio per un brief più vago.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "L'intervallo deriva dagli esiti di progetti registrati comparabili, che includono già le loro modifiche, rotazioni e sforamenti, quindi non si aggiunge una riserva per rischi separata.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "La dimensione indicata nella richiesta ({{size}}) è usata così com'è; il catalogo delle funzionalità non la ridimensiona.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "La velocity indicata di {{velocity}} punti per sprint dà {{sprints}} sprint di {{weeks}} settimane ({{source}}) per un team di {{team}} con {{hours}} ore produttive a settimana.",
  "UX research, wireframes and UI design": "Ricerca UX, wireframe e design dell'interfaccia",
  "all nominal": "tutti nominali",
  "{{n}} COSMIC function points": "{{n}} COSMIC function point",
  "{{n}} function points": "{{n}} function point",
  "{{n}} story points": "{{n}} story point",
  "{{n}} thousand lines of code": "{{n}} migliaia di righe di codice",
  "{{n}} use-case points": "{{n}} use-case point",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "La dimensione indicata sostituisce solo il lavoro di sviluppo del modello {{kind}}: le sue ore sono ripartite tra le fasi e i ruoli di quel modello nelle proporzioni del suo piano, senza i suoi moltiplicatori di impegno, fattori di team o impegno minimo; licenze, piattaforme e costi di esercizio sono valorizzati come in quel modello.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "Non si aggiunge una riserva per rischi: i rischi di questo tipo di progetto sono sforamenti del lavoro, che gli esiti registrati includono già, e gli altri costi hanno propri intervalli di prezzo, che la dispersione misurata dell'impegno non scala.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "La sua dimensione come indicata nella richiesta, {{size}}, richiede circa {{hours}} ore di lavoro in {{weeks}} settimane con circa {{people}} persone in media.",
  "web application": "applicazione web",
  "mobile app": "app mobile",
  website: "sito web",
  "online store": "negozio online",
  "systems integration": "integrazione di sistemi",
  "data migration": "migrazione di dati",
  "data platform": "piattaforma dati",
  "machine-learning feature": "funzionalità di machine learning",
  "automation script": "script di automazione",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Include la dispersione tra organizzazioni oltre a quella all'interno di una (l'organizzazione come effetto casuale), quindi vale per un'organizzazione di cui il modello non ha visto i progetti.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Calibrato su {{n}} dei vostri progetti conclusi: la mediana è quella del modello pubblico × {{factor}}, il loro effetto ridotto verso quello dei progetti pubblici in base a quanti sono, e l'intervallo è ampio quanto la loro dispersione lo lascia.",
};
