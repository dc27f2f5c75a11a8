import type { Reading } from "./readings.js";
import { countOf } from "./software-counts.js";

/**
 * What a security assessment and a compliance programme are sized by, read from the request's words in the
 * reader's languages: API endpoints, a web application's user roles, external IP addresses, internal hosts,
 * cloud accounts, and the organisation's employees and sites. Read only for those kinds, whose counts the
 * generic software units (systems, users, servers) would otherwise take.
 */
const CLOUD = "(?:aws|amazon web services|azure|gcp|google cloud|cloud)";
const UNITS = {
  endpoints:
    "(?:api[\\s-]+)?end-?points?|endpunkt\\p{L}*|puntos? (?:finales|de acceso)|points? de terminaison|pontos? de extremidade|punti (?:finali|di accesso)|eindpunten",
  user_roles:
    "(?:user[\\s-]+)?roles|user types|rollen|benutzerrollen|nutzerrollen|roles de usuario|perfiles(?: de usuario)?|tipos de usuario|r[ôo]les(?: utilisateurs?)?|profils(?: utilisateurs?)?|pap[ée]is|perfis(?: de usu[áa]rio)?|tipos de usu[áa]rio|ruoli(?: utente)?|profili(?: utente)?|gebruikersrollen",
  ip_addresses:
    "ips|ip[\\s-]+address(?:es)?|ip-adress(?:en|e)|ip adress(?:en|e)|direcciones ip|adresses ip|endere[çc]os(?: de)? ip|indirizzi ip|ip-adressen|ip's|ipv4",
  hosts:
    "hosts?|devices|workstations|computers|laptops|servers|assets|activos|equipos|dispositivos|ordenadores|servidores|ger[äa]te|rechner|computer|arbeitspl[äa]tze|server|h[ôo]tes|actifs|postes(?: de travail)?|[ée]quipements|appareils|ordinateurs|serveurs|ativos|m[áa]quinas|computadores|dispositivi|postazioni|computer|apparati|apparaten|werkplekken|computers|machines",
  cloud_accounts: `${CLOUD}[\\s-]+(?:accounts?|subscriptions?|projects?|tenants?)|(?:accounts?|subscriptions?|cuentas|suscripciones|konten|abonnements|comptes|contas|assinaturas|account|sottoscrizioni|abbonamenti|abonnementen)\\s+(?:de |d'|in |auf |em |su |op |bei |en )?${CLOUD}`,
  employees:
    "employees?|staff|people|persons?|fte|ftes|empleados|trabajadores|personas|mitarbeiter\\p{L}*|besch[äa]ftigte\\p{L}*|salari[ée]s|employ[ée]s|collaborateurs|personnes|funcion[áa]rios|colaboradores|empregados|pessoas|dipendenti|collaboratori|persone|medewerkers|werknemers|personeelsleden|fte's",
  sites:
    "sites|offices|locations|branches|sedes|oficinas|centros de trabajo|ubicaciones|delegaciones|standort\\p{L}*|niederlassung\\p{L}*|b[üu]ros|filialen|bureaux|[ée]tablissements|implantations|agences|sedi|uffici|filiali|stabilimenti|locais|escrit[óo]rios|unidades|filiais|vestigingen|locaties|kantoren",
} as const;

export type SecurityCountName = keyof typeof UNITS;

/** Every security or compliance count the request states, with the words it was read from (the largest of each). */
export function securityCountsIn(text: string): Partial<Record<SecurityCountName, Reading>> {
  const out: Partial<Record<SecurityCountName, Reading>> = {};
  for (const name of Object.keys(UNITS) as SecurityCountName[]) {
    const found = countOf(text, UNITS[name]);
    if (found && Number.isInteger(found.value) && found.value >= 1) out[name] = found;
  }
  return out;
}
