/** A concept as a whole-word pattern over its alternatives (lower case, no accents; regex syntax allowed). */
export const words = (...alternatives: string[]): RegExp => new RegExp(`\\b(${alternatives.join("|")})\\b`);
