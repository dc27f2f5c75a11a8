import { z } from "zod";

/**
 * In a browser (a page or its workers) the Content-Security-Policy forbids eval, so zod must neither
 * compile validators with `new Function` nor probe for it (the probe is reported as a CSP violation
 * even though zod catches it). Set before any schema of this package is built: index.ts imports this
 * first, and package.json keeps this module's side effect. On Node the compiled validators stay.
 */
const onNode =
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === "string";
if (!onNode) z.config({ jitless: true });
