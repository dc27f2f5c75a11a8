import type { Catalogue } from "../../catalogues.js";

/** Messages of the general works model (building and works types without a model of their own). */
export const works: Catalogue = {
  "Other building or works": "Otra edificación u obra",
  "Cost = {{area}} {{unit}} × {{rate}} {{per}} for {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) escalated from {{year}} to {{priceYear}} by the {{index}} (× {{ratio}}) {{adjustments}} × construction cost factor {{factor}} for {{place}} ({{factorSource}}).":
    "Coste = {{area}} {{unit}} × {{rate}} {{per}} para {{what}}: {{base}} {{per}} ({{source}}, {{basis}}) actualizado de {{year}} a {{priceYear}} con el {{index}} (× {{ratio}}) {{adjustments}} × factor de coste de construcción {{factor}} para {{place}} ({{factorSource}}).",
  "The stated budget of {{budget}} cannot build this project: at about {{rate}} {{per}} all in, it pays for about {{affordable}} {{unit}}, not the {{area}} asked for; a much smaller scope, a lower specification or more funding would be needed.":
    "El presupuesto indicado de {{budget}} no alcanza para este proyecto: a unos {{rate}} {{per}} con todo incluido, paga unos {{affordable}} {{unit}}, no los {{area}} pedidos; haría falta un alcance mucho menor, una especificación más baja o más financiación.",
  "{{area}} {{unit}}, assumed ({{basis}}): the request gave no quantity.":
    "{{area}} {{unit}}, supuesto ({{basis}}): la solicitud no indicaba la cantidad.",
  "{{quantity}} {{unit}} is far beyond the usual size of {{what}} (usually up to {{max}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} supera con mucho el tamaño habitual de {{what}} (normalmente hasta {{max}} {{unit}}): compruebe la cifra; los importes siguientes lo valoran tal como se indica.",
  "{{quantity}} {{unit}} is unusually small for {{what}} (usually at least {{min}} {{unit}}): check the figure; the figures below price it as stated.":
    "{{quantity}} {{unit}} es inusualmente poco para {{what}} (normalmente al menos {{min}} {{unit}}): compruebe la cifra; los importes siguientes lo valoran tal como se indica.",
  "Priced from a general cost table for {{what}} ({{source}}), not a model of its own: treat it as an order of magnitude until the design is developed.":
    "Valorado con una tabla general de costes para {{what}} ({{source}}), sin modelo propio: tómelo como orden de magnitud hasta que se desarrolle el proyecto.",
  "Is the car park at ground level, multi-storey or underground? A multi-storey one costs about five times as much per space.":
    "¿El aparcamiento es en superficie, en altura o subterráneo? Uno en altura cuesta unas cinco veces más por plaza.",
  "Which connection point to the electricity supply will it use, and is there capacity there?":
    "¿Qué punto de conexión a la red eléctrica se usará y hay capacidad suficiente?",
  "What is known about the ground and the access to the site?": "¿Qué se sabe del terreno y del acceso a la obra?",
  "Scaffolding, access and protection": "Andamios, accesos y protecciones",
  "Repairs and preparation of the existing surface": "Reparación y preparación del soporte existente",
  "New finish, cladding, insulation or membrane": "Nuevo acabado, revestimiento, aislamiento o lámina",
  "Details, flashings, drainage and making good": "Remates, encuentros, desagües y repasos",
  "Hidden defects found once the surface is opened up": "Defectos ocultos que aparecen al abrir el soporte",
  "Open up a sample area before pricing and agree rates for extra repairs in the contract.":
    "Abra una zona de muestra antes de presupuestar y pacte en el contrato precios para reparaciones adicionales.",
  "Can scaffolding stand all round, and is the building listed or in a conservation area?":
    "¿Se puede montar andamio en todo el perímetro y está el edificio protegido o en un conjunto histórico?",
  "Site preparation, earthworks and drainage": "Preparación del terreno, movimiento de tierras y drenaje",
  "Main works: paving, surfacing, structure or equipment":
    "Obra principal: pavimentos, firmes, estructura o equipamiento",
  "Lighting, power and services": "Alumbrado, electricidad e instalaciones",
  "Ancillary works: kerbs, fencing, signage and landscaping":
    "Obras auxiliares: bordillos, vallados, señalización y jardinería",
  "Equipment and materials": "Equipos y materiales",
  "Installation and mounting": "Instalación y montaje",
  "Electrical works and connection to the supply": "Obra eléctrica y conexión a la red",
  "Preparation and making good": "Preparación y remates",
  "How many parking spaces? They drive most of the cost.":
    "¿Cuántas plazas de aparcamiento? Determinan la mayor parte del coste.",
  "How many guest rooms? They drive most of the cost.": "¿Cuántas habitaciones? Determinan la mayor parte del coste.",
  "How many beds? They drive most of the cost.": "¿Cuántas camas? Determinan la mayor parte del coste.",
  "How many seats? They drive most of the cost.": "¿Cuántas localidades? Determinan la mayor parte del coste.",
  "What capacity in kW (kWp for solar)? It drives most of the cost.":
    "¿Qué potencia en kW (kWp si es solar)? Determina la mayor parte del coste.",
  "How many chargers? They drive most of the cost.": "¿Cuántos cargadores? Determinan la mayor parte del coste.",
  "How long is it, in metres? The length drives most of the cost.":
    "¿Qué longitud tiene, en metros? La longitud determina la mayor parte del coste.",
  "What capacity in m³ a day? It drives most of the cost.":
    "¿Qué capacidad en m³ al día? Determina la mayor parte del coste.",
  "How many are needed? The number drives most of the cost.":
    "¿Cuántas unidades hacen falta? El número determina la mayor parte del coste.",
  "parking spaces": "plazas de aparcamiento",
  "per parking space": "por plaza",
  "guest rooms": "habitaciones",
  "per guest room": "por habitación",
  beds: "camas",
  "per bed": "por cama",
  seats: "localidades",
  "per seat": "por localidad",
  kW: "kW",
  "per kW": "por kW",
  chargers: "cargadores",
  "per charger": "por cargador",
  m: "m",
  "per m": "por m",
  "m³/day": "m³/día",
  "per m³/day": "por m³/día",
  units: "unidades",
  each: "cada una",
};
