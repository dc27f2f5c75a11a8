import type { Catalogue } from "../../catalogues.js";

/** Proposal document messages (sections, tables, commercial terms, project types, tools), in this language (English text → translation). */
export const document: Catalogue = {
  "{{n}} week": "{{n}} semaine",
  "{{n}} weeks": "{{n}} semaines",
  "{{n}} hour": "{{n}} heure",
  "{{n}} hours": "{{n}} heures",
  "Week {{span}}": "Semaine {{span}}",
  "Weeks {{span}}": "Semaines {{span}}",
  Subtotal: "Sous-total",
  "the phases' total": "total des phases",
  "Contingency (risk register)": "Provision pour aléas (registre des risques)",
  "the risks' expected cost": "coût attendu des risques",
  "Expected total": "Total attendu",
  "Basis of estimate": "Base de l'estimation",
  "Each line is an item of the work with its quantity and the unit cost it is priced at, and where that unit cost comes from. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Chaque ligne est un poste du travail avec sa quantité, le coût unitaire auquel il est chiffré et l'origine de ce coût unitaire. Les lignes de main-d'œuvre sont des heures au taux du profil ; les lignes d'une phase s'additionnent pour donner son coût.",
  Item: "Poste",
  Quantity: "Quantité",
  Unit: "Unité",
  "Unit cost": "Coût unitaire",
  Cost: "Coût",
  Source: "Source",
  VAT: "TVA",
  GST: "TPS",
  "sales tax": "taxe de vente",
  "consumption tax": "taxe à la consommation",
  "tax on services": "taxe sur les services",
  "Prices exclude taxes on the work (VAT, GST or sales tax), which are added at the rates in force where the work is done.":
    "Les prix s'entendent hors taxes sur les travaux (TVA, TPS ou taxe de vente), ajoutées aux taux en vigueur là où les travaux sont réalisés.",
  "Prices exclude sales tax: where the work is taxable, state and local sales tax is added at the rates of the site's state and city ({{source}}).":
    "Les prix s'entendent hors taxe de vente : lorsque les travaux y sont soumis, la taxe de l'État et de la ville du site s'ajoute à leurs taux ({{source}}).",
  "Prices exclude {{tax}}, which is added at the rate the site's municipality sets ({{source}}).":
    "Les prix s'entendent hors {{tax}}, ajoutée au taux fixé par la commune du site ({{source}}).",
  "Prices exclude {{tax}}: the 5% GST, or the harmonized sales tax in the provinces that apply it, plus any provincial sales tax, added at the rates in force ({{source}}).":
    "Les prix s'entendent hors {{tax}} : la TPS de 5 %, ou la taxe de vente harmonisée (TVH) dans les provinces qui l'appliquent, plus toute taxe de vente provinciale, ajoutées aux taux en vigueur ({{source}}).",
  "Prices exclude {{tax}}, which is added to each invoice at the rate in force: {{rate}} standard rate in {{country}} ({{source}}).":
    "Les prix s'entendent hors {{tax}}, ajoutée à chaque facture au taux en vigueur : taux normal de {{rate}} en {{country}} ({{source}}).",
  "{{item}} (marked as not wanted in the request).": "{{item}} (indiqué comme non souhaité dans la demande).",
  "Anything this proposal does not describe: it is priced as a change, and agreed, before it is done.":
    "Tout ce que cette proposition ne décrit pas : c'est chiffré comme une modification, et convenu, avant d'être réalisé.",
  "This quotation is valid for {{days}} days from its date, until {{date}}; after that, its rates and prices are checked again before work is agreed.":
    "Ce devis est valable {{days}} jours à compter de sa date, jusqu'au {{date}} ; au-delà, ses taux et prix sont revérifiés avant tout accord sur les travaux.",
  "This quotation is valid for {{days}} days from its date; after that, its rates and prices are checked again before work is agreed.":
    "Ce devis est valable {{days}} jours à compter de sa date ; au-delà, ses taux et prix sont revérifiés avant tout accord sur les travaux.",
  "Commercial terms": "Conditions commerciales",
  Payment: "Paiement",
  "Invoices are payable within {{days}} days of their date.":
    "Les factures sont payables sous {{days}} jours à compter de leur date.",
  Exclusions: "Exclusions",
  Client: "Client",
  Date: "Date",
  "Prepared by": "Préparé par",
  "To be confirmed": "À confirmer",
  "Within the stated budget of {{budget}}: not a complete phase of this project (it is about {{share}}% of the first, {{first}}). It can pay for a scoping study that firms up the scope, the design basis and the cost before anything larger is committed.":
    "Avec le budget indiqué de {{budget}} : aucune phase complète de ce projet (il représente environ {{share}} % de la première, {{first}}). Il peut financer une étude préalable qui précise le périmètre, les bases de conception et le coût avant tout engagement plus important.",
  "the first phase": "la première phase",
  "Within the stated budget of {{budget}}: the first phase ({{names}}), about {{cost}} with its share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Avec le budget indiqué de {{budget}} : la première phase ({{names}}), environ {{cost}} avec sa part de la provision pour aléas, terminée en semaine {{week}}. C'est une première étape définie, pas le projet entier ; le reste est chiffré à nouveau une fois celle-ci terminée.",
  "Within the stated budget of {{budget}}: the first {{n}} phases ({{names}}), about {{cost}} with their share of the contingency, finished by week {{week}}. This is a defined first stage, not the whole project; the rest is priced again when it is done.":
    "Avec le budget indiqué de {{budget}} : les {{n}} premières phases ({{names}}), environ {{cost}} avec leur part de la provision pour aléas, terminées en semaine {{week}}. C'est une première étape définie, pas le projet entier ; le reste est chiffré à nouveau une fois celle-ci terminée.",
  "The whole scope needs about {{weeks}}.": "Le périmètre complet demande environ {{weeks}}.",
  "By the stated {{weeks}}: no phase of this plan can be finished; the time allows preparation only (briefing, scoping and the first decisions).":
    "Dans les {{weeks}} indiquées : aucune phase de ce plan ne peut être terminée ; le délai ne permet que la préparation (cadrage, définition du périmètre et premières décisions).",
  "By the stated {{weeks}}: the phase finished in that time ({{names}}), about {{cost}}.":
    "Dans les {{weeks}} indiquées : la phase terminée dans ce délai ({{names}}), environ {{cost}}.",
  "By the stated {{weeks}}: the phases finished in that time ({{names}}), about {{cost}}.":
    "Dans les {{weeks}} indiquées : les phases terminées dans ce délai ({{names}}), environ {{cost}}.",
  "The full scope as asked: about {{cost}} ({{p80}} at 80% confidence) over about {{weeks}} ({{weeks80}} at 80% confidence). The plan in the rest of this proposal is this option.":
    "Le périmètre complet tel que demandé : environ {{cost}} ({{p80}} avec 80 % de confiance) sur environ {{weeks}} ({{weeks80}} avec 80 % de confiance). Le plan présenté dans la suite de cette proposition est cette option.",
  "A smaller project: name the few items that matter most, and we price the core that fits the stated limits as its own plan.":
    "Un projet plus petit : citez les quelques éléments qui comptent le plus, et nous chiffrons comme plan à part le cœur qui tient dans les limites indiquées.",
  "The project as asked cannot be done within the stated budget and time frame. We say so first rather than present a plan that would not hold.":
    "Le projet tel que demandé ne peut pas être réalisé avec le budget et le délai indiqués. Nous le disons d'abord plutôt que de présenter un plan qui ne tiendrait pas.",
  "The project as asked cannot be done within the stated budget. We say so first rather than present a plan that would not hold.":
    "Le projet tel que demandé ne peut pas être réalisé avec le budget indiqué. Nous le disons d'abord plutôt que de présenter un plan qui ne tiendrait pas.",
  "The project as asked cannot be done within the stated time frame. We say so first rather than present a plan that would not hold.":
    "Le projet tel que demandé ne peut pas être réalisé dans le délai indiqué. Nous le disons d'abord plutôt que de présenter un plan qui ne tiendrait pas.",
  "What is possible": "Ce qui est possible",
  "Budget: {{message}}": "Budget : {{message}}",
  "Time frame: {{message}}": "Délai : {{message}}",
  Options: "Options",
  "This proposal is written in English: the request is in {{language}}, and proposals are written in English, Spanish, German, French, Portuguese, Italian or Dutch. The request was read as far as possible; please check the figures taken from it.":
    "Cette proposition est rédigée en anglais : la demande est en {{language}}, et les propositions sont rédigées en anglais, espagnol, allemand, français, portugais, italien ou néerlandais. La demande a été lue dans la mesure du possible ; merci de vérifier les chiffres qui en sont tirés.",
  "Review the scope and assumptions, and mark anything missing or out of scope.":
    "Relisez le périmètre et les hypothèses, et signalez ce qui manque ou sort du périmètre.",
  "Confirm the budget level to commit to (P50, P80 or P90) and the start date.":
    "Confirmez le niveau de budget sur lequel vous engager (P50, P80 ou P90) et la date de démarrage.",
  "Agree the first phase, “{{phase}}”, as a fixed engagement; re-estimate the rest with what it learns.":
    "Convenez de la première phase, « {{phase}} », comme mission à prix ferme ; réestimez le reste avec ce qu'elle aura appris.",
  "Agree the scope and the start date, and sign the quotation while it is valid.":
    "Convenez du périmètre et de la date de démarrage, et signez le devis tant qu'il est valable.",
  "Name the decision-makers and the review rhythm (a short weekly status).":
    "Désignez les décideurs et le rythme de suivi (un court point hebdomadaire).",
  "Name the decision-makers and the review rhythm (weekly status, monthly steering).":
    "Désignez les décideurs et le rythme de suivi (point hebdomadaire, comité de pilotage mensuel).",
  "Next steps": "Prochaines étapes",
  "Answers to these questions would narrow the estimate:": "Les réponses à ces questions resserreraient l'estimation :",
  "On acceptance of “{{phase}}”, week {{week}} ({{share}})":
    "À la réception de « {{phase}} », semaine {{week}} ({{share}})",
  "On completion of “{{phase}}”, week {{week}} ({{share}})":
    "À l'achèvement de « {{phase}} », semaine {{week}} ({{share}})",
  "Deposit on signing, to order materials and book the trades ({{share}})":
    "Acompte à la signature, pour commander les matériaux et réserver les corps de métier ({{share}})",
  "On completion, once snagging is signed off ({{share}})": "À l'achèvement, une fois les réserves levées ({{share}})",
  "Mobilisation deposit on signing the contract ({{share}})":
    "Avance de démarrage à la signature du contrat ({{share}})",
  "Monthly progress payments against the work done, as valued each month ({{share}} in all)":
    "Paiements mensuels selon l'avancement des travaux, constaté chaque mois ({{share}} au total)",
  "Retention ({{share}}), held back from the progress payments: half released at practical completion, half at the end of the 12-month defects period":
    "Retenue de garantie ({{share}}), prélevée sur les paiements : moitié libérée à la réception, moitié à la fin de la période de garantie de 12 mois",
  "Deposit on signing, to book the venue and key suppliers ({{share}})":
    "Acompte à la signature, pour réserver le lieu et les prestataires clés ({{share}})",
  "Second payment at the midpoint of planning, week {{week}} ({{share}})":
    "Deuxième paiement à mi-parcours de la préparation, semaine {{week}} ({{share}})",
  "Balance no later than 14 days before the event ({{share}})":
    "Solde au plus tard 14 jours avant l'événement ({{share}})",
  "On signing, as recruitment and incentives are committed at the start ({{share}})":
    "À la signature, le recrutement et les incitations étant engagés dès le départ ({{share}})",
  "On delivery of the final report, week {{week}} ({{share}})":
    "À la remise du rapport final, semaine {{week}} ({{share}})",
  "On signing ({{share}})": "À la signature ({{share}})",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} month: {{fee}}":
    "Forfait mensuel, facturé d'avance au début de chaque mois, pendant {{n}} mois : {{fee}}",
  "Monthly fee, invoiced in advance at the start of each month, for {{n}} months: {{fee}}":
    "Forfait mensuel, facturé d'avance au début de chaque mois, pendant {{n}} mois : {{fee}}",
  "Either party may end the retainer with one month's written notice.":
    "Chaque partie peut mettre fin au contrat avec un préavis écrit d'un mois.",
  "Fees: 50% on signing: {{amount}}": "Honoraires : 50 % à la signature : {{amount}}",
  "Fees: 50% at the end of the campaign, week {{week}}: {{amount}}":
    "Honoraires : 50 % à la fin de la campagne, semaine {{week}} : {{amount}}",
  "Media and other third-party costs, invoiced monthly before they are spent (or paid by you directly to the platforms): {{amount}}":
    "Achat média et autres frais de tiers, facturés chaque mois avant d'être engagés (ou payés par vous directement aux plateformes) : {{amount}}",
  "{{label}}: {{amount}}": "{{label}} : {{amount}}",
  "Extras agreed on the day are invoiced after the event.":
    "Les suppléments convenus le jour même sont facturés après l'événement.",
  "For the full scope as asked, we expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Pour le périmètre complet tel que demandé, nous prévoyons un coût de {{cost}}, dont une provision pour aléas de {{contingency}}, et une durée d'environ {{weeks}} semaines. Avec 80 % de confiance, il coûte au plus {{p80}} et se termine en {{weeks80}} semaines.",
  "We expect it to cost {{cost}} including a {{contingency}} contingency, and to take about {{weeks}} weeks. With 80% confidence it costs at most {{p80}} and finishes within {{weeks80}} weeks.":
    "Nous prévoyons un coût de {{cost}}, dont une provision pour aléas de {{contingency}}, et une durée d'environ {{weeks}} semaines. Avec 80 % de confiance, il coûte au plus {{p80}} et se termine en {{weeks80}} semaines.",
  "Executive summary": "Synthèse",
  Budget: "Budget",
  Deadline: "Échéance",
  Team: "Équipe",
  "{{label}}: {{message}}": "{{label}} : {{message}}",
  "Approach and phases": "Démarche et phases",
  "{{hours}} of work": "{{hours}} de travail",
  "external costs only, no team hours": "coûts externes uniquement, sans heures d'équipe",
  "{{weeks}}; {{work}}; {{cost}}.": "{{weeks}} ; {{work}} ; {{cost}}.",
  "{{task}}: {{hours}}, {{cost}}": "{{task}} : {{hours}}, {{cost}}",
  "{{task}}: {{cost}}": "{{task}} : {{cost}}",
  Timeline: "Calendrier",
  "Planned duration: {{weeks}} weeks of phases end to end; with risks, {{p50}} weeks at P50 and {{p80}} weeks at P80.":
    "Durée prévue : {{weeks}} semaines de phases de bout en bout ; avec les risques, {{p50}} semaines au P50 et {{p80}} semaines au P80.",
  "Cost breakdown": "Répartition des coûts",
  "The basis of estimate at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "La base de l'estimation, à la fin de cette proposition, détaille ces montants poste par poste, avec les quantités, les coûts unitaires et leurs sources.",
  "By phase": "Par phase",
  "By role": "Par profil",
  "Expected results by channel": "Résultats attendus par canal",
  Risks: "Risques",
  "Assumptions and exclusions": "Hypothèses et exclusions",
  "Project management": "Gestion de projet",
  "Scope and deliverables": "Périmètre et livrables",
  "Included in the price, as listed in the request:": "Compris dans le prix, tel que listé dans la demande :",
  "Not included (marked as not wanted in the request): {{items}}.":
    "Non compris (indiqué comme non souhaité dans la demande) : {{items}}.",
  "What each phase delivers:": "Ce que livre chaque phase :",
  "{{role}}: {{hours}} (about {{n}} person while active)":
    "{{role}} : {{hours}} (environ {{n}} personne pendant son intervention)",
  "{{role}}: {{hours}} (about {{n}} people while active)":
    "{{role}} : {{hours}} (environ {{n}} personnes pendant son intervention)",
  "Resources and tools": "Ressources et outils",
  Tools: "Outils",
  Confidence: "Niveau de confiance",
  "10% (P10): only one outcome in ten costs less than {{cost}} or finishes sooner than {{weeks}}.":
    "10 % (P10) : un résultat sur dix seulement coûte moins de {{cost}} ou se termine en moins de {{weeks}}.",
  "50% (P50): the project costs {{cost}} or less and takes {{weeks}} or less. Half of the outcomes are better, half worse.":
    "50 % (P50) : le projet coûte {{cost}} ou moins et dure {{weeks}} ou moins. La moitié des résultats sont meilleurs, l'autre moitié moins bons.",
  "80% (P80): {{cost}} or less and {{weeks}} or less. This is the figure to commit to externally.":
    "80 % (P80) : {{cost}} ou moins et {{weeks}} ou moins. C'est le chiffre sur lequel s'engager à l'extérieur.",
  "90% (P90): {{cost}} or less and {{weeks}} or less. Beyond this, only an unusual combination of risks would take it.":
    "90 % (P90) : {{cost}} ou moins et {{weeks}} ou moins. Au-delà, seule une combinaison inhabituelle de risques l'y mènerait.",
  "The expected cost, {{expected}}, is the average outcome: the planned work plus a contingency of {{contingency}}, which is the risk register's expected value. The ranges come from {{runs}} simulated runs of the plan.":
    "Le coût attendu, {{expected}}, est le résultat moyen : le travail prévu plus une provision pour aléas de {{contingency}}, qui est la valeur attendue du registre des risques. Les fourchettes viennent de {{runs}} exécutions simulées du plan.",
  Method: "Méthode",
  "The request leaves much of the scope open, so the range is wide; stating more of it (quantities, the items in and out, the design) narrows it.":
    "La demande laisse une grande partie du périmètre ouverte, la fourchette est donc large ; en préciser davantage (quantités, ce qui est inclus ou non, la conception) la resserre.",
  "The request defines much of the scope, so the range is comparatively narrow.":
    "La demande définit une grande partie du périmètre, la fourchette est donc relativement étroite.",
  "This is a class {{class}} estimate ({{name}}) in the AACE International classification (Recommended Practice 18R-97): the final cost is expected to land between {{low}} and {{high}} of the estimate, that is roughly {{from}} to {{to}}.":
    "Il s'agit d'une estimation de classe {{class}} ({{name}}) selon la classification d'AACE International (Recommended Practice 18R-97) : le coût final devrait se situer entre {{low}} et {{high}} de l'estimation, soit environ de {{from}} à {{to}}.",
  "Type of project: {{type}}.": "Type de projet : {{type}}.",
  "Location: {{place}}.": "Lieu : {{place}}.",
  "Stated budget: {{amount}}.": "Budget indiqué : {{amount}}.",
  "Stated time frame: {{weeks}}.": "Délai indiqué : {{weeks}}.",
  "Stated length of the campaign: {{weeks}}.": "Durée indiquée de la campagne : {{weeks}}.",
  "Stated length of the engagement: {{weeks}}.": "Durée indiquée de la mission : {{weeks}}.",
  "a new building": "un bâtiment neuf",
  "renovation of an existing building": "rénovation d'un bâtiment existant",
  "an extension": "une extension",
  "an interior fit-out": "un aménagement intérieur",
  "Scope of work: {{scope}}.": "Nature des travaux : {{scope}}.",
  "Team size: {{n}}.": "Taille de l'équipe : {{n}}.",
  "Understanding of the need": "Compréhension du besoin",
  "You asked for: “{{request}}”": "Vous avez demandé : « {{request}} »",
  "One column per week, numbered from the start; a filled cell marks a week the phase runs.":
    "Une colonne par semaine, numérotée depuis le début ; une cellule remplie marque une semaine où la phase se déroule.",
  "Each column is a period of {{n}} weeks, headed by the number of its first week; a filled cell marks a period the phase runs in.":
    "Chaque colonne est une période de {{n}} semaines, titrée par le numéro de sa première semaine ; une cellule remplie marque une période où la phase se déroule.",
  Phase: "Phase",
  Weeks: "Semaines",
  "Effort (hours)": "Effort (heures)",
  Share: "Part",
  "{{rate}}/h": "{{rate}}/h",
  Role: "Profil",
  People: "Personnes",
  Rate: "Taux",
  Hours: "Heures",
  "Materials, equipment and subcontracts": "Matériaux, équipements et sous-traitance",
  "Media spend": "Achat média",
  "Venue, catering, production and suppliers": "Lieu, traiteur, production et prestataires",
  "Recruitment, incentives and panels": "Recrutement, incitations et panels",
  "Non-labour costs": "Coûts hors main-d'œuvre",
  Risk: "Risque",
  Probability: "Probabilité",
  Impact: "Impact",
  Exposure: "Exposition",
  Mitigation: "Atténuation",
  "Instagram and Facebook": "Instagram et Facebook",
  "Google Search": "Recherche Google",
  Channel: "Canal",
  Impressions: "Impressions",
  Clicks: "Clics",
  Conversions: "Conversions",
  "Web app": "Application web",
  "Mobile app": "Application mobile",
  Website: "Site web",
  "E-commerce": "E-commerce",
  Integration: "Intégration",
  "Data migration": "Migration de données",
  "Data platform / BI": "Plateforme de données / BI",
  "ML feature": "Fonctionnalité de ML",
  "Automation script": "Script d'automatisation",
  House: "Maison",
  "Apartment block": "Immeuble de logements",
  Office: "Bureaux",
  Warehouse: "Entrepôt",
  School: "École",
  Hospital: "Hôpital",
  Retail: "Commerce",
  Renovation: "Rénovation",
  "Kitchen remodel": "Rénovation de cuisine",
  "Bathroom remodel": "Rénovation de salle de bains",
  "Roof replacement": "Réfection de toiture",
  "Energy retrofit": "Rénovation énergétique",
  Extension: "Extension",
  "Fit-out": "Aménagement intérieur",
  "Paid campaign": "Campagne payante",
  "SEO retainer": "Accompagnement SEO",
  "Content marketing": "Marketing de contenu",
  "PR campaign": "Campagne de relations presse",
  "Influencer campaign": "Campagne d'influence",
  "Product launch": "Lancement de produit",
  Conference: "Conférence",
  Wedding: "Mariage",
  "Corporate event": "Événement d'entreprise",
  "Trade-show stand": "Stand de salon",
  "User interviews / usability": "Entretiens utilisateurs / utilisabilité",
  Survey: "Enquête",
  "Market sizing": "Dimensionnement de marché",
  "Desk research": "Recherche documentaire",
  General: "Général",
  software: "logiciel",
  construction: "construction",
  marketing: "marketing",
  event: "événement",
  research: "étude",
  general: "général",
  "Git hosting with pull-request reviews": "Hébergement Git avec revues de pull requests",
  "CI/CD pipeline with automated tests": "Chaîne CI/CD avec tests automatisés",
  "Issue tracker and sprint board": "Suivi des tickets et tableau de sprint",
  "Drawings and a specification agreed before work starts": "Plans et descriptif validés avant le début des travaux",
  "Schedule of works with a cost plan and change log":
    "Descriptif des travaux avec plan de coûts et journal des modifications",
  "Programme as a simple Gantt chart": "Planning sous forme de diagramme de Gantt simple",
  "Site diary with photos of work before it is covered up":
    "Journal de chantier avec photos des travaux avant qu'ils soient recouverts",
  "Order tracker for long-lead items": "Suivi des commandes à long délai",
  "Figma for design and prototypes": "Figma pour le design et les prototypes",
  "Error monitoring and analytics": "Suivi des erreurs et analytique",
  "BIM model (Revit or equivalent)": "Maquette BIM (Revit ou équivalent)",
  "Programme in a scheduling tool (Primavera P6 or MS Project)":
    "Planning dans un outil d'ordonnancement (Primavera P6 ou MS Project)",
  "Cost plan and change log": "Plan de coûts et journal des modifications",
  "Site diary and inspection app": "Journal de chantier et application de contrôle",
  "Document control for drawings and RFIs": "Gestion documentaire des plans et des demandes d'information (RFI)",
  "Meta Ads Manager / Google Ads / platform ad managers":
    "Meta Ads Manager / Google Ads / gestionnaires publicitaires des plateformes",
  "Analytics with conversion tracking (GA4 and platform pixels)":
    "Analytique avec suivi des conversions (GA4 et pixels des plateformes)",
  "UTM conventions and a reporting dashboard": "Conventions UTM et tableau de bord de suivi",
  "Design tools for static and video creative": "Outils de création pour visuels fixes et vidéo",
  "A shared content calendar": "Un calendrier éditorial partagé",
  "Registration and ticketing platform": "Plateforme d'inscription et de billetterie",
  "Run-of-show and supplier contact sheet": "Déroulé de l'événement et fiche de contacts des prestataires",
  "Floor plan and seating tool": "Plan de salle et outil de placement",
  "Attendee communications (email/SMS)": "Communications aux participants (e-mail/SMS)",
  "Post-event survey": "Enquête après l'événement",
  "Survey platform and panel provider": "Plateforme d'enquête et fournisseur de panel",
  "Video-call recording and transcription": "Enregistrement et transcription des visioconférences",
  "Qualitative analysis tool (coding and tagging)": "Outil d'analyse qualitative (codage et étiquetage)",
  "Statistics package for quantitative analysis": "Logiciel statistique pour l'analyse quantitative",
  "Secure storage for personal data": "Stockage sécurisé des données personnelles",
  "Project plan and task tracker": "Plan de projet et suivi des tâches",
  "Shared document workspace": "Espace documentaire partagé",
  "Weekly status report": "Point d'avancement hebdomadaire",
  "Content management system with editor roles": "Système de gestion de contenu avec rôles d'édition",
  "Staging site for review before launch": "Site de préproduction pour validation avant la mise en ligne",
  "Web analytics and search console": "Analytique web et Search Console",
  "Shop platform admin (catalogue, orders, payments)":
    "Administration de la boutique (catalogue, commandes, paiements)",
  "Payment provider's test mode for checkout testing":
    "Mode test du prestataire de paiement pour tester le tunnel d'achat",
  "Web analytics with conversion tracking": "Analytique web avec suivi des conversions",
  "TestFlight and Google Play internal testing": "TestFlight et tests internes Google Play",
  "API documentation and contract tests": "Documentation de l'API et tests de contrat",
  "Error monitoring and alerting": "Suivi des erreurs et alertes",
  "Data mapping sheet and reconciliation reports": "Table de correspondance des données et rapports de rapprochement",
  "Scheduler with run logs and alerts": "Ordonnanceur avec journaux d'exécution et alertes",
  "Data warehouse and orchestration (e.g. dbt and Airflow)":
    "Entrepôt de données et orchestration (par ex. dbt et Airflow)",
  "Data catalogue and quality tests": "Catalogue de données et tests de qualité",
  "BI tool for dashboards": "Outil de BI pour les tableaux de bord",
  "Experiment tracking and model registry": "Suivi des expériences et registre de modèles",
  "Labelled evaluation set and metrics dashboard": "Jeu d'évaluation annoté et tableau de bord des métriques",
  "Monitoring of model quality in production": "Surveillance de la qualité du modèle en production",
  "Energy assessment before and after the works": "Diagnostic énergétique avant et après les travaux",
  "Search console and web analytics (GA4)": "Search Console et analytique web (GA4)",
  "SEO crawler and rank tracker": "Crawler SEO et suivi de positionnement",
  "Keyword and content plan": "Plan de mots-clés et de contenus",
  "Monthly reporting dashboard": "Tableau de bord de reporting mensuel",
  "Design tools for images and video": "Outils de création pour images et vidéo",
  "Web analytics with content reporting": "Analytique web avec reporting des contenus",
  "Keyword research tool": "Outil de recherche de mots-clés",
  "Media database and monitoring service": "Base de données médias et service de veille",
  "Press release distribution": "Diffusion de communiqués de presse",
  "Coverage log and reporting": "Suivi des retombées et reporting",
  "Press kit with an approval workflow": "Dossier de presse avec circuit de validation",
  "Influencer discovery and vetting platform": "Plateforme de recherche et de vérification d'influenceurs",
  "Contracts and content approval workflow": "Contrats et circuit de validation des contenus",
  "Tracked links and discount codes": "Liens suivis et codes de réduction",
  "Planning timeline and checklist": "Rétroplanning et liste de contrôle",
  "Supplier contact sheet and contracts log": "Fiche de contacts des prestataires et suivi des contrats",
  "Guest list with replies and dietary needs": "Liste des invités avec réponses et régimes alimentaires",
  "Run-of-day schedule": "Déroulé de la journée",
  "Stand design drawings and 3D render": "Plans du stand et rendu 3D",
  "Tracker of the exhibitor manual's deadlines": "Suivi des échéances du guide de l'exposant",
  "Shipping and logistics schedule": "Planning d'expédition et de logistique",
  "Lead capture app": "Application de collecte de contacts",
  "Build-up and breakdown schedule": "Planning de montage et de démontage",
  "Participant recruitment and scheduling tool": "Outil de recrutement et de planification des participants",
  "Consent forms and secure storage for personal data":
    "Formulaires de consentement et stockage sécurisé des données personnelles",
  "Data cleaning and quality checks": "Nettoyage des données et contrôles de qualité",
  "Industry reports and statistics databases": "Rapports sectoriels et bases de données statistiques",
  "Spreadsheet model with stated assumptions": "Modèle de tableur avec hypothèses explicites",
  "Log of expert interviews": "Journal des entretiens d'experts",
  "Register of sources": "Registre des sources",
  "Access to industry reports and statistics databases":
    "Accès aux rapports sectoriels et aux bases de données statistiques",
  "Reference manager": "Gestionnaire de références",
  "Appendix: how the estimate was built": "Annexe : comment l'estimation a été établie",
  "Confirm the budget to commit to (the expected {{expected}}, or {{safe}} to cover {{n}} in 10 outcomes) and the start date.":
    "Confirmer le budget à engager (les {{expected}} attendus, ou {{safe}} pour couvrir {{n}} issues sur 10) et la date de début.",
  "Each line is an item of the work with its quantity and the unit cost it is priced at; the number in brackets points to the source of that unit cost in the list below. Labour lines are hours at the role's rate; the lines of a phase add up to its cost.":
    "Chaque ligne est un poste du travail avec sa quantité et le coût unitaire auquel il est chiffré ; le numéro entre crochets renvoie à la source de ce coût unitaire dans la liste ci-dessous. Les lignes de main-d'œuvre sont des heures au taux du rôle ; les lignes d'une phase font son coût.",
  "How the range was worked out": "Comment la fourchette a été calculée",
  "It takes about {{likely}}, and {{n}} in 10 finish within {{longest}}.":
    "Il faut environ {{likely}}, et {{n}} sur 10 se terminent en {{longest}} au plus.",
  "It takes about {{likely}}.": "Il faut environ {{likely}}.",
  "Sizing and checks in detail": "Dimensionnement et vérifications en détail",
  Sources: "Sources",
  "Technical assumptions of the method are listed in the appendix.":
    "Les hypothèses techniques de la méthode figurent en annexe.",
  "The appendix at the end of this proposal builds these figures up item by item, with quantities, unit costs and their sources.":
    "L'annexe à la fin de cette proposition détaille ces montants poste par poste, avec les quantités, les coûts unitaires et leurs sources.",
  "The appendix shows how the range was worked out, with every item of the price and its source.":
    "L'annexe montre comment la fourchette a été calculée, avec chaque poste du prix et sa source.",
  "The full scope as asked: about {{cost}} over about {{weeks}}; {{n}} in 10 projects like this one stay within {{p80}} and {{weeks80}}. The plan in the rest of this proposal is this option.":
    "Le périmètre complet tel que demandé : environ {{cost}} sur environ {{weeks}} ; {{n}} projets comparables sur 10 restent dans {{p80}} et {{weeks80}}. Le plan présenté dans la suite de cette proposition est cette option.",
  "The phases run {{planned}} end to end. Allowing for risks, expect about {{likely}}; {{n}} in 10 projects like this one finish within {{longest}}.":
    "Les phases durent {{planned}} du début à la fin. En tenant compte des risques, comptez environ {{likely}} ; {{n}} projets comparables sur 10 se terminent en {{longest}} au plus.",
  "The plan fits the stated budget of {{stated}}.": "Le plan tient dans le budget indiqué de {{stated}}.",
  "The plan fits the stated time frame of {{stated}}.": "Le plan tient dans le délai indiqué de {{stated}}.",
  "The plan needs about {{needed}} people at its busiest, more than the stated team of {{stated}}.":
    "Le plan demande environ {{needed}} personnes au plus fort, plus que l'équipe indiquée de {{stated}}.",
  "The range was checked against {{projects}} comparable recorded projects: {{n}} in 10 of them landed inside it.":
    "La fourchette a été vérifiée sur {{projects}} projets comparables enregistrés : {{n}} sur 10 y sont restés.",
  "The stated budget of {{stated}} is short of what the plan needs, about {{needed}}.":
    "Le budget indiqué de {{stated}} est inférieur à ce que demande le plan, environ {{needed}}.",
  "The stated team of {{stated}} covers what the plan needs.":
    "L'équipe indiquée de {{stated}} couvre ce que demande le plan.",
  "The stated time frame of {{stated}} is shorter than the plan needs, about {{needed}}.":
    "Le délai indiqué de {{stated}} est plus court que ce que demande le plan, environ {{needed}}.",
  "These figures are for the full scope as asked.": "Ces montants valent pour le périmètre complet tel que demandé.",
  "This appendix is for whoever checks the figures: the range in the estimator's terms, the method, and every item of the price with its source.":
    "Cette annexe s'adresse à qui vérifie les chiffres : la fourchette dans les termes de l'estimateur, la méthode et chaque poste du prix avec sa source.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one cost at most {{high}}.":
    "Nous prévoyons un coût d'environ {{likely}}, risques compris ; {{n}} projets comparables sur 10 coûtent au plus {{high}}.",
  "We expect it to cost about {{likely}}, risks included; {{n}} in 10 projects like this one land between {{low}} and {{high}}.":
    "Nous prévoyons un coût d'environ {{likely}}, risques compris ; {{n}} projets comparables sur 10 se situent entre {{low}} et {{high}}.",
};
