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
  "Assessment and landing zone": "Beoordeling en landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventarisatie en beoordeling ({{n}} servers)",
  "Landing zone": "Landing zone",
  "Migration waves": "Migratiegolven",
  "Rehosting servers": "Verhuizen van de servers (rehost)",
  "Database migrations": "Databasemigraties",
  "File and data transfer": "Overdracht van bestanden en data",
  "Application testing and sign-off": "Testen en acceptatie van de applicaties",
  "Cutover waves ({{n}})": "Overstapgolven ({{n}})",
  "Hypercare after the move": "Hypercare na de verhuizing",
  "Undocumented dependencies between servers break an application after its move":
    "Ongedocumenteerde afhankelijkheden tussen servers breken een applicatie na de verhuizing",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Breng afhankelijkheden in kaart met een discoverytool vóór de golfplanning en verhuis afhankelijke servers samen.",
  "Licences do not carry over to the cloud as assumed": "Licenties gaan niet mee naar de cloud zoals aangenomen",
  "Check each licence's cloud terms during the assessment.":
    "Controleer de cloudvoorwaarden van elke licentie tijdens de beoordeling.",
  "How many applications run on these servers, and who tests each after the move?":
    "Hoeveel applicaties draaien op deze servers, en wie test elke applicatie na de verhuizing?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Kunnen de servers verhuizen zoals ze zijn (lift-and-shift), of moeten sommige opnieuw worden opgezet?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Een cloudmigratie geprijsd per workload: {{perServer}} uur per server of VM, {{perDatabase}} per database, {{perApplication}} testen per applicatie, {{perTb}} per terabyte data, een landing zone ({{landing}} uur), beoordeling, één overstapgolf per {{wave}} servers en hypercare; 12 % projectmanagement. De uren zijn eigen normen van dit model ({{source}}); de gebruikskosten van de cloud zijn niet inbegrepen.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Een verhuizing naar de cloud van {{servers}} servers, {{databases}} databases, {{applications}} applicaties en {{tb}} TB data, in {{waves}} golven.",
  "{{n}} servers, as stated.": "{{n}} servers, zoals vermeld.",
  "{{n}} applications assumed (one for every four servers).": "{{n}} applicaties aangenomen (één per vier servers).",
  "The cloud's running costs and any licences are not included.":
    "De gebruikskosten van de cloud en licenties zijn niet inbegrepen.",
};
