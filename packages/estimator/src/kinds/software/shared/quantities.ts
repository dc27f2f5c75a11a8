/**
 * Business systems named by name and the length of a list in a software request. Its counts (records, tables,
 * products, systems, dashboards, models, users, data volume) are read by the reader into the Brief
 * (reader/software-counts.ts).
 */

/** Business systems and data sources named by name: each one is a system to connect or read. */
const NAMED_SYSTEMS: Array<[string, RegExp]> = [
  ["Salesforce", /\bsalesforce\b/i],
  ["HubSpot", /\bhubspot\b/i],
  ["NetSuite", /\bnetsuite\b/i],
  ["SAP", /\bsap\b/i],
  ["Odoo", /\bodoo\b/i],
  ["Dynamics", /\bdynamics\b/i],
  ["Shopify", /\bshopify\b/i],
  ["WooCommerce", /\bwoocommerce\b/i],
  ["Magento", /\bmagento\b/i],
  ["Shopware", /\bshopware\b/i],
  ["Amazon", /\bamazon\b(?!\s+web)/i],
  ["Mercado Libre", /\bmercado\s+li(?:vre|bre)\b/i],
  ["eBay", /\bebay\b/i],
  ["Stripe", /\bstripe\b/i],
  ["Adyen", /\badyen\b/i],
  ["PayPal", /\bpaypal\b/i],
  ["Xero", /\bxero\b/i],
  ["QuickBooks", /\bquickbooks\b/i],
  ["DATEV", /\bdatev\b/i],
  ["Sage", /\bsage\b/i],
  ["Zendesk", /\bzendesk\b/i],
  ["Jira", /\bjira\b/i],
  ["Slack", /\bslack\b/i],
  ["Teams", /\bmicrosoft teams\b/i],
  ["Active Directory", /\b(?:active directory|azure ad|entra)\b/i],
  ["Personio", /\bpersonio\b/i],
  ["Workday", /\bworkday\b/i],
  ["Google Ads", /\bgoogle ads\b/i],
  ["Meta", /\b(?:meta|facebook ads)\b/i],
  ["Google Analytics", /\bgoogle analytics\b|\bga4\b/i],
  ["SharePoint", /\bsharepoint\b/i],
  ["Google Sheets", /\bgoogle sheets?\b/i],
  ["Excel", /\bexcel\b/i],
  ["FTP", /\b(?:s?ftp)\b/i],
  ["ERP", /\berp\b/i],
  ["CRM", /\bcrm\b(?!\s+to)/i],
  ["WMS", /\bwms\b|\bwarehouse management\b/i],
  ["3PL", /\b3pl\b/i],
  ["POS", /\b(?:pos|point of sale|logiciel de caisse|caisse)\b/i],
  ["SQL Server", /\bsql server\b/i],
  ["Oracle", /\boracle\b/i],
  ["PostgreSQL", /\bpostgres(?:ql)?\b/i],
  ["MySQL", /\bmysql\b/i],
  ["Access", /\bms access\b|\(access\)/i],
  ["AS/400", /\bas\/?400\b/i],
];

/** A generic word that names the same system as a specific product already named ("our HubSpot CRM"). */
const SAME_AS: Record<string, string[]> = {
  CRM: ["Salesforce", "HubSpot", "Dynamics", "Zendesk"],
  ERP: ["SAP", "NetSuite", "Odoo", "Dynamics", "Sage"],
  "3PL": ["WMS"],
};

export function namedSystems(text: string): string[] {
  const named = NAMED_SYSTEMS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  return named.filter((name) => !(SAME_AS[name] ?? []).some((specific) => named.includes(specific)));
}

/** A list after a colon or "with" ("accounts, contacts, deals, notes and attachments"): how many items it names. */
export function listedItems(text: string): number {
  let most = 0;
  for (const m of text.matchAll(/(?::|\bincluding|\bincl\.?|\bwith|\bcon|\bmit|\bavec|\bcom)\s+([^.;:!?]+)/giu)) {
    const items = (m[1] ?? "")
      .split(/,|\band\b|\by\b|\bund\b|\bet\b|\be\b|&/iu)
      .map((s) => s.trim())
      .filter((s) => s.length > 1 && s.split(/\s+/).length <= 4);
    most = Math.max(most, items.length);
  }
  return most;
}

/** True when any of the words appears (the same idea in the five reader languages). */
export function mentions(text: string, pattern: RegExp): boolean {
  return pattern.test(text);
}
