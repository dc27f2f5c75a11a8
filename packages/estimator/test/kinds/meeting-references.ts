/**
 * American Express Meetings & Events, 2019 Global Meetings and Events Forecast: North American planners put a
 * meeting's cost per attendee, excluding air, at $1,200 (internal meetings) to $1,700 (incentives) — a whole
 * meeting with its hotel nights, so an upper bound for a conference without them.
 */
export const AMEX_2019_PER_ATTENDEE = { internal: 1_200, incentive: 1_700 } as const;
