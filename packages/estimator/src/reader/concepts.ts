import { CONSTRUCTION_CONCEPTS } from "./concepts/construction.js";
import { SERVICE_CONCEPTS } from "./concepts/services.js";
import { SECURITY_CONCEPTS } from "./concepts/security.js";
import { SOFTWARE_CONCEPTS } from "./concepts/software.js";

/**
 * Words of the same thing in the five languages, as one feature for the classifier ("almacén",
 * "Lagerhalle", "entrepôt", "armazém" → warehouse), so a request in one language teaches the others.
 * These are inputs to the trained model, not rules: the model weighs them against every other word.
 * Patterns are matched on lower-case text without accents.
 */
export const CONCEPTS: Record<string, RegExp> = {
  ...CONSTRUCTION_CONCEPTS,
  ...SOFTWARE_CONCEPTS,
  ...SECURITY_CONCEPTS,
  ...SERVICE_CONCEPTS,
};

/** Standards and labels that describe a quality, not the kind of building ("Passivhaus school", "LEED office"). */
export const QUALITY_WORDS =
  /\b(passivhaus|passive house|passivhaus-standard|enerphit|breeam|leed|minergie|nzeb|kfw[- ]?\d+|effizienzhaus(?:[- ]\d+)?|bbc|rt ?2012|re ?2020|casa pasiva|casa passiva|edificio de consumo casi nulo|well building|dgnb)\b/g;
