import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Audit de contenu, audience et stratégie éditoriale",
  "Topic and keyword research": "Recherche de sujets et de mots-clés",
  "Editorial guidelines and templates: writing": "Charte éditoriale et modèles : rédaction",
  "Editorial guidelines and templates: design": "Charte éditoriale et modèles : graphisme",
  "Articles of about {{words}} words": "Articles d'environ {{words}} mots",
  "Short vertical videos (reels)": "Courtes vidéos verticales (reels)",
  "Short edited videos": "Vidéos courtes montées",
  "Social posts with graphics": "Publications sur les réseaux sociaux avec visuels",
  "Newsletter issues": "Numéros de newsletter",
  "Editorial calendar, planning and performance report":
    "Calendrier éditorial, planification et rapport de performance",
  "Content promotion: paid distribution": "Promotion des contenus : diffusion payante",
  "lump sum": "forfait",
  "stated in the request": "indiqué dans la demande",
  "Onboarding: content strategy and guidelines": "Lancement : stratégie de contenu et charte éditoriale",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modèle d'abonnement mensuel : un lancement unique, puis des honoraires mensuels pour des contenus définis × le nombre de mois. Le temps de rédaction d'un article est la moyenne publiée ({{source}}), au prorata de sa longueur ; la relecture, le SEO, le graphisme et la vidéo sont des heures d'agence par contenu ; le tout aux taux par rôle pour {{place}}. Un budget de promotion indiqué est une ligne à part, jamais inclus dans les honoraires. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Marketing de contenu pendant {{months}} pour environ {{fee}} par mois : {{articles}} articles, {{videos}} vidéos, {{social}} publications sur les réseaux et {{newsletters}} newsletters par mois, après un lancement d'environ {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "Les volumes mensuels que la demande n'indique pas sont supposés d'après des abonnements habituels ; indiquez-les pour qu'ils soient chiffrés comme demandé.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "Le budget de promotion indiqué de {{media}} est chiffré exactement tel quel, sur une ligne à part, séparée des honoraires.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Les experts du client relisent les brouillons sous une semaine ; les entretiens avec eux sont compris dans le temps de rédaction.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "Les images de banque et la publication sur le site et les canaux du client sont incluses ; la promotion payante ne l'est pas, sauf indication.",
  "Subject-matter experts are slow to give input or review":
    "Les experts tardent à fournir des informations ou à relire",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Réservez un créneau d'entretien mensuel fixe avec chaque expert et convenez d'un délai de relecture dans le calendrier éditorial.",
  "Content is published but draws little traffic": "Les contenus sont publiés mais attirent peu de trafic",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Choisissez les sujets à partir de la recherche de mots-clés et d'audience, actualisez ce qui fonctionne mal après trois mois et promouvez les meilleurs contenus.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "Quels sujets et quelles audiences comptent le plus, et qui, chez vous, détient l'expertise que le contenu doit porter ?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "Combien de contenus par mois, et de quelle longueur, souhaitez-vous ? Cette estimation suppose des volumes habituels là où rien n'est indiqué.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "Y a-t-il un budget pour promouvoir les contenus (réseaux sociaux payants, newsletters, syndication) ? Il serait chiffré sur une ligne à part.",
  "Who publishes and owns the channels: your team, or the agency?":
    "Qui publie et gère les canaux : votre équipe ou l'agence ?",
  "nano (1k–10k followers)": "nano (1 k–10 k abonnés)",
  "micro (10k–50k followers)": "micro (10 k–50 k abonnés)",
  "mid-tier (50k–500k followers)": "intermédiaire (50 k–500 k abonnés)",
  "macro (500k–1M followers)": "macro (500 k–1 M abonnés)",
  "mega (1M+ followers)": "méga (plus de 1 M d'abonnés)",
  "Campaign strategy, creator brief and KPIs": "Stratégie de campagne, brief créateurs et KPI",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Recherche et vérification des créateurs (audience, faux abonnés, sécurité de marque) : {{count}} créateurs",
  "Negotiation and contracts: {{count}} creators": "Négociation et contrats : {{count}} créateurs",
  "Briefing and content review: {{count}} posts": "Brief et validation des contenus : {{count}} publications",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Rémunération des créateurs : {{count}} publications de créateurs {{tier}} sur {{platform}}",
  post: "publication",
  "{{source}}, CPI-U to {{year}}": "{{source}}, IPC-U jusqu'à {{year}}",
  "Paid amplification of creator posts: {{channel}}":
    "Amplification payante des publications des créateurs : {{channel}}",
  "Tracking links, codes and the campaign report": "Liens de suivi, codes et rapport de campagne",
  "A creator misses the brief or posts late": "Un créateur ne respecte pas le brief ou publie en retard",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Contractualisez le brief, les dates de publication et un cycle de corrections ; gardez un ou deux créateurs de réserve déjà vérifiés.",
  "Creator rates come in above the market midpoint":
    "Les tarifs des créateurs dépassent le milieu de fourchette du marché",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Négociez des forfaits (plusieurs publications, droits d'utilisation) et mélangez les niveaux.",
  "Undisclosed advertising or a brand-safety incident": "Publicité non signalée ou incident de sécurité de marque",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "Exigez dans chaque contrat une mention claire de la publicité et vérifiez les contenus passés de chaque créateur.",
  "{{count}} creators, as stated.": "{{count}} créateurs, comme indiqué.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} créateurs : ce que paie le budget indiqué après les honoraires de l'agence et une provision pour aléas.",
  "{{count}} creators are assumed (none were stated).": "{{count}} créateurs sont supposés (aucun nombre indiqué).",
  "{{count}} creators, the fewest worth a campaign.":
    "{{count}} créateurs, le minimum pour qu'une campagne vaille la peine.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "La rémunération des créateurs correspond aux publications × le tarif de marché par publication selon la plateforme et le niveau d'abonnés ({{source}}, actualisé à {{year}} par l'IPC-U), avec une fourchette large car les tarifs se négocient. La recherche, la contractualisation, le brief et le reporting de l'agence sont des heures par créateur et par publication × les taux par rôle pour {{place}}. L'amplification payante, si elle est indiquée, est une ligne à part chiffrée telle quelle, avec son entonnoir d'après les références de la plateforme. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Une campagne d'influence avec {{creators}} créateurs {{tier}} sur {{platform}} : {{posts}} publications touchant jusqu'à {{followers}} abonnés, environ {{fees}} de rémunération des créateurs plus le travail de l'agence.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Des créateurs micro (10 k–50 k abonnés) sont supposés : ni niveau ni nombre d'abonnés n'a été indiqué.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} publications par créateur ; les tarifs sont par publication et excluent les droits d'utilisation au-delà du canal du créateur, le whitelisting et l'envoi de produits.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "La portée compte les abonnés des créateurs ; une publication n'en touche qu'une partie.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "Les {{media}} indiqués d'amplification payante sont chiffrés exactement tels quels, sur une ligne à part.",
  "Strategy and creator sourcing": "Stratégie et recherche de créateurs",
  "Content creation and approval": "Création et validation des contenus",
  "Posting window": "Période de publication",
  "Measurement and reporting": "Mesure et reporting",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "Quelle plateforme et quelle audience, et quel niveau d'abonnés ou quels créateurs avez-vous en tête ?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "Avez-vous besoin de droits d'utilisation (publicités, site web) ou de whitelisting au-delà des publications des créateurs ? Ils augmentent généralement le tarif.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "Des produits seront-ils envoyés aux créateurs, et à quel coût ? L'envoi de produits n'est pas inclus.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "Y a-t-il un budget pour sponsoriser les meilleures publications des créateurs ? Il serait chiffré sur une ligne à part.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "Le budget indiqué de {{budget}} ne paie pas les {{count}} créateurs dont une campagne a besoin avec le travail de l'agence : la plus petite campagne qui vaille la peine coûte environ {{minimum}}. Avec {{budget}}, prévoyez moins de publications, des créateurs nano ou un envoi de produits sans rémunération.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "La plus petite campagne qui vaille la peine sur {{channels}} : {{weeks}} avec environ {{media}} de médias, qui devraient apporter environ {{conversions}} leads à environ {{cpl}} chacun ; les honoraires et la production de l'agence ajoutent {{fees}}.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Une campagne de {{weeks}} sur {{channels}}, avec environ {{media}} de médias qui devraient apporter environ {{conversions}} leads à environ {{cpl}} chacun ; les honoraires et la production de l'agence ajoutent {{fees}}.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plan média : le budget de chaque canal devient impressions, clics et leads d'après des références publiées (clics = budget ÷ coût par clic, impressions = clics ÷ taux de clics, leads = clics × taux de conversion ; prix actualisés à {{year}} par l'IPC-U). Les médias sont une ligne à part, jamais mélangée aux honoraires : {{basis}} Le travail de l'agence est chiffré en heures × taux par rôle pour {{place}} ; la gestion média à {{share}} % du budget ({{shareSource}}) avec un minimum de {{floor}} h d'achat média par canal et par semaine. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "No channel was named: {{channels}} are assumed.": "Aucun canal n'a été nommé : {{channels}} sont supposés.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "Les références sont des moyennes tous secteurs, surtout de comptes américains ; les résultats des deux premières semaines doivent recalibrer la prévision.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "Les pages de destination et l'offre existent et convertissent à des taux habituels ; leur création n'est pas incluse.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "Les frais de plateforme et les taxes sur les médias sont compris dans le budget média ; les honoraires de gestion de l'agence sont une ligne à part.",
  "Strategy and planning": "Stratégie et planification",
  "Creative production and setup": "Production créative et paramétrage",
  "Campaign flight": "Diffusion de la campagne",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "Quelle conversion achetez-vous (un formulaire, une inscription, une vente) et combien vaut-elle pour vous ? Elle fixe le coût par lead qui vaut la peine d'être payé.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "Quels pays et quelles audiences ciblerez-vous ? Les références sont surtout des moyennes américaines ; les clics coûtent moins cher sur la plupart des autres marchés.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "Les pages de destination, le suivi (pixels, API de conversions) et des comptes publicitaires avec historique existent-ils déjà ?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "Quels canaux souhaitez-vous ? Cette estimation suppose {{channels}}.",
  "Messaging, story angles and news hooks": "Messages, angles et accroches d'actualité",
  "Media list: {{count}} journalists and outlets": "Liste de médias : {{count}} journalistes et médias",
  "Press kit: fact sheet, bios and images": "Dossier de presse : fiche d'information, biographies et images",
  "Press kit design": "Mise en page du dossier de presse",
  "PR strategy and counsel": "Stratégie et conseil en relations presse",
  "Media outreach and pitching": "Démarchage des médias et propositions",
  "Press releases": "Communiqués de presse",
  "Spokesperson and interview preparation": "Préparation des porte-parole et des interviews",
  "Coverage monitoring and monthly report": "Veille des retombées et rapport mensuel",
  "Onboarding: messaging, media list and press kit": "Lancement : messages, liste de médias et dossier de presse",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modèle d'abonnement mensuel : un lancement unique (messages, liste de médias, dossier de presse), puis des honoraires mensuels pour un travail défini (conseil, démarchage, communiqués, préparation des porte-parole, veille) × le nombre de mois, chacun en heures × taux par rôle pour {{place}}. Les heures augmentent avec la portée des médias visés (×{{reach}} ici). Les retombées se gagnent et ne s'achètent pas : aucune ligne média n'est chiffrée. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Une campagne de relations presse de {{months}} pour environ {{fee}} par mois : démarchage de {{list}} journalistes et médias, {{releases}} communiqués par mois, conseil et rapports de retombées, après un lancement d'environ {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Un communiqué par mois est supposé (aucun nombre indiqué).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "Les retombées se gagnent, elles ne sont pas garanties : les honoraires paient le travail, pas les parutions. La diffusion par fil de presse, les événements et le media training ne sont pas inclus.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Un porte-parole est disponible pour des interviews à court délai, et le client valide les communiqués sous deux jours ouvrés.",
  "No coverage lands in the first months": "Aucune retombée dans les premiers mois",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Commencez par l'accroche la plus forte, proposez des exclusivités à deux ou trois médias cibles et utilisez des données ou un témoignage client exploitables par les journalistes.",
  "A bigger news story or a crisis pushes the story out": "Une actualité plus importante ou une crise éclipse le sujet",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Gardez un angle intemporel prêt et évitez d'annoncer les jours chargés en actualité.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "Quels médias comptent le plus : presse spécialisée, locale, nationale ou internationale, podcasts ou analystes ?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "Quelles nouvelles sont prévues pendant la campagne (lancements, données, levées de fonds, nominations), et qui peut parler au nom de l'entreprise ?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "Avez-vous besoin d'une diffusion par fil de presse, de media training ou d'événements ? Ils sont chiffrés à part.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "Comment le succès sera-t-il jugé : retombées dans des médias précis, part de voix, liens ou leads ?",
  "Positioning, messaging and launch narrative": "Positionnement, messages et récit du lancement",
  "Launch plan and timeline across channels and press": "Plan et calendrier du lancement sur les canaux et la presse",
  "Launch landing page copy": "Textes de la page de destination du lancement",
  "Launch landing page design": "Design de la page de destination du lancement",
  "Launch video script": "Script de la vidéo de lancement",
  "Launch video production and editing": "Production et montage de la vidéo de lancement",
  "Launch press release": "Communiqué de presse du lancement",
  "Press release approval and spokesperson briefing": "Validation du communiqué et briefing du porte-parole",
  "Press kit: fact sheet, images and demo access": "Dossier de presse : fiche d'information, images et accès à la démo",
  "Media outreach and embargoed briefings": "Démarchage des médias et briefings sous embargo",
  "The launch date slips because the product is not ready": "La date de lancement glisse car le produit n'est pas prêt",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Liez l'embargo presse et le début de la campagne à une date de décision deux semaines avant, et gardez les supports sans date.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plan de lancement : le positionnement, les supports de lancement et les relations presse sont des heures × taux par rôle pour {{place}} ; le budget média de la période de lancement devient impressions, clics et leads d'après des références publiées (prix actualisés à {{year}} par l'IPC-U) et est une ligne à part, jamais mélangée aux honoraires : {{basis}} La gestion média est une part du budget avec un minimum d'heures d'achat média. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Un lancement de produit : positionnement, une page de destination, une vidéo de lancement, un communiqué avec démarchage des médias et une période de lancement de {{weeks}} sur {{channels}} avec environ {{media}} de médias qui devraient apporter environ {{conversions}} leads ; les honoraires et la production de l'agence ajoutent {{fees}}.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "Le produit, son prix et une démo ou des échantillons sont prêts pour la presse deux semaines avant le lancement ; la création de la fiche produit dans la boutique ou l'application n'est pas incluse.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "Les retombées se gagnent, elles ne s'achètent pas ; la diffusion par fil de presse et un événement de lancement ne sont pas inclus.",
  "Launch strategy and positioning": "Stratégie et positionnement du lancement",
  "Launch assets, press and setup": "Supports de lancement, presse et paramétrage",
  "Launch flight": "Période de lancement",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "Quelle est la date de lancement, et est-elle fixe ? L'embargo presse et la campagne sont planifiés à rebours à partir d'elle.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "Quels médias et canaux comptent le plus pour le lancement : presse spécialisée, presse nationale, search, réseaux sociaux ?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "Quels supports de lancement existent déjà (photos du produit, vidéo de démo, charte de marque) ?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Audit SEO technique : exploration, indexation, vitesse et structure de {{pages}} pages",
  "Keyword research and competitor gap analysis": "Recherche de mots-clés et analyse des écarts avec la concurrence",
  "SEO strategy and six-month roadmap": "Stratégie SEO et feuille de route sur six mois",
  "Analytics and Search Console setup, baseline report":
    "Paramétrage d'Analytics et de la Search Console, rapport de référence",
  "Technical fixes and monitoring": "Corrections techniques et suivi",
  "On-page optimisation (pages)": "Optimisation on-page (pages)",
  "SEO articles of about {{words}} words": "Articles SEO d'environ {{words}} mots",
  "Links earned through outreach and digital PR": "Liens obtenus par démarchage et relations presse digitales",
  "Monthly report and account management": "Rapport mensuel et gestion du compte",
  "Onboarding: audit, keyword research and strategy": "Lancement : audit, recherche de mots-clés et stratégie",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modèle d'abonnement mensuel : un lancement unique (audit technique, recherche de mots-clés, analytics), puis des honoraires mensuels pour des livrables définis (corrections techniques, optimisation on-page, articles, obtention de liens, reporting) × le nombre de mois. Chaque livrable correspond à des heures × taux par rôle pour {{place}} ; les volumes mensuels augmentent avec la concurrence sur les recherches (×{{scale}} ici). Les honoraires sont comparés à des enquêtes publiées sur les abonnements. La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Un abonnement SEO de {{months}} pour environ {{fee}} par mois ({{articles}} articles, {{pages}} pages optimisées et {{links}} liens par mois), après un lancement d'environ {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "Google estime que le SEO met de quatre mois à un an à produire des résultats ({{source}}) ; un abonnement de {{months}} peut s'achever avant que les positions ne bougent.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Le site est supposé compter environ {{pages}} pages (aucun nombre indiqué) ; l'audit grandit avec le nombre de pages.",
  "{{articles}} articles a month are assumed (none were stated).":
    "{{articles}} articles par mois sont supposés (aucun nombre indiqué).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "Les honoraires mensuels (environ {{feeUsd}}) se comparent à {{low}}–{{high}} par mois, la tranche de budget avec laquelle les professionnels du SEO travaillent le plus souvent ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "Les développeurs du client appliquent les corrections techniques à partir des tickets de l'agence ; le temps de développement n'est pas inclus. Les liens se gagnent, ils ne s'achètent pas : les règles anti-spam de Google interdisent les liens payants.",
  "A search algorithm update moves rankings": "Une mise à jour de l'algorithme de recherche fait bouger les positions",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Suivez les Search Essentials de Google, répartissez le travail entre corrections techniques, contenu et liens, et mesurez l'effet de chaque mise à jour par rapport à la référence.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "Combien de pages compte le site, et sur quelle plateforme est-il construit ? Cela dimensionne l'audit et le travail on-page.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "L'objectif est-il la recherche locale (une ville ou une zone), nationale ou internationale, et quels concurrents sont bien classés aujourd'hui ?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "Qui applique les corrections techniques sur le site : vos développeurs ou l'agence ?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "L'agence rédige-t-elle les articles, ou votre équipe les rédige-t-elle avec les briefs et l'optimisation de l'agence ?",
  "Campaign strategy, audiences and media plan": "Stratégie de campagne, audiences et plan média",
  "Ad copy: {{count}} variants": "Textes publicitaires : {{count}} variantes",
  "Static and carousel creative: {{count}} variants": "Visuels fixes et carrousels : {{count}} variantes",
  "Video production and editing: {{count}} videos": "Production et montage vidéo : {{count}} vidéos",
  "Campaign setup: accounts, audiences and ads built": "Paramétrage de la campagne : comptes, audiences et annonces",
  "Tracking setup: pixels, conversion events and UTMs":
    "Paramétrage du suivi : pixels, événements de conversion et UTM",
  "Reporting and insights: weekly results and a final report":
    "Reporting et enseignements : résultats hebdomadaires et rapport final",
  "{{share}}% of media spend ({{source}})": "{{share}} % du budget média ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "minimum : {{hours}} h d'achat média par canal et par semaine à {{rate}} de l'heure (au-dessus de {{share}} % du budget média)",
  "Media management fee: buying, bids and optimisation":
    "Honoraires de gestion média : achat, enchères et optimisation",
  week: "semaine",
  "Creative underperforms and needs a second round": "Les créations performent mal et demandent un second cycle",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Lancez avec plusieurs variantes par canal, basculez le budget vers les meilleures chaque semaine et gardez un second cycle de créations en réserve.",
  "Tracking or attribution gaps delay optimisation": "Des lacunes de suivi ou d'attribution retardent l'optimisation",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Installez et testez les pixels, l'API de conversions et les conventions UTM avant le lancement ; rapprochez les chiffres de la plateforme et de l'analytics dès la première semaine.",
  "Ad rejections or account restrictions": "Annonces refusées ou comptes restreints",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Vérifiez les créations au regard des règles de chaque plateforme et faites valider les comptes professionnels avant le lancement.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "Les prix des enchères montent (saison, concurrence) : moins de leads pour le même budget",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Évitez les démarrages en haute saison, plafonnez les enchères et gardez un dixième du budget en réserve pour tenir la prévision de leads.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "Le budget indiqué est un plafond : ce sont les leads prévus qui baissent ; plafonnez les enchères et déplacez le budget vers le canal au lead le moins cher.",
  "Google Search ads": "Annonces sur la recherche Google",
  "Instagram and Facebook ads": "Publicités Instagram et Facebook",
  "LinkedIn ads": "Publicités LinkedIn",
  "TikTok ads": "Publicités TikTok",
  "YouTube video ads": "Publicités vidéo YouTube",
  "Display network": "Réseau Display",
  "X (Twitter) ads": "Publicités X (Twitter)",
  "Influencer partnerships": "Partenariats avec des influenceurs",
  "Email campaigns": "Campagnes e-mail",
  "1 week": "1 semaine",
  "{{count}} weeks": "{{count}} semaines",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Une campagne de {{flight}} demande environ {{around}} de plus pour la stratégie, les créations et le reporting, soit environ {{total}} au total ; le délai indiqué de {{deadline}} est trop court. Commencez la préparation plus tôt, raccourcissez la diffusion à {{room}} ou réutilisez des créations existantes pour raccourcir la production.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Une campagne demande environ {{around}} autour de sa diffusion (stratégie, créations et reporting) : {{deadline}} ne laissent pas le temps de la mener ; prévoyez au moins {{least}} ou réutilisez des créations existantes pour raccourcir la production.",
  "as stated": "comme indiqué",
  "what the stated time frame leaves after preparation and reporting":
    "ce que laisse le délai indiqué après la préparation et le reporting",
  "assumed: the request gave no length": "supposé : la demande n'indiquait pas de durée",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "Les {{deadline}} indiquées se terminent avant les {{flight}} indiquées de la campagne : raccourcissez la campagne à {{deadline}}, ou convenez qu'elle se poursuive au-delà de cette date.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "La campagne dure {{flight}} : ses {{before}} premières sont consacrées à la stratégie, à la production créative et au paramétrage, puis {{run}} de diffusion, avec le reporting à la fin.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "La campagne dure {{flight}} ({{basis}}), après environ {{before}} de stratégie, de production créative et de paramétrage, suivie du reporting.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "Le montant indiqué de {{budget}} est-il le budget total (honoraires de l'agence et médias) ou seulement le budget média ? Cette estimation le lit comme le budget total.",
  "the stated budget less the agency's fees": "le budget indiqué moins les honoraires de l'agence",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "Le budget indiqué de {{budget}} couvre honoraires et médias : les honoraires, la production et la provision pour aléas de l'agence ({{fees}}) passent en premier, et le reste, {{media}}, constitue le budget média.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "plus petit test interprétable : {{conversions}} conversions par canal de leads ou {{clicks}} clics par canal de portée ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "Le budget indiqué de {{budget}} ne permet pas une campagne interprétable sur {{channels}} : après les honoraires et la production de l'agence (environ {{fees}}), il ne resterait que {{left}} pour les médias, moins que le plus petit test interprétable ({{needed}}). Cette estimation chiffre à la place la plus petite campagne qui vaille la peine : au moins {{minimum}} au total, avec {{media}} de médias. Avec {{budget}}, utilisez moins de canaux, réutilisez des créations existantes ou gérez les publicités en interne ({{budget}} de médias seuls apporteraient environ {{conversions}} conversions).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "recommandé (hypothèse) : {{conversions}} conversions par canal de leads ou {{clicks}} clics par canal de portée toutes les quatre semaines ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "Aucun budget média n'a été indiqué : {{media}} sont recommandés (une hypothèse), de quoi obtenir environ {{conversions}} conversions par canal de leads ou {{clicks}} clics par canal de portée toutes les quatre semaines de diffusion ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "Quel budget média envisagez-vous ? Cette estimation recommande {{media}} ; un montant indiqué est chiffré exactement tel quel.",
  "Media spend: {{channel}}": "Budget média : {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "Les {{media}} de médias indiqués sont en dessous du plus petit test interprétable sur {{channels}} ({{needed}} : {{conversions}} conversions par canal de leads ou {{clicks}} clics par canal de portée, {{source}}). Concentrez-les sur moins de canaux ({{best}} seul demande au moins {{bestNeeded}}) ou portez les médias à au moins {{needed}} ; les honoraires de l'agence ({{fees}}) s'ajoutent.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "Les {{media}} de médias indiqués sont en dessous du plus petit test interprétable sur {{channels}} ({{needed}} : {{conversions}} conversions par canal de leads ou {{clicks}} clics par canal de portée, {{source}}). Portez les médias à au moins {{needed}} ou utilisez un canal aux résultats moins chers ; les honoraires de l'agence ({{fees}}) s'ajoutent.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "Aucun budget n'a été indiqué pour {{channels}} : rien n'y est chiffré.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "Les {{media}} de médias indiqués sont chiffrés exactement tels quels, sur une ligne à part ; les honoraires, la production et la provision pour aléas de l'agence ({{fees}}) sont des lignes séparées en sus.",
  "the stated media is priced exactly as given.": "le budget média indiqué est chiffré exactement tel quel.",
  "the stated budget pays the fees first and the rest is media.":
    "le budget indiqué paie d'abord les honoraires et le reste va aux médias.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "le budget indiqué est inférieur au plus petit test interprétable : la plus petite campagne qui vaille la peine est chiffrée.",
  "no media was stated, so a spend is recommended (an assumption).":
    "aucun budget média n'a été indiqué : un montant est recommandé (une hypothèse).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}} : {{spend}} achètent environ {{impressions}} impressions, {{clicks}} clics et {{leads}} leads ({{cpl}} par lead) selon {{sources}}.",
  "1 month": "1 mois",
  "{{count}} months": "{{count}} mois",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Un abonnement de {{months}} dure environ {{weeks}} semaines ; le délai indiqué de {{deadline}} semaines est plus court. Réduisez l'abonnement à {{fit}} ou convenez qu'il se poursuive au-delà de cette date.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} par mois × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Exécution de l'abonnement : {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "Les {{budget}} par mois indiqués sont comparés aux honoraires mensuels de l'abonnement, d'environ {{fee}} ; sur {{months}}, l'abonnement atteint environ {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "Le budget indiqué de {{budget}} paie environ {{affordable}} de cet abonnement à environ {{fee}} par mois.",
  "Approvals and access on the client side slow delivery":
    "Les validations et les accès côté client ralentissent la livraison",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Convenez d'un valideur désigné, d'un délai de relecture de 48 heures et des accès aux systèmes nécessaires avant le premier mois.",
  "Scope creeps beyond the monthly deliverables": "Le périmètre dépasse les livrables mensuels",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Tenez un plan mensuel face aux livrables de l'abonnement et chiffrez à part le travail supplémentaire.",
  "the stated time frame": "le délai indiqué",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "L'abonnement dure {{months}} ({{basis}}), dont le lancement dans ses {{weeks}} premières semaines ; les honoraires mensuels d'environ {{fee}} × {{months}} font {{retainer}}.",
  "Marketing strategist": "Stratège marketing",
  "Media buyer": "Acheteur média",
  Copywriter: "Concepteur-rédacteur",
  "Graphic designer": "Graphiste",
  "Video producer": "Producteur vidéo",
  "SEO specialist": "Spécialiste SEO",
  "Marketing analyst": "Analyste marketing",
  "PR manager": "Responsable relations presse",
  "PR specialist": "Chargé de relations presse",
  "Influencer marketing manager": "Responsable marketing d'influence",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2 080 h × {{multiplier}} ({{multiplierSource}}), IPC-U jusqu'à {{year}}, facteur de localisation {{factor}} ({{place}})",
};
