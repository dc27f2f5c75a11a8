import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Livrable principal",
  "Supporting materials": "Supports d'accompagnement",
  "Quality review": "Contrôle qualité",
  "Stakeholder sign-off": "Validation par les parties prenantes",
  "Project manager": "Chef de projet",
  Specialist: "Spécialiste",
  "Discovery and planning": "Cadrage et planification",
  "Requirements, plan and schedule": "Exigences, plan et calendrier",
  Delivery: "Réalisation",
  "Coordination and progress reporting": "Coordination et suivi d'avancement",
  "Review and quality": "Revue et qualité",
  "Reviews and corrections": "Revues et corrections",
  Handover: "Transfert",
  "Handover and close-out": "Transfert et clôture",
  "Scope grows after the plan is agreed": "Le périmètre s'étend après l'accord sur le plan",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Convenir du périmètre par écrit et chiffrer chaque changement avant de l'accepter.",
  "Decisions and reviews take longer than planned": "Les décisions et les revues prennent plus de temps que prévu",
  "Name one decision-maker and agree review turnaround times up front.":
    "Nommer un décideur unique et convenir des délais de revue dès le départ.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "Le travail est resserré sur {{deadline}} semaines (environ {{nominal}} à un rythme normal) : il faut plus de personnes en parallèle et des décisions rapides.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} semaines, c'est moins que ce que demande ce périmètre, même avec plus de personnes : il faut au moins {{minimum}} semaines. Réduisez le périmètre ou reportez la date.",
  deliverable: "livrable",
  deliverables: "livrables",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Un modèle général d'effort pour un service qui ne relève d'aucun modèle spécialisé : environ {{hours}} heures par livrable à cette complexité (ou l'équipe × la durée indiquées), réparties à 15/60/15/10 % entre cadrage, réalisation, revue et transfert, à {{perWeek}} heures productives par personne et par semaine ; les chiffres sont indicatifs.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Un projet avec {{items}} livrables principaux : environ {{hours}} heures de travail sur environ {{weeks}} semaines.",
  "{{n}} deliverables, as listed in the request.": "{{n}} livrables, tels que listés dans la demande.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "La demande ne listait aucun livrable ; quatre livrables types sont donc supposés.",
  "Materials, licences and travel are not included.":
    "Le matériel, les licences et les déplacements ne sont pas inclus.",
  "What exactly should be delivered, and how will you judge it complete?":
    "Que faut-il livrer exactement, et comment jugerez-vous que c'est terminé ?",
  "Who reviews the work, and how quickly can they respond?":
    "Qui relit le travail, et en combien de temps peut-il répondre ?",
  "Are there materials, licences or travel the work depends on?":
    "Le travail dépend-il de matériel, de licences ou de déplacements ?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "Le budget indiqué permet environ {{allowed}} par {{unit}} contre environ {{needed}} par {{unit}} dans ce plan.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Il manque {{gap}} au budget indiqué de {{budget}} pour atteindre le coût attendu de {{total}} pour {{units}} {{plural}} ({{needed}} par {{unit}}) ; à ce niveau il couvre environ {{covered}} {{plural}}, ou le niveau par {{unit}} doit descendre à environ {{allowed}}.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "Les taux horaires sont des salaires médians du BLS actualisés à 2026, chargés des avantages sociaux (les salaires représentent 70,4 % du coût d'un salarié, BLS ECEC) et × 1,94 pour les frais généraux et la marge, au niveau de coûts de {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}}, c'est bien au-delà de l'échelle habituelle pour ce type de projet (les chiffres de référence s'arrêtent bien en dessous de {{limit}}) ; l'estimation les extrapole et doit être confirmée avant qu'on s'y fie.",
};
