import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Montaggio, due giri di modifiche, correzione colore, missaggio audio e titoli",
  Subtitles: "Sottotitoli",
  "Packaging or label design with print-ready artwork":
    "Design del packaging o dell'etichetta con esecutivi pronti per la stampa",
  "Studio photography ({{images}} images)": "Fotografia in studio ({{images}} immagini)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Per i video si ipotizza una giornata di ripresa, poiché la richiesta non ne indicava il numero.",
  day: "giorno",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Una produzione creativa una tantum: {{items}}, in circa {{weeks}} settimane dal brief alla consegna.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Si ipotizza una durata di circa {{minutes}} minuti per video, poiché la richiesta non ne indicava alcuna.",
  "Aerial (drone) footage with a licensed pilot": "Riprese aeree (drone) con pilota abilitato",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "Concordare per iscritto il posizionamento prima di qualsiasi attività di design e presentare i concept in relazione a esso.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Si ipotizza un'animazione di circa {{seconds}} secondi, poiché la richiesta non ne indicava la durata.",
  Animation: "Animazione",
  "Animation ({{seconds}} seconds each)": "Animazione ({{seconds}} secondi ciascuna)",
  "Animation script": "Sceneggiatura dell'animazione",
  "Brand guidelines": "Linee guida del marchio",
  "Brand guidelines: design": "Linee guida del marchio: design",
  "Brand guidelines: writing": "Linee guida del marchio: testi",
  "Brief, concept and pre-production": "Brief, concept e preproduzione",
  "Camera, lenses, lights and sound kit": "Attrezzatura camera, ottiche, luci e audio",
  "Concept, script and storyboard": "Concept, sceneggiatura e storyboard",
  "Cover art": "Copertina",
  "Creative direction of the identity": "Direzione creativa dell'identità",
  "Creative production": "Produzione creativa",
  "Custom jingle": "Jingle su misura",
  "Cut-down for social": "Versione breve per i social",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Versioni brevi per i social ({{n}} da circa {{seconds}} secondi)",
  "Delivery folder with named, versioned masters": "Cartella di consegna con i master denominati e versionati",
  "Discovery: audit, competitors and positioning workshop":
    "Fase di analisi: audit, concorrenti e workshop di posizionamento",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Montaggio, due giri di modifiche, correzione colore, missaggio audio e titoli ({{n}} video)",
  "Editing and mastering ({{minutes}} minutes per episode)": "Montaggio e mastering ({{minutes}} minuti per episodio)",
  Episode: "Episodio",
  "Episode research and guest briefing ({{n}} episodes)":
    "Ricerca per gli episodi e briefing degli ospiti ({{n}} episodi)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Si ipotizzano episodi di circa {{minutes}} minuti, poiché la richiesta non ne indicava la durata.",
  "Feed and channel set-up": "Configurazione del feed e dei canali",
  "Feedback arrives late or in more rounds than the two included":
    "I feedback arrivano in ritardo o in più giri rispetto ai due inclusi",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "Il girato, le musiche e le immagini sono concessi in licenza per l'uso proprio del cliente online, sui social media e agli eventi; sono esclusi i diritti per TV, cinema e media a pagamento.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Tenere una data di riserva, confermare accessi e liberatorie una settimana prima e pianificare un'alternativa al chiuso.",
  "Hosting the series and paid promotion are not included.":
    "L'hosting della serie e la promozione a pagamento non sono inclusi.",
  "Illustration of characters and scenes": "Illustrazione di personaggi e scene",
  "Licence log for music, footage and talent releases":
    "Registro delle licenze per musiche e girato e delle liberatorie dei partecipanti",
  "Licensed music": "Musica su licenza",
  "Lifestyle shoot day": "Giornata di shooting lifestyle",
  "Lifestyle shoot days ({{days}})": "Giornate di shooting lifestyle ({{days}})",
  "Lifestyle shoot planning: location, models and styling":
    "Pianificazione dello shooting lifestyle: location, modelli e styling",
  "Live-action film": "Video con riprese dal vero",
  "Location fee": "Costo della location",
  "Logo and visual identity": "Logo e identità visiva",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logo e identità visiva: concept e due giri di perfezionamento",
  "Models or actors on camera": "Modelli o attori davanti alla camera",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Indicare una sola persona che approvi ogni fase, concordare nel calendario le finestre di revisione e raccogliere tutti i commenti in un unico giro.",
  Naming: "Creazione del nome",
  "Naming: territories, candidates and shortlist": "Creazione del nome: territori, candidati e rosa ristretta",
  "Packaging or label design": "Design del packaging o dell'etichetta",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Design del packaging o dell'etichetta con esecutivi pronti per la stampa ({{n}} prodotti)",
  "Photo studio with a white cyclorama": "Studio fotografico con limbo bianco",
  Photographer: "Fotografo",
  Portrait: "Ritratto",
  "Portrait sessions and retouching ({{n}} people)": "Sessioni di ritratto e ritocco ({{n}} persone)",
  "Post-production, revisions and delivery": "Postproduzione, revisioni e consegna",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "Stampa, realizzazione e installazione non sono incluse: i progetti vengono consegnati come file pronti per la stampa.",
  "Product photos": "Foto di prodotto",
  Production: "Produzione",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modello di produzione: ogni elemento da consegnare indicato nella richiesta è quotato a partire dalle sue componenti (preproduzione, giornate di ripresa o di studio, montaggio, animazione per secondo finito, ritocco per immagine, design) come ore di pianificazione dello studio × tariffe per ruolo in {{place}}; attrezzatura, studio, voce fuori campo, musica e talent sono voci esterne alle tariffe giornaliere indicate. Durate, quantità e giornate di ripresa sono quelle della richiesta, ove indicate. Le ore sono verificate rispetto a prezzi pubblicati ({{video}}; {{identity}}). La riserva per imprevisti è il valore atteso del registro dei rischi; le stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso forniscono gli intervalli.",
  "Professional voice-over": "Speaker professionista",
  "Recording sessions": "Sessioni di registrazione",
  "Retouching and delivery in web formats": "Ritocco e consegna in formati web",
  "Review links with time-coded comments": "Link di revisione con commenti associati al timecode",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Verificare ogni nome della rosa ristretta prima di presentarlo e tenere due alternative di riserva.",
  "Series format, running order and guest plan": "Format della serie, scaletta e piano degli ospiti",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Giornate di ripresa ({{days}}): regista-operatore, seconda camera o fonico e un assistente",
  "Shoot planning: locations, crew, schedule and releases":
    "Pianificazione delle riprese: location, troupe, calendario e liberatorie",
  "Shot list and call sheets": "Lista delle inquadrature e ordini del giorno",
  "Shot list, styling and studio planning": "Lista degli scatti, styling e pianificazione dello studio",
  "Show notes and publishing": "Note dell'episodio e pubblicazione",
  "Signage designs": "Progetti di segnaletica",
  "Sound design and mix": "Sound design e missaggio",
  "Stakeholders disagree on the design direction": "Le parti interessate non sono d'accordo sulla direzione creativa",
  "Storyboard and style frames": "Storyboard e tavole di stile",
  "Studio photography ({{images}} images over {{days}} days)":
    "Fotografia in studio ({{images}} immagini in {{days}} giorni)",
  "Subtitles ({{n}} languages)": "Sottotitoli ({{n}} lingue)",
  Templates: "Modelli",
  "Templates and stationery ({{n}})": "Modelli e cancelleria ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "Il nome preferito non è disponibile come marchio o dominio",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "La richiesta non indica alcun elemento da consegnare previsto da questo modello: si ipotizza un video aziendale; ci indichi cosa produrre per ottenere una quotazione conforme alla richiesta.",
  "Trademark and domain screening of the shortlist": "Verifica di marchi e domini della rosa ristretta",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Sono inclusi due giri di modifiche per ogni elemento da consegnare; ulteriori giri sono quotati alle stesse tariffe.",
  "Vehicle wrap design": "Design della grafica per veicoli",
  "Weather, access or a participant's absence moves a shoot day":
    "Meteo, accessi o l'assenza di un partecipante fanno slittare una giornata di ripresa",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "Quale durata ha in mente per ciascun video? Questa stima ipotizza circa due minuti.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "Su quali mezzi verrà utilizzato il materiale (web, social media, eventi, TV)? L'uso in TV e sui media a pagamento richiede licenze più ampie.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "Quali marchi ammira e cosa deve mantenere la nuova identità rispetto a quella attuale?",
  "language per film": "lingua per video",
  "person-day": "giornata/persona",
  "shoot day": "giornata di ripresa",
  track: "brano",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "Per i video si ipotizzano {{days}} giornate di ripresa, poiché la richiesta non ne indicava il numero.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "Si ipotizzano {{n}} immagini per prodotto, poiché la richiesta non indicava il numero di angolazioni.",
};
