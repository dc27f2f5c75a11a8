import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Autre bâtiment ou ouvrage",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Coût = {{area}} {{unit}} × {{rate}} {{per}} pour {{what}} : {{base}} {{per}} ({{source}}, {{basis}}) actualisé de {{year}} à {{priceYear}} par le {{index}} (× {{ratio}}) {{adjustments}} × facteur de coût de construction {{factor}} pour {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Le budget indiqué de {{budget}} ne permet pas ce projet : à environ {{rate}} {{per}} tout compris, il paie environ {{affordable}} {{unit}}, et non les {{area}} demandés ; il faudrait un périmètre bien plus réduit, une prestation plus simple ou davantage de financement.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, supposé ({{basis}}) : la demande n'indiquait pas de quantité.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} dépasse de loin la taille habituelle de {{what}} (en général jusqu'à {{max}} {{unit}}) : vérifiez le chiffre ; les montants ci-dessous le chiffrent tel qu'indiqué.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} est inhabituellement peu pour {{what}} (en général au moins {{min}} {{unit}}) : vérifiez le chiffre ; les montants ci-dessous le chiffrent tel qu'indiqué.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Chiffré à partir d'un barème général de coûts pour {{what}} ({{source}}), sans modèle propre : à prendre comme un ordre de grandeur jusqu'au développement de la conception.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "Le parking est-il de plain-pied, à étages ou souterrain ? Un parking à étages coûte environ cinq fois plus par place.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "Quel point de raccordement au réseau électrique sera utilisé, et la capacité y est-elle suffisante ?",
  "What is known about the ground and the access to the site?": "Que sait-on du sol et de l'accès au site ?",
  "Scaffolding, access and protection": "Échafaudage, accès et protections",
  "Repairs and preparation of the existing surface": "Réparation et préparation du support existant",
  "New finish, cladding, insulation or membrane": "Nouvelle finition, bardage, isolation ou membrane",
  "Details, flashings, drainage and making good": "Détails, solins, évacuations et reprises",
  "Hidden defects found once the surface is opened up": "Défauts cachés découverts à l'ouverture du support",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Ouvrez une zone témoin avant de chiffrer et convenez au contrat de prix pour les réparations supplémentaires.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "Un échafaudage peut-il être monté tout autour, et le bâtiment est-il classé ou en secteur protégé ?",
  "Site preparation, earthworks and drainage": "Préparation du site, terrassements et drainage",
  "Main works: paving, surfacing, structure or equipment":
    "Travaux principaux : revêtements, chaussées, structure ou équipements",
  "Lighting, power and services": "Éclairage, électricité et réseaux",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Travaux annexes : bordures, clôtures, signalisation et espaces verts",
  "Equipment and materials": "Équipements et matériaux",
  "Installation and mounting": "Installation et pose",
  "Electrical works and connection to the supply": "Travaux électriques et raccordement au réseau",
  "Preparation and making good": "Préparation et reprises",
  "How many parking spaces? They drive most of the cost.":
    "Combien de places de stationnement ? Elles déterminent l'essentiel du coût.",
  "How many guest rooms? They drive most of the cost.": "Combien de chambres ? Elles déterminent l'essentiel du coût.",
  "How many beds? They drive most of the cost.": "Combien de lits ? Ils déterminent l'essentiel du coût.",
  "How many seats? They drive most of the cost.": "Combien de places assises ? Elles déterminent l'essentiel du coût.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "Quelle puissance en kW (kWc pour le solaire) ? Elle détermine l'essentiel du coût.",
  "How many chargers? They drive most of the cost.": "Combien de bornes ? Elles déterminent l'essentiel du coût.",
  "How long is it, in metres? The length drives most of the cost.":
    "Quelle longueur, en mètres ? La longueur détermine l'essentiel du coût.",
  "What capacity in m³ a day? It drives most of the cost.":
    "Quelle capacité en m³ par jour ? Elle détermine l'essentiel du coût.",
  "How many are needed? The number drives most of the cost.":
    "Combien en faut-il ? Le nombre détermine l'essentiel du coût.",
  "parking spaces": "places de stationnement",
  "per parking space": "par place",
  "guest rooms": "chambres",
  "per guest room": "par chambre",
  beds: "lits",
  "per bed": "par lit",
  seats: "places assises",
  "per seat": "par place",
  kW: "kW",
  "per kW": "par kW",
  chargers: "bornes",
  "per charger": "par borne",
  m: "m",
  "per m": "par m",
  "m³/day": "m³/jour",
  "per m³/day": "par m³/jour",
  units: "unités",
  each: "l'unité",
};
