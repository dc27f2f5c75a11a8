import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

/** Developer hours per element of a small script (build only; testing and handover are added as shares). */
export const SCRIPT_HOURS = {
  base: norm(3, "a one-input, one-output script (rename, move or convert files), hours"),
  system: norm(
    5,
    "each system or service the script reads or writes through an API or share (authentication, paging, errors), hours",
  ),
  documents: norm(8, "reading PDFs, e-mail attachments or scanned documents into fields, hours"),
  ocr: norm(6, "text recognition (OCR) on scanned documents, hours on top of reading them"),
  scraping: norm(6, "scraping a website's pages into records, hours"),
  report: norm(5, "building a spreadsheet or PDF report (merge, pivot, format), hours"),
  notify: norm(2, "e-mail or chat notification of results and failures, hours"),
  schedule: norm(3, "unattended scheduled running (deployment, logging, retries), hours"),
  desktop: norm(12, "robotic process automation of a desktop or web user interface, hours"),
  step: norm(1.5, "each further action listed in an administrative script, hours"),
} as const;

export const TEST_SHARE = norm(0.3, "testing a script on real samples, share of build hours");
export const HANDOVER = { base: norm(1, "handover and a short read-me, hours"), share: 0.1 } as const;
/** The smallest job priced: a script is never sold for minutes of work. */
export const MINIMUM_HOURS = norm(
  2,
  "smallest engagement for a script (briefing, environment set-up, handover), hours",
);

export const SCRIPT_PRICES = {
  power_automate: listPrice(15, "Microsoft Power Automate Premium, per user per month, paid yearly", 2024),
} as const;
