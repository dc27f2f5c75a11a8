import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";

/** Research kinds with a pricing model of their own (one folder each). */
export const RESEARCH_KINDS: Partial<Record<Kind, DomainModel>> = {
};
