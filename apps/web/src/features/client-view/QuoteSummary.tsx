import type { Quote } from "@scopewise/shared";
import { clientDuration, costCeiling, FINISH_WITHIN_LABEL } from "./client-words";
import { formatAmount } from "./money";

/** The totals for the client's current choices, and the cost table they come from. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const money = (n: number) => formatAmount(n, quote.currency);
  return (
    <section
      data-section="Your total"
      aria-labelledby="quote-heading"
      className="space-y-4 rounded-xl border border-zinc-800 bg-zinc-950 p-4 sm:p-6"
    >
      <h2 id="quote-heading" className="text-lg font-semibold text-zinc-50">
        Your total
      </h2>
      <dl aria-live="polite" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Total cost, risks included" value={money(quote.total_cost.expected)} testId="quote-total" />
        <Figure
          label="Likely timeline"
          value={clientDuration(quote.duration_weeks.p50, quote.currency)}
          testId="quote-p50"
        />
        <Figure
          label={FINISH_WITHIN_LABEL}
          value={clientDuration(quote.duration_weeks.p80, quote.currency)}
          testId="quote-p80"
        />
      </dl>
      <p className="text-xs text-zinc-400">
        {costCeiling(quote.total_cost.p90, quote.currency)} Contingency for risks is included.
      </p>
      {/* On a phone the table scrolls sideways: the box takes focus so a keyboard can scroll it. */}
      <div
        role="region"
        aria-label="Cost of each item"
        tabIndex={0}
        className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-violet-400"
      >
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Cost of each item for your choices</caption>
          <thead className="text-xs text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Quantity
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-900">
            {quote.lines.map((line) => (
              <tr key={line.id} className={line.included ? "text-zinc-200" : "text-zinc-400 line-through"}>
                <td className="py-2 pr-3">
                  <span className="block text-xs text-zinc-400 no-underline">{line.phase}</span>
                  {line.item}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {line.included ? `${line.quantity.toLocaleString()} ${line.unit}` : "left out"}
                </td>
                <td className="py-2 text-right whitespace-nowrap">{money(line.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-zinc-800 bg-zinc-900/60 p-3">
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-xl font-semibold text-zinc-50">
        {value}
      </dd>
    </div>
  );
}
