import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Sonstiges Gebäude oder Bauwerk",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Kosten = {{area}} {{unit}} × {{rate}} {{per}} für {{what}}: {{base}} {{per}} ({{source}}, {{basis}}), von {{year}} auf {{priceYear}} fortgeschrieben mit dem {{index}} (× {{ratio}}) {{adjustments}} × Baukostenfaktor {{factor}} für {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "Das genannte Budget von {{budget}} reicht für dieses Projekt nicht: bei rund {{rate}} {{per}} alles inklusive bezahlt es etwa {{affordable}} {{unit}}, nicht die gewünschten {{area}}; nötig wären ein viel kleinerer Umfang, ein einfacherer Standard oder mehr Mittel.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, angenommen ({{basis}}): Die Anfrage nannte keine Menge.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} liegt weit über der üblichen Größe von {{what}} (meist bis {{max}} {{unit}}): bitte die Zahl prüfen; die folgenden Zahlen rechnen mit der Angabe.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} ist ungewöhnlich wenig für {{what}} (meist mindestens {{min}} {{unit}}): bitte die Zahl prüfen; die folgenden Zahlen rechnen mit der Angabe.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Mit einer allgemeinen Kostentabelle für {{what}} bepreist ({{source}}), ohne eigenes Modell: bis zur weiteren Planung als Größenordnung verstehen.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "Ist der Parkplatz ebenerdig, ein Parkhaus oder eine Tiefgarage? Ein Parkhaus kostet je Stellplatz etwa fünfmal so viel.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "Welcher Netzanschlusspunkt wird genutzt, und reicht die Kapazität dort?",
  "What is known about the ground and the access to the site?":
    "Was ist über den Baugrund und die Zufahrt zur Baustelle bekannt?",
  "Scaffolding, access and protection": "Gerüst, Zugang und Schutz",
  "Repairs and preparation of the existing surface": "Reparatur und Vorbereitung des Bestands",
  "New finish, cladding, insulation or membrane": "Neue Oberfläche, Bekleidung, Dämmung oder Abdichtung",
  "Details, flashings, drainage and making good": "Details, Anschlüsse, Entwässerung und Nacharbeiten",
  "Hidden defects found once the surface is opened up":
    "Verdeckte Schäden, die erst beim Öffnen der Oberfläche sichtbar werden",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Vor der Preisbildung eine Probefläche öffnen und Einheitspreise für zusätzliche Reparaturen im Vertrag vereinbaren.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "Kann ein Gerüst rundum stehen, und steht das Gebäude unter Denkmal- oder Ensembleschutz?",
  "Site preparation, earthworks and drainage": "Baufeldfreimachung, Erdarbeiten und Entwässerung",
  "Main works: paving, surfacing, structure or equipment":
    "Hauptleistungen: Beläge, Oberbau, Tragwerk oder Ausstattung",
  "Lighting, power and services": "Beleuchtung, Strom und Leitungen",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Nebenleistungen: Bordsteine, Zäune, Beschilderung und Begrünung",
  "Equipment and materials": "Geräte und Material",
  "Installation and mounting": "Installation und Montage",
  "Electrical works and connection to the supply": "Elektroarbeiten und Netzanschluss",
  "Preparation and making good": "Vorbereitung und Nacharbeiten",
  "How many parking spaces? They drive most of the cost.":
    "Wie viele Stellplätze? Sie bestimmen den Großteil der Kosten.",
  "How many guest rooms? They drive most of the cost.": "Wie viele Gästezimmer? Sie bestimmen den Großteil der Kosten.",
  "How many beds? They drive most of the cost.": "Wie viele Betten? Sie bestimmen den Großteil der Kosten.",
  "How many seats? They drive most of the cost.": "Wie viele Sitzplätze? Sie bestimmen den Großteil der Kosten.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "Welche Leistung in kW (kWp bei Photovoltaik)? Sie bestimmt den Großteil der Kosten.",
  "How many chargers? They drive most of the cost.": "Wie viele Ladepunkte? Sie bestimmen den Großteil der Kosten.",
  "How long is it, in metres? The length drives most of the cost.":
    "Wie lang ist es, in Metern? Die Länge bestimmt den Großteil der Kosten.",
  "What capacity in m³ a day? It drives most of the cost.":
    "Welche Kapazität in m³ pro Tag? Sie bestimmt den Großteil der Kosten.",
  "How many are needed? The number drives most of the cost.":
    "Wie viele werden gebraucht? Die Anzahl bestimmt den Großteil der Kosten.",
  "parking spaces": "Stellplätze",
  "per parking space": "je Stellplatz",
  "guest rooms": "Gästezimmer",
  "per guest room": "je Gästezimmer",
  beds: "Betten",
  "per bed": "je Bett",
  seats: "Sitzplätze",
  "per seat": "je Sitzplatz",
  kW: "kW",
  "per kW": "je kW",
  chargers: "Ladepunkte",
  "per charger": "je Ladepunkt",
  m: "m",
  "per m": "je m",
  "m³/day": "m³/Tag",
  "per m³/day": "je m³/Tag",
  units: "Stück",
  each: "je Stück",
};
