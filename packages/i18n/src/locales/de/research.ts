import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Fragen und Suchstrategie",
  "Research questions, sources and search strategy": "Forschungsfragen, Quellen und Suchstrategie",
  "Search, screening and reading": "Suche, Sichtung und Lektüre",
  "Searching and screening sources": "Suche und Sichtung der Quellen",
  "Reading and extracting findings": "Lektüre und Auswertung der Ergebnisse",
  "Synthesis and writing": "Synthese und Schreiben",
  "Synthesis across sources": "Synthese über die Quellen",
  "Report writing": "Berichterstellung",
  "Review and editing": "Prüfung und Lektorat",
  "Key sources are paywalled or unavailable": "Wichtige Quellen sind kostenpflichtig oder nicht verfügbar",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Früh klären, zu welchen Datenbanken der Kunde Zugang geben kann, und einige kostenpflichtige Berichte einplanen, wenn sie die Antwort entscheiden.",
  "The question widens during the review": "Die Fragestellung weitet sich während der Recherche aus",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Forschungsfragen und Einschlusskriterien schriftlich festhalten und nur im Einvernehmen ändern.",
  "A review of {{n}} sources": "Eine Auswertung von {{n}} Quellen",
  sources: "Quellen",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Stunden pro Quelle für Suche, Sichtung und Lektüre ({{hours}} h je Quelle), eine Synthese, die mit der Zahl der Quellen wächst, und {{pageHours}} Stunden Schreiben pro Berichtsseite.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Sekundärforschung mit etwa {{sources}} Quellen für einen Bericht von {{pages}} Seiten: etwa {{total}} in {{weeks}} Wochen.",
  "{{n}} sources, as stated.": "{{n}} Quellen, wie angegeben.",
  "About {{n}} sources assumed: the request gave no number.":
    "Etwa {{n}} Quellen angenommen: Die Anfrage nannte keine Zahl.",
  "A {{n}}-page report, as stated.": "Ein Bericht von {{n}} Seiten, wie angegeben.",
  "A report of about {{n}} pages assumed.": "Ein Bericht von etwa {{n}} Seiten angenommen.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "Die Quellen sind frei zugänglich oder werden vom Kunden gestellt; kostenpflichtige Berichte sind nicht enthalten.",
  "What questions must the research answer, and for which decision?":
    "Welche Fragen muss die Recherche beantworten, und für welche Entscheidung?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "Welche Arten von Quellen zählen (wissenschaftlich, Branche, Behörden), und aus welchen Jahren?",
  "How long should the report be, and in which format?": "Wie lang soll der Bericht sein, und in welchem Format?",
  market: "Markt",
  expert: "Experte",
  "Scope and market definitions": "Umfang und Marktdefinitionen",
  "Product, customer and geography definitions": "Definitionen von Produkt, Kunden und Regionen",
  "Data collection": "Datenerhebung",
  "Industry reports and data sets": "Branchenberichte und Datensätze",
  "Desk research: statistics, company filings and industry data":
    "Sekundärrecherche: Statistiken, Unternehmensberichte und Branchendaten",
  "Expert call honoraria": "Honorare für Expertengespräche",
  "Expert recruiting": "Rekrutierung der Experten",
  "Expert interviews and notes": "Expertengespräche und Notizen",
  "Sizing model and triangulation": "Marktmodell und Triangulation",
  "Top-down and bottom-up sizing model per market": "Top-down- und Bottom-up-Marktmodell je Markt",
  "Assumption review and triangulation": "Prüfung der Annahmen und Triangulation",
  Report: "Bericht",
  "Report with TAM, SAM and SOM and their assumptions": "Bericht mit TAM, SAM und SOM und ihren Annahmen",
  "Read-out": "Ergebnispräsentation",
  "Public data missing for some markets or segments": "Öffentliche Daten fehlen für einige Märkte oder Segmente",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Hilfsgrößen und Triangulationsmethode vorab vereinbaren und einen weiteren Datensatz kaufen, wo eine Lücke die Antwort entscheidet.",
  "Market definition changes after the first numbers": "Die Marktdefinition ändert sich nach den ersten Zahlen",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Die Definitionen von Produkt, Kunden und Regionen freigeben, bevor die Datenarbeit beginnt.",
  "Sizing {{n}} markets": "Die Bewertung von {{n}} Märkten",
  markets: "Märkte",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Je Markt: Sekundärrecherche und ein Top-down- und Bottom-up-Marktmodell in Stunden, trianguliert und geprüft, mit einem gekauften Branchenbericht oder Datensatz je Markt ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} Expertengespräche zu Honoraren und Rekrutierungsgebühren für Spezialisten.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Marktgrößenbestimmung für {{n}} Märkte: etwa {{total}}, geliefert in etwa {{weeks}} Wochen.",
  "{{n}} markets, as the request names them.": "{{n}} Märkte, wie in der Anfrage genannt.",
  "One market assumed: the request named none.": "Ein Markt angenommen: Die Anfrage nannte keinen.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Marktgröße aus Sekundärdaten und Modellen; keine Primärbefragung, sofern die Anfrage keine verlangt.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "Welche Länder oder Regionen, und in welchen Jahren und welcher Währung sollen die Größen angegeben werden?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "Brauchen Sie nur den TAM oder auch den bedienbaren und erreichbaren Markt (SAM, SOM)?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "Gibt es interne Daten (Umsatz, Preise, Kundenzahlen) für eine Bottom-up-Prüfung?",
  "Should experts or customers be interviewed to test the assumptions?":
    "Sollen Experten oder Kunden befragt werden, um die Annahmen zu prüfen?",
  consumers: "Verbrauchern",
  professionals: "Fachleuten",
  "hard-to-reach specialists": "schwer erreichbaren Spezialisten",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} in {{deadline}} Wochen ist knapp, aber möglich: Rekrutierung, Feldarbeit und Synthese werden von etwa {{nominal}} Wochen verdichtet, die Rekrutierung beginnt in den ersten Tagen, und für Ausfälle bleibt wenig Puffer.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} ist in {{deadline}} Wochen nicht machbar: Rekrutierung, Feldarbeit und Analyse brauchen auch verdichtet mindestens {{minimum}} Wochen. Planen Sie {{minimum}} Wochen ein oder verkleinern Sie die Stichprobe.",
  "Research lead": "Studienleitung",
  Researcher: "Researcher",
  "Recruitment coordinator": "Rekrutierungskoordination",
  Statistician: "Statistiker",
  "Questionnaire, programming and soft launch": "Fragebogen, Programmierung und Testlauf",
  "Objectives, sample design and questionnaire": "Ziele, Stichprobendesign und Fragebogen",
  "Survey programming, testing and soft launch": "Programmierung, Test und Testlauf der Befragung",
  Fieldwork: "Feldarbeit",
  "Panel sample (cost per complete)": "Panel-Stichprobe (Kosten pro vollständigem Interview)",
  complete: "vollständiges Interview",
  "Fieldwork monitoring, quotas and quality checks": "Feldsteuerung, Quoten und Qualitätskontrollen",
  "Analysis and report": "Analyse und Bericht",
  "Data cleaning and weighting": "Datenbereinigung und Gewichtung",
  "Cross-tabulations and statistical analysis": "Kreuztabellen und statistische Analyse",
  "Findings review and presentation": "Ergebnisprüfung und Präsentation",
  "Incidence lower than assumed raises the cost per complete":
    "Eine niedrigere Inzidenz als angenommen erhöht die Kosten pro Interview",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Die Inzidenz vor der Feldarbeit mit dem Panel prüfen und für jede Inzidenzstufe einen Preis vereinbaren.",
  "Speeders, bots and straight-liners have to be replaced":
    "Durchklicker, Bots und Antworten nach Schema müssen ersetzt werden",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Aufmerksamkeitsfragen, Mindestbearbeitungszeiten und ein Testlauf mit 10 % der Stichprobe.",
  "Quotas in small subgroups fill slowly": "Quoten in kleinen Untergruppen füllen sich langsam",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Quoten nach den tatsächlichen Profilzahlen des Panels setzen und Lockerungen mit Zustimmung des Kunden erlauben.",
  "A survey of {{n}} completes": "Eine Befragung mit {{n}} vollständigen Interviews",
  completes: "vollständige Interviews",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "Die angegebene Stichprobe wird bei einem Online-Panel zu Kosten pro vollständigem Interview bei {{audience}} eingekauft ({{source}}), mit dem CPI-U auf 2026 fortgeschrieben und auf {{place}} übertragen (× {{factor}}); Konzeption, Programmierung, Bereinigung, Gewichtung, Tabellen und Bericht in Stunden; Feldwochen mit etwa {{pace}} vollständigen Interviews pro Woche für diese Zielgruppe.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Eine Online-Befragung mit {{n}} vollständigen Interviews unter {{audience}}, vom Fragebogen bis zum Bericht in etwa {{weeks}} Wochen.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} vollständige Interviews, wie angegeben: Die Stichprobengröße wird nicht verändert.",
  "{{n}} completes assumed: the request gave no sample size.":
    "{{n}} vollständige Interviews angenommen: Die Anfrage nannte keine Stichprobengröße.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Ein Fragebogen von etwa 15 Minuten in einer Sprache, online erhoben.",
  "Panel incentives are included in the cost per complete.":
    "Die Panel-Incentives sind in den Kosten pro Interview enthalten.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "Wer soll antworten (Land, Alter, Funktion), und welcher Anteil der Bevölkerung erfüllt die Kriterien?",
  "How long is the questionnaire, and in how many languages?":
    "Wie lang ist der Fragebogen, und in wie vielen Sprachen?",
  "Are quotas or weighting to a census profile needed?":
    "Werden Quoten oder eine Gewichtung nach einem Zensusprofil gebraucht?",
  "Do you need a written report and presentation, or data tables only?":
    "Brauchen Sie einen schriftlichen Bericht und eine Präsentation oder nur Datentabellen?",
  participant: "Teilnehmer",
  "Research plan, screener and recruiting": "Forschungsplan, Screener und Rekrutierung",
  "Research plan and discussion guide": "Forschungsplan und Gesprächsleitfaden",
  "Screener and participant criteria": "Screener und Teilnahmekriterien",
  "Participant recruiting fee": "Rekrutierungsgebühr pro Teilnehmer",
  "Recruiting, scheduling and reminders": "Rekrutierung, Terminplanung und Erinnerungen",
  Interviews: "Interviews",
  "Participant incentives": "Incentives für die Teilnehmer",
  "Moderating the interviews (including set-up and notes)":
    "Moderation der Interviews (einschließlich Vorbereitung und Notizen)",
  "Synthesis and read-out": "Synthese und Ergebnispräsentation",
  "Transcript review and coding": "Prüfung und Kodierung der Transkripte",
  "Synthesis, findings and recommendations": "Synthese, Erkenntnisse und Empfehlungen",
  "Report and read-out": "Bericht und Ergebnispräsentation",
  "No-shows and late cancellations": "Nichterscheinen und kurzfristige Absagen",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "10–15 % mehr rekrutieren, am Vortag und eine Stunde vorher erinnern und Ersatzteilnehmer bereithalten.",
  "Recruiting the right profile takes longer than planned":
    "Die Rekrutierung des passenden Profils dauert länger als geplant",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Den Screener früh abstimmen, eine zweite Rekrutierungsquelle vorsehen und Nebenkriterien lockern, wenn der Pool klein ist.",
  "Findings do not answer the decision the study was for":
    "Die Ergebnisse beantworten die Entscheidung nicht, für die die Studie gedacht war",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Die Entscheidungen, die die Studie stützen soll, in den Plan schreiben und den Leitfaden nach den ersten beiden Gesprächen daran prüfen.",
  "{{n}} interviews": "{{n}} Interviews",
  interview: "Interview",
  interviews: "Interviews",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Pro Teilnehmer: ein Incentive bei {{audience}} nach Gesprächsdauer ({{minutes}} Minuten) aus den Incentive-Daten von User Interviews und eine Rekrutierungsgebühr (Panel-Plattform für Verbraucher, sonst spezialisierter Rekrutierer), mit dem CPI-U auf 2026 fortgeschrieben.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Pro Interview: Moderation des Gesprächs plus eine halbe Stunde und {{analysis}} Stunden Prüfung und Kodierung der Transkripte je Interviewstunde bei automatischer Transkription (manuelle Transkription allein dauert {{manual}} Stunden, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "Die Wochen folgen den Zahlen: Rekrutierung, Gespräche mit etwa {{pace}} pro Woche und Moderator, dann Synthese.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} Nutzerinterviews mit {{audience}} (je {{minutes}} Minuten, {{mode}}), von der Rekrutierung bis zur Ergebnispräsentation in etwa {{weeks}} Wochen.",
  "in person": "vor Ort",
  remote: "remote",
  "{{n}} interviews, as stated.": "{{n}} Interviews, wie angegeben.",
  "{{n}} interviews assumed: the request gave no number.":
    "{{n}} Interviews angenommen: Die Anfrage nannte keine Zahl.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "Die Gespräche finden mit {{audience}} statt, rekrutiert außerhalb der Kundenliste des Auftraggebers.",
  "Sessions are held in person; travel and room hire are not included.":
    "Die Gespräche finden vor Ort statt; Reisen und Raummiete sind nicht enthalten.",
  "Sessions run remotely by video call and are recorded with consent.":
    "Die Gespräche laufen remote per Videoanruf und werden mit Einwilligung aufgezeichnet.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "Wer genau soll teilnehmen (Funktion, Verhalten, Produktnutzung), und können Sie aus Ihren eigenen Kunden rekrutieren?",
  "How long should each session be, and remote or in person?":
    "Wie lang soll jedes Gespräch sein, und remote oder vor Ort?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "Welche Entscheidungen sollen die Ergebnisse stützen, und welche Form soll das Ergebnis haben?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "Brauchen Sie Transkripte, Highlight-Videos oder einen Eintrag in einem Research-Repository?",
  "{{part}}: {{phase}}": "{{part}}: {{phase}}",
  Survey: "Umfrage",
  "Project management and client meetings": "Projektmanagement und Kundentermine",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Projektmanagement und Kundentermine mit {{share}} % des Studienaufwands ({{source}}).",
  "the incentive stated in the request": "die in der Anfrage genannte Aufwandsentschädigung",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Eine Aufwandsentschädigung von {{amount}} pro vollständigem Interview, wie angegeben, zusätzlich zur Gebühr des Panels.",
};
