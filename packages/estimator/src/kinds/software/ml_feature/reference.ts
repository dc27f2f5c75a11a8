import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

export type ModelType = "llm" | "vision" | "recommendation" | "text" | "tabular";

/** Hours to build and tune one model of each type (features, training, tuning; evaluation is separate). */
export const MODEL_HOURS: Record<ModelType, ReturnType<typeof norm>> = {
  llm: norm(140, "a retrieval-augmented LLM feature: retrieval, prompts, guardrails and evaluation set, hours"),
  vision: norm(280, "a computer-vision model: data pipeline, training, tuning, hours"),
  recommendation: norm(200, "a recommendation model: candidate generation, ranking, offline evaluation, hours"),
  text: norm(200, "a text classification or extraction model, hours"),
  tabular: norm(160, "a tabular model (forecasting, churn, fraud, scoring), hours"),
};

export const ML_HOURS = {
  discovery: norm(40, "ML discovery: success metric, data audit and baseline, hours"),
  dataPipeline: norm(80, "data pipeline and feature preparation for a model, hours"),
  evaluation: norm(40, "evaluation and validation of each model with the business, hours"),
  mlops: norm(80, "deployment, monitoring and retraining pipeline (MLOps), hours"),
  integration: norm(60, "integrating predictions into the product (API and screens), hours"),
  realTime: norm(40, "low-latency, real-time serving, hours"),
} as const;

export const DEFAULT_IMAGES_TO_LABEL = 5000;
export const DEFAULT_QUERIES_PER_MONTH = 10_000;
export const TOKENS_PER_QUERY = { input: 3000, output: 500 } as const;
export const TRAINING_HOURS = { gpu: 100, cpu: 200 } as const;

export const ML_PRICES = {
  llmInputMillion: listPrice(2.5, "OpenAI API pricing, GPT-4o, per million input tokens", 2024),
  llmOutputMillion: listPrice(10, "OpenAI API pricing, GPT-4o, per million output tokens", 2024),
  labelPerObject: listPrice(0.08, "Amazon SageMaker Ground Truth pricing, per object labelled (first 50,000)", 2024),
} as const;
