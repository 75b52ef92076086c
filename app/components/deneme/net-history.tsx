import { Link } from "react-router";
import { chartPoints } from "#core/deneme/result.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { netText } from "#core/messages/result-words.ts";

const dateOf = (when: Date | string) =>
  new Intl.DateTimeFormat("tr-TR", { timeZone: "Europe/Istanbul", dateStyle: "medium", timeStyle: "short" }).format(
    new Date(when),
  );

/**
 * 'Gelişimin' (decision 0121): the nets of every finished attempt as a line chart drawn by the
 * server (an SVG, no script), hidden from screen readers, which read the same nets as a table.
 */
export function NetHistory({
  history,
  most,
}: {
  history: { net: number; when: Date | string; href: string }[];
  most: number;
}) {
  const chart = chartPoints(
    history.map((h) => h.net),
    most,
  );
  const line = chart.points.map((p) => `${p.x},${p.y}`).join(" ");
  return (
    <section aria-labelledby="deneme-history" className="space-y-3">
      <h2 id="deneme-history" className="text-xl font-bold text-brand-900">
        {trDeneme.history}
      </h2>
      <p>{trDeneme.historyHint}</p>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="w-full max-w-md rounded-xl bg-white ring-1 ring-slate-200"
        aria-hidden="true"
        data-testid="deneme-chart"
      >
        <line
          x1={chart.pad}
          x2={chart.width - chart.pad}
          y1={chart.zeroY}
          y2={chart.zeroY}
          className="stroke-slate-300"
        />
        <text x={4} y={chart.pad} className="fill-slate-600 text-[10px]">
          {netText(chart.high)}
        </text>
        <text x={4} y={chart.zeroY} className="fill-slate-600 text-[10px]">
          0
        </text>
        {chart.points.length > 1 && <polyline points={line} fill="none" className="stroke-brand-700" strokeWidth={2} />}
        {chart.points.map((p, i) => (
          <circle key={i} cx={p.x} cy={p.y} r={4} className="fill-brand-700" />
        ))}
      </svg>
      <table className="w-full max-w-md text-left">
        <caption className="sr-only">{trDeneme.historyTable}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1">
              {trDeneme.historyWhen}
            </th>
            <th scope="col" className="py-1">
              {trDeneme.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((h) => (
            <tr key={h.href} className="border-t border-slate-200">
              <td className="py-1">
                <Link to={h.href} className="inline-block min-h-11 content-center text-brand-800 underline">
                  {dateOf(h.when)}
                </Link>
              </td>
              <td className="py-1 font-semibold">{netText(h.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
