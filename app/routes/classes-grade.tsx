import { Link } from "react-router";
import type { ContentEntry } from "../../core/content";
import { contentTypeByCode } from "../../core/content-types";
import { gradeLabel, parseGrade } from "../../core/grades";
import { tr } from "../../core/messages";
import { termLabel, unitLabel } from "../../core/terms";
import { CardGrid } from "../components/content-card";
import { GradeTabs } from "../components/grade-tabs";
import { groupByTermUnitType } from "../lib/group-entries";
import { notFound, orUnavailable } from "../lib/load.server";
import { titled } from "../lib/meta";
import type { Route } from "./+types/classes-grade";

export async function loader({ params, context }: Route.LoaderArgs) {
  const grade = parseGrade(params.grade);
  if (grade === null) notFound();
  const entries = await orUnavailable(context.requestId, () => context.services.content.listByGrade(grade));
  return { grade, terms: groupByTermUnitType(entries) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? titled(gradeLabel(data.grade), `${data.grade}. sınıf İngilizce: tüm üniteler ve içerikler.`) : titled("Bir hata oluştu.");

function TypeGroup({ code, entries }: { code: number; entries: ContentEntry[] }) {
  const type = contentTypeByCode(code);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-800">{type.label}</h4>
      <CardGrid entries={entries} headingLevel={5} />
    </div>
  );
}

export default function ClassesGrade({ loaderData }: Route.ComponentProps) {
  const { grade, terms } = loaderData;
  return (
    <div className="space-y-6">
      <GradeTabs selected={grade} hrefFor={(g) => `/classes/${g}`} />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{gradeLabel(grade)} İngilizce</h1>
      {terms.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm">{tr.lists.empty}</p>
      ) : (
        <>
          <nav aria-label="Üniteler" className="rounded-2xl bg-white p-4 shadow-sm">
            <ul className="flex flex-wrap gap-2">
              {terms.flatMap((t) =>
                t.units.map((u) => (
                  <li key={`${t.term}-${u.unit}`}>
                    <Link to={`#donem-${t.term}-unite-${u.unit}`} className="inline-block rounded-md px-2 py-1 text-brand-800 underline-offset-4 hover:underline">
                      {termLabel(t.term)} · {unitLabel(u.unit)}
                    </Link>
                  </li>
                )),
              )}
            </ul>
          </nav>
          {terms.map((t) => (
            <section key={t.term} aria-labelledby={`donem-${t.term}`} className="space-y-6">
              <h2 id={`donem-${t.term}`} className="border-b-2 border-brand-100 pb-1 text-2xl font-bold text-brand-900">
                {termLabel(t.term)}
              </h2>
              {t.units.map((u) => (
                <section key={u.unit} id={`donem-${t.term}-unite-${u.unit}`} aria-labelledby={`donem-${t.term}-unite-${u.unit}-baslik`} className="scroll-mt-4 space-y-4">
                  <h3 id={`donem-${t.term}-unite-${u.unit}-baslik`} className="text-xl font-bold text-slate-900">
                    {unitLabel(u.unit)}
                  </h3>
                  {u.types.map((g) => (
                    <TypeGroup key={g.type} code={g.type} entries={g.entries} />
                  ))}
                </section>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
