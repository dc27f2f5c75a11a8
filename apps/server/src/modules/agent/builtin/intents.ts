/** Costs, or the client's budget when the instruction names it ("raise the budget by 10%"). */
export type ScaleTarget = "costs" | "budget";

/** What the user asked for, read from the instruction in plain words (several phrasings per edit). */
export type Intent =
  | { kind: "shorten"; mode: "shorten" | "summarise" }
  | { kind: "expand" }
  | { kind: "to-list"; ordered: boolean }
  | { kind: "to-paragraphs" }
  | { kind: "to-table" }
  | { kind: "mark"; mark: "strong" | "em" | "u"; remove: boolean }
  | { kind: "heading"; level: number }
  | { kind: "case"; style: "title" | "sentence" | "upper" | "lower" }
  | { kind: "spelling" }
  | { kind: "grammar" }
  | { kind: "scale"; factor: number; target: ScaleTarget }
  | { kind: "currency"; to: string; rate: number | undefined }
  | { kind: "re-estimate"; instruction: string };

const CURRENCY_WORDS: Record<string, string> = {
  usd: "USD",
  dollar: "USD",
  dollars: "USD",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  gbp: "GBP",
  pound: "GBP",
  pounds: "GBP",
  sterling: "GBP",
  inr: "INR",
  rupee: "INR",
  rupees: "INR",
  jpy: "JPY",
  yen: "JPY",
  aud: "AUD",
  cad: "CAD",
  chf: "CHF",
  francs: "CHF",
  aed: "AED",
  dirhams: "AED",
  sgd: "SGD",
  cny: "CNY",
  yuan: "CNY",
};
const CURRENCY_PATTERN = new RegExp(`\\b(${Object.keys(CURRENCY_WORDS).join("|")})\\b`, "i");
const NUMBER_WORDS: Record<string, number> = { double: 2, twice: 2, triple: 3, halve: 0.5, half: 0.5 };

export function parseIntent(instruction: string): Intent | undefined {
  const q = instruction.toLowerCase().replace(/\s+/g, " ").trim();

  if (
    /\b(re-?estimate|recalculate|re-?calculate|re-?plan|what if|update the (estimate|timeline|cost|budget)|with a team of|(\d+|one|two|three) (more|fewer|less) (developers|engineers|people|designers))\b/.test(
      q,
    )
  ) {
    return { kind: "re-estimate", instruction };
  }
  const currency = CURRENCY_PATTERN.exec(q);
  if (currency?.[1] && /\b(convert|change|switch|use|show|express|into|to|in|currency)\b/.test(q)) {
    const rate = /\b(?:at|rate(?: of)?|@|=)\s*(\d+(?:\.\d+)?)/.exec(q)?.[1];
    return { kind: "currency", to: CURRENCY_WORDS[currency[1]] ?? "USD", rate: rate ? Number(rate) : undefined };
  }
  const percent =
    /\b(increase|raise|bump|up|add|inflate|reduce|decrease|lower|cut|discount|drop|decrease)\b[^%\d]*(\d+(?:\.\d+)?)\s*(%|percent|per cent)/.exec(
      q,
    );
  if (percent?.[1] && percent[2]) {
    const sign = /increase|raise|bump|up|add|inflate/.test(percent[1]) ? 1 : -1;
    return { kind: "scale", factor: 1 + (sign * Number(percent[2])) / 100, target: scaleTarget(q) };
  }
  const multiply = /\b(?:multiply|scale)\b[^\d]*by (\d+(?:\.\d+)?)/.exec(q);
  if (multiply?.[1]) return { kind: "scale", factor: Number(multiply[1]), target: scaleTarget(q) };
  const word =
    /\b(double|twice|triple|halve|half)\b.*\b(cost|costs|price|prices|budget|figures|amounts|numbers|rates|fees)\b/.exec(
      q,
    );
  if (word?.[1]) return { kind: "scale", factor: NUMBER_WORDS[word[1]] ?? 1, target: scaleTarget(q) };

  // "Capitalise all letters" is upper case; "capitalise each word" (or its first letters) is title case.
  if (
    /\b(upper ?case|all caps|(all )?capital letters|block capitals)\b|\bcapitali[sz]e (all|every)( the)? letters\b/.test(
      q,
    )
  )
    return { kind: "case", style: "upper" };
  if (/\btitle[- ]case\b|\bcapitali[sz]e (each|every|all|the) (first )?(letters?|words?)\b/.test(q))
    return { kind: "case", style: "title" };
  if (/\bsentence[- ]case\b/.test(q)) return { kind: "case", style: "sentence" };
  if (/\blower ?case\b/.test(q)) return { kind: "case", style: "lower" };
  if (
    /\b(grammar|grammatical(ly)?|punctuation|proofread|fix (the )?(writing|wording|language|english|mistakes|errors))\b/.test(
      q,
    )
  )
    return { kind: "grammar" };
  if (/\b(spell(ing)?|typos?|misspell\w*|spell-?check)\b/.test(q)) return { kind: "spelling" };

  if (/\b(into|as|to|in) (a |an )?(table|grid)\b|\btabulate\b|\btabular\b|\bmake (it |this )?(a )?table\b/.test(q))
    return { kind: "to-table" };
  if (
    /\b(into|as|to) (normal |plain )?(paragraphs?|prose|running text)\b|\b(remove|drop) (the )?bullets?\b|\bun-?bullet\b/.test(
      q,
    )
  )
    return { kind: "to-paragraphs" };
  if (/\b(numbered|ordered) list\b|\bnumber (the )?(points|items|steps)\b/.test(q))
    return { kind: "to-list", ordered: true };
  if (/\bbullet(ed)?s?\b|\b(as|into|to|make (it|this)) (a )?list\b|\bitemi[sz]e\b|\blist form\b/.test(q))
    return { kind: "to-list", ordered: false };

  // "unbold", "un-italicise": the prefix asks for removal too.
  const remove = /\b(remove|no longer|drop|without|clear|strip|get rid of|take off)\b|\bun-?(bold|itali|underlin)/.test(
    q,
  );
  if (/\b(un-?)?(bold|embolden|strong)\b/.test(q)) return { kind: "mark", mark: "strong", remove };
  if (/\b(un-?)?(italics?|italici[sz]ed?|emphasi[sz]ed?)\b/.test(q)) return { kind: "mark", mark: "em", remove };
  if (/\b(un-?)?underlin(e|ed|ing)\b/.test(q)) return { kind: "mark", mark: "u", remove };
  const heading =
    /\b(?:h([1-6])|heading ?(?:level )?([1-6])|(?:level ?)([1-6]) heading|(heading|header|title|subheading|sub-heading))\b/.exec(
      q,
    );
  if (heading) {
    const level = Number(heading[1] ?? heading[2] ?? heading[3] ?? (/\bsub-?heading\b/.test(q) ? 3 : 2));
    return { kind: "heading", level };
  }

  if (/\b(summari[sz]e|summary|tl;?dr|key points|gist)\b/.test(q)) return { kind: "shorten", mode: "summarise" };
  if (/\b(shorten|shorter|condense|concise|trim|cut (it |this )?down|briefer|tighten|less wordy|fewer words)\b/.test(q))
    return { kind: "shorten", mode: "shorten" };
  if (
    /\b(expand|elaborate|more detail(ed)?|longer|flesh (it |this )?out|add (more )?detail|develop (it|this)|go deeper)\b/.test(
      q,
    )
  )
    return { kind: "expand" };
  return undefined;
}

export const CAPABILITIES =
  'I can shorten or summarise, expand, turn text into a bullet or numbered list or back into paragraphs, make a table, make text bold, italic, underlined or a heading, change to title, sentence, upper or lower case, fix spelling and grammar, scale figures ("increase the costs by 10%"), change the currency or convert it at a rate ("convert to EUR at 0.92"), and re-estimate the timeline or cost for a different team size, deadline, budget or scope ("re-estimate with a team of 6").';

function scaleTarget(q: string): ScaleTarget {
  return /\bbudgets?\b/.test(q) && !/\b(costs?|prices?|figures|amounts|rates|fees)\b/.test(q) ? "budget" : "costs";
}

/** Instructions that rewrite the words but not the facts (shorten, summarise, expand, lists, grammar): their answers keep every figure. */
export function rewritesText(instruction: string): boolean {
  const kind = parseIntent(instruction)?.kind;
  return (
    kind === "shorten" ||
    kind === "expand" ||
    kind === "to-list" ||
    kind === "to-paragraphs" ||
    kind === "grammar" ||
    kind === "spelling"
  );
}
