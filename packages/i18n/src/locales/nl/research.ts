import type { Catalogue } from "../../catalogues.js";

/** Research messages in this language (English text → translation). */
export const research: Catalogue = {
  "Questions and search strategy": "Vragen en zoekstrategie",
  "Research questions, sources and search strategy": "Onderzoeksvragen, bronnen en zoekstrategie",
  "Search, screening and reading": "Zoeken, selecteren en lezen",
  "Searching and screening sources": "Bronnen zoeken en selecteren",
  "Reading and extracting findings": "Lezen en bevindingen vastleggen",
  "Synthesis and writing": "Synthese en schrijven",
  "Synthesis across sources": "Synthese over de bronnen heen",
  "Report writing": "Rapport schrijven",
  "Review and editing": "Review en redactie",
  "Key sources are paywalled or unavailable":
    "Belangrijke bronnen zitten achter een betaalmuur of zijn niet beschikbaar",
  "Agree early which databases the client can give access to, and budget for a few paid reports if they decide the answer.":
    "Spreek vroeg af tot welke databases de opdrachtgever toegang kan geven, en reserveer budget voor een paar betaalde rapporten als die het antwoord bepalen.",
  "The question widens during the review": "De vraag wordt tijdens de review breder",
  "Write the research questions and inclusion criteria down and change them only by agreement.":
    "Leg de onderzoeksvragen en inclusiecriteria schriftelijk vast en wijzig ze alleen in overleg.",
  "A review of {{n}} sources": "Een review van {{n}} bronnen",
  sources: "bronnen",
  "Hours per source for searching, screening and reading ({{hours}} h each), synthesis that grows with the number of sources, and {{pageHours}} hours of writing per report page.":
    "Uren per bron voor zoeken, selecteren en lezen ({{hours}} u elk), een synthese die meegroeit met het aantal bronnen, en {{pageHours}} uur schrijven per rapportpagina.",
  "Desk research reviewing about {{sources}} sources into a {{pages}}-page report: about {{total}} over {{weeks}} weeks.":
    "Deskresearch die ongeveer {{sources}} bronnen verwerkt tot een rapport van {{pages}} pagina's: ongeveer {{total}} in {{weeks}} weken.",
  "{{n}} sources, as stated.": "{{n}} bronnen, zoals opgegeven.",
  "About {{n}} sources assumed: the request gave no number.":
    "Ongeveer {{n}} bronnen aangenomen: de aanvraag noemde geen aantal.",
  "A {{n}}-page report, as stated.": "Een rapport van {{n}} pagina's, zoals opgegeven.",
  "A report of about {{n}} pages assumed.": "Een rapport van ongeveer {{n}} pagina's aangenomen.",
  "Sources are openly available or provided by the client; paid reports are not included.":
    "Bronnen zijn vrij beschikbaar of worden door de opdrachtgever aangeleverd; betaalde rapporten zijn niet inbegrepen.",
  "What questions must the research answer, and for which decision?":
    "Welke vragen moet het onderzoek beantwoorden, en voor welk besluit?",
  "Which kinds of sources count (academic, industry, government), and from which years?":
    "Welke soorten bronnen tellen mee (wetenschappelijk, branche, overheid), en uit welke jaren?",
  "How long should the report be, and in which format?": "Hoe lang moet het rapport zijn, en in welke vorm?",
  market: "markt",
  expert: "expert",
  "Scope and market definitions": "Scope en marktdefinities",
  "Product, customer and geography definitions": "Definities van product, klant en regio",
  "Data collection": "Dataverzameling",
  "Industry reports and data sets": "Brancherapporten en datasets",
  "Desk research: statistics, company filings and industry data":
    "Deskresearch: statistieken, jaarverslagen en branchegegevens",
  "Expert call honoraria": "Vergoedingen voor expertgesprekken",
  "Expert recruiting": "Werving van experts",
  "Expert interviews and notes": "Expertinterviews en aantekeningen",
  "Sizing model and triangulation": "Omvangsmodel en triangulatie",
  "Top-down and bottom-up sizing model per market": "Top-down- en bottom-up-omvangsmodel per markt",
  "Assumption review and triangulation": "Review van aannames en triangulatie",
  Report: "Rapport",
  "Report with TAM, SAM and SOM and their assumptions": "Rapport met TAM, SAM en SOM en hun aannames",
  "Read-out": "Presentatie van de resultaten",
  "Public data missing for some markets or segments": "Openbare data ontbreken voor sommige markten of segmenten",
  "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.":
    "Spreek vooraf proxy's en de triangulatiemethode af, en koop een extra dataset waar een gat het antwoord bepaalt.",
  "Market definition changes after the first numbers": "De marktdefinitie verandert na de eerste cijfers",
  "Sign off the product, customer and geography definitions before the data work starts.":
    "Laat de definities van product, klant en regio aftekenen voordat het datawerk begint.",
  "Sizing {{n}} markets": "Omvang van {{n}} markten",
  markets: "markten",
  "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).":
    "Per markt: deskresearch en een top-down- en bottom-up-omvangsmodel in uren, getrianguleerd en gereviewd, met één aangekocht brancherapport of dataset per markt ({{source}}).",
  "{{experts}} expert calls at specialist honoraria and recruiting fees.":
    "{{experts}} expertgesprekken tegen specialistische vergoedingen en wervingskosten.",
  "Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.":
    "Marktomvang voor {{n}} markten: ongeveer {{total}}, opgeleverd in ongeveer {{weeks}} weken.",
  "{{n}} markets, as the request names them.": "{{n}} markten, zoals de aanvraag ze noemt.",
  "One market assumed: the request named none.": "Eén markt aangenomen: de aanvraag noemde er geen.",
  "Sizing from secondary data and models; no primary survey unless the request asks for one.":
    "Omvang op basis van secundaire data en modellen; geen eigen enquête tenzij de aanvraag daarom vraagt.",
  "Which countries or regions, and which years and currency should the sizes be in?":
    "Welke landen of regio's, en in welke jaren en valuta moeten de omvangen worden uitgedrukt?",
  "Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?":
    "Heeft u alleen de TAM nodig, of ook de bedienbare en haalbare markt (SAM, SOM)?",
  "Is there internal data (sales, pricing, customer counts) for a bottom-up check?":
    "Zijn er interne gegevens (verkopen, prijzen, klantaantallen) voor een bottom-up-controle?",
  "Should experts or customers be interviewed to test the assumptions?":
    "Moeten experts of klanten worden geïnterviewd om de aannames te toetsen?",
  consumers: "consumenten",
  professionals: "professionals",
  "hard-to-reach specialists": "moeilijk bereikbare specialisten",
  "{{what}} in {{deadline}} weeks is tight but possible: recruiting, fieldwork and synthesis are compressed from about {{nominal}} weeks, with recruiting starting in the first days and little room for no-shows.":
    "{{what}} in {{deadline}} weken is krap maar haalbaar: werving, veldwerk en synthese worden samengeperst van ongeveer {{nominal}} weken, met werving vanaf de eerste dagen en weinig ruimte voor no-shows.",
  "{{what}} cannot be done in {{deadline}} weeks: recruiting, fieldwork and analysis need at least {{minimum}} weeks even compressed. Allow {{minimum}} weeks or reduce the sample.":
    "{{what}} kan niet in {{deadline}} weken: werving, veldwerk en analyse vragen zelfs samengeperst minstens {{minimum}} weken. Reken op {{minimum}} weken of verklein de steekproef.",
  "Research lead": "Onderzoeksleider",
  Researcher: "Onderzoeker",
  "Recruitment coordinator": "Wervingscoördinator",
  Statistician: "Statisticus",
  "Questionnaire, programming and soft launch": "Vragenlijst, programmering en proefronde",
  "Objectives, sample design and questionnaire": "Doelen, steekproefontwerp en vragenlijst",
  "Survey programming, testing and soft launch": "Programmering van de enquête, testen en proefronde",
  Fieldwork: "Veldwerk",
  "Panel sample (cost per complete)": "Panelsteekproef (kosten per volledige respons)",
  complete: "volledige respons",
  "Fieldwork monitoring, quotas and quality checks": "Monitoring van het veldwerk, quota en kwaliteitscontroles",
  "Analysis and report": "Analyse en rapport",
  "Data cleaning and weighting": "Data opschonen en wegen",
  "Cross-tabulations and statistical analysis": "Kruistabellen en statistische analyse",
  "Findings review and presentation": "Review van de bevindingen en presentatie",
  "Incidence lower than assumed raises the cost per complete":
    "Een lagere incidentie dan aangenomen verhoogt de kosten per volledige respons",
  "Check incidence with the panel before fieldwork and agree a price for each incidence band.":
    "Controleer de incidentie met het panel vóór het veldwerk en spreek een prijs af per incidentieklasse.",
  "Speeders, bots and straight-liners have to be replaced":
    "Te snelle invullers, bots en patroonantwoorders moeten worden vervangen",
  "Attention checks, minimum completion times and a soft launch on 10% of the sample.":
    "Aandachtsvragen, minimale invultijden en een proefronde op 10% van de steekproef.",
  "Quotas in small subgroups fill slowly": "Quota in kleine subgroepen vullen zich langzaam",
  "Set quotas on the panel's real profile counts and allow quota relaxation with the client's approval.":
    "Stel quota vast op de werkelijke profielaantallen van het panel en sta versoepeling toe met goedkeuring van de opdrachtgever.",
  "A survey of {{n}} completes": "Een enquête met {{n}} volledige responsen",
  completes: "volledige responsen",
  "The stated sample bought from an online panel at a cost per complete for {{audience}} ({{source}}), escalated to 2026 with CPI-U and taken to {{place}} (× {{factor}}); design, programming, cleaning, weighting, tables and report in hours; field weeks at about {{pace}} completes a week for this audience.":
    "De opgegeven steekproef, ingekocht bij een online panel tegen een prijs per volledige respons voor {{audience}} ({{source}}), geïndexeerd naar 2026 met de CPI-U en omgerekend naar {{place}} (× {{factor}}); ontwerp, programmering, opschonen, weging, tabellen en rapport in uren; veldweken bij ongeveer {{pace}} volledige responsen per week voor deze doelgroep.",
  "An online survey of {{n}} completes with {{audience}}, from questionnaire to report in about {{weeks}} weeks.":
    "Een online enquête met {{n}} volledige responsen onder {{audience}}, van vragenlijst tot rapport in ongeveer {{weeks}} weken.",
  "{{n}} completes, as stated: the sample size is not changed.":
    "{{n}} volledige responsen, zoals opgegeven: de steekproefomvang wordt niet gewijzigd.",
  "{{n}} completes assumed: the request gave no sample size.":
    "{{n}} volledige responsen aangenomen: de aanvraag noemde geen steekproefomvang.",
  "A questionnaire of about 15 minutes in one language, fielded online.":
    "Een vragenlijst van ongeveer 15 minuten in één taal, online afgenomen.",
  "Panel incentives are included in the cost per complete.":
    "Vergoedingen voor het panel zitten in de prijs per volledige respons.",
  "Who should answer (country, age, role) and what share of the population qualifies?":
    "Wie moet antwoorden (land, leeftijd, functie) en welk deel van de bevolking komt in aanmerking?",
  "How long is the questionnaire, and in how many languages?": "Hoe lang is de vragenlijst, en in hoeveel talen?",
  "Are quotas or weighting to a census profile needed?": "Zijn quota of weging naar een bevolkingsprofiel nodig?",
  "Do you need a written report and presentation, or data tables only?":
    "Heeft u een schriftelijk rapport en een presentatie nodig, of alleen datatabellen?",
  participant: "deelnemer",
  "Research plan, screener and recruiting": "Onderzoeksplan, screener en werving",
  "Research plan and discussion guide": "Onderzoeksplan en gespreksleidraad",
  "Screener and participant criteria": "Screener en criteria voor deelnemers",
  "Participant recruiting fee": "Wervingskosten per deelnemer",
  "Recruiting, scheduling and reminders": "Werving, inplanning en herinneringen",
  Interviews: "Interviews",
  "Participant incentives": "Vergoedingen voor deelnemers",
  "Moderating the interviews (including set-up and notes)":
    "Afnemen van de interviews (inclusief voorbereiding en aantekeningen)",
  "Synthesis and read-out": "Synthese en presentatie",
  "Transcript review and coding": "Transcripten doornemen en coderen",
  "Synthesis, findings and recommendations": "Synthese, bevindingen en aanbevelingen",
  "Report and read-out": "Rapport en presentatie",
  "No-shows and late cancellations": "No-shows en late afzeggingen",
  "Over-recruit by 10–15%, send reminders the day before and an hour before, and keep floaters on call.":
    "Werf 10–15% extra, stuur de dag ervoor en een uur ervoor een herinnering, en houd reserves stand-by.",
  "Recruiting the right profile takes longer than planned": "Het juiste profiel werven duurt langer dan gepland",
  "Agree the screener early, allow a second recruiting source, and relax secondary criteria if the pool is small.":
    "Spreek de screener vroeg af, houd een tweede wervingsbron achter de hand en versoepel secundaire criteria als de groep klein is.",
  "Findings do not answer the decision the study was for":
    "De bevindingen beantwoorden niet het besluit waarvoor het onderzoek was bedoeld",
  "Write the decisions the study informs into the plan and review the guide against them after the first two sessions.":
    "Schrijf de besluiten die het onderzoek moet onderbouwen in het plan en toets de leidraad daaraan na de eerste twee sessies.",
  "{{n}} interviews": "{{n}} interviews",
  interview: "interview",
  interviews: "interviews",
  "Per participant: an incentive for {{audience}} by session length ({{minutes}} minutes) from User Interviews' incentive data and a recruiting fee (panel platform for consumers, specialist recruiter otherwise), escalated to 2026 with CPI-U.":
    "Per deelnemer: een vergoeding voor {{audience}} naar sessieduur ({{minutes}} minuten) uit de vergoedingsdata van User Interviews en wervingskosten (panelplatform voor consumenten, anders een gespecialiseerd wervingsbureau), geïndexeerd naar 2026 met de CPI-U.",
  "Per interview: moderation of the session plus half an hour, and {{analysis}} hours of transcript review and coding per interview hour with automatic transcripts (manual transcription alone takes {{manual}} hours, {{source}}).":
    "Per interview: het afnemen van de sessie plus een half uur, en {{analysis}} uur transcripten doornemen en coderen per interviewuur met automatische transcripten (alleen handmatig transcriberen kost {{manual}} uur, {{source}}).",
  "Weeks follow the numbers: recruiting, sessions at about {{pace}} a week per moderator, then synthesis.":
    "De weken volgen de aantallen: werving, sessies met ongeveer {{pace}} per week per interviewer, daarna de synthese.",
  "{{n}} user interviews with {{audience}} ({{minutes}} minutes each, {{mode}}), from recruiting to read-out in about {{weeks}} weeks.":
    "{{n}} gebruikersinterviews met {{audience}} ({{minutes}} minuten elk, {{mode}}), van werving tot presentatie in ongeveer {{weeks}} weken.",
  "in person": "op locatie",
  remote: "op afstand",
  "{{n}} interviews, as stated.": "{{n}} interviews, zoals opgegeven.",
  "{{n}} interviews assumed: the request gave no number.":
    "{{n}} interviews aangenomen: de aanvraag noemde geen aantal.",
  "Participants are {{audience}} recruited from outside the client's own customer list.":
    "Deelnemers zijn {{audience}} die buiten de eigen klantenlijst van de opdrachtgever worden geworven.",
  "Sessions are held in person; travel and room hire are not included.":
    "Sessies vinden op locatie plaats; reizen en zaalhuur zijn niet inbegrepen.",
  "Sessions run remotely by video call and are recorded with consent.":
    "Sessies verlopen op afstand via videogesprek en worden met toestemming opgenomen.",
  "Who exactly should take part (role, behaviour, product use), and can you recruit from your own customers?":
    "Wie moet er precies meedoen (functie, gedrag, productgebruik), en kunt u werven onder uw eigen klanten?",
  "How long should each session be, and remote or in person?":
    "Hoe lang moet elke sessie duren, en op afstand of op locatie?",
  "Which decisions should the findings inform, and what form should the deliverable take?":
    "Welke besluiten moeten de bevindingen onderbouwen, en in welke vorm moet het resultaat worden opgeleverd?",
  "Do you need transcripts, highlight videos or a research repository entry?":
    "Heeft u transcripten, highlightvideo's of een vermelding in een onderzoeksarchief nodig?",
  "{{part}}: {{phase}}": "{{part}}: {{phase}}",
  Survey: "Enquête",
  "Project management and client meetings": "Projectmanagement en klantoverleg",
  "Project management and client meetings at {{share}}% of the study's effort ({{source}}).":
    "Projectmanagement en klantoverleg op {{share}}% van de inspanning van het onderzoek ({{source}}).",
  "the incentive stated in the request": "de vergoeding die de aanvraag noemt",
  "An incentive of {{amount}} per complete, as stated, on top of the panel's fee.":
    "Een vergoeding van {{amount}} per volledige respons, zoals vermeld, bovenop het tarief van het panel.",
};
