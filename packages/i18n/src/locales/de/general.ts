import type { Catalogue } from "../../catalogues.js";

/** General messages in this language (English text → translation). */
export const general: Catalogue = {
  "Core deliverable": "Kernergebnis",
  "Supporting materials": "Begleitmaterial",
  "Quality review": "Qualitätsprüfung",
  "Stakeholder sign-off": "Abnahme durch die Beteiligten",
  "Project manager": "Projektleitung",
  Specialist: "Fachkraft",
  "Discovery and planning": "Analyse und Planung",
  "Requirements, plan and schedule": "Anforderungen, Plan und Zeitplan",
  Delivery: "Umsetzung",
  "Coordination and progress reporting": "Koordination und Fortschrittsberichte",
  "Review and quality": "Prüfung und Qualität",
  "Reviews and corrections": "Prüfungen und Korrekturen",
  Handover: "Übergabe",
  "Handover and close-out": "Übergabe und Abschluss",
  "Scope grows after the plan is agreed": "Der Umfang wächst, nachdem der Plan vereinbart ist",
  "Agree the scope in writing and estimate each change before accepting it.":
    "Den Umfang schriftlich vereinbaren und jede Änderung vor der Annahme schätzen.",
  "Decisions and reviews take longer than planned": "Entscheidungen und Prüfungen dauern länger als geplant",
  "Name one decision-maker and agree review turnaround times up front.":
    "Eine entscheidungsbefugte Person benennen und Prüffristen vorab vereinbaren.",
  "The work is compressed into {{deadline}} weeks (about {{nominal}} at a normal pace): it needs more people working in parallel and quick decisions.":
    "Die Arbeit wird in {{deadline}} Wochen verdichtet (bei normalem Tempo etwa {{nominal}}): Sie braucht mehr Personen parallel und schnelle Entscheidungen.",
  "{{deadline}} weeks is shorter than this scope can be done in, even with more people: it needs at least {{minimum}} weeks. Cut the scope or move the date.":
    "{{deadline}} Wochen sind kürzer, als dieser Umfang selbst mit mehr Personen dauert: Es braucht mindestens {{minimum}} Wochen. Kürzen Sie den Umfang oder verschieben Sie den Termin.",
  deliverable: "Ergebnis",
  deliverables: "Ergebnisse",
  "A general effort model for a service that fits no specialised one: about {{hours}} hours per deliverable at this complexity (or the stated team × time frame), split 15/60/15/10% over discovery, delivery, review and handover, at {{perWeek}} productive hours per person-week; the figures are indicative.":
    "Ein allgemeines Aufwandsmodell für eine Leistung, die zu keinem spezialisierten Modell passt: etwa {{hours}} Stunden pro Ergebnis bei dieser Komplexität (oder das angegebene Team × Zeitraum), aufgeteilt 15/60/15/10 % auf Analyse, Umsetzung, Prüfung und Übergabe, bei {{perWeek}} produktiven Stunden pro Personenwoche; die Zahlen sind Richtwerte.",
  "A project with {{items}} main deliverables: about {{hours}} hours of work over about {{weeks}} weeks.":
    "Ein Projekt mit {{items}} Hauptergebnissen: etwa {{hours}} Arbeitsstunden in etwa {{weeks}} Wochen.",
  "{{n}} deliverables, as listed in the request.": "{{n}} Ergebnisse, wie in der Anfrage aufgeführt.",
  "The request listed no deliverables, so four typical ones are assumed.":
    "Die Anfrage nannte keine Ergebnisse, daher werden vier typische angenommen.",
  "Materials, licences and travel are not included.": "Material, Lizenzen und Reisen sind nicht enthalten.",
  "What exactly should be delivered, and how will you judge it complete?":
    "Was genau soll geliefert werden, und woran erkennen Sie, dass es fertig ist?",
  "Who reviews the work, and how quickly can they respond?":
    "Wer prüft die Arbeit, und wie schnell kann diese Person reagieren?",
  "Are there materials, licences or travel the work depends on?":
    "Hängt die Arbeit von Material, Lizenzen oder Reisen ab?",
  "The stated budget allows about {{allowed}} per {{unit}} against about {{needed}} per {{unit}} in this plan.":
    "Das angegebene Budget erlaubt etwa {{allowed}} pro {{unit}} gegenüber etwa {{needed}} pro {{unit}} in diesem Plan.",
  "The stated budget of {{budget}} is {{gap}} short of the expected {{total}} for {{units}} {{plural}} ({{needed}} per {{unit}}); at this standard it covers about {{covered}} {{plural}}, or the standard per {{unit}} must come down to about {{allowed}}.":
    "Dem angegebenen Budget von {{budget}} fehlen {{gap}} zu den erwarteten {{total}} für {{units}} {{plural}} ({{needed}} pro {{unit}}); auf diesem Niveau reicht es für etwa {{covered}} {{plural}}, oder das Niveau pro {{unit}} muss auf etwa {{allowed}} sinken.",
  "Hourly rates are BLS median wages escalated to 2026, loaded for benefits (wages are 70.4% of employee cost, BLS ECEC) and × 1.94 for overhead and profit, at the cost level of {{place}} (× {{factor}}).":
    "Die Stundensätze sind Medianlöhne der BLS, auf 2026 fortgeschrieben, um Nebenkosten erhöht (Löhne sind 70,4 % der Arbeitgeberkosten, BLS ECEC) und × 1,94 für Gemeinkosten und Gewinn, auf dem Kostenniveau von {{place}} (× {{factor}}).",
  "{{units}} {{word}} is far beyond the usual scale for this kind of project (reference figures stop well below {{limit}}); the estimate extrapolates them and should be confirmed before anyone relies on it.":
    "{{units}} {{word}} liegt weit über der üblichen Größe für diese Art von Projekt (die Referenzwerte enden weit unter {{limit}}); die Schätzung extrapoliert sie und sollte bestätigt werden, bevor sich jemand darauf verlässt.",
};
