import type { Catalogue } from "../../catalogues.js";

/** Sizing messages in this language (English text → translation). */
export const sizing: Catalogue = {
  " (scale factors of an embedded system: low precedentedness, very low flexibility)":
    " (facteurs d'échelle d'un système embarqué : faible antériorité, très faible flexibilité)",
  "A productive person-month is {{hours}} hours.": "Un mois-personne productif compte {{hours}} heures.",
  "A software project of {{size}}, as stated in the request: about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Un projet logiciel de {{size}}, comme l'indique la demande : environ {{hours}} heures de travail sur {{weeks}} semaines avec environ {{people}} personnes en moyenne.",
  "Build of the stated {{size}}": "Réalisation des {{size}} indiqués",
  Build: "Réalisation",
  "COSMIC function points are priced as IFPUG function points at {{ratio}} to one ({{source}}).":
    "Les points de fonction COSMIC sont valorisés comme des points de fonction IFPUG à raison de {{ratio}} pour un ({{source}}).",
  "Defect fixing and performance tuning": "Correction des anomalies et optimisation des performances",
  "Discovery and design": "Cadrage et conception",
  "Documentation, training and handover": "Documentation, formation et passation",
  "Effort at {{hours}} hours per use-case point ({{source}}).":
    "Effort à {{hours}} heures par point de cas d'utilisation ({{source}}).",
  "Effort by COCOMO II.2000 ({{source}}): PM = 2.94 × KSLOC^E × ΠEM with E = {{exponent}}{{embedded}} and ΠEM = {{multiplier}} from the cost drivers the request rates ({{rated}}), at 152 hours per person-month; the schedule is COCOMO II's TDEV (effort ÷ a team of about √PM people for small systems).":
    "Effort selon COCOMO II.2000 ({{source}}) : PM = 2,94 × KSLOC^E × ΠEM avec E = {{exponent}}{{embedded}} et ΠEM = {{multiplier}} d'après les facteurs de coût indiqués dans la demande ({{rated}}), à 152 heures par mois-personne ; le délai est le TDEV de COCOMO II (effort ÷ une équipe d'environ √PM personnes pour les petits systèmes).",
  "Effort from the size by a published productivity model: hours = {{scale}} × FP^{{exponent}}, the exponent from {{source}} and the scale fitted on recorded projects, that is {{perFp}} hours per function point at this size; the schedule is about FP^{{power}} months ({{scheduleSource}}).":
    "Effort déduit de la taille par un modèle de productivité publié : heures = {{scale}} × PF^{{exponent}}, l'exposant venant de {{source}} et l'échelle ajustée sur des projets enregistrés, soit {{perFp}} heures par point de fonction à cette taille ; le délai est d'environ PF^{{power}} mois ({{scheduleSource}}).",
  "Infrastructure, CI/CD and release": "Infrastructure, CI/CD et mise en production",
  "Launch and handover": "Lancement et passation",
  "Lines of a data-processing language are converted to function points at {{sloc}} lines each ({{source}}): {{fp}} function points.":
    "Les lignes d'un langage de gestion sont converties en points de fonction à {{sloc}} lignes chacun ({{source}}) : {{fp}} points de fonction.",
  "No recorded projects sized this way were available: the range borrows the spread measured for function-point sizes on {{projects}} recorded projects.":
    "Aucun projet enregistré mesuré ainsi n'était disponible : la fourchette reprend la dispersion mesurée pour les tailles en points de fonction sur {{projects}} projets enregistrés.",
  "Of {{projects}} comparable recorded projects priced the same way, {{inTen}} in 10 took between their P10 and P90. For this project that range, {{calibration}}, is {{p10}} to {{p90}} hours of work, with {{p50}} hours as the median (source: {{source}}).":
    "Sur {{projects}} projets enregistrés comparables chiffrés de la même façon, {{inTen}} sur 10 se sont situés entre leur P10 et leur P90. Pour ce projet, cette fourchette, {{calibration}}, va de {{p10}} à {{p90}} heures de travail, avec {{p50}} heures en médiane (source : {{source}}).",
  "calibrated on {{n}} of your finished projects": "calibrée sur {{n}} de vos projets terminés",
  "calibrated on one of your finished projects": "calibrée sur un de vos projets terminés",
  "calibrated on {{n}} public projects": "calibrée sur {{n}} projets publics",
  "Post-launch support (hypercare)": "Support après le lancement (hypercare)",
  "Project management": "Gestion de projet",
  "Rates are {{date}} market rates for {{location}}.":
    "Les taux sont les taux du marché de {{date}} pour {{location}}.",
  "Requirements, user stories and backlog": "Exigences, user stories et backlog",
  "Test automation and QA": "Automatisation des tests et QA",
  "Testing and hardening": "Tests et stabilisation",
  "The P10–P90 range is the spread of this model's own errors on {{projects}} recorded projects (public datasets, leave-one-dataset-out: {{coverage}}% of their actual efforts fell inside it; median actual ÷ P50 {{ratio}}), wider for a vaguer brief.":
    "La fourchette P10–P90 est la dispersion des propres erreurs de ce modèle sur {{projects}} projets enregistrés (jeux de données publics, un jeu laissé de côté à chaque fois : {{coverage}} % de leurs efforts réels s'y trouvaient ; médiane réel ÷ P50 {{ratio}}), plus large pour une demande plus vague.",
  "The range comes from the outcomes of comparable recorded projects, which already include their changes, turnover and overruns, so no separate risk contingency is added.":
    "La fourchette provient des résultats de projets enregistrés comparables, qui incluent déjà leurs changements, départs et dépassements ; aucune provision pour risques distincte n'est donc ajoutée.",
  "The size stated in the request ({{size}}) is used as given; the feature catalogue does not re-size it.":
    "La taille indiquée dans la demande ({{size}}) est utilisée telle quelle ; le catalogue de fonctionnalités ne la redimensionne pas.",
  "The stated velocity of {{velocity}} points per sprint gives {{sprints}} sprints of {{weeks}} weeks ({{source}}) for a team of {{team}} working {{hours}} productive hours a week.":
    "La vélocité indiquée de {{velocity}} points par sprint donne {{sprints}} sprints de {{weeks}} semaines ({{source}}) pour une équipe de {{team}} personnes à {{hours}} heures productives par semaine.",
  "UX research, wireframes and UI design": "Recherche UX, wireframes et conception d'interface",
  "all nominal": "tous nominaux",
  "{{n}} COSMIC function points": "{{n}} points de fonction COSMIC",
  "{{n}} function points": "{{n}} points de fonction",
  "{{n}} story points": "{{n}} story points",
  "{{n}} thousand lines of code": "{{n}} milliers de lignes de code",
  "{{n}} use-case points": "{{n}} points de cas d'utilisation",
  "The stated size replaces only the development labour of the {{kind}} model: its hours are split over that model's phases and roles in the proportions of its own plan, without its effort multipliers, team factors or minimum engagement; its licences, platforms and running costs are priced as in that model.":
    "La taille indiquée remplace seulement le travail de développement du modèle « {{kind}} » : ses heures sont réparties entre les phases et les rôles de ce modèle dans les proportions de son propre plan, sans ses multiplicateurs d'effort, facteurs d'équipe ni mission minimale ; ses licences, plateformes et coûts d'exploitation sont chiffrés comme dans ce modèle.",
  "No risk contingency is added: the kind's risks are overruns of the labour, which the recorded outcomes already include, and its other costs carry their own price ranges, which the measured effort spread does not scale.":
    "Aucune provision pour risques n'est ajoutée : les risques de ce type de projet sont des dépassements du travail, que les résultats enregistrés incluent déjà, et ses autres coûts ont leurs propres fourchettes de prix, que la dispersion d'effort mesurée ne met pas à l'échelle.",
  "Its size as stated in the request, {{size}}, takes about {{hours}} hours of work over {{weeks}} weeks with about {{people}} people on average.":
    "Sa taille indiquée dans la demande, {{size}}, demande environ {{hours}} heures de travail sur {{weeks}} semaines avec environ {{people}} personnes en moyenne.",
  "web application": "application web",
  "mobile app": "application mobile",
  website: "site web",
  "online store": "boutique en ligne",
  "systems integration": "intégration de systèmes",
  "data migration": "migration de données",
  "data platform": "plateforme de données",
  "machine-learning feature": "fonctionnalité d'apprentissage automatique",
  "automation script": "script d'automatisation",
  "It includes the spread between organisations as well as within one (the organisation as a random effect), so it holds for an organisation whose projects the model has not seen.":
    "Elle inclut la dispersion entre organisations en plus de celle au sein d'une même organisation (l'organisation comme effet aléatoire) : elle tient donc pour une organisation dont le modèle n'a vu aucun projet.",
  "Calibrated on {{n}} of your finished projects: the median is the public model's × {{factor}}, their effect shrunk toward the public projects' by how many there are, and the range is as wide as their own scatter leaves it.":
    "Calibré sur {{n}} de vos projets terminés : la médiane est celle du modèle public × {{factor}}, leur effet ramené vers celui des projets publics selon leur nombre, et la fourchette est aussi large que leur propre dispersion le veut.",
};
