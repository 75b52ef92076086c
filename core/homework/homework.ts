import type { ContentTypeCode } from "#core/content-types.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkDeneme } from "#core/messages/homework-deneme.ts";
import { netText } from "#core/messages/result-words.ts";
import { carriesQuiz, carriesWordList } from "#core/practice.ts";
import type { Question } from "#core/quiz-formats.ts";
import { istanbulClock } from "#core/istanbul-clock.ts";

/**
 * 'Ödevler' (docs/decisions/0069): what a teacher asks of a content entry, and
 * the rules every way in (the pages' forms, the JSON API) shares.
 */
export const HOMEWORK_KINDS = ["read", "quiz", "flashcards", "self-test", "deneme", "review"] as const;
export type HomeworkKind = (typeof HOMEWORK_KINDS)[number];
/** What an entry can be given as; 'review' ('Günlük tekrar', docs/decisions/0119) is of no entry. */
export const ENTRY_KINDS = HOMEWORK_KINDS.filter((k) => k !== "review");
/** When a homework quiz's right answers are shown: when the pupil finishes, once the due time passed, never. */
export const ANSWERS_SHOWN = ["at-once", "after-due", "never"] as const;
export type AnswersShown = (typeof ANSWERS_SHOWN)[number];
/** Tries of a homework quiz: 1, 3, or unlimited (0). */
export const HOMEWORK_TRIES = [1, 3, 0] as const;
export type HomeworkTries = (typeof HOMEWORK_TRIES)[number];
export const SCORE_COUNTS = ["first", "best"] as const;
export type ScoreCounts = (typeof SCORE_COUNTS)[number];

export const HOMEWORK_NOTE_MAX = 280;
/** A class's homework items at most (the grid's columns; old ones are deleted by the teacher). */
export const MAX_HOMEWORK_PER_CLASS = 200;
/** A due time at most this far ahead. */
export const MAX_DUE_DAYS = 366;
/** Turkey's time, whatever the server's zone: due times are entered and shown in it. */
export const HOMEWORK_ZONE = "Europe/Istanbul";

export const MY_HOMEWORK_PATH = "/odevlerim";
/** The window event that tells a tab's pages the outbox changed (a try kept, sent or refused). */
export const OUTBOX_EVENT = "merdiven:odev-kutusu";
/**
 * The query an entry's page is opened with from a homework item (/classes/…?odev=12): the page
 * then says it is homework and leads back to it. It grants nothing: the page checks the item is
 * the signed-in pupil's own and of that entry.
 */
export const HOMEWORK_FROM_PARAM = "odev";
export const entryFromHomework = (entryPath: string, homeworkId: number) =>
  `${entryPath}?${HOMEWORK_FROM_PARAM}=${homeworkId}`;
/** What an entry's page shows when opened from a pupil's homework item: the item, and the way back. */
export interface OpenedFromHomework {
  path: string;
  title: string;
  done: boolean;
}
/** A pupil's homework as JSON, and where a device sends a try answered offline (`{id}/tries`). */
export const HOMEWORK_API_PATH = "/api/v1/homework";
export const assignPath = (contentId?: number) =>
  contentId === undefined ? "/odev-ver" : `/odev-ver?icerik=${contentId}`;
export const homeworkEditPath = (classId: number, homeworkId: number) => `/sinifim/${classId}/odev/${homeworkId}`;

/**
 * The kinds an entry of this type can be given as: every entry can be read; a quiz or a word list
 * only where the type carries one; a deneme (decision 0124) only where the entry has one (`deneme`).
 */
export function kindsFor(type: ContentTypeCode, deneme = false): HomeworkKind[] {
  return ENTRY_KINDS.filter((k) =>
    k === "read" ? true : k === "deneme" ? deneme : k === "quiz" ? carriesQuiz(type) : carriesWordList(type),
  );
}

// ------------------------------------------------------------------ Turkey's time

// The clock itself is core/istanbul-clock.ts: 'Günlük tekrar' counts its days by it too, and a
// page that loads it need not load homework's rules (docs/decisions/0117).
export { istanbulClock, istanbulInstant } from "#core/istanbul-clock.ts";

const pad = (n: number) => String(n).padStart(2, "0");
/** An instant as the form's two fields, on Istanbul's clock. */
export function istanbulFields(instant: Date): { dueDate: string; dueTime: string } {
  const c = istanbulClock(instant);
  return { dueDate: `${c.year}-${pad(c.month)}-${pad(c.day)}`, dueTime: `${pad(c.hour)}:${pad(c.minute)}` };
}

/**
 * The next school day after `now` on Istanbul's calendar (Monday to Friday; after Friday,
 * Saturday or Sunday: Monday), as the form's date field. A new item's default due day
 * (docs/decisions/0110): a week ahead fell on a weekend as often as not.
 */
export function nextSchoolDay(now: Date): string {
  const c = istanbulClock(now);
  const day = new Date(Date.UTC(c.year, c.month - 1, c.day + 1));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}
/** A new item's default due time, on Istanbul's clock: after school, before the evening. */
export const DEFAULT_DUE_TIME = "17:00";

const DUE_FORMAT = new Intl.DateTimeFormat("tr-TR", {
  timeZone: HOMEWORK_ZONE,
  day: "numeric",
  month: "long",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
});
/** A due time as a pupil or a teacher reads it: "4 Aralık Cuma 17:30", Turkey's time. */
export const dueText = (instant: Date) => DUE_FORMAT.format(instant);

/** Calendar days between two instants on Istanbul's clock (0: the same day there). */
export function istanbulDaysBetween(from: Date, to: Date): number {
  const a = istanbulClock(from);
  const b = istanbulClock(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** Days left in plain Turkish: 'bugün', 'yarın', '3 gün kaldı', 'süresi geçti'. */
export function daysLeftText(due: Date, now: Date): string {
  if (due.getTime() <= now.getTime()) return trHomeworkPupil.overdue;
  const days = istanbulDaysBetween(now, due);
  if (days <= 0) return trHomeworkPupil.today;
  if (days === 1) return trHomeworkPupil.tomorrow;
  return trHomeworkPupil.daysLeft(days);
}

/**
 * One try's answers as kept (for the teacher's 'hardest questions'): per question id, its kind,
 * what was given, whether it was right in full, and the credit earned (0 to 1: matching, gaps
 * and ordering give partial credit).
 */
export type TryAnswers = Record<string, { kind: Question["kind"]; given: string; correct: boolean; credit: number }>;

/** Whether a quiz item's right answers may be shown at `now`: at once, after the due time, or never. */
export function answersShownAt(item: { answersShown: AnswersShown; dueAt: Date }, now: Date): boolean {
  return item.answersShown === "at-once" || (item.answersShown === "after-due" && now.getTime() > item.dueAt.getTime());
}

/** The kinds whose items show the entry's quiz answers: a quiz's tries, and a deneme's key (decision 0127). */
const SHOW_QUIZ_ANSWERS: readonly HomeworkKind[] = ["quiz", "deneme"];

/**
 * Until when a pupil's items of one entry hold its quiz's answers back (decision 0127), wherever they
 * would show: the practice quiz, a homework try, a deneme's result. Null: none holds them; "never":
 * an item never shows them; otherwise the latest due time still to come.
 */
export function answersHeldUntil(
  items: readonly { kind: HomeworkKind; answersShown: AnswersShown; dueAt: Date }[],
  now: Date,
): Date | "never" | null {
  let until: Date | null = null;
  for (const item of items) {
    if (!SHOW_QUIZ_ANSWERS.includes(item.kind) || answersShownAt(item, now)) continue;
    if (item.answersShown === "never") return "never";
    if (!until || item.dueAt > until) until = item.dueAt;
  }
  return until;
}

/** A pupil's state of one item as the teacher's grid and the pupil's list show it. */
export type HomeworkState = "not-started" | "started" | "done" | "late";
/**
 * Late: done after the due time, both the one in force now and the one in force when the pupil
 * finished (`doneDueAt`, docs/decisions/0079). A due time moved later forgives a late pupil; one
 * moved earlier never makes late a pupil who finished before the due time they were given.
 */
export function stateOf(item: {
  dueAt: Date;
  openedAt: Date | null;
  doneAt: Date | null;
  doneDueAt?: Date | null;
}): HomeworkState {
  if (item.doneAt) {
    const due = Math.max(item.dueAt.getTime(), item.doneDueAt?.getTime() ?? 0);
    return item.doneAt.getTime() > due ? "late" : "done";
  }
  return item.openedAt ? "started" : "not-started";
}

/**
 * A done item's result in words (decision 0112), as the pupil's list and the parent's page say
 * it: a quiz's questions ("4 sorudan 3'ü doğru"), a self-test's words; an item to read or of
 * cards has none (opening it, or sorting every card, is what finishes it).
 */
export function resultText(item: {
  kind: HomeworkKind;
  score: number | null;
  total: number | null;
  right: number | null;
  partly: number | null;
}): string | null {
  if (item.score === null || item.total === null || item.kind === "flashcards" || item.kind === "read") return null;
  if (item.kind === "deneme") return trHomeworkDeneme.net(netText(item.score));
  const { score, total, right, partly } = item;
  return trHomeworkPupil.scoreOf({ score, total, right, partly }, item.kind === "self-test" ? "word" : "question");
}
