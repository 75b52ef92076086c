import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { trCommon } from "#core/messages/common.ts";
import { trOffline } from "#core/messages/offline.ts";
import { OFFLINE_FROM_PARAM, safeReturnPath } from "#core/offline.ts";
import { keptPages, type KeptPage } from "#app/browser/offline-units.ts";
import { keptDay } from "#app/browser/review-day.ts";
import { MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { REVIEW_PATH, TYPE_PARAM } from "#core/review/review.ts";
import { SITE_TITLE_SUFFIX, titled } from "#app/lib/meta.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * /cevrimdisi: what the service worker shows for a page this device does not
 * have (docs/decisions/0008). Precached when the worker installs, so it is
 * rendered once for everyone: the wanted page and the list of kept pages are
 * read in the browser after hydration.
 */
// A pupil's homework is drawn only after hydration, from the device: its code (the quiz form, the
// outbox) comes on demand, and the service worker keeps it with this page when it installs
// (scripts/vite-service-worker.ts), so it is there offline (docs/decisions/0117).
const homeworkModule = () => import("#app/components/homework/offline-homework.tsx");
const OfflineHomework = lazy(() => homeworkModule().then((m) => ({ default: m.OfflineHomework })));
const OfflineHomeworkList = lazy(() => homeworkModule().then((m) => ({ default: m.OfflineHomeworkList })));
// 'Bugünün tekrarı' the same way: the day's cards /tekrar kept on the device (decision 0120).
const OfflineReview = lazy(() =>
  import("#app/components/review/offline-review.tsx").then((m) => ({ default: m.OfflineReview })),
);

/** The wanted page is /tekrar (either side): its cards are answered here. */
function reviewWanted(wanted: string | null): { typing: boolean } | null {
  const url = wanted ? new URL(wanted, "http://x") : null;
  return url?.pathname === REVIEW_PATH ? { typing: url.searchParams.get(TYPE_PARAM) === "1" } : null;
}

export const meta = () => [
  ...titled(trOffline.pageTitle, trOffline.pageDescription),
  { name: "robots", content: "noindex" },
];

const linkClass = "inline-block rounded-lg px-5 py-3 font-semibold";

/** The pages this device keeps, read from the worker's caches by script: without it there is nothing to list. */
function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    keptPages().then(setPages, () => setPages([]));
  }, []);
  return (
    <section aria-labelledby="kept-title" className="rounded-2xl bg-white p-6 shadow-sm noscript:hidden sm:p-8">
      <h2 id="kept-title" className="text-xl font-bold text-slate-900">
        {trOffline.keptTitle}
      </h2>
      {pages === null ? (
        <p className="mt-3 text-slate-700">{trOffline.keptLoading}</p>
      ) : pages.length === 0 ? (
        <p className="mt-3 text-slate-700">{trOffline.keptEmpty}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{trOffline.keptHint}</p>
          <ul className="mt-4 divide-y divide-slate-200">
            {pages.map((page) => (
              <li key={page.url}>
                {/* A plain link: offline, a full page load is what the worker can answer. */}
                <a
                  href={page.url}
                  className="block py-3 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {page.title?.replace(SITE_TITLE_SUFFIX, "") ?? page.url}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function OfflinePage() {
  // The page is stored once for every address it stands in for: the wanted one is read after hydration.
  const hydrated = useHydrated();
  const wanted = hydrated ? safeReturnPath(new URLSearchParams(location.search).get(OFFLINE_FROM_PARAM)) : null;
  // The day's review cards this device keeps (decision 0120), read from its storage like the wanted page.
  const reviewCards = hydrated ? (keptDay()?.cards.length ?? 0) : 0;
  // A pupil's homework item, or their list, wanted offline: drawn from the device's store (docs/decisions/0076).
  const homework = wanted ? /^\/odevlerim\/(\d{1,9})$/.exec(wanted) : null;

  const review = reviewWanted(wanted);
  if (review)
    return (
      <Suspense fallback={null}>
        <OfflineReview typing={review.typing} />
      </Suspense>
    );

  if (homework) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <Suspense fallback={null}>
          <OfflineHomework id={Number(homework[1])} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {wanted === MY_HOMEWORK_PATH && (
        <Suspense fallback={null}>
          <OfflineHomeworkList />
        </Suspense>
      )}
      {reviewCards > 0 && (
        <p className="rounded-2xl bg-brand-50 p-4 text-lg" data-testid="offline-review-link">
          {trOffline.reviewKept(reviewCards)}{" "}
          {/* A plain link: offline, the worker answers it with this page standing in for /tekrar. */}
          <a href={REVIEW_PATH} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {trOffline.reviewOpen}
          </a>
        </p>
      )}
      <section aria-labelledby="offline-title" className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 id="offline-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {trOffline.pageTitle}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{trOffline.pageIntro}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          {wanted && (
            <a href={wanted} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {trOffline.retry}
            </a>
          )}
          <Link
            to="/"
            reloadDocument
            className={`${linkClass} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50`}
          >
            {trCommon.backHome}
          </Link>
        </p>
      </section>

      <KeptPages />
    </div>
  );
}
