import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { parentPage } from "#app/routes/homework/parent.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/parent";

/**
 * /veli/{token}: a parent's read-only view of one pupil's homework of the last 4 weeks (
 * docs/decisions/0071). No sign-in; the pupil's full name as the class knows it (never cut:
 * double first names are common, decision 0109), the class, a summary, Turkish titles first;
 * never indexed, never kept by a cache.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  ...titled(data?.displayName ? trHomeworkParent.parentPageTitle(data.displayName) : trHomework.title),
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = ({ params, context }: Route.LoaderArgs) => parentPage(context, params.token);

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function Parent({ loaderData }: Route.ComponentProps) {
  const { displayName, className, teacherName, summary, review, items, refused } = loaderData;
  if (refused !== null || displayName === null)
    return (
      <section
        className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        aria-labelledby="parent-title"
      >
        <h1 id="parent-title" className="text-2xl font-extrabold text-brand-900">
          {trHomework.title}
        </h1>
        <p role="alert" className="mt-3">
          {refused}
        </p>
      </section>
    );
  return (
    <section
      className="mx-auto max-w-3xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="parent-title"
    >
      <h1 id="parent-title" className="text-3xl font-extrabold text-brand-900">
        {trHomeworkParent.parentPageTitle(displayName)}
      </h1>
      <p data-testid="parent-class">{trHomeworkParent.parentPageClass(className ?? "")}</p>
      {teacherName && <p data-testid="parent-teacher">{trHomeworkParent.parentPageTeacher(teacherName)}</p>}
      <p className="text-lg font-semibold" data-testid="parent-summary">
        {summary}
      </p>
      {review && <p data-testid="parent-review">{review}</p>}
      <p>{trHomeworkParent.parentPageIntro}</p>
      {items.length === 0 ? (
        <p>{trHomeworkParent.parentNone}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="parent-items">
          {items.map((i, n) => (
            <li key={n} className="py-3">
              <p className="font-semibold">{i.titleTr}</p>
              {i.kind !== "review" && (
                <p className="text-slate-700" lang="en">
                  {i.title}
                </p>
              )}
              <p>
                {trHomework.kindShort[i.kind]} · {trHomework.dueOn(i.due)} ·{" "}
                <strong data-testid="parent-state">{i.state}</strong>
                {i.score ? ` · ${i.score}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
