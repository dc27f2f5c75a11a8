import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../core/plan.js";

/**
 * The pricing model of each project type that has its own (one folder per kind under `kinds/<domain>/`,
 * registered in that domain's `index.ts`). A kind without one is priced by its domain's general model.
 */
export const KIND_MODELS: Partial<Record<Kind, DomainModel>> = {
};
