import { Link, useRouteLoaderData } from "react-router";
import { trSaved } from "#core/messages/saved.ts";
import { REVIEW_PATH } from "#core/review/review.ts";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * 'Bugünün tekrarı' on the home page of a signed-in pupil (decision 0116): a returning pupil's
 * first way back to their words. Nothing for a visitor, a teacher or an admin; no count, so the
 * home page reads nothing more than it did.
 */
export function ReviewInvite() {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  if (!user || user.isTeacher || user.isAdmin) return null;
  return (
    <section
      aria-labelledby="tekrar-davet"
      className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="review-invite"
    >
      <h2 id="tekrar-davet" className="text-2xl font-bold text-brand-900">
        {trSaved.reviewTitle}
      </h2>
      <p>{trSaved.reviewText}</p>
      <Link
        to={REVIEW_PATH}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {trSaved.reviewStart}
      </Link>
    </section>
  );
}
