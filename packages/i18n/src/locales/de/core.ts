import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "Stunde",
  "rate card": "Stundensatztabelle",
  "the company's own rate": "eigener Stundensatz des Unternehmens",
  "lump sum": "Pauschale",
  allowance: "Ansatz",
  "stated in the request": "in der Anfrage angegeben",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "Die erwarteten Kosten von {{total}} liegen im angegebenen Budget von {{budget}}; die Wahrscheinlichkeit, es einzuhalten, liegt bei etwa {{confidence}} %.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "Das angegebene Budget von {{budget}} deckt diesen Umfang nicht: Die erwarteten Kosten betragen {{total}} ({{more}} mehr). Um es einzuhalten, reduzieren Sie den Umfang um etwa {{cut}} % oder erhöhen Sie das Budget auf mindestens {{total}} ({{p80}} für 80 % Wahrscheinlichkeit).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "Das angegebene Budget von {{budget}} reicht für keine glaubwürdige Version dieses Projekts: Der angefragte Umfang kostet voraussichtlich {{total}}, und selbst sein Kern (etwa {{core}} % davon) braucht {{minimum}}. Kürzungen am Plan schließen diese Lücke nicht; siehe die Optionen unten.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "Der Plan passt in die angegebenen {{deadline}} (Median {{median}}; etwa {{confidence}} % Wahrscheinlichkeit, rechtzeitig fertig zu werden).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "Die angegebenen {{deadline}} reichen nicht: Der Median liegt bei {{median}} ({{p80}} für 80 % Wahrscheinlichkeit). Um die Frist zu halten, müsste der Umfang um etwa {{cut}} % sinken oder früher begonnen werden.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "Die angegebenen {{deadline}} liegen unter dem kürzesten glaubwürdigen Zeitplan für diesen Umfang: Der Plan braucht im Median {{median}}, und kein Team kann ihn unter etwa {{shortest}} verkürzen. Siehe die Optionen unten.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "Das angegebene Team von {{team}} deckt die {{needed}} Person ab, die der Plan in seiner intensivsten Phase braucht.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "Das angegebene Team von {{team}} deckt die {{needed}} Personen ab, die der Plan in seiner intensivsten Phase braucht.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "Der Plan braucht in seiner intensivsten Phase etwa {{needed}} Personen; das angegebene Team von {{team}} bräuchte für seine {{hours}} Arbeitsstunden etwa {{weeks}}.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "Der Plan braucht in seiner intensivsten Phase etwa {{needed}} Personen; das angegebene Team von {{team}} bräuchte für seine {{hours}} Arbeitsstunden etwa {{weeks}}, innerhalb der angegebenen {{deadline}}.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "Der Plan braucht in seiner intensivsten Phase etwa {{needed}} Personen; das angegebene Team von {{team}} bräuchte für seine {{hours}} Arbeitsstunden etwa {{weeks}}, also mehr als die angegebenen {{deadline}}.",
  "concept screening": "Konzeptbewertung",
  "study or feasibility": "Studie oder Machbarkeit",
  "budget authorisation": "Budgetfreigabe",
  "control or bid": "Kontrolle oder Angebot",
  "check estimate": "Prüfschätzung",
  "no stated quantities": "keinen angegebenen Mengen",
  "1 stated quantity": "1 angegebenen Menge",
  "{{n}} stated quantities": "{{n}} angegebenen Mengen",
  "no scope items": "keinen Leistungspositionen",
  "1 scope item": "1 Leistungsposition",
  "{{n}} scope items": "{{n}} Leistungspositionen",
  "a {{n}}-word description": "einer Beschreibung mit {{n}} Wörtern",
  "concept design": "Konzeptentwurf",
  "schematic design": "Vorentwurf",
  "detailed design": "Ausführungsplanung",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Dies ist eine Schätzung der Klasse {{class}} ({{name}}) nach {{source}}, abgeleitet aus {{read}}: Für diese Klasse liegen die Endkosten voraussichtlich zwischen {{low}} und {{high}} der Schätzung, und die Streuung der Simulation ist darauf abgestimmt.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "Das angegebene Budget von {{budget}} {{currency}} wird nicht mit der Schätzung verglichen; rechnen Sie es zur Prüfung in US-Dollar um.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "Kein Ort, den die Schätzung kennt, wurde genannt: berechnet auf dem Kostenniveau von {{country}}, wo {{currency}} die Währung ist.",
  "the venue": "der Veranstaltungsort",
  accommodation: "die Unterkunft",
  catering: "das Catering",
  "software licences": "Softwarelizenzen",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "Nicht berechnet, da die Anfrage sagt, dass der Kunde es selbst stellt oder kauft: {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "Für {{currency}} gibt es keinen Referenzwechselkurs, daher sind alle Beträge in US-Dollar angegeben (Kurse von {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Alle Beträge sind in {{currency}}, der Landeswährung für {{place}}, da die Anfrage keine Währung nannte; nennen Sie eine, um die Schätzung darin zu erhalten.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Dies ist eine Schätzung der Klasse {{class}} ({{name}}) nach {{source}}, abgeleitet aus {{read}}; ihre Spanne stammt aus erfassten Projektergebnissen und wird für diese Klasse erweitert oder verengt.",
};
