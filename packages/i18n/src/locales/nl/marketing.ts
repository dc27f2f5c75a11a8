import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Contentaudit, doelgroep en redactionele strategie",
  "Topic and keyword research": "Onderzoek naar onderwerpen en zoekwoorden",
  "Editorial guidelines and templates: writing": "Redactionele richtlijnen en sjablonen: tekst",
  "Editorial guidelines and templates: design": "Redactionele richtlijnen en sjablonen: vormgeving",
  "Articles of about {{words}} words": "Artikelen van ongeveer {{words}} woorden",
  "Short vertical videos (reels)": "Korte verticale video's (reels)",
  "Short edited videos": "Korte gemonteerde video's",
  "Social posts with graphics": "Socialmediaposts met beeld",
  "Newsletter issues": "Edities van de nieuwsbrief",
  "Editorial calendar, planning and performance report": "Redactiekalender, planning en resultatenrapport",
  "Content promotion: paid distribution": "Promotie van content: betaalde verspreiding",
  "lump sum": "vaste prijs",
  "stated in the request": "genoemd in de aanvraag",
  "Onboarding: content strategy and guidelines": "Onboarding: contentstrategie en richtlijnen",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainermodel: eenmalige onboarding, daarna een maandelijkse vergoeding voor vaste onderdelen × het aantal maanden. De schrijftijd van een artikel is het gepubliceerde gemiddelde ({{source}}), naar verhouding van de lengte; redactie, SEO, vormgeving en video zijn bureau-uren per stuk; alles tegen roltarieven voor {{place}}. Een opgegeven promotiebudget is een eigen post, nooit binnen de vergoedingen. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Contentmarketing voor {{months}} tegen ongeveer {{fee}} per maand: {{articles}} artikelen, {{videos}} video's, {{social}} socialmediaposts en {{newsletters}} nieuwsbrieven per maand, na een onboarding van ongeveer {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "Maandvolumes die de aanvraag niet noemde, zijn aangenomen uit gangbare retainers; noem ze om ze te laten prijzen zoals gevraagd.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "Het opgegeven promotiebudget van {{media}} wordt precies zo geprijsd, als eigen post, los van de vergoedingen.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Inhoudelijke experts aan de kant van de opdrachtgever beoordelen concepten binnen een week; interviews met hen zitten in de schrijftijd.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "Stockbeeld en publicatie op de eigen website en kanalen van de opdrachtgever zijn inbegrepen; betaalde promotie niet, tenzij vermeld.",
  "Subject-matter experts are slow to give input or review": "Inhoudelijke experts leveren traag input of feedback",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Plan met elke expert een vast maandelijks interviewmoment en spreek een reviewperiode af in de redactiekalender.",
  "Content is published but draws little traffic": "Content wordt gepubliceerd maar trekt weinig verkeer",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Kies onderwerpen op basis van zoekwoord- en doelgroeponderzoek, vernieuw na drie maanden wat achterblijft, en promoot de beste stukken.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "Welke onderwerpen en doelgroepen zijn het belangrijkst, en wie aan uw kant heeft de expertise die de content moet uitdragen?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "Hoeveel stukken per maand, en van welke lengte, wilt u? Deze raming gaat uit van gangbare volumes waar niets is opgegeven.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "Is er een budget om de content te promoten (betaalde social, nieuwsbrieven, syndicatie)? Dat wordt als eigen post geprijsd.",
  "Who publishes and owns the channels: your team, or the agency?":
    "Wie publiceert en beheert de kanalen: uw team of het bureau?",
  "nano (1k–10k followers)": "nano (1k–10k volgers)",
  "micro (10k–50k followers)": "micro (10k–50k volgers)",
  "mid-tier (50k–500k followers)": "middelgroot (50k–500k volgers)",
  "macro (500k–1M followers)": "macro (500k–1M volgers)",
  "mega (1M+ followers)": "mega (meer dan 1M volgers)",
  "Campaign strategy, creator brief and KPIs": "Campagnestrategie, creatorbriefing en KPI's",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Creators zoeken en screenen (publiek, nepvolgers en brand safety): {{count}} creators",
  "Negotiation and contracts: {{count}} creators": "Onderhandeling en contracten: {{count}} creators",
  "Briefing and content review: {{count}} posts": "Briefing en review van content: {{count}} posts",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Vergoedingen voor creators: {{count}} posts van {{tier}} creators op {{platform}}",
  post: "post",
  "{{source}}, CPI-U to {{year}}": "{{source}}, CPI-U tot {{year}}",
  "Paid amplification of creator posts: {{channel}}": "Betaalde versterking van posts van creators: {{channel}}",
  "Tracking links, codes and the campaign report": "Trackinglinks, codes en het campagnerapport",
  "A creator misses the brief or posts late": "Een creator houdt zich niet aan de briefing of post te laat",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Leg briefing, postdata en één revisieronde contractueel vast; houd één of twee gescreende reservecreators achter de hand.",
  "Creator rates come in above the market midpoint": "Tarieven van creators liggen boven het marktgemiddelde",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Onderhandel over pakketten (meerdere posts, gebruiksrechten) en houd een mix van niveaus aan.",
  "Undisclosed advertising or a brand-safety incident": "Niet-vermelde reclame of een brand-safety-incident",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "Eis in elk contract een duidelijke reclamevermelding en screen de eerdere content van elke creator.",
  "{{count}} creators, as stated.": "{{count}} creators, zoals opgegeven.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} creators: wat het opgegeven budget betaalt na de bureauvergoedingen en een reserve.",
  "{{count}} creators are assumed (none were stated).":
    "Er worden {{count}} creators aangenomen (er waren er geen opgegeven).",
  "{{count}} creators, the fewest worth a campaign.":
    "{{count}} creators, het minimum waarvoor een campagne zinvol is.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Vergoedingen voor creators zijn posts × het markttarief per post voor het platform en het volgersniveau ({{source}}, geïndexeerd naar {{year}} met de CPI-U), met een brede bandbreedte omdat tarieven worden onderhandeld. Zoeken, contracteren, briefen en rapporteren door het bureau zijn uren per creator en per post × roltarieven voor {{place}}. Betaalde versterking, indien opgegeven, is een eigen post, geprijsd zoals opgegeven, met de funnel uit de benchmarks van het platform. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Een influencercampagne met {{creators}} {{tier}} creators op {{platform}}: {{posts}} posts die tot {{followers}} volgers bereiken, ongeveer {{fees}} aan vergoedingen voor creators plus het werk van het bureau.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Er worden microcreators (10k–50k volgers) aangenomen: er was geen niveau of aantal volgers opgegeven.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} posts per creator; tarieven gelden per post, zonder gebruiksrechten buiten het eigen kanaal van de creator, whitelisting en productseeding.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "Bereik wordt geteld als de volgers van de creators; een post bereikt maar een deel van hen.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "De opgegeven {{media}} aan betaalde versterking wordt precies zo geprijsd, als eigen post.",
  "Strategy and creator sourcing": "Strategie en creators zoeken",
  "Content creation and approval": "Content maken en goedkeuren",
  "Posting window": "Postperiode",
  "Measurement and reporting": "Meting en rapportage",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "Welk platform en welk publiek, en aan welk volgersniveau of welke creators denkt u?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "Heeft u gebruiksrechten (advertenties, website) of whitelisting nodig naast de eigen posts van de creators? Die verhogen meestal de vergoeding.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "Worden er producten naar creators gestuurd, en tegen welke kosten? Seeding is niet inbegrepen.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "Is er een budget om de beste posts van creators als advertentie te promoten? Dat wordt als eigen post geprijsd.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "Het opgegeven budget van {{budget}} betaalt de {{count}} creators die een campagne met het werk van het bureau nodig heeft niet: de kleinste zinvolle campagne kost ongeveer {{minimum}}. Binnen {{budget}} kunt u minder posts, nanocreators of productseeding zonder vergoeding gebruiken.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "De kleinste zinvolle campagne op {{channels}}: {{weeks}} met ongeveer {{media}} aan media, naar verwachting goed voor ongeveer {{conversions}} leads tegen ongeveer {{cpl}} per lead; bureauvergoedingen en productie komen er met {{fees}} bij.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Een campagne van {{weeks}} op {{channels}}, met ongeveer {{media}} aan media, naar verwachting goed voor ongeveer {{conversions}} leads tegen ongeveer {{cpl}} per lead; bureauvergoedingen en productie komen er met {{fees}} bij.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Mediaplan: de uitgaven per kanaal worden vertoningen, klikken en leads volgens gepubliceerde benchmarks (klikken = uitgaven ÷ kosten per klik, vertoningen = klikken ÷ klikfrequentie, leads = klikken × conversieratio; prijzen geïndexeerd naar {{year}} met de CPI-U). Media zijn een eigen post, nooit vermengd met vergoedingen: {{basis}} Het werk van het bureau is geprijsd als uren × roltarieven voor {{place}}; mediabeheer als {{share}}% van de uitgaven ({{shareSource}}) met een minimum van {{floor}} u media-inkoop per kanaal per week. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "No channel was named: {{channels}} are assumed.": "Er was geen kanaal genoemd: {{channels}} worden aangenomen.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "Benchmarks zijn gemiddelden over sectoren heen, grotendeels van Amerikaanse accounts; de resultaten van de eerste twee weken moeten de prognose bijstellen.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "Landingspagina's en het aanbod bestaan en converteren op gangbare niveaus; het bouwen ervan is niet inbegrepen.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "Platformkosten en belastingen op media zitten in de media-uitgaven; de beheervergoeding van het bureau is een eigen post.",
  "Strategy and planning": "Strategie en planning",
  "Creative production and setup": "Creatieve productie en inrichting",
  "Campaign flight": "Campagneperiode",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "Welke conversie koopt u (een leadformulier, een aanmelding, een verkoop), en wat is die u waard? Dat bepaalt welke kosten per lead de moeite waard zijn.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "Op welke landen en doelgroepen richt u zich? De benchmarks zijn grotendeels Amerikaanse gemiddelden; in de meeste andere markten kosten klikken minder.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "Bestaan landingspagina's, tracking (pixels, conversie-API) en advertentieaccounts met een geschiedenis al?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "Welke kanalen wilt u? Deze raming gaat uit van {{channels}}.",
  "Messaging, story angles and news hooks": "Boodschap, invalshoeken en nieuwshaken",
  "Media list: {{count}} journalists and outlets": "Medialijst: {{count}} journalisten en media",
  "Press kit: fact sheet, bios and images": "Perskit: factsheet, biografieën en beeld",
  "Press kit design": "Vormgeving van de perskit",
  "PR strategy and counsel": "PR-strategie en advies",
  "Media outreach and pitching": "Benaderen van media en pitchen",
  "Press releases": "Persberichten",
  "Spokesperson and interview preparation": "Voorbereiding van woordvoerder en interviews",
  "Coverage monitoring and monthly report": "Monitoring van publicaties en maandrapport",
  "Onboarding: messaging, media list and press kit": "Onboarding: boodschap, medialijst en perskit",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainermodel: eenmalige onboarding (boodschap, medialijst, perskit), daarna een maandelijkse vergoeding voor vast werk (advies, mediabenadering, persberichten, voorbereiding van de woordvoerder, monitoring) × het aantal maanden, elk als uren × roltarieven voor {{place}}. De uren groeien met het bereik van de beoogde media (×{{reach}} hier). Publiciteit wordt verdiend, niet gekocht, dus er wordt geen mediapost geprijsd. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Een PR-campagne van {{months}} tegen ongeveer {{fee}} per maand: benadering van {{list}} journalisten en media, {{releases}} persberichten per maand, advies en publicatierapporten, na een onboarding van ongeveer {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Er wordt één persbericht per maand aangenomen (er was niets opgegeven).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "Publiciteit wordt verdiend, niet gegarandeerd: de vergoeding betaalt het werk, niet de plaatsingen. Verspreiding via persbureaus, evenementen en mediatraining zijn niet inbegrepen.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Er is op korte termijn een woordvoerder beschikbaar voor interviews, en de opdrachtgever keurt persberichten binnen twee werkdagen goed.",
  "No coverage lands in the first months": "In de eerste maanden komt er geen publiciteit",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Open met de sterkste nieuwshaak, bied twee of drie doelmedia een primeur aan, en gebruik data of een klantverhaal waar journalisten iets mee kunnen.",
  "A bigger news story or a crisis pushes the story out": "Groter nieuws of een crisis drukt het verhaal weg",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Houd een tijdloze invalshoek klaar en verplaats aankondigingen weg van drukke nieuwsdagen.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "Welke media zijn het belangrijkst: vakpers, regionale, landelijke of internationale pers, podcasts of analisten?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "Welk nieuws komt er in de maanden van de campagne (lanceringen, data, financiering, mensen), en wie kan namens het bedrijf spreken?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "Heeft u verspreiding via persbureaus, mediatraining of evenementen nodig? Die worden apart geprijsd.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "Hoe wordt succes beoordeeld: publicaties in genoemde media, share of voice, links of leads?",
  "Positioning, messaging and launch narrative": "Positionering, boodschap en lanceringsverhaal",
  "Launch plan and timeline across channels and press": "Lanceringsplan en tijdlijn over kanalen en pers",
  "Launch landing page copy": "Teksten voor de lanceringspagina",
  "Launch landing page design": "Vormgeving van de lanceringspagina",
  "Launch video script": "Script voor de lanceringsvideo",
  "Launch video production and editing": "Productie en montage van de lanceringsvideo",
  "Launch press release": "Persbericht voor de lancering",
  "Press release approval and spokesperson briefing": "Goedkeuring van het persbericht en briefing van de woordvoerder",
  "Press kit: fact sheet, images and demo access": "Perskit: factsheet, beeld en toegang tot een demo",
  "Media outreach and embargoed briefings": "Benaderen van media en briefings onder embargo",
  "The launch date slips because the product is not ready":
    "De lanceringsdatum schuift omdat het product niet klaar is",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Koppel het persembargo en de start van de campagne aan een go/no-go-datum twee weken eerder, en houd materiaal vrij van data.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Lanceringsplan: positionering, lanceringsmateriaal en persbenadering zijn uren × roltarieven voor {{place}}; de media van de lanceringsperiode worden vertoningen, klikken en leads volgens gepubliceerde benchmarks (prijzen geïndexeerd naar {{year}} met de CPI-U) en zijn een eigen post, nooit vermengd met vergoedingen: {{basis}} Mediabeheer is een aandeel van de uitgaven met een minimum aan uren media-inkoop. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Een productlancering: positionering, een landingspagina, een lanceringsvideo, een persbericht met mediabenadering en een lanceringsperiode van {{weeks}} op {{channels}} met ongeveer {{media}} aan media, naar verwachting goed voor ongeveer {{conversions}} leads; bureauvergoedingen en productie komen er met {{fees}} bij.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "Het product, de prijzen en een demo of samples zijn twee weken voor de lancering klaar voor de pers; het bouwen van de productpagina in de winkel of app is niet inbegrepen.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "Publiciteit wordt verdiend, niet gekocht; verspreiding via persbureaus en een lanceringsevenement zijn niet inbegrepen.",
  "Launch strategy and positioning": "Lanceringsstrategie en positionering",
  "Launch assets, press and setup": "Lanceringsmateriaal, pers en inrichting",
  "Launch flight": "Lanceringsperiode",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "Wat is de lanceringsdatum, en ligt die vast? Het persembargo en de campagne worden daarvandaan terug gepland.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "Welke media en kanalen zijn het belangrijkst voor de lancering: vakpers, landelijke pers, zoeken, social?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "Welk lanceringsmateriaal bestaat al (productfoto's, demovideo, merkrichtlijnen)?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Technische SEO-audit: crawl, indexering, snelheid en structuur van {{pages}} pagina's",
  "Keyword research and competitor gap analysis": "Zoekwoordonderzoek en gapanalyse ten opzichte van concurrenten",
  "SEO strategy and six-month roadmap": "SEO-strategie en roadmap voor zes maanden",
  "Analytics and Search Console setup, baseline report": "Inrichting van analytics en Search Console, nulmeting",
  "Technical fixes and monitoring": "Technische verbeteringen en monitoring",
  "On-page optimisation (pages)": "On-page optimalisatie (pagina's)",
  "SEO articles of about {{words}} words": "SEO-artikelen van ongeveer {{words}} woorden",
  "Links earned through outreach and digital PR": "Links verdiend via outreach en digitale PR",
  "Monthly report and account management": "Maandrapport en accountbeheer",
  "Onboarding: audit, keyword research and strategy": "Onboarding: audit, zoekwoordonderzoek en strategie",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainermodel: eenmalige onboarding (technische audit, zoekwoordonderzoek, analytics), daarna een maandelijkse vergoeding voor vaste resultaten (technische verbeteringen, on-page optimalisatie, artikelen, linkbuilding, rapportage) × het aantal maanden. Elk resultaat is uren × roltarieven voor {{place}}; de maandvolumes groeien met hoe concurrerend de zoekmarkt is (×{{scale}} hier). De vergoeding wordt getoetst aan gepubliceerde onderzoeken naar retainers. De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Een doorlopende SEO-opdracht van {{months}} tegen ongeveer {{fee}} per maand ({{articles}} artikelen, {{pages}} geoptimaliseerde pagina's en {{links}} links per maand), na een onboarding van ongeveer {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "Google verwacht dat SEO vier maanden tot een jaar nodig heeft om resultaat te tonen ({{source}}); een opdracht van {{months}} kan aflopen voordat de posities verschuiven.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Er wordt aangenomen dat de site ongeveer {{pages}} pagina's heeft (er was niets opgegeven); de audit groeit met het aantal pagina's.",
  "{{articles}} articles a month are assumed (none were stated).":
    "Er worden {{articles}} artikelen per maand aangenomen (er was niets opgegeven).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "De maandvergoeding (ongeveer {{feeUsd}}) vergelijkt met {{low}}–{{high}} per maand, de budgetklasse waarmee SEO-professionals het vaakst werken ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "De ontwikkelaars van de opdrachtgever voeren technische verbeteringen door op basis van tickets van het bureau; ontwikkeltijd is niet inbegrepen. Links worden verdiend, niet gekocht: het spambeleid van Google verbiedt betaalde links.",
  "A search algorithm update moves rankings": "Een update van het zoekalgoritme verschuift de posities",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Volg de Search Essentials van Google, verdeel het werk over technische verbeteringen, content en links, en rapporteer het effect van elke update tegen de nulmeting.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "Hoeveel pagina's heeft de site, en op welk platform is die gebouwd? Dat bepaalt de omvang van de audit en het on-page werk.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "Is het doel lokaal (één stad of regio), landelijk of internationaal zoeken, en welke concurrenten staan nu bovenaan?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "Wie voert technische verbeteringen op de site door: uw ontwikkelaars of het bureau?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "Schrijft het bureau de artikelen, of schrijft uw team ze met briefings en optimalisatie van het bureau?",
  "Campaign strategy, audiences and media plan": "Campagnestrategie, doelgroepen en mediaplan",
  "Ad copy: {{count}} variants": "Advertentieteksten: {{count}} varianten",
  "Static and carousel creative: {{count}} variants": "Statische en carrouselcreaties: {{count}} varianten",
  "Video production and editing: {{count}} videos": "Videoproductie en montage: {{count}} video's",
  "Campaign setup: accounts, audiences and ads built":
    "Campagne-inrichting: accounts, doelgroepen en advertenties gebouwd",
  "Tracking setup: pixels, conversion events and UTMs": "Inrichting van tracking: pixels, conversie-events en UTM's",
  "Reporting and insights: weekly results and a final report":
    "Rapportage en inzichten: wekelijkse resultaten en een eindrapport",
  "{{share}}% of media spend ({{source}})": "{{share}}% van de media-uitgaven ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "minimum: {{hours}} u media-inkoop per kanaal per week tegen {{rate}} per uur (boven {{share}}% van de media-uitgaven)",
  "Media management fee: buying, bids and optimisation": "Beheervergoeding media: inkoop, biedingen en optimalisatie",
  week: "week",
  "Creative underperforms and needs a second round":
    "Creaties presteren onder verwachting en er is een tweede ronde nodig",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Start met meerdere varianten per kanaal, verschuif het budget wekelijks naar de winnaars en houd een tweede ronde creaties in reserve.",
  "Tracking or attribution gaps delay optimisation": "Gaten in tracking of attributie vertragen de optimalisatie",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Installeer en test pixels, conversie-API en UTM-afspraken vóór de lancering; stem de cijfers van platforms en analytics in week één op elkaar af.",
  "Ad rejections or account restrictions": "Afgekeurde advertenties of accountbeperkingen",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Toets creaties aan het beleid van elk platform en verifieer de bedrijfsaccounts vóór de lancering.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "Veilingprijzen stijgen (seizoen, concurrentie): minder leads voor dezelfde uitgaven",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Vermijd een start in het hoogseizoen, begrens biedingen en houd een tiende van de uitgaven achter om de leadprognose te halen.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "De opgegeven uitgaven zijn een plafond: dan dalen de verwachte leads; begrens biedingen en verschuif uitgaven naar het kanaal met de laagste kosten per lead.",
  "Google Search ads": "Advertenties in Google Zoeken",
  "Instagram and Facebook ads": "Advertenties op Instagram en Facebook",
  "LinkedIn ads": "Advertenties op LinkedIn",
  "TikTok ads": "Advertenties op TikTok",
  "YouTube video ads": "Videoadvertenties op YouTube",
  "Display network": "Displaynetwerk",
  "X (Twitter) ads": "Advertenties op X (Twitter)",
  "Influencer partnerships": "Samenwerkingen met influencers",
  "Email campaigns": "E-mailcampagnes",
  "1 week": "1 week",
  "{{count}} weeks": "{{count}} weken",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Een campagne van {{flight}} vraagt ongeveer {{around}} extra voor strategie, creatie en rapportage, dus ongeveer {{total}} in totaal; de opgegeven {{deadline}} is te kort. Begin eerder met de voorbereiding, verkort de campagne tot {{room}}, of hergebruik bestaande creaties om de productie te verkorten.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Een campagne vraagt ongeveer {{around}} rond de looptijd (strategie, creatie en rapportage), dus {{deadline}} laat geen tijd om haar te draaien; reken op minstens {{least}}, of hergebruik bestaande creaties om de productie te verkorten.",
  "as stated": "zoals opgegeven",
  "what the stated time frame leaves after preparation and reporting":
    "wat de opgegeven termijn na voorbereiding en rapportage overlaat",
  "assumed: the request gave no length": "aangenomen: de aanvraag noemde geen looptijd",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "De opgegeven {{deadline}} eindigen vóór de opgegeven {{flight}} van de campagne: kort de campagne in tot {{deadline}}, of spreek af dat ze na die datum doorloopt.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "De campagne loopt {{flight}}: de eerste {{before}} zijn strategie, creatieve productie en inrichting, daarna {{run}} media, met rapportage aan het eind.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "De campagne loopt {{flight}} ({{basis}}), na ongeveer {{before}} aan strategie, creatieve productie en inrichting, met rapportage daarna.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "Is het opgegeven {{budget}} het hele budget (bureauvergoedingen en media), of alleen de media-uitgaven? Deze raming leest het als het hele budget.",
  "the stated budget less the agency's fees": "het opgegeven budget min de bureauvergoedingen",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "Het opgegeven budget van {{budget}} dekt vergoedingen en media: eerst de bureauvergoedingen, productie en reserve ({{fees}}), en de rest, {{media}}, is de media-uitgave.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "kleinste leesbare test: {{conversions}} conversies per leadkanaal of {{clicks}} klikken per bereikkanaal ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "Met het opgegeven budget van {{budget}} kan geen leesbare campagne op {{channels}} worden gefinancierd: na bureauvergoedingen en productie (ongeveer {{fees}}) blijft er maar {{left}} over voor media, onder de kleinste leesbare test ({{needed}}). Deze raming prijst in plaats daarvan de kleinste zinvolle campagne: minstens {{minimum}} in totaal, met {{media}} aan media. Binnen {{budget}} kunt u minder kanalen gebruiken, bestaande creaties hergebruiken of de advertenties zelf draaien ({{budget}} aan alleen media zou ongeveer {{conversions}} conversies opleveren).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "aanbevolen (aanname): {{conversions}} conversies per leadkanaal of {{clicks}} klikken per bereikkanaal per vier weken ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "Er waren geen media-uitgaven opgegeven: {{media}} wordt aanbevolen (een aanname), genoeg voor ongeveer {{conversions}} conversies per leadkanaal of {{clicks}} klikken per bereikkanaal per vier weken campagne ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "Aan welke media-uitgaven denkt u? Deze raming beveelt {{media}} aan; een opgegeven bedrag wordt precies zo geprijsd.",
  "Media spend: {{channel}}": "Media-uitgaven: {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "De opgegeven {{media}} aan media ligt onder de kleinste leesbare test op {{channels}} ({{needed}}: {{conversions}} conversies per leadkanaal of {{clicks}} klikken per bereikkanaal, {{source}}). Zet het in op minder kanalen ({{best}} alleen vraagt minstens {{bestNeeded}}) of verhoog de media tot minstens {{needed}}; de bureauvergoedingen ({{fees}}) komen er bovenop.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "De opgegeven {{media}} aan media ligt onder de kleinste leesbare test op {{channels}} ({{needed}}: {{conversions}} conversies per leadkanaal of {{clicks}} klikken per bereikkanaal, {{source}}). Verhoog de media tot minstens {{needed}} of gebruik een kanaal met goedkopere resultaten; de bureauvergoedingen ({{fees}}) komen er bovenop.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "Er waren geen uitgaven opgegeven voor {{channels}}, dus daar wordt niets geprijsd.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "De opgegeven {{media}} aan media wordt precies zo geprijsd, als eigen post; bureauvergoedingen, productie en reserve ({{fees}}) zijn aparte posten daarbovenop.",
  "the stated media is priced exactly as given.": "de opgegeven media worden precies zo geprijsd.",
  "the stated budget pays the fees first and the rest is media.":
    "het opgegeven budget betaalt eerst de vergoedingen en de rest is media.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "het opgegeven budget ligt onder de kleinste leesbare test, dus wordt de kleinste zinvolle campagne geprijsd.",
  "no media was stated, so a spend is recommended (an assumption).":
    "er waren geen media opgegeven, dus wordt een bedrag aanbevolen (een aanname).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}}: {{spend}} koopt ongeveer {{impressions}} vertoningen, {{clicks}} klikken en {{leads}} leads ({{cpl}} per lead) volgens {{sources}}.",
  "1 month": "1 maand",
  "{{count}} months": "{{count}} maanden",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Een opdracht van {{months}} loopt ongeveer {{weeks}} weken; de opgegeven termijn van {{deadline}} weken is korter. Verkort de opdracht tot {{fit}}, of spreek af dat die na die datum doorloopt.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} per maand × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Uitvoering van de opdracht: {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "Het opgegeven {{budget}} per maand wordt vergeleken met de maandvergoeding van de opdracht van ongeveer {{fee}}; over {{months}} komt de opdracht op ongeveer {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "Het opgegeven budget van {{budget}} betaalt ongeveer {{affordable}} van deze opdracht tegen ongeveer {{fee}} per maand.",
  "Approvals and access on the client side slow delivery":
    "Goedkeuringen en toegang aan de kant van de opdrachtgever vertragen de uitvoering",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Spreek vóór de eerste maand een vaste goedkeurder, een reviewperiode van 48 uur en toegang tot de benodigde systemen af.",
  "Scope creeps beyond the monthly deliverables": "De scope groeit voorbij de maandelijkse resultaten",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Houd een maandplan bij tegen de resultaten van de opdracht en prijs extra werk apart.",
  "the stated time frame": "de opgegeven termijn",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "De opdracht loopt {{months}} ({{basis}}), met de onboarding in de eerste {{weeks}} weken; de maandvergoeding van ongeveer {{fee}} × {{months}} is {{retainer}}.",
  "Marketing strategist": "Marketingstrateeg",
  "Media buyer": "Media-inkoper",
  Copywriter: "Copywriter",
  "Graphic designer": "Grafisch ontwerper",
  "Video producer": "Videoproducent",
  "SEO specialist": "SEO-specialist",
  "Marketing analyst": "Marketinganalist",
  "PR manager": "PR-manager",
  "PR specialist": "PR-specialist",
  "Influencer marketing manager": "Influencermarketingmanager",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2.080 u × {{multiplier}} ({{multiplierSource}}), CPI-U tot {{year}}, locatiefactor {{factor}} ({{place}})",
};
