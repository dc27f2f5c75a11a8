import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Schnitt, zwei Korrekturschleifen, Farbkorrektur, Tonmischung und Titel",
  Subtitles: "Untertitel",
  "Packaging or label design with print-ready artwork":
    "Verpackungs- oder Etikettendesign mit druckfertigen Reinzeichnungen",
  "Studio photography ({{images}} images)": "Studiofotografie ({{images}} Bilder)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Für die Filme wird ein Drehtag angenommen, da die Anfrage keine Anzahl nennt.",
  day: "Tag",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Eine einmalige Kreativproduktion: {{items}}, in rund {{weeks}} Wochen vom Briefing bis zur Lieferung.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Angenommen wird eine Laufzeit von rund {{minutes}} Minuten pro Film, da die Anfrage keine nennt.",
  "Aerial (drone) footage with a licensed pilot": "Luftaufnahmen (Drohne) mit lizenziertem Piloten",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "Die Positionierung vor jeglicher Gestaltung schriftlich abstimmen und die Konzepte daran gemessen präsentieren.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Angenommen wird eine Animation von rund {{seconds}} Sekunden, da die Anfrage keine Länge nennt.",
  Animation: "Animation",
  "Animation ({{seconds}} seconds each)": "Animation (je {{seconds}} Sekunden)",
  "Animation script": "Animationsskript",
  "Brand guidelines": "Markenhandbuch",
  "Brand guidelines: design": "Markenhandbuch: Gestaltung",
  "Brand guidelines: writing": "Markenhandbuch: Texte",
  "Brief, concept and pre-production": "Briefing, Konzept und Vorproduktion",
  "Camera, lenses, lights and sound kit": "Kamera, Objektive, Licht- und Tontechnik",
  "Concept, script and storyboard": "Konzept, Drehbuch und Storyboard",
  "Cover art": "Covergestaltung",
  "Creative direction of the identity": "Kreative Leitung der Markenidentität",
  "Creative production": "Kreativproduktion",
  "Custom jingle": "Individueller Jingle",
  "Cut-down for social": "Kurzfassung für Social Media",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Kurzfassungen für Social Media ({{n}} mit je rund {{seconds}} Sekunden)",
  "Delivery folder with named, versioned masters": "Lieferordner mit benannten, versionierten Masterdateien",
  "Discovery: audit, competitors and positioning workshop":
    "Analysephase: Audit, Wettbewerbsanalyse und Positionierungsworkshop",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Schnitt, zwei Korrekturschleifen, Farbkorrektur, Tonmischung und Titel ({{n}} Filme)",
  "Editing and mastering ({{minutes}} minutes per episode)": "Schnitt und Mastering ({{minutes}} Minuten pro Folge)",
  Episode: "Folge",
  "Episode research and guest briefing ({{n}} episodes)":
    "Recherche zu den Folgen und Briefing der Gäste ({{n}} Folgen)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Angenommen werden Folgen von rund {{minutes}} Minuten, da die Anfrage keine Länge nennt.",
  "Feed and channel set-up": "Einrichtung von Feed und Kanälen",
  "Feedback arrives late or in more rounds than the two included":
    "Feedback kommt verspätet oder in mehr als den zwei enthaltenen Schleifen",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "Filmmaterial, Musik und Bilder werden für die eigene Nutzung des Kunden online, in sozialen Medien und auf Veranstaltungen lizenziert; Buy-outs für TV, Kino und Paid Media sind nicht enthalten.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Einen Ausweichtermin reservieren, Zugang und Freigaben eine Woche vorher bestätigen und eine Alternative in Innenräumen einplanen.",
  "Hosting the series and paid promotion are not included.":
    "Das Hosting der Serie und bezahlte Promotion sind nicht enthalten.",
  "Illustration of characters and scenes": "Illustration von Figuren und Szenen",
  "Licence log for music, footage and talent releases":
    "Lizenzprotokoll für Musik, Filmmaterial und Einverständniserklärungen der Mitwirkenden",
  "Licensed music": "Lizenzierte Musik",
  "Lifestyle shoot day": "Lifestyle-Shootingtag",
  "Lifestyle shoot days ({{days}})": "Lifestyle-Shootingtage ({{days}})",
  "Lifestyle shoot planning: location, models and styling":
    "Planung des Lifestyle-Shootings: Location, Models und Styling",
  "Live-action film": "Realfilm",
  "Location fee": "Locationmiete",
  "Logo and visual identity": "Logo und visuelle Identität",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logo und visuelle Identität: Konzepte und zwei Überarbeitungsrunden",
  "Models or actors on camera": "Models oder Darsteller vor der Kamera",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Eine Person benennen, die jede Phase freigibt, Prüffristen im Zeitplan vereinbaren und alle Anmerkungen in einer Runde sammeln.",
  Naming: "Namensentwicklung",
  "Naming: territories, candidates and shortlist": "Namensentwicklung: Suchfelder, Kandidaten und Shortlist",
  "Packaging or label design": "Verpackungs- oder Etikettendesign",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Verpackungs- oder Etikettendesign mit druckfertigen Reinzeichnungen ({{n}} Produkte)",
  "Photo studio with a white cyclorama": "Fotostudio mit weißer Hohlkehle",
  Photographer: "Fotograf",
  Portrait: "Porträt",
  "Portrait sessions and retouching ({{n}} people)": "Porträtshootings und Retusche ({{n}} Personen)",
  "Post-production, revisions and delivery": "Postproduktion, Korrekturen und Lieferung",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "Druck, Fertigung und Montage sind nicht enthalten: Die Entwürfe werden als druckfertige Dateien geliefert.",
  "Product photos": "Produktfotos",
  Production: "Produktion",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Produktionsmodell: Jede in der Anfrage genannte Leistung wird aus ihren Bestandteilen kalkuliert (Vorproduktion, Dreh- oder Studiotage, Schnitt, Animation pro fertiger Sekunde, Retusche pro Bild, Gestaltung), und zwar als Planungsstunden des Studios × Stundensätze je Rolle für {{place}}; Technik, Studio, Sprecher, Musik und Mitwirkende sind Fremdleistungen zu ihren angegebenen Tagessätzen. Längen, Stückzahlen und Drehtage entsprechen der Anfrage, sofern sie diese nennt. Die Stunden werden mit veröffentlichten Preisen abgeglichen ({{video}}; {{identity}}). Der Risikopuffer ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Spannen.",
  "Professional voice-over": "Professionelle Sprecherstimme",
  "Recording sessions": "Aufnahmetermine",
  "Retouching and delivery in web formats": "Retusche und Lieferung in Webformaten",
  "Review links with time-coded comments": "Review-Links mit Kommentaren auf Timecode",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Jeden Namen der Shortlist vor der Präsentation prüfen und zwei Ausweichoptionen bereithalten.",
  "Series format, running order and guest plan": "Serienformat, Ablauf und Gästeplanung",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Drehtage ({{days}}): Regie und Kamera, zweite Kamera oder Ton sowie eine Assistenz",
  "Shoot planning: locations, crew, schedule and releases": "Drehplanung: Locations, Team, Zeitplan und Freigaben",
  "Shot list and call sheets": "Shotlist und Tagesdispositionen",
  "Shot list, styling and studio planning": "Shotlist, Styling und Studioplanung",
  "Show notes and publishing": "Shownotes und Veröffentlichung",
  "Signage designs": "Gestaltung der Beschilderung",
  "Sound design and mix": "Sounddesign und Mischung",
  "Stakeholders disagree on the design direction": "Die Beteiligten sind sich über die gestalterische Richtung uneinig",
  "Storyboard and style frames": "Storyboard und Style Frames",
  "Studio photography ({{images}} images over {{days}} days)": "Studiofotografie ({{images}} Bilder an {{days}} Tagen)",
  "Subtitles ({{n}} languages)": "Untertitel ({{n}} Sprachen)",
  Templates: "Vorlagen",
  "Templates and stationery ({{n}})": "Vorlagen und Geschäftsausstattung ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "Der bevorzugte Name ist als Marke oder Domain nicht verfügbar",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "Die Anfrage nennt keine Leistung, die dieses Modell erfasst: Angenommen wird ein Unternehmensfilm; teilen Sie uns mit, was produziert werden soll, damit wir es wie gewünscht kalkulieren können.",
  "Trademark and domain screening of the shortlist": "Marken- und Domainrecherche für die Shortlist",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Zwei Korrekturschleifen pro Leistung sind enthalten; weitere Schleifen werden zu denselben Sätzen berechnet.",
  "Vehicle wrap design": "Gestaltung der Fahrzeugbeschriftung",
  "Weather, access or a participant's absence moves a shoot day":
    "Wetter, Zugang oder der Ausfall eines Mitwirkenden verschiebt einen Drehtag",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "Welche Laufzeit schwebt Ihnen für jeden Film vor? Diese Schätzung geht von rund zwei Minuten aus.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "In welchen Medien wird das Material eingesetzt (Web, soziale Medien, Veranstaltungen, TV)? Für die Nutzung in TV und Paid Media sind erweiterte Lizenzen erforderlich.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "Welche Marken bewundern Sie, und was muss die neue Identität von der bisherigen übernehmen?",
  "language per film": "Sprache pro Film",
  "person-day": "Personentag",
  "shoot day": "Drehtag",
  track: "Titel",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "Für die Filme werden {{days}} Drehtage angenommen, da die Anfrage keine Anzahl nennt.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "Angenommen werden {{n}} Bilder pro Produkt, da die Anfrage keine Anzahl an Perspektiven nennt.",
};
