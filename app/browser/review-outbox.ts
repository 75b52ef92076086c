/**
 * A pupil's 'Günlük tekrar' reviews made with scripts (decision 0116): kept on the device first,
 * under the pupil's own key, then sent in one batch to /api/v1/reviews. Each carries a random id
 * and the device's time, so a batch sent twice counts once and an offline review counts on the
 * day it was done. Sent at once when online, on the `online` event, and on the next page.
 */
import { REVIEW_API_PATH, REVIEW_LIMITS, type Grade } from "#core/review/review.ts";

export interface KeptReview {
  contentId: number;
  word: string;
  grade: Grade;
  clientId: string;
  reviewedAt: string;
}

const keyOf = (owner: number) => `merdiven:tekrar:${owner}`;

export function keptReviews(owner: number): KeptReview[] {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(owner)) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as KeptReview[]) : [];
  } catch {
    return [];
  }
}

function keep(owner: number, reviews: KeptReview[]) {
  if (reviews.length === 0) localStorage.removeItem(keyOf(owner));
  else localStorage.setItem(keyOf(owner), JSON.stringify(reviews));
}

/** A review done now, kept on the device until the server has it. */
export function keepReview(owner: number, review: Omit<KeptReview, "clientId" | "reviewedAt">): void {
  // getRandomValues, not randomUUID: the latter exists only on HTTPS, and a school's server may be plain HTTP.
  const clientId = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
  keep(owner, [...keptReviews(owner), { ...review, clientId, reviewedAt: new Date().toISOString() }]);
}

let sending: Promise<number> | null = null;

/**
 * Sends what the device keeps, a batch at a time; what the server answered for is removed
 * (counted, or counted before, or no longer due: each is final). Returns how many wait still.
 * Without a network, or with the session gone, everything stays for the next try. One run at
 * a time: a call during a run gets that run, which reads the device again after each batch.
 */
export function sendReviews(owner: number): Promise<number> {
  sending ??= sendKept(owner).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendKept(owner: number): Promise<number> {
  try {
    for (let kept = keptReviews(owner); kept.length > 0; kept = keptReviews(owner)) {
      const batch = kept.slice(0, REVIEW_LIMITS.batch);
      const response = await fetch(REVIEW_API_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ reviews: batch }),
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
