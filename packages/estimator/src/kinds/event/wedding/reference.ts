import { cited, type Cited } from "../../../reference/cited.js";
import { amount, type Amount } from "../../other/shared/figures.js";
import type { Country } from "../../other/shared/place.js";

const KNOT_2025 = "The Knot, 2025 Real Weddings Study (US weddings of 2024)";

/** US line items of the average wedding: the structure every country's wedding is priced with. */
export const US_WEDDING = {
  venuePerGuest: cited(amount(12_200 / 116), `${KNOT_2025}: venue $12,200 for 116 guests`, 2024),
  cateringPerGuest: cited(amount(80), `${KNOT_2025}: catering $80 per person`, 2024),
  drinksPerGuest: cited(amount(2_564 / 136), "The Knot, 2018 Real Weddings Study: bar $2,564 for 136 guests", 2018),
  flowersPerTable: cited(
    amount(2_700 / (116 / 10)),
    `${KNOT_2025}: florist $2,700 for 116 guests (tables of ten)`,
    2024,
  ),
  photography: cited(amount(2_900), `${KNOT_2025}: photographer $2,900`, 2024),
  music: cited(amount(1_700), `${KNOT_2025}: DJ or band $1,700`, 2024),
} satisfies Record<string, Cited<Amount>>;

/** What the average wedding costs per guest in each country, in its own currency and year. */
export const PER_GUEST: Record<Country, Cited<Amount> | undefined> = {
  US: cited(amount(284), `${KNOT_2025}: $284 per guest`, 2024),
  UK: cited(
    amount(20_700 / 82, "GBP"),
    "Hitched, National Wedding Survey 2024 (£20,700 average, weddings of 2023) over 82 day guests (Hitched National Wedding Survey 2019)",
    2023,
  ),
  FR: cited(amount(152, "EUR"), "Cofidis, Les Français et le mariage (€152 per guest, 134 guests)", 2019),
  DE: cited(
    amount(13_000 / 60, "EUR"),
    "ThePerfectWedding.de, average German wedding (about €13,000 for about 60 guests)",
    2019,
  ),
  ES: cited(amount(16_175 / 116, "EUR"), "Raisin, wedding cost survey Spain 2025 (€16,175 average, 116 guests)", 2025),
  PT: cited(
    amount(20_000 / 125, "EUR"),
    "ISAG / CICET-FCVC, O noivado: experiências e emoções (median budget band €20,000, 101–150 guests)",
    2023,
  ),
  IT: undefined,
};

/** Capital-city premiums on the national average, where a national survey reports them. */
export const CITY_PREMIUM: Array<{ country: Country; city: RegExp; rest: number; premium: Cited<number> }> = [
  {
    country: "FR",
    city: /\bparis\b/i,
    rest: 9_814 / 11_000,
    premium: cited(
      14_555 / 11_000,
      "Cofidis, Les Français et le mariage (Paris €14,555, provinces €9,814, France about €11,000)",
      2019,
    ),
  },
  {
    country: "UK",
    city: /\blondon\b/i,
    rest: 1,
    premium: cited(
      (16_788 + 12_000) / 20_822,
      "Bridebook, UK Wedding Report 2025 (London about £12,000 above the East Midlands' £16,788; UK £20,822)",
      2024,
    ),
  },
];

/**
 * How long a full-service planner works before the day, for the average wedding: the average engagement
 * runs about 15 months (The Knot Real Weddings Study) and a planner is engaged for about its last nine
 * (venue and key suppliers book 9–12 months ahead), at the study's average of about 116 guests.
 */
export const WEDDING_PLANNING_WEEKS = cited(
  { weeks: 39, guests: 116 },
  `${KNOT_2025}: engagement of about 15 months, 116 guests; the planner's last nine months as read by Scopewise`,
  2024,
);
