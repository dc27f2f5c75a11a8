import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Chef de projet événementiel",
  "Graphic designer": "Graphiste",
  "attendee-day": "participant-jour",
  attendee: "participant",
  "Concept, budget and venue booking": "Concept, budget et réservation du lieu",
  "Venue hire (plenary and breakout rooms)": "Location du lieu (plénière et salles de sous-commission)",
  "Concept, budget and venue sourcing": "Concept, budget et recherche du lieu",
  "Programme, speakers and sponsors": "Programme, intervenants et sponsors",
  "Speakers and entertainment (fees and travel)": "Intervenants et animations (honoraires et déplacements)",
  "Programme, speaker and sponsor management": "Gestion du programme, des intervenants et des sponsors",
  "Marketing, registration and logistics": "Marketing, inscriptions et logistique",
  "Marketing and promotion": "Marketing et promotion",
  "Registration platform, badges and attendee communications":
    "Plateforme d'inscription, badges et communication avec les participants",
  "Signage and printed materials": "Signalétique et imprimés",
  "Event insurance": "Assurance de l'événement",
  "Visual identity, signage and slide templates": "Identité visuelle, signalétique et modèles de présentation",
  "Logistics, run-of-show and supplier briefings": "Logistique, conducteur et briefing des prestataires",
  "Conference days": "Jours de conférence",
  "Catering (lunch and refreshment breaks)": "Restauration (déjeuner et pauses café)",
  "Audio-visual production": "Production audiovisuelle",
  "Venue staffing, stage labour and security": "Personnel du lieu, régie de scène et sécurité",
  "On-site event management": "Direction de l'événement sur place",
  "Wrap-up and reporting": "Clôture et bilan",
  "Supplier reconciliation, attendee survey and report":
    "Rapprochement des prestataires, enquête auprès des participants et bilan",
  "Registrations fall short of the catering and room guarantees":
    "Les inscriptions restent en deçà des garanties de restauration et de salles",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Fixer les garanties à 80 % de la participation attendue avec une date d'effectifs définitifs, et suivre les inscriptions chaque semaine face à une courbe cible.",
  "A keynote speaker cancels": "Un intervenant principal se désiste",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Confirmer les intervenants par écrit avec des déplacements réservés tôt et prévoir un remplaçant pour chaque intervention principale.",
  "Audio-visual or streaming failure during sessions": "Panne audiovisuelle ou de diffusion pendant les sessions",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Répétition technique la veille, micros et projecteurs de rechange, et un technicien dans chaque salle.",
  "Catering numbers or menu prices above plan": "Nombre de couverts ou prix des menus au-dessus du prévu",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Fixer les prix par personne dans le contrat du lieu et confirmer les régimes particuliers une semaine avant.",
  attendees: "participants",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Par participant et par jour : la dépense par participant dans les lieux britanniques (location de salle, restauration et audiovisuel) actualisée à 2026 et ramenée à {{place}} par l'indice régional des coûts (× {{factor}}), répartie et complétée en lignes lieu, restauration, audiovisuel et personnel selon la répartition des coûts de PCMA ; par participant : intervenants, marketing, inscription, impression et assurance selon la même répartition.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Ville de catégorie {{tier}} (× {{tierFactor}}) ; niveau {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Le délai de préparation croît avec l'audience à partir des 59 jours d'une réunion moyenne (CWT 2020). La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Une conférence de {{days}} jours pour {{attendees}} participants à {{place}} : environ {{perHead}} par participant, préparée sur {{weeks}} semaines avant l'événement.",
  "{{attendees}} attendees, as stated.": "{{attendees}} participants, comme indiqué.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "{{attendees}} participants supposés : la demande ne donnait pas de nombre.",
  "{{days}} conference days, as stated.": "{{days}} jours de conférence, comme indiqué.",
  "One conference day assumed: the request gave no length.":
    "Un jour de conférence supposé : la demande ne donnait pas de durée.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "Les déplacements et l'hébergement des participants sont exclus ; les honoraires et déplacements des intervenants sont inclus.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "Les recettes de billetterie et de sponsoring ne sont pas déduites du coût.",
  "Evening receptions and dinners are not included unless the request names them.":
    "Les réceptions et dîners du soir ne sont pas inclus sauf si la demande les mentionne.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "Combien de sessions parallèles ou de salles de sous-commission le programme nécessite-t-il ?",
  "Is there an evening reception or conference dinner, and for how many?":
    "Y a-t-il une réception ou un dîner de conférence, et pour combien de personnes ?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "Y a-t-il une réception ou un dîner de conférence, et tous les participants y assistent-ils ?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "Les intervenants principaux demandent-ils des honoraires, et qui paie leurs déplacements ?",
  "Will sessions be streamed or recorded for remote attendees?":
    "Les sessions seront-elles diffusées ou enregistrées pour des participants à distance ?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "Y a-t-il des exposants ou des sponsors qui ont besoin de stands ou de visibilité ?",
  "Meeting room hire": "Location de salle de réunion",
  "Printed materials and signage": "Imprimés et signalétique",
  "Day catering (lunch and breaks)": "Restauration de jour (déjeuner et pauses)",
  "Audio-visual equipment and technician": "Matériel audiovisuel et technicien",
  "Venue staffing": "Personnel du lieu",
  guest: "invité",
  "Venue hire": "Location du lieu",
  "Decor and table flowers": "Décoration et fleurs de table",
  table: "table",
  "Entertainment (DJ or band)": "Animation (DJ ou groupe)",
  event: "événement",
  Dinner: "Dîner",
  "Drinks and bar": "Boissons et bar",
  "Sound and lighting": "Son et lumière",
  "Venue staffing and security": "Personnel du lieu et sécurité",
  "Objectives, budget and venue": "Objectifs, budget et lieu",
  "Objectives, budget and venue sourcing": "Objectifs, budget et recherche du lieu",
  "Agenda and suppliers": "Programme et prestataires",
  "Menu, entertainment and supplier booking": "Menu, animation et réservation des prestataires",
  "Agenda, facilitators and supplier booking": "Programme, animateurs et réservation des prestataires",
  "Invitations and logistics": "Invitations et logistique",
  "Invitations, attendee list and run-of-show": "Invitations, liste des participants et conducteur",
  "The evening": "La soirée",
  "Event days": "Jours de l'événement",
  "Wrap-up": "Clôture",
  "Supplier reconciliation and feedback": "Rapprochement des prestataires et retours",
  "Attendance lower than the numbers guaranteed to the venue":
    "Participation inférieure aux effectifs garantis au lieu",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Confirmer la participation par les managers deux semaines avant et fixer la garantie du lieu à 90 % des invités ayant accepté.",
  "Agenda or guest list changes late": "Changements tardifs du programme ou de la liste des invités",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Convenir avec le commanditaire interne d'une date de validation du programme et de la liste des participants.",
  "Venue or supplier problem on the day": "Problème avec le lieu ou un prestataire le jour même",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Visite de repérage avec le lieu une semaine avant et un contact nommé pour chaque prestataire le jour de l'événement.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Une soirée chiffrée par invité : lieu, dîner, boissons, décoration et animation d'après les moyennes de The Knot, son, lumière et personnel d'après la répartition des coûts de PCMA, actualisés à 2026 et ramenés à {{place}} (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Journées de travail chiffrées par participant-jour : la dépense par participant dans les lieux britanniques (location de salle, restauration et audiovisuel), actualisée à 2026 et ramenée à {{place}} (× {{factor}}), répartie en lignes salle, restauration, audiovisuel et personnel selon la répartition des coûts de PCMA.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "La provision pour aléas est l'espérance du registre des risques ; des estimations en trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe donnent les fourchettes.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Une soirée d'entreprise pour {{attendees}} invités à {{place}} : environ {{perHead}} par invité.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Un événement d'entreprise de {{days}} jours pour {{attendees}} personnes à {{place}} : environ {{perHead}} par personne.",
  "Employees' travel, accommodation and time are not included.":
    "Les déplacements, l'hébergement et le temps des salariés ne sont pas inclus.",
  "One evening with a seated dinner and an open bar.": "Une soirée avec dîner assis et bar ouvert.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Journées de travail avec déjeuner et pauses café ; les dîners ne sont pas inclus sauf si la demande les mentionne.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "Les participants ont-ils besoin d'un hébergement ou d'un transport jusqu'au lieu ?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "Le dîner est-il assis ou un cocktail debout, et combien de temps le bar est-il ouvert ?",
  "Is there an evening dinner or activity besides the working sessions?":
    "Y a-t-il un dîner ou une activité en soirée en plus des sessions de travail ?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "Souhaitez-vous des animateurs externes, des intervenants ou une activité de team building ?",
  "Does the company have preferred venues or supplier agreements?":
    "L'entreprise a-t-elle des lieux préférés ou des accords avec des prestataires ?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "La préparation est resserrée sur {{weeks}} semaines avant l'événement (habituellement environ {{nominal}}) : le lieu et les principaux prestataires doivent être réservés dans les premières semaines, aux disponibilités et aux prix restants.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Un événement pour {{people}} {{word}} demande au moins {{minimum}} semaines de préparation avant le jour J (habituellement {{nominal}}) ; {{deadline}} semaines ne suffisent pas pour réserver un lieu et des prestataires. Reportez la date d'au moins {{minimum}} semaines ou prévoyez un événement plus petit (environ {{fits}} {{word}} tiennent dans ce délai).",
  basic: "basique",
  standard: "standard",
  premium: "premium",
  "Exhibition manager": "Responsable salons",
  "m²": "m²",
  "Space booking and stand brief": "Réservation de l'espace et cahier des charges du stand",
  "Stand space rent and organiser fees": "Location de l'espace et frais de l'organisateur",
  "Show selection, space booking and stand brief":
    "Choix du salon, réservation de l'espace et cahier des charges du stand",
  "Stand design and build": "Conception et construction du stand",
  "Stand design, build, furniture and technical services":
    "Conception, construction, mobilier et services techniques du stand",
  "Graphics and stand artwork": "Graphisme et visuels du stand",
  "Designer and builder briefing and approvals": "Briefing et validations avec le concepteur et le standiste",
  "Promotion and logistics": "Promotion et logistique",
  "Promotion, shipping and stand hospitality": "Promotion, transport et accueil sur le stand",
  "Pre-show invitations, shipping and team logistics":
    "Invitations avant le salon, transport et logistique de l'équipe",
  "Show days": "Jours de salon",
  "Stand team time on the stand": "Temps de l'équipe sur le stand",
  "Stand team travel and accommodation": "Déplacements et hébergement de l'équipe du stand",
  "On-site stand management": "Direction du stand sur place",
  "Leads and wrap-up": "Contacts et clôture",
  "Lead follow-up hand-over and show report": "Transmission des contacts pour relance et bilan du salon",
  "Stand build over budget or late on build-up day":
    "Construction du stand au-dessus du budget ou en retard le jour du montage",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Contrat de construction au forfait avec les échéances de l'organisateur par écrit, et une réception le jour du montage.",
  "Freight, drayage or on-site services charged above plan":
    "Transport, manutention ou services sur place facturés au-dessus du prévu",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Commander l'électricité, internet et le nettoyage avant la date de tarif réduit et expédier avec le transitaire officiel.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Visuels ou produits du stand endommagés ou perdus pendant le transport",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Assurer l'envoi et garder les fichiers d'impression prêts pour une réimpression sur place.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Un stand de {{area}} m² demande au moins {{minimum}} semaines entre la réservation et le salon (espace, conception, validation par l'organisateur et montage) ; {{deadline}} semaines ne suffisent pas. Réservez un stand équipé auprès de l'organisateur ou visez un salon plus tardif.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "Le stand est préparé en {{weeks}} semaines avant le salon (habituellement environ {{nominal}}) : la conception et la construction doivent être commandées tout de suite, avec un supplément d'urgence si le standiste le demande.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Location de l'espace au m² d'après les tarifs publiés des organisateurs de salons allemands, actualisée à 2026 et ramenée à {{place}} par l'indice régional des coûts (× {{factor}}) ; construction, équipe, déplacements et promotion au m² en proportion de la location selon la répartition des dépenses des exposants (ifo/AUMA) ; construction de niveau {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Un stand de {{area}} m² pour un salon de {{days}} jours à {{place}} : environ {{perM2}} par m² tout compris.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² de stand, comme indiqué.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "{{area}} m² de stand supposés : la demande ne donnait pas de surface.",
  "{{days}} show days, as stated.": "{{days}} jours de salon, comme indiqué.",
  "{{days}} show days assumed.": "{{days}} jours de salon supposés.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Un stand construit pour ce salon (construction en location) ; acheter un stand sur mesure réutilisable coûte plus cher au départ.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "Le temps et les déplacements de l'équipe du stand sont chiffrés comme les exposants les dépensent habituellement, quel que soit l'employeur de l'équipe.",
  "Which show is it, and has the space already been booked?":
    "De quel salon s'agit-il, et l'espace est-il déjà réservé ?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "Le stand est-il en ligne, en angle ou en îlot, et lui faut-il un étage ?",
  "Should the stand be reusable at later shows?": "Le stand doit-il être réutilisable lors de salons ultérieurs ?",
  "How many people staff the stand, and do they need travel and hotels?":
    "Combien de personnes tiennent le stand, et ont-elles besoin de déplacements et d'hôtels ?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "Faut-il des démonstrations de produits, une salle de réunion ou une restauration sur le stand ?",
  "Wedding planner": "Organisateur de mariage",
  "Budget, guest list and venue": "Budget, liste des invités et lieu",
  "Budget, guest list and venue search": "Budget, liste des invités et recherche du lieu",
  "Suppliers and design": "Prestataires et décoration",
  Photography: "Photographie",
  wedding: "mariage",
  "Music and entertainment (DJ or band)": "Musique et animation (DJ ou groupe)",
  "Flowers and decor": "Fleurs et décoration",
  "Supplier selection, tastings and design": "Choix des prestataires, dégustations et décoration",
  "Final details": "Derniers détails",
  "Seating plan, timeline and supplier confirmations": "Plan de table, déroulé et confirmations des prestataires",
  "Wedding day": "Jour du mariage",
  "Catering (reception meal)": "Traiteur (repas de réception)",
  "Wedding-day coordination (planner and assistant)": "Coordination du jour J (organisateur et assistant)",
  "After the wedding": "Après le mariage",
  "Supplier payments and returns": "Paiements des prestataires et retours",
  "Final guest numbers above the catering guarantee": "Nombre final d'invités au-dessus de la garantie du traiteur",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Convenir d'une date d'effectifs définitifs deux semaines avant et d'un prix par personne pour les ajouts tardifs.",
  "Preferred venue or date already taken": "Lieu ou date préférés déjà pris",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Présélectionner trois lieux avec deux dates possibles chacun avant les premières visites.",
  "Supplier cancels close to the day": "Un prestataire se désiste peu avant le jour J",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Contrats avec clauses de remplacement et un photographe et un DJ de secours sur la liste de l'organisateur.",
  "Bad weather at an outdoor ceremony": "Mauvais temps lors d'une cérémonie en plein air",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Réserver un chapiteau ou une solution de repli en intérieur et fixer avec les prestataires une heure de décision.",
  guests: "invités",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Postes du mariage américain moyen (The Knot Real Weddings Study) actualisés à 2026 avec l'IPC-U : lieu, traiteur et boissons par invité, fleurs par table de dix, photographie et musique par mariage ; ramenés à {{place}} par le coût par invité de l'enquête du pays face à la moyenne américaine (× {{level}}) ; niveau {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Un mariage pour {{guests}} invités à {{place}} : environ {{perGuest}} par invité organisateur compris, avec {{weeks}} semaines de préparation avant le jour J.",
  "{{guests}} guests, as stated.": "{{guests}} invités, comme indiqué.",
  "{{guests}} guests assumed: the request gave no number.":
    "{{guests}} invités supposés : la demande ne donnait pas de nombre.",
  "guest-day": "invité-jour",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} jours de célébrations, comme indiqué : chacun avec son lieu, son traiteur, ses boissons, sa décoration, sa musique et sa photographie.",
  "Ceremony and reception at one venue on one day.": "Cérémonie et réception dans un seul lieu et le même jour.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "Les tenues, les alliances, la coiffure et le maquillage, le voyage de noces et l'hébergement des invités sont des achats propres au couple et ne sont pas inclus.",
  "Cake, stationery and favours are not priced separately.":
    "Le gâteau, la papeterie et les cadeaux invités ne sont pas chiffrés à part.",
  "Are the ceremony and the reception at the same place?":
    "La cérémonie et la réception ont-elles lieu au même endroit ?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "Le repas est-il un dîner assis, un buffet ou des stands, et y a-t-il un bar ouvert ?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "Souhaitez-vous une vidéo, un groupe en live ou une autre animation en plus d'un DJ ?",
  "Do any guests need accommodation or transport arranged?":
    "Des invités ont-ils besoin d'un hébergement ou d'un transport organisés ?",
  "Which season and day of the week do you have in mind?": "Quelle saison et quel jour de la semaine envisagez-vous ?",
  "Hotel rooms": "Chambres d'hôtel",
  "room-night": "nuitée",
  "Evening dinners during the stay": "Dîners pendant le séjour",
  dinner: "dîner",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} nuits à l'hôtel, une chambre par personne ; les déplacements et le temps des salariés ne sont pas inclus.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "Les participants peuvent-ils partager une chambre, et faut-il un transport jusqu'au lieu ?",
};
