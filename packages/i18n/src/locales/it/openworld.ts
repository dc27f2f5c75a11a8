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
};
