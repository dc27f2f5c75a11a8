import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Montage, twee correctierondes, kleurcorrectie, geluidsmix en titels",
  Subtitles: "Ondertiteling",
  "Packaging or label design with print-ready artwork": "Verpakkings- of etiketontwerp met drukklare bestanden",
  "Studio photography ({{images}} images)": "Studiofotografie ({{images}} beelden)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Voor de films wordt uitgegaan van één draaidag, omdat de aanvraag geen aantal vermeldde.",
  day: "dag",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Een eenmalige creatieve productie: {{items}}, in ongeveer {{weeks}} weken van briefing tot oplevering.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Er wordt uitgegaan van een speelduur van ongeveer {{minutes}} minuten per film, omdat de aanvraag die niet vermeldde.",
  "Aerial (drone) footage with a licensed pilot": "Luchtopnamen (drone) met een gecertificeerde piloot",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "De positionering schriftelijk vastleggen voordat het ontwerp begint, en de concepten daaraan toetsen bij de presentatie.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Er wordt uitgegaan van een animatie van ongeveer {{seconds}} seconden, omdat de aanvraag geen lengte vermeldde.",
  Animation: "Animatie",
  "Animation ({{seconds}} seconds each)": "Animatie (elk {{seconds}} seconden)",
  "Animation script": "Animatiescript",
  "Brand guidelines": "Huisstijlhandboek",
  "Brand guidelines: design": "Huisstijlhandboek: vormgeving",
  "Brand guidelines: writing": "Huisstijlhandboek: teksten",
  "Brief, concept and pre-production": "Briefing, concept en preproductie",
  "Camera, lenses, lights and sound kit": "Camera, lenzen, licht- en geluidsapparatuur",
  "Concept, script and storyboard": "Concept, script en storyboard",
  "Cover art": "Coverontwerp",
  "Creative direction of the identity": "Creatieve regie van de identiteit",
  "Creative production": "Creatieve productie",
  "Custom jingle": "Jingle op maat",
  "Cut-down for social": "Korte versie voor social media",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Korte versies voor social media ({{n}} van ongeveer {{seconds}} seconden)",
  "Delivery folder with named, versioned masters": "Opleveringsmap met benoemde masters met versienummers",
  "Discovery: audit, competitors and positioning workshop":
    "Verkenning: audit, concurrentieanalyse en positioneringsworkshop",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Montage, twee correctierondes, kleurcorrectie, geluidsmix en titels ({{n}} films)",
  "Editing and mastering ({{minutes}} minutes per episode)":
    "Montage en mastering ({{minutes}} minuten per aflevering)",
  Episode: "Aflevering",
  "Episode research and guest briefing ({{n}} episodes)":
    "Onderzoek voor de afleveringen en briefing van de gasten ({{n}} afleveringen)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Er wordt uitgegaan van afleveringen van ongeveer {{minutes}} minuten, omdat de aanvraag geen lengte vermeldde.",
  "Feed and channel set-up": "Inrichting van feed en kanalen",
  "Feedback arrives late or in more rounds than the two included":
    "Feedback komt laat binnen of in meer rondes dan de twee inbegrepen rondes",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "Beeldmateriaal, muziek en afbeeldingen worden gelicentieerd voor eigen gebruik door de klant online, op social media en op evenementen; buy-outs voor tv, bioscoop en betaalde media zijn niet inbegrepen.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Een reservedatum vastleggen, toegang en toestemmingen een week vooraf bevestigen en een alternatief binnen plannen.",
  "Hosting the series and paid promotion are not included.":
    "Hosting van de serie en betaalde promotie zijn niet inbegrepen.",
  "Illustration of characters and scenes": "Illustratie van personages en scènes",
  "Licence log for music, footage and talent releases":
    "Licentieregister voor muziek en beeldmateriaal en toestemmingsverklaringen van medewerkenden",
  "Licensed music": "Gelicentieerde muziek",
  "Lifestyle shoot day": "Lifestyle-shootdag",
  "Lifestyle shoot days ({{days}})": "Lifestyle-shootdagen ({{days}})",
  "Lifestyle shoot planning: location, models and styling":
    "Planning van de lifestyleshoot: locatie, modellen en styling",
  "Live-action film": "Live-actionfilm",
  "Location fee": "Locatiehuur",
  "Logo and visual identity": "Logo en visuele identiteit",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logo en visuele identiteit: concepten en twee verfijningsrondes",
  "Models or actors on camera": "Modellen of acteurs voor de camera",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Eén persoon aanwijzen die elke fase goedkeurt, reviewmomenten in de planning afspreken en alle opmerkingen in één ronde verzamelen.",
  Naming: "Naamontwikkeling",
  "Naming: territories, candidates and shortlist": "Naamontwikkeling: territoria, kandidaten en shortlist",
  "Packaging or label design": "Verpakkings- of etiketontwerp",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Verpakkings- of etiketontwerp met drukklare bestanden ({{n}} producten)",
  "Photo studio with a white cyclorama": "Fotostudio met witte hoekloze achtergrond",
  Photographer: "Fotograaf",
  Portrait: "Portret",
  "Portrait sessions and retouching ({{n}} people)": "Portretsessies en retouche ({{n}} personen)",
  "Post-production, revisions and delivery": "Postproductie, revisies en oplevering",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "Drukwerk, productie en montage zijn niet inbegrepen: de ontwerpen worden als drukklare bestanden aangeleverd.",
  "Product photos": "Productfoto's",
  Production: "Productie",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Productiemodel: elk op te leveren resultaat dat de aanvraag noemt, wordt begroot op basis van de onderdelen (preproductie, draai- of studiodagen, montage, animatie per afgewerkte seconde, retouche per beeld, ontwerp) als planningsuren van de studio × tarieven per rol voor {{place}}; apparatuur, studio, voice-over, muziek en talent zijn ingekochte posten tegen de vermelde dagtarieven. Lengtes, aantallen en draaidagen zijn die uit de aanvraag, voor zover die ze vermeldt. De uren worden getoetst aan gepubliceerde prijzen ({{video}}; {{identity}}). De post onvoorzien is de verwachte waarde van het risicoregister; Beta-PERT-driepuntsschattingen en een Monte-Carlosimulatie met vaste startwaarde leveren de bandbreedtes.",
  "Professional voice-over": "Professionele voice-over",
  "Recording sessions": "Opnamesessies",
  "Retouching and delivery in web formats": "Retouche en oplevering in webformaten",
  "Review links with time-coded comments": "Reviewlinks met opmerkingen op timecode",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Elke naam op de shortlist toetsen vóór de presentatie, en twee alternatieven achter de hand houden.",
  "Series format, running order and guest plan": "Format van de serie, draaiboek en gastenplanning",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Draaidagen ({{days}}): regisseur-cameraman, tweede camera of geluid, en een assistent",
  "Shoot planning: locations, crew, schedule and releases": "Draaiplanning: locaties, crew, schema en toestemmingen",
  "Shot list and call sheets": "Shotlist en callsheets",
  "Shot list, styling and studio planning": "Shotlist, styling en studioplanning",
  "Show notes and publishing": "Shownotes en publicatie",
  "Signage designs": "Ontwerp van bewegwijzering",
  "Sound design and mix": "Sounddesign en mix",
  "Stakeholders disagree on the design direction": "Belanghebbenden zijn het oneens over de ontwerprichting",
  "Storyboard and style frames": "Storyboard en stijlframes",
  "Studio photography ({{images}} images over {{days}} days)":
    "Studiofotografie ({{images}} beelden in {{days}} dagen)",
  "Subtitles ({{n}} languages)": "Ondertiteling ({{n}} talen)",
  Templates: "Sjablonen",
  "Templates and stationery ({{n}})": "Sjablonen en huisstijldrukwerk ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "De voorkeursnaam is niet beschikbaar als merk of domeinnaam",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "De aanvraag noemt geen resultaat dat dit model meetelt: er wordt uitgegaan van één bedrijfsfilm; laat u ons weten wat er geproduceerd moet worden, dan begroten wij het zoals gevraagd.",
  "Trademark and domain screening of the shortlist": "Merk- en domeinnaamonderzoek van de shortlist",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Twee correctierondes per op te leveren resultaat zijn inbegrepen; extra rondes worden tegen dezelfde tarieven berekend.",
  "Vehicle wrap design": "Ontwerp van voertuigbelettering",
  "Weather, access or a participant's absence moves a shoot day":
    "Weer, toegang of de afwezigheid van een deelnemer verschuift een draaidag",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "Welke speelduur heeft u voor elke film in gedachten? Deze raming gaat uit van ongeveer twee minuten.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "In welke media wordt het werk gebruikt (web, social media, evenementen, tv-uitzending)? Voor gebruik op tv en in betaalde media zijn ruimere licenties nodig.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "Welke merken bewondert u, en wat moet de nieuwe identiteit van de huidige behouden?",
  "language per film": "taal per film",
  "person-day": "mensdag",
  "shoot day": "draaidag",
  track: "nummer",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "Voor de films wordt uitgegaan van {{days}} draaidagen, omdat de aanvraag geen aantal vermeldde.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "Er wordt uitgegaan van {{n}} beelden per product, omdat de aanvraag geen aantal invalshoeken vermeldde.",
};
