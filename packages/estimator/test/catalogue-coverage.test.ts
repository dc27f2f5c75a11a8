/**
 * Every English message the code says through `t("…")` has a translation in each catalogue (es, de,
 * fr, pt, it, nl) with the same {{placeholders}}: a message missing from one would show in English in the
 * middle of a proposal in that language. The code is scanned, not run, so a message on a path no
 * test reaches is checked too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUES } from "@scopewise/i18n";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Where code writes user-visible text through `t()`. */
const SOURCES = ["packages/estimator/src", "packages/i18n/src", "apps/server/src", "apps/web/src"];
const LANGUAGES = ["es", "de", "fr", "pt", "it", "nl"] as const;

/** `t("…")`, `t('…')` or `w.t(\`…\`)` with a literal first argument (not `split(`, `format(`). */
const CALL = /(?<![\w$])t\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.)*)`)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const unescape = (literal: string) =>
  literal.replace(/\\(u\{?[0-9a-fA-F]+\}?|.)/g, (_, c: string) =>
    c.startsWith("u") && c.length > 1
      ? String.fromCodePoint(parseInt(c.replace(/[u{}]/g, ""), 16))
      : (({ n: "\n", t: "\t" } as Record<string, string>)[c] ?? c),
  );

/** Every English message in the code, with the files that say it. */
function messagesInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const source of SOURCES) {
    for (const file of sourceFiles(join(ROOT, source))) {
      for (const match of readFileSync(file, "utf8").matchAll(CALL)) {
        const message = unescape(match[1] ?? match[2] ?? match[3] ?? "");
        found.set(message, [...(found.get(message) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return found;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

describe("message catalogues", () => {
  const messages = messagesInCode();

  it("finds the messages (the scan works)", () => {
    expect(messages.size).toBeGreaterThan(100);
    expect(messages.has("Executive summary")).toBe(true);
  });

  it.each(LANGUAGES)("%s has every message, with the English text's placeholders", (language) => {
    const catalogue: Record<string, string> = CATALOGUES[language];
    const problems: string[] = [];
    for (const [message, files] of messages) {
      const translated = catalogue[message];
      if (translated === undefined || translated.trim() === "")
        problems.push(`missing: "${message}" (${[...new Set(files)].join(", ")})`);
      else if (placeholders(translated).join() !== placeholders(message).join())
        problems.push(`placeholders differ: "${message}" → "${translated}"`);
    }
    expect(problems).toEqual([]);
  });

  it.each(["it", "nl"] as const)(
    "%s translates every message any other catalogue translates, none left in English but names",
    (language) => {
      const catalogue: Record<string, string> = CATALOGUES[language];
      const keys = new Set(["es", "de", "fr", "pt"].flatMap((other) => Object.keys(CATALOGUES[other as "es"])));
      expect([...keys].filter((english) => !catalogue[english]?.trim())).toEqual([]);
      // A long message left as its English text is an untranslated one (short ones are names: "Figma", "Budget").
      expect([...keys].filter((english) => english.split(" ").length > 6 && catalogue[english] === english)).toEqual(
        [],
      );
    },
  );

  it.each(LANGUAGES)("%s keeps every translation's placeholders, used or not", (language) => {
    const catalogue: Record<string, string> = CATALOGUES[language];
    const differ = Object.entries(catalogue).filter(
      ([english, translated]) => placeholders(english).join() !== placeholders(translated).join(),
    );
    expect(differ).toEqual([]);
  });
});
