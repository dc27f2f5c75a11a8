import { norm } from "../shared/norms.js";
import { listPrice } from "../shared/prices.js";

export const PLATFORM_HOURS = {
  architecture: norm(40, "data platform architecture, environments, security and access, hours"),
  managedSource: norm(10, "each source loaded through a managed connector (SaaS application), hours"),
  customSource: norm(40, "each source needing a custom pipeline (on-premise database, ERP, files, events), hours"),
  modelPerSource: norm(24, "modelling each source into analysis-ready tables (staging, joins, business rules), hours"),
  dashboard: norm(16, "each dashboard (measures, visuals, filters, review), hours"),
  orchestration: norm(24, "orchestration, scheduling, alerting and data-quality tests, hours"),
  training: norm(16, "documentation and user training, hours"),
} as const;
/** Testing of pipelines and reconciliation of figures with the source systems. */
export const TEST_SHARE = norm(0.15, "testing and reconciling a data platform, share of build hours");

export const DEFAULT_SOURCES = 3;
export const DEFAULT_DASHBOARDS = 5;
export const DEFAULT_VIEWERS = 10;
/** Warehouse compute a small analytics workload uses: an extra-small warehouse about two hours a day. */
export const WAREHOUSE_HOURS_PER_DAY = 2;

export const PLATFORM_PRICES = {
  warehouseCredit: listPrice(
    2,
    "Snowflake on-demand pricing, Standard edition, per credit (an X-Small warehouse uses 1 credit per hour), AWS US East",
    2024,
  ),
  storageTbMonth: listPrice(23, "Snowflake on-demand storage pricing, per TB per month, AWS US East", 2024),
  biSeat: listPrice(14, "Microsoft Power BI Pro, per user per month", 2025),
} as const;
