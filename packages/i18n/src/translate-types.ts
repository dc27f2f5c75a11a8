/** Values put into a message: `{{name}}` in the English text is replaced by `vars.name`. */
export type MessageValues = Record<string, string | number>;

/**
 * Says an English message in a language. The English text is the key (gettext style), so code reads
 * as what the user sees, and a message missing from a catalogue falls back to English rather than
 * to a key nobody can read; `catalogue-coverage.test.ts` fails when one is missing.
 */
export type Translate = (english: string, values?: MessageValues) => string;
