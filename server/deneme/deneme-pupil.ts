import { and, eq, isNull, sql } from "drizzle-orm";
import { shownQuestion, type DenemeRefusal, type DenemeSave, type ShownQuestion } from "#core/deneme/deneme.ts";
import type { DenemeForm } from "#core/deneme/forms.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { denemeAttempts } from "#server/db/schema.ts";
import { answersOf, denemeOf, finishExpired, historyOf, type DenemeEntry, type SavedAnswer } from "./deneme-common";
import { runningSessionFor } from "./deneme-teacher-session";

/**
 * A pupil sitting a deneme (decision 0121): the start page, the start (one open attempt per pupil
 * and deneme, reserved by the partial unique index), the exam as a page shows it (never the key)
 * and the saves, each conditional on the server's now being before the attempt's end in the same
 * statement.
 */

export interface DenemeIntro {
  entry: DenemeEntry;
  form: DenemeForm;
  minutes: number;
  questions: number;
  /** The pupil's open attempt, when one is running. */
  open: number | null;
  history: { id: number; net: number; finishedAt: Date }[];
}

export interface ExamView {
  attemptId: number;
  entry: DenemeEntry;
  form: DenemeForm;
  startedAt: Date;
  endsAt: Date;
  /** The server's time when the page was drawn: the script's clock counts from it, not from the device's. */
  now: Date;
  questions: ShownQuestion[];
  answers: Record<number, SavedAnswer>;
}

/** The start page's facts; a running attempt whose time is up is finished first. */
export async function intro(db: Db, userId: number | null, contentId: number): Promise<DenemeIntro | null> {
  const deneme = await denemeOf(db, contentId);
  if (!deneme) return null;
  const base = {
    entry: deneme.entry,
    form: deneme.form,
    minutes: deneme.minutes,
    questions: deneme.questions.length,
  };
  if (userId === null) return { ...base, open: null, history: [] };
  await finishExpired(db, userId, contentId);
  return {
    ...base,
    open: (await openAttempt(db, userId, contentId))?.id ?? null,
    history: await historyOf(db, userId, contentId),
  };
}

async function openAttempt(db: Db, userId: number, contentId: number) {
  const [row] = await db
    .select()
    .from(denemeAttempts)
    .where(
      and(
        eq(denemeAttempts.userId, userId),
        eq(denemeAttempts.contentId, contentId),
        isNull(denemeAttempts.finishedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Starts the pupil's attempt, or hands back the one running (a second tab, a double tap). The
 * times are the database's now and now plus the minutes: nothing the device sends is read.
 */
export async function start(db: Db, userId: number, contentId: number): Promise<{ attemptId: number } | null> {
  const deneme = await denemeOf(db, contentId);
  if (!deneme) return null;
  await finishExpired(db, userId, contentId);
  // A session of one of the pupil's classes running: its class and its end (decision 0123).
  await db.execute(sql`
    insert into ${denemeAttempts} (user_id, content_id, class_id, form, questions, started_at, ends_at)
    select ${userId}, ${contentId}, s.class_id, ${deneme.form}, ${deneme.questions.length}, now(),
           coalesce(s.ends_at, now() + make_interval(mins => ${deneme.minutes}))
    from (select 1) one left join lateral (${runningSessionFor(userId, contentId)}) s on true
    on conflict (user_id, content_id) where finished_at is null do nothing`);
  const open = await openAttempt(db, userId, contentId);
  return open ? { attemptId: open.id } : null;
}

/** The pupil's running attempt of a deneme as the exam page shows it; "finished" with its id when the time is up. */
export async function exam(db: Db, userId: number, contentId: number): Promise<ExamView | { finished: number } | null> {
  await finishExpired(db, userId, contentId);
  const attempt = await openAttempt(db, userId, contentId);
  if (!attempt) {
    const last = (await historyOf(db, userId, contentId)).at(-1);
    return last ? { finished: last.id } : null;
  }
  const deneme = await denemeOf(db, contentId);
  if (!deneme) return null;
  const [{ now }] = rowsOf<{ now: Date | string }>(await db.execute(sql`select now() as now`));
  return {
    attemptId: attempt.id,
    entry: deneme.entry,
    form: attempt.form,
    startedAt: attempt.startedAt,
    endsAt: attempt.endsAt,
    now: new Date(now),
    questions: deneme.questions.map(shownQuestion),
    answers: Object.fromEntries(await answersOf(db, attempt.id)),
  };
}

/**
 * Saves answers into the pupil's attempt in one statement that holds only while the attempt is
 * the pupil's, open, and the database's now is before its end: a save at or after the end writes
 * nothing. FOR SHARE makes a finish under way wait for the save, or the save for the finish.
 */
export async function save(
  db: Db,
  userId: number,
  attemptId: number,
  saves: DenemeSave[],
): Promise<"saved" | DenemeRefusal> {
  if (saves.length === 0) return "saved";
  const values = sql.join(
    saves.map((s) => sql`(${s.question}::smallint, ${s.choice}::text, ${s.marked}::boolean)`),
    sql`, `,
  );
  const written = rowsOf(
    await db.execute(sql`
      insert into deneme_answers (attempt_id, question, choice, marked, saved_at)
      select a.id, v.q, v.c, v.m, now()
      from (select id, questions from deneme_attempts
            where id = ${attemptId} and user_id = ${userId} and finished_at is null and now() < ends_at
            for share) a
      cross join (values ${values}) as v(q, c, m)
      where v.q <= a.questions
      on conflict (attempt_id, question) do update
        set choice = excluded.choice, marked = excluded.marked, saved_at = excluded.saved_at
      returning question`),
  );
  if (written.length > 0) return "saved";
  const [attempt] = await db
    .select({ questions: denemeAttempts.questions })
    .from(denemeAttempts)
    .where(and(eq(denemeAttempts.id, attemptId), eq(denemeAttempts.userId, userId)))
    .limit(1);
  if (!attempt) return "not-found";
  return saves.every((s) => s.question > attempt.questions) ? "invalid" : "ended";
}
