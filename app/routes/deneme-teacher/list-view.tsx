import { Form, Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { answerSheetPath, bookletPath, reportPath } from "#core/deneme/report-paths.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import type { classDenemesPage } from "./class-denemes.server";

/**
 * /sinifim/{id}/deneme: the denemes a teacher may start for the class (any grade's, the class's
 * first), 'Sınıfta başlat' as a plain form, and each deneme's report and booklet (decision 0123).
 */
const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

type ListData = Awaited<ReturnType<typeof classDenemesPage>>;
type Deneme = ListData["denemes"][number];

function DenemeCard({ deneme: d, classId }: { deneme: Deneme; classId: number }) {
  const title = d.entry.konuIng;
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-deneme={d.entry.id}>
      <h2 className="text-xl font-bold text-slate-900">
        <span lang="en">{title}</span>
      </h2>
      <p className="text-slate-700">
        {t.grade(d.entry.sinif)} · {trDeneme.formName[d.form]} · {t.minutes(d.minutes)}
      </p>
      <p data-testid="session-state" className={d.session?.running ? "font-semibold text-green-800" : "text-slate-700"}>
        {d.session ? (d.session.running ? t.running(d.session.ends) : t.ended(d.session.ends)) : t.never}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Form method="post">
          <input type="hidden" name="contentId" value={d.entry.id} />
          <button
            type="submit"
            aria-label={t.startLabel(title)}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t.start}
          </button>
        </Form>
        <Link to={reportPath(classId, d.entry.id)} className={link} aria-label={t.reportLabel(title)}>
          {t.report}
        </Link>
        <Link to={bookletPath(classId, d.entry.id)} className={link} aria-label={t.bookletLabel(title)}>
          {t.booklet}
        </Link>
      </div>
      <p className="text-sm break-words text-slate-700">{t.pupilLink(answerSheetPath(classId, d.entry.id))}</p>
    </li>
  );
}

export function ListView({ data }: { data: ListData }) {
  const { class: c, denemes } = data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={classPath(c.id)} className={link}>
          {t.backToClass}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">
        {t.title} · {c.name}
      </h1>
      <p>{t.intro}</p>
      {denemes.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="space-y-4" aria-label={t.title}>
          {denemes.map((d) => (
            <DenemeCard key={d.entry.id} deneme={d} classId={c.id} />
          ))}
        </ul>
      )}
    </div>
  );
}
