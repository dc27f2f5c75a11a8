import type { Brief } from "@scopewise/shared";
import { extractBrief } from "./extract-brief.js";

/**
 * What the reader made of a conversation: the brief it would price, and the questions to ask
 * instead when there is no project in it or too little to price honestly (then nothing is priced).
 */
export interface Understanding {
  brief: Brief;
  /** Empty when the brief can be priced; otherwise two to five specific questions. */
  questions: string[];
}

const NO_PROJECT = /^(hi|hello|hey|thanks?|thank you|ok|okay|cheers|good (morning|afternoon|evening))\b[\s!.,]*$/i;

/** Baseline reading: the keyword extractor, asking only when the text holds no words of a project at all. */
export function understandRequest(conversation: string): Understanding {
  const text = conversation.trim();
  const brief = extractBrief(text);
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  if (words < 3 || NO_PROJECT.test(text)) {
    return {
      brief,
      questions: [
        "What would you like to build, run or organise? One or two sentences about the project are enough.",
        "Roughly how big is it (for example the number of screens, square metres, attendees or interviews)?",
        "Is there a budget or a date it has to fit?",
      ],
    };
  }
  return { brief, questions: [] };
}
