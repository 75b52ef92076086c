import { Link } from "react-router";
import { trHomeworkForm } from "#core/messages/homework-form.ts";
import { CLASSES_PATH } from "#core/classes/paths.ts";
import { HomeworkForm } from "#app/components/homework/homework-form.tsx";
import { assignChooserPage, assignManyAction } from "./assign.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/assign";

/**
 * /odev-ver?icerik={id}: 'Ödev ver' from a content page. A teacher with one class goes straight
 * to its form; with more, one form gives the item to every class ticked (docs/decisions/0110),
 * and each class's own form (for some of its pupils) is one click away below it.
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data?.review ? trHomeworkForm.reviewAssignTitle : trHomeworkForm.assignTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => assignChooserPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => assignManyAction(request, context);

export default function HomeworkAssign({ loaderData, actionData }: Route.ComponentProps) {
  const { classes, entry, review, defaults } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">
        {review ? trHomeworkForm.reviewAssignTitle : trHomeworkForm.assignTitle}
      </h1>
      {classes.length === 0 ? (
        <p>
          {trHomeworkForm.noClasses}{" "}
          <Link to={CLASSES_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
            {trHomeworkForm.backToClasses}
          </Link>
        </p>
      ) : (
        <>
          {(entry || review) && (
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <HomeworkForm
                entry={entry}
                review={review}
                members={[]}
                classes={classes}
                values={null}
                defaults={defaults}
                answer={actionData}
              />
            </div>
          )}
          <nav aria-label={trHomeworkForm.classLabel}>
            {(entry || review) && <p className="mb-2">{trHomeworkForm.onlySomePupils}</p>}
            <ul
              className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              data-testid="assign-classes"
            >
              {classes.map((c) => (
                <li key={c.id}>
                  <Link
                    to={c.to}
                    className="block min-h-11 px-6 py-4 text-lg font-semibold text-brand-800 underline underline-offset-4"
                  >
                    {c.name} · {c.grade}. {trHomeworkForm.classLabel}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}
