import fc from "fast-check";

// Property tests search with a fresh random seed locally, so every run can find a new counterexample.
// CI uses a fixed seed (or PROPERTY_SEED) so that a run can be reproduced exactly and a landing is not
// decided by the luck of the draw; counterexamples found locally become regression tests.
const fixedSeed = process.env.PROPERTY_SEED ?? (process.env.CI ? "20261122" : undefined);
if (fixedSeed !== undefined) fc.configureGlobal({ seed: Number(fixedSeed) });
