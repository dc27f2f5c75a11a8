import type { Brief } from "@scopewise/shared";
import { locationIndex } from "../../../core/reference-data.js";
import type { Plan, PlanRisk } from "../../../core/plan.js";
import { citation } from "../../../reference/cited.js";
import { expectedCost, perUnitBudgetNote } from "../../other/shared/budget.js";
import { usdNow } from "../../other/shared/figures.js";
import { billedRole, ratesMethod } from "../../other/shared/labour.js";
import { placeIndex, whereOf } from "../../other/shared/place.js";
import { costLine, phase, pricingFor, work } from "../../other/shared/pricing.js";
import { scaleNote } from "../../other/shared/scale.js";
import { fitSchedule } from "../../other/shared/schedule.js";
import { qualityWord } from "../shared/quality.js";
import { BUILD_LEVEL, EXHIBITOR_COST_SHARES, SPACE_RENT_PER_M2 } from "./reference.js";

const DEFAULT_AREA_M2 = 24;
const ABSURD_AREA_M2 = 3_000;
const DEFAULT_FAIR_DAYS = 3;

/**
 * A trade show stand: space rent per m² from organisers' published rates, and every other item of an
 * exhibitor's budget in proportion to it by the ifo/AUMA spending shares (build, team, travel, promotion);
 * the exhibition manager's hours grow with the stand. German rates are taken to the location by the
 * regional cost index.
 */
export function tradeShowStandPlan(brief: Brief): Plan {
  const place = placeIndex(whereOf(brief));
  const p = pricingFor(brief, place);
  const { t } = p;
  const area = brief.quantities.area_m2 ?? DEFAULT_AREA_M2;
  const days = brief.quantities.days ?? DEFAULT_FAIR_DAYS;
  const manager = t("Exhibition manager");
  const designer = t("Graphic designer");
  const roles = [
    billedRole(manager, "eventPlanner", brief.currency, place.factor),
    billedRole(designer, "graphicDesigner", brief.currency, place.factor),
  ];
  // Rent at the US-average level: the German rate over Germany's cost index.
  const rentUsd = usdNow(SPACE_RENT_PER_M2) / locationIndex("Germany").factor;
  const shares = EXHIBITOR_COST_SHARES.value;
  const share = (key: keyof typeof shares) => (rentUsd * shares[key]) / shares.spaceAndOperation;
  const m2 = t("m²");
  const rentSource = citation(SPACE_RENT_PER_M2);
  const shareSource = `${rentSource}; ${citation(EXHIBITOR_COST_SHARES)}`;
  const buildLevel = BUILD_LEVEL[brief.quality];

  // Space is booked months ahead; a custom stand needs design, organiser approval and build time.
  const nominal = [Math.round(6 + area / 40), Math.round(4 + area / 60), 3];
  const minimum = [2, brief.quality === "premium" ? 4 : 2, 1];
  const schedule = fitSchedule(
    nominal,
    minimum,
    brief.deadline_weeks === undefined ? undefined : brief.deadline_weeks - 1,
  );
  const phases = [
    phase(t("Space booking and stand brief"), schedule.weeks[0] ?? 1, [
      costLine(p, t("Stand space rent and organiser fees"), area, m2, rentUsd, rentSource),
      work(t("Show selection, space booking and stand brief"), manager, 12 + 0.1 * area),
    ]),
    phase(t("Stand design and build"), schedule.weeks[1] ?? 1, [
      costLine(
        p,
        t("Stand design, build, furniture and technical services"),
        area,
        m2,
        share("standBuild") * buildLevel,
        shareSource,
      ),
      work(t("Graphics and stand artwork"), designer, 12 + 0.15 * area),
      work(t("Designer and builder briefing and approvals"), manager, 10 + 0.15 * area),
    ]),
    phase(t("Promotion and logistics"), schedule.weeks[2] ?? 1, [
      costLine(p, t("Promotion, shipping and stand hospitality"), area, m2, share("other"), shareSource),
      work(t("Pre-show invitations, shipping and team logistics"), manager, 10 + 0.1 * area),
    ]),
    phase(
      t("Show days"),
      Math.max(1, Math.ceil(days / 5)),
      [
        costLine(p, t("Stand team time on the stand"), area, m2, share("personnel"), shareSource),
        costLine(p, t("Stand team travel and accommodation"), area, m2, share("travel"), shareSource),
        work(t("On-site stand management"), manager, days * 10),
      ],
      1,
      1.02,
    ),
    phase(
      t("Leads and wrap-up"),
      1,
      [work(t("Lead follow-up hand-over and show report"), manager, 8 + 0.05 * area)],
      0.8,
      1.5,
    ),
  ];

  const build = p.local(share("standBuild") * buildLevel) * area;
  const risks: PlanRisk[] = [
    {
      title: t("Stand build over budget or late on build-up day"),
      probability: 0.25,
      impact: 0.15 * build,
      delayWeeks: 0,
      mitigation: t(
        "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.",
      ),
    },
    {
      title: t("Freight, drayage or on-site services charged above plan"),
      probability: 0.35,
      impact: p.local(share("other")) * area * 0.2,
      delayWeeks: 0,
      mitigation: t(
        "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.",
      ),
    },
    {
      title: t("Stand graphics or exhibits damaged or lost in transit"),
      probability: 0.08,
      impact: 0.1 * build,
      delayWeeks: 0,
      mitigation: t("Insure the shipment and keep print files ready for local reprinting."),
    },
  ];
  const total = expectedCost(phases, roles, risks);
  const dates: { deadline?: string; deadlineFeasible?: boolean } =
    schedule.fit === "impossible"
      ? {
          deadlineFeasible: false,
          deadline: t(
            "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.",
            { area: p.num(area), minimum: p.num(schedule.shortest + 1), deadline: p.num(brief.deadline_weeks ?? 0) },
          ),
        }
      : schedule.fit === "tight"
        ? {
            deadline: t(
              "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.",
              { weeks: p.num(schedule.weeks.reduce((a, b) => a + b, 0)), nominal: p.num(schedule.nominal) },
            ),
          }
        : {};
  const budget = perUnitBudgetNote(p, total, area, t("m²"), t("m²"));
  const scale = scaleNote(p, area, ABSURD_AREA_M2, t("m²"));
  return {
    domain: "event",
    method: [
      t(
        "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).",
        { place: p.place, factor: p.num(p.factor, 2), quality: qualityWord(p), level: p.num(buildLevel, 2) },
      ),
      ratesMethod(t, place.label, p.num(place.factor, 2)),
      t(
        "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.",
      ),
    ].join(" "),
    summary: t("A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.", {
      area: p.num(area),
      days: p.num(days),
      place: whereOf(brief) ?? p.place,
      perM2: p.money(total / area),
    }),
    assumptions: [
      ...(scale ? [scale] : []),
      brief.quantities.area_m2
        ? t("{{area}} m² of stand space, as stated.", { area: p.num(area) })
        : t("{{area}} m² of stand space assumed: the request gave no size.", { area: p.num(area) }),
      brief.quantities.days
        ? t("{{days}} show days, as stated.", { days: p.num(days) })
        : t("{{days}} show days assumed.", { days: p.num(days) }),
      t("A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front."),
      t("The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team."),
    ],
    phases,
    roles,
    risks,
    questions: [
      t("Which show is it, and has the space already been booked?"),
      t("Is the stand a row, corner or island stand, and does it need a second storey?"),
      t("Should the stand be reusable at later shows?"),
      t("How many people staff the stand, and do they need travel and hotels?"),
      t("Are product demonstrations, a meeting room or catering on the stand needed?"),
    ],
    constraintNotes: { deadlineSlackWeeks: 1, ...dates, ...(budget ? { budget } : {}) },
    metrics: { area_m2: area, days, cost_per_m2: Math.round(total / area) },
  };
}
