import type { Estimate } from "@scopewise/shared";
import { ChartCard } from "./ChartCard";
import { ChartTable } from "./ChartTable";
import { CostBreakdownChart } from "./CostBreakdownChart";
import { MeasuredWidth } from "./MeasuredWidth";
import { RoleCostChart } from "./RoleCostChart";
import { RoleCostLegend } from "./RoleCostLegend";
import { phaseCostParts, roleCostParts } from "./cost-parts";
import type { MoneyFormat } from "./estimate-format";

interface CostCardProps {
  estimate: Estimate;
  money: MoneyFormat;
  moneyShort: MoneyFormat;
}

/** Where the money goes: by phase (with the contingency), how that adds up, then by role. */
export function CostCard({ estimate, money, moneyShort }: CostCardProps) {
  const phasesTotal = estimate.phases.reduce((sum, phase) => sum + phase.cost, 0);
  const roleParts = roleCostParts(estimate);

  return (
    <ChartCard title="Cost breakdown" subtitle={`By phase, with the contingency for risks · ${estimate.currency}`}>
      <div className="space-y-3">
        <MeasuredWidth>
          {(width) => <CostBreakdownChart estimate={estimate} width={width} money={money} moneyShort={moneyShort} />}
        </MeasuredWidth>
        <p className="text-xs text-zinc-500">
          Phases <span className="text-zinc-300 tabular-nums">{money(phasesTotal)}</span> + contingency{" "}
          <span className="text-zinc-300 tabular-nums">{money(estimate.contingency)}</span> = expected{" "}
          <span className="font-medium text-zinc-100 tabular-nums">{money(estimate.total_cost.expected)}</span>
        </p>
        <ChartTable
          caption="Cost by phase"
          columns={["Phase", `Cost (${estimate.currency})`]}
          rows={[
            ...phaseCostParts(estimate).map((part) => [part.name, money(part.cost)]),
            ["Expected total", money(estimate.total_cost.expected)],
          ]}
        />
      </div>
      <div className="space-y-3 border-t border-zinc-900 pt-4">
        <h4 className="text-xs font-medium tracking-wide text-zinc-400 uppercase">By role</h4>
        <MeasuredWidth>{(width) => <RoleCostChart parts={roleParts} width={width} money={money} />}</MeasuredWidth>
        <RoleCostLegend parts={roleParts} money={money} />
      </div>
    </ChartCard>
  );
}
