import type { BriefDetails } from "@scopewise/shared";
import { detail, flag, wholeOf, type DetailReadings, type RequestText } from "./detail.js";

type Target = NonNullable<BriefDetails["security_targets"]>[number];
type Framework = NonNullable<BriefDetails["frameworks"]>[number];

/**
 * What a security assessment tests and what a compliance programme works towards, as the request names
 * them in the reader's languages: the targets (web applications, APIs, mobile apps, the external
 * perimeter, the internal network, cloud accounts), a vulnerability assessment rather than a penetration
 * test, a retest and an attestation letter; the frameworks, the audit itself, accompaniment at the audit
 * and a compliance platform.
 */
const TARGETS: Record<Target, RegExp> = {
  web_app:
    /(?<![\p{L}\p{N}])(web ?app\w*|web applications?|web portal|portal|websites?|web ?shop|aplicaci[oó]n(?:es)? web|sitio web|portal web|web-?anwendung\w*|webanwendung\w*|web-?app|webseite|webportal|applications? web|site web|portail|aplica[cç](?:[aã]o|[oõ]es) web|applicazion[ei] web|sito web|portale|webapplicatie\w*|webapplicaties|webportaal|klantportaal|portaal|kundenportal\p{L}*|portail client|online ?(?:shop|store)|web ?shop|e-?commerce|tienda (?:online|en l[ií]nea)|loja (?:virtual|online)|boutique en ligne|negozio online|webwinkel|onlineshop)(?![\p{L}\p{N}])/iu,
  api: /(?<![\p{L}\p{N}])(apis?|rest(?:ful)? api|graphql|end-?points?|endpunkte?|web ?services?|servicios web|webservices?)(?![\p{L}\p{N}])/iu,
  mobile_app:
    /(?<![\p{L}\p{N}])(mobile apps?|mobile applications?|ios|android|apk|app m[oó]vil|aplicaci[oó]n m[oó]vil|app(?:lication)? mobile|mobile app|mobile anwendung|aplicativo|app m[oó]vel|aplica[cç][aã]o m[oó]vel|applicazione mobile|mobiele app)(?![\p{L}\p{N}])/iu,
  external:
    /(?<![\p{L}\p{N}])(external (?:network|infrastructure|pen ?test\w*|penetration|test\w*|ips?|ip addresses|perimeter|attack surface)|perimeter|internet[- ]facing|public ips?|red externa|infraestructura externa|per[íi]metro|ips? p[úu]blicas?|externe[sn]? (?:netz\w*|infrastruktur|ips?)|externes netz\w*|perimeter|[öo]ffentliche ips?|r[ée]seau externe|infrastructure externe|p[ée]rim[èe]tre|ips? publiques?|rede externa|infraestrutura externa|rete esterna|infrastruttura esterna|ip pubblic[io]|extern(?:e)? (?:netwerk|infrastructuur)|externe ip)(?![\p{L}\p{N}])/iu,
  internal:
    /(?<![\p{L}\p{N}])(internal (?:network|infrastructure|pen ?test\w*|penetration|test\w*|assets|hosts)|active directory|red interna|infraestructura interna|pentest interno|internes netz\w*|interne infrastruktur|interne[sn]? (?:pentest|netz\w*)|r[ée]seau interne|infrastructure interne|pentest interne|rede interna|infraestrutura interna|rete interna|infrastruttura interna|pentest interno|intern(?:e)? (?:netwerk|infrastructuur)|lan)(?![\p{L}\p{N}])/iu,
  cloud:
    /(?<![\p{L}\p{N}])(aws|amazon web services|azure|gcp|google cloud|m365|microsoft 365|office 365|kubernetes|cloud (?:configuration|config|review|security|environment|accounts?)|nube|configuraci[oó]n (?:de la )?nube|cloud-?konfiguration|cloud-?umgebung|configuration cloud|nuvem|configura[cç][aã]o (?:da )?nuvem|configurazione cloud|cloudconfiguratie|cloudomgeving)(?![\p{L}\p{N}])/iu,
};
const PENTEST =
  /(?<![\p{L}\p{N}])(pen ?test\w*|penetration\w*|penetra[cç][aã]o|penetraci[oó]n|intrusi[oó]n|intrusion|intrusione|ethical hack\w*|hacking [ée]tico|hacking [ée]thique|red team\w*|penetratietest\w*)(?![\p{L}\p{N}])/iu;
const SCAN =
  /(?<![\p{L}\p{N}])(vulnerability (?:assessments?|scan\w*)|vuln(?:erability)? scans?|escaneo de vulnerabilidades|an[áa]lisis de vulnerabilidades|evaluaci[oó]n de vulnerabilidades|schwachstellen\w*|scan de vuln[ée]rabilit[ée]s|analyse de vuln[ée]rabilit[ée]s|[ée]valuation des vuln[ée]rabilit[ée]s|varredura de vulnerabilidades|an[áa]lise de vulnerabilidades|avalia[cç][aã]o de vulnerabilidades|scansione delle vulnerabilit[àa]|valutazione delle vulnerabilit[àa]|vulnerability assessment|kwetsbaarheids\w*)(?![\p{L}\p{N}])/iu;
const RETEST =
  /(?<![\p{L}\p{N}])(re-?test\w*|retesting|verification of (?:the )?fix\w*|nueva prueba|re-?testeo|verificaci[oó]n de (?:las )?correcciones|nachtest\w*|wiederholungstest\w*|contre-?(?:test|audit)\w*|re-?teste|novo teste|verifica delle correzioni|hertest\w*|controle van (?:het )?herstel)(?![\p{L}\p{N}])/iu;
const ATTESTATION =
  /(?<![\p{L}\p{N}])(attestation(?: letter)?|letter of attestation|carta de (?:atestaci[oó]n|certificaci[oó]n)|certificado de (?:pentest|la prueba|pruebas)|bescheinigung|testat|lettre d'attestation|carta de atesta[cç][aã]o|declara[cç][aã]o de (?:teste|pentest)|lettera di attestazione|attestazione|verklaring|testverklaring)(?![\p{L}\p{N}])/iu;

/** Each framework's names; an acronym that is also a common word elsewhere (Dutch "AVG", Spain's "ENS") only in capitals. */
const FRAMEWORKS: Array<[Framework, RegExp[]]> = [
  ["iso27001", [/(?<![\p{L}\p{N}])(?:iso(?:\/iec)?[\s-]?27001|27001)(?![\p{L}\p{N}])/iu]],
  ["nis2", [/(?<![\p{L}\p{N}])(?:nis[\s-]?2|nis2umsucg|directive \(eu\) 2022\/2555)(?![\p{L}\p{N}])/iu]],
  ["pci_dss", [/(?<![\p{L}\p{N}])(?:pci[\s-]?dss|pci)(?![\p{L}\p{N}])/iu]],
  ["hipaa", [/(?<![\p{L}\p{N}])hipaa(?![\p{L}\p{N}])/iu]],
  ["gdpr", [/(?<![\p{L}\p{N}])(?:gdpr|rgpd|dsgvo)(?![\p{L}\p{N}])/iu, /(?<![\p{L}\p{N}])AVG(?![\p{L}\p{N}])/u]],
  [
    "ens",
    [/(?<![\p{L}\p{N}])esquema nacional de seguridad(?![\p{L}\p{N}])/iu, /(?<![\p{L}\p{N}])ENS(?![\p{L}\p{N}])/u],
  ],
];
const SOC2 = /(?<![\p{L}\p{N}])soc[\s-]?(?:2|ii)(?![\p{L}\p{N}])/iu;
const TYPE_2 = /(?<![\p{L}\p{N}])(?:type|tipo|typ|tipe)[\s-]?(?:2|ii)(?![\p{L}\p{N}])/iu;
const TYPE_1 = /(?<![\p{L}\p{N}])(?:type|tipo|typ|tipe)[\s-]?(?:1|i)(?![\p{L}\p{N}])/iu;
const CYBER_ESSENTIALS = /(?<![\p{L}\p{N}])cyber essentials(?![\p{L}\p{N}])/iu;
const CYBER_ESSENTIALS_PLUS = /(?<![\p{L}\p{N}])cyber essentials(?: plus|\s?\+)|(?<![\p{L}\p{N}])ce\+/iu;

/** The audit itself: a certification or attestation audit, the certification body, a QSA, a CPA firm's report. */
const AUDIT =
  /(?<![\p{L}\p{N}])(certification audits?|external audits?|includ\w* (?:the )?(?:external |certification )?audits?|incluid[ao]s? (?:la |las )?auditor[ií]as?|incluindo a auditoria|inklusive (?:des |dem )?audits?|y la auditor[ií]a(?: de certificaci[oó]n| externa)?|(?:y|e|et|and|und) (?:la |a |l'|the |das )?(?:auditor[ií]a|auditoria|audit) (?:de certificaci[oó]n|de certifica[cç][aã]o|de certification|di certificazione|externa|externe|esterno)|inclu(?:s|ant) l'audit|compres[oa] l'audit|audit (?:di certificazione )?compres[oa]|inclusief (?:de )?audit|stage [12] audit|certification body|get (?:us )?certified|obtain (?:the )?certification|achieve (?:the )?certification|the audit itself|including the audit|cpa firm|qsa|report on compliance|soc[\s-]?2 (?:type[\s-]?(?:1|2|i|ii) )?(?:audit|report|attestation)|auditor[ií]a de certificaci[oó]n|auditor[ií]a externa|entidad (?:de )?certificadora|certificarnos|obtener (?:la )?certificaci[oó]n|incluida la auditor[ií]a|zertifizierungsaudit|zertifizierungsstelle|externe[sn]? audit|zertifizierung erhalten|inkl\.? (?:des )?audits?|audit de certification|audit externe|organisme (?:de )?certificat(?:eur|ion)|obtenir la certification|auditoria de certifica[cç][aã]o|auditoria externa|organismo certificador|obter a certifica[cç][aã]o|certificar-nos|audit di certificazione|audit esterno|ente di certificazione|ottenere la certificazione|certificatie-?audit|certificeringsaudit|externe audit|certificerende instelling|certificering behalen|gecertificeerd worden)(?![\p{L}\p{N}])/iu;
/** The audit named as part of what is bought ("readiness and the audit", "mit Audit", "incluida la auditoría"). */
const AUDIT_INCLUDED =
  /(?<![\p{L}\p{N}])(?:and|with|plus|including|incl\.?|y|con|incluida|incluindo|com|et|avec|inclus|und|mit|inklusive|ed|compreso|met|inclusief) (?:the |la |a |l'|das |dem |den |de |het |il )?(?:external |certification )?(?:audits?|auditor[ií]as?|auditorias?|assessments?)(?![\p{L}\p{N}])/iu;
/** Words before the audit that make it the goal of the readiness work, not part of what is bought. */
const READINESS_BEFORE =
  /(?<![\p{L}\p{N}])(readiness|ready for|prepar\w*|before|ahead of|prior to|pre-?audit|antes de|preparaci[oó]n|listos para|vor(?:bereit\w*)? (?:dem|der|das)|vorbereitung|bereit f[üu]r|avant|pr[ée]par\w*|pr[êe]ts pour|antes da|prepara[cç][aã]o|prontos para|prima del(?:l')?|prepara\w*|pronti per|voor de|voorbereid\w*|klaar voor)(?![\p{L}\p{N}])[^.;]{0,40}$/iu;
const ACCOMPANIMENT =
  /(?<![\p{L}\p{N}])(accompan\w*|support during the audit|audit support|acompa[ñn]amiento|acompa[ñn]arnos|begleitung|begleiten|accompagn\w*|acompanhamento|acompanhar|affiancamento|assistenza durante l'audit|begeleiding|begeleiden)(?![\p{L}\p{N}])/iu;
const TOOL =
  /(?<![\p{L}\p{N}])(vanta|drata|secureframe|sprinto|thoropass|hyperproof|onetrust|compliance (?:platform|tool|software|automation)|grc (?:platform|tool|software)|herramienta de (?:cumplimiento|grc)|plataforma de (?:cumplimiento|grc)|software de cumplimiento|compliance-?(?:tool|plattform|software)|grc-?(?:tool|plattform|software)|outil de conformit[ée]|plateforme de conformit[ée]|logiciel (?:grc|de conformit[ée])|ferramenta de conformidade|plataforma de conformidade|piattaforma (?:di )?(?:compliance|grc)|strumento di compliance|compliancetool|complianceplatform)(?![\p{L}\p{N}])/iu;

function targets(text: string): DetailReadings["security_targets"] {
  const named = (Object.keys(TARGETS) as Target[]).filter((t) => TARGETS[t].test(text));
  if (named.length === 0) return undefined;
  const words = named.map((t) => TARGETS[t].exec(text)?.[0] ?? t);
  return detail(named, words.join(", "), 0.75);
}

function frameworks(text: string): DetailReadings["frameworks"] {
  const found: Array<[Framework, string]> = [];
  for (const [key, patterns] of FRAMEWORKS) {
    const m = patterns.map((p) => p.exec(text)).find((hit) => hit !== null);
    if (m) found.push([key, m[0]]);
  }
  const soc2 = SOC2.exec(text);
  if (soc2) {
    const two = TYPE_2.exec(text);
    const one = TYPE_1.exec(text);
    if (one) found.push(["soc2_type1", `${soc2[0]} ${one[0]}`]);
    // SOC 2 with no type named is priced as the first report buyers ask for, a Type 1 (the model says so).
    if (two || !one) found.push([two ? "soc2_type2" : "soc2_type1", two ? `${soc2[0]} ${two[0]}` : soc2[0]]);
  }
  const plus = CYBER_ESSENTIALS_PLUS.exec(text);
  const essentials = CYBER_ESSENTIALS.exec(text);
  if (plus) found.push(["cyber_essentials_plus", plus[0]]);
  else if (essentials) found.push(["cyber_essentials", essentials[0]]);
  if (found.length === 0) return undefined;
  const keys = [...new Set(found.map(([key]) => key))];
  return detail(keys, found.map(([, words]) => words).join(", "), 0.85);
}

/** The audit itself is asked for when an audit is named outside a phrase that makes it readiness's goal. */
function certificationAudit(text: string): DetailReadings["certification_audit"] {
  const included = AUDIT_INCLUDED.exec(text);
  if (included) return detail(true as const, included[0], 0.75);
  const pattern = new RegExp(AUDIT.source, "giu");
  for (const m of text.matchAll(pattern)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
    if (!READINESS_BEFORE.test(before)) return detail(true as const, m[0], 0.75);
  }
  return undefined;
}

/** What a security or compliance request says it tests, works towards and wants delivered. */
export function securityDetails(request: RequestText): DetailReadings {
  const whole = wholeOf(request);
  const scan = SCAN.exec(whole);
  return {
    security_targets: targets(whole),
    vulnerability_scan: scan && !PENTEST.test(whole) ? detail(true as const, scan[0], 0.8) : undefined,
    retest: flag(RETEST, whole),
    attestation: flag(ATTESTATION, whole),
    frameworks: frameworks(whole),
    certification_audit: certificationAudit(whole),
    audit_accompaniment: flag(ACCOMPANIMENT, whole, 0.7),
    compliance_tool: flag(TOOL, whole),
  };
}
