import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Kernresultaat",
  "Supporting materials": "Ondersteunend materiaal",
  "Quality review": "Kwaliteitscontrole",
  "Stakeholder sign-off": "Akkoord van belanghebbenden",
  "Project manager": "Projectmanager",
  Specialist: "Specialist",
  "Discovery and planning": "Verkenning en planning",
  "Requirements, plan and schedule": "Eisen, plan en planning",
  Delivery: "Uitvoering",
  "Coordination and progress reporting": "Coördinatie en voortgangsrapportage",
  "Review and quality": "Controle en kwaliteit",
  "Reviews and corrections": "Reviews en correcties",
  Handover: "Overdracht",
  "Handover and close-out": "Overdracht en afronding",
  "Scope grows after the plan is agreed": "De scope groeit nadat het plan is vastgesteld",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Leg de scope schriftelijk vast en raam elke wijziging voordat u die accepteert.",
  "Decisions and reviews take longer than planned": "Besluiten en reviews duren langer dan gepland",
  "Name one decision-maker and agree review turnaround times up front.":
    "Wijs één beslisser aan en spreek vooraf doorlooptijden voor reviews af.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "Het werk wordt samengeperst in {{deadline}} weken (ongeveer {{nominal}} in een normaal tempo): er zijn meer mensen tegelijk en snelle besluiten nodig.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} weken is korter dan deze scope kan worden uitgevoerd, zelfs met meer mensen: er zijn minstens {{minimum}} weken nodig. Verklein de scope of verschuif de datum.",
  deliverable: "resultaat",
  deliverables: "resultaten",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Een algemeen inspanningsmodel voor een dienst die in geen gespecialiseerd model past: ongeveer {{hours}} uur per resultaat bij deze complexiteit (of het opgegeven team × de looptijd), verdeeld 15/60/15/10% over verkenning, uitvoering, controle en overdracht, bij {{perWeek}} productieve uren per persoon per week; de cijfers zijn indicatief.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Een project met {{items}} kernresultaten: ongeveer {{hours}} uur werk in ongeveer {{weeks}} weken.",
  "{{n}} deliverables, as listed in the request.": "{{n}} resultaten, zoals genoemd in de aanvraag.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "De aanvraag noemde geen resultaten, dus er worden vier gebruikelijke aangenomen.",
  "Materials, licences and travel are not included.": "Materialen, licenties en reizen zijn niet inbegrepen.",
  "What exactly should be delivered, and how will you judge it complete?":
    "Wat moet er precies worden opgeleverd, en hoe beoordeelt u of het af is?",
  "Who reviews the work, and how quickly can they respond?": "Wie beoordeelt het werk, en hoe snel kan die reageren?",
  "Are there materials, licences or travel the work depends on?":
    "Zijn er materialen, licenties of reizen waarvan het werk afhangt?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "Het opgegeven budget laat ongeveer {{allowed}} per {{unit}} toe, tegenover ongeveer {{needed}} per {{unit}} in dit plan.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Het opgegeven budget van {{budget}} komt {{gap}} tekort op de verwachte {{total}} voor {{units}} {{plural}} ({{needed}} per {{unit}}); op dit niveau dekt het ongeveer {{covered}} {{plural}}, of het niveau per {{unit}} moet omlaag naar ongeveer {{allowed}}.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "Uurtarieven zijn mediane BLS-lonen, geïndexeerd naar 2026, verhoogd met werkgeverslasten (lonen zijn 70,4% van de loonkosten, BLS ECEC) en × 1,94 voor overhead en winst, op het kostenniveau van {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}} ligt ver boven de gebruikelijke schaal voor dit soort project (de referentiecijfers houden ruim onder {{limit}} op); de raming extrapoleert ze en moet worden bevestigd voordat iemand erop vertrouwt.",
};
