/**
 * One-click answers to the assistant's clarifying questions, where a question has obvious ones.
 * Each answer is written to stand on its own in the conversation (the reader reads the user's
 * messages), so "Both" goes with its question. Questions without obvious answers get none: the
 * user types those.
 */
export interface QuickAnswer {
  /** What the chip says. */
  label: string;
  /** What is sent as the reply. */
  content: string;
}

const MAX_OPTIONS = 5;
const MAX_OPTION_WORDS = 4;

const ASKS_BUDGET = /\bbudget\b|\bpresupuesto\b|\bor[çc]amento\b/i;
const ASKS_DATE =
  /\b(deadline|date|when|by when|time ?frame|how soon|launch date)\b|\bfecha\b|\bplazo\b|\btermin\b|\bfrist\b|\bprazo\b/i;
const YES_NO = /^(is|are|do|does|did|should|will|would|can|could|has|have|must)\b/i;
/** Example lists illustrate the question ("for example screens or square metres"); they are not answers. */
const EXAMPLES = /\b(for example|e\.g\.|such as|like)\b/i;

const sentence = (text: string) => text.trim().replace(/\s+/g, " ");
/** "both" → "Both"; a name written in its own case ("iOS") is left as it is. */
const capitalized = (text: string) =>
  text === text.toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** "…: A, B or C?" (or "… A or B?") → the choices, when they are short; otherwise none. */
function choicesIn(question: string): string[] {
  const body = question.trim().replace(/\?+$/, "");
  const afterColon = body.includes(":") ? body.slice(body.lastIndexOf(":") + 1) : null;
  if (afterColon === null || EXAMPLES.test(afterColon)) return [];
  const options = afterColon
    .split(/,|\bor\b|\bo\b|\boder\b|\bou\b/i)
    .map((option) => option.trim().replace(/^(and|y|und|et|e)\s+/i, ""))
    .filter(Boolean);
  const short = options.every((option) => option.split(/\s+/).length <= MAX_OPTION_WORDS);
  return options.length >= 2 && options.length <= MAX_OPTIONS && short ? options : [];
}

/** The chips for one question, or an empty list when its answer has to be typed. */
export function quickAnswers(question: string): QuickAnswer[] {
  const asked = sentence(question);
  const about = (answer: string): QuickAnswer => ({
    label: capitalized(answer),
    content: `${asked} ${capitalized(answer)}.`,
  });

  const choices = choicesIn(asked);
  if (choices.length > 0) return choices.map(about);

  const budget = ASKS_BUDGET.test(asked);
  const date = ASKS_DATE.test(asked);
  if (budget && date) {
    return [
      { label: "No fixed budget or deadline", content: "There is no fixed budget or deadline yet." },
      { label: "No fixed budget", content: "There is no fixed budget yet." },
      { label: "No fixed deadline", content: "There is no fixed deadline yet." },
    ];
  }
  if (budget) return [{ label: "No fixed budget", content: "There is no fixed budget yet." }];
  if (date) {
    return [
      { label: "No fixed deadline", content: "There is no fixed deadline yet." },
      { label: "Within 3 months", content: "It has to be done within 3 months." },
      { label: "Within 6 months", content: "It has to be done within 6 months." },
    ];
  }
  if (YES_NO.test(asked) && !EXAMPLES.test(asked)) return ["yes", "no"].map(about);
  return [];
}
