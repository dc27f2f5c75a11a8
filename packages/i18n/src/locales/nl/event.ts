import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Eventmanager",
  "Graphic designer": "Grafisch ontwerper",
  "attendee-day": "deelnemersdag",
  attendee: "deelnemer",
  "Concept, budget and venue booking": "Concept, budget en boeking van de locatie",
  "Venue hire (plenary and breakout rooms)": "Huur van de locatie (plenaire zaal en subzalen)",
  "Concept, budget and venue sourcing": "Concept, budget en zoeken van de locatie",
  "Programme, speakers and sponsors": "Programma, sprekers en sponsors",
  "Speakers and entertainment (fees and travel)": "Sprekers en entertainment (honoraria en reizen)",
  "Programme, speaker and sponsor management": "Beheer van programma, sprekers en sponsors",
  "Marketing, registration and logistics": "Marketing, registratie en logistiek",
  "Marketing and promotion": "Marketing en promotie",
  "Registration platform, badges and attendee communications":
    "Registratieplatform, badges en communicatie met deelnemers",
  "Signage and printed materials": "Bewegwijzering en drukwerk",
  "Event insurance": "Evenementenverzekering",
  "Visual identity, signage and slide templates": "Huisstijl, bewegwijzering en presentatiesjablonen",
  "Logistics, run-of-show and supplier briefings": "Logistiek, draaiboek en briefing van leveranciers",
  "Conference days": "Congresdagen",
  "Catering (lunch and refreshment breaks)": "Catering (lunch en koffiepauzes)",
  "Audio-visual production": "Audiovisuele productie",
  "Venue staffing, stage labour and security": "Personeel van de locatie, podiumtechniek en beveiliging",
  "On-site event management": "Evenementbegeleiding ter plaatse",
  "Wrap-up and reporting": "Afronding en rapportage",
  "Supplier reconciliation, attendee survey and report":
    "Afrekening met leveranciers, enquête onder deelnemers en rapport",
  "Registrations fall short of the catering and room guarantees":
    "De aanmeldingen blijven achter bij de garanties voor catering en zalen",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Zet de garanties op 80% van de verwachte opkomst met een datum voor de definitieve aantallen, en volg de aanmeldingen wekelijks tegen een streefcurve.",
  "A keynote speaker cancels": "Een keynotespreker zegt af",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Bevestig sprekers schriftelijk met vroeg geboekte reizen en houd voor elke keynote een reservespreker achter de hand.",
  "Audio-visual or streaming failure during sessions": "Storing in audiovisuele middelen of streaming tijdens sessies",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Technische repetitie de dag ervoor, reservemicrofoons en -projectoren, en een technicus in elke zaal.",
  "Catering numbers or menu prices above plan": "Cateringaantallen of menuprijzen boven plan",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Leg prijzen per persoon vast in het contract met de locatie en bevestig de dieetaantallen een week vooraf.",
  attendees: "deelnemers",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Per deelnemer per dag: de omzet van Britse locaties per deelnemer (zaalhuur, catering en audiovisueel), geïndexeerd naar 2026 en omgerekend naar {{place}} met de regionale kostenindex (× {{factor}}), verdeeld en uitgebreid tot posten voor locatie, catering, audiovisueel en personeel volgens de kostenaandelen van PCMA; per deelnemer: sprekers, marketing, registratie, drukwerk en verzekering volgens dezelfde aandelen.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Stadsklasse {{tier}} (× {{tierFactor}}); niveau {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "De voorbereidingstijd groeit met het publiek vanaf de 59 dagen van de gemiddelde bijeenkomst (CWT 2020). De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Een congres van {{days}} dagen voor {{attendees}} deelnemers in {{place}}: ongeveer {{perHead}} per deelnemer, voorbereid in de {{weeks}} weken voor het evenement.",
  "{{attendees}} attendees, as stated.": "{{attendees}} deelnemers, zoals opgegeven.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "{{attendees}} deelnemers aangenomen: de aanvraag noemde geen aantal.",
  "{{days}} conference days, as stated.": "{{days}} congresdagen, zoals opgegeven.",
  "One conference day assumed: the request gave no length.": "Eén congresdag aangenomen: de aanvraag noemde geen duur.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "Reizen en overnachtingen van deelnemers zijn niet inbegrepen; honoraria en reizen van sprekers wel.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "Inkomsten uit tickets en sponsoring worden niet van de kosten afgetrokken.",
  "Evening receptions and dinners are not included unless the request names them.":
    "Avondrecepties en diners zijn niet inbegrepen, tenzij de aanvraag ze noemt.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "Hoeveel parallelle tracks of subzalen heeft het programma nodig?",
  "Is there an evening reception or conference dinner, and for how many?":
    "Is er een avondreceptie of congresdiner, en voor hoeveel personen?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "Is er een avondreceptie of congresdiner, en komen alle deelnemers daarheen?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "Vragen keynotesprekers een honorarium, en wie betaalt hun reis?",
  "Will sessions be streamed or recorded for remote attendees?":
    "Worden sessies gestreamd of opgenomen voor deelnemers op afstand?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "Zijn er exposanten of sponsors die een stand of zichtbaarheid nodig hebben?",
  "Meeting room hire": "Huur van vergaderzalen",
  "Printed materials and signage": "Drukwerk en bewegwijzering",
  "Day catering (lunch and breaks)": "Catering overdag (lunch en pauzes)",
  "Audio-visual equipment and technician": "Audiovisuele apparatuur en technicus",
  "Venue staffing": "Personeel van de locatie",
  guest: "gast",
  "Venue hire": "Huur van de locatie",
  "Decor and table flowers": "Aankleding en tafelbloemen",
  table: "tafel",
  "Entertainment (DJ or band)": "Entertainment (dj of band)",
  event: "evenement",
  Dinner: "Diner",
  "Drinks and bar": "Drankjes en bar",
  "Sound and lighting": "Geluid en licht",
  "Venue staffing and security": "Personeel van de locatie en beveiliging",
  "Objectives, budget and venue": "Doelen, budget en locatie",
  "Objectives, budget and venue sourcing": "Doelen, budget en zoeken van de locatie",
  "Agenda and suppliers": "Programma en leveranciers",
  "Menu, entertainment and supplier booking": "Menu, entertainment en boeking van leveranciers",
  "Agenda, facilitators and supplier booking": "Programma, begeleiders en boeking van leveranciers",
  "Invitations and logistics": "Uitnodigingen en logistiek",
  "Invitations, attendee list and run-of-show": "Uitnodigingen, deelnemerslijst en draaiboek",
  "The evening": "De avond",
  "Event days": "Evenementdagen",
  "Wrap-up": "Afronding",
  "Supplier reconciliation and feedback": "Afrekening met leveranciers en feedback",
  "Attendance lower than the numbers guaranteed to the venue":
    "Opkomst lager dan de aantallen die aan de locatie zijn gegarandeerd",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Bevestig de opkomst twee weken vooraf via de leidinggevenden en zet de garantie aan de locatie op 90% van de genodigden die hebben toegezegd.",
  "Agenda or guest list changes late": "Programma of gastenlijst verandert laat",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Spreek met de opdrachtgever binnen het bedrijf een datum af waarop programma en deelnemerslijst vastliggen.",
  "Venue or supplier problem on the day": "Probleem met de locatie of een leverancier op de dag zelf",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Rondgang met de locatie een week vooraf en vaste contactpersonen voor elke leverancier op de dag.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Een avondevenement geprijsd per gast: locatie, diner, drankjes, aankleding en entertainment uit de gemiddelden van The Knot, geluid, licht en personeel uit de kostenaandelen van PCMA, geïndexeerd naar 2026 en omgerekend naar {{place}} (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Werkdagen geprijsd per deelnemersdag: de omzet van Britse locaties per deelnemer (zaalhuur, catering en audiovisueel), geïndexeerd naar 2026 en omgerekend naar {{place}} (× {{factor}}), verdeeld in posten voor zaal, catering, audiovisueel en personeel volgens de kostenaandelen van PCMA.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "De risicoreserve is de verwachte waarde van het risicoregister; driepuntsramingen volgens Beta-PERT en een Monte Carlo-simulatie met vaste seed geven de bandbreedtes.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Een bedrijfsevenement op een avond voor {{attendees}} gasten in {{place}}: ongeveer {{perHead}} per gast.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Een bedrijfsevenement van {{days}} dagen voor {{attendees}} personen in {{place}}: ongeveer {{perHead}} per persoon.",
  "Employees' travel, accommodation and time are not included.":
    "Reizen, overnachtingen en tijd van medewerkers zijn niet inbegrepen.",
  "One evening with a seated dinner and an open bar.": "Eén avond met een diner aan tafel en een open bar.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Werkdagen met lunch en koffiepauzes; avonddiners zijn niet inbegrepen, tenzij de aanvraag ze noemt.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "Hebben deelnemers een overnachting of vervoer naar de locatie nodig?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "Is het diner aan tafel of een staande receptie, en hoe lang is de bar open?",
  "Is there an evening dinner or activity besides the working sessions?":
    "Is er naast de werksessies een avonddiner of -activiteit?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "Zijn externe begeleiders, sprekers of een teambuildingactiviteit gewenst?",
  "Does the company have preferred venues or supplier agreements?":
    "Heeft het bedrijf voorkeurslocaties of afspraken met leveranciers?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "De voorbereiding is samengeperst in {{weeks}} weken voor het evenement (meestal ongeveer {{nominal}}): de locatie en de belangrijkste leveranciers moeten in de eerste weken worden geboekt, met de beschikbaarheid en prijzen die er nog zijn.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Een evenement voor {{people}} {{word}} vraagt minstens {{minimum}} weken voorbereiding vóór de dag (meestal {{nominal}}); {{deadline}} weken is niet genoeg om een locatie en leveranciers te boeken. Verschuif de datum naar minstens {{minimum}} weken vanaf nu, of plan een kleiner evenement (ongeveer {{fits}} {{word}} passen in de tijd).",
  basic: "basis",
  standard: "standaard",
  premium: "premium",
  "Exhibition manager": "Beursmanager",
  "m²": "m²",
  "Space booking and stand brief": "Boeking van de standruimte en standbriefing",
  "Stand space rent and organiser fees": "Huur van de standruimte en organisatiekosten",
  "Show selection, space booking and stand brief": "Keuze van de beurs, boeking van de ruimte en standbriefing",
  "Stand design and build": "Ontwerp en bouw van de stand",
  "Stand design, build, furniture and technical services":
    "Ontwerp, bouw, meubilair en technische voorzieningen van de stand",
  "Graphics and stand artwork": "Graphics en artwork van de stand",
  "Designer and builder briefing and approvals": "Briefing en goedkeuring van ontwerper en standbouwer",
  "Promotion and logistics": "Promotie en logistiek",
  "Promotion, shipping and stand hospitality": "Promotie, transport en hospitality op de stand",
  "Pre-show invitations, shipping and team logistics": "Uitnodigingen vooraf, transport en logistiek van het team",
  "Show days": "Beursdagen",
  "Stand team time on the stand": "Tijd van het standteam op de stand",
  "Stand team travel and accommodation": "Reizen en overnachtingen van het standteam",
  "On-site stand management": "Standbegeleiding ter plaatse",
  "Leads and wrap-up": "Leads en afronding",
  "Lead follow-up hand-over and show report": "Overdracht van leads voor opvolging en beursrapport",
  "Stand build over budget or late on build-up day": "Standbouw boven budget of te laat op de opbouwdag",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Standbouwcontract tegen vaste prijs met de deadlines van de organisator erin opgenomen, en een rondgang op de opbouwdag.",
  "Freight, drayage or on-site services charged above plan":
    "Vracht, intern transport of beursdiensten duurder dan gepland",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Bestel stroom, internet en schoonmaak vóór de early-birddeadline en verzend met de officiële expediteur.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Standgraphics of exposities beschadigd of kwijt tijdens transport",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Verzeker de zending en houd drukbestanden klaar om ter plaatse opnieuw te laten drukken.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Een stand van {{area}} m² vraagt minstens {{minimum}} weken van boeking tot beurs (ruimte, ontwerp, goedkeuring van de organisator en bouw); {{deadline}} weken is niet genoeg. Boek een systeemstand bij de organisator of mik op een latere beurs.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "De stand wordt voorbereid in de {{weeks}} weken voor de beurs (meestal ongeveer {{nominal}}): ontwerp en bouw moeten meteen worden besteld, tegen spoedtarieven als de standbouwer die vraagt.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Huur van de standruimte per m² uit de gepubliceerde tarieven van Duitse beursorganisatoren, geïndexeerd naar 2026 en omgerekend naar {{place}} met de regionale kostenindex (× {{factor}}); bouw, standteam, reizen en promotie per m² in verhouding tot de huur volgens de bestedingsaandelen van exposanten (ifo/AUMA); bouw op niveau {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Een beursstand van {{area}} m² voor een beurs van {{days}} dagen in {{place}}: ongeveer {{perM2}} per m² alles inbegrepen.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² standruimte, zoals opgegeven.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "{{area}} m² standruimte aangenomen: de aanvraag noemde geen omvang.",
  "{{days}} show days, as stated.": "{{days}} beursdagen, zoals opgegeven.",
  "{{days}} show days assumed.": "{{days}} beursdagen aangenomen.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Een stand gebouwd voor deze beurs (gehuurde constructie); een herbruikbare stand op maat kopen kost vooraf meer.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "Tijd en reizen van het standteam zijn geprijsd zoals exposanten die gewoonlijk besteden, wie het team ook in dienst heeft.",
  "Which show is it, and has the space already been booked?": "Om welke beurs gaat het, en is de ruimte al geboekt?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "Is de stand een rij-, hoek- of eilandstand, en is er een tweede verdieping nodig?",
  "Should the stand be reusable at later shows?": "Moet de stand herbruikbaar zijn op latere beurzen?",
  "How many people staff the stand, and do they need travel and hotels?":
    "Hoeveel mensen bemannen de stand, en hebben zij reizen en hotels nodig?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "Zijn productdemonstraties, een vergaderruimte of catering op de stand nodig?",
  "Wedding planner": "Weddingplanner",
  "Budget, guest list and venue": "Budget, gastenlijst en locatie",
  "Budget, guest list and venue search": "Budget, gastenlijst en zoeken van de locatie",
  "Suppliers and design": "Leveranciers en vormgeving",
  Photography: "Fotografie",
  wedding: "bruiloft",
  "Music and entertainment (DJ or band)": "Muziek en entertainment (dj of band)",
  "Flowers and decor": "Bloemen en aankleding",
  "Supplier selection, tastings and design": "Keuze van leveranciers, proeverijen en vormgeving",
  "Final details": "Laatste details",
  "Seating plan, timeline and supplier confirmations": "Tafelindeling, tijdschema en bevestigingen van leveranciers",
  "Wedding day": "Trouwdag",
  "Catering (reception meal)": "Catering (diner van het feest)",
  "Wedding-day coordination (planner and assistant)": "Coördinatie op de trouwdag (planner en assistent)",
  "After the wedding": "Na de bruiloft",
  "Supplier payments and returns": "Betalingen aan leveranciers en retouren",
  "Final guest numbers above the catering guarantee": "Definitief aantal gasten boven de garantie van de catering",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Spreek twee weken voor de dag een datum voor de definitieve aantallen af en een prijs per persoon voor late toevoegingen.",
  "Preferred venue or date already taken": "Gewenste locatie of datum al bezet",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Maak vóór de eerste bezichtigingen een shortlist van drie locaties met elk twee mogelijke data.",
  "Supplier cancels close to the day": "Een leverancier zegt kort voor de dag af",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Contracten met vervangingsclausules en een reservefotograaf en -dj op de lijst van de planner.",
  "Bad weather at an outdoor ceremony": "Slecht weer bij een ceremonie buiten",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Reserveer een tent of een binnenlocatie als uitwijk en spreek met leveranciers een beslismoment af.",
  guests: "gasten",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Posten van de gemiddelde Amerikaanse bruiloft (The Knot Real Weddings Study), geïndexeerd naar 2026 met de CPI-U: locatie, catering en drankjes per gast, bloemen per tafel van tien, fotografie en muziek per bruiloft; omgerekend naar {{place}} met de kosten per gast uit het eigen onderzoek van het land tegenover het Amerikaanse gemiddelde (× {{level}}); niveau {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Een bruiloft voor {{guests}} gasten in {{place}}: ongeveer {{perGuest}} per gast inclusief de planner, met {{weeks}} weken voorbereiding vóór de dag.",
  "{{guests}} guests, as stated.": "{{guests}} gasten, zoals opgegeven.",
  "{{guests}} guests assumed: the request gave no number.":
    "{{guests}} gasten aangenomen: de aanvraag noemde geen aantal.",
  "guest-day": "gastdag",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} dagen feest, zoals opgegeven: elk met een eigen locatie, catering, drank, decoratie, muziek en fotografie.",
  "Ceremony and reception at one venue on one day.": "Ceremonie en feest op één locatie op één dag.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "Kleding, ringen, haar en make-up, de huwelijksreis en overnachtingen van gasten zijn eigen aankopen van het paar en zijn niet inbegrepen.",
  "Cake, stationery and favours are not priced separately.": "Taart, drukwerk en bedankjes worden niet apart geprijsd.",
  "Are the ceremony and the reception at the same place?": "Zijn de ceremonie en het feest op dezelfde plek?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "Is de maaltijd een diner aan tafel, een buffet of foodstations, en is er een open bar?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "Wilt u videografie, een liveband of ander entertainment naast een dj?",
  "Do any guests need accommodation or transport arranged?":
    "Hebben gasten overnachtingen of vervoer nodig dat geregeld moet worden?",
  "Which season and day of the week do you have in mind?": "Aan welk seizoen en welke dag van de week denkt u?",
  "Hotel rooms": "Hotelkamers",
  "room-night": "kamernacht",
  "Evening dinners during the stay": "Avonddiners tijdens het verblijf",
  dinner: "diner",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} nachten in hotelkamers, één kamer per persoon; reizen en tijd van medewerkers zijn niet inbegrepen.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "Kunnen deelnemers kamers delen, en is vervoer naar de locatie nodig?",
};
