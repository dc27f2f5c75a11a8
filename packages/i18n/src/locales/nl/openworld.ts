import type { Catalogue } from "../../catalogues.js";

/** Messages of the open-world models (focus groups, survey modes and modules, events, cloud migrations), in this language. */
export const openworld: Catalogue = {
  "Recruiting and incentives": "Werving en vergoedingen",
  "Focus groups": "Focusgroepen",
  "Focus-group facility (viewing room, recording, hosting)": "Focusgroepruimte (observatieruimte, opname, ontvangst)",
  day: "dag",
  "Moderating the groups": "Gespreksleiding van de groepen",
  "Per group: half a facility day ({{facility}}) and {{seats}} recruited seats (one over-recruit) with recruiting and incentive for {{audience}} ({{recruit}}); moderation, transcripts and analysis per group ({{norm}}); about {{pace}} groups a field week.":
    "Per groep: een halve dag ruimte ({{facility}}) en {{seats}} geworven plaatsen (één reserve) met werving en vergoeding voor {{audience}} ({{recruit}}); gespreksleiding, transcripten en analyse per groep ({{norm}}); ongeveer {{pace}} groepen per veldweek.",
  "{{groups}} focus groups of {{perGroup}} {{audience}}, from recruiting to read-out in about {{weeks}} weeks.":
    "{{groups}} focusgroepen van {{perGroup}} {{audience}}, van werving tot presentatie in ongeveer {{weeks}} weken.",
  "{{groups}} groups, as stated.": "{{groups}} groepen, zoals vermeld.",
  "{{n}} participants a group, as stated.": "{{n}} deelnemers per groep, zoals vermeld.",
  "{{n}} participants a group assumed.": "{{n}} deelnemers per groep aangenomen.",
  "Groups of about 90 minutes in a viewing facility; travel of the research team is not included.":
    "Groepen van ongeveer 90 minuten in een ruimte met observatie; reizen van het onderzoeksteam zijn niet inbegrepen.",
  "{{groups}} focus groups": "{{groups}} focusgroepen",
  "Conjoint design and experimental plan": "Conjointontwerp en proefopzet",
  "Conjoint utility estimation": "Schatting van de conjoint-nutswaarden",
  "Market simulator": "Marktsimulator",
  "Segmentation and profiling": "Segmentatie en profielen",
  "Results dashboard": "Resultatendashboard",
  "Telephone interviewer": "Telefonisch enquêteur",
  "Telephone interviewing (CATI)": "Telefonische interviews (CATI)",
  "Interviewed by telephone instead: {{hours}} interviewer hours per hour of interview ({{source}}).":
    "In plaats daarvan telefonisch ondervraagd: {{hours}} enquêteursuren per uur interview ({{source}}).",
  "{{waves}} waves of {{n}} completes, about {{gap}} weeks apart ({{source}}).":
    "{{waves}} golven van {{n}} volledige antwoorden, ongeveer {{gap}} weken uit elkaar ({{source}}).",
  "Analytical modules at this model's norms: {{sources}}.":
    "Analysemodules volgens de normen van dit model: {{sources}}.",
  "A questionnaire of {{minutes}} minutes, as stated, in one language.":
    "Een vragenlijst van {{minutes}} minuten, zoals vermeld, in één taal.",
  "Assessment and landing zone": "Beoordeling en landing zone",
  "Discovery and assessment ({{n}} servers)": "Inventarisatie en beoordeling ({{n}} servers)",
  "Landing zone": "Landing zone",
  "Migration waves": "Migratiegolven",
  "Rehosting servers": "Verhuizen van de servers (rehost)",
  "Database migrations": "Databasemigraties",
  "File and data transfer": "Overdracht van bestanden en data",
  "Application testing and sign-off": "Testen en acceptatie van de applicaties",
  "Cutover waves ({{n}})": "Overstapgolven ({{n}})",
  "Hypercare after the move": "Hypercare na de verhuizing",
  "Undocumented dependencies between servers break an application after its move":
    "Ongedocumenteerde afhankelijkheden tussen servers breken een applicatie na de verhuizing",
  "Map dependencies with a discovery tool before planning the waves, and move dependent servers together.":
    "Breng afhankelijkheden in kaart met een discoverytool vóór de golfplanning en verhuis afhankelijke servers samen.",
  "Licences do not carry over to the cloud as assumed": "Licenties gaan niet mee naar de cloud zoals aangenomen",
  "Check each licence's cloud terms during the assessment.":
    "Controleer de cloudvoorwaarden van elke licentie tijdens de beoordeling.",
  "How many applications run on these servers, and who tests each after the move?":
    "Hoeveel applicaties draaien op deze servers, en wie test elke applicatie na de verhuizing?",
  "Can servers move as they are (lift-and-shift), or must some be re-platformed?":
    "Kunnen de servers verhuizen zoals ze zijn (lift-and-shift), of moeten sommige opnieuw worden opgezet?",
  "A cloud migration priced per workload: {{perServer}} hours per server or VM, {{perDatabase}} per database, {{perApplication}} of testing per application, {{perTb}} per terabyte of data, a landing zone ({{landing}} hours), assessment, one cutover wave per {{wave}} servers and hypercare; 12 % project management. The hours are this model's own norms ({{source}}); the cloud's running costs are not included.":
    "Een cloudmigratie geprijsd per workload: {{perServer}} uur per server of VM, {{perDatabase}} per database, {{perApplication}} testen per applicatie, {{perTb}} per terabyte data, een landing zone ({{landing}} uur), beoordeling, één overstapgolf per {{wave}} servers en hypercare; 12 % projectmanagement. De uren zijn eigen normen van dit model ({{source}}); de gebruikskosten van de cloud zijn niet inbegrepen.",
  "A move to the cloud of {{servers}} servers, {{databases}} databases, {{applications}} applications and {{tb}} TB of data, in {{waves}} waves.":
    "Een verhuizing naar de cloud van {{servers}} servers, {{databases}} databases, {{applications}} applicaties en {{tb}} TB data, in {{waves}} golven.",
  "{{n}} servers, as stated.": "{{n}} servers, zoals vermeld.",
  "{{n}} applications assumed (one for every four servers).": "{{n}} applicaties aangenomen (één per vier servers).",
  "The cloud's running costs and any licences are not included.":
    "De gebruikskosten van de cloud en licenties zijn niet inbegrepen.",
  "A group trip priced per traveller and night: upscale hotel rooms ({{hotel}}), a dinner each night, a day programme each day and transfers ({{programme}}); at the city's tier and taken to {{place}} (× {{factor}}). Long-haul flights are not included.":
    "Een groepsreis geprijsd per reiziger en nacht: hotelkamers in de hogere klasse ({{hotel}}), een diner per avond, een dagprogramma per dag en transfers ({{programme}}); op het niveau van de stad en omgerekend naar {{place}} (× {{factor}}). Langeafstandsvluchten zijn niet inbegrepen.",
  "A public event of {{days}} days for {{attendees}} attendees a day with {{stages}} stages, planned over {{weeks}} weeks.":
    "Een publieksevenement van {{days}} dagen voor {{attendees}} bezoekers per dag met {{stages}} podia, voorbereid in {{weeks}} weken.",
  "A trip of {{nights}} nights for {{travellers}} travellers, planned over {{weeks}} weeks.":
    "Een reis van {{nights}} nachten voor {{travellers}} reizigers, voorbereid in {{weeks}} weken.",
  "Agree a release date for unused rooms in the hotel contract.":
    "Spreek in het hotelcontract een vrijgavedatum af voor ongebruikte kamers.",
  "Agree the safety plan with the authority and emergency services early, before suppliers are booked.":
    "Stem het veiligheidsplan vroeg af met de vergunningverlener en hulpdiensten, vóór leveranciers worden geboekt.",
  "An event open to the public priced per attendee-day: site infrastructure ({{site}}) and crowd safety ({{crowd}}); per stage and show day plus a build day, stage production ({{stage}}) scaled to the crowd; ticketing per attendee; taken to {{place}} (× {{factor}}). Artists' fees and food sold to the public are not included.":
    "Een publieksevenement geprijsd per bezoekersdag: terreininfrastructuur ({{site}}) en publieksveiligheid ({{crowd}}); per podium en showdag plus een opbouwdag, podiumproductie ({{stage}}) naar de omvang van het publiek; ticketing per bezoeker; omgerekend naar {{place}} (× {{factor}}). Artiestengages en eten dat aan het publiek wordt verkocht zijn niet inbegrepen.",
  "Artists' or performers' fees, and food and drink sold to the public, are not included.":
    "Artiestengages en eten en drinken dat aan het publiek wordt verkocht zijn niet inbegrepen.",
  "Bad weather forces extra cover, ground protection or a cancelled day":
    "Slecht weer vraagt om extra overkapping, grondbescherming of een geschrapte dag",
  "Build, event days and strike": "Opbouw, evenementdagen en afbouw",
  "Concept, permits and safety plan": "Concept, vergunningen en veiligheidsplan",
  "Concept, permits, safety plan and supplier tenders":
    "Concept, vergunningen, veiligheidsplan en aanbesteding van leveranciers",
  "Contracting suppliers": "Contracteren van leveranciers",
  "Contracting the hotel, venues and transfers": "Contracteren van hotel, locaties en transfers",
  "Day programme (excursions, visits, guides)": "Dagprogramma (excursies, bezoeken, gidsen)",
  "Destination, hotel and programme design": "Bestemming, hotel en programmaontwerp",
  "Do the travellers fly in, and should their flights be part of the quote?":
    "Vliegen de reizigers in, en moeten hun vluchten in de offerte?",
  "How many people do you expect each day?": "Hoeveel mensen verwacht u per dag?",
  "How many people travel?": "Hoeveel mensen reizen er mee?",
  "Is the site already licensed for events, or do permits have to be applied for?":
    "Heeft het terrein al een vergunning voor evenementen, of moeten vergunningen worden aangevraagd?",
  "Long-haul flights are not included.": "Langeafstandsvluchten zijn niet inbegrepen.",
  "Plan weather contingencies with the site's suppliers and take out event cancellation insurance.":
    "Plan weeralternatieven met de leveranciers van het terrein en sluit een annuleringsverzekering af.",
  "Registration and travel documents": "Registratie en reisdocumenten",
  "Registration, rooming lists and travel documents": "Registratie, kamerlijsten en reisdocumenten",
  "Security, stewarding and medical cover": "Beveiliging, verkeersregelaars en EHBO",
  "Site infrastructure (fencing, toilets, power, water, waste)":
    "Terreininfrastructuur (hekken, toiletten, stroom, water, afval)",
  "Site plan, staffing and logistics": "Terreinplan, personeel en logistiek",
  "Site plan, suppliers and staffing": "Terreinplan, leveranciers en personeel",
  "Stage production (staging, sound, lights, screens, crew)": "Podiumproductie (podium, geluid, licht, schermen, crew)",
  "Supplier reconciliation and debrief": "Afrekening met leveranciers en evaluatie",
  "The licensing authority asks for more stewards, medical cover or traffic management":
    "De vergunningverlener eist meer verkeersregelaars, EHBO of verkeersmaatregelen",
  "The trip": "De reis",
  "Ticketing and promotion": "Ticketing en promotie",
  "Ticketing, accreditation and promotion": "Ticketing, accreditatie en promotie",
  "Tour management on site": "Reisbegeleiding ter plaatse",
  Transfers: "Transfers",
  "Travellers drop out after the rooms are guaranteed": "Reizigers haken af nadat de kamers gegarandeerd zijn",
  "stage-day": "podiumdag",
  "traveller-day": "reizigersdag",
  traveller: "reiziger",
  travellers: "reizigers",
  "{{n}} nights assumed.": "{{n}} nachten aangenomen.",
  "{{n}} nights, as stated.": "{{n}} nachten, zoals vermeld.",
  "{{n}} travellers assumed: the request gave no number.":
    "{{n}} reizigers aangenomen: de aanvraag noemde geen aantal.",
  "{{n}} travellers, as stated.": "{{n}} reizigers, zoals vermeld.",
};
