import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Montage, deux tours de modifications, étalonnage, mixage son et titrages",
  Subtitles: "Sous-titres",
  "Packaging or label design with print-ready artwork":
    "Conception d'emballage ou d'étiquette avec fichiers d'exécution prêts à imprimer",
  "Studio photography ({{images}} images)": "Photographie en studio ({{images}} images)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Une journée de tournage est retenue pour les films, la demande n'en précisant pas le nombre.",
  day: "jour",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Une production créative ponctuelle : {{items}}, en environ {{weeks}} semaines du brief à la livraison.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Une durée d'environ {{minutes}} minutes par film est retenue, la demande n'en précisant aucune.",
  "Aerial (drone) footage with a licensed pilot": "Prises de vue aériennes (drone) par un télépilote certifié",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "Valider le positionnement par écrit avant toute création, et présenter les concepts au regard de celui-ci.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Une animation d'environ {{seconds}} secondes est retenue, la demande n'en précisant pas la durée.",
  Animation: "Animation",
  "Animation ({{seconds}} seconds each)": "Animation ({{seconds}} secondes chacune)",
  "Animation script": "Script de l'animation",
  "Brand guidelines": "Charte de marque",
  "Brand guidelines: design": "Charte de marque : conception graphique",
  "Brand guidelines: writing": "Charte de marque : rédaction",
  "Brief, concept and pre-production": "Brief, concept et préproduction",
  "Camera, lenses, lights and sound kit": "Caméra, optiques, éclairage et équipement son",
  "Concept, script and storyboard": "Concept, scénario et storyboard",
  "Cover art": "Visuel de couverture",
  "Creative direction of the identity": "Direction de création de l'identité",
  "Creative production": "Production créative",
  "Custom jingle": "Jingle sur mesure",
  "Cut-down for social": "Version courte pour les réseaux sociaux",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Versions courtes pour les réseaux sociaux ({{n}} d'environ {{seconds}} secondes)",
  "Delivery folder with named, versioned masters": "Dossier de livraison avec des masters nommés et versionnés",
  "Discovery: audit, competitors and positioning workshop":
    "Phase de découverte : audit, analyse concurrentielle et atelier de positionnement",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Montage, deux tours de modifications, étalonnage, mixage son et titrages ({{n}} films)",
  "Editing and mastering ({{minutes}} minutes per episode)": "Montage et mastering ({{minutes}} minutes par épisode)",
  Episode: "Épisode",
  "Episode research and guest briefing ({{n}} episodes)":
    "Recherches pour les épisodes et briefing des invités ({{n}} épisodes)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Des épisodes d'environ {{minutes}} minutes sont retenus, la demande n'en précisant pas la durée.",
  "Feed and channel set-up": "Mise en place du flux et des canaux de diffusion",
  "Feedback arrives late or in more rounds than the two included":
    "Les retours arrivent tardivement ou en plus de tours que les deux inclus",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "Les images tournées, la musique et les visuels sont cédés sous licence pour l'usage propre du client en ligne, sur les réseaux sociaux et lors d'événements ; les droits de diffusion TV, cinéma et médias payants ne sont pas inclus.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Bloquer une date de réserve, confirmer les accès et les autorisations une semaine avant, et prévoir une solution de repli en intérieur.",
  "Hosting the series and paid promotion are not included.":
    "L'hébergement de la série et la promotion payante ne sont pas inclus.",
  "Illustration of characters and scenes": "Illustration des personnages et des décors",
  "Licence log for music, footage and talent releases":
    "Registre des licences musique et images, et des autorisations de droit à l'image",
  "Licensed music": "Musique sous licence",
  "Lifestyle shoot day": "Journée de shooting lifestyle",
  "Lifestyle shoot days ({{days}})": "Journées de shooting lifestyle ({{days}})",
  "Lifestyle shoot planning: location, models and styling":
    "Préparation du shooting lifestyle : lieu, modèles et stylisme",
  "Live-action film": "Film en prises de vues réelles",
  "Location fee": "Frais de location du lieu",
  "Logo and visual identity": "Logo et identité visuelle",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logo et identité visuelle : pistes créatives et deux tours d'ajustements",
  "Models or actors on camera": "Modèles ou comédiens à l'image",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Désigner une seule personne pour valider chaque étape, convenir des délais de relecture dans le planning et regrouper tous les commentaires en un seul tour.",
  Naming: "Création de nom",
  "Naming: territories, candidates and shortlist": "Création de nom : territoires, propositions et présélection",
  "Packaging or label design": "Conception d'emballage ou d'étiquette",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Conception d'emballage ou d'étiquette avec fichiers d'exécution prêts à imprimer ({{n}} produits)",
  "Photo studio with a white cyclorama": "Studio photo avec cyclorama blanc",
  Photographer: "Photographe",
  Portrait: "Portrait",
  "Portrait sessions and retouching ({{n}} people)": "Séances portrait et retouche ({{n}} personnes)",
  "Post-production, revisions and delivery": "Postproduction, révisions et livraison",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "L'impression, la fabrication et la pose ne sont pas incluses : les créations sont livrées sous forme de fichiers prêts à imprimer.",
  "Product photos": "Photos produit",
  Production: "Production",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modèle de production : chaque livrable mentionné dans la demande est chiffré à partir de ses composantes (préproduction, journées de tournage ou de studio, montage, animation par seconde finalisée, retouche par image, création graphique), soit les heures de planification du studio × les taux par rôle pour {{place}} ; le matériel, le studio, la voix off, la musique et les talents sont des postes externes facturés aux tarifs journaliers indiqués. Les durées, quantités et journées de tournage sont celles de la demande lorsqu'elle les précise. Les heures sont comparées à des prix publiés ({{video}} ; {{identity}}). La provision pour aléas correspond à l'espérance du registre des risques ; des estimations à trois points Beta-PERT et une simulation de Monte-Carlo à graine fixe fournissent les fourchettes.",
  "Professional voice-over": "Voix off professionnelle",
  "Recording sessions": "Séances d'enregistrement",
  "Retouching and delivery in web formats": "Retouche et livraison aux formats web",
  "Review links with time-coded comments": "Liens de relecture avec commentaires horodatés",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Vérifier chaque nom présélectionné avant de le présenter, et garder deux solutions de repli.",
  "Series format, running order and guest plan": "Format de la série, conducteur et planning des invités",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Journées de tournage ({{days}}) : réalisateur-cadreur, deuxième caméra ou ingénieur du son, et un assistant",
  "Shoot planning: locations, crew, schedule and releases":
    "Préparation du tournage : lieux, équipe, planning et autorisations",
  "Shot list and call sheets": "Liste des plans et feuilles de service",
  "Shot list, styling and studio planning": "Liste des prises de vue, stylisme et préparation du studio",
  "Show notes and publishing": "Notes d'épisode et publication",
  "Signage designs": "Conception de la signalétique",
  "Sound design and mix": "Conception sonore et mixage",
  "Stakeholders disagree on the design direction": "Les parties prenantes ne s'accordent pas sur la direction créative",
  "Storyboard and style frames": "Storyboard et planches de style",
  "Studio photography ({{images}} images over {{days}} days)":
    "Photographie en studio ({{images}} images sur {{days}} jours)",
  "Subtitles ({{n}} languages)": "Sous-titres ({{n}} langues)",
  Templates: "Modèles",
  "Templates and stationery ({{n}})": "Modèles et papeterie ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "Le nom privilégié n'est pas disponible en tant que marque ou nom de domaine",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "La demande ne mentionne aucun livrable pris en compte par ce modèle : un film d'entreprise est retenu ; précisez ce qu'il faut produire pour obtenir un chiffrage conforme à votre demande.",
  "Trademark and domain screening of the shortlist":
    "Recherche d'antériorité de marque et de disponibilité des noms de domaine pour la présélection",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Deux tours de modifications par livrable sont inclus ; les tours supplémentaires sont facturés aux mêmes tarifs.",
  "Vehicle wrap design": "Conception d'habillage de véhicule",
  "Weather, access or a participant's absence moves a shoot day":
    "La météo, l'accès ou l'absence d'un participant entraîne le report d'une journée de tournage",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "Quelle durée envisagez-vous pour chaque film ? Cette estimation retient environ deux minutes.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "Sur quels supports les contenus seront-ils utilisés (web, réseaux sociaux, événements, télévision) ? Une diffusion TV ou en médias payants nécessite des licences plus étendues.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "Quelles marques admirez-vous, et que doit conserver la nouvelle identité de l'actuelle ?",
  "language per film": "langue par film",
  "person-day": "jour-personne",
  "shoot day": "jour de tournage",
  track: "morceau",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "{{days}} journées de tournage sont retenues pour les films, la demande n'en précisant pas le nombre.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "{{n}} images par produit sont retenues, la demande ne précisant pas le nombre d'angles de vue.",
};
