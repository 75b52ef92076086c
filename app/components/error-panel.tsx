import { Link } from "react-router";
import { trCommon } from "#core/messages/common.ts";
import { trLists } from "#core/messages/lists.ts";

/** The error pages' text for a status: 404 → 'Bir hata oluştu.', 503 → 'Error fetching data'. */
export function ErrorPanel({ status }: { status: number }) {
  const [title, hint] =
    status === 404
      ? [trCommon.notFound, trCommon.notFoundHint]
      : status === 503
        ? [trLists.loadFailed, trLists.loadFailedHint]
        : [trCommon.somethingWentWrong, trCommon.serverErrorHint];
  return (
    <section className="rounded-2xl bg-white p-8 text-center shadow-sm" aria-labelledby="error-title">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold" lang={status === 404 ? undefined : "en"}>
        {title}
      </h1>
      <p className="mt-3 text-slate-700">{hint}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {trCommon.backHome}
      </Link>
    </section>
  );
}
