import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Eventmanager",
  "Graphic designer": "Grafikdesigner",
  "attendee-day": "Teilnehmertag",
  attendee: "Teilnehmer",
  "Concept, budget and venue booking": "Konzept, Budget und Buchung der Location",
  "Venue hire (plenary and breakout rooms)": "Raummiete (Plenarsaal und Breakout-Räume)",
  "Concept, budget and venue sourcing": "Konzept, Budget und Suche der Location",
  "Programme, speakers and sponsors": "Programm, Referenten und Sponsoren",
  "Speakers and entertainment (fees and travel)": "Referenten und Unterhaltung (Honorare und Reisen)",
  "Programme, speaker and sponsor management": "Programm-, Referenten- und Sponsorenmanagement",
  "Marketing, registration and logistics": "Marketing, Anmeldung und Logistik",
  "Marketing and promotion": "Marketing und Werbung",
  "Registration platform, badges and attendee communications":
    "Anmeldeplattform, Namensschilder und Teilnehmerkommunikation",
  "Signage and printed materials": "Beschilderung und Drucksachen",
  "Event insurance": "Veranstaltungsversicherung",
  "Visual identity, signage and slide templates": "Visuelles Erscheinungsbild, Beschilderung und Folienvorlagen",
  "Logistics, run-of-show and supplier briefings": "Logistik, Ablaufplan und Briefing der Dienstleister",
  "Conference days": "Konferenztage",
  "Catering (lunch and refreshment breaks)": "Catering (Mittagessen und Kaffeepausen)",
  "Audio-visual production": "Veranstaltungstechnik",
  "Venue staffing, stage labour and security": "Personal der Location, Bühnenpersonal und Sicherheit",
  "On-site event management": "Eventleitung vor Ort",
  "Wrap-up and reporting": "Abschluss und Bericht",
  "Supplier reconciliation, attendee survey and report": "Abrechnung mit Dienstleistern, Teilnehmerumfrage und Bericht",
  "Registrations fall short of the catering and room guarantees":
    "Die Anmeldungen bleiben unter den Garantien für Catering und Räume",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Garantien auf 80 % der erwarteten Teilnehmer mit einem Stichtag für die endgültigen Zahlen festlegen und die Anmeldungen wöchentlich gegen eine Zielkurve verfolgen.",
  "A keynote speaker cancels": "Ein Keynote-Speaker sagt ab",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Referenten schriftlich bestätigen, Reisen früh buchen und für jede Keynote einen Ersatzredner bereithalten.",
  "Audio-visual or streaming failure during sessions": "Ausfall von Technik oder Streaming während der Sessions",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Technische Probe am Vortag, Ersatzmikrofone und -projektoren und ein Techniker in jedem Raum.",
  "Catering numbers or menu prices above plan": "Gästezahlen oder Menüpreise über Plan",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Preise pro Person im Vertrag mit der Location festschreiben und Sonderkost eine Woche vorher bestätigen.",
  attendees: "Teilnehmer",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Pro Teilnehmer und Tag: der Umsatz britischer Tagungsstätten pro Teilnehmer (Raummiete, Verpflegung und Technik), auf 2026 fortgeschrieben und mit dem regionalen Kostenindex auf {{place}} übertragen (× {{factor}}), nach den PCMA-Kostenanteilen in Raum-, Catering-, Technik- und Personalposten aufgeteilt und ergänzt; pro Teilnehmer: Referenten, Marketing, Anmeldung, Druck und Versicherung nach denselben Anteilen.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Stadtkategorie {{tier}} (× {{tierFactor}}); Niveau {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Die Vorlaufzeit wächst mit der Teilnehmerzahl, ausgehend von 59 Tagen für ein durchschnittliches Meeting (CWT 2020). Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Eine {{days}}-tägige Konferenz für {{attendees}} Teilnehmer in {{place}}: etwa {{perHead}} pro Teilnehmer, geplant über {{weeks}} Wochen vor der Veranstaltung.",
  "{{attendees}} attendees, as stated.": "{{attendees}} Teilnehmer, wie angegeben.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "{{attendees}} Teilnehmer angenommen: Die Anfrage nannte keine Zahl.",
  "{{days}} conference days, as stated.": "{{days}} Konferenztage, wie angegeben.",
  "One conference day assumed: the request gave no length.":
    "Ein Konferenztag angenommen: Die Anfrage nannte keine Dauer.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "Reise und Unterkunft der Teilnehmer sind nicht enthalten; Honorare und Reisen der Referenten sind enthalten.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "Ticket- und Sponsoringeinnahmen werden nicht mit den Kosten verrechnet.",
  "Evening receptions and dinners are not included unless the request names them.":
    "Abendempfänge und Dinner sind nicht enthalten, sofern die Anfrage sie nicht nennt.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "Wie viele parallele Tracks oder Breakout-Räume braucht das Programm?",
  "Is there an evening reception or conference dinner, and for how many?":
    "Gibt es einen Abendempfang oder ein Konferenzdinner, und für wie viele Personen?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "Gibt es einen Abendempfang oder ein Konferenzdinner, und nehmen alle Teilnehmenden daran teil?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "Verlangen die Keynote-Speaker Honorare, und wer zahlt ihre Reisen?",
  "Will sessions be streamed or recorded for remote attendees?":
    "Werden die Sessions für Teilnehmer aus der Ferne gestreamt oder aufgezeichnet?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "Gibt es Aussteller oder Sponsoren, die Stände oder Branding brauchen?",
  "Meeting room hire": "Miete des Tagungsraums",
  "Printed materials and signage": "Drucksachen und Beschilderung",
  "Day catering (lunch and breaks)": "Tagesverpflegung (Mittagessen und Pausen)",
  "Audio-visual equipment and technician": "Technik und Techniker",
  "Venue staffing": "Personal der Location",
  guest: "Gast",
  "Venue hire": "Miete der Location",
  "Decor and table flowers": "Dekoration und Tischblumen",
  table: "Tisch",
  "Entertainment (DJ or band)": "Unterhaltung (DJ oder Band)",
  event: "Veranstaltung",
  Dinner: "Abendessen",
  "Drinks and bar": "Getränke und Bar",
  "Sound and lighting": "Ton und Licht",
  "Venue staffing and security": "Personal der Location und Sicherheit",
  "Objectives, budget and venue": "Ziele, Budget und Location",
  "Objectives, budget and venue sourcing": "Ziele, Budget und Suche der Location",
  "Agenda and suppliers": "Agenda und Dienstleister",
  "Menu, entertainment and supplier booking": "Menü, Unterhaltung und Buchung der Dienstleister",
  "Agenda, facilitators and supplier booking": "Agenda, Moderatoren und Buchung der Dienstleister",
  "Invitations and logistics": "Einladungen und Logistik",
  "Invitations, attendee list and run-of-show": "Einladungen, Teilnehmerliste und Ablaufplan",
  "The evening": "Der Abend",
  "Event days": "Veranstaltungstage",
  "Wrap-up": "Abschluss",
  "Supplier reconciliation and feedback": "Abrechnung mit Dienstleistern und Feedback",
  "Attendance lower than the numbers guaranteed to the venue": "Weniger Teilnehmer als der Location garantiert",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Teilnahme zwei Wochen vorher über die Führungskräfte bestätigen und die Garantie auf 90 % der Zusagen festlegen.",
  "Agenda or guest list changes late": "Späte Änderungen an Agenda oder Gästeliste",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Mit dem internen Auftraggeber einen Freigabetermin für Agenda und Teilnehmerliste vereinbaren.",
  "Venue or supplier problem on the day": "Problem mit Location oder Dienstleister am Tag selbst",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Begehung mit der Location eine Woche vorher und ein namentlicher Ansprechpartner für jeden Dienstleister am Veranstaltungstag.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Eine Abendveranstaltung, pro Gast kalkuliert: Location, Abendessen, Getränke, Dekoration und Unterhaltung nach den Durchschnittswerten von The Knot, Ton, Licht und Personal nach den PCMA-Kostenanteilen, auf 2026 fortgeschrieben und auf {{place}} übertragen (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Arbeitstage pro Teilnehmertag kalkuliert: der Umsatz britischer Tagungsstätten pro Teilnehmer (Raummiete, Verpflegung und Technik), auf 2026 fortgeschrieben und auf {{place}} übertragen (× {{factor}}), nach den PCMA-Kostenanteilen in Raum-, Catering-, Technik- und Personalposten aufgeteilt.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Die Reserve ist der Erwartungswert des Risikoregisters; Beta-PERT-Dreipunktschätzungen und eine Monte-Carlo-Simulation mit festem Startwert liefern die Bandbreiten.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Eine abendliche Firmenveranstaltung für {{attendees}} Gäste in {{place}}: etwa {{perHead}} pro Gast.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Eine {{days}}-tägige Firmenveranstaltung für {{attendees}} Personen in {{place}}: etwa {{perHead}} pro Person.",
  "Employees' travel, accommodation and time are not included.":
    "Reise, Unterkunft und Arbeitszeit der Mitarbeitenden sind nicht enthalten.",
  "One evening with a seated dinner and an open bar.": "Ein Abend mit gesetztem Dinner und offener Bar.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Arbeitstage mit Mittagessen und Kaffeepausen; Abendessen sind nicht enthalten, sofern die Anfrage sie nicht nennt.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "Brauchen die Teilnehmer Übernachtung oder Transport zur Location?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "Ist das Dinner gesetzt oder ein Stehempfang, und wie lange ist die Bar geöffnet?",
  "Is there an evening dinner or activity besides the working sessions?":
    "Gibt es neben den Arbeitssitzungen ein Abendessen oder eine Abendaktivität?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "Sind externe Moderatoren, Referenten oder eine Teambuilding-Aktivität gewünscht?",
  "Does the company have preferred venues or supplier agreements?":
    "Hat das Unternehmen bevorzugte Locations oder Rahmenverträge mit Dienstleistern?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "Die Planung wird in {{weeks}} Wochen vor der Veranstaltung gedrängt (üblich sind etwa {{nominal}}): Location und wichtigste Dienstleister müssen in den ersten Wochen gebucht werden, zu der Verfügbarkeit und den Preisen, die dann noch gelten.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Eine Veranstaltung für {{people}} {{word}} braucht mindestens {{minimum}} Wochen Planung vor dem Tag (üblich sind {{nominal}}); {{deadline}} Wochen reichen nicht, um Location und Dienstleister zu buchen. Verschieben Sie den Termin auf mindestens {{minimum}} Wochen oder planen Sie eine kleinere Veranstaltung (in die Zeit passen etwa {{fits}} {{word}}).",
  basic: "einfach",
  standard: "Standard",
  premium: "Premium",
  "Exhibition manager": "Messemanager",
  "m²": "m²",
  "Space booking and stand brief": "Flächenbuchung und Standbriefing",
  "Stand space rent and organiser fees": "Standmiete und Gebühren des Veranstalters",
  "Show selection, space booking and stand brief": "Messeauswahl, Flächenbuchung und Standbriefing",
  "Stand design and build": "Standdesign und Standbau",
  "Stand design, build, furniture and technical services":
    "Standdesign, Standbau, Möblierung und technische Dienstleistungen",
  "Graphics and stand artwork": "Grafik und Druckvorlagen für den Stand",
  "Designer and builder briefing and approvals": "Briefing und Freigaben mit Designer und Standbauer",
  "Promotion and logistics": "Werbung und Logistik",
  "Promotion, shipping and stand hospitality": "Werbung, Transport und Standbewirtung",
  "Pre-show invitations, shipping and team logistics": "Einladungen vor der Messe, Transport und Teamlogistik",
  "Show days": "Messetage",
  "Stand team time on the stand": "Arbeitszeit des Standteams",
  "Stand team travel and accommodation": "Reise und Unterkunft des Standteams",
  "On-site stand management": "Standleitung vor Ort",
  "Leads and wrap-up": "Kontakte und Abschluss",
  "Lead follow-up hand-over and show report": "Übergabe der Kontakte zur Nachverfolgung und Messebericht",
  "Stand build over budget or late on build-up day": "Standbau über Budget oder verspätet am Aufbautag",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Standbauvertrag zum Festpreis mit den Fristen des Veranstalters und eine Abnahme am Aufbautag.",
  "Freight, drayage or on-site services charged above plan":
    "Fracht, Handling oder Leistungen vor Ort teurer als geplant",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Strom, Internet und Reinigung vor der Frühbucherfrist bestellen und mit dem offiziellen Spediteur versenden.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Standgrafik oder Exponate beim Transport beschädigt oder verloren",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Die Sendung versichern und Druckdaten für einen Nachdruck vor Ort bereithalten.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Ein Stand mit {{area}} m² braucht mindestens {{minimum}} Wochen von der Buchung bis zur Messe (Fläche, Design, Freigabe durch den Veranstalter und Aufbau); {{deadline}} Wochen reichen nicht. Buchen Sie einen Systemstand beim Veranstalter oder planen Sie eine spätere Messe.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "Der Stand wird in {{weeks}} Wochen vor der Messe geplant (üblich sind etwa {{nominal}}): Design und Bau müssen sofort beauftragt werden, falls der Standbauer es verlangt mit Eilzuschlag.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Standmiete pro m² nach den veröffentlichten Preisen deutscher Messeveranstalter, auf 2026 fortgeschrieben und mit dem regionalen Kostenindex auf {{place}} übertragen (× {{factor}}); Standbau, Standteam, Reisen und Werbung pro m² im Verhältnis zur Miete nach den Ausgabenanteilen der Aussteller (ifo/AUMA); Standbau auf Niveau {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Ein Messestand mit {{area}} m² für eine {{days}}-tägige Messe in {{place}}: etwa {{perM2}} pro m² insgesamt.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² Standfläche, wie angegeben.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "{{area}} m² Standfläche angenommen: Die Anfrage nannte keine Größe.",
  "{{days}} show days, as stated.": "{{days}} Messetage, wie angegeben.",
  "{{days}} show days assumed.": "{{days}} Messetage angenommen.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Ein für diese Messe gebauter Stand (Mietbau); ein wiederverwendbarer individueller Stand kostet anfangs mehr.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "Zeit und Reisen des Standteams sind so angesetzt, wie Aussteller sie üblicherweise ausgeben, gleich wer das Team beschäftigt.",
  "Which show is it, and has the space already been booked?":
    "Um welche Messe geht es, und ist die Fläche schon gebucht?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "Ist es ein Reihen-, Eck- oder Inselstand, und braucht er ein zweites Geschoss?",
  "Should the stand be reusable at later shows?": "Soll der Stand auf späteren Messen wiederverwendet werden?",
  "How many people staff the stand, and do they need travel and hotels?":
    "Wie viele Personen betreuen den Stand, und brauchen sie Reisen und Hotels?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "Werden Produktvorführungen, ein Besprechungsraum oder Bewirtung am Stand gebraucht?",
  "Wedding planner": "Hochzeitsplaner",
  "Budget, guest list and venue": "Budget, Gästeliste und Location",
  "Budget, guest list and venue search": "Budget, Gästeliste und Suche der Location",
  "Suppliers and design": "Dienstleister und Gestaltung",
  Photography: "Fotografie",
  wedding: "Hochzeit",
  "Music and entertainment (DJ or band)": "Musik und Unterhaltung (DJ oder Band)",
  "Flowers and decor": "Blumen und Dekoration",
  "Supplier selection, tastings and design": "Auswahl der Dienstleister, Probeessen und Gestaltung",
  "Final details": "Letzte Details",
  "Seating plan, timeline and supplier confirmations": "Sitzplan, Ablauf und Bestätigungen der Dienstleister",
  "Wedding day": "Hochzeitstag",
  "Catering (reception meal)": "Catering (Festessen)",
  "Wedding-day coordination (planner and assistant)": "Koordination am Hochzeitstag (Planer und Assistenz)",
  "After the wedding": "Nach der Hochzeit",
  "Supplier payments and returns": "Zahlungen an Dienstleister und Rückgaben",
  "Final guest numbers above the catering guarantee": "Endgültige Gästezahl über der Catering-Garantie",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Einen Stichtag für die endgültige Gästezahl zwei Wochen vorher und einen Preis pro Person für Nachmeldungen vereinbaren.",
  "Preferred venue or date already taken": "Wunsch-Location oder -Termin schon vergeben",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Vor den ersten Besichtigungen drei Locations mit je zwei möglichen Terminen auswählen.",
  "Supplier cancels close to the day": "Ein Dienstleister sagt kurz vor dem Tag ab",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Verträge mit Ersatzklauseln und ein Ersatzfotograf und -DJ auf der Liste des Planers.",
  "Bad weather at an outdoor ceremony": "Schlechtes Wetter bei einer Trauung im Freien",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Ein Zelt oder eine Alternative drinnen buchen und mit den Dienstleistern einen Entscheidungszeitpunkt festlegen.",
  guests: "Gäste",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Posten der durchschnittlichen US-Hochzeit (The Knot Real Weddings Study), mit dem CPI-U auf 2026 fortgeschrieben: Location, Catering und Getränke pro Gast, Blumen pro Zehnertisch, Fotografie und Musik pro Hochzeit; auf {{place}} übertragen mit den Kosten pro Gast aus der Umfrage des jeweiligen Landes gegenüber dem US-Durchschnitt (× {{level}}); Niveau {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Eine Hochzeit für {{guests}} Gäste in {{place}}: etwa {{perGuest}} pro Gast einschließlich Planer, mit {{weeks}} Wochen Planung vor dem Tag.",
  "{{guests}} guests, as stated.": "{{guests}} Gäste, wie angegeben.",
  "{{guests}} guests assumed: the request gave no number.":
    "{{guests}} Gäste angenommen: Die Anfrage nannte keine Zahl.",
  "guest-day": "Gasttag",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} Tage Feierlichkeiten, wie angegeben: jeder mit eigenem Ort, Catering, Getränken, Dekoration, Musik und Fotografie.",
  "Ceremony and reception at one venue on one day.": "Trauung und Feier an einem Ort und an einem Tag.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "Kleidung, Ringe, Frisur und Make-up, die Flitterwochen und die Unterkunft der Gäste sind eigene Ausgaben des Paares und nicht enthalten.",
  "Cake, stationery and favours are not priced separately.":
    "Torte, Papeterie und Gastgeschenke sind nicht gesondert kalkuliert.",
  "Are the ceremony and the reception at the same place?": "Finden Trauung und Feier am selben Ort statt?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "Ist das Essen ein gesetztes Menü, ein Buffet oder Food-Stationen, und gibt es eine offene Bar?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "Wünschen Sie Video, eine Liveband oder andere Unterhaltung neben einem DJ?",
  "Do any guests need accommodation or transport arranged?": "Brauchen Gäste organisierte Unterkunft oder Transport?",
  "Which season and day of the week do you have in mind?": "An welche Jahreszeit und welchen Wochentag denken Sie?",
  "Hotel rooms": "Hotelzimmer",
  "room-night": "Zimmernacht",
  "Evening dinners during the stay": "Abendessen während des Aufenthalts",
  dinner: "Abendessen",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} Nächte im Hotel, ein Zimmer pro Person; Anreise und Arbeitszeit der Mitarbeitenden sind nicht enthalten.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "Können Teilnehmende Zimmer teilen, und wird ein Transfer zum Veranstaltungsort benötigt?",
};
