import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Reclutamento e incentivi",
  "Focus groups": "Focus group",
  "Focus-group facility (viewing room, recording, hosting)":
    "Sala per focus group (sala di osservazione, registrazione, accoglienza)",
  day: "giorno",
  "Moderating the groups": "Moderazione dei gruppi",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Per gruppo: mezza giornata di sala ({{facility}}) e {{seats}} posti reclutati (uno di riserva) con reclutamento e incentivo per {{audience}} ({{recruit}}); moderazione, trascrizioni e analisi per gruppo ({{norm}}); circa {{pace}} gruppi per settimana di campo.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} focus group da {{perGroup}} {{audience}}, dal reclutamento alla presentazione in circa {{weeks}} settimane.",
  "{{groups}} groups, as stated.": "{{groups}} gruppi, come indicato.",
  "{{n}} participants a group, as stated.": "{{n}} partecipanti per gruppo, come indicato.",
  "{{n}} participants a group assumed.": "Si ipotizzano {{n}} partecipanti per gruppo.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Gruppi di circa 90 minuti in una sala con osservazione; i viaggi del gruppo di ricerca non sono inclusi.",
  "{{groups}} focus groups": "{{groups}} focus group",
  "Conjoint design and experimental plan": "Disegno della conjoint e piano sperimentale",
  "Conjoint utility estimation": "Stima delle utilità della conjoint",
  "Market simulator": "Simulatore di mercato",
  "Segmentation and profiling": "Segmentazione e profili",
  "Results dashboard": "Cruscotto dei risultati",
  "Telephone interviewer": "Intervistatore telefonico",
  "Telephone interviewing (CATI)": "Interviste telefoniche (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Intervistati invece per telefono: {{hours}} ore di intervistatore per ora di intervista ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} ondate di {{n}} interviste complete, a circa {{gap}} settimane l'una dall'altra ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Moduli di analisi secondo le norme di questo modello: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Un questionario di {{minutes}} minuti, come indicato, in una lingua.",
  "Assessment and landing zone": "Valutazione e landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventario e valutazione ({{n}} server)",
  "Landing zone": "Landing zone",
  "Migration waves": "Ondate di migrazione",
  "Rehosting servers": "Migrazione dei server (rehost)",
  "Database migrations": "Migrazione dei database",
  "File and data transfer": "Trasferimento di file e dati",
  "Application testing and sign-off": "Test e collaudo delle applicazioni",
  "Cutover waves ({{n}})": "Ondate di passaggio ({{n}})",
  "Hypercare after the move": "Hypercare dopo il trasferimento",
  "Undocumented dependencies between servers break an application after its move":
    "Dipendenze non documentate tra server bloccano un'applicazione dopo il trasferimento",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Mappare le dipendenze con uno strumento di discovery prima di pianificare le ondate e trasferire insieme i server dipendenti.",
  "Licences do not carry over to the cloud as assumed": "Le licenze non passano al cloud come previsto",
  "Check each licence's cloud terms during the assessment.":
    "Verificare le condizioni cloud di ogni licenza durante la valutazione.",
  "How many applications run on these servers, and who tests each after the move?":
    "Quante applicazioni girano su questi server e chi le testa dopo il trasferimento?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "I server possono essere trasferiti così come sono (lift-and-shift) o alcuni vanno riprogettati?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Una migrazione al cloud stimata per carico di lavoro: {{perServer}} ore per server o VM, {{perDatabase}} per database, {{perApplication}} di test per applicazione, {{perTb}} per terabyte di dati, una landing zone ({{landing}} ore), valutazione, un'ondata di passaggio ogni {{wave}} server e hypercare; 12 % di gestione del progetto. Le ore sono norme proprie di questo modello ({{source}}); i costi di esercizio del cloud non sono inclusi.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Un trasferimento nel cloud di {{servers}} server, {{databases}} database, {{applications}} applicazioni e {{tb}} TB di dati, in {{waves}} ondate.",
  "{{n}} servers, as stated.": "{{n}} server, come indicato.",
  "{{n}} applications assumed (one for every four servers).":
    "Si ipotizzano {{n}} applicazioni (una ogni quattro server).",
  "The cloud's running costs and any licences are not included.":
    "I costi di esercizio del cloud e le licenze non sono inclusi.",
};
