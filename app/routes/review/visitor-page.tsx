import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// The visitor's review, its scheduler and its storage come only after hydration, only to a visitor
// (docs/decisions/0117): a pupil's page and a visitor's first load go without them.
const VisitorReview = lazy(() => import("./visitor-review"));

const linkStyle =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline-4 focus-visible:outline-offset-2";

/**
 * /tekrar for a visitor (decision 0118): what it is, and the review drawn on the device by its
 * scripts. Without scripts nothing can be kept on the device, so the page says that an account
 * keeps the reviews (or scripts on this device) and links to signing in and up; no error.
 */
export function VisitorPage({ typing }: { typing: boolean }) {
  const live = useHydrated();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trReview.title}</h1>
      <p className="text-lg">{trReview.visitor.intro}</p>
      {live ? (
        <Suspense fallback={<p role="status">{trReview.visitor.loading}</p>}>
          <VisitorReview typing={typing} />
        </Suspense>
      ) : (
        <p className="rounded-2xl bg-amber-50 p-4 text-lg ring-1 ring-amber-300" data-testid="review-needs-script">
          {trReview.visitor.needsScript}
        </p>
      )}
      <p>{trReview.visitor.join}</p>
      <p className="flex flex-wrap gap-3">
        <Link to="/login" className={`${linkStyle} bg-brand-700 text-white hover:bg-brand-800`}>
          {trReview.visitor.signIn}
        </Link>
        <Link to="/signup" className={`${linkStyle} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          {trReview.visitor.signUp}
        </Link>
      </p>
    </div>
  );
}
