import { z } from "zod";
import { kindSchema, domainSchema } from "@scopewise/shared";
import { READER_LANGUAGE_CODES } from "./language.js";

/** One labelled request of the corpus (format: one JSON object a line). */
export const corpusRowSchema = z.object({
  text: z.string(),
  language: z.enum(READER_LANGUAGE_CODES),
  domain: domainSchema,
  kind: kindSchema,
  needs_input: z.boolean(),
  quantities: z.record(z.string(), z.number()).default({}),
  budget: z.number().nullable(),
  currency: z.string().nullable(),
  deadline_weeks: z.number().nullable(),
  split: z.enum(["train", "test"]).optional(),
});
export type CorpusRow = z.infer<typeof corpusRowSchema>;

/** Parses JSONL text; a malformed line is an error naming its line number. */
export function parseCorpus(jsonl: string): CorpusRow[] {
  return jsonl
    .split("\n")
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      const parsed = corpusRowSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`corpus line ${number}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
      return parsed.data;
    });
}

/** The examples the classifier learns from: the "train" split, requests with a project in them. */
export function trainingExamples(
  jsonl: string,
): Array<{ text: string; language: CorpusRow["language"]; kind: CorpusRow["kind"] }> {
  return parseCorpus(jsonl)
    .filter((row) => row.split === "train" && !row.needs_input)
    .map(({ text, language, kind }) => ({ text, language, kind }));
}
