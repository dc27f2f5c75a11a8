/** One ARFF data row: attribute name → raw value (undefined where the file has "?"). */
export type ArffRow = Record<string, string | undefined>;

/** Splits a data line at commas outside single or double quotes ('Financial, Property', '80\%'). */
function fields(line: string): string[] {
  const out: string[] = [];
  let current = "";
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\" && i + 1 < line.length) {
      current += line[++i];
    } else if (quote) {
      if (c === quote) quote = undefined;
      else current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c === ",") {
      out.push(current.trim());
      current = "";
    } else current += c;
  }
  out.push(current.trim());
  return out;
}

/** The rows of an ARFF file (the PROMISE repository's format): `@attribute` names, then `@data` lines; `%` starts a comment. */
export function parseArff(text: string): ArffRow[] {
  const names: string[] = [];
  const rows: ArffRow[] = [];
  let data = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("%")) continue;
    if (!data) {
      const attribute = /^@attribute\s+('[^']*'|"[^"]*"|\S+)/i.exec(line);
      if (attribute?.[1]) names.push(attribute[1].replace(/^['"]|['"]$/g, ""));
      else if (/^@data\b/i.test(line)) data = true;
      continue;
    }
    const values = fields(line);
    rows.push(
      Object.fromEntries(
        names.map((name, i) => [name, values[i] === "?" || values[i] === undefined ? undefined : values[i]]),
      ),
    );
  }
  return rows;
}
