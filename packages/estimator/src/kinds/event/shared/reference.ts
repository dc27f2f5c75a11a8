import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";

/**
 * What UK venues take per delegate of a booking: room hire, food and drink and AV hire. It anchors the
 * per-head costs of meetings and conferences. (The bare day-delegate rate, £33–43 in 2017–2018 surveys,
 * covers only a room, lunch and two breaks, and priced whole events at a third of what they cost.)
 */
export const VENUE_REVENUE_PER_DELEGATE: Cited<Amount> = cited(
  amount(150.01, "GBP"),
  "The Business of Events with Venue Performance, Events Economy Tracker Q3 2024 (revenue per delegate at 350 UK venues: venue hire, F&B and AV hire)",
  2024,
);

/** Where a conference's money goes (share of cost): the split turns the venues' take per delegate into lines. */
export const CONFERENCE_COST_SHARES = cited(
  {
    foodAndBeverage: 0.33,
    spaceRental: 0.06,
    audiovisual: 0.15,
    decoratorAndLabour: 0.09,
    security: 0.02,
    speakersAndEntertainment: 0.07,
    marketing: 0.07,
    registration: 0.06,
    insurance: 0.01,
    signageAndPrint: 0.05,
  },
  "PCMA Convene, 2013 Meetings Market Survey (expense shares of respondents' largest 2012 event)",
  2012,
);

/** Meeting lead time at an average group size: the anchor for how long events of other sizes take to plan. */
export const MEETING_LEAD_TIME = cited(
  { days: 59, groupSize: 73 },
  "CWT Meetings & Events, 2020 Future Trends report (average lead time and group size)",
  2019,
);

/** Day-delegate-rate premium of the top meeting cities over the national average (London vs the UK). */
export const TIER_ONE_PREMIUM = cited(
  65 / 50.66,
  "Conference Care venue survey, Q4 2007 (London day delegate rate above £65 vs UK average £50.66)",
  2007,
);

/**
 * Secondary cities against the national average: CWT reports prices up to 50% below the gateway city; a
 * conservative 20% below the average is used for the venue and catering share.
 */
export const TIER_THREE_DISCOUNT = cited(
  0.8,
  "CWT Meetings & Events, 2020 Future Trends report (secondary cities up to 50% cheaper than the gateway city)",
  2019,
);
