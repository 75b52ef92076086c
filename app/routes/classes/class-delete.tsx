import { Form, Link } from "react-router";
import { classPath } from "#core/classes.ts";
import { trClasses } from "#core/messages/classes.ts";
import { classDeleteAction, classDeletePage } from "#app/lib/classes.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-delete";

/** /sinifim/{id}/sil: what deleting the class takes (its class pupils' accounts with their work; self-joined pupils only leave), and the button. */
export const meta: Route.MetaFunction = () => titled(trClasses.deleteTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classDeletePage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => classDeleteAction(request, context, params.id);

export default function ClassDelete({ loaderData }: Route.ComponentProps) {
  const { class: c, classPupils, ownAccounts } = loaderData;
  return (
    <section className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-extrabold text-brand-900">{trClasses.deleteTitle}</h1>
      <p className="text-lg font-semibold">{c.name}</p>
      <p data-testid="delete-what">{classPupils === 0 ? trClasses.deleteWhat(ownAccounts) : trClasses.deleteWhatPupils(classPupils, ownAccounts)}</p>
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <Link to={classPath(c.id)} className="inline-flex min-h-11 items-center rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold hover:bg-slate-100">
          {trClasses.deleteCancel}
        </Link>
        <button type="submit" className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800">
          {trClasses.deleteConfirm}
        </button>
      </Form>
    </section>
  );
}
