import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (schaalfactoren van een embedded systeem: weinig precedent, zeer weinig flexibiliteit)",
  "A productive person-month is {{hours}} hours.": "Een productieve persoonsmaand is {{hours}} uur.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Een softwareproject van {{size}}, zoals genoemd in de aanvraag: ongeveer {{hours}} uur werk in {{weeks}} weken met gemiddeld ongeveer {{people}} personen.",
  "Build of the stated {{size}}": "Bouw van de opgegeven {{size}}",
  Build: "Bouw",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "COSMIC-functiepunten worden geprijsd als IFPUG-functiepunten in een verhouding van {{ratio}} op één ({{source}}).",
  "Defect fixing and performance tuning": "Defecten oplossen en prestaties optimaliseren",
  "Discovery and design": "Verkenning en ontwerp",
  "Documentation, training and handover": "Documentatie, training en overdracht",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Inspanning van {{hours}} uur per use-case-punt ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Inspanning volgens COCOMO II.2000 ({{source}}): PM = 2,94 × KSLOC^E × ΠEM met E = {{exponent}}{{embedded}} en ΠEM = {{multiplier}} uit de kostendrijvers die de aanvraag beoordeelt ({{rated}}), bij 152 uur per persoonsmaand; de planning is de TDEV van COCOMO II (inspanning ÷ een team van ongeveer √PM personen voor kleine systemen).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Inspanning uit de omvang volgens een gepubliceerd productiviteitsmodel: uren = {{scale}} × FP^{{exponent}}, met de exponent uit {{source}} en de schaal afgestemd op vastgelegde projecten, dat is {{perFp}} uur per functiepunt bij deze omvang; de planning is ongeveer FP^{{power}} maanden ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infrastructuur, CI/CD en release",
  "Launch and handover": "Lancering en overdracht",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "Regels van een gegevensverwerkende taal worden omgerekend naar functiepunten met {{sloc}} regels per punt ({{source}}): {{fp}} functiepunten.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "Er waren geen vastgelegde projecten beschikbaar die zo zijn gemeten: de bandbreedte leent de spreiding die voor omvang in functiepunten is gemeten op {{projects}} vastgelegde projecten.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "Van {{projects}} vergelijkbare vastgelegde projecten die op dezelfde manier zijn geprijsd, bleven er {{inTen}} op de 10 tussen hun P10 en P90. Voor dit project loopt die bandbreedte, {{calibration}}, van {{p10}} tot {{p90}} uur werk, met {{p50}} uur als mediaan (bron: {{source}}).",
  "calibrated on {{n}} of your finished projects": "gekalibreerd op {{n}} van uw afgeronde projecten",
  "calibrated on one of your finished projects": "gekalibreerd op een van uw afgeronde projecten",
  "calibrated on {{n}} public projects": "gekalibreerd op {{n}} openbare projecten",
  "Post-launch support (hypercare)": "Nazorg na livegang (hypercare)",
  "Project management": "Projectmanagement",
  "Rates are {{date}} market rates for {{location}}.": "Tarieven zijn markttarieven van {{date}} voor {{location}}.",
  "Requirements, user stories and backlog": "Eisen, user stories en backlog",
  "Test automation and QA": "Testautomatisering en QA",
  "Testing and hardening": "Testen en stabiliseren",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "De P10–P90-bandbreedte is de spreiding van de eigen fouten van dit model op {{projects}} vastgelegde projecten (openbare datasets, telkens één dataset weggelaten: {{coverage}}% van hun werkelijke inspanning viel erbinnen; mediaan werkelijk ÷ P50 {{ratio}}), breder voor een vagere brief.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "De bandbreedte komt uit de uitkomsten van vergelijkbare vastgelegde projecten, waarin hun wijzigingen, personeelsverloop en overschrijdingen al zitten, dus er wordt geen aparte risicoreserve toegevoegd.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "De omvang uit de aanvraag ({{size}}) wordt gebruikt zoals opgegeven; de functiecatalogus bepaalt de omvang niet opnieuw.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "De opgegeven velocity van {{velocity}} punten per sprint geeft {{sprints}} sprints van {{weeks}} weken ({{source}}) voor een team van {{team}} met {{hours}} productieve uren per week.",
  "UX research, wireframes and UI design": "UX-onderzoek, wireframes en UI-ontwerp",
  "all nominal": "alle nominaal",
  "{{n}} COSMIC function points": "{{n}} COSMIC-functiepunten",
  "{{n}} function points": "{{n}} functiepunten",
  "{{n}} story points": "{{n}} story points",
  "{{n}} thousand lines of code": "{{n}} duizend regels code",
  "{{n}} use-case points": "{{n}} use-case-punten",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "De opgegeven omvang vervangt alleen het ontwikkelwerk van het model {{kind}}: de uren worden verdeeld over de fasen en rollen van dat model in de verhoudingen van het eigen plan, zonder de inspanningsmultiplicatoren, teamfactoren of minimale opdrachtomvang; licenties, platforms en gebruikskosten worden geprijsd zoals in dat model.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "Er wordt geen risicoreserve toegevoegd: de risico's van dit soort project zijn overschrijdingen van het werk, die in de vastgelegde uitkomsten al zitten, en de overige kosten hebben hun eigen prijsbandbreedtes, die de gemeten spreiding in inspanning niet schaalt.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "De omvang zoals genoemd in de aanvraag, {{size}}, vraagt ongeveer {{hours}} uur werk in {{weeks}} weken met gemiddeld ongeveer {{people}} personen.",
  "web application": "webapplicatie",
  "mobile app": "mobiele app",
  website: "website",
  "online store": "webwinkel",
  "systems integration": "systeemintegratie",
  "data migration": "datamigratie",
  "data platform": "dataplatform",
  "machine-learning feature": "machine-learningfunctie",
  "automation script": "automatiseringsscript",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Ze omvat de spreiding tussen organisaties en binnen één organisatie (de organisatie als willekeurig effect), en geldt dus ook voor een organisatie waarvan het model geen projecten heeft gezien.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Gekalibreerd op {{n}} van uw afgeronde projecten: de mediaan is die van het publieke model × {{factor}}, hun effect naar dat van de publieke projecten toe getrokken naargelang hun aantal, en de bandbreedte is zo breed als hun eigen spreiding toelaat.",
};
