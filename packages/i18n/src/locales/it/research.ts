import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Domande e strategia di ricerca",
  "Research questions, sources and search strategy": "Domande di ricerca, fonti e strategia di ricerca",
  "Search, screening and reading": "Ricerca, selezione e lettura",
  "Searching and screening sources": "Ricerca e selezione delle fonti",
  "Reading and extracting findings": "Lettura ed estrazione dei risultati",
  "Synthesis and writing": "Sintesi e stesura",
  "Synthesis across sources": "Sintesi tra le fonti",
  "Report writing": "Stesura del rapporto",
  "Review and editing": "Revisione e redazione",
  "Key sources are paywalled or unavailable": "Fonti chiave a pagamento o non disponibili",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Concordare presto a quali banche dati il cliente può dare accesso, e prevedere il budget per alcuni rapporti a pagamento se decidono la risposta.",
  "The question widens during the review": "La domanda si allarga durante la revisione",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Mettere per iscritto le domande di ricerca e i criteri di inclusione e modificarli solo di comune accordo.",
  "A review of {{n}} sources": "Una revisione di {{n}} fonti",
  sources: "fonti",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Ore per fonte per ricerca, selezione e lettura ({{hours}} h ciascuna), una sintesi che cresce con il numero di fonti e {{pageHours}} ore di stesura per pagina del rapporto.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Ricerca documentale che esamina circa {{sources}} fonti in un rapporto di {{pages}} pagine: circa {{total}} in {{weeks}} settimane.",
  "{{n}} sources, as stated.": "{{n}} fonti, come indicato.",
  "About {{n}} sources assumed: the request gave no number.":
    "Ipotizzate circa {{n}} fonti: la richiesta non indicava un numero.",
  "A {{n}}-page report, as stated.": "Un rapporto di {{n}} pagine, come indicato.",
  "A report of about {{n}} pages assumed.": "Ipotizzato un rapporto di circa {{n}} pagine.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "Le fonti sono liberamente accessibili o fornite dal cliente; i rapporti a pagamento non sono inclusi.",
  "What questions must the research answer, and for which decision?":
    "A quali domande deve rispondere la ricerca, e per quale decisione?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "Quali tipi di fonti contano (accademiche, di settore, istituzionali), e di quali anni?",
  "How long should the report be, and in which format?": "Quanto deve essere lungo il rapporto, e in quale formato?",
  market: "mercato",
  expert: "esperto",
  "Scope and market definitions": "Perimetro e definizioni di mercato",
  "Product, customer and geography definitions": "Definizioni di prodotto, cliente e area geografica",
  "Data collection": "Raccolta dei dati",
  "Industry reports and data sets": "Rapporti di settore e dataset",
  "Desk research: statistics, company filings and industry data":
    "Ricerca documentale: statistiche, bilanci aziendali e dati di settore",
  "Expert call honoraria": "Compensi per le interviste agli esperti",
  "Expert recruiting": "Reclutamento degli esperti",
  "Expert interviews and notes": "Interviste agli esperti e appunti",
  "Sizing model and triangulation": "Modello di dimensionamento e triangolazione",
  "Top-down and bottom-up sizing model per market": "Modello di dimensionamento top-down e bottom-up per mercato",
  "Assumption review and triangulation": "Revisione delle ipotesi e triangolazione",
  Report: "Rapporto",
  "Report with TAM, SAM and SOM and their assumptions": "Rapporto con TAM, SAM e SOM e le relative ipotesi",
  "Read-out": "Presentazione dei risultati",
  "Public data missing for some markets or segments": "Dati pubblici mancanti per alcuni mercati o segmenti",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Concordare fin dall'inizio le variabili proxy e il metodo di triangolazione, e acquistare un dataset in più dove una lacuna decide la risposta.",
  "Market definition changes after the first numbers": "La definizione di mercato cambia dopo i primi numeri",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Approvare le definizioni di prodotto, cliente e area geografica prima di iniziare il lavoro sui dati.",
  "Sizing {{n}} markets": "Dimensionamento di {{n}} mercati",
  markets: "mercati",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Per mercato: ricerca documentale e un modello di dimensionamento top-down e bottom-up in ore, triangolato e revisionato, con un rapporto o dataset di settore acquistato per mercato ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} interviste agli esperti a compensi e costi di reclutamento specialistici.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Dimensionamento del mercato per {{n}} mercati: circa {{total}}, consegnato in circa {{weeks}} settimane.",
  "{{n}} markets, as the request names them.": "{{n}} mercati, come indicati nella richiesta.",
  "One market assumed: the request named none.": "Ipotizzato un mercato: la richiesta non ne indicava nessuno.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Dimensionamento da dati secondari e modelli; nessun sondaggio primario a meno che la richiesta non lo preveda.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "Quali paesi o regioni, e in quali anni e valuta vanno espresse le dimensioni?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "Le serve solo il TAM, o anche il mercato servibile e ottenibile (SAM, SOM)?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "Ci sono dati interni (vendite, prezzi, numero di clienti) per una verifica bottom-up?",
  "Should experts or customers be interviewed to test the assumptions?":
    "Vanno intervistati esperti o clienti per mettere alla prova le ipotesi?",
  consumers: "consumatori",
  professionals: "professionisti",
  "hard-to-reach specialists": "specialisti difficili da raggiungere",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} in {{deadline}} settimane è stretto ma possibile: reclutamento, rilevazione e sintesi sono compressi da circa {{nominal}} settimane, con il reclutamento che parte nei primi giorni e poco margine per le assenze.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} non si può fare in {{deadline}} settimane: reclutamento, rilevazione e analisi richiedono almeno {{minimum}} settimane anche compressi. Preveda {{minimum}} settimane o riduca il campione.",
  "Research lead": "Responsabile della ricerca",
  Researcher: "Ricercatore",
  "Recruitment coordinator": "Coordinatore del reclutamento",
  Statistician: "Statistico",
  "Questionnaire, programming and soft launch": "Questionario, programmazione e test pilota",
  "Objectives, sample design and questionnaire": "Obiettivi, disegno del campione e questionario",
  "Survey programming, testing and soft launch": "Programmazione del sondaggio, test e avvio pilota",
  Fieldwork: "Rilevazione",
  "Panel sample (cost per complete)": "Campione da panel (costo per intervista completata)",
  complete: "intervista completata",
  "Fieldwork monitoring, quotas and quality checks": "Monitoraggio della rilevazione, quote e controlli di qualità",
  "Analysis and report": "Analisi e rapporto",
  "Data cleaning and weighting": "Pulizia e ponderazione dei dati",
  "Cross-tabulations and statistical analysis": "Tabulazioni incrociate e analisi statistica",
  "Findings review and presentation": "Revisione dei risultati e presentazione",
  "Incidence lower than assumed raises the cost per complete":
    "Un'incidenza inferiore al previsto aumenta il costo per intervista completata",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Verificare l'incidenza con il panel prima della rilevazione e concordare un prezzo per ogni fascia di incidenza.",
  "Speeders, bots and straight-liners have to be replaced":
    "Risposte troppo rapide, bot e risposte in serie vanno sostituiti",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Domande di controllo dell'attenzione, tempi minimi di compilazione e un avvio pilota sul 10% del campione.",
  "Quotas in small subgroups fill slowly": "Le quote nei sottogruppi piccoli si riempiono lentamente",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Fissare le quote sui profili reali del panel e consentire di allentarle con l'approvazione del cliente.",
  "A survey of {{n}} completes": "Un sondaggio con {{n}} interviste completate",
  completes: "interviste completate",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "Il campione indicato acquistato da un panel online a un costo per intervista completata per {{audience}} ({{source}}), rivalutato al 2026 con il CPI-U e riportato a {{place}} (× {{factor}}); disegno, programmazione, pulizia, ponderazione, tabelle e rapporto in ore; settimane di rilevazione a circa {{pace}} interviste completate a settimana per questo pubblico.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Un sondaggio online con {{n}} interviste completate tra {{audience}}, dal questionario al rapporto in circa {{weeks}} settimane.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} interviste completate, come indicato: la dimensione del campione non viene modificata.",
  "{{n}} completes assumed: the request gave no sample size.":
    "Ipotizzate {{n}} interviste completate: la richiesta non indicava la dimensione del campione.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Un questionario di circa 15 minuti in una lingua, somministrato online.",
  "Panel incentives are included in the cost per complete.":
    "Gli incentivi del panel sono inclusi nel costo per intervista completata.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "Chi deve rispondere (paese, età, ruolo) e quale quota della popolazione è idonea?",
  "How long is the questionnaire, and in how many languages?": "Quanto è lungo il questionario, e in quante lingue?",
  "Are quotas or weighting to a census profile needed?": "Servono quote o una ponderazione su un profilo censuario?",
  "Do you need a written report and presentation, or data tables only?":
    "Le servono un rapporto scritto e una presentazione, o solo le tabelle dei dati?",
  participant: "partecipante",
  "Research plan, screener and recruiting": "Piano di ricerca, screener e reclutamento",
  "Research plan and discussion guide": "Piano di ricerca e traccia di discussione",
  "Screener and participant criteria": "Screener e criteri dei partecipanti",
  "Participant recruiting fee": "Costo di reclutamento dei partecipanti",
  "Recruiting, scheduling and reminders": "Reclutamento, pianificazione e promemoria",
  Interviews: "Interviste",
  "Participant incentives": "Incentivi ai partecipanti",
  "Moderating the interviews (including set-up and notes)":
    "Conduzione delle interviste (inclusi preparazione e appunti)",
  "Synthesis and read-out": "Sintesi e presentazione",
  "Transcript review and coding": "Revisione e codifica delle trascrizioni",
  "Synthesis, findings and recommendations": "Sintesi, risultati e raccomandazioni",
  "Report and read-out": "Rapporto e presentazione",
  "No-shows and late cancellations": "Assenze e disdette dell'ultimo minuto",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "Reclutare il 10–15% in più, inviare promemoria il giorno prima e un'ora prima, e tenere sostituti disponibili.",
  "Recruiting the right profile takes longer than planned":
    "Reclutare il profilo giusto richiede più tempo del previsto",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Concordare presto lo screener, prevedere una seconda fonte di reclutamento e allentare i criteri secondari se il bacino è piccolo.",
  "Findings do not answer the decision the study was for":
    "I risultati non rispondono alla decisione per cui lo studio è stato fatto",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Scrivere nel piano le decisioni che lo studio deve supportare e verificare la traccia rispetto a esse dopo le prime due sessioni.",
  "{{n}} interviews": "{{n}} interviste",
  interview: "intervista",
  interviews: "interviste",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Per partecipante: un incentivo per {{audience}} secondo la durata della sessione ({{minutes}} minuti) dai dati sugli incentivi di User Interviews e un costo di reclutamento (piattaforma di panel per i consumatori, altrimenti un reclutatore specializzato), rivalutati al 2026 con il CPI-U.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Per intervista: conduzione della sessione più mezz'ora, e {{analysis}} ore di revisione e codifica delle trascrizioni per ora di intervista con trascrizioni automatiche (la sola trascrizione manuale richiede {{manual}} ore, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "Le settimane seguono i numeri: reclutamento, sessioni a circa {{pace}} a settimana per moderatore, poi la sintesi.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} interviste agli utenti con {{audience}} ({{minutes}} minuti ciascuna, {{mode}}), dal reclutamento alla presentazione in circa {{weeks}} settimane.",
  "in person": "in presenza",
  remote: "a distanza",
  "{{n}} interviews, as stated.": "{{n}} interviste, come indicato.",
  "{{n}} interviews assumed: the request gave no number.":
    "Ipotizzate {{n}} interviste: la richiesta non indicava un numero.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "I partecipanti sono {{audience}} reclutati al di fuori dell'elenco clienti del committente.",
  "Sessions are held in person; travel and room hire are not included.":
    "Le sessioni si svolgono in presenza; trasferte e affitto delle sale non sono inclusi.",
  "Sessions run remotely by video call and are recorded with consent.":
    "Le sessioni si svolgono a distanza in videochiamata e vengono registrate con il consenso.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "Chi deve partecipare esattamente (ruolo, comportamento, uso del prodotto), e può reclutare tra i suoi clienti?",
  "How long should each session be, and remote or in person?":
    "Quanto deve durare ogni sessione, e a distanza o in presenza?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "Quali decisioni devono supportare i risultati, e che forma deve avere il risultato finale?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "Le servono trascrizioni, video di sintesi o una voce in un archivio di ricerca?",
  "{{part}}: {{phase}}": "{{part}}: {{phase}}",
  Survey: "Sondaggio",
  "Project management and client meetings": "Gestione del progetto e riunioni con il cliente",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Gestione del progetto e riunioni con il cliente al {{share}}% dell'impegno dello studio ({{source}}).",
  "the incentive stated in the request": "l'incentivo indicato nella richiesta",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Un incentivo di {{amount}} per questionario completato, come indicato, oltre alla tariffa del panel.",
};
