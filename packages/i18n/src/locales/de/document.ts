import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} Woche",
  "{{n}} weeks": "{{n}} Wochen",
  "{{n}} hour": "{{n}} Stunde",
  "{{n}} hours": "{{n}} Stunden",
  "Week {{span}}": "Woche {{span}}",
  "Weeks {{span}}": "Wochen {{span}}",
  Subtotal: "Zwischensumme",
  "the phases' total": "Summe der Phasen",
  "Contingency (risk register)": "Risikoreserve (Risikoregister)",
  "the risks' expected cost": "erwartete Kosten der Risiken",
  "Expected total": "Erwartete Gesamtkosten",
  "Basis of estimate": "Kalkulationsgrundlage",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Jede Zeile ist eine Position der Arbeit mit ihrer Menge, dem Einheitspreis, zu dem sie kalkuliert ist, und der Herkunft dieses Einheitspreises. Arbeitszeilen sind Stunden zum Satz der jeweiligen Rolle; die Zeilen einer Phase ergeben zusammen ihre Kosten.",
  Item: "Position",
  Quantity: "Menge",
  Unit: "Einheit",
  "Unit cost": "Einheitspreis",
  Cost: "Kosten",
  Source: "Quelle",
  VAT: "Mehrwertsteuer",
  GST: "GST",
  "sales tax": "Umsatzsteuer (Sales Tax)",
  "consumption tax": "Verbrauchsteuer",
  "tax on services": "Steuer auf Dienstleistungen",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "Die Preise verstehen sich ohne Steuern auf die Leistung (Mehrwertsteuer, GST oder Sales Tax); diese kommen zu den am Leistungsort geltenden Sätzen hinzu.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "Die Preise verstehen sich ohne Sales Tax: Wo die Leistung steuerpflichtig ist, kommen die Steuern des Bundesstaats und der Gemeinde des Standorts hinzu ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "Die Preise verstehen sich ohne {{tax}}; diese kommt zu dem von der Gemeinde des Standorts festgelegten Satz hinzu ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "Die Preise verstehen sich ohne {{tax}}: die GST von 5 % oder die harmonisierte Umsatzsteuer (HST) in den Provinzen, die sie erheben, zuzüglich etwaiger Provinzsteuern, zu den geltenden Sätzen ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "Die Preise verstehen sich ohne {{tax}}; diese wird auf jeder Rechnung zum geltenden Satz ausgewiesen: Regelsatz {{rate}} in {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (in der Anfrage als nicht gewünscht markiert).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Alles, was dieses Angebot nicht beschreibt: Es wird als Änderung kalkuliert und vereinbart, bevor es ausgeführt wird.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Dieses Angebot gilt {{days}} Tage ab seinem Datum, bis zum {{date}}; danach werden seine Sätze und Preise vor einer Beauftragung erneut geprüft.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Dieses Angebot gilt {{days}} Tage ab seinem Datum; danach werden seine Sätze und Preise vor einer Beauftragung erneut geprüft.",
  "Commercial terms": "Kaufmännische Bedingungen",
  Payment: "Zahlung",
  "Invoices are payable within {{days}} days of their date.":
    "Rechnungen sind innerhalb von {{days}} Tagen ab Rechnungsdatum zahlbar.",
  Exclusions: "Ausschlüsse",
  Client: "Kunde",
  Date: "Datum",
  "Prepared by": "Erstellt von",
  "To be confirmed": "Noch offen",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Mit dem angegebenen Budget von {{budget}}: keine vollständige Phase dieses Projekts (es entspricht etwa {{share}} % der ersten, {{first}}). Es kann eine Vorstudie bezahlen, die Umfang, Planungsgrundlagen und Kosten festigt, bevor Größeres beauftragt wird.",
  "the first phase": "die erste Phase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Mit dem angegebenen Budget von {{budget}}: die erste Phase ({{names}}), etwa {{cost}} mit ihrem Anteil an der Risikoreserve, fertig bis Woche {{week}}. Das ist eine abgegrenzte erste Stufe, nicht das ganze Projekt; der Rest wird nach ihrem Abschluss neu kalkuliert.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Mit dem angegebenen Budget von {{budget}}: die ersten {{n}} Phasen ({{names}}), etwa {{cost}} mit ihrem Anteil an der Risikoreserve, fertig bis Woche {{week}}. Das ist eine abgegrenzte erste Stufe, nicht das ganze Projekt; der Rest wird nach ihrem Abschluss neu kalkuliert.",
  "The whole scope needs about {{weeks}}.": "Der gesamte Umfang braucht etwa {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "In den angegebenen {{weeks}}: Keine Phase dieses Plans lässt sich abschließen; die Zeit reicht nur für die Vorbereitung (Briefing, Klärung des Umfangs und erste Entscheidungen).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "In den angegebenen {{weeks}}: die in dieser Zeit abgeschlossene Phase ({{names}}), etwa {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "In den angegebenen {{weeks}}: die in dieser Zeit abgeschlossenen Phasen ({{names}}), etwa {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "Der volle Umfang wie angefragt: etwa {{cost}} ({{p80}} mit 80 % Wahrscheinlichkeit) über etwa {{weeks}} ({{weeks80}} mit 80 % Wahrscheinlichkeit). Der Plan im Rest dieses Angebots ist diese Option.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Ein kleineres Projekt: Nennen Sie die wenigen wichtigsten Punkte, und wir kalkulieren den Kern, der in die angegebenen Grenzen passt, als eigenen Plan.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "Das Projekt wie angefragt ist mit dem angegebenen Budget und Zeitrahmen nicht umsetzbar. Wir sagen das zuerst, statt einen Plan vorzulegen, der nicht halten würde.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "Das Projekt wie angefragt ist mit dem angegebenen Budget nicht umsetzbar. Wir sagen das zuerst, statt einen Plan vorzulegen, der nicht halten würde.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "Das Projekt wie angefragt ist im angegebenen Zeitrahmen nicht umsetzbar. Wir sagen das zuerst, statt einen Plan vorzulegen, der nicht halten würde.",
  "What is possible": "Was möglich ist",
  "Budget: {{message}}": "Budget: {{message}}",
  "Time frame: {{message}}": "Zeitrahmen: {{message}}",
  Options: "Optionen",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Dieses Angebot ist auf Englisch verfasst: Die Anfrage ist auf {{language}}, und Angebote werden auf Englisch, Spanisch, Deutsch, Französisch, Portugiesisch, Italienisch oder Niederländisch verfasst. Die Anfrage wurde so weit wie möglich gelesen; bitte prüfen Sie die daraus übernommenen Zahlen.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Prüfen Sie Umfang und Annahmen und markieren Sie, was fehlt oder nicht dazugehört.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Bestätigen Sie das Budgetniveau, auf das Sie sich festlegen (P50, P80 oder P90), und den Starttermin.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Vereinbaren Sie die erste Phase, „{{phase}}“, als Festauftrag; schätzen Sie den Rest mit ihren Erkenntnissen neu.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Vereinbaren Sie Umfang und Starttermin und unterzeichnen Sie das Angebot, solange es gilt.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Benennen Sie die Entscheider und den Abstimmungsrhythmus (ein kurzer wöchentlicher Status).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Benennen Sie die Entscheider und den Abstimmungsrhythmus (wöchentlicher Status, monatlicher Lenkungskreis).",
  "Next steps": "Nächste Schritte",
  "Answers to these questions would narrow the estimate:":
    "Antworten auf diese Fragen würden die Schätzung eingrenzen:",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})": "Bei Abnahme von „{{phase}}“, Woche {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})":
    "Nach Abschluss von „{{phase}}“, Woche {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Anzahlung bei Unterzeichnung, für Materialbestellung und Handwerkertermine ({{share}})",
  "On completion, once snagging is signed off ({{share}})":
    "Bei Fertigstellung, nach abgenommener Mängelbeseitigung ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})":
    "Anzahlung für die Baustelleneinrichtung bei Vertragsunterzeichnung ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Monatliche Abschlagszahlungen nach erbrachter Leistung, jeden Monat aufgemessen ({{share}} insgesamt)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Einbehalt ({{share}}), von den Abschlagszahlungen abgezogen: die Hälfte wird bei der Abnahme freigegeben, die andere Hälfte am Ende der 12-monatigen Gewährleistungsfrist",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Anzahlung bei Unterzeichnung, um Veranstaltungsort und wichtige Dienstleister zu buchen ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Zweite Zahlung zur Mitte der Planung, Woche {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})":
    "Restzahlung spätestens 14 Tage vor der Veranstaltung ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "Bei Unterzeichnung, da Rekrutierung und Incentives zu Beginn gebunden werden ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "Bei Übergabe des Abschlussberichts, Woche {{week}} ({{share}})",
  "On signing ({{share}})": "Bei Unterzeichnung ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Monatliche Pauschale, im Voraus zu Beginn jedes Monats berechnet, für {{n}} Monat: {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Monatliche Pauschale, im Voraus zu Beginn jedes Monats berechnet, für {{n}} Monate: {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Beide Seiten können den Vertrag mit einer Frist von einem Monat schriftlich kündigen.",
  "Fees: 50% on signing: {{amount}}": "Honorar: 50 % bei Unterzeichnung: {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Honorar: 50 % zum Ende der Kampagne, Woche {{week}}: {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Mediabudget und andere Fremdkosten, monatlich vor ihrer Verwendung berechnet (oder von Ihnen direkt an die Plattformen gezahlt): {{amount}}",
  "{{label}}: {{amount}}": "{{label}}: {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Am Veranstaltungstag vereinbarte Zusatzleistungen werden nach der Veranstaltung berechnet.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Für den vollen Umfang wie angefragt erwarten wir Kosten von {{cost}} einschließlich einer Risikoreserve von {{contingency}} und eine Dauer von etwa {{weeks}} Wochen. Mit 80 % Wahrscheinlichkeit kostet es höchstens {{p80}} und ist in {{weeks80}} Wochen fertig.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Wir erwarten Kosten von {{cost}} einschließlich einer Risikoreserve von {{contingency}} und eine Dauer von etwa {{weeks}} Wochen. Mit 80 % Wahrscheinlichkeit kostet es höchstens {{p80}} und ist in {{weeks80}} Wochen fertig.",
  "Executive summary": "Zusammenfassung",
  Budget: "Budget",
  Deadline: "Frist",
  Team: "Team",
  "{{label}}: {{message}}": "{{label}}: {{message}}",
  "Approach and phases": "Vorgehen und Phasen",
  "{{hours}} of work": "{{hours}} Arbeit",
  "external costs only, no team hours": "nur externe Kosten, keine Teamstunden",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}}; {{work}}; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}}: {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}}: {{cost}}",
  Timeline: "Zeitplan",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Geplante Dauer: {{weeks}} Wochen Phasen von Anfang bis Ende; mit Risiken {{p50}} Wochen bei P50 und {{p80}} Wochen bei P80.",
  "Cost breakdown": "Kostenaufstellung",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "Die Kalkulationsgrundlage am Ende dieses Angebots baut diese Zahlen Position für Position auf, mit Mengen, Einheitspreisen und ihren Quellen.",
  "By phase": "Nach Phase",
  "By role": "Nach Rolle",
  "Expected results by channel": "Erwartete Ergebnisse nach Kanal",
  Risks: "Risiken",
  "Assumptions and exclusions": "Annahmen und Ausschlüsse",
  "Project management": "Projektmanagement",
  "Scope and deliverables": "Umfang und Ergebnisse",
  "Included in the price, as listed in the request:": "Im Preis enthalten, wie in der Anfrage aufgeführt:",
  "Not included (marked as not wanted in the request): {{items}}.":
    "Nicht enthalten (in der Anfrage als nicht gewünscht markiert): {{items}}.",
  "What each phase delivers:": "Was jede Phase liefert:",
  "{{role}}: {{hours}} (about {{n}} person while active)":
    "{{role}}: {{hours}} (etwa {{n}} Person während des Einsatzes)",
  "{{role}}: {{hours}} (about {{n}} people while active)":
    "{{role}}: {{hours}} (etwa {{n}} Personen während des Einsatzes)",
  "Resources and tools": "Ressourcen und Werkzeuge",
  Tools: "Werkzeuge",
  Confidence: "Konfidenz",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10 % (P10): Nur eines von zehn Ergebnissen kostet weniger als {{cost}} oder ist früher fertig als in {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50 % (P50): Das Projekt kostet {{cost}} oder weniger und dauert {{weeks}} oder weniger. Die Hälfte der Ergebnisse ist besser, die Hälfte schlechter.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80 % (P80): {{cost}} oder weniger und {{weeks}} oder weniger. Das ist der Wert, auf den man sich nach außen festlegt.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90 % (P90): {{cost}} oder weniger und {{weeks}} oder weniger. Darüber hinaus käme es nur durch eine ungewöhnliche Häufung von Risiken.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "Die erwarteten Kosten von {{expected}} sind das durchschnittliche Ergebnis: die geplante Arbeit plus eine Risikoreserve von {{contingency}}, dem Erwartungswert des Risikoregisters. Die Bandbreiten stammen aus {{runs}} simulierten Durchläufen des Plans.",
  Method: "Methode",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "Die Anfrage lässt viel vom Umfang offen, daher ist die Bandbreite groß; mehr Angaben (Mengen, was dazugehört und was nicht, die Planung) verengen sie.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "Die Anfrage legt einen Großteil des Umfangs fest, daher ist die Bandbreite vergleichsweise schmal.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Dies ist eine Schätzung der Klasse {{class}} ({{name}}) nach der Klassifikation von AACE International (Recommended Practice 18R-97): Die Endkosten liegen voraussichtlich zwischen {{low}} und {{high}} der Schätzung, also etwa zwischen {{from}} und {{to}}.",
  "Type of project: {{type}}.": "Art des Projekts: {{type}}.",
  "Location: {{place}}.": "Standort: {{place}}.",
  "Stated budget: {{amount}}.": "Angegebenes Budget: {{amount}}.",
  "Stated time frame: {{weeks}}.": "Angegebener Zeitrahmen: {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Angegebene Laufzeit der Kampagne: {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Angegebene Laufzeit des Auftrags: {{weeks}}.",
  "a new building": "ein Neubau",
  "renovation of an existing building": "Sanierung eines bestehenden Gebäudes",
  "an extension": "ein Anbau",
  "an interior fit-out": "ein Innenausbau",
  "Scope of work: {{scope}}.": "Leistungsumfang: {{scope}}.",
  "Team size: {{n}}.": "Teamgröße: {{n}}.",
  "Understanding of the need": "Verständnis des Bedarfs",
  "You asked for: “{{request}}”": "Sie haben angefragt: „{{request}}“",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Eine Spalte pro Woche, ab Beginn nummeriert; eine gefüllte Zelle markiert eine Woche, in der die Phase läuft.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Jede Spalte ist ein Zeitraum von {{n}} Wochen, überschrieben mit der Nummer seiner ersten Woche; eine gefüllte Zelle markiert einen Zeitraum, in dem die Phase läuft.",
  Phase: "Phase",
  Weeks: "Wochen",
  "Effort (hours)": "Aufwand (Stunden)",
  Share: "Anteil",
  "{{rate}}/h": "{{rate}}/Std.",
  Role: "Rolle",
  People: "Personen",
  Rate: "Satz",
  Hours: "Stunden",
  "Materials, equipment and subcontracts": "Material, Geräte und Nachunternehmer",
  "Media spend": "Mediabudget",
  "Venue, catering, production and suppliers": "Location, Catering, Produktion und Dienstleister",
  "Recruitment, incentives and panels": "Rekrutierung, Incentives und Panels",
  "Non-labour costs": "Sachkosten",
  Risk: "Risiko",
  Probability: "Wahrscheinlichkeit",
  Impact: "Auswirkung",
  Exposure: "Erwartungswert",
  Mitigation: "Gegenmaßnahme",
  "Instagram and Facebook": "Instagram und Facebook",
  "Google Search": "Google-Suche",
  Channel: "Kanal",
  Impressions: "Impressionen",
  Clicks: "Klicks",
  Conversions: "Conversions",
  "Web app": "Webanwendung",
  "Mobile app": "Mobile App",
  Website: "Website",
  "E-commerce": "E-Commerce",
  Integration: "Integration",
  "Data migration": "Datenmigration",
  "Data platform / BI": "Datenplattform / BI",
  "ML feature": "ML-Funktion",
  "Automation script": "Automatisierungsskript",
  House: "Einfamilienhaus",
  "Apartment block": "Mehrfamilienhaus",
  Office: "Bürogebäude",
  Warehouse: "Lagerhalle",
  School: "Schule",
  Hospital: "Krankenhaus",
  Retail: "Einzelhandel",
  Renovation: "Sanierung",
  "Kitchen remodel": "Küchenumbau",
  "Bathroom remodel": "Badsanierung",
  "Roof replacement": "Dacherneuerung",
  "Energy retrofit": "Energetische Sanierung",
  Extension: "Anbau",
  "Fit-out": "Innenausbau",
  "Paid campaign": "Bezahlte Kampagne",
  "SEO retainer": "SEO-Betreuung",
  "Content marketing": "Content-Marketing",
  "PR campaign": "PR-Kampagne",
  "Influencer campaign": "Influencer-Kampagne",
  "Product launch": "Produkteinführung",
  Conference: "Konferenz",
  Wedding: "Hochzeit",
  "Corporate event": "Firmenveranstaltung",
  "Trade-show stand": "Messestand",
  "User interviews / usability": "Nutzerinterviews / Usability",
  Survey: "Umfrage",
  "Market sizing": "Marktgrößenbestimmung",
  "Desk research": "Sekundärforschung",
  General: "Allgemein",
  software: "Software",
  construction: "Bau",
  marketing: "Marketing",
  event: "Veranstaltung",
  research: "Forschung",
  general: "allgemein",
  "Git hosting with pull-request reviews": "Git-Hosting mit Pull-Request-Reviews",
  "CI/CD pipeline with automated tests": "CI/CD-Pipeline mit automatisierten Tests",
  "Issue tracker and sprint board": "Issue-Tracker und Sprint-Board",
  "Drawings and a specification agreed before work starts": "Pläne und eine Baubeschreibung, vor Baubeginn abgestimmt",
  "Schedule of works with a cost plan and change log": "Leistungsverzeichnis mit Kostenplan und Änderungsprotokoll",
  "Programme as a simple Gantt chart": "Bauzeitenplan als einfaches Gantt-Diagramm",
  "Site diary with photos of work before it is covered up":
    "Bautagebuch mit Fotos der Arbeiten, bevor sie verdeckt werden",
  "Order tracker for long-lead items": "Bestellübersicht für Positionen mit langer Lieferzeit",
  "Figma for design and prototypes": "Figma für Design und Prototypen",
  "Error monitoring and analytics": "Fehlerüberwachung und Analytics",
  "BIM model (Revit or equivalent)": "BIM-Modell (Revit oder gleichwertig)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Terminplan in einem Planungswerkzeug (Primavera P6 oder MS Project)",
  "Cost plan and change log": "Kostenplan und Änderungsprotokoll",
  "Site diary and inspection app": "Bautagebuch und Prüf-App",
  "Document control for drawings and RFIs": "Dokumentenlenkung für Pläne und technische Rückfragen (RFIs)",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / Anzeigenmanager der Plattformen",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analytics mit Conversion-Tracking (GA4 und Plattform-Pixel)",
  "UTM conventions and a reporting dashboard": "UTM-Konventionen und ein Reporting-Dashboard",
  "Design tools for static and video creative": "Designwerkzeuge für statische und Video-Creatives",
  "A shared content calendar": "Ein gemeinsamer Redaktionsplan",
  "Registration and ticketing platform": "Registrierungs- und Ticketing-Plattform",
  "Run-of-show and supplier contact sheet": "Ablaufplan und Kontaktliste der Dienstleister",
  "Floor plan and seating tool": "Raumplan und Sitzplan-Werkzeug",
  "Attendee communications (email/SMS)": "Teilnehmerkommunikation (E-Mail/SMS)",
  "Post-event survey": "Umfrage nach der Veranstaltung",
  "Survey platform and panel provider": "Umfrageplattform und Panel-Anbieter",
  "Video-call recording and transcription": "Aufzeichnung und Transkription von Videocalls",
  "Qualitative analysis tool (coding and tagging)": "Werkzeug für qualitative Analyse (Kodierung und Tagging)",
  "Statistics package for quantitative analysis": "Statistikpaket für die quantitative Analyse",
  "Secure storage for personal data": "Sichere Speicherung personenbezogener Daten",
  "Project plan and task tracker": "Projektplan und Aufgabenverfolgung",
  "Shared document workspace": "Gemeinsamer Dokumentenbereich",
  "Weekly status report": "Wöchentlicher Statusbericht",
  "Content management system with editor roles": "Content-Management-System mit Redaktionsrollen",
  "Staging site for review before launch": "Staging-Umgebung zur Abnahme vor dem Start",
  "Web analytics and search console": "Web-Analytics und Search Console",
  "Shop platform admin (catalogue, orders, payments)": "Shop-Verwaltung (Katalog, Bestellungen, Zahlungen)",
  "Payment provider's test mode for checkout testing": "Testmodus des Zahlungsanbieters für Checkout-Tests",
  "Web analytics with conversion tracking": "Web-Analytics mit Conversion-Tracking",
  "TestFlight and Google Play internal testing": "TestFlight und interne Tests bei Google Play",
  "API documentation and contract tests": "API-Dokumentation und Contract-Tests",
  "Error monitoring and alerting": "Fehlerüberwachung und Alarmierung",
  "Data mapping sheet and reconciliation reports": "Datenmapping-Tabelle und Abgleichsberichte",
  "Scheduler with run logs and alerts": "Scheduler mit Ausführungsprotokollen und Alarmen",
  "Data warehouse and orchestration (e.g. dbt and Airflow)":
    "Data Warehouse und Orchestrierung (z. B. dbt und Airflow)",
  "Data catalogue and quality tests": "Datenkatalog und Qualitätstests",
  "BI tool for dashboards": "BI-Werkzeug für Dashboards",
  "Experiment tracking and model registry": "Experiment-Tracking und Modellregister",
  "Labelled evaluation set and metrics dashboard": "Gelabeltes Evaluationsset und Metrik-Dashboard",
  "Monitoring of model quality in production": "Überwachung der Modellqualität im Betrieb",
  "Energy assessment before and after the works": "Energiebewertung vor und nach den Arbeiten",
  "Search console and web analytics (GA4)": "Search Console und Web-Analytics (GA4)",
  "SEO crawler and rank tracker": "SEO-Crawler und Ranking-Tracker",
  "Keyword and content plan": "Keyword- und Content-Plan",
  "Monthly reporting dashboard": "Monatliches Reporting-Dashboard",
  "Design tools for images and video": "Designwerkzeuge für Bilder und Video",
  "Web analytics with content reporting": "Web-Analytics mit Content-Reporting",
  "Keyword research tool": "Keyword-Recherche-Werkzeug",
  "Media database and monitoring service": "Mediendatenbank und Medienbeobachtung",
  "Press release distribution": "Verteilung von Pressemitteilungen",
  "Coverage log and reporting": "Clipping-Liste und Reporting",
  "Press kit with an approval workflow": "Pressemappe mit Freigabeprozess",
  "Influencer discovery and vetting platform": "Plattform zur Suche und Prüfung von Influencern",
  "Contracts and content approval workflow": "Verträge und Freigabeprozess für Inhalte",
  "Tracked links and discount codes": "Tracking-Links und Rabattcodes",
  "Planning timeline and checklist": "Planungszeitplan und Checkliste",
  "Supplier contact sheet and contracts log": "Kontaktliste der Dienstleister und Vertragsübersicht",
  "Guest list with replies and dietary needs": "Gästeliste mit Zusagen und Ernährungswünschen",
  "Run-of-day schedule": "Ablaufplan des Tages",
  "Stand design drawings and 3D render": "Standpläne und 3D-Visualisierung",
  "Tracker of the exhibitor manual's deadlines": "Übersicht der Fristen aus dem Ausstellerhandbuch",
  "Shipping and logistics schedule": "Versand- und Logistikplan",
  "Lead capture app": "App zur Lead-Erfassung",
  "Build-up and breakdown schedule": "Auf- und Abbauplan",
  "Participant recruitment and scheduling tool": "Werkzeug für Teilnehmerrekrutierung und Terminplanung",
  "Consent forms and secure storage for personal data":
    "Einwilligungserklärungen und sichere Speicherung personenbezogener Daten",
  "Data cleaning and quality checks": "Datenbereinigung und Qualitätsprüfungen",
  "Industry reports and statistics databases": "Branchenberichte und Statistikdatenbanken",
  "Spreadsheet model with stated assumptions": "Tabellenmodell mit ausgewiesenen Annahmen",
  "Log of expert interviews": "Protokoll der Experteninterviews",
  "Register of sources": "Quellenverzeichnis",
  "Access to industry reports and statistics databases": "Zugang zu Branchenberichten und Statistikdatenbanken",
  "Reference manager": "Literaturverwaltung",
  "Appendix: how the estimate was built": "Anhang: wie die Schätzung entstand",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Das zuzusagende Budget festlegen (die erwarteten {{expected}} oder {{safe}}, um {{n}} von 10 Ergebnissen abzudecken) sowie den Starttermin.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Jede Zeile ist eine Position der Arbeit mit ihrer Menge und dem Einheitspreis, zu dem sie kalkuliert ist; die Zahl in Klammern verweist auf die Quelle dieses Einheitspreises in der Liste darunter. Arbeitszeilen sind Stunden zum Satz der jeweiligen Rolle; die Zeilen einer Phase ergeben zusammen ihre Kosten.",
  "How the range was worked out": "Wie die Spanne ermittelt wurde",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Es dauert etwa {{likely}}, und {{n}} von 10 sind innerhalb von {{longest}} fertig.",
  "It takes about {{likely}}.": "Es dauert etwa {{likely}}.",
  "Sizing and checks in detail": "Größenermittlung und Prüfungen im Einzelnen",
  Sources: "Quellen",
  "Technical assumptions of the method are listed in the appendix.":
    "Die technischen Annahmen der Methode stehen im Anhang.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "Der Anhang am Ende dieses Angebots baut diese Zahlen Position für Position auf, mit Mengen, Einheitspreisen und ihren Quellen.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "Der Anhang zeigt, wie die Spanne ermittelt wurde, mit jeder Position des Preises und ihrer Quelle.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "Der volle Umfang wie angefragt: etwa {{cost}} über etwa {{weeks}}; {{n}} von 10 vergleichbaren Projekten bleiben innerhalb von {{p80}} und {{weeks80}}. Der Plan im Rest dieses Angebots ist diese Option.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "Die Phasen laufen von Anfang bis Ende {{planned}}. Mit den Risiken ist mit etwa {{likely}} zu rechnen; {{n}} von 10 vergleichbaren Projekten sind innerhalb von {{longest}} fertig.",
  "The plan fits the stated budget of {{stated}}.": "Der Plan passt in das genannte Budget von {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "Der Plan passt in den genannten Zeitrahmen von {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "Der Plan braucht in der Spitze etwa {{needed}} Personen, mehr als das genannte Team von {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "Die Spanne wurde an {{projects}} vergleichbaren erfassten Projekten geprüft: {{n}} von 10 lagen darin.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "Das genannte Budget von {{stated}} reicht nicht für das, was der Plan braucht, etwa {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "Das genannte Team von {{stated}} deckt ab, was der Plan braucht.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "Der genannte Zeitrahmen von {{stated}} ist kürzer, als der Plan braucht, etwa {{needed}}.",
  "These figures are for the full scope as asked.": "Diese Zahlen gelten für den vollen Umfang wie angefragt.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Dieser Anhang ist für alle, die die Zahlen prüfen: die Spanne in den Begriffen der Kalkulation, die Methode und jede Position des Preises mit ihrer Quelle.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "Wir erwarten Kosten von etwa {{likely}}, Risiken eingeschlossen; {{n}} von 10 vergleichbaren Projekten kosten höchstens {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "Wir erwarten Kosten von etwa {{likely}}, Risiken eingeschlossen; {{n}} von 10 vergleichbaren Projekten liegen zwischen {{low}} und {{high}}.",
};
