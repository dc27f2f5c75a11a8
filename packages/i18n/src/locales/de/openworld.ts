import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Rekrutierung und Incentives",
  "Focus groups": "Fokusgruppen",
  "Focus-group facility (viewing room, recording, hosting)":
    "Fokusgruppen-Studio (Beobachtungsraum, Aufzeichnung, Betreuung)",
  day: "Tag",
  "Moderating the groups": "Moderation der Gruppen",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Je Gruppe: ein halber Studiotag ({{facility}}) und {{seats}} rekrutierte Plätze (einer als Reserve) mit Rekrutierung und Incentive für {{audience}} ({{recruit}}); Moderation, Transkripte und Auswertung je Gruppe ({{norm}}); etwa {{pace}} Gruppen je Feldwoche.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} Fokusgruppen mit je {{perGroup}} {{audience}}, von der Rekrutierung bis zur Präsentation in etwa {{weeks}} Wochen.",
  "{{groups}} groups, as stated.": "{{groups}} Gruppen, wie angegeben.",
  "{{n}} participants a group, as stated.": "{{n}} Teilnehmende je Gruppe, wie angegeben.",
  "{{n}} participants a group assumed.": "{{n}} Teilnehmende je Gruppe angenommen.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Gruppen von etwa 90 Minuten in einem Studio mit Beobachtungsraum; Reisen des Forschungsteams sind nicht enthalten.",
  "{{groups}} focus groups": "{{groups}} Fokusgruppen",
  "Conjoint design and experimental plan": "Conjoint-Design und Versuchsplan",
  "Conjoint utility estimation": "Schätzung der Conjoint-Nutzenwerte",
  "Market simulator": "Marktsimulator",
  "Segmentation and profiling": "Segmentierung und Profilierung",
  "Results dashboard": "Ergebnis-Dashboard",
  "Telephone interviewer": "Telefoninterviewer",
  "Telephone interviewing (CATI)": "Telefoninterviews (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Stattdessen telefonisch befragt: {{hours}} Interviewerstunden je Interviewstunde ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} Wellen mit je {{n}} vollständigen Interviews, etwa {{gap}} Wochen auseinander ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Analysemodule nach den Normen dieses Modells: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Ein Fragebogen von {{minutes}} Minuten, wie angegeben, in einer Sprache.",
  "Assessment and landing zone": "Bewertung und Landing Zone",
  "Discovery and assessment ({{n}} servers)": "Bestandsaufnahme und Bewertung ({{n}} Server)",
  "Landing zone": "Landing Zone",
  "Migration waves": "Migrationswellen",
  "Rehosting servers": "Umzug der Server (Rehost)",
  "Database migrations": "Datenbankmigrationen",
  "File and data transfer": "Übertragung von Dateien und Daten",
  "Application testing and sign-off": "Test und Abnahme der Anwendungen",
  "Cutover waves ({{n}})": "Umstellungswellen ({{n}})",
  "Hypercare after the move": "Hypercare nach dem Umzug",
  "Undocumented dependencies between servers break an application after its move":
    "Undokumentierte Abhängigkeiten zwischen Servern legen nach dem Umzug eine Anwendung lahm",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Abhängigkeiten vor der Wellenplanung mit einem Discovery-Werkzeug erfassen und abhängige Server gemeinsam umziehen.",
  "Licences do not carry over to the cloud as assumed":
    "Lizenzen lassen sich nicht wie angenommen in die Cloud übertragen",
  "Check each licence's cloud terms during the assessment.":
    "Die Cloud-Bedingungen jeder Lizenz während der Bewertung prüfen.",
  "How many applications run on these servers, and who tests each after the move?":
    "Wie viele Anwendungen laufen auf diesen Servern, und wer testet jede nach dem Umzug?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Können die Server unverändert umziehen (Lift-and-Shift), oder müssen einige neu aufgesetzt werden?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Eine Cloud-Migration je Workload bepreist: {{perServer}} Stunden je Server oder VM, {{perDatabase}} je Datenbank, {{perApplication}} Test je Anwendung, {{perTb}} je Terabyte Daten, eine Landing Zone ({{landing}} Stunden), Bewertung, eine Umstellungswelle je {{wave}} Server und Hypercare; 12 % Projektmanagement. Die Stunden sind eigene Normen dieses Modells ({{source}}); die laufenden Cloud-Kosten sind nicht enthalten.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Ein Umzug in die Cloud von {{servers}} Servern, {{databases}} Datenbanken, {{applications}} Anwendungen und {{tb}} TB Daten, in {{waves}} Wellen.",
  "{{n}} servers, as stated.": "{{n}} Server, wie angegeben.",
  "{{n}} applications assumed (one for every four servers).": "{{n}} Anwendungen angenommen (eine je vier Server).",
  "The cloud's running costs and any licences are not included.":
    "Die laufenden Cloud-Kosten und Lizenzen sind nicht enthalten.",
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Eine Gruppenreise je Reisendem und Nacht bepreist: gehobene Hotelzimmer ({{hotel}}), ein Abendessen je Nacht, ein Tagesprogramm je Tag und Transfers ({{programme}}); auf der Stufe der Stadt und auf {{place}} übertragen (× {{factor}}). Langstreckenflüge sind nicht enthalten.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Eine öffentliche Veranstaltung von {{days}} Tagen für {{attendees}} Besucher am Tag mit {{stages}} Bühnen, geplant über {{weeks}} Wochen.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Eine Reise mit {{nights}} Nächten für {{travellers}} Reisende, geplant über {{weeks}} Wochen.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Im Hotelvertrag ein Freigabedatum für nicht genutzte Zimmer vereinbaren.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Das Sicherheitskonzept früh mit Behörde und Rettungsdiensten abstimmen, bevor Lieferanten gebucht werden.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Eine öffentliche Veranstaltung je Besuchertag bepreist: Geländeinfrastruktur ({{site}}) und Sicherheit ({{crowd}}); je Bühne und Showtag plus ein Aufbautag Bühnenproduktion ({{stage}}), an das Publikum angepasst; Ticketing je Besucher; auf {{place}} übertragen (× {{factor}}). Künstlergagen und an das Publikum verkaufte Speisen sind nicht enthalten.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "Künstlergagen sowie an das Publikum verkaufte Speisen und Getränke sind nicht enthalten.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "Schlechtes Wetter erfordert zusätzliche Überdachung, Bodenschutz oder einen abgesagten Tag",
  "Build, event days and strike": "Aufbau, Veranstaltungstage und Abbau",
  "Concept, permits and safety plan": "Konzept, Genehmigungen und Sicherheitskonzept",
  "Concept, permits, safety plan and supplier tenders":
    "Konzept, Genehmigungen, Sicherheitskonzept und Lieferantenausschreibungen",
  "Contracting suppliers": "Beauftragung der Lieferanten",
  "Contracting the hotel, venues and transfers": "Vertrag mit Hotel, Locations und Transfers",
  "Day programme (excursions, visits, guides)": "Tagesprogramm (Ausflüge, Besichtigungen, Führungen)",
  "Destination, hotel and programme design": "Reiseziel, Hotel und Programmgestaltung",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "Reisen die Teilnehmenden per Flug an, und sollen die Flüge Teil des Angebots sein?",
  "How many people do you expect each day?": "Wie viele Besucher erwarten Sie pro Tag?",
  "How many people travel?": "Wie viele Personen reisen?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "Ist das Gelände bereits für Veranstaltungen genehmigt, oder müssen Genehmigungen beantragt werden?",
  "Long-haul flights are not included.": "Langstreckenflüge sind nicht enthalten.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Wetteralternativen mit den Lieferanten des Geländes planen und eine Veranstaltungsausfallversicherung abschließen.",
  "Registration and travel documents": "Anmeldung und Reiseunterlagen",
  "Registration, rooming lists and travel documents": "Anmeldung, Zimmerlisten und Reiseunterlagen",
  "Security, stewarding and medical cover": "Sicherheit, Ordnerdienst und Sanitätsdienst",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Geländeinfrastruktur (Zäune, Toiletten, Strom, Wasser, Abfall)",
  "Site plan, staffing and logistics": "Geländeplan, Personal und Logistik",
  "Site plan, suppliers and staffing": "Geländeplan, Lieferanten und Personal",
  "Stage production (staging, sound, lights, screens, crew)": "Bühnenproduktion (Bühne, Ton, Licht, Screens, Crew)",
  "Supplier reconciliation and debrief": "Lieferantenabrechnung und Nachbesprechung",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "Die Genehmigungsbehörde verlangt mehr Ordner, Sanitätsdienst oder Verkehrsregelung",
  "The trip": "Die Reise",
  "Ticketing and promotion": "Ticketing und Bewerbung",
  "Ticketing, accreditation and promotion": "Ticketing, Akkreditierung und Bewerbung",
  "Tour management on site": "Reiseleitung vor Ort",
  Transfers: "Transfers",
  "Travellers drop out after the rooms are guaranteed": "Reisende sagen ab, nachdem die Zimmer garantiert sind",
  "stage-day": "Bühnentag",
  "traveller-day": "Reisetag",
  traveller: "Reisender",
  travellers: "Reisende",
  "{{n}} nights assumed.": "{{n}} Nächte angenommen.",
  "{{n}} nights, as stated.": "{{n}} Nächte, wie angegeben.",
  "{{n}} travellers assumed: the request gave no number.": "{{n}} Reisende angenommen: die Anfrage nannte keine Zahl.",
  "{{n}} travellers, as stated.": "{{n}} Reisende, wie angegeben.",
};
