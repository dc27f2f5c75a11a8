import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (Skalenfaktoren eines eingebetteten Systems: geringe Vorerfahrung, sehr geringe Flexibilität)",
  "A productive person-month is {{hours}} hours.": "Ein produktiver Personenmonat hat {{hours}} Stunden.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Ein Softwareprojekt mit {{size}}, wie in der Anfrage angegeben: etwa {{hours}} Arbeitsstunden über {{weeks}} Wochen mit durchschnittlich etwa {{people}} Personen.",
  "Build of the stated {{size}}": "Umsetzung der angegebenen {{size}}",
  Build: "Umsetzung",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "COSMIC-Funktionspunkte werden wie IFPUG-Funktionspunkte im Verhältnis {{ratio}} zu eins bewertet ({{source}}).",
  "Defect fixing and performance tuning": "Fehlerbehebung und Performance-Optimierung",
  "Discovery and design": "Analyse und Design",
  "Documentation, training and handover": "Dokumentation, Schulung und Übergabe",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Aufwand mit {{hours}} Stunden je Use-Case-Point ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Aufwand nach COCOMO II.2000 ({{source}}): PM = 2,94 × KSLOC^E × ΠEM mit E = {{exponent}}{{embedded}} und ΠEM = {{multiplier}} aus den Kostentreibern, die die Anfrage nennt ({{rated}}), bei 152 Stunden je Personenmonat; die Dauer ist COCOMO IIs TDEV (Aufwand ÷ ein Team von etwa √PM Personen bei kleinen Systemen).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Aufwand aus dem Umfang nach einem veröffentlichten Produktivitätsmodell: Stunden = {{scale}} × FP^{{exponent}}, der Exponent aus {{source}} und der Faktor an erfassten Projekten angepasst, also {{perFp}} Stunden je Funktionspunkt bei diesem Umfang; die Dauer beträgt etwa FP^{{power}} Monate ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infrastruktur, CI/CD und Release",
  "Launch and handover": "Inbetriebnahme und Übergabe",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "Zeilen einer kaufmännischen Programmiersprache werden mit {{sloc}} Zeilen je Funktionspunkt umgerechnet ({{source}}): {{fp}} Funktionspunkte.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "Es lagen keine so gemessenen erfassten Projekte vor: Die Spanne übernimmt die Streuung, die für Funktionspunkt-Umfänge an {{projects}} erfassten Projekten gemessen wurde.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "Von {{projects}} vergleichbaren erfassten Projekten, die auf dieselbe Weise geschätzt wurden, lagen {{inTen}} von 10 zwischen ihrem P10 und P90. Für dieses Projekt reicht diese Spanne, {{calibration}}, von {{p10}} bis {{p90}} Arbeitsstunden, mit {{p50}} Stunden als Median (Quelle: {{source}}).",
  "calibrated on {{n}} of your finished projects": "kalibriert an {{n}} Ihrer abgeschlossenen Projekte",
  "calibrated on one of your finished projects": "kalibriert an einem Ihrer abgeschlossenen Projekte",
  "calibrated on {{n}} public projects": "kalibriert an {{n}} öffentlichen Projekten",
  "Post-launch support (hypercare)": "Betreuung nach dem Start (Hypercare)",
  "Project management": "Projektmanagement",
  "Rates are {{date}} market rates for {{location}}.": "Die Sätze sind Marktsätze von {{date}} für {{location}}.",
  "Requirements, user stories and backlog": "Anforderungen, User Stories und Backlog",
  "Test automation and QA": "Testautomatisierung und QA",
  "Testing and hardening": "Test und Stabilisierung",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "Die Spanne P10–P90 ist die Streuung der eigenen Fehler dieses Modells an {{projects}} erfassten Projekten (öffentliche Datensätze, je ein Datensatz ausgelassen: {{coverage}} % ihrer tatsächlichen Aufwände lagen darin; Median Ist ÷ P50 {{ratio}}), breiter bei einer vageren Anfrage.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "Die Spanne stammt aus den Ergebnissen vergleichbarer erfasster Projekte, die ihre Änderungen, Fluktuation und Überschreitungen bereits enthalten; daher wird keine gesonderte Risikoreserve aufgeschlagen.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "Der in der Anfrage genannte Umfang ({{size}}) wird unverändert verwendet; der Funktionskatalog schätzt ihn nicht neu.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "Die angegebene Velocity von {{velocity}} Punkten je Sprint ergibt {{sprints}} Sprints zu {{weeks}} Wochen ({{source}}) für ein Team von {{team}} Personen mit {{hours}} produktiven Stunden pro Woche.",
  "UX research, wireframes and UI design": "UX-Recherche, Wireframes und UI-Design",
  "all nominal": "alle nominal",
  "{{n}} COSMIC function points": "{{n}} COSMIC-Funktionspunkte",
  "{{n}} function points": "{{n}} Funktionspunkte",
  "{{n}} story points": "{{n}} Story Points",
  "{{n}} thousand lines of code": "{{n}} Tausend Codezeilen",
  "{{n}} use-case points": "{{n}} Use-Case-Points",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "Die angegebene Größe ersetzt nur die Entwicklungsarbeit des Modells „{{kind}}“: Ihre Stunden werden im Verhältnis seines eigenen Plans auf seine Phasen und Rollen verteilt, ohne seine Aufwandsmultiplikatoren, Teamfaktoren oder Mindestauftrag; seine Lizenzen, Plattformen und Betriebskosten werden wie in diesem Modell bepreist.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "Es wird keine Risikoreserve aufgeschlagen: Die Risiken dieser Projektart sind Überschreitungen der Arbeit, die die erfassten Ergebnisse bereits enthalten, und ihre übrigen Kosten haben eigene Preisspannen, die die gemessene Aufwandsstreuung nicht skaliert.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Ihre in der Anfrage angegebene Größe, {{size}}, erfordert etwa {{hours}} Arbeitsstunden über {{weeks}} Wochen mit durchschnittlich etwa {{people}} Personen.",
  "web application": "Webanwendung",
  "mobile app": "mobile App",
  website: "Website",
  "online store": "Onlineshop",
  "systems integration": "Systemintegration",
  "data migration": "Datenmigration",
  "data platform": "Datenplattform",
  "machine-learning feature": "Machine-Learning-Funktion",
  "automation script": "Automatisierungsskript",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Sie enthält die Streuung zwischen Organisationen wie innerhalb einer (die Organisation als Zufallseffekt) und gilt daher auch für eine Organisation, deren Projekte das Modell nicht kennt.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Kalibriert an {{n}} Ihrer abgeschlossenen Projekte: Der Median ist der des öffentlichen Modells × {{factor}}, ihr Effekt je nach ihrer Zahl zum Effekt der öffentlichen Projekte hin geschrumpft, und die Spanne ist so breit, wie ihre eigene Streuung es ergibt.",
};
