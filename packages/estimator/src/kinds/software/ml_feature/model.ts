import type { Brief } from "@scopewise/shared";
import { translator, type Translate } from "@scopewise/i18n";
import { formatNumber } from "../../../core/money.js";
import type { PlanRisk, PlanTask } from "../../../core/plan.js";
import type { KindPlanSpec } from "../shared/assemble.js";
import type { LabourPlan } from "../shared/labour.js";
import { CLOUD, HOURS_PER_MONTH, priceLine } from "../shared/prices.js";
import {
  DEFAULT_IMAGES_TO_LABEL,
  DEFAULT_QUERIES_PER_MONTH,
  ML_HOURS,
  ML_PRICES,
  MODEL_HOURS,
  type ModelType,
  TOKENS_PER_QUERY,
  TRAINING_HOURS,
} from "./reference.js";

const TYPES: Array<[ModelType, RegExp]> = [
  [
    "llm",
    /\b(?:llm|gpt|chatbot|chat ?bot|rag|assistant|copilot|genai|generative|large language|asistente|assistent|assistente|agent)\b/iu,
  ],
  [
    "vision",
    /\b(?:image\w*|vision|camera\w*|photos?|video|drone|scratch\w*|defects?|bilderkennung|imágenes|imagens|visão|visión|caméra|kratzer|detect\w* .* (?:images|photos))\b/iu,
  ],
  [
    "recommendation",
    /\b(?:recommend\w*|also bought|personali[sz]\w*|recomendaci\w*|empfehl\w*|recommandation\w*|recomenda\w*)\b/iu,
  ],
  ["text", /\b(?:tickets?|e-?mails?|documents?|text|classif\w*|sentiment|extract\w*|nlp)\b/iu],
];
const REAL_TIME =
  /\b(?:real[- ]?time|instant\w*|live|tiempo real|echtzeit|temps r[ée]el|tempo real|on the (?:production )?line|an der fertigungslinie)\b/iu;
const LABELLED =
  /\b(?:labell?ed|annotated|etiquetad\w*|gelabelt\w*|annot[ée]e?s|rotulad\w*|historic\w* (?:tickets|labels))\b/iu;

export interface MlScope {
  type: ModelType;
  models: number;
  realTime: boolean;
  needsLabels: boolean;
  imagesToLabel: number;
  queriesPerMonth: number;
}

export function mlScope(brief: Brief): MlScope {
  const text = brief.summary;
  const type = TYPES.find(([, pattern]) => pattern.test(text))?.[0] ?? "tabular";
  const models = Math.max(1, Math.min(20, Math.round(brief.quantities.models ?? 1)));
  return {
    type,
    models,
    realTime: REAL_TIME.test(text),
    needsLabels: type === "vision" && !LABELLED.test(text),
    imagesToLabel: Math.round(brief.quantities.records ?? DEFAULT_IMAGES_TO_LABEL),
    queriesPerMonth: Math.round(brief.quantities.users ? brief.quantities.users * 20 : DEFAULT_QUERIES_PER_MONTH),
  };
}

/** An ML feature's labour: discovery, data pipeline, model build and evaluation per model, MLOps and product integration. */
export function mlLabour(scope: MlScope, t: Translate): LabourPlan {
  const h = ML_HOURS;
  return {
    managementShare: 0.1,
    phases: [
      {
        name: t("Discovery and data"),
        share: 0.25,
        tasks: [
          { name: t("Success metric, data audit and baseline"), role: "data_scientist", hours: h.discovery.value },
          { name: t("Data pipeline and feature preparation"), role: "data_engineer", hours: h.dataPipeline.value },
        ],
      },
      {
        name: t("Modelling and evaluation"),
        share: 0.4,
        tasks: [
          {
            name: t("Model development ({{n}})", { n: scope.models }),
            role: "ml_engineer",
            hours: MODEL_HOURS[scope.type].value * scope.models,
          },
          {
            name: t("Evaluation and validation with the business"),
            role: "data_scientist",
            hours: h.evaluation.value * scope.models,
          },
        ],
      },
      {
        name: t("Deployment and integration"),
        share: 0.35,
        tasks: [
          {
            name: t("Deployment, monitoring and retraining pipeline"),
            role: "ml_engineer",
            hours: h.mlops.value + (scope.realTime ? h.realTime.value : 0),
          },
          {
            name: t("Integration into the product (API and screens)"),
            role: "software_engineer",
            hours: h.integration.value,
          },
        ],
      },
    ],
  };
}

function mlRunningCosts(brief: Brief, scope: MlScope, t: Translate): PlanTask[] {
  const lines: PlanTask[] = [];
  if (scope.type === "llm") {
    const inputMillions = (scope.queriesPerMonth * 12 * TOKENS_PER_QUERY.input) / 1e6;
    const outputMillions = (scope.queriesPerMonth * 12 * TOKENS_PER_QUERY.output) / 1e6;
    lines.push(
      priceLine(
        brief,
        t("LLM API, input tokens (first year, {{n}} queries a month)", {
          n: formatNumber(scope.queriesPerMonth, 0, brief.language),
        }),
        Math.round(inputMillions),
        t("million tokens"),
        ML_PRICES.llmInputMillion,
        0.6,
        2,
      ),
    );
    lines.push(
      priceLine(
        brief,
        t("LLM API, output tokens (first year)"),
        Math.round(outputMillions),
        t("million tokens"),
        ML_PRICES.llmOutputMillion,
        0.6,
        2,
      ),
    );
    lines.push(
      priceLine(
        brief,
        t("Retrieval service hosting (first year)"),
        12 * HOURS_PER_MONTH,
        t("hour"),
        CLOUD.instanceHour,
      ),
    );
    return lines;
  }
  const gpu = scope.type === "vision" || scope.type === "text";
  lines.push(
    priceLine(
      brief,
      t("Model training compute"),
      (gpu ? TRAINING_HOURS.gpu : TRAINING_HOURS.cpu) * scope.models,
      t("hour"),
      gpu ? CLOUD.gpuHour : CLOUD.instanceHour,
      0.6,
      2,
    ),
  );
  lines.push(
    priceLine(
      brief,
      t("Inference hosting (first year)"),
      12 * HOURS_PER_MONTH,
      t("hour"),
      gpu && scope.realTime ? CLOUD.gpuHour : CLOUD.instanceHour,
    ),
  );
  if (scope.needsLabels)
    lines.push(
      priceLine(
        brief,
        t("Image labelling ({{n}} images)", { n: formatNumber(scope.imagesToLabel, 0, brief.language) }),
        scope.imagesToLabel,
        t("image"),
        ML_PRICES.labelPerObject,
        0.9,
        1.5,
      ),
    );
  return lines;
}

function mlRisks(t: Translate, baseCost: number, weeks: number, scope: MlScope): PlanRisk[] {
  return [
    {
      title: t("The data cannot support the accuracy the business needs"),
      probability: 0.35,
      impact: baseCost * 0.2,
      delayWeeks: Math.max(1, weeks * 0.2),
      mitigation: t(
        "Agree a success metric and a baseline first, and stop or re-scope at the end of discovery if the data cannot beat it.",
      ),
    },
    {
      title: t("Model quality drifts after launch as behaviour or data changes"),
      probability: 0.3,
      impact: baseCost * 0.06,
      delayWeeks: 0,
      mitigation: t("Monitor prediction quality against outcomes and retrain on a schedule."),
    },
    ...(scope.type === "llm"
      ? [
          {
            title: t("Wrong or invented answers reach users"),
            probability: 0.35,
            impact: baseCost * 0.08,
            delayWeeks: 1,
            mitigation: t(
              "Answer only from retrieved sources with citations, test against an evaluation set and log answers for review.",
            ),
          },
        ]
      : []),
    ...(scope.needsLabels
      ? [
          {
            title: t("Labelling takes longer or is less consistent than planned"),
            probability: 0.4,
            impact: baseCost * 0.08,
            delayWeeks: 2,
            mitigation: t("Write labelling guidelines with examples and review a sample of every batch."),
          },
        ]
      : []),
  ];
}

export function mlFeatureSpec(brief: Brief): KindPlanSpec {
  const t = translator(brief.language);
  const scope = mlScope(brief);
  const kinds: Record<ModelType, string> = {
    llm: t("a retrieval-augmented LLM feature"),
    vision: t("a computer-vision model"),
    recommendation: t("a recommendation model"),
    text: t("a text classification or extraction model"),
    tabular: t("a predictive model on tabular data"),
  };
  return {
    brief,
    t,
    labour: mlLabour(scope, t),
    nonLabour: mlRunningCosts(brief, scope, t),
    risks: ({ baseCost, weeks }) => mlRisks(t, baseCost, weeks, scope),
    questions: [
      t("Which decision or user action will the predictions change, and how will success be measured?"),
      t("Where is the training data, how much history is there, and is it labelled?"),
      t("How fast and how often must predictions be made (in real time, daily batch)?"),
      ...(scope.type === "llm"
        ? [t("How many questions a month do you expect, and may the documents be sent to an external model provider?")]
        : []),
    ],
    method: t(
      "Machine-learning feature priced by its parts: discovery and a data audit, a data pipeline, {{model}} hours to build each model of this type with {{evaluation}} hours of evaluation, deployment with monitoring and retraining (MLOps), and integration into the product; ML engineers build and deploy, data scientists frame and evaluate, a data engineer prepares the data; training compute, hosting, labelling or LLM usage are priced at cloud and API list prices for the first year.",
      {
        model: MODEL_HOURS[scope.type].value,
        evaluation: ML_HOURS.evaluation.value,
      },
    ),
    scope: t("{{what}}, {{n}} model(s), integrated into the product{{realTime}}.", {
      what: kinds[scope.type].charAt(0).toUpperCase() + kinds[scope.type].slice(1),
      n: scope.models,
      realTime: scope.realTime ? t(" with real-time predictions") : "",
    }),
    assumptions: [
      t("The training data exists and the client gives access to it; collecting new data is not included."),
      t(
        "The first release targets an agreed accuracy on a held-out test set; further research to push accuracy beyond it is priced separately.",
      ),
    ],
    metrics: { model_type: scope.type, models: scope.models, real_time: scope.realTime ? 1 : 0 },
  };
}
