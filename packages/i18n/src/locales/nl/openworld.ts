import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Werving en vergoedingen",
  "Focus groups": "Focusgroepen",
  "Focus-group facility (viewing room, recording, hosting)": "Focusgroepruimte (observatieruimte, opname, ontvangst)",
  day: "dag",
  "Moderating the groups": "Gespreksleiding van de groepen",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Per groep: een halve dag ruimte ({{facility}}) en {{seats}} geworven plaatsen (één reserve) met werving en vergoeding voor {{audience}} ({{recruit}}); gespreksleiding, transcripten en analyse per groep ({{norm}}); ongeveer {{pace}} groepen per veldweek.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} focusgroepen van {{perGroup}} {{audience}}, van werving tot presentatie in ongeveer {{weeks}} weken.",
  "{{groups}} groups, as stated.": "{{groups}} groepen, zoals vermeld.",
  "{{n}} participants a group, as stated.": "{{n}} deelnemers per groep, zoals vermeld.",
  "{{n}} participants a group assumed.": "{{n}} deelnemers per groep aangenomen.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Groepen van ongeveer 90 minuten in een ruimte met observatie; reizen van het onderzoeksteam zijn niet inbegrepen.",
  "{{groups}} focus groups": "{{groups}} focusgroepen",
  "Conjoint design and experimental plan": "Conjointontwerp en proefopzet",
  "Conjoint utility estimation": "Schatting van de conjoint-nutswaarden",
  "Market simulator": "Marktsimulator",
  "Segmentation and profiling": "Segmentatie en profielen",
  "Results dashboard": "Resultatendashboard",
  "Telephone interviewer": "Telefonisch enquêteur",
  "Telephone interviewing (CATI)": "Telefonische interviews (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "In plaats daarvan telefonisch ondervraagd: {{hours}} enquêteursuren per uur interview ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} golven van {{n}} volledige antwoorden, ongeveer {{gap}} weken uit elkaar ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Analysemodules volgens de normen van dit model: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Een vragenlijst van {{minutes}} minuten, zoals vermeld, in één taal.",
};
