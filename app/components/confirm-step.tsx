import { Form, Link } from "react-router";
import { trClasses } from "#core/messages/classes.ts";

/**
 * A confirmation before something that cannot be undone (deleting a class, removing a
 * pupil): a title, what goes, 'Vazgeç' back to `back`, and the red button posting to the
 * page itself. A plain form: the same step with or without JavaScript.
 */
export function ConfirmStep({
  title,
  subject,
  what,
  testId,
  back,
  confirm,
}: {
  title: string;
  subject: string;
  what: string;
  testId: string;
  back: string;
  confirm: string;
}) {
  return (
    <section className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-extrabold text-brand-900">{title}</h1>
      <p className="text-lg font-semibold">{subject}</p>
      <p data-testid={testId}>{what}</p>
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <Link
          to={back}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold hover:bg-slate-100"
        >
          {trClasses.deleteCancel}
        </Link>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
        >
          {confirm}
        </button>
      </Form>
    </section>
  );
}
