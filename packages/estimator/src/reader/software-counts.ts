import { NUMBER, parseAmount } from "./numerals.js";
import type { Reading } from "./readings.js";

/**
 * Quantities of software work beside screens and pages (records, tables, products, systems, dashboards,
 * models, users, data volume), read from the request's words in the reader languages.
 */
const APPROX =
  "(?:~|≈|ca\\.?|approx\\.?|about|around|roughly|some|over|more than|up to|unos|unas|cerca de|más de|hasta|etwa|rund|über|bis zu|environ|plus de|jusqu'à|mais de|até)?\\s*";

/** "5 million records", "400k Datensätze", "40 tables", "200 products": the number right before the unit (two words may sit between). */
export function countOf(text: string, units: string): Reading | undefined {
  // "une dizaine d'utilisateurs", "un centinaio di utenti": an elided "de" may join the number to its unit.
  const pattern = new RegExp(
    `${APPROX}(${NUMBER})[\\s-]*(?:[\\p{L}'-]+\\s+){0,2}?(?:d['’])?(?:${units})(?![\\p{L}])`,
    "giu",
  );
  let best: Reading | undefined;
  for (const m of text.matchAll(pattern)) {
    const value = parseAmount(m[1] ?? "");
    if (value === undefined || value <= 0 || (best && best.value >= value)) continue;
    best = { value, text: m[0].trim(), index: m.index, end: m.index + m[0].length, confidence: 0.8 };
  }
  return best;
}

const UNITS = {
  records:
    "records?|rows?|entries|registros?|registos|filas|datensätze|\\p{L}*datensätze|einträge|enregistrements?|lignes|linhas|tickets|transactions|transacciones|orders|pedidos|documents?|documentos|dokumente|images|imágenes|imagens|bilder",
  tables: "tables?|entities|objects|tablas|entidades|tabellen|entitäten|objekte|entités|objets|tabelas|objetos",
  products:
    "products?|skus?|items|productos|artikel|produkte|produits|références|produtos|referências|referencias|artículos|artigos",
  systems:
    "systems?|apps?|applications?|platforms?|sources?|endpoints?|apis?|connectors?|integrations?|sistemas?|fuentes|fontes|systeme|quellen|schnittstellen|systèmes|sources",
  dashboards:
    "dashboards?|reports?|cuadros de mando|informes|paneles|painéis|relatórios|berichte|tableaux de bord|rapports",
  models: "models?|modelos?|modelle|modèles",
  users:
    "users|usuarios|usuários|utilizadores|nutzer(?:innen|n)?|benutzer(?:innen|n)?|anwender(?:innen|n)?|\\p{L}+-user|user|utilisateurs|utenti|gebruikers|employees|empleados|mitarbeiter\\p{L}*|salariés|funcionários|dipendenti|medewerkers|seats|licen[cs]es|dealers|distributors|resellers|franchisees|technicians|drivers|concesionarios|distribuidores|técnicos|conductores|händler|vertriebspartner|techniker|fahrer|concessionnaires|revendeurs|techniciens|chauffeurs|revendedores|concessionárias|motoristas|concessionari|rivenditori|tecnici|autisti|monteurs",
} as const;

type CountName = keyof typeof UNITS;

/** Data volume in GB ("1.5 TB", "200 GB", "2 To"). */
function volumeGb(text: string): Reading | undefined {
  const pattern = new RegExp(
    `(${NUMBER})\\s*(tb|tib|terabytes?|to|gb|gib|gigabytes?|go|pb|petabytes?)(?![\\p{L}])`,
    "giu",
  );
  let best: Reading | undefined;
  for (const m of text.matchAll(pattern)) {
    const value = parseAmount(m[1] ?? "");
    if (value === undefined) continue;
    const unit = (m[2] ?? "").toLowerCase();
    const gb = /^p/.test(unit) ? value * 1_000_000 : /^t/.test(unit) ? value * 1000 : value;
    if (best && best.value >= gb) continue;
    best = { value: gb, text: m[0], index: m.index, end: m.index + m[0].length, confidence: 0.8 };
  }
  return best;
}

/** What a software request may count, and its data volume in GB. */
export type SoftwareCountName = CountName | "data_gb";

/** Every software count the request states, with the words it was read from (the largest of each). */
export function softwareCountsIn(text: string): Partial<Record<SoftwareCountName, Reading>> {
  const out: Partial<Record<SoftwareCountName, Reading>> = {};
  for (const name of Object.keys(UNITS) as CountName[]) {
    const found = countOf(text, UNITS[name]);
    if (found) out[name] = found;
  }
  const volume = volumeGb(text);
  if (volume) out.data_gb = volume;
  return out;
}
