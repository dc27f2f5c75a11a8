export * from "./limits.js";
export * from "./auth.schemas.js";
export * from "./errors.schemas.js";
export * from "./workspace.schemas.js";
export * from "./estimate.schemas.js";
export * from "./agent.schemas.js";
export * from "./brief-kinds.js";
export * from "./versions.schemas.js";
