import { Link } from "react-router";
import { CONTENT_TYPES } from "#core/content-types.ts";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { trDashboard } from "#core/messages/dashboard.ts";
import { unitLabel } from "#core/terms.ts";
import { listPath } from "#app/lib/admin-paths.ts";
import { dashboardData } from "#app/lib/dashboard.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => titled(trDashboard.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return dashboardData(context);
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";
const h2 = "text-xl font-bold text-brand-900";
const shortcut =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

function CoverageTable({ counts }: { counts: Record<number, Record<number, number>> }) {
  const cell = (grade: number, code: number) => counts[grade]?.[code] ?? 0;
  const typeTotal = (code: number) => GRADES.reduce((n, g) => n + cell(g, code), 0);
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{trDashboard.coverage}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-300 p-2 text-left">
              {trDashboard.grade}
            </th>
            {CONTENT_TYPES.map((t) => (
              <th key={t.code} scope="col" className="border-b border-slate-300 p-2 text-right">
                {t.label}
              </th>
            ))}
            <th scope="col" className="border-b border-slate-300 p-2 text-right">
              {trDashboard.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {GRADES.map((g) => {
            const row = CONTENT_TYPES.map((t) => cell(g, t.code));
            return (
              <tr key={g} className="odd:bg-slate-50">
                <th scope="row" className="p-2 text-left font-semibold">
                  <Link to={`/classes/${g}`} className="underline-offset-4 hover:underline">
                    {gradeLabel(g)}
                  </Link>
                </th>
                {CONTENT_TYPES.map((t, i) => (
                  <td
                    key={t.code}
                    className={`p-2 text-right tabular-nums ${row[i] === 0 ? "bg-red-100 font-semibold text-red-900" : ""}`}
                    data-empty={row[i] === 0 ? "" : undefined}
                  >
                    <Link
                      to={listPath({ sinif: g, icerikTuru: t.code })}
                      className="underline-offset-4 hover:underline"
                    >
                      {row[i]}
                      {row[i] === 0 && <span className="sr-only">{` (${trDashboard.empty})`}</span>}
                    </Link>
                  </td>
                ))}
                <td className="p-2 text-right font-semibold tabular-nums">{row.reduce((a, b) => a + b, 0)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="border-t border-slate-300 p-2 text-left">
              {trDashboard.total}
            </th>
            {CONTENT_TYPES.map((t) => (
              <td key={t.code} className="border-t border-slate-300 p-2 text-right font-semibold tabular-nums">
                {typeTotal(t.code)}
              </td>
            ))}
            <td className="border-t border-slate-300 p-2 text-right font-semibold tabular-nums">
              {CONTENT_TYPES.reduce((n, t) => n + typeTotal(t.code), 0)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { coverage, mostOpened, unread } = loaderData;
  const emptyByGrade = GRADES.map((g) => ({
    grade: g,
    units: coverage.emptyUnits.filter((u) => u.sinif === g),
  })).filter((g) => g.units.length);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trDashboard.title}</h1>

      <nav aria-label={trDashboard.shortcuts} className="flex flex-wrap gap-3">
        <Link to="/notekle" className={shortcut}>
          {trDashboard.addOne}
        </Link>
        <Link to="/admin/ice-aktar" className={shortcut}>
          {trDashboard.bulkImport}
        </Link>
        <Link to="/admin/uniteler" className={shortcut}>
          {trDashboard.units}
        </Link>
        <Link to="/admin/kullanicilar" className={shortcut}>
          {trDashboard.users}
        </Link>
      </nav>

      <section aria-labelledby="mesajlar" className={card}>
        <h2 id="mesajlar" className={h2}>
          {trDashboard.messages}
        </h2>
        <p className="mt-2" data-testid="unread">
          {trDashboard.unread(unread)}{" "}
          <Link to="/admin/mesajlar" className="font-semibold text-brand-800 underline underline-offset-4">
            {trDashboard.toMessages}
          </Link>
        </p>
      </section>

      <section aria-labelledby="kapsam" className={card}>
        <h2 id="kapsam" className={h2}>
          {trDashboard.coverage}
        </h2>
        <p className="mb-3 mt-1 text-sm text-slate-700">{trDashboard.coverageHint}</p>
        <CoverageTable counts={coverage.counts} />
      </section>

      <section aria-labelledby="bos-uniteler" className={card}>
        <h2 id="bos-uniteler" className={h2}>
          {trDashboard.emptyUnits}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{trDashboard.emptyUnitsHint}</p>
        {emptyByGrade.length === 0 ? (
          <p className="mt-3">{trDashboard.emptyUnitsNone}</p>
        ) : (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {emptyByGrade.map(({ grade, units }) => (
              <div key={grade}>
                <dt className="font-semibold">{gradeLabel(grade)}</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {units.map((u) => (
                      <li key={u.unite}>
                        {unitLabel(u.unite)}: <span lang="en">{u.nameEn}</span> ({u.nameTr})
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="en-cok-acilan" className={card}>
        <h2 id="en-cok-acilan" className={h2}>
          {trDashboard.mostOpened}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{trDashboard.openingsHint}</p>
        <div className="mt-3 grid gap-6 md:grid-cols-2">
          {mostOpened.map(({ days, entries }) => (
            <section key={days} aria-labelledby={`son-${days}-gun`}>
              <h3 id={`son-${days}-gun`} className="font-semibold">
                {trDashboard.lastDays(days)}
              </h3>
              {entries.length === 0 ? (
                <p className="mt-2 text-slate-700">{trDashboard.noOpenings}</p>
              ) : (
                <ol className="mt-2 list-decimal space-y-1 pl-6" data-testid={`most-opened-${days}`}>
                  {entries.map((e) => (
                    <li key={e.id}>
                      <Link
                        to={e.url}
                        className="font-medium text-brand-800 underline-offset-4 hover:underline"
                        lang="en"
                      >
                        {e.title}
                      </Link>{" "}
                      <span className="text-slate-700">
                        · {gradeLabel(e.grade)} · {trDashboard.openings(e.openings)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
