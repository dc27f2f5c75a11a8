import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";

/** Who takes part: the general public, people chosen by job, or hard-to-reach specialists (doctors, executives). */
export type Audience = "consumer" | "professional" | "specialist";

/** Incentive for a one-hour remote session, by audience. */
export const INCENTIVE_PER_HOUR: Record<Audience, Cited<Amount>> = {
  consumer: cited(
    amount(60),
    "User Interviews, UX Research Field Guide: Research Incentives (general consumers, 60-minute online session $60)",
    2019,
  ),
  professional: cited(
    amount(145),
    "User Interviews, The 2022 Research Incentives Report (professionals, moderated remote: optimal range $90–$200 per hour, midpoint)",
    2022,
  ),
  specialist: cited(
    amount(250),
    "User Interviews, The 2022 Research Incentives Report (above the top of the professional range, for hard-to-reach specialists)",
    2022,
  ),
};

/** In-person sessions pay more than remote ones (field guide: $100 against $60 for an hour). */
export const IN_PERSON_UPLIFT = cited(
  100 / 60,
  "User Interviews, UX Research Field Guide: Research Incentives (in-person 60 minutes $100 vs online $60)",
  2019,
);

/** Recruiting fee per participant who takes part: a panel platform for consumers, a specialist recruiter otherwise. */
export const RECRUITING_FEE: Record<Audience, Cited<Amount>> = {
  consumer: cited(amount(45), "User Interviews Recruit, pay-as-you-go fee per completed session", 2023),
  professional: cited(
    amount(107),
    "Nielsen Norman Group, How to Recruit Participants for Usability Studies (average recruiting agency fee per participant)",
    2003,
  ),
  specialist: cited(
    amount(107 * 1.5),
    "Nielsen Norman Group, How to Recruit Participants for Usability Studies (agency fee per participant, × 1.5 for hard-to-reach profiles)",
    2003,
  ),
};

/** Online panel cost per complete (CPI), by audience: incidence drives it. */
export const PANEL_CPI: Record<Audience, Cited<Amount>> = {
  consumer: cited(
    amount(5),
    "Drive Research, What is CPI in market research (general-population panel example, $5 per complete)",
    2020,
  ),
  professional: cited(
    amount(Math.sqrt(7 * 50)),
    "GreenBook / Amplitude Research, Online Market Research Surveys: B2B CPI $7 at 70% incidence to $50 at 3% (geometric mean)",
    2009,
  ),
  specialist: cited(
    amount(50),
    "GreenBook / Amplitude Research, Online Market Research Surveys: high-level executives at 3% incidence, $50 per complete",
    2009,
  ),
};

/** Transcribing an hour of interview by hand takes 4–6 hours; automatic transcripts still need a review pass. */
export const TRANSCRIPTION_HOURS = cited(
  5,
  "University of Texas at Austin, Instructional Assessment Resources: Interviews (transcription 4–6 hours per hour of speech)",
  2011,
);

/** A focus-group facility (room with viewing mirror, recording, hosting) for a day; two groups fill an evening. */
export const FOCUS_GROUP_FACILITY_DAY: Cited<Amount> = cited(
  amount(2_000),
  "Sales Factory, How much does it cost to do in-person focus groups? (good-quality facility, day rate about $2,000)",
  2019,
);

/** Recruiting and incentive per focus-group participant, by audience (doctors and executives at the top). */
export const FOCUS_GROUP_RECRUIT_AND_INCENTIVE: Record<Audience, Cited<Amount>> = {
  consumer: cited(
    amount(250),
    "Sales Factory, How much does it cost to do in-person focus groups? (recruiting and incentive, consumers, about $250 per respondent)",
    2019,
  ),
  professional: cited(
    amount(375),
    "Sales Factory, How much does it cost to do in-person focus groups? (between consumers' $250 and professionals' $500 per respondent)",
    2019,
  ),
  specialist: cited(
    amount(500),
    "Sales Factory, How much does it cost to do in-person focus groups? (professionals such as doctors or CEOs, $500 or more per respondent)",
    2019,
  ),
};
