import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Rekrutierung und Incentives",
  "Focus groups": "Fokusgruppen",
  "Focus-group facility (viewing room, recording, hosting)":
    "Fokusgruppen-Studio (Beobachtungsraum, Aufzeichnung, Betreuung)",
  day: "Tag",
  "Moderating the groups": "Moderation der Gruppen",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Je Gruppe: ein halber Studiotag ({{facility}}) und {{seats}} rekrutierte Plätze (einer als Reserve) mit Rekrutierung und Incentive für {{audience}} ({{recruit}}); Moderation, Transkripte und Auswertung je Gruppe ({{norm}}); etwa {{pace}} Gruppen je Feldwoche.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} Fokusgruppen mit je {{perGroup}} {{audience}}, von der Rekrutierung bis zur Präsentation in etwa {{weeks}} Wochen.",
  "{{groups}} groups, as stated.": "{{groups}} Gruppen, wie angegeben.",
  "{{n}} participants a group, as stated.": "{{n}} Teilnehmende je Gruppe, wie angegeben.",
  "{{n}} participants a group assumed.": "{{n}} Teilnehmende je Gruppe angenommen.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Gruppen von etwa 90 Minuten in einem Studio mit Beobachtungsraum; Reisen des Forschungsteams sind nicht enthalten.",
  "{{groups}} focus groups": "{{groups}} Fokusgruppen",
  "Conjoint design and experimental plan": "Conjoint-Design und Versuchsplan",
  "Conjoint utility estimation": "Schätzung der Conjoint-Nutzenwerte",
  "Market simulator": "Marktsimulator",
  "Segmentation and profiling": "Segmentierung und Profilierung",
  "Results dashboard": "Ergebnis-Dashboard",
  "Telephone interviewer": "Telefoninterviewer",
  "Telephone interviewing (CATI)": "Telefoninterviews (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Stattdessen telefonisch befragt: {{hours}} Interviewerstunden je Interviewstunde ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} Wellen mit je {{n}} vollständigen Interviews, etwa {{gap}} Wochen auseinander ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Analysemodule nach den Normen dieses Modells: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Ein Fragebogen von {{minutes}} Minuten, wie angegeben, in einer Sprache.",
};
