import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../core/plan.js";
import { CONSTRUCTION_KINDS } from "./construction/index.js";
import { EVENT_KINDS } from "./event/index.js";
import { MARKETING_KINDS } from "./marketing/index.js";
import { OTHER_KINDS } from "./other/index.js";
import { RESEARCH_KINDS } from "./research/index.js";
import { SOFTWARE_KINDS } from "./software/index.js";

/**
 * The pricing model of each project type that has its own (one folder per kind under `kinds/<domain>/`,
 * registered in that domain's `index.ts`). A kind without one is priced by its domain's general model.
 */
export const KIND_MODELS: Partial<Record<Kind, DomainModel>> = {
  ...SOFTWARE_KINDS,
  ...CONSTRUCTION_KINDS,
  ...MARKETING_KINDS,
  ...EVENT_KINDS,
  ...RESEARCH_KINDS,
  ...OTHER_KINDS,
};
