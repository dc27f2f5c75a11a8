import type { Brief } from "@scopewise/shared";
import { channelsIn } from "../kinds/marketing/shared/channels.js";
import { featuresIn } from "../kinds/software/shared/catalogue.js";
import { bareBudget, budgetOf } from "./money.js";
import { parseNumber, NUMBER_PATTERN } from "./numbers.js";
import { timeFramesIn } from "./time-frames.js";
import { areaIn, quantitiesIn } from "./quantities.js";

const N = `(${NUMBER_PATTERN})`;

/** A brief changed by an instruction ("re-estimate with a team of 6", "what if we add payments", "in 4 months"). */
export function reviseBrief(
  brief: Brief,
  instruction: string,
  currentTeam?: number,
): { brief: Brief; changes: string[] } {
  const text = instruction.replace(/\s+/g, " ");
  const next: Brief = { ...brief, quantities: { ...brief.quantities }, features: [...brief.features] };
  const changes: string[] = [];

  const teamOf = new RegExp(`team of ${N}`, "i").exec(text);
  const more = new RegExp(
    `${N}\\s+(more|extra|additional|fewer|less)\\s+(developers|engineers|people|designers|staff|members)`,
    "i",
  ).exec(text);
  if (teamOf?.[1]) {
    const size = parseNumber(teamOf[1]);
    if (size && size >= 1 && size <= 500) {
      next.team_size = Math.round(size);
      changes.push(`a team of ${next.team_size}`);
    }
  } else if (more?.[1] && more[2]) {
    const delta = (parseNumber(more[1]) ?? 0) * (/fewer|less/i.test(more[2]) ? -1 : 1);
    const base = brief.team_size ?? currentTeam ?? 2;
    next.team_size = Math.max(1, Math.round(base + delta));
    changes.push(`a team of ${next.team_size}`);
  }

  const frames = timeFramesIn(text, { includeDays: brief.domain !== "event" });
  // For a campaign, "make it a 10-week campaign" changes the flight; "within 12 weeks" the deadline.
  if (brief.domain === "marketing" && frames.length !== undefined) {
    next.duration_weeks = frames.length;
    changes.push(`a ${frames.length}-week campaign`);
  }
  const weeks = brief.domain === "marketing" ? frames.deadline : (frames.deadline ?? frames.length);
  if (weeks !== undefined) {
    next.deadline_weeks = weeks;
    changes.push(`a time frame of ${weeks} weeks`);
  }
  const bare = bareBudget(text)?.amount;
  const money = budgetOf(text) ?? (bare === undefined ? undefined : { amount: bare, currency: brief.currency });
  if (money && /\bbudget\b/i.test(text)) {
    next.budget = money.amount;
    next.currency = money.currency;
    changes.push(`a budget of ${money.amount.toLocaleString("en-US")} ${money.currency}`);
  }
  const read = quantitiesIn(text, brief.domain);
  const area = areaIn(text)?.value;
  if (area) {
    next.quantities.area_m2 = Math.round(area);
    changes.push(`${Math.round(area).toLocaleString("en-US")} m²`);
  }
  const attendees = read.attendees?.value;
  if (attendees && brief.domain === "event") {
    next.quantities.attendees = attendees;
    changes.push(`${attendees} attendees`);
  }
  const participants = read.participants?.value;
  if (participants && brief.domain === "research") {
    next.quantities.participants = participants;
    changes.push(`${participants} participants`);
  }

  const addition = /\b(?:add|adding|include|including|plus|with)\s+(?:an?\s+|the\s+)?([^.,;]+)/i.exec(text)?.[1];
  const removal =
    /\b(?:remove|removing|drop|dropping|without|exclude|excluding|no)\s+(?:an?\s+|the\s+)?([^.,;]+)/i.exec(text)?.[1];
  if (brief.domain === "software") {
    for (const f of addition ? featuresIn(addition) : []) {
      if (!next.features.includes(f.key)) {
        next.features.push(f.key);
        changes.push(`adding ${f.label.toLowerCase()}`);
      }
    }
    for (const f of removal ? featuresIn(removal) : []) {
      const before = next.features.length;
      next.features = next.features.filter((k) => k !== f.key);
      next.summary = next.summary.replace(f.keywords, "").replace(/\s+/g, " ");
      if (next.features.length < before || !f.keywords.test(next.summary))
        changes.push(`without ${f.label.toLowerCase()}`);
    }
  } else if (brief.domain === "marketing") {
    const channels = new Set(next.quantities.channels ?? []);
    for (const c of addition ? channelsIn(addition) : []) {
      if (channels.has(c.key)) continue;
      channels.add(c.key);
      changes.push(`adding ${c.label}`);
    }
    for (const c of removal ? channelsIn(removal) : []) if (channels.delete(c.key)) changes.push(`without ${c.label}`);
    next.quantities.channels = [...channels];
  }
  return { brief: next, changes: [...new Set(changes)] };
}
