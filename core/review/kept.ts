/**
 * A 'Günlük tekrar' review as a device keeps it until an account has it (decisions 0116, 0118):
 * apart from the scheduler, so the outbox that sends it loads without FSRS.
 */
import { GRADES, type Grade } from "#core/review/review.ts";

/** A review kept on the device until an account has it (app/browser/review-outbox.ts sends it). */
export interface KeptReview {
  contentId: number;
  word: string;
  grade: Grade;
  clientId: string;
  reviewedAt: string;
}

/** The kept reviews that can be read; a broken one would only be refused by the server. */
export function readKeptReviews(raw: unknown): KeptReview[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r: KeptReview | null) =>
      r !== null &&
      typeof r === "object" &&
      Number.isSafeInteger(r.contentId) &&
      typeof r.word === "string" &&
      (GRADES as readonly string[]).includes(r.grade) &&
      typeof r.clientId === "string" &&
      typeof r.reviewedAt === "string",
  );
}
