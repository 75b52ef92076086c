/**
 * 'Günlük tekrar' (decision 0116): the rules every door shares. The one reader of a review,
 * whether a page's form sent it or a device's JSON batch; the limits; the grades in the order
 * the page shows them.
 */
import { scoreDictation } from "#core/scoring/dictation.ts";

export { REVIEW_PATH } from "#core/site-path.ts";
export const REVIEW_API_PATH = "/api/v1/reviews";
/** The query that turns the card over to the typing side: the Turkish meaning shown, the English typed. */
export const TYPE_PARAM = "yaz";

/** A day of the month as the calendar draws it: the goal met, a rest day the streak kept, missed, today, or still ahead. */
export type DayMark = "met" | "rest" | "missed" | "ahead" | "today";

/** The four grades of a recalled word, weakest first: FSRS's Again, Hard, Good, Easy. */
export const GRADES = ["again", "hard", "good", "easy"] as const;
export type Grade = (typeof GRADES)[number];

export const REVIEW_LIMITS = {
  /** Reviews in one device batch at most; a larger one is refused whole before anything is read. */
  batch: 100,
  /** A batch's JSON at most, refused before parsing. */
  batchJson: 40_000,
  /** A daily goal in cards. */
  goalMin: 5,
  goalMax: 100,
  /** New words a day. */
  newMin: 0,
  newMax: 30,
  /** A device's clock may be ahead of the server's by this much; later times are the server's now. */
  aheadMs: 5 * 60_000,
  /** A review kept on a device this long ago at most; older ones count as done now. */
  keptMs: 7 * 86_400_000,
  /** A visitor's reviews kept on the device at most (decision 0118): three batches; the oldest go first. */
  visitorKept: 300,
  /** A word as a list writes it (core/flashcards.ts's wordLength). */
  wordLength: 200,
  /** What the pupil types for a word. */
  typedLength: 200,
} as const;

/** A card due within this much is shown now: a word missed comes back in the same sitting, as Anki's learn-ahead does. */
export const LEARN_AHEAD_MS = 20 * 60_000;
/** Cards handed to a page at once: with scripts the pupil goes through them without a round trip each. */
export const QUEUE_SIZE = 20;
/** The most recently met lists new words are drawn from (an account's and a visitor's device alike). */
export const CANDIDATE_LISTS = 20;

/** A card as the page shows it: the word, its meaning and example from its list, the list's titles. */
export interface ReviewCardView {
  contentId: number;
  word: string;
  turkish: string;
  example: string | null;
  listTitle: string;
  listTitleTr: string;
}

/** The defaults: a smaller goal for the youngest (grades 2-4) and for everyone new words a few a day. */
export const defaultGoal = (grade: number | null) => (grade !== null && grade <= 4 ? 10 : 20);
export const DEFAULT_NEW_PER_DAY = 5;

/** One review as a door hands it over: recalled with a grade, or typed (graded by the server). */
export interface ReviewInput {
  contentId: number;
  word: string;
  answer: { grade: Grade } | { typed: string };
  /** The device's random id of this review: the same id twice is one review. */
  clientId: string;
  /** When the device recorded it (offline); absent for a page's form: now. */
  reviewedAt: Date | null;
}

const CLIENT_ID = /^[\w-]{16,64}$/;

/**
 * A review from a form's fields or a JSON object, or null when any field is missing, malformed
 * or too long. The only place a review's fields are read.
 */
export function readReview(raw: Record<string, unknown>): ReviewInput | null {
  const contentId = Number(raw.contentId);
  const word = raw.word;
  const clientId = raw.clientId;
  if (!Number.isSafeInteger(contentId) || contentId <= 0) return null;
  if (typeof word !== "string" || word.length === 0 || word.length > REVIEW_LIMITS.wordLength) return null;
  if (typeof clientId !== "string" || !CLIENT_ID.test(clientId)) return null;
  let reviewedAt: Date | null = null;
  if (raw.reviewedAt !== undefined && raw.reviewedAt !== null && raw.reviewedAt !== "") {
    if (typeof raw.reviewedAt !== "string") return null;
    reviewedAt = new Date(raw.reviewedAt);
    if (Number.isNaN(reviewedAt.getTime())) return null;
  }
  if (typeof raw.grade === "string" && (GRADES as readonly string[]).includes(raw.grade))
    return { contentId, word, answer: { grade: raw.grade as Grade }, clientId, reviewedAt };
  if (typeof raw.typed === "string" && raw.typed.length <= REVIEW_LIMITS.typedLength)
    return { contentId, word, answer: { typed: raw.typed }, clientId, reviewedAt };
  return null;
}

/**
 * When a review counts: the device's time when it is believable, else the server's. A time
 * ahead of the server (a clock set forward to raise a streak) is now; one older than a week
 * of keeping is now too, so an old batch cannot fill past days either.
 */
export function countedAt(reviewedAt: Date | null, now: Date): Date {
  if (!reviewedAt) return now;
  const t = reviewedAt.getTime();
  return t > now.getTime() + REVIEW_LIMITS.aheadMs || t < now.getTime() - REVIEW_LIMITS.keptMs
    ? now
    : new Date(Math.min(t, now.getTime()));
}

/** A typed word's grade: right is 'İyi', right but for one slip 'Zor', wrong 'Bilemedim'. */
export const TYPED_GRADE = { right: "good", slip: "hard", wrong: "again" } as const satisfies Record<string, Grade>;
export type TypedVerdict = keyof typeof TYPED_GRADE;

/** A typed word as the dictation scorer sees it (one wrong letter forgiven in a word of four or more). */
export function typedVerdict(word: string, typed: string): TypedVerdict {
  const score = scoreDictation(word, typed);
  if (score.points < score.total || score.words.some((w) => w.verdict === "extra")) return "wrong";
  return score.words.some((w) => w.verdict === "slip") ? "slip" : "right";
}

/** A settings form's goal and new words a day, each within its limits, or null. */
export function readSettings(raw: Record<string, unknown>): { goal: number; newPerDay: number } | null {
  const goal = Number(raw.goal);
  const newPerDay = Number(raw.newPerDay);
  if (!Number.isInteger(goal) || goal < REVIEW_LIMITS.goalMin || goal > REVIEW_LIMITS.goalMax) return null;
  if (!Number.isInteger(newPerDay) || newPerDay < REVIEW_LIMITS.newMin || newPerDay > REVIEW_LIMITS.newMax) return null;
  return { goal, newPerDay };
}
