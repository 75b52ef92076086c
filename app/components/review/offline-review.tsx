import { useState } from "react";
import { trCommon } from "#core/messages/common.ts";
import { trReview } from "#core/messages/review.ts";
import { keptDay, type KeptDay } from "#app/browser/review-day.ts";
import { CardSection } from "./card-section";
import { useEnglishVoice } from "./review-card";
import { useReviewSession } from "./review-session";

// The offline page standing in for /tekrar (decision 0120): the day's cards /tekrar kept on the
// device for the pupil who opened it last, answered into the same outbox and sent when online.
// Drawn only after hydration, from the device's storage, so the offline page loads it on demand
// and the service worker precaches it with the page (docs/decisions/0117).

const box = "space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

function OfflineSession({ day, typing }: { day: KeptDay; typing: boolean }) {
  const [d] = useState(() => ({ owner: day.owner, queue: day.cards, left: day.cards.length, doneToday: 0 }));
  const session = useReviewSession(d, { countSent: true });
  const voice = useEnglishVoice();
  return (
    <CardSection
      card={session.card}
      typing={typing}
      clientId=""
      busy={false}
      voice={voice}
      answers={session.answers}
      left={session.left}
      said={session.said ?? (session.sent > 0 && session.waiting === 0 ? trReview.sent(session.sent) : null)}
      empty={trReview.offlineDone}
      plainLinks
      intro={<p className="rounded-lg bg-amber-50 px-4 py-3">{trReview.offlineIntro}</p>}
    >
      {session.waiting > 0 && <p data-testid="review-waiting">{trReview.waiting(session.waiting)}</p>}
    </CardSection>
  );
}

/** 'Bugünün tekrarı' offline: the kept cards, or why there are none. Its h1 is the page's. */
export function OfflineReview({ typing }: { typing: boolean }) {
  const [day] = useState(keptDay);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trReview.title}</h1>
      {day ? (
        <OfflineSession day={day} typing={typing} />
      ) : (
        <section className={box}>
          <p data-testid="offline-review-none">{trReview.offlineNone}</p>
          <a href="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {trCommon.backHome}
          </a>
        </section>
      )}
    </div>
  );
}
