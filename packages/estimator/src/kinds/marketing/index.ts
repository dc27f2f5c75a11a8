import type { Kind } from "@scopewise/shared";
import type { DomainModel } from "../../core/plan.js";

/** Marketing kinds with a pricing model of their own (one folder each). */
export const MARKETING_KINDS: Partial<Record<Kind, DomainModel>> = {
};
