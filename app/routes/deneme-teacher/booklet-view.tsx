import { QuestionPicture } from "#app/components/question-picture.tsx";
import { Link } from "react-router";
import { passageAbove, passageRun } from "#core/deneme/deneme.ts";
import { LETTERS } from "#core/deneme/forms.ts";
import { classDenemesPath } from "#core/deneme/report-paths.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import { PrintButton } from "#app/components/class-print-button.tsx";
import type { bookletPage } from "./class-denemes.server";

/**
 * /sinifim/{id}/deneme/{entry}/kitapcik: the deneme's booklet to print on A4 for a paper exam in
 * class (decision 0123): the questions and their lettered options, never the key, a reading text
 * once before the questions that share it (decision 0130). The class's teacher only; the pupils
 * mark their answers on the optical form on their phones.
 */
const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

export function BookletView({ data: b }: { data: Awaited<ReturnType<typeof bookletPage>> }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 print:max-w-none">
      <div className="space-y-3 print:hidden">
        <p>
          <Link to={classDenemesPath(b.class.id)} className={link}>
            {t.backToList}
          </Link>
        </p>
        <p>{t.bookletIntro}</p>
        <PrintButton label={t.print} />
      </div>
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold break-words text-slate-900" lang="en">
          {b.entry.konuIng}
        </h1>
        <p>
          {b.class.name} · {trDeneme.formName[b.form]} · {t.bookletFacts(b.questions.length, b.minutes)}
        </p>
      </header>
      <ol className="space-y-5 print:columns-2 print:gap-8" data-testid="booklet">
        {b.questions.map((q, at) => {
          const passage = passageAbove(b.questions, at);
          return (
            <li key={q.number} data-question={q.number}>
              {/* A long text may break across columns; a question and its options stay together. */}
              {passage && (
                <section className="mb-3 rounded-xl p-3 ring-1 ring-slate-400" data-testid="deneme-passage">
                  <h2 className="font-bold">{trDeneme.passageFor(...passageRun(b.questions, at))}</h2>
                  <p lang="en" className="mt-2 break-words whitespace-pre-line">
                    {passage}
                  </p>
                </section>
              )}
              <div className="break-inside-avoid">
                <p className="font-semibold break-words">
                  {q.number}. <span lang="en">{q.text}</span>
                </p>
                {q.picture && <QuestionPicture picture={q.picture} />}
                <ol className="mt-1 space-y-1 pl-6">
                  {q.options.map((o, i) => (
                    <li key={i} className="break-words">
                      {LETTERS[i]}) <span lang="en">{o}</span>
                    </li>
                  ))}
                </ol>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
