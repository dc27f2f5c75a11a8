// First: zod is configured before any schema below is built.
import "./zod-config.js";
export * from "./limits.js";
export * from "./auth.schemas.js";
export * from "./errors.schemas.js";
export * from "./workspace.schemas.js";
export * from "./estimate.schemas.js";
export * from "./agent.schemas.js";
export * from "./brief-kinds.js";
export * from "./brief-details.js";
export * from "./sharing.schemas.js";
export * from "./quote.js";
export * from "./versions.schemas.js";
export * from "./outcomes.schemas.js";
export * from "./proposal-parts.js";
export * from "./sending.schemas.js";
export * from "./company.schemas.js";
export * from "./template.schemas.js";
