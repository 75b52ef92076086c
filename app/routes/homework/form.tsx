import { Form, Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { HomeworkForm } from "#app/components/homework/homework-form.tsx";
import { homeworkFormAction, homeworkFormPage } from "./form.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/form";

/**
 * /sinifim/{id}/odev (a new item; `?icerik=` names the entry) and /sinifim/{id}/odev/{hid}
 * (edit or delete one): the class's teacher, or an admin (docs/decisions/0069).
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(
    data?.editing
      ? trHomeworkForm.editTitle
      : data?.review
        ? trHomeworkForm.reviewAssignTitle
        : trHomeworkForm.assignTitle,
  );

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  homeworkFormPage(request, context, params.id, params.hid);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  homeworkFormAction(request, context, params.id, params.hid);

export default function HomeworkFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classId, className, members, entry, review, values, defaults, editing } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={classPath(classId)} className="font-semibold text-brand-800 underline underline-offset-4">
          {trHomeworkTeacher.backToClass}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">
        {editing ? trHomeworkForm.editTitle : review ? trHomeworkForm.reviewAssignTitle : trHomeworkForm.assignTitle}
      </h1>
      {className && <p className="text-slate-700">{className}</p>}
      {!editing && !review && <p>{trHomeworkForm.assignIntro}</p>}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <HomeworkForm
          entry={entry}
          review={review}
          members={members}
          values={values}
          defaults={defaults}
          answer={actionData}
        />
      </div>
      {editing && (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button
            type="submit"
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-slate-100"
          >
            {trHomeworkForm.remove}
          </button>
        </Form>
      )}
    </div>
  );
}
