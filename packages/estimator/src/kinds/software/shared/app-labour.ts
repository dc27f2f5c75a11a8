import type { Translate } from "@scopewise/i18n";
import type { CatalogueFeature } from "./catalogue.js";
import { type AppEffort, type AppScope, applicationPoints, featurePoints } from "./application.js";
import { featureLabel } from "./features.js";
import type { LabourPlan, LabourTask } from "./labour.js";
import type { RoleKey } from "./rates.js";

const MANAGEMENT = 0.1;
/** Share of effort per phase (RUP/MBASE-style distribution) and of the calendar. */
const PHASES = { discovery: [0.18, 0.2], build: [0.52, 0.45], testing: [0.18, 0.22], launch: [0.12, 0.13] } as const;

export interface BuildRoles {
  /** Who builds the features (software engineer, mobile developer). */
  features: RoleKey;
  /** Share of each feature's build that is back-end work for a software engineer (mobile apps). */
  backendShare?: number;
}

/**
 * An application's labour from its COCOMO II effort: discovery and design, build (core by a senior engineer,
 * each capability by its function points), testing and launch, with project management on top.
 */
export function applicationLabour(t: Translate, scope: AppScope, effort: AppEffort, roles: BuildRoles): LabourPlan {
  const total = effort.hours / (1 + MANAGEMENT);
  const points = applicationPoints(scope);
  const allPoints = points.core + points.features || 1;
  const build = total * PHASES.build[0];
  const backend = roles.backendShare ?? 0;
  const featureTasks = (f: CatalogueFeature): LabourTask[] => {
    const hours = (build * featurePoints(scope, f)) / allPoints;
    return [
      {
        name: t("Build: {{feature}}", { feature: featureLabel(t, f) }),
        role: roles.features,
        hours: hours * (1 - backend),
      },
    ];
  };
  const featureHours = (build * points.features) / allPoints;
  const phase = (key: keyof typeof PHASES) => ({ share: PHASES[key][1], hours: total * PHASES[key][0] });
  const discovery = phase("discovery");
  const testing = phase("testing");
  const launch = phase("launch");
  return {
    managementShare: MANAGEMENT,
    nominalWeeks: effort.nominalWeeks,
    phases: [
      {
        name: t("Discovery and design"),
        share: discovery.share,
        tasks: [
          { name: t("Requirements, user stories and backlog"), role: "senior_engineer", hours: discovery.hours * 0.4 },
          { name: t("UX research, wireframes and UI design"), role: "designer", hours: discovery.hours * 0.6 },
        ],
      },
      {
        name: t("Build"),
        share: PHASES.build[1],
        tasks: [
          {
            name: t("Architecture, core application and data model"),
            role: "senior_engineer",
            hours: (build * points.core) / allPoints,
          },
          ...[...scope.baseline, ...scope.named].flatMap(featureTasks),
          ...(scope.rest
            ? [
                {
                  name: t("Build: the rest of the stated {{size}}", { size: scope.rest.label }),
                  role: roles.features,
                  hours: ((build * scope.rest.points) / allPoints) * (1 - backend),
                },
              ]
            : []),
          ...(backend > 0
            ? [
                {
                  name: t("Back end and API for the app"),
                  role: "software_engineer" as const,
                  hours: featureHours * backend,
                },
              ]
            : []),
        ],
      },
      {
        name: t("Testing and hardening"),
        share: testing.share,
        tasks: [
          { name: t("Test automation and QA"), role: "qa_engineer", hours: testing.hours * 0.75 },
          { name: t("Defect fixing and performance tuning"), role: roles.features, hours: testing.hours * 0.25 },
        ],
      },
      {
        name: t("Launch and handover"),
        share: launch.share,
        tasks: [
          { name: t("Infrastructure, CI/CD and release"), role: "devops_engineer", hours: launch.hours * 0.5 },
          { name: t("Post-launch support (hypercare)"), role: "senior_engineer", hours: launch.hours * 0.25 },
          { name: t("Documentation, training and handover"), role: "project_manager", hours: launch.hours * 0.25 },
        ],
      },
    ],
  };
}
