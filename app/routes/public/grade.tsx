import { Suspense } from "react";
import { Link } from "react-router";
import type { ContentEntry } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { gradeLabel, parseGrade } from "#core/grades.ts";
import { trLists } from "#core/messages/lists.ts";
import { GRADE_PAGE_SIZE, pageCount, parsePageParam } from "#core/paging.ts";
import { termLabel } from "#core/terms.ts";
import { gradePagePath, unitAnchor, unitLinksOf, unitPath } from "#core/unit-links.ts";
import { CardGrid } from "#app/components/content-card.tsx";
import { GradeTabs } from "#app/components/grade-tabs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { OfflineUnit } from "#app/components/offline-unit.tsx";
import { UnitLabel } from "#app/components/unit-label.tsx";
import { UnitProgress } from "#app/components/marks/unit-progress.tsx";
import { groupByTermUnitType } from "#app/lib/group-entries.ts";
import { notFound, orUnavailable } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/grade";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const grade = parseGrade(params.grade);
  const page = parsePageParam(new URL(request.url).searchParams.get("sayfa"));
  if (grade === null || page === null) notFound();
  const { content } = context.services;
  const [result, units, unitNames] = await orUnavailable(context.requestId, () =>
    Promise.all([
      content.listByGrade(grade, { page, pageSize: GRADE_PAGE_SIZE }),
      content.unitsOfGrade(grade),
      context.services.units.names([grade]),
    ]),
  );
  if (page > pageCount(result.total, GRADE_PAGE_SIZE)) notFound();
  // Each unit link goes to the page on which that unit begins.
  const unitLinks = unitLinksOf(units);
  // Every entry of each unit, also those on other pages: its progress counts them all.
  const unitIds = Object.fromEntries(units.map((u) => [unitAnchor(u.term, u.unit), u.ids]));
  return { grade, page, total: result.total, terms: groupByTermUnitType(result.items), unitLinks, unitIds, unitNames };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? titled(gradeLabel(data.grade), `${data.grade}. sınıf İngilizce: tüm üniteler ve içerikler.`)
    : titled("Bir hata oluştu.");

function TypeGroup({ code, entries }: { code: number; entries: ContentEntry[] }) {
  const type = contentTypeByCode(code);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-800">{type.label}</h4>
      <CardGrid entries={entries} headingLevel={5} />
    </div>
  );
}

export default function Grade({ loaderData }: Route.ComponentProps) {
  const { grade, page, total, terms, unitLinks, unitIds } = loaderData;
  const pageHref = (p: number) => gradePagePath(grade, p);
  return (
    <div className="space-y-6">
      <Suspense>
        <GradeTabs selected={grade} hrefFor={(g) => `/classes/${g}`} />
      </Suspense>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{gradeLabel(grade)} İngilizce</h1>
      {terms.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm">{trLists.empty}</p>
      ) : (
        <>
          <Suspense>
            <nav aria-label="Üniteler" className="rounded-2xl bg-white p-4 shadow-sm">
              <ul className="flex flex-wrap gap-2">
                {unitLinks.map((u) => (
                  <li key={`${u.term}-${u.unit}`}>
                    <Link
                      to={unitPath(grade, u)}
                      className="inline-block rounded-md px-2 py-1 text-brand-800 underline-offset-4 hover:underline"
                    >
                      {termLabel(u.term)} · <UnitLabel grade={grade} unit={u.unit} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </Suspense>
          {terms.map((t) => (
            <section key={t.term} aria-labelledby={`donem-${t.term}`} className="space-y-6">
              <h2 id={`donem-${t.term}`} className="border-b-2 border-brand-100 pb-1 text-2xl font-bold text-brand-900">
                {termLabel(t.term)}
              </h2>
              {t.units.map((u) => (
                <section
                  key={u.unit}
                  id={unitAnchor(t.term, u.unit)}
                  aria-labelledby={`${unitAnchor(t.term, u.unit)}-baslik`}
                  className="scroll-mt-4 space-y-4"
                >
                  <Suspense>
                    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                      <h3 id={`${unitAnchor(t.term, u.unit)}-baslik`} className="text-xl font-bold text-slate-900">
                        <UnitLabel grade={grade} unit={u.unit} showTurkish />
                      </h3>
                      <UnitProgress ids={unitIds[unitAnchor(t.term, u.unit)] ?? []} />
                      <OfflineUnit grade={grade} term={t.term} group={u} gradePage={pageHref(page)} />
                    </div>
                  </Suspense>
                  {u.types.map((g) => (
                    <TypeGroup key={g.type} code={g.type} entries={g.entries} />
                  ))}
                </section>
              ))}
            </section>
          ))}
          <Pagination page={page} total={total} pageSize={GRADE_PAGE_SIZE} hrefFor={pageHref} />
        </>
      )}
    </div>
  );
}
