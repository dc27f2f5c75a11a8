import type { Brief } from "@scopewise/shared";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { ratesMethod } from "../../other/shared/labour.js";
import { placeIndex } from "../../other/shared/place.js";
import { costLine, phase, pricingFor, work } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { fitSchedule } from "../../other/shared/schedule.js";
import { withClientReviews } from "../shared/client-reviews.js";
import { INCENTIVE_PER_HOUR, RECRUITING_FEE } from "../shared/reference.js";
import { studyDeadlineNote } from "../shared/research-plan.js";
import { researchRoles } from "../shared/roles.js";
import { DATA_PER_MARKET } from "./reference.js";

const ABSURD_MARKETS = 60;
/**
 * Market sizing: top-down and bottom-up estimates per market, triangulated, from bought secondary data,
 * with expert calls when the request asks for them; hours and data scale with the number of markets.
 */
export function marketSizingPlan(brief: Brief): Plan {
  const place = placeIndex(brief.location);
  const p = pricingFor(brief, place);
  const { t } = p;
  const stated = brief.details?.markets !== undefined;
  const markets = brief.details?.markets ?? 1;
  const experts = brief.details?.expert_calls
    ? Math.max(3, Math.min(20, brief.quantities.participants ?? 2 * markets + 3))
    : 0;
  const team = researchRoles(p);
  const schedule = fitSchedule(
    withClientReviews([1, 1 + Math.ceil(markets / 3), 1 + Math.ceil(markets / 4), 1]),
    [1, Math.max(1, Math.ceil(markets / 5)), 1, 1],
    brief.deadline_weeks,
  );
  const market = t("market");
  const expert = t("expert");
  const phases = [
    phase(t("Scope and market definitions"), schedule.weeks[0] ?? 1, [
      work(t("Product, customer and geography definitions"), team.lead, 6 + 1 * markets),
    ]),
    phase(t("Data collection"), schedule.weeks[1] ?? 1, [
      costLine(
        p,
        t("Industry reports and data sets"),
        markets,
        market,
        usdNow(DATA_PER_MARKET),
        citation(DATA_PER_MARKET),
        [0.6, 1.6],
        false,
      ),
      work(t("Desk research: statistics, company filings and industry data"), team.researcher, 16 * markets),
      ...(experts > 0
        ? [
            costLine(
              p,
              t("Expert call honoraria"),
              experts,
              expert,
              usdNow(INCENTIVE_PER_HOUR.specialist),
              citation(INCENTIVE_PER_HOUR.specialist),
            ),
            costLine(
              p,
              t("Expert recruiting"),
              experts,
              expert,
              usdNow(RECRUITING_FEE.specialist),
              citation(RECRUITING_FEE.specialist),
            ),
            work(t("Expert interviews and notes"), team.lead, 2 * experts),
          ]
        : []),
    ]),
    phase(t("Sizing model and triangulation"), schedule.weeks[2] ?? 1, [
      work(t("Top-down and bottom-up sizing model per market"), team.researcher, 14 * markets),
      work(t("Assumption review and triangulation"), team.lead, 4 + 3 * markets),
    ]),
    phase(t("Report"), schedule.weeks[3] ?? 1, [
      work(t("Report with TAM, SAM and SOM and their assumptions"), team.researcher, 12 + 3 * markets),
      work(t("Read-out"), team.lead, 4),
    ]),
  ];
  const risks: PlanRisk[] = [
    {
      title: t("Public data missing for some markets or segments"),
      probability: 0.4,
      impact: 8 * markets * (team.roles[1]?.rate ?? 0),
      delayWeeks: 1,
      mitigation: t(
        "Agree proxies and the triangulation method up front, and buy one more data set where a gap decides the answer.",
      ),
    },
    {
      title: t("Market definition changes after the first numbers"),
      probability: 0.25,
      impact: 10 * markets * (team.roles[1]?.rate ?? 0),
      delayWeeks: 1,
      mitigation: t("Sign off the product, customer and geography definitions before the data work starts."),
    },
  ];
  const what = t("Sizing {{n}} markets", { n: p.num(markets) });
  const dates = studyDeadlineNote(p, schedule, what);
  const total = expectedCost(phases, team.roles, risks);
  const scale = scaleNote(p, markets, ABSURD_MARKETS, t("markets"));
  return {
    domain: "research",
    method: [
      t(
        "Per market: desk research and a top-down and bottom-up sizing model in hours, triangulated and reviewed, with one syndicated report or data set bought per market ({{source}}).",
        { source: citation(DATA_PER_MARKET) },
      ),
      experts > 0
        ? t("{{experts}} expert calls at specialist honoraria and recruiting fees.", { experts: p.num(experts) })
        : "",
      ratesMethod(t, place.label, p.num(place.factor, 2)),
    ]
      .filter(Boolean)
      .join(" "),
    summary: t("Market sizing for {{n}} markets: about {{total}}, delivered in about {{weeks}} weeks.", {
      n: p.num(markets),
      total: p.money(total),
      weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)),
    }),
    assumptions: [
      ...(scale ? [scale] : []),
      stated
        ? t("{{n}} markets, as the request names them.", { n: p.num(markets) })
        : t("One market assumed: the request named none."),
      t("Sizing from secondary data and models; no primary survey unless the request asks for one."),
    ],
    phases,
    roles: team.roles,
    risks,
    questions: [
      t("Which countries or regions, and which years and currency should the sizes be in?"),
      t("Do you need TAM only, or also the serviceable and obtainable market (SAM, SOM)?"),
      t("Is there internal data (sales, pricing, customer counts) for a bottom-up check?"),
      t("Should experts or customers be interviewed to test the assumptions?"),
    ],
    constraintNotes: { ...dates },
    metrics: { markets, expert_calls: experts },
  };
}
