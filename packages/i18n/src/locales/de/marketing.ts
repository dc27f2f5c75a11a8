import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Content-Audit, Zielgruppe und Redaktionsstrategie",
  "Topic and keyword research": "Themen- und Keyword-Recherche",
  "Editorial guidelines and templates: writing": "Redaktionsleitfaden und Vorlagen: Text",
  "Editorial guidelines and templates: design": "Redaktionsleitfaden und Vorlagen: Gestaltung",
  "Articles of about {{words}} words": "Artikel mit etwa {{words}} Wörtern",
  "Short vertical videos (reels)": "Kurze Hochformat-Videos (Reels)",
  "Short edited videos": "Kurze geschnittene Videos",
  "Social posts with graphics": "Social-Media-Beiträge mit Grafiken",
  "Newsletter issues": "Newsletter-Ausgaben",
  "Editorial calendar, planning and performance report": "Redaktionskalender, Planung und Leistungsbericht",
  "Content promotion: paid distribution": "Content-Promotion: bezahlte Verbreitung",
  "lump sum": "Pauschale",
  "stated in the request": "in der Anfrage genannt",
  "Onboarding: content strategy and guidelines": "Onboarding: Content-Strategie und Leitfaden",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainer-Modell: einmaliges Onboarding, danach eine Monatspauschale für festgelegte Inhalte × die Laufzeit in Monaten. Die Schreibzeit eines Artikels ist der veröffentlichte Durchschnitt ({{source}}), im Verhältnis zu seiner Länge; Lektorat, SEO, Gestaltung und Video sind Agenturstunden pro Stück; alles zu den Rollensätzen für {{place}}. Ein genanntes Promotion-Budget ist eine eigene Position, nie in den Honoraren enthalten. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Content-Marketing über {{months}} für etwa {{fee}} im Monat: {{articles}} Artikel, {{videos}} Videos, {{social}} Social-Media-Beiträge und {{newsletters}} Newsletter im Monat, nach einem Onboarding von etwa {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "Monatliche Mengen, die die Anfrage nicht nennt, sind nach üblichen Retainern angenommen; nennen Sie sie, damit sie wie gewünscht kalkuliert werden.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "Das genannte Promotion-Budget von {{media}} ist genau wie angegeben kalkuliert, als eigene Position, getrennt von den Honoraren.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Fachexperten des Kunden prüfen Entwürfe innerhalb einer Woche; Interviews mit ihnen sind in der Schreibzeit enthalten.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "Stockbilder und die Veröffentlichung auf der Website und den eigenen Kanälen des Kunden sind enthalten; bezahlte Promotion nicht, sofern nicht genannt.",
  "Subject-matter experts are slow to give input or review": "Fachexperten liefern Input oder Freigaben nur langsam",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Vereinbaren Sie mit jedem Experten einen festen monatlichen Interviewtermin und ein Prüffenster im Redaktionskalender.",
  "Content is published but draws little traffic": "Inhalte werden veröffentlicht, bringen aber wenig Besucher",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Wählen Sie Themen aus Keyword- und Zielgruppenrecherche, überarbeiten Sie schwache Inhalte nach drei Monaten und bewerben Sie die besten Stücke.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "Welche Themen und Zielgruppen sind am wichtigsten, und wer auf Ihrer Seite hat das Fachwissen, das die Inhalte tragen sollen?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "Wie viele Inhalte im Monat, in welcher Länge, wünschen Sie? Diese Schätzung nimmt übliche Mengen an, wo keine genannt wurden.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "Gibt es ein Budget, um die Inhalte zu bewerben (bezahlte Social Ads, Newsletter, Syndication)? Es würde als eigene Position kalkuliert.",
  "Who publishes and owns the channels: your team, or the agency?":
    "Wer veröffentlicht und betreut die Kanäle: Ihr Team oder die Agentur?",
  "nano (1k–10k followers)": "Nano (1.000–10.000 Follower)",
  "micro (10k–50k followers)": "Mikro (10.000–50.000 Follower)",
  "mid-tier (50k–500k followers)": "Mid-Tier (50.000–500.000 Follower)",
  "macro (500k–1M followers)": "Makro (500.000–1 Mio. Follower)",
  "mega (1M+ followers)": "Mega (über 1 Mio. Follower)",
  "Campaign strategy, creator brief and KPIs": "Kampagnenstrategie, Creator-Briefing und KPIs",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Suche und Prüfung der Creator (Zielgruppe, Fake-Follower, Markensicherheit): {{count}} Creator",
  "Negotiation and contracts: {{count}} creators": "Verhandlung und Verträge: {{count}} Creator",
  "Briefing and content review: {{count}} posts": "Briefing und Freigabe der Inhalte: {{count}} Beiträge",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Creator-Honorare: {{count}} Beiträge von {{tier}}-Creatorn auf {{platform}}",
  post: "Beitrag",
  "{{source}}, CPI-U to {{year}}": "{{source}}, per CPI-U auf {{year}}",
  "Paid amplification of creator posts: {{channel}}": "Bezahlte Verstärkung von Creator-Beiträgen: {{channel}}",
  "Tracking links, codes and the campaign report": "Tracking-Links, Codes und Kampagnenbericht",
  "A creator misses the brief or posts late": "Ein Creator verfehlt das Briefing oder postet zu spät",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Briefing, Posting-Termine und eine Korrekturschleife vertraglich festlegen; ein bis zwei geprüfte Ersatz-Creator bereithalten.",
  "Creator rates come in above the market midpoint": "Die Creator-Honorare liegen über dem Marktmittel",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Pakete verhandeln (mehrere Beiträge, Nutzungsrechte) und Stufen mischen.",
  "Undisclosed advertising or a brand-safety incident":
    "Nicht gekennzeichnete Werbung oder ein Vorfall bei der Markensicherheit",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "In jedem Vertrag eine klare Werbekennzeichnung verlangen und frühere Inhalte jedes Creators prüfen.",
  "{{count}} creators, as stated.": "{{count}} Creator, wie genannt.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} Creator: so viele, wie das genannte Budget nach den Agenturhonoraren und einer Reserve bezahlt.",
  "{{count}} creators are assumed (none were stated).": "{{count}} Creator sind angenommen (keine Anzahl genannt).",
  "{{count}} creators, the fewest worth a campaign.": "{{count}} Creator, die kleinste Zahl, die eine Kampagne lohnt.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Creator-Honorare sind Beiträge × der Marktpreis pro Beitrag je Plattform und Follower-Stufe ({{source}}, per CPI-U auf {{year}} fortgeschrieben), mit breiter Spanne, weil Honorare verhandelt werden. Suche, Verträge, Briefing und Berichte der Agentur sind Stunden pro Creator und pro Beitrag × Rollensätze für {{place}}. Bezahlte Verstärkung ist, wenn genannt, eine eigene Position, wie angegeben kalkuliert, mit ihrem Funnel aus den Benchmarks der Plattform. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Eine Influencer-Kampagne mit {{creators}} {{tier}}-Creatorn auf {{platform}}: {{posts}} Beiträge mit einer Reichweite von bis zu {{followers}} Followern, etwa {{fees}} Creator-Honorare zuzüglich der Arbeit der Agentur.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Mikro-Creator (10.000–50.000 Follower) sind angenommen: Weder Stufe noch Follower-Zahl wurden genannt.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} Beiträge pro Creator; die Honorare gelten pro Beitrag und ohne Nutzungsrechte über den eigenen Kanal des Creators hinaus, Whitelisting und Produktversand.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "Die Reichweite zählt die Follower der Creator; ein Beitrag erreicht nur einen Teil von ihnen.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "Die genannten {{media}} für bezahlte Verstärkung sind genau wie angegeben kalkuliert, als eigene Position.",
  "Strategy and creator sourcing": "Strategie und Creator-Suche",
  "Content creation and approval": "Erstellung und Freigabe der Inhalte",
  "Posting window": "Posting-Zeitraum",
  "Measurement and reporting": "Messung und Berichte",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "Welche Plattform und Zielgruppe, und welche Follower-Stufe oder welche Creator haben Sie im Blick?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "Brauchen Sie Nutzungsrechte (Anzeigen, Website) oder Whitelisting über die Beiträge der Creator hinaus? Sie erhöhen meist das Honorar.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "Werden Produkte an die Creator geschickt, und zu welchen Kosten? Der Produktversand ist nicht enthalten.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "Gibt es ein Budget, um die besten Creator-Beiträge als Anzeigen zu bewerben? Es würde als eigene Position kalkuliert.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "Das genannte Budget von {{budget}} reicht nicht für die {{count}} Creator, die eine Kampagne mit der Arbeit der Agentur braucht: Die kleinste lohnende Kampagne kostet etwa {{minimum}}. Mit {{budget}}: weniger Beiträge, Nano-Creator oder Produktversand ohne Honorar.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Die kleinste lohnende Kampagne auf {{channels}}: {{weeks}} mit etwa {{media}} Mediabudget, das voraussichtlich etwa {{conversions}} Leads zu je etwa {{cpl}} bringt; Agenturhonorare und Produktion kommen mit {{fees}} hinzu.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Eine Kampagne von {{weeks}} auf {{channels}}, mit etwa {{media}} Mediabudget, das voraussichtlich etwa {{conversions}} Leads zu je etwa {{cpl}} bringt; Agenturhonorare und Produktion kommen mit {{fees}} hinzu.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Mediaplan: Das Budget jedes Kanals wird mit veröffentlichten Benchmarks in Impressionen, Klicks und Leads umgerechnet (Klicks = Budget ÷ Kosten pro Klick, Impressionen = Klicks ÷ Klickrate, Leads = Klicks × Konversionsrate; Preise per CPI-U auf {{year}} fortgeschrieben). Das Mediabudget ist eine eigene Position, nie mit Honoraren vermischt: {{basis}} Die Arbeit der Agentur ist als Stunden × Rollensätze für {{place}} kalkuliert; das Media-Management als {{share}} % des Budgets ({{shareSource}}) mit einem Minimum von {{floor}} h Mediaeinkauf pro Kanal und Woche. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "No channel was named: {{channels}} are assumed.": "Kein Kanal wurde genannt: {{channels}} sind angenommen.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "Die Benchmarks sind branchenübergreifende Durchschnittswerte, überwiegend aus US-Konten; die Ergebnisse der ersten zwei Wochen sollten die Prognose neu kalibrieren.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "Landingpages und Angebot existieren und konvertieren zu üblichen Raten; ihr Aufbau ist nicht enthalten.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "Plattformgebühren und Steuern auf Media sind im Mediabudget enthalten; das Management-Honorar der Agentur ist eine eigene Position.",
  "Strategy and planning": "Strategie und Planung",
  "Creative production and setup": "Kreativproduktion und Einrichtung",
  "Campaign flight": "Kampagnenlaufzeit",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "Welche Konversion kaufen Sie (ein Lead-Formular, eine Anmeldung, ein Verkauf), und was ist sie Ihnen wert? Sie bestimmt, welcher Preis pro Lead sich lohnt.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "Welche Länder und Zielgruppen wollen Sie ansprechen? Die Benchmarks sind überwiegend US-Durchschnitte; Klicks kosten in den meisten anderen Märkten weniger.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "Gibt es bereits Landingpages, Tracking (Pixel, Conversion-API) und Werbekonten mit Historie?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "Welche Kanäle wünschen Sie? Diese Schätzung nimmt {{channels}} an.",
  "Messaging, story angles and news hooks": "Botschaften, Story-Ansätze und Nachrichtenaufhänger",
  "Media list: {{count}} journalists and outlets": "Medienliste: {{count}} Journalisten und Medien",
  "Press kit: fact sheet, bios and images": "Factsheet, Kurzbiografien und Bilder für die Pressemappe",
  "Press kit design": "Gestaltung der Pressemappe",
  "PR strategy and counsel": "PR-Strategie und Beratung",
  "Media outreach and pitching": "Medienansprache und Pitches",
  "Press releases": "Pressemitteilungen",
  "Spokesperson and interview preparation": "Vorbereitung von Sprechern und Interviews",
  "Coverage monitoring and monthly report": "Medienbeobachtung und Monatsbericht",
  "Onboarding: messaging, media list and press kit": "Onboarding: Botschaften, Medienliste und Pressemappe",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainer-Modell: einmaliges Onboarding (Botschaften, Medienliste, Pressemappe), danach eine Monatspauschale für festgelegte Arbeit (Beratung, Medienansprache, Pressemitteilungen, Sprechervorbereitung, Beobachtung) × die Laufzeit in Monaten, jeweils als Stunden × Rollensätze für {{place}}. Die Stunden wachsen mit der Reichweite der angesprochenen Medien (hier ×{{reach}}). Verdiente Berichterstattung wird nicht gekauft, daher ist keine Media-Position kalkuliert. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Eine PR-Kampagne über {{months}} für etwa {{fee}} im Monat: Ansprache von {{list}} Journalisten und Medien, {{releases}} Pressemitteilungen im Monat, Beratung und Berichte zur Berichterstattung, nach einem Onboarding von etwa {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Eine Pressemitteilung im Monat ist angenommen (keine Anzahl genannt).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "Berichterstattung wird verdient, nicht garantiert: Das Honorar bezahlt die Arbeit, nicht die Veröffentlichungen. Verbreitung über Nachrichtendienste, Veranstaltungen und Medientraining sind nicht enthalten.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Ein Sprecher steht kurzfristig für Interviews zur Verfügung, und der Kunde gibt Mitteilungen innerhalb von zwei Arbeitstagen frei.",
  "No coverage lands in the first months": "In den ersten Monaten erscheint keine Berichterstattung",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Mit dem stärksten Nachrichtenaufhänger beginnen, zwei oder drei Zielmedien Exklusives anbieten und Daten oder eine Kundengeschichte nutzen, mit denen Journalisten arbeiten können.",
  "A bigger news story or a crisis pushes the story out":
    "Eine größere Nachricht oder eine Krise verdrängt die Geschichte",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Einen zeitlosen Ansatz bereithalten und Ankündigungen von nachrichtenreichen Tagen fernhalten.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "Welche Medien sind am wichtigsten: Fach-, Lokal-, überregionale oder internationale Presse, Podcasts oder Analysten?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "Welche Neuigkeiten gibt es in den Kampagnenmonaten (Produkteinführungen, Daten, Finanzierung, Personalien), und wer kann für das Unternehmen sprechen?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "Brauchen Sie Verbreitung über Nachrichtendienste, Medientraining oder Veranstaltungen? Sie werden gesondert kalkuliert.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "Woran wird Erfolg gemessen: Berichterstattung in bestimmten Medien, Share of Voice, Links oder Leads?",
  "Positioning, messaging and launch narrative": "Positionierung, Botschaften und Launch-Erzählung",
  "Launch plan and timeline across channels and press": "Launch-Plan und Zeitplan über Kanäle und Presse",
  "Launch landing page copy": "Texte der Launch-Landingpage",
  "Launch landing page design": "Gestaltung der Launch-Landingpage",
  "Launch video script": "Skript des Launch-Videos",
  "Launch video production and editing": "Produktion und Schnitt des Launch-Videos",
  "Launch press release": "Launch-Pressemitteilung",
  "Press release approval and spokesperson briefing": "Freigabe der Pressemitteilung und Briefing des Sprechers",
  "Press kit: fact sheet, images and demo access": "Pressemappe: Factsheet, Bilder und Demo-Zugang",
  "Media outreach and embargoed briefings": "Medienansprache und Briefings unter Sperrfrist",
  "The launch date slips because the product is not ready":
    "Der Launch-Termin verschiebt sich, weil das Produkt nicht fertig ist",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Sperrfrist und Kampagnenstart an einen Go/No-Go-Termin zwei Wochen vorher knüpfen und die Materialien ohne Datum halten.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Launch-Plan: Positionierung, Launch-Materialien und Pressearbeit sind Stunden × Rollensätze für {{place}}; das Mediabudget der Launch-Kampagne wird mit veröffentlichten Benchmarks in Impressionen, Klicks und Leads umgerechnet (Preise per CPI-U auf {{year}} fortgeschrieben) und ist eine eigene Position, nie mit Honoraren vermischt: {{basis}} Das Media-Management ist ein Anteil am Budget mit einem Minimum an Mediaeinkaufsstunden. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Ein Produktlaunch: Positionierung, eine Landingpage, ein Launch-Video, eine Pressemitteilung mit Medienansprache und eine Launch-Kampagne von {{weeks}} auf {{channels}} mit etwa {{media}} Mediabudget, das voraussichtlich etwa {{conversions}} Leads bringt; Agenturhonorare und Produktion kommen mit {{fees}} hinzu.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "Das Produkt, sein Preis und eine Demo oder Muster sind zwei Wochen vor dem Launch für die Presse bereit; der Aufbau der Produktseite im Shop oder in der App ist nicht enthalten.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "Berichterstattung wird verdient, nicht gekauft; Verbreitung über Nachrichtendienste und eine Launch-Veranstaltung sind nicht enthalten.",
  "Launch strategy and positioning": "Launch-Strategie und Positionierung",
  "Launch assets, press and setup": "Launch-Materialien, Presse und Einrichtung",
  "Launch flight": "Launch-Kampagne",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "Wann ist der Launch-Termin, und steht er fest? Sperrfrist und Kampagne werden von ihm aus rückwärts geplant.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "Welche Medien und Kanäle sind für den Launch am wichtigsten: Fachpresse, überregionale Presse, Suche, Social Media?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "Welche Launch-Materialien gibt es schon (Produktfotos, Demo-Video, Markenrichtlinien)?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Technisches SEO-Audit: Crawling, Indexierung, Geschwindigkeit und Struktur von {{pages}} Seiten",
  "Keyword research and competitor gap analysis": "Keyword-Recherche und Lückenanalyse gegenüber dem Wettbewerb",
  "SEO strategy and six-month roadmap": "SEO-Strategie und Sechsmonatsplan",
  "Analytics and Search Console setup, baseline report":
    "Einrichtung von Analytics und Search Console, Ausgangsbericht",
  "Technical fixes and monitoring": "Technische Korrekturen und Monitoring",
  "On-page optimisation (pages)": "Onpage-Optimierung (Seiten)",
  "SEO articles of about {{words}} words": "SEO-Artikel mit etwa {{words}} Wörtern",
  "Links earned through outreach and digital PR": "Durch Ansprache und digitale PR gewonnene Links",
  "Monthly report and account management": "Monatsbericht und Kundenbetreuung",
  "Onboarding: audit, keyword research and strategy": "Onboarding: Audit, Keyword-Recherche und Strategie",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Retainer-Modell: einmaliges Onboarding (technisches Audit, Keyword-Recherche, Analytics), danach eine Monatspauschale für festgelegte Leistungen (technische Korrekturen, Onpage-Optimierung, Artikel, Linkaufbau, Berichte) × die Laufzeit in Monaten. Jede Leistung ist Stunden × Rollensätze für {{place}}; die Monatsmengen wachsen mit dem Wettbewerb in der Suche (hier ×{{scale}}). Die Pauschale wird mit veröffentlichten Retainer-Umfragen abgeglichen. Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Ein SEO-Retainer über {{months}} für etwa {{fee}} im Monat ({{articles}} Artikel, {{pages}} optimierte Seiten und {{links}} Links im Monat), nach einem Onboarding von etwa {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "Google rechnet mit vier Monaten bis einem Jahr, bis SEO Ergebnisse zeigt ({{source}}); ein Retainer über {{months}} kann enden, bevor sich die Rankings bewegen.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Die Website hat annahmegemäß etwa {{pages}} Seiten (keine Zahl genannt); das Audit wächst mit der Zahl der Seiten.",
  "{{articles}} articles a month are assumed (none were stated).":
    "{{articles}} Artikel im Monat sind angenommen (keine Anzahl genannt).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "Die Monatspauschale (etwa {{feeUsd}}) liegt im Vergleich zu {{low}}–{{high}} im Monat, der Budgetspanne, mit der SEO-Fachleute am häufigsten arbeiten ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "Die Entwickler des Kunden setzen technische Korrekturen nach den Tickets der Agentur um; Entwicklungszeit ist nicht enthalten. Links werden verdient, nicht gekauft: Die Spam-Richtlinien von Google verbieten gekaufte Links.",
  "A search algorithm update moves rankings": "Ein Update des Suchalgorithmus verschiebt die Rankings",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Den Search Essentials von Google folgen, die Arbeit auf technische Korrekturen, Inhalte und Links verteilen und die Wirkung jedes Updates gegenüber dem Ausgangswert berichten.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "Wie viele Seiten hat die Website, und auf welcher Plattform ist sie gebaut? Das bestimmt den Umfang des Audits und der Onpage-Arbeit.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "Geht es um lokale (eine Stadt oder Region), landesweite oder internationale Suche, und welche Wettbewerber ranken jetzt?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "Wer setzt technische Korrekturen auf der Website um: Ihre Entwickler oder die Agentur?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "Schreibt die Agentur die Artikel, oder schreibt Ihr Team sie mit Briefings und Optimierung der Agentur?",
  "Campaign strategy, audiences and media plan": "Kampagnenstrategie, Zielgruppen und Mediaplan",
  "Ad copy: {{count}} variants": "Anzeigentexte: {{count}} Varianten",
  "Static and carousel creative: {{count}} variants": "Statische und Karussell-Motive: {{count}} Varianten",
  "Video production and editing: {{count}} videos": "Videoproduktion und Schnitt: {{count}} Videos",
  "Campaign setup: accounts, audiences and ads built": "Kampagneneinrichtung: Konten, Zielgruppen und Anzeigen",
  "Tracking setup: pixels, conversion events and UTMs": "Tracking-Einrichtung: Pixel, Konversionsereignisse und UTMs",
  "Reporting and insights: weekly results and a final report":
    "Berichte und Erkenntnisse: Wochenergebnisse und Abschlussbericht",
  "{{share}}% of media spend ({{source}})": "{{share}} % des Mediabudgets ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "Minimum: {{hours}} h Mediaeinkauf pro Kanal und Woche zu {{rate}} pro Stunde (über {{share}} % des Mediabudgets)",
  "Media management fee: buying, bids and optimisation": "Media-Management-Honorar: Einkauf, Gebote und Optimierung",
  week: "Woche",
  "Creative underperforms and needs a second round":
    "Die Motive bleiben hinter den Erwartungen und brauchen eine zweite Runde",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Mit mehreren Varianten pro Kanal starten, das Budget wöchentlich zu den besten verschieben und eine zweite Kreativrunde in Reserve halten.",
  "Tracking or attribution gaps delay optimisation":
    "Lücken im Tracking oder in der Attribution verzögern die Optimierung",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Pixel, Conversion-API und UTM-Konventionen vor dem Start einrichten und testen; Plattform- und Analytics-Zahlen in der ersten Woche abgleichen.",
  "Ad rejections or account restrictions": "Abgelehnte Anzeigen oder Kontosperren",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Motive vor dem Start gegen die Richtlinien jeder Plattform prüfen und die Unternehmenskonten verifizieren.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "Auktionspreise steigen (Saison, Wettbewerb): weniger Leads für dasselbe Budget",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Starts in der Hochsaison vermeiden, Gebote deckeln und ein Zehntel des Budgets zurückhalten, um die Lead-Prognose zu halten.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "Das genannte Budget ist eine Obergrenze: Stattdessen sinken die prognostizierten Leads; Gebote deckeln und Budget zum Kanal mit den günstigsten Leads verschieben.",
  "Google Search ads": "Google-Suchanzeigen",
  "Instagram and Facebook ads": "Instagram- und Facebook-Anzeigen",
  "LinkedIn ads": "LinkedIn-Anzeigen",
  "TikTok ads": "TikTok-Anzeigen",
  "YouTube video ads": "YouTube-Videoanzeigen",
  "Display network": "Displaynetzwerk",
  "X (Twitter) ads": "X-(Twitter-)Anzeigen",
  "Influencer partnerships": "Influencer-Kooperationen",
  "Email campaigns": "E-Mail-Kampagnen",
  "1 week": "1 Woche",
  "{{count}} weeks": "{{count}} Wochen",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Eine Kampagne von {{flight}} braucht etwa {{around}} zusätzlich für Strategie, Kreation und Berichte, also etwa {{total}} insgesamt; der genannte Zeitraum von {{deadline}} ist zu kurz. Früher mit der Vorbereitung beginnen, die Laufzeit auf {{room}} kürzen oder vorhandene Motive wiederverwenden, um die Produktion zu verkürzen.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Eine Kampagne braucht rund um ihre Laufzeit etwa {{around}} (Strategie, Kreation und Berichte), daher lassen {{deadline}} keine Zeit, sie durchzuführen; mindestens {{least}} einplanen oder vorhandene Motive wiederverwenden, um die Produktion zu verkürzen.",
  "as stated": "wie genannt",
  "what the stated time frame leaves after preparation and reporting":
    "was der genannte Zeitraum nach Vorbereitung und Berichten übrig lässt",
  "assumed: the request gave no length": "angenommen: Die Anfrage nannte keine Dauer",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "Die angegebenen {{deadline}} enden vor den angegebenen {{flight}} der Kampagne: Kürzen Sie die Kampagne auf {{deadline}}, oder vereinbaren Sie, dass sie über diesen Termin hinaus läuft.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "Die Kampagne läuft {{flight}}: in den ersten {{before}} Strategie, Kreativproduktion und Einrichtung, dann {{run}} Medien, mit den Berichten am Ende.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "Die Kampagne läuft {{flight}} ({{basis}}), nach etwa {{before}} Strategie, Kreativproduktion und Einrichtung, mit den Berichten danach.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "Ist der genannte Betrag von {{budget}} das Gesamtbudget (Agenturhonorare und Media) oder nur das Mediabudget? Diese Schätzung liest ihn als Gesamtbudget.",
  "the stated budget less the agency's fees": "das genannte Budget abzüglich der Agenturhonorare",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "Das genannte Budget von {{budget}} deckt Honorare und Media: Zuerst kommen Honorare, Produktion und Reserve der Agentur ({{fees}}), der Rest, {{media}}, ist das Mediabudget.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "kleinster aussagekräftiger Test: {{conversions}} Konversionen pro Lead-Kanal oder {{clicks}} Klicks pro Reichweitenkanal ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "Das genannte Budget von {{budget}} reicht nicht für eine aussagekräftige Kampagne auf {{channels}}: Nach Honoraren und Produktion der Agentur (etwa {{fees}}) blieben nur {{left}} für Media, weniger als der kleinste aussagekräftige Test ({{needed}}). Diese Schätzung kalkuliert stattdessen die kleinste lohnende Kampagne: mindestens {{minimum}} insgesamt, mit {{media}} Mediabudget. Mit {{budget}}: weniger Kanäle, vorhandene Motive wiederverwenden oder die Anzeigen selbst schalten ({{budget}} allein als Mediabudget brächten etwa {{conversions}} Konversionen).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "empfohlen (Annahme): {{conversions}} Konversionen pro Lead-Kanal oder {{clicks}} Klicks pro Reichweitenkanal alle vier Wochen ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "Es wurde kein Mediabudget genannt: {{media}} werden empfohlen (eine Annahme), genug für etwa {{conversions}} Konversionen pro Lead-Kanal oder {{clicks}} Klicks pro Reichweitenkanal in je vier Wochen Laufzeit ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "Welches Mediabudget schwebt Ihnen vor? Diese Schätzung empfiehlt {{media}}; ein genannter Betrag wird genau wie angegeben kalkuliert.",
  "Media spend: {{channel}}": "Mediabudget: {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "Die genannten {{media}} Mediabudget liegen unter dem kleinsten aussagekräftigen Test auf {{channels}} ({{needed}}: {{conversions}} Konversionen pro Lead-Kanal oder {{clicks}} Klicks pro Reichweitenkanal, {{source}}). Auf weniger Kanäle konzentrieren ({{best}} allein braucht mindestens {{bestNeeded}}) oder das Mediabudget auf mindestens {{needed}} erhöhen; die Agenturhonorare ({{fees}}) kommen hinzu.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "Die genannten {{media}} Mediabudget liegen unter dem kleinsten aussagekräftigen Test auf {{channels}} ({{needed}}: {{conversions}} Konversionen pro Lead-Kanal oder {{clicks}} Klicks pro Reichweitenkanal, {{source}}). Das Mediabudget auf mindestens {{needed}} erhöhen oder einen Kanal mit günstigeren Ergebnissen nutzen; die Agenturhonorare ({{fees}}) kommen hinzu.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "Für {{channels}} wurde kein Budget genannt, daher ist dort keines kalkuliert.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "Die genannten {{media}} Mediabudget sind genau wie angegeben kalkuliert, als eigene Position; Honorare, Produktion und Reserve der Agentur ({{fees}}) sind gesonderte Positionen obendrauf.",
  "the stated media is priced exactly as given.": "das genannte Mediabudget ist genau wie angegeben kalkuliert.",
  "the stated budget pays the fees first and the rest is media.":
    "das genannte Budget bezahlt zuerst die Honorare, der Rest ist Media.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "das genannte Budget liegt unter dem kleinsten aussagekräftigen Test, daher ist die kleinste lohnende Kampagne kalkuliert.",
  "no media was stated, so a spend is recommended (an assumption).":
    "es wurde kein Mediabudget genannt, daher wird eines empfohlen (eine Annahme).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}}: {{spend}} kaufen etwa {{impressions}} Impressionen, {{clicks}} Klicks und {{leads}} Leads ({{cpl}} pro Lead) nach {{sources}}.",
  "1 month": "1 Monat",
  "{{count}} months": "{{count}} Monate",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Ein Retainer über {{months}} läuft etwa {{weeks}} Wochen; der genannte Zeitraum von {{deadline}} Wochen ist kürzer. Den Retainer auf {{fit}} kürzen oder vereinbaren, dass er über diesen Termin hinaus läuft.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} im Monat × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Retainer-Leistungen: {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "Die genannten {{budget}} im Monat werden mit der Monatspauschale des Retainers von etwa {{fee}} verglichen; über {{months}} ergibt der Retainer etwa {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "Das genannte Budget von {{budget}} bezahlt etwa {{affordable}} dieses Retainers zu etwa {{fee}} im Monat.",
  "Approvals and access on the client side slow delivery":
    "Freigaben und Zugänge auf Kundenseite verzögern die Lieferung",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Einen benannten Freigeber, ein 48-Stunden-Prüffenster und Zugang zu den nötigen Systemen vor dem ersten Monat vereinbaren.",
  "Scope creeps beyond the monthly deliverables": "Der Umfang wächst über die monatlichen Leistungen hinaus",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Einen Monatsplan gegen die Retainer-Leistungen führen und Zusatzarbeit gesondert kalkulieren.",
  "the stated time frame": "der genannte Zeitraum",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "Der Retainer läuft {{months}} ({{basis}}), die ersten {{weeks}} Wochen davon Onboarding; die Monatspauschale von etwa {{fee}} × {{months}} ergibt {{retainer}}.",
  "Marketing strategist": "Marketingstratege",
  "Media buyer": "Mediaeinkäufer",
  Copywriter: "Texter",
  "Graphic designer": "Grafikdesigner",
  "Video producer": "Videoproduzent",
  "SEO specialist": "SEO-Spezialist",
  "Marketing analyst": "Marketinganalyst",
  "PR manager": "PR-Manager",
  "PR specialist": "PR-Referent",
  "Influencer marketing manager": "Influencer-Marketing-Manager",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2.080 h × {{multiplier}} ({{multiplierSource}}), per CPI-U auf {{year}}, Standortfaktor {{factor}} ({{place}})",
};
