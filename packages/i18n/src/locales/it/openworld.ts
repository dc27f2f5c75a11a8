import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Reclutamento e incentivi",
  "Focus groups": "Focus group",
  "Focus-group facility (viewing room, recording, hosting)":
    "Sala per focus group (sala di osservazione, registrazione, accoglienza)",
  day: "giorno",
  "Moderating the groups": "Moderazione dei gruppi",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Per gruppo: mezza giornata di sala ({{facility}}) e {{seats}} posti reclutati (uno di riserva) con reclutamento e incentivo per {{audience}} ({{recruit}}); moderazione, trascrizioni e analisi per gruppo ({{norm}}); circa {{pace}} gruppi per settimana di campo.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} focus group da {{perGroup}} {{audience}}, dal reclutamento alla presentazione in circa {{weeks}} settimane.",
  "{{groups}} groups, as stated.": "{{groups}} gruppi, come indicato.",
  "{{n}} participants a group, as stated.": "{{n}} partecipanti per gruppo, come indicato.",
  "{{n}} participants a group assumed.": "Si ipotizzano {{n}} partecipanti per gruppo.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Gruppi di circa 90 minuti in una sala con osservazione; i viaggi del gruppo di ricerca non sono inclusi.",
  "{{groups}} focus groups": "{{groups}} focus group",
  "Conjoint design and experimental plan": "Disegno della conjoint e piano sperimentale",
  "Conjoint utility estimation": "Stima delle utilità della conjoint",
  "Market simulator": "Simulatore di mercato",
  "Segmentation and profiling": "Segmentazione e profili",
  "Results dashboard": "Cruscotto dei risultati",
  "Telephone interviewer": "Intervistatore telefonico",
  "Telephone interviewing (CATI)": "Interviste telefoniche (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "Intervistati invece per telefono: {{hours}} ore di intervistatore per ora di intervista ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} ondate di {{n}} interviste complete, a circa {{gap}} settimane l'una dall'altra ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Moduli di analisi secondo le norme di questo modello: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Un questionario di {{minutes}} minuti, come indicato, in una lingua.",
  "Assessment and landing zone": "Valutazione e landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventario e valutazione ({{n}} server)",
  "Landing zone": "Landing zone",
  "Migration waves": "Ondate di migrazione",
  "Rehosting servers": "Migrazione dei server (rehost)",
  "Database migrations": "Migrazione dei database",
  "File and data transfer": "Trasferimento di file e dati",
  "Application testing and sign-off": "Test e collaudo delle applicazioni",
  "Cutover waves ({{n}})": "Ondate di passaggio ({{n}})",
  "Hypercare after the move": "Hypercare dopo il trasferimento",
  "Undocumented dependencies between servers break an application after its move":
    "Dipendenze non documentate tra server bloccano un'applicazione dopo il trasferimento",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Mappare le dipendenze con uno strumento di discovery prima di pianificare le ondate e trasferire insieme i server dipendenti.",
  "Licences do not carry over to the cloud as assumed": "Le licenze non passano al cloud come previsto",
  "Check each licence's cloud terms during the assessment.":
    "Verificare le condizioni cloud di ogni licenza durante la valutazione.",
  "How many applications run on these servers, and who tests each after the move?":
    "Quante applicazioni girano su questi server e chi le testa dopo il trasferimento?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "I server possono essere trasferiti così come sono (lift-and-shift) o alcuni vanno riprogettati?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Una migrazione al cloud stimata per carico di lavoro: {{perServer}} ore per server o VM, {{perDatabase}} per database, {{perApplication}} di test per applicazione, {{perTb}} per terabyte di dati, una landing zone ({{landing}} ore), valutazione, un'ondata di passaggio ogni {{wave}} server e hypercare; 12 % di gestione del progetto. Le ore sono norme proprie di questo modello ({{source}}); i costi di esercizio del cloud non sono inclusi.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Un trasferimento nel cloud di {{servers}} server, {{databases}} database, {{applications}} applicazioni e {{tb}} TB di dati, in {{waves}} ondate.",
  "{{n}} servers, as stated.": "{{n}} server, come indicato.",
  "{{n}} applications assumed (one for every four servers).":
    "Si ipotizzano {{n}} applicazioni (una ogni quattro server).",
  "The cloud's running costs and any licences are not included.":
    "I costi di esercizio del cloud e le licenze non sono inclusi.",
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Un viaggio di gruppo stimato per viaggiatore e notte: camere d'albergo di categoria superiore ({{hotel}}), una cena ogni sera, un programma ogni giorno e i trasferimenti ({{programme}}); al livello della città e riportato a {{place}} (× {{factor}}). I voli a lungo raggio non sono inclusi.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Un evento pubblico di {{days}} giorni per {{attendees}} partecipanti al giorno con {{stages}} palchi, pianificato in {{weeks}} settimane.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Un viaggio di {{nights}} notti per {{travellers}} viaggiatori, pianificato in {{weeks}} settimane.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Concordare nel contratto con l'albergo una data di rilascio delle camere non usate.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Concordare presto il piano di sicurezza con l'autorità e i servizi di emergenza, prima di prenotare i fornitori.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Un evento aperto al pubblico stimato per partecipante e giorno: infrastrutture dell'area ({{site}}) e sicurezza del pubblico ({{crowd}}); per palco e giorno di spettacolo più un giorno di allestimento, produzione del palco ({{stage}}) in scala al pubblico; biglietteria per partecipante; riportato a {{place}} (× {{factor}}). I cachet degli artisti e il cibo venduto al pubblico non sono inclusi.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "I cachet degli artisti e cibo e bevande venduti al pubblico non sono inclusi.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "Il maltempo impone coperture, protezione del terreno o l'annullamento di una giornata",
  "Build, event days and strike": "Allestimento, giorni dell'evento e smontaggio",
  "Concept, permits and safety plan": "Concept, permessi e piano di sicurezza",
  "Concept, permits, safety plan and supplier tenders": "Concept, permessi, piano di sicurezza e gare dei fornitori",
  "Contracting suppliers": "Contratti con i fornitori",
  "Contracting the hotel, venues and transfers": "Contratti con albergo, location e trasferimenti",
  "Day programme (excursions, visits, guides)": "Programma della giornata (escursioni, visite, guide)",
  "Destination, hotel and programme design": "Destinazione, albergo e progettazione del programma",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "I viaggiatori arrivano in aereo, e i voli devono far parte del preventivo?",
  "How many people do you expect each day?": "Quante persone prevede ogni giorno?",
  "How many people travel?": "Quante persone viaggiano?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "L'area è già autorizzata per eventi o vanno richiesti i permessi?",
  "Long-haul flights are not included.": "I voli a lungo raggio non sono inclusi.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Pianificare alternative per il maltempo con i fornitori dell'area e stipulare un'assicurazione di annullamento.",
  "Registration and travel documents": "Iscrizioni e documenti di viaggio",
  "Registration, rooming lists and travel documents": "Iscrizioni, rooming list e documenti di viaggio",
  "Security, stewarding and medical cover": "Sicurezza, steward e assistenza sanitaria",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Infrastrutture dell'area (recinzioni, bagni, elettricità, acqua, rifiuti)",
  "Site plan, staffing and logistics": "Planimetria, personale e logistica",
  "Site plan, suppliers and staffing": "Planimetria, fornitori e personale",
  "Stage production (staging, sound, lights, screens, crew)":
    "Produzione del palco (palco, audio, luci, schermi, tecnici)",
  "Supplier reconciliation and debrief": "Riconciliazione con i fornitori e debriefing",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "L'autorità richiede più steward, assistenza sanitaria o gestione del traffico",
  "The trip": "Il viaggio",
  "Ticketing and promotion": "Biglietteria e promozione",
  "Ticketing, accreditation and promotion": "Biglietteria, accrediti e promozione",
  "Tour management on site": "Accompagnamento sul posto",
  Transfers: "Trasferimenti",
  "Travellers drop out after the rooms are guaranteed": "Alcuni viaggiatori rinunciano dopo la garanzia delle camere",
  "stage-day": "palco-giorno",
  "traveller-day": "viaggiatore-giorno",
  traveller: "viaggiatore",
  travellers: "viaggiatori",
  "{{n}} nights assumed.": "Si ipotizzano {{n}} notti.",
  "{{n}} nights, as stated.": "{{n}} notti, come indicato.",
  "{{n}} travellers assumed: the request gave no number.":
    "Si ipotizzano {{n}} viaggiatori: la richiesta non indicava un numero.",
  "{{n}} travellers, as stated.": "{{n}} viaggiatori, come indicato.",
};
