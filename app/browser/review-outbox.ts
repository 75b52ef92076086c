/**
 * A pupil's 'Günlük tekrar' reviews made with scripts (decision 0116): kept on the device first,
 * under the pupil's own key, then sent in one batch to /api/v1/reviews. Each carries a random id
 * and the device's time, so a batch sent twice counts once and an offline review counts on the
 * day it was done. Sent at once when online, on the `online` event, and on the next page.
 * A visitor's (decision 0118) are kept under VISITOR and sent only from the sign-in question
 * 'Bu cihazdaki çalışmalar senin mi?', marked `visitor` for the account to make their cards.
 */
import { readKeptReviews, type KeptReview } from "#core/review/kept.ts";
import { REVIEW_API_PATH, REVIEW_LIMITS } from "#core/review/review.ts";
import { reviewsKeyOf as keyOf, VISITOR, type ReviewOwner } from "#app/lib/review-device.ts";

export function keptReviews(owner: ReviewOwner): KeptReview[] {
  try {
    return readKeptReviews(JSON.parse(localStorage.getItem(keyOf(owner)) ?? "[]"));
  } catch {
    return [];
  }
}

function keep(owner: ReviewOwner, reviews: KeptReview[]) {
  if (reviews.length === 0) localStorage.removeItem(keyOf(owner));
  else localStorage.setItem(keyOf(owner), JSON.stringify(reviews));
}

/** A review done now, kept on the device until the server has it; a visitor keeps the newest REVIEW_LIMITS.visitorKept. */
export function keepReview(owner: ReviewOwner, review: Omit<KeptReview, "clientId" | "reviewedAt">): void {
  // getRandomValues, not randomUUID: the latter exists only on HTTPS, and a school's server may be plain HTTP.
  const clientId = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
  const kept = [...keptReviews(owner), { ...review, clientId, reviewedAt: new Date().toISOString() }];
  keep(owner, owner === VISITOR ? kept.slice(-REVIEW_LIMITS.visitorKept) : kept);
}

/** The run under way for each owner: a visitor's sending never waits for, nor joins, a pupil's. */
const sending = new Map<ReviewOwner, Promise<number>>();
/** How many reviews the server has taken from this page, per owner: read by a page to say so. */
const sentTally = new Map<ReviewOwner, number>();

export const sentSoFar = (owner: ReviewOwner): number => sentTally.get(owner) ?? 0;

function runOnce(owner: ReviewOwner): Promise<number> {
  let run = sending.get(owner);
  if (!run) {
    run = sendKept(owner).finally(() => sending.delete(owner));
    sending.set(owner, run);
  }
  return run;
}

/**
 * Sends what the device keeps, a batch at a time; what the server answered for is removed
 * (counted, or counted before, or no longer due: each is final). Returns how many wait still.
 * Without a network, or with the session gone, everything stays for the next try. One run at
 * a time: a call during a run waits for it, and if that run ends with reviews still kept (its
 * request went out just before the signal came back, say) starts, or joins, one more.
 */
export function sendReviews(owner: ReviewOwner): Promise<number> {
  const under = sending.get(owner);
  if (!under) return runOnce(owner);
  return under.then((left) => (left > 0 ? runOnce(owner) : left));
}

async function sendKept(owner: ReviewOwner): Promise<number> {
  try {
    for (let kept = keptReviews(owner); kept.length > 0; kept = keptReviews(owner)) {
      const batch = kept.slice(0, REVIEW_LIMITS.batch);
      const response = await fetch(REVIEW_API_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ reviews: batch, ...(owner === VISITOR ? { visitor: true } : {}) }),
      });
      // A batch the server can never take (malformed, too large) would block every later one: dropped.
      if (response.status === 400 || response.status === 413) {
        const sent = new Set(batch.map((r) => r.clientId));
        keep(
          owner,
          keptReviews(owner).filter((r) => !sent.has(r.clientId)),
        );
        continue;
      }
      if (!response.ok) break;
      const { results } = (await response.json()) as { results: { clientId: string }[] };
      const answered = new Set(results.map((r) => r.clientId));
      sentTally.set(owner, sentSoFar(owner) + answered.size);
      keep(
        owner,
        keptReviews(owner).filter((r) => !answered.has(r.clientId)),
      );
    }
  } catch {
    // Offline: kept for the `online` event or the next page.
  }
  return keptReviews(owner).length;
}
