import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Ander gebouw of werk",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Kosten = {{area}} {{unit}} × {{rate}} {{per}} voor {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) geïndexeerd van {{year}} naar {{priceYear}} met de {{index}} (× {{ratio}}) {{adjustments}} × bouwkostenfactor {{factor}} voor {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Met het opgegeven budget van {{budget}} kan dit project niet worden gebouwd: bij ongeveer {{rate}} {{per}} alles inbegrepen betaalt het ongeveer {{affordable}} {{unit}}, niet de gevraagde {{area}}; er is een veel kleinere scope, een eenvoudiger afwerkingsniveau of meer geld nodig.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, aangenomen ({{basis}}): de aanvraag noemde geen hoeveelheid.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} is veel meer dan de gebruikelijke omvang van {{what}} (meestal tot {{max}} {{unit}}): controleer het aantal; de cijfers hieronder prijzen het zoals opgegeven.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} is ongewoon weinig voor {{what}} (meestal minstens {{min}} {{unit}}): controleer het aantal; de cijfers hieronder prijzen het zoals opgegeven.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Geprijsd met een algemene kostentabel voor {{what}} ({{source}}), niet met een eigen model: beschouw het als een orde van grootte totdat het ontwerp verder is uitgewerkt.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "Ligt het parkeren op maaiveld, in een gebouwde parkeergarage of ondergronds? Een gebouwde parkeergarage kost per parkeerplaats ongeveer vijf keer zoveel.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "Welk aansluitpunt op het elektriciteitsnet wordt gebruikt, en is daar voldoende capaciteit?",
  "What is known about the ground and the access to the site?":
    "Wat is er bekend over de bodem en de bereikbaarheid van de bouwplaats?",
  "Scaffolding, access and protection": "Steigers, toegang en bescherming",
  "Repairs and preparation of the existing surface": "Herstel en voorbereiding van de bestaande ondergrond",
  "New finish, cladding, insulation or membrane": "Nieuwe afwerking, bekleding, isolatie of membraan",
  "Details, flashings, drainage and making good": "Details, aansluitingen, afwatering en herstelwerk",
  "Hidden defects found once the surface is opened up":
    "Verborgen gebreken die pas blijken als de ondergrond wordt geopend",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Open vóór de prijsvorming een proefvlak en spreek in het contract prijzen af voor extra herstel.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "Kan er rondom een steiger staan, en is het gebouw een monument of ligt het in een beschermd gezicht?",
  "Site preparation, earthworks and drainage": "Bouwrijp maken, grondwerk en afwatering",
  "Main works: paving, surfacing, structure or equipment":
    "Hoofdwerk: bestrating, verharding, constructie of uitrusting",
  "Lighting, power and services": "Verlichting, elektra en installaties",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Bijkomend werk: opsluitbanden, hekwerk, bebording en groenvoorziening",
  "Equipment and materials": "Apparatuur en materialen",
  "Installation and mounting": "Installatie en montage",
  "Electrical works and connection to the supply": "Elektrotechnisch werk en aansluiting op het net",
  "Preparation and making good": "Voorbereiding en herstelwerk",
  "How many parking spaces? They drive most of the cost.":
    "Hoeveel parkeerplaatsen? Die bepalen het grootste deel van de kosten.",
  "How many guest rooms? They drive most of the cost.":
    "Hoeveel hotelkamers? Die bepalen het grootste deel van de kosten.",
  "How many beds? They drive most of the cost.": "Hoeveel bedden? Die bepalen het grootste deel van de kosten.",
  "How many seats? They drive most of the cost.": "Hoeveel zitplaatsen? Die bepalen het grootste deel van de kosten.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "Welk vermogen in kW (kWp bij zonnepanelen)? Dat bepaalt het grootste deel van de kosten.",
  "How many chargers? They drive most of the cost.": "Hoeveel laadpunten? Die bepalen het grootste deel van de kosten.",
  "How long is it, in metres? The length drives most of the cost.":
    "Hoe lang is het, in meters? De lengte bepaalt het grootste deel van de kosten.",
  "What capacity in m³ a day? It drives most of the cost.":
    "Welke capaciteit in m³ per dag? Die bepaalt het grootste deel van de kosten.",
  "How many are needed? The number drives most of the cost.":
    "Hoeveel zijn er nodig? Het aantal bepaalt het grootste deel van de kosten.",
  "parking spaces": "parkeerplaatsen",
  "per parking space": "per parkeerplaats",
  "guest rooms": "hotelkamers",
  "per guest room": "per hotelkamer",
  beds: "bedden",
  "per bed": "per bed",
  seats: "zitplaatsen",
  "per seat": "per zitplaats",
  kW: "kW",
  "per kW": "per kW",
  chargers: "laadpunten",
  "per charger": "per laadpunt",
  m: "m",
  "per m": "per m",
  "m³/day": "m³/dag",
  "per m³/day": "per m³/dag",
  units: "stuks",
  each: "per stuk",
};
