import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} week",
  "{{n}} weeks": "{{n}} weken",
  "{{n}} hour": "{{n}} uur",
  "{{n}} hours": "{{n}} uur",
  "Week {{span}}": "Week {{span}}",
  "Weeks {{span}}": "Weken {{span}}",
  Subtotal: "Subtotaal",
  "the phases' total": "het totaal van de fasen",
  "Contingency (risk register)": "Risicoreserve (risicoregister)",
  "the risks' expected cost": "de verwachte kosten van de risico's",
  "Expected total": "Verwacht totaal",
  "Basis of estimate": "Onderbouwing van de raming",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Elke regel is een onderdeel van het werk met de hoeveelheid, de eenheidsprijs waartegen het is geprijsd en de herkomst van die eenheidsprijs. Arbeidsregels zijn uren tegen het tarief van de rol; de regels van een fase tellen op tot de kosten ervan.",
  Item: "Post",
  Quantity: "Hoeveelheid",
  Unit: "Eenheid",
  "Unit cost": "Eenheidsprijs",
  Cost: "Kosten",
  Source: "Bron",
  VAT: "btw",
  GST: "GST",
  "sales tax": "omzetbelasting",
  "consumption tax": "verbruiksbelasting",
  "tax on services": "belasting op diensten",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "Prijzen zijn exclusief belastingen op het werk (btw, GST of omzetbelasting), die worden toegevoegd tegen de tarieven die gelden waar het werk wordt uitgevoerd.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "Prijzen zijn exclusief sales tax: waar het werk belast is, worden staats- en lokale sales tax toegevoegd tegen de tarieven van de staat en stad van de locatie ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "Prijzen zijn exclusief {{tax}}, die wordt toegevoegd tegen het tarief dat de gemeente van de locatie vaststelt ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "Prijzen zijn exclusief {{tax}}: de GST van 5%, of de geharmoniseerde omzetbelasting in de provincies die die toepassen, plus eventuele provinciale omzetbelasting, tegen de geldende tarieven ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "Prijzen zijn exclusief {{tax}}, die op elke factuur wordt toegevoegd tegen het geldende tarief: standaardtarief van {{rate}} in {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (in de aanvraag aangegeven als niet gewenst).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Alles wat dit voorstel niet beschrijft: dat wordt als meerwerk geprijsd en afgesproken voordat het wordt uitgevoerd.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Deze offerte is {{days}} dagen geldig vanaf de datum, tot {{date}}; daarna worden tarieven en prijzen opnieuw gecontroleerd voordat werk wordt afgesproken.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Deze offerte is {{days}} dagen geldig vanaf de datum; daarna worden tarieven en prijzen opnieuw gecontroleerd voordat werk wordt afgesproken.",
  "Commercial terms": "Commerciële voorwaarden",
  Payment: "Betaling",
  "Invoices are payable within {{days}} days of their date.":
    "Facturen moeten binnen {{days}} dagen na factuurdatum worden betaald.",
  Exclusions: "Uitsluitingen",
  Client: "Opdrachtgever",
  Date: "Datum",
  "Prepared by": "Opgesteld door",
  "To be confirmed": "Nog te bevestigen",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Binnen het opgegeven budget van {{budget}}: geen volledige fase van dit project (het is ongeveer {{share}}% van de eerste, {{first}}). Het kan een verkennende studie betalen die scope, ontwerpuitgangspunten en kosten vastlegt voordat er iets groters wordt aangegaan.",
  "the first phase": "de eerste fase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Binnen het opgegeven budget van {{budget}}: de eerste fase ({{names}}), ongeveer {{cost}} met het aandeel in de risicoreserve, afgerond in week {{week}}. Dit is een afgebakende eerste stap, niet het hele project; de rest wordt opnieuw geprijsd als die klaar is.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Binnen het opgegeven budget van {{budget}}: de eerste {{n}} fasen ({{names}}), ongeveer {{cost}} met hun aandeel in de risicoreserve, afgerond in week {{week}}. Dit is een afgebakende eerste stap, niet het hele project; de rest wordt opnieuw geprijsd als die klaar is.",
  "The whole scope needs about {{weeks}}.": "De volledige scope vraagt ongeveer {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "Binnen de opgegeven {{weeks}}: geen enkele fase van dit plan kan worden afgerond; de tijd is alleen genoeg voor voorbereiding (briefing, scope bepalen en de eerste besluiten).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "Binnen de opgegeven {{weeks}}: de fase die in die tijd klaar is ({{names}}), ongeveer {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "Binnen de opgegeven {{weeks}}: de fasen die in die tijd klaar zijn ({{names}}), ongeveer {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "De volledige scope zoals gevraagd: ongeveer {{cost}} ({{p80}} bij 80% zekerheid) in ongeveer {{weeks}} ({{weeks80}} bij 80% zekerheid). Het plan in de rest van dit voorstel is deze optie.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Een kleiner project: noem de paar onderdelen die het zwaarst wegen, dan prijzen we de kern die binnen de opgegeven grenzen past als een eigen plan.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "Het project zoals gevraagd kan niet binnen het opgegeven budget en de opgegeven termijn worden uitgevoerd. Dat zeggen we liever meteen dan een plan voor te leggen dat geen stand houdt.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "Het project zoals gevraagd kan niet binnen het opgegeven budget worden uitgevoerd. Dat zeggen we liever meteen dan een plan voor te leggen dat geen stand houdt.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "Het project zoals gevraagd kan niet binnen de opgegeven termijn worden uitgevoerd. Dat zeggen we liever meteen dan een plan voor te leggen dat geen stand houdt.",
  "What is possible": "Wat wel kan",
  "Budget: {{message}}": "Budget: {{message}}",
  "Time frame: {{message}}": "Termijn: {{message}}",
  Options: "Opties",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Dit voorstel is in het Engels geschreven: de aanvraag is in het {{language}}, en voorstellen worden geschreven in het Engels, Spaans, Duits, Frans, Portugees, Italiaans of Nederlands. De aanvraag is zo goed mogelijk gelezen; controleer de cijfers die eruit zijn overgenomen.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Bekijk de scope en de aannames, en markeer wat ontbreekt of buiten de scope valt.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Bevestig het budgetniveau waaraan u zich verbindt (P50, P80 of P90) en de startdatum.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Spreek de eerste fase, “{{phase}}”, af als opdracht tegen een vaste prijs; raam de rest opnieuw met wat die fase oplevert.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Spreek de scope en de startdatum af, en onderteken de offerte zolang die geldig is.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Wijs de beslissers aan en het ritme van de reviews (een korte wekelijkse statusupdate).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Wijs de beslissers aan en het ritme van de reviews (wekelijkse status, maandelijkse stuurgroep).",
  "Next steps": "Volgende stappen",
  "Answers to these questions would narrow the estimate:":
    "Antwoorden op deze vragen zouden de raming nauwkeuriger maken:",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})":
    "Bij acceptatie van “{{phase}}”, week {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})": "Bij afronding van “{{phase}}”, week {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Aanbetaling bij ondertekening, om materialen te bestellen en vakmensen in te plannen ({{share}})",
  "On completion, once snagging is signed off ({{share}})":
    "Bij oplevering, zodra de restpunten zijn afgetekend ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})":
    "Aanbetaling voor de start bij ondertekening van het contract ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Maandelijkse termijnen voor het uitgevoerde werk, elke maand gewaardeerd ({{share}} in totaal)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Inhouding ({{share}}) op de termijnbetalingen: de helft vrijgegeven bij oplevering, de helft aan het einde van de onderhoudstermijn van 12 maanden",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Aanbetaling bij ondertekening, om de locatie en de belangrijkste leveranciers vast te leggen ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Tweede betaling halverwege de voorbereiding, week {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})":
    "Restbedrag uiterlijk 14 dagen voor het evenement ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "Bij ondertekening, omdat werving en vergoedingen aan het begin worden vastgelegd ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "Bij oplevering van het eindrapport, week {{week}} ({{share}})",
  "On signing ({{share}})": "Bij ondertekening ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Maandelijkse vergoeding, vooraf gefactureerd aan het begin van elke maand, voor {{n}} maand: {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Maandelijkse vergoeding, vooraf gefactureerd aan het begin van elke maand, voor {{n}} maanden: {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Elke partij kan de doorlopende opdracht met een schriftelijke opzegtermijn van één maand beëindigen.",
  "Fees: 50% on signing: {{amount}}": "Honorarium: 50% bij ondertekening: {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Honorarium: 50% aan het einde van de campagne, week {{week}}: {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Media en andere kosten van derden, maandelijks gefactureerd voordat ze worden uitgegeven (of door u rechtstreeks aan de platforms betaald): {{amount}}",
  "{{label}}: {{amount}}": "{{label}}: {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Extra's die op de dag zelf worden afgesproken, worden na het evenement gefactureerd.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Voor de volledige scope zoals gevraagd verwachten we kosten van {{cost}}, inclusief een risicoreserve van {{contingency}}, en een doorlooptijd van ongeveer {{weeks}} weken. Met 80% zekerheid kost het hooguit {{p80}} en is het binnen {{weeks80}} weken klaar.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "We verwachten kosten van {{cost}}, inclusief een risicoreserve van {{contingency}}, en een doorlooptijd van ongeveer {{weeks}} weken. Met 80% zekerheid kost het hooguit {{p80}} en is het binnen {{weeks80}} weken klaar.",
  "Executive summary": "Managementsamenvatting",
  Budget: "Budget",
  Deadline: "Deadline",
  Team: "Team",
  "{{label}}: {{message}}": "{{label}}: {{message}}",
  "Approach and phases": "Aanpak en fasen",
  "{{hours}} of work": "{{hours}} werk",
  "external costs only, no team hours": "alleen externe kosten, geen teamuren",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}}; {{work}}; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}}: {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}}: {{cost}}",
  Timeline: "Planning",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Geplande doorlooptijd: {{weeks}} weken aan fasen van begin tot eind; met risico's {{p50}} weken bij P50 en {{p80}} weken bij P80.",
  "Cost breakdown": "Kostenopbouw",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "De onderbouwing van de raming aan het einde van dit voorstel bouwt deze cijfers post voor post op, met hoeveelheden, eenheidsprijzen en hun bronnen.",
  "By phase": "Per fase",
  "By role": "Per rol",
  "Expected results by channel": "Verwachte resultaten per kanaal",
  Risks: "Risico's",
  "Assumptions and exclusions": "Aannames en uitsluitingen",
  "Project management": "Projectmanagement",
  "Scope and deliverables": "Scope en resultaten",
  "Included in the price, as listed in the request:": "Inbegrepen in de prijs, zoals genoemd in de aanvraag:",
  "Not included (marked as not wanted in the request): {{items}}.":
    "Niet inbegrepen (in de aanvraag aangegeven als niet gewenst): {{items}}.",
  "What each phase delivers:": "Wat elke fase oplevert:",
  "{{role}}: {{hours}} (about {{n}} person while active)":
    "{{role}}: {{hours}} (ongeveer {{n}} persoon wanneer actief)",
  "{{role}}: {{hours}} (about {{n}} people while active)":
    "{{role}}: {{hours}} (ongeveer {{n}} personen wanneer actief)",
  "Resources and tools": "Middelen en tools",
  Tools: "Tools",
  Confidence: "Betrouwbaarheid",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10% (P10): slechts één uitkomst op de tien kost minder dan {{cost}} of is eerder klaar dan {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50% (P50): het project kost {{cost}} of minder en duurt {{weeks}} of korter. De helft van de uitkomsten is beter, de helft slechter.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80% (P80): {{cost}} of minder en {{weeks}} of korter. Dit is het cijfer om extern toe te zeggen.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90% (P90): {{cost}} of minder en {{weeks}} of korter. Daarboven komt het alleen door een ongebruikelijke combinatie van risico's.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "De verwachte kosten, {{expected}}, zijn de gemiddelde uitkomst: het geplande werk plus een risicoreserve van {{contingency}}, de verwachte waarde van het risicoregister. De bandbreedtes komen uit {{runs}} gesimuleerde doorlopen van het plan.",
  Method: "Methode",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "De aanvraag laat veel van de scope open, dus de bandbreedte is breed; meer ervan noemen (hoeveelheden, wat wel en niet meedoet, het ontwerp) maakt die smaller.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "De aanvraag legt veel van de scope vast, dus de bandbreedte is relatief smal.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Dit is een raming van klasse {{class}} ({{name}}) in de classificatie van AACE International (Recommended Practice 18R-97): de uiteindelijke kosten liggen naar verwachting tussen {{low}} en {{high}} van de raming, dus grofweg tussen {{from}} en {{to}}.",
  "Type of project: {{type}}.": "Soort project: {{type}}.",
  "Location: {{place}}.": "Locatie: {{place}}.",
  "Stated budget: {{amount}}.": "Opgegeven budget: {{amount}}.",
  "Stated time frame: {{weeks}}.": "Opgegeven termijn: {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Opgegeven looptijd van de campagne: {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Opgegeven looptijd van de opdracht: {{weeks}}.",
  "a new building": "een nieuw gebouw",
  "renovation of an existing building": "renovatie van een bestaand gebouw",
  "an extension": "een uitbreiding",
  "an interior fit-out": "een inbouw van het interieur",
  "Scope of work: {{scope}}.": "Omvang van het werk: {{scope}}.",
  "Team size: {{n}}.": "Teamgrootte: {{n}}.",
  "Understanding of the need": "Inzicht in de vraag",
  "You asked for: “{{request}}”": "U vroeg om: “{{request}}”",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Eén kolom per week, genummerd vanaf de start; een gevulde cel geeft een week aan waarin de fase loopt.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Elke kolom is een periode van {{n}} weken, met het nummer van de eerste week erboven; een gevulde cel geeft een periode aan waarin de fase loopt.",
  Phase: "Fase",
  Weeks: "Weken",
  "Effort (hours)": "Inspanning (uren)",
  Share: "Aandeel",
  "{{rate}}/h": "{{rate}}/u",
  Role: "Rol",
  People: "Personen",
  Rate: "Tarief",
  Hours: "Uren",
  "Materials, equipment and subcontracts": "Materialen, materieel en onderaanneming",
  "Media spend": "Mediabudget",
  "Venue, catering, production and suppliers": "Locatie, catering, productie en leveranciers",
  "Recruitment, incentives and panels": "Werving, vergoedingen en panels",
  "Non-labour costs": "Niet-arbeidskosten",
  Risk: "Risico",
  Probability: "Kans",
  Impact: "Impact",
  Exposure: "Blootstelling",
  Mitigation: "Beheersmaatregel",
  "Instagram and Facebook": "Instagram en Facebook",
  "Google Search": "Google Zoeken",
  Channel: "Kanaal",
  Impressions: "Vertoningen",
  Clicks: "Klikken",
  Conversions: "Conversies",
  "Web app": "Webapplicatie",
  "Mobile app": "Mobiele app",
  Website: "Website",
  "E-commerce": "E-commerce",
  Integration: "Integratie",
  "Data migration": "Datamigratie",
  "Data platform / BI": "Dataplatform / BI",
  "ML feature": "ML-functie",
  "Automation script": "Automatiseringsscript",
  House: "Woning",
  "Apartment block": "Appartementengebouw",
  Office: "Kantoor",
  Warehouse: "Magazijn",
  School: "School",
  Hospital: "Ziekenhuis",
  Retail: "Winkel",
  Renovation: "Renovatie",
  "Kitchen remodel": "Keukenrenovatie",
  "Bathroom remodel": "Badkamerrenovatie",
  "Roof replacement": "Dakvernieuwing",
  "Energy retrofit": "Energetische renovatie",
  Extension: "Uitbreiding",
  "Fit-out": "Inbouw",
  "Paid campaign": "Betaalde campagne",
  "SEO retainer": "Doorlopende SEO-opdracht",
  "Content marketing": "Contentmarketing",
  "PR campaign": "PR-campagne",
  "Influencer campaign": "Influencercampagne",
  "Product launch": "Productlancering",
  Conference: "Congres",
  Wedding: "Bruiloft",
  "Corporate event": "Bedrijfsevenement",
  "Trade-show stand": "Beursstand",
  "User interviews / usability": "Gebruikersinterviews / usability",
  Survey: "Enquête",
  "Market sizing": "Marktomvang",
  "Desk research": "Deskresearch",
  General: "Algemeen",
  software: "software",
  construction: "bouw",
  marketing: "marketing",
  event: "evenement",
  research: "onderzoek",
  general: "algemeen",
  "Git hosting with pull-request reviews": "Git-hosting met reviews van pull requests",
  "CI/CD pipeline with automated tests": "CI/CD-pipeline met geautomatiseerde tests",
  "Issue tracker and sprint board": "Issuetracker en sprintbord",
  "Drawings and a specification agreed before work starts":
    "Tekeningen en een bestek die vóór de start zijn afgesproken",
  "Schedule of works with a cost plan and change log": "Werkplanning met een kostenplan en wijzigingslog",
  "Programme as a simple Gantt chart": "Planning als eenvoudig Gantt-schema",
  "Site diary with photos of work before it is covered up":
    "Bouwdagboek met foto's van werk voordat het wordt afgedekt",
  "Order tracker for long-lead items": "Overzicht van bestellingen met lange levertijd",
  "Figma for design and prototypes": "Figma voor ontwerp en prototypes",
  "Error monitoring and analytics": "Foutmonitoring en analytics",
  "BIM model (Revit or equivalent)": "BIM-model (Revit of gelijkwaardig)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Planning in een planningstool (Primavera P6 of MS Project)",
  "Cost plan and change log": "Kostenplan en wijzigingslog",
  "Site diary and inspection app": "Bouwdagboek en inspectie-app",
  "Document control for drawings and RFIs": "Documentbeheer voor tekeningen en RFI's",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / advertentiebeheer van de platforms",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analytics met conversiemeting (GA4 en pixels van de platforms)",
  "UTM conventions and a reporting dashboard": "UTM-afspraken en een rapportagedashboard",
  "Design tools for static and video creative": "Ontwerptools voor statische en videocreaties",
  "A shared content calendar": "Een gedeelde contentkalender",
  "Registration and ticketing platform": "Registratie- en ticketingplatform",
  "Run-of-show and supplier contact sheet": "Draaiboek en contactlijst van leveranciers",
  "Floor plan and seating tool": "Tool voor plattegrond en tafelindeling",
  "Attendee communications (email/SMS)": "Communicatie met deelnemers (e-mail/sms)",
  "Post-event survey": "Enquête na het evenement",
  "Survey platform and panel provider": "Enquêteplatform en panelaanbieder",
  "Video-call recording and transcription": "Opname en transcriptie van videogesprekken",
  "Qualitative analysis tool (coding and tagging)": "Tool voor kwalitatieve analyse (coderen en taggen)",
  "Statistics package for quantitative analysis": "Statistiekpakket voor kwantitatieve analyse",
  "Secure storage for personal data": "Veilige opslag van persoonsgegevens",
  "Project plan and task tracker": "Projectplan en takenoverzicht",
  "Shared document workspace": "Gedeelde documentomgeving",
  "Weekly status report": "Wekelijks statusrapport",
  "Content management system with editor roles": "Contentmanagementsysteem met redactierollen",
  "Staging site for review before launch": "Testomgeving voor review vóór de livegang",
  "Web analytics and search console": "Webanalytics en Search Console",
  "Shop platform admin (catalogue, orders, payments)":
    "Beheeromgeving van het winkelplatform (catalogus, bestellingen, betalingen)",
  "Payment provider's test mode for checkout testing": "Testmodus van de betaalprovider om de checkout te testen",
  "Web analytics with conversion tracking": "Webanalytics met conversiemeting",
  "TestFlight and Google Play internal testing": "TestFlight en interne tests in Google Play",
  "API documentation and contract tests": "API-documentatie en contracttests",
  "Error monitoring and alerting": "Foutmonitoring en meldingen",
  "Data mapping sheet and reconciliation reports": "Datamappingblad en afstemmingsrapporten",
  "Scheduler with run logs and alerts": "Scheduler met runlogs en meldingen",
  "Data warehouse and orchestration (e.g. dbt and Airflow)": "Datawarehouse en orkestratie (bijv. dbt en Airflow)",
  "Data catalogue and quality tests": "Datacatalogus en kwaliteitstests",
  "BI tool for dashboards": "BI-tool voor dashboards",
  "Experiment tracking and model registry": "Experimenttracking en modelregister",
  "Labelled evaluation set and metrics dashboard": "Gelabelde evaluatieset en dashboard met metrieken",
  "Monitoring of model quality in production": "Monitoring van de modelkwaliteit in productie",
  "Energy assessment before and after the works": "Energiebeoordeling voor en na de werkzaamheden",
  "Search console and web analytics (GA4)": "Search Console en webanalytics (GA4)",
  "SEO crawler and rank tracker": "SEO-crawler en ranktracker",
  "Keyword and content plan": "Zoekwoorden- en contentplan",
  "Monthly reporting dashboard": "Maandelijks rapportagedashboard",
  "Design tools for images and video": "Ontwerptools voor beeld en video",
  "Web analytics with content reporting": "Webanalytics met contentrapportage",
  "Keyword research tool": "Tool voor zoekwoordonderzoek",
  "Media database and monitoring service": "Mediadatabase en monitoringdienst",
  "Press release distribution": "Verspreiding van persberichten",
  "Coverage log and reporting": "Publicatielog en rapportage",
  "Press kit with an approval workflow": "Perskit met een goedkeuringsproces",
  "Influencer discovery and vetting platform": "Platform om influencers te vinden en te screenen",
  "Contracts and content approval workflow": "Proces voor contracten en goedkeuring van content",
  "Tracked links and discount codes": "Getrackte links en kortingscodes",
  "Planning timeline and checklist": "Planningstijdlijn en checklist",
  "Supplier contact sheet and contracts log": "Contactlijst van leveranciers en contractenlog",
  "Guest list with replies and dietary needs": "Gastenlijst met reacties en dieetwensen",
  "Run-of-day schedule": "Dagprogramma",
  "Stand design drawings and 3D render": "Standontwerp in tekeningen en 3D-render",
  "Tracker of the exhibitor manual's deadlines": "Overzicht van de deadlines uit het exposantenhandboek",
  "Shipping and logistics schedule": "Verzend- en logistieke planning",
  "Lead capture app": "App voor leadregistratie",
  "Build-up and breakdown schedule": "Planning van opbouw en afbouw",
  "Participant recruitment and scheduling tool": "Tool voor werving en inplanning van deelnemers",
  "Consent forms and secure storage for personal data":
    "Toestemmingsformulieren en veilige opslag van persoonsgegevens",
  "Data cleaning and quality checks": "Data opschonen en kwaliteitscontroles",
  "Industry reports and statistics databases": "Brancherapporten en statistische databases",
  "Spreadsheet model with stated assumptions": "Spreadsheetmodel met expliciete aannames",
  "Log of expert interviews": "Log van expertinterviews",
  "Register of sources": "Bronnenregister",
  "Access to industry reports and statistics databases": "Toegang tot brancherapporten en statistische databases",
  "Reference manager": "Literatuurbeheerprogramma",
  "Appendix: how the estimate was built": "Bijlage: hoe de raming tot stand kwam",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Het vast te leggen budget bevestigen (de verwachte {{expected}}, of {{safe}} om {{n}} op de 10 uitkomsten te dekken) en de startdatum.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Elke regel is een post van het werk met de hoeveelheid en de eenheidsprijs waartegen hij geprijsd is; het getal tussen haken verwijst naar de bron van die eenheidsprijs in de lijst hieronder. Arbeidsregels zijn uren tegen het tarief van de rol; de regels van een fase tellen op tot de kosten ervan.",
  "How the range was worked out": "Hoe de bandbreedte is bepaald",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Het duurt ongeveer {{likely}}, en {{n}} op de 10 zijn binnen {{longest}} klaar.",
  "It takes about {{likely}}.": "Het duurt ongeveer {{likely}}.",
  "Sizing and checks in detail": "Omvang en controles in detail",
  Sources: "Bronnen",
  "Technical assumptions of the method are listed in the appendix.":
    "De technische aannames van de methode staan in de bijlage.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "De bijlage aan het eind van dit voorstel bouwt deze bedragen post voor post op, met hoeveelheden, eenheidsprijzen en hun bronnen.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "De bijlage laat zien hoe de bandbreedte is bepaald, met elke post van de prijs en de bron ervan.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "De volledige scope zoals gevraagd: ongeveer {{cost}} in ongeveer {{weeks}}; {{n}} op de 10 vergelijkbare projecten blijven binnen {{p80}} en {{weeks80}}. Het plan in de rest van dit voorstel is deze optie.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "De fasen lopen van begin tot eind {{planned}}. Met de risico's erbij is het ongeveer {{likely}}; {{n}} op de 10 vergelijkbare projecten zijn binnen {{longest}} klaar.",
  "The plan fits the stated budget of {{stated}}.": "Het plan past binnen het genoemde budget van {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "Het plan past binnen de genoemde termijn van {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "Het plan heeft op het drukste moment ongeveer {{needed}} mensen nodig, meer dan het genoemde team van {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "De bandbreedte is getoetst aan {{projects}} vergelijkbare vastgelegde projecten: {{n}} op de 10 vielen erbinnen.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "Het genoemde budget van {{stated}} is te krap voor wat het plan nodig heeft, ongeveer {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "Het genoemde team van {{stated}} dekt wat het plan nodig heeft.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "De genoemde termijn van {{stated}} is korter dan het plan nodig heeft, ongeveer {{needed}}.",
  "These figures are for the full scope as asked.": "Deze bedragen gelden voor de volledige scope zoals gevraagd.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Deze bijlage is voor wie de cijfers controleert: de bandbreedte in de termen van de raming, de methode en elke post van de prijs met de bron ervan.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "We verwachten dat het ongeveer {{likely}} kost, risico's inbegrepen; {{n}} op de 10 vergelijkbare projecten kosten hooguit {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "We verwachten dat het ongeveer {{likely}} kost, risico's inbegrepen; {{n}} op de 10 vergelijkbare projecten komen uit tussen {{low}} en {{high}}.",
};
