import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Altra costruzione o opera",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Costo = {{area}} {{unit}} × {{rate}} {{per}} per {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) rivalutato dal {{year}} al {{priceYear}} con l'{{index}} (× {{ratio}}) {{adjustments}} × fattore di costo di costruzione {{factor}} per {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Il budget indicato di {{budget}} non basta a costruire questo progetto: a circa {{rate}} {{per}} tutto compreso, copre circa {{affordable}} {{unit}}, e non {{area}} come richiesto; servirebbero un perimetro molto più piccolo, un capitolato inferiore o più fondi.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, valore ipotizzato ({{basis}}): la richiesta non indicava una quantità.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "Una quantità di {{quantity}} {{unit}} è molto oltre la dimensione abituale di {{what}} (di solito fino a {{max}} {{unit}}): verifichi il dato; le cifre seguenti la valorizzano come indicata.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "Una quantità di {{quantity}} {{unit}} è insolitamente ridotta per {{what}} (di solito almeno {{min}} {{unit}}): verifichi il dato; le cifre seguenti la valorizzano come indicata.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Valorizzato con una tabella generale dei costi per {{what}} ({{source}}), non con un modello dedicato: lo consideri un ordine di grandezza finché il progetto non sarà sviluppato.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "Il parcheggio è a raso, multipiano o interrato? Uno multipiano costa circa cinque volte di più per posto auto.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "Quale punto di allaccio alla rete elettrica verrà usato, e c'è potenza disponibile?",
  "What is known about the ground and the access to the site?": "Cosa si sa del terreno e dell'accesso al cantiere?",
  "Scaffolding, access and protection": "Ponteggi, accessi e protezioni",
  "Repairs and preparation of the existing surface": "Riparazione e preparazione del supporto esistente",
  "New finish, cladding, insulation or membrane": "Nuova finitura, rivestimento, isolamento o membrana",
  "Details, flashings, drainage and making good": "Dettagli, scossaline, drenaggi e ripristini",
  "Hidden defects found once the surface is opened up": "Difetti nascosti scoperti aprendo il supporto",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Aprite un'area campione prima di quotare e concordate nel contratto i prezzi delle riparazioni aggiuntive.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "Si può montare il ponteggio su tutti i lati, e l'edificio è vincolato o in un centro storico?",
  "Site preparation, earthworks and drainage": "Preparazione del sito, movimenti terra e drenaggi",
  "Main works: paving, surfacing, structure or equipment":
    "Opere principali: pavimentazioni, manti di finitura, strutture o attrezzature",
  "Lighting, power and services": "Illuminazione, forza motrice e impianti",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Opere accessorie: cordoli, recinzioni, segnaletica e sistemazioni a verde",
  "Equipment and materials": "Apparecchiature e materiali",
  "Installation and mounting": "Installazione e montaggio",
  "Electrical works and connection to the supply": "Opere elettriche e allacciamento alla rete",
  "Preparation and making good": "Preparazione e ripristini",
  "How many parking spaces? They drive most of the cost.": "Quanti posti auto? Determinano la maggior parte del costo.",
  "How many guest rooms? They drive most of the cost.": "Quante camere? Determinano la maggior parte del costo.",
  "How many beds? They drive most of the cost.": "Quanti posti letto? Determinano la maggior parte del costo.",
  "How many seats? They drive most of the cost.": "Quanti posti a sedere? Determinano la maggior parte del costo.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "Quale potenza in kW (kWp per il fotovoltaico)? Determina la maggior parte del costo.",
  "How many chargers? They drive most of the cost.":
    "Quanti punti di ricarica? Determinano la maggior parte del costo.",
  "How long is it, in metres? The length drives most of the cost.":
    "Quanto è lungo, in metri? La lunghezza determina la maggior parte del costo.",
  "What capacity in m³ a day? It drives most of the cost.":
    "Quale capacità in m³ al giorno? Determina la maggior parte del costo.",
  "How many are needed? The number drives most of the cost.":
    "Quante unità servono? Il numero determina la maggior parte del costo.",
  "parking spaces": "posti auto",
  "per parking space": "per posto auto",
  "guest rooms": "camere",
  "per guest room": "per camera",
  beds: "posti letto",
  "per bed": "per posto letto",
  seats: "posti a sedere",
  "per seat": "per posto a sedere",
  kW: "kW",
  "per kW": "al kW",
  chargers: "punti di ricarica",
  "per charger": "per punto di ricarica",
  m: "m",
  "per m": "al m",
  "m³/day": "m³/giorno",
  "per m³/day": "per m³/giorno",
  units: "unità",
  each: "cadauno",
};
