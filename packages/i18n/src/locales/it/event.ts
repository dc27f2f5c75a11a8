import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Event manager",
  "Graphic designer": "Grafico",
  "attendee-day": "partecipante-giorno",
  attendee: "partecipante",
  "Concept, budget and venue booking": "Concept, budget e prenotazione della location",
  "Venue hire (plenary and breakout rooms)": "Affitto della location (sala plenaria e sale per sessioni parallele)",
  "Concept, budget and venue sourcing": "Concept, budget e ricerca della location",
  "Programme, speakers and sponsors": "Programma, relatori e sponsor",
  "Speakers and entertainment (fees and travel)": "Relatori e intrattenimento (compensi e viaggi)",
  "Programme, speaker and sponsor management": "Gestione di programma, relatori e sponsor",
  "Marketing, registration and logistics": "Marketing, registrazioni e logistica",
  "Marketing and promotion": "Marketing e promozione",
  "Registration platform, badges and attendee communications":
    "Piattaforma di registrazione, badge e comunicazioni ai partecipanti",
  "Signage and printed materials": "Segnaletica e materiali stampati",
  "Event insurance": "Assicurazione dell'evento",
  "Visual identity, signage and slide templates": "Identità visiva, segnaletica e modelli di slide",
  "Logistics, run-of-show and supplier briefings": "Logistica, scaletta e briefing dei fornitori",
  "Conference days": "Giornate del convegno",
  "Catering (lunch and refreshment breaks)": "Catering (pranzo e coffee break)",
  "Audio-visual production": "Produzione audiovisiva",
  "Venue staffing, stage labour and security": "Personale della location, tecnici di palco e sicurezza",
  "On-site event management": "Gestione dell'evento sul posto",
  "Wrap-up and reporting": "Chiusura e rendicontazione",
  "Supplier reconciliation, attendee survey and report":
    "Riconciliazione dei fornitori, sondaggio ai partecipanti e rapporto",
  "Registrations fall short of the catering and room guarantees":
    "Le iscrizioni restano sotto le garanzie di catering e sale",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Fissare le garanzie all'80% della partecipazione prevista con una data per i numeri definitivi, e seguire ogni settimana le iscrizioni rispetto a una curva obiettivo.",
  "A keynote speaker cancels": "Un relatore principale annulla",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Confermare i relatori per iscritto prenotando presto i viaggi, e tenere un relatore di riserva per ogni keynote.",
  "Audio-visual or streaming failure during sessions": "Guasto audiovisivo o dello streaming durante le sessioni",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Prova tecnica il giorno prima, microfoni e proiettori di scorta e un tecnico in ogni sala.",
  "Catering numbers or menu prices above plan": "Numeri del catering o prezzi dei menu oltre il previsto",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Fissare i prezzi a persona nel contratto con la location e confermare i numeri per le esigenze alimentari una settimana prima.",
  attendees: "partecipanti",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Per partecipante e giorno: la spesa per delegato nelle sedi del Regno Unito (affitto sale, catering e audiovisivi) rivalutata al 2026 e riportata a {{place}} con l'indice regionale dei costi (× {{factor}}), ripartita ed estesa in voci di location, catering, audiovisivi e personale secondo le quote di costo PCMA; per partecipante: relatori, marketing, registrazioni, stampa e assicurazione secondo le stesse quote.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Fascia di città {{tier}} (× {{tierFactor}}); livello {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "I tempi di preparazione crescono con il pubblico a partire dai 59 giorni della riunione media (CWT 2020). La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Un convegno di {{days}} giorni per {{attendees}} partecipanti a {{place}}: circa {{perHead}} per partecipante, pianificato nelle {{weeks}} settimane prima dell'evento.",
  "{{attendees}} attendees, as stated.": "{{attendees}} partecipanti, come indicato.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "Ipotizzati {{attendees}} partecipanti: la richiesta non indicava un numero.",
  "{{days}} conference days, as stated.": "{{days}} giorni di convegno, come indicato.",
  "One conference day assumed: the request gave no length.":
    "Ipotizzato un giorno di convegno: la richiesta non ne indicava la durata.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "Viaggi e alloggio dei partecipanti sono esclusi; compensi e viaggi dei relatori sono inclusi.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "Ricavi dai biglietti ed entrate da sponsorizzazioni non sono detratti dal costo.",
  "Evening receptions and dinners are not included unless the request names them.":
    "Ricevimenti e cene serali non sono inclusi, a meno che la richiesta non li preveda.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "Quante sessioni parallele o sale aggiuntive richiede il programma?",
  "Is there an evening reception or conference dinner, and for how many?":
    "È previsto un ricevimento serale o una cena di gala, e per quante persone?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "È previsto un ricevimento serale o una cena di gala, e vi partecipano tutti gli ospiti?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "I relatori principali chiedono un compenso, e chi paga i loro viaggi?",
  "Will sessions be streamed or recorded for remote attendees?":
    "Le sessioni saranno trasmesse in streaming o registrate per chi partecipa a distanza?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "Ci sono espositori o sponsor che hanno bisogno di stand o di visibilità del marchio?",
  "Meeting room hire": "Affitto delle sale riunioni",
  "Printed materials and signage": "Materiali stampati e segnaletica",
  "Day catering (lunch and breaks)": "Catering diurno (pranzo e pause)",
  "Audio-visual equipment and technician": "Attrezzature audiovisive e tecnico",
  "Venue staffing": "Personale della location",
  guest: "ospite",
  "Venue hire": "Affitto della location",
  "Decor and table flowers": "Allestimento e fiori per i tavoli",
  table: "tavolo",
  "Entertainment (DJ or band)": "Intrattenimento (DJ o band)",
  event: "evento",
  Dinner: "Cena",
  "Drinks and bar": "Bevande e bar",
  "Sound and lighting": "Audio e luci",
  "Venue staffing and security": "Personale della location e sicurezza",
  "Objectives, budget and venue": "Obiettivi, budget e location",
  "Objectives, budget and venue sourcing": "Obiettivi, budget e ricerca della location",
  "Agenda and suppliers": "Programma e fornitori",
  "Menu, entertainment and supplier booking": "Menu, intrattenimento e prenotazione dei fornitori",
  "Agenda, facilitators and supplier booking": "Programma, facilitatori e prenotazione dei fornitori",
  "Invitations and logistics": "Inviti e logistica",
  "Invitations, attendee list and run-of-show": "Inviti, elenco dei partecipanti e scaletta",
  "The evening": "La serata",
  "Event days": "Giornate dell'evento",
  "Wrap-up": "Chiusura",
  "Supplier reconciliation and feedback": "Riconciliazione dei fornitori e feedback",
  "Attendance lower than the numbers guaranteed to the venue":
    "Partecipazione inferiore ai numeri garantiti alla location",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Confermare le presenze tramite i responsabili due settimane prima e fissare la garanzia con la location al 90% degli invitati che hanno accettato.",
  "Agenda or guest list changes late": "Programma o lista degli invitati cambiano all'ultimo",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Concordare con il referente interno all'azienda una data di approvazione del programma e dell'elenco dei partecipanti.",
  "Venue or supplier problem on the day": "Problemi con la location o un fornitore il giorno stesso",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Sopralluogo con la location una settimana prima e referenti nominativi per ogni fornitore il giorno dell'evento.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Un evento serale valorizzato per ospite: location, cena, bevande, allestimento e intrattenimento dalle medie di The Knot, audio, luci e personale dalle quote di costo PCMA, rivalutati al 2026 e riportati a {{place}} (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Giornate di lavoro valorizzate per partecipante-giorno: la spesa per delegato nelle sedi del Regno Unito (affitto sale, catering e audiovisivi), rivalutata al 2026 e riportata a {{place}} (× {{factor}}), ripartita in voci di sala, catering, audiovisivi e personale secondo le quote di costo PCMA.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "La riserva è il valore atteso del registro dei rischi; stime a tre punti Beta-PERT e una simulazione Monte Carlo con seme fisso danno gli intervalli.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Un evento aziendale serale per {{attendees}} ospiti a {{place}}: circa {{perHead}} per ospite.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Un evento aziendale di {{days}} giorni per {{attendees}} persone a {{place}}: circa {{perHead}} a persona.",
  "Employees' travel, accommodation and time are not included.":
    "Viaggi, alloggio e tempo dei dipendenti non sono inclusi.",
  "One evening with a seated dinner and an open bar.": "Una serata con cena servita al tavolo e open bar.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Giornate di lavoro con pranzo e coffee break; le cene serali non sono incluse, a meno che la richiesta non le preveda.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "I partecipanti hanno bisogno di pernottamento o di trasporto fino alla location?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "La cena è servita al tavolo o è un ricevimento in piedi, e per quanto tempo è aperto il bar?",
  "Is there an evening dinner or activity besides the working sessions?":
    "È prevista una cena o un'attività serale oltre alle sessioni di lavoro?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "Servono facilitatori esterni, relatori o un'attività di team building?",
  "Does the company have preferred venues or supplier agreements?":
    "L'azienda ha location preferite o accordi con fornitori?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "La pianificazione è compressa in {{weeks}} settimane prima dell'evento (di solito circa {{nominal}}): la location e i fornitori principali vanno prenotati nelle prime settimane, con la disponibilità e i prezzi che restano.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Un evento per {{people}} {{word}} richiede almeno {{minimum}} settimane di pianificazione prima della data (di solito {{nominal}}); {{deadline}} settimane non bastano per prenotare location e fornitori. Sposti la data ad almeno {{minimum}} settimane da oggi, o pianifichi un evento più piccolo (circa {{fits}} {{word}} rientrano nei tempi).",
  basic: "base",
  standard: "standard",
  premium: "premium",
  "Exhibition manager": "Responsabile fiere",
  "m²": "m²",
  "Space booking and stand brief": "Prenotazione dello spazio e brief dello stand",
  "Stand space rent and organiser fees": "Affitto dell'area espositiva e quote dell'organizzatore",
  "Show selection, space booking and stand brief": "Scelta della fiera, prenotazione dello spazio e brief dello stand",
  "Stand design and build": "Progettazione e costruzione dello stand",
  "Stand design, build, furniture and technical services":
    "Progettazione, costruzione, arredi e servizi tecnici dello stand",
  "Graphics and stand artwork": "Grafica e artwork dello stand",
  "Designer and builder briefing and approvals": "Briefing e approvazioni di progettista e allestitore",
  "Promotion and logistics": "Promozione e logistica",
  "Promotion, shipping and stand hospitality": "Promozione, spedizioni e ospitalità allo stand",
  "Pre-show invitations, shipping and team logistics": "Inviti pre-fiera, spedizioni e logistica del team",
  "Show days": "Giornate di fiera",
  "Stand team time on the stand": "Tempo del team allo stand",
  "Stand team travel and accommodation": "Viaggi e alloggio del team dello stand",
  "On-site stand management": "Gestione dello stand sul posto",
  "Leads and wrap-up": "Contatti e chiusura",
  "Lead follow-up hand-over and show report": "Passaggio dei contatti per il follow-up e rapporto sulla fiera",
  "Stand build over budget or late on build-up day":
    "Costruzione dello stand oltre il budget o in ritardo il giorno dell'allestimento",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Contratto di costruzione a prezzo fisso con le scadenze dell'organizzatore riportate, e un sopralluogo il giorno dell'allestimento.",
  "Freight, drayage or on-site services charged above plan":
    "Trasporto, movimentazione o servizi in fiera addebitati oltre il previsto",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Ordinare elettricità, internet e pulizie prima della scadenza early bird e spedire con lo spedizioniere ufficiale.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Grafiche o oggetti esposti danneggiati o persi durante il trasporto",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Assicurare la spedizione e tenere pronti i file di stampa per una ristampa sul posto.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Uno stand di {{area}} m² richiede almeno {{minimum}} settimane dalla prenotazione alla fiera (spazio, progetto, approvazione dell'organizzatore e costruzione); {{deadline}} settimane non bastano. Prenoti uno stand preallestito dall'organizzatore o punti a una fiera successiva.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "Lo stand viene pianificato nelle {{weeks}} settimane prima della fiera (di solito circa {{nominal}}): progetto e costruzione vanno ordinati subito, a tariffe d'urgenza se l'allestitore le chiede.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Affitto dell'area al m² dalle tariffe pubblicate dagli organizzatori delle fiere tedesche, rivalutato al 2026 e riportato a {{place}} con l'indice regionale dei costi (× {{factor}}); costruzione, team dello stand, viaggi e promozione al m² in proporzione all'affitto secondo le quote di spesa degli espositori (ifo/AUMA); costruzione al livello {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Uno stand fieristico di {{area}} m² per una fiera di {{days}} giorni a {{place}}: circa {{perM2}} al m² tutto compreso.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² di area espositiva, come indicato.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "Ipotizzati {{area}} m² di area espositiva: la richiesta non ne indicava la dimensione.",
  "{{days}} show days, as stated.": "{{days}} giorni di fiera, come indicato.",
  "{{days}} show days assumed.": "Ipotizzati {{days}} giorni di fiera.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Uno stand costruito per questa fiera (struttura a noleggio); acquistare uno stand su misura riutilizzabile costa di più all'inizio.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "Tempo e viaggi del team dello stand sono valorizzati come li spendono di solito gli espositori, chiunque impieghi il team.",
  "Which show is it, and has the space already been booked?":
    "Di quale fiera si tratta, e lo spazio è già stato prenotato?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "Lo stand è in linea, ad angolo o a isola, e serve un secondo piano?",
  "Should the stand be reusable at later shows?": "Lo stand deve essere riutilizzabile in fiere successive?",
  "How many people staff the stand, and do they need travel and hotels?":
    "Quante persone presidiano lo stand, e hanno bisogno di viaggi e hotel?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "Servono dimostrazioni di prodotto, una sala riunioni o catering allo stand?",
  "Wedding planner": "Wedding planner",
  "Budget, guest list and venue": "Budget, lista degli invitati e location",
  "Budget, guest list and venue search": "Budget, lista degli invitati e ricerca della location",
  "Suppliers and design": "Fornitori e design",
  Photography: "Fotografia",
  wedding: "matrimonio",
  "Music and entertainment (DJ or band)": "Musica e intrattenimento (DJ o band)",
  "Flowers and decor": "Fiori e allestimento",
  "Supplier selection, tastings and design": "Scelta dei fornitori, degustazioni e design",
  "Final details": "Ultimi dettagli",
  "Seating plan, timeline and supplier confirmations": "Tableau de mariage, programma e conferme dei fornitori",
  "Wedding day": "Giorno del matrimonio",
  "Catering (reception meal)": "Catering (pranzo o cena di nozze)",
  "Wedding-day coordination (planner and assistant)": "Coordinamento del giorno del matrimonio (planner e assistente)",
  "After the wedding": "Dopo il matrimonio",
  "Supplier payments and returns": "Pagamenti ai fornitori e restituzioni",
  "Final guest numbers above the catering guarantee": "Numero finale di invitati oltre la garanzia del catering",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Concordare una data per i numeri definitivi due settimane prima e un prezzo a persona per le aggiunte dell'ultimo momento.",
  "Preferred venue or date already taken": "Location o data preferita già occupata",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Selezionare tre location con due date possibili ciascuna prima dei primi sopralluoghi.",
  "Supplier cancels close to the day": "Un fornitore annulla a ridosso della data",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Contratti con clausole di sostituzione e un fotografo e un DJ di riserva nella lista del planner.",
  "Bad weather at an outdoor ceremony": "Maltempo durante una cerimonia all'aperto",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Prenotare una tensostruttura o un'alternativa al coperto e fissare con i fornitori un orario per decidere.",
  guests: "invitati",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Voci di spesa del matrimonio medio negli Stati Uniti (The Knot Real Weddings Study) rivalutate al 2026 con il CPI-U: location, catering e bevande per invitato, fiori per tavolo da dieci, fotografia e musica per matrimonio; riportate a {{place}} con il costo per invitato rilevato nel paese rispetto alla media statunitense (× {{level}}); livello {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Un matrimonio per {{guests}} invitati a {{place}}: circa {{perGuest}} per invitato incluso il planner, con {{weeks}} settimane di preparazione prima della data.",
  "{{guests}} guests, as stated.": "{{guests}} invitati, come indicato.",
  "{{guests}} guests assumed: the request gave no number.":
    "Ipotizzati {{guests}} invitati: la richiesta non indicava un numero.",
  "guest-day": "ospite-giorno",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} giorni di festeggiamenti, come indicato: ciascuno con location, catering, bevande, allestimenti, musica e fotografia.",
  "Ceremony and reception at one venue on one day.": "Cerimonia e ricevimento nella stessa location in un solo giorno.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "Abiti, fedi, acconciatura e trucco, il viaggio di nozze e l'alloggio degli invitati sono acquisti degli sposi e non sono inclusi.",
  "Cake, stationery and favours are not priced separately.":
    "Torta, partecipazioni e bomboniere non sono valorizzate a parte.",
  "Are the ceremony and the reception at the same place?": "Cerimonia e ricevimento si tengono nello stesso luogo?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "Il pasto è una cena servita, un buffet o a isole, e c'è un open bar?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "Desidera riprese video, una band dal vivo o altro intrattenimento oltre al DJ?",
  "Do any guests need accommodation or transport arranged?":
    "Alcuni invitati hanno bisogno di alloggio o di trasporto organizzato?",
  "Which season and day of the week do you have in mind?": "Quale stagione e quale giorno della settimana ha in mente?",
  "Hotel rooms": "Camere d'albergo",
  "room-night": "camera-notte",
  "Evening dinners during the stay": "Cene serali durante il soggiorno",
  dinner: "cena",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} notti in camere d'albergo, una camera a testa; viaggi e tempo dei dipendenti non sono inclusi.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "I partecipanti possono condividere le camere, e serve il trasporto fino alla location?",
};
