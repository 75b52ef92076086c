import { Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { questionsPage } from "./questions.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/questions";
import { DataTable } from "#app/components/data-table.tsx";

/** /sinifim/{id}/odev/{hid}/sorular: a quiz item's questions, the hardest first, with the wrong answers given most often. */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${trHomeworkTeacher.questionsTitle} · ${data.title}` : trHomeworkTeacher.questionsTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  questionsPage(request, context, params.id, params.hid);

export default function HomeworkQuestions({ loaderData }: Route.ComponentProps) {
  const { classId, title, pupils, questions } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link
          to={`${classPath(classId)}/odevler`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {trHomeworkTeacher.gridTitle}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">
        {trHomeworkTeacher.questionsTitle}: <span lang="en">{title}</span>
      </h1>
      {pupils === 0 ? (
        <p>{trHomeworkTeacher.noTries}</p>
      ) : (
        <>
          <p>{trHomeworkTeacher.questionsIntro(pupils)}</p>
          <DataTable
            className="w-full rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200"
            testId="question-report"
            caption={trHomeworkTeacher.questionsCaption}
            columns={[
              { label: trHomeworkTeacher.question },
              { label: trHomeworkTeacher.rightShare },
              { label: trHomeworkTeacher.wrongAnswers },
            ]}
          >
            {questions.map((q) => (
              <tr key={q.id} className="border-t border-slate-200 align-top" data-question={q.id}>
                <th scope="row" className="px-3 py-2 font-normal" lang="en">
                  {q.text}
                </th>
                <td className="px-3 py-2 font-semibold" data-testid="share">
                  {trHomeworkTeacher.shareOf(q.right, q.answered)}
                </td>
                <td className="px-3 py-2">
                  <ul>
                    {q.wrongAnswers.map((w) => (
                      <li key={w.answer} lang="en">
                        {trHomeworkTeacher.wrongAnswer(w.answer, w.count)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}
