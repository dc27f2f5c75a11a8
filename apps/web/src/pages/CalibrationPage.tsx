import { Download, Gauge } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../components/Button";
import { Spinner } from "../components/Spinner";
import { StatTile } from "../components/StatTile";
import { saveFile } from "../editor/download/save-file";
import { ChartCard } from "../features/estimate/ChartCard";
import { ChartTable } from "../features/estimate/ChartTable";
import { formatShare } from "../features/estimate/estimate-format";
import { MeasuredWidth } from "../features/estimate/MeasuredWidth";
import { formatHours, formatRatio, rangeVerdict } from "../features/outcomes/outcome-figures";
import { useDownloadScorecardMutation, useGetScorecardQuery } from "../features/outcomes/outcomes-api";
import { ScorecardScatter } from "../features/outcomes/ScorecardScatter";
import { EmptyState } from "../features/shell/EmptyState";
import { ShellPage } from "../features/shell/ShellPage";
import { apiErrorText } from "../lib/api-errors";

const share = (value: number | null) => (value === null ? "—" : formatShare(value));
const ratio = (value: number | null) => (value === null ? "—" : formatRatio(value));

/** How the user's estimates did on their finished projects: coverage of P10–P90, median bias, per phase. */
export default function CalibrationPage() {
  const { data, isLoading, isError } = useGetScorecardQuery(undefined, { refetchOnMountOrArgChange: true });
  const [download, downloading] = useDownloadScorecardMutation();
  const saveCsv = async () => {
    try {
      saveFile(await download().unwrap(), `calibration-scorecard-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(apiErrorText(error, "The scorecard could not be downloaded"));
    }
  };

  return (
    <ShellPage
      title="Calibration"
      description="Your finished projects: what each estimate said against what the project really took."
      actions={
        data && data.points.length > 0 ? (
          <Button variant="secondary" onClick={() => void saveCsv()} disabled={downloading.isLoading}>
            {downloading.isLoading ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
            Download CSV
          </Button>
        ) : null
      }
    >
      {isLoading ? (
        <div className="flex justify-center py-16 text-violet-400">
          <Spinner className="size-7" label="Loading the scorecard" />
        </div>
      ) : isError || !data ? (
        <EmptyState icon={Gauge} title="The scorecard could not be loaded">
          Check your connection and reload the page.
        </EmptyState>
      ) : data.points.length === 0 ? (
        <EmptyState icon={Gauge} title="No finished projects yet">
          Open a proposal and record what its project really took, by hand or from a time tracker's export. Each one
          shows here, and your later estimates learn from them.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile large label="Finished projects" value={String(data.effort.projects)} />
            <StatTile
              large
              label="Inside P10–P90 (effort)"
              value={share(data.effort.inside_p10_p90)}
              hint="About 8 in 10 is an honest range"
            />
            <StatTile
              large
              label="Median actual ÷ P50"
              value={ratio(data.effort.median_ratio)}
              hint="Above 1: projects took longer"
            />
            <StatTile
              large
              label="Cost: median actual ÷ P50"
              value={ratio(data.cost.median_ratio)}
              hint={`${data.cost.projects} with a recorded cost`}
            />
          </dl>
          {data.calibrations.length > 0 ? (
            <p className="text-sm text-zinc-300">
              Your estimates learn from these projects (where a size is stated, as function points or lines of code),
              and each says what it used:{" "}
              {data.calibrations.map((c, i) => (
                <span key={c.domain}>
                  {i > 0 ? "; " : ""}
                  {c.domain}: {c.label}
                  {c.kind === "organisation" ? ` (P50 × ${c.factor.toFixed(2)})` : ""}
                </span>
              ))}
              .
            </p>
          ) : null}
          <ChartCard
            title="Estimate against actual"
            subtitle="Hours, both axes logarithmic · the dashed line is a perfect estimate · bars are each estimate's P10–P90"
          >
            <MeasuredWidth>{(width) => <ScorecardScatter points={data.points} width={width} />}</MeasuredWidth>
            <ChartTable
              caption="Estimate against actual, per project"
              columns={["Project", "Finished", "P10–P90", "P50", "Actual", "Actual ÷ P50", "Range"]}
              rows={data.points.map((p) => [
                p.title,
                p.finished_on,
                `${p.estimate_p10_hours === null ? "—" : formatHours(p.estimate_p10_hours)} – ${formatHours(p.estimate_p90_hours)}`,
                formatHours(p.estimate_p50_hours),
                formatHours(p.actual_hours),
                formatRatio(p.ratio),
                rangeVerdict(p.actual_hours, p.estimate_p10_hours, p.estimate_p90_hours) || "—",
              ])}
            />
          </ChartCard>
          {data.phases.length > 0 ? (
            <ChartCard
              title="Per phase"
              subtitle="Each phase's share of the estimate's P50 and P10–P90 against its recorded hours"
            >
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Calibration per phase</caption>
                <thead>
                  <tr className="border-b border-zinc-800 text-xs text-zinc-400">
                    <th scope="col" className="py-1.5 font-medium">
                      Phase
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      Projects
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      Inside range
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      Median actual ÷ P50
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-zinc-900 text-zinc-200">
                  {data.phases.map((phase) => (
                    <tr key={phase.name}>
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {phase.name}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{phase.projects}</td>
                      <td className="py-1.5 text-right tabular-nums">{share(phase.inside_p10_p90)}</td>
                      <td className="py-1.5 text-right tabular-nums">{ratio(phase.median_ratio)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ChartCard>
          ) : null}
        </div>
      )}
    </ShellPage>
  );
}
