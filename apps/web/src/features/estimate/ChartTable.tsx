interface ChartTableProps {
  /** What the table holds, e.g. "Cost by phase". */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The figures a chart is drawn from, as a table anyone can open: the chart's text alternative for
 * screen readers, and for whoever reads figures better than bars.
 */
export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  return (
    <details className="group text-xs">
      <summary className="w-fit cursor-pointer rounded-sm text-zinc-400 hover:text-zinc-200">
        Show the figures as a table
      </summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-zinc-800 text-zinc-400">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`py-1.5 font-medium ${index > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-900 text-zinc-200">
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {head}
              </th>
              {cells.map((cell, index) => (
                <td key={`${head}-${index}`} className="py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
