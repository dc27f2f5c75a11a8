import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "uur",
  "rate card": "tarievenkaart",
  "the company's own rate": "eigen tarief van het bedrijf",
  "lump sum": "vaste prijs",
  allowance: "stelpost",
  "stated in the request": "genoemd in de aanvraag",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "De verwachte kosten van {{total}} passen binnen het opgegeven budget van {{budget}}; de kans om daarbinnen te blijven is ongeveer {{confidence}}%.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "Het opgegeven budget van {{budget}} dekt deze scope niet: de verwachte kosten zijn {{total}} ({{more}} meer). Om erbinnen te passen, verkleint u de scope met ongeveer {{cut}}% of verhoogt u het budget tot minstens {{total}} ({{p80}} voor 80% zekerheid).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "Het opgegeven budget van {{budget}} is niet genoeg voor enige geloofwaardige versie van dit project: de gevraagde scope kost naar verwachting {{total}}, en zelfs de kern ervan (ongeveer {{core}}%) vraagt {{minimum}}. Het plan inkorten dicht dat gat niet; zie de opties hieronder.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "Het plan past binnen de opgegeven termijn van {{deadline}} (mediaan {{median}}; ongeveer {{confidence}}% kans om op tijd klaar te zijn).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "De opgegeven termijn van {{deadline}} is niet genoeg: de mediaan is {{median}} ({{p80}} voor 80% zekerheid). Om die te halen moet de scope met ongeveer {{cut}}% omlaag of moet er eerder worden begonnen.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "De opgegeven termijn van {{deadline}} ligt onder de kortste geloofwaardige planning voor deze scope: het plan vraagt een mediaan van {{median}}, en geen team kan het korter maken dan ongeveer {{shortest}}. Zie de opties hieronder.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "Het opgegeven team van {{team}} dekt de {{needed}} persoon die het plan op het drukste moment nodig heeft.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "Het opgegeven team van {{team}} dekt de {{needed}} personen die het plan op het drukste moment nodig heeft.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "Het plan heeft op het drukste moment ongeveer {{needed}} personen nodig; het opgegeven team van {{team}} zou ongeveer {{weeks}} nodig hebben voor de {{hours}} uur werk.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "Het plan heeft op het drukste moment ongeveer {{needed}} personen nodig; het opgegeven team van {{team}} zou ongeveer {{weeks}} nodig hebben voor de {{hours}} uur werk, binnen de opgegeven termijn van {{deadline}}.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "Het plan heeft op het drukste moment ongeveer {{needed}} personen nodig; het opgegeven team van {{team}} zou ongeveer {{weeks}} nodig hebben voor de {{hours}} uur werk, langer dan de opgegeven termijn van {{deadline}}.",
  "concept screening": "conceptverkenning",
  "study or feasibility": "studie of haalbaarheid",
  "budget authorisation": "budgetgoedkeuring",
  "control or bid": "beheersing of inschrijving",
  "check estimate": "controleraming",
  "no stated quantities": "geen opgegeven hoeveelheden",
  "1 stated quantity": "1 opgegeven hoeveelheid",
  "{{n}} stated quantities": "{{n}} opgegeven hoeveelheden",
  "no scope items": "geen scope-onderdelen",
  "1 scope item": "1 scope-onderdeel",
  "{{n}} scope items": "{{n}} scope-onderdelen",
  "a {{n}}-word description": "een beschrijving van {{n}} woorden",
  "concept design": "schetsontwerp",
  "schematic design": "voorlopig ontwerp",
  "detailed design": "definitief ontwerp",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Dit is een raming van klasse {{class}} ({{name}}) volgens {{source}}, afgeleid uit {{read}}: voor deze klasse valt de uiteindelijke prijs naar verwachting tussen {{low}} en {{high}} van de raming, en de spreiding van de simulatie is daarop afgestemd.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "Het opgegeven budget van {{budget}} {{currency}} wordt niet met de raming vergeleken; reken het om naar Amerikaanse dollars om het te controleren.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "Er is geen plaats genoemd die de raming kent: geraamd op het kostenniveau van {{country}}, waar {{currency}} de munt is.",
  "the venue": "de locatie",
  accommodation: "de accommodatie",
  catering: "de catering",
  "software licences": "softwarelicenties",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "Niet geraamd, omdat de aanvraag zegt dat de klant het zelf levert of koopt: {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "Er is geen referentiewisselkoers voor {{currency}}, dus alle bedragen zijn in Amerikaanse dollars (koersen van {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Alle bedragen zijn in {{currency}}, de lokale valuta van {{place}}, omdat de aanvraag geen valuta noemde; noem er een om de raming in die valuta te laten opstellen.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Dit is een raming van klasse {{class}} ({{name}}) volgens {{source}}, afgeleid uit {{read}}; de bandbreedte komt uit vastgelegde uitkomsten, verbreed of versmald voor deze klasse.",
};
