import type { Catalogue } from "../../catalogues.js";

/** Engine-wide messages shown in proposals (basis-of-estimate units, budget and deadline checks, estimate class, currency notes), in this language (English text → translation). */
export const core: Catalogue = {
  hour: "heure",
  "rate card": "grille tarifaire",
  "the company's own rate": "tarif propre de l’entreprise",
  "lump sum": "forfait",
  allowance: "provision",
  "stated in the request": "indiqué dans la demande",
  "The expected cost of {{total}} fits the stated budget of {{budget}}; the chance of staying within it is about {{confidence}}%.":
    "Le coût attendu de {{total}} tient dans le budget indiqué de {{budget}} ; la probabilité de le respecter est d'environ {{confidence}} %.",
  "The stated budget of {{budget}} cannot cover this scope: the expected cost is {{total}} ({{more}} more). To fit it, reduce the scope by about {{cut}}% or raise the budget to at least {{total}} ({{p80}} for 80% confidence).":
    "Le budget indiqué de {{budget}} ne couvre pas ce périmètre : le coût attendu est de {{total}} ({{more}} de plus). Pour s'y tenir, réduisez le périmètre d'environ {{cut}} % ou portez le budget à au moins {{total}} ({{p80}} pour 80 % de confiance).",
  "The stated budget of {{budget}} is not enough for any credible version of this project: the scope as asked is expected to cost {{total}}, and even its core (about {{core}}% of it) needs {{minimum}}. Trimming the plan will not close that gap; see the options below.":
    "Le budget indiqué de {{budget}} ne suffit pour aucune version crédible de ce projet : le périmètre demandé devrait coûter {{total}}, et même son cœur (environ {{core}} %) nécessite {{minimum}}. Réduire le plan ne comblera pas cet écart ; voir les options ci-dessous.",
  "The plan fits the stated {{deadline}} (median {{median}}; about {{confidence}}% chance of finishing in time).":
    "Le plan tient dans les {{deadline}} indiquées (médiane de {{median}} ; environ {{confidence}} % de chances de finir à temps).",
  "The stated {{deadline}} is not enough: the median is {{median}} ({{p80}} for 80% confidence). Meeting it would take reducing the scope by about {{cut}}% or starting earlier.":
    "Les {{deadline}} indiquées ne suffisent pas : la médiane est de {{median}} ({{p80}} pour 80 % de confiance). Tenir ce délai demanderait de réduire le périmètre d'environ {{cut}} % ou de commencer plus tôt.",
  "The stated {{deadline}} is below the shortest credible schedule for this scope: the plan needs a median {{median}}, and no team can compress it below about {{shortest}}. See the options below.":
    "Les {{deadline}} indiquées sont en dessous du calendrier crédible le plus court pour ce périmètre : le plan demande une médiane de {{median}}, et aucune équipe ne peut le ramener sous environ {{shortest}}. Voir les options ci-dessous.",
  "The stated team of {{team}} covers the {{needed}} person the plan needs at its busiest.":
    "L'équipe indiquée de {{team}} couvre la {{needed}} personne dont le plan a besoin au plus fort de la charge.",
  "The stated team of {{team}} covers the {{needed}} people the plan needs at its busiest.":
    "L'équipe indiquée de {{team}} couvre les {{needed}} personnes dont le plan a besoin au plus fort de la charge.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work.":
    "Le plan a besoin d'environ {{needed}} personnes au plus fort de la charge ; l'équipe indiquée de {{team}} mettrait environ {{weeks}} pour ses {{hours}} heures de travail.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, within the stated {{deadline}}.":
    "Le plan a besoin d'environ {{needed}} personnes au plus fort de la charge ; l'équipe indiquée de {{team}} mettrait environ {{weeks}} pour ses {{hours}} heures de travail, dans les {{deadline}} indiquées.",
  "The plan needs about {{needed}} people at its busiest; the stated team of {{team}} would need about {{weeks}} for its {{hours}} hours of work, beyond the stated {{deadline}}.":
    "Le plan a besoin d'environ {{needed}} personnes au plus fort de la charge ; l'équipe indiquée de {{team}} mettrait environ {{weeks}} pour ses {{hours}} heures de travail, au-delà des {{deadline}} indiquées.",
  "concept screening": "étude de concept",
  "study or feasibility": "étude ou faisabilité",
  "budget authorisation": "autorisation budgétaire",
  "control or bid": "contrôle ou offre",
  "check estimate": "estimation de contrôle",
  "no stated quantities": "aucune quantité indiquée",
  "1 stated quantity": "1 quantité indiquée",
  "{{n}} stated quantities": "{{n}} quantités indiquées",
  "no scope items": "aucun élément de périmètre",
  "1 scope item": "1 élément de périmètre",
  "{{n}} scope items": "{{n}} éléments de périmètre",
  "a {{n}}-word description": "une description de {{n}} mots",
  "concept design": "conception de principe",
  "schematic design": "avant-projet",
  "detailed design": "conception détaillée",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}: for this class the final cost is expected to fall between {{low}} and {{high}} of the estimate, and the simulation's spread is set to match.":
    "Il s'agit d'une estimation de classe {{class}} ({{name}}) selon {{source}}, établie à partir de {{read}} : pour cette classe, le coût final devrait se situer entre {{low}} et {{high}} de l'estimation, et la dispersion de la simulation est réglée en conséquence.",
  "The stated budget of {{budget}} {{currency}} is not compared with the estimate; convert it to US dollars to check it.":
    "Le budget indiqué de {{budget}} {{currency}} n'est pas comparé à l'estimation ; convertissez-le en dollars américains pour le vérifier.",
  "No place the estimate knows was named: priced at the cost level of {{country}}, where {{currency}} is the currency.":
    "Aucun lieu connu de l'estimation n'a été nommé : chiffré au niveau de coûts de {{country}}, dont la monnaie est {{currency}}.",
  "the venue": "le lieu",
  accommodation: "l'hébergement",
  catering: "le traiteur",
  "software licences": "les licences logicielles",
  "Not priced, as the request says the client provides or buys it: {{items}}.":
    "Non chiffré, car la demande indique que le client le fournit ou l'achète : {{items}}.",
  "There is no reference exchange rate for {{currency}}, so all figures are in US dollars ({{date}} rates).":
    "Il n'existe pas de taux de change de référence pour {{currency}} : tous les montants sont donc en dollars américains (taux de {{date}}).",
  "All figures are in {{currency}}, the local currency for {{place}}, as the request named no currency; state one to have the estimate priced in it.":
    "Tous les montants sont en {{currency}}, la monnaie locale de {{place}}, car la demande n'indiquait pas de devise ; indiquez-en une pour que l'estimation soit chiffrée dans celle-ci.",
  "This is a class {{class}} estimate ({{name}}) under {{source}}, read from {{read}}; its range comes from recorded outcomes, widened or narrowed for this class.":
    "Il s'agit d'une estimation de classe {{class}} ({{name}}) selon {{source}}, établie à partir de {{read}} ; sa fourchette provient de résultats enregistrés, élargie ou resserrée pour cette classe.",
};
