import { Form, Link, useNavigation } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { GRADES } from "#core/grades.ts";
import { trClasses } from "#core/messages/classes.ts";
import { Field, FormError, primaryButton } from "#app/components/form-field.tsx";
import { classListAction, classListPage } from "./classes.server";
import { titled } from "#app/lib/meta.ts";
import { Panel } from "#app/components/panel.tsx";
import type { Route } from "./+types/classes";

/** /sinifim: a teacher's own classes and the form that opens a new one (docs/decisions/0064). */
export const meta: Route.MetaFunction = () => titled(trClasses.title);

export const loader = ({ request, context }: Route.LoaderArgs) => classListPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => classListAction(request, context);

export default function Classes({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trClasses.title}</h1>
      <p>{trClasses.intro}</p>
      {loaderData.classes.length === 0 ? (
        <p>{trClasses.noClasses}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          data-testid="class-list"
        >
          {loaderData.classes.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
              <Link
                to={classPath(c.id)}
                className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline underline-offset-4"
              >
                {c.name}
              </Link>
              <span className="text-slate-700">
                {c.grade}. Sınıf · {c.schoolYear} · {c.members} {trClasses.members}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Panel id="create-title" title={trClasses.createTitle}>
        <Form method="post" noValidate className="space-y-4">
          <FormError message={actionData?.formError} />
          <Field
            label={trClasses.className}
            name="name"
            maxLength={60}
            required
            placeholder={trClasses.classNameHint}
            error={errors.name}
          />
          <div>
            <label htmlFor="grade" className="mb-1 block font-medium">
              {trClasses.grade}
            </label>
            <select
              id="grade"
              name="grade"
              defaultValue="5"
              aria-invalid={errors.grade ? true : undefined}
              aria-describedby={errors.grade ? "grade-error" : undefined}
              className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2"
            >
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  {g}. Sınıf
                </option>
              ))}
            </select>
            {errors.grade && (
              <p id="grade-error" className="mt-1 text-sm font-medium text-red-800">
                {errors.grade}
              </p>
            )}
          </div>
          <Field
            label={trClasses.schoolYear}
            name="schoolYear"
            maxLength={9}
            placeholder={trClasses.schoolYearHint}
            error={errors.schoolYear}
          />
          <button type="submit" disabled={busy} className={primaryButton}>
            {trClasses.create}
          </button>
        </Form>
      </Panel>
    </div>
  );
}
