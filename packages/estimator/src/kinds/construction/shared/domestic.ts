import type { Translate } from "@scopewise/i18n";
import type { Brief } from "@scopewise/shared";
import { FX_PER_USD, locationIndex } from "../../../core/reference-data.js";
import { cited, type Cited } from "../../../reference/cited.js";
import { fixedShare } from "./building.js";
import type { Adjustment, Quality } from "./types.js";

/** A reference home-improvement job: its price and the room or roof area it was priced for. */
export interface RoomJob {
  cost: number;
  m2: number;
}

/**
 * Home-improvement prices differ more between markets than building costs do (a US "midrange" kitchen
 * costs several times a British one): US jobs (USD) for the Americas, UK jobs (GBP) elsewhere.
 */
export interface DomesticJobs {
  us: Cited<Record<Quality, RoomJob>>;
  uk: Cited<Record<Quality, RoomJob>>;
}

const UK = locationIndex("United Kingdom");

/**
 * The unit cost of a room or roof job at the US cost level, as the engine expects it (it then applies
 * the site's construction factor): a UK job is turned into dollars at the reference rate and divided by
 * the UK's construction factor, so that a UK site gets back the UK price.
 */
export function domesticRate(
  brief: Brief,
  t: Translate,
  jobs: DomesticJobs,
  areaM2: number,
  fixed: number,
): { rate: Cited<number>; rateBasis: string; adjustments: Adjustment[] } {
  const americas = locationIndex(brief.location).americas;
  const table = americas ? jobs.us : jobs.uk;
  const job = table.value[brief.quality];
  const usd = americas ? job.cost : job.cost / FX_PER_USD.GBP! / UK.construction;
  const source = americas
    ? `${table.source}, ÷ ${job.m2} m²`
    : `${table.source}, ÷ ${job.m2} m², GBP → USD at the reference rate ÷ UK factor ${UK.construction}`;
  return {
    rate: cited(usd / job.m2, source, table.year),
    rateBasis: americas ? t("US national average") : t("UK average, at the US cost level"),
    adjustments: [fixedShare(t, areaM2, job.m2, fixed)],
  };
}
