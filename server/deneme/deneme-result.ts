import type { PictureView } from "#core/picture-view.ts";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { secondsUsed } from "#core/deneme/clock.ts";
import type { DenemeForm, Letter, NetScore } from "#core/deneme/forms.ts";
import { netScore } from "#core/deneme/forms.ts";
import { topicNets, type TopicNet } from "#core/deneme/result.ts";
import type { Db } from "#server/db/client.ts";
import { denemeAnswers, denemeAttempts } from "#server/db/schema.ts";
import { answersHeld } from "#server/homework/queries.ts";
import { answersOf, choicesOf, denemeOf, finishAttempt, historyOf, keysOf, type DenemeEntry } from "./deneme-common";

/**
 * A finished attempt as its owner reads it (decision 0121): the net, the time used, the topics
 * weakest first, each question with the pupil's answer, the key and the explanation, and the
 * history of nets. Only after the pupil's own end: a running attempt has no result to read. The key
 * and the explanations wait while the pupil's homework of the entry holds them (decision 0127).
 */

export interface DenemeResult {
  attemptId: number;
  entry: DenemeEntry;
  form: DenemeForm;
  score: NetScore;
  seconds: number;
  finishedAt: Date;
  topics: TopicNet[];
  questions: {
    number: number;
    text: string;
    options: string[];
    given: Letter | null;
    /** Null while the pupil's homework holds the key back (`keyHeld`). */
    key: Letter | null;
    withdrawn: boolean;
    explanation: string | null;
    /** The reading text it shares with the questions around it (decision 0130). */
    passage: string | null;
    /** Its picture (decision 0131). */
    picture: PictureView | null;
  }[];
  /**
   * Until when the pupil's homework of this entry holds the key and the explanations back, as their
   * teacher chose (decision 0127): "never", a time, or null (shown after the pupil's end).
   */
  keyHeld: Date | "never" | null;
  history: { id: number; net: number; finishedAt: Date }[];
}

/**
 * The pupil's result of an attempt, or null: not theirs, or still running. An attempt whose time
 * is up is finished here first, so the result of a pupil who closed the page is there when they
 * come back. Scored again against the deneme as it is now: a question withdrawn later counts for no one.
 */
export async function result(db: Db, userId: number, attemptId: number): Promise<DenemeResult | null> {
  const [first] = await db
    .select()
    .from(denemeAttempts)
    .where(and(eq(denemeAttempts.id, attemptId), eq(denemeAttempts.userId, userId)))
    .limit(1);
  if (!first) return null;
  if (!first.finishedAt && first.endsAt.getTime() <= Date.now()) await finishAttempt(db, userId, attemptId);
  const [attempt] = await db
    .select()
    .from(denemeAttempts)
    .where(and(eq(denemeAttempts.id, attemptId), isNotNull(denemeAttempts.finishedAt)))
    .limit(1);
  const deneme = attempt ? await denemeOf(db, attempt.contentId) : null;
  if (!attempt?.finishedAt || !deneme) return null;
  const answers = await answersOf(db, attemptId);
  const keys = keysOf(deneme);
  const choices = choicesOf(answers);
  const keyHeld = await answersHeld(db, userId, attempt.contentId, new Date());
  return {
    attemptId,
    entry: deneme.entry,
    form: attempt.form,
    score: netScore(attempt.form, keys, choices),
    seconds: secondsUsed(attempt.startedAt, attempt.finishedAt, attempt.endsAt),
    finishedAt: attempt.finishedAt,
    topics: topicNets(attempt.form, keys, choices, deneme.topics),
    questions: deneme.questions.map((q) => ({
      ...q,
      key: keyHeld === null ? q.key : null,
      explanation: keyHeld === null ? q.explanation : null,
      given: answers.get(q.number)?.choice ?? null,
      withdrawn: deneme.withdrawn.includes(q.number),
    })),
    keyHeld,
    history: await historyOf(db, userId, attempt.contentId),
  };
}

export interface DenemeExport {
  attempts: {
    entryId: number;
    form: DenemeForm;
    startedAt: string;
    endsAt: string;
    finishedAt: string | null;
    right: number | null;
    wrong: number | null;
    blank: number | null;
    net: number | null;
    answers: { question: number; choice: Letter | null; marked: boolean; savedAt: string }[];
  }[];
}

/** Everything kept of the pupil's denemes, for 'Verilerimi indir' (docs/account-export.schema.json). */
export async function exportOf(db: Db, userId: number): Promise<DenemeExport> {
  const attempts = await db
    .select()
    .from(denemeAttempts)
    .where(eq(denemeAttempts.userId, userId))
    .orderBy(asc(denemeAttempts.startedAt));
  const ids = attempts.map((a) => a.id);
  const answers = ids.length
    ? await db
        .select()
        .from(denemeAnswers)
        .where(inArray(denemeAnswers.attemptId, ids))
        .orderBy(asc(denemeAnswers.question))
    : [];
  return {
    attempts: attempts.map((a) => ({
      entryId: a.contentId,
      form: a.form,
      startedAt: a.startedAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      finishedAt: a.finishedAt?.toISOString() ?? null,
      right: a.right,
      wrong: a.wrong,
      blank: a.blank,
      net: a.net,
      answers: answers
        .filter((x) => x.attemptId === a.id)
        .map((x) => ({ question: x.question, choice: x.choice, marked: x.marked, savedAt: x.savedAt.toISOString() })),
    })),
  };
}
