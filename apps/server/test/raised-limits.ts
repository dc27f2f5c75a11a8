/**
 * The test suites and browser journeys create documents and users far faster than people do: they
 * run with the cost limits raised (rate-limits.test.ts checks the limits themselves).
 */
export const RAISED_RATE_LIMITS: Readonly<Record<string, string>> = {
  RATE_LIMIT_GENERATION: "100000",
  RATE_LIMIT_ASSISTANT: "100000",
  RATE_LIMIT_UPLOADS: "100000",
  RATE_LIMIT_REGISTRATION: "100000",
  RATE_LIMIT_SAVES: "100000",
  RATE_LIMIT_EXPORTS: "100000",
  RATE_LIMIT_SENDS: "100000",
};
