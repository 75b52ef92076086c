/**
 * 'Sınıfta başlat' (decision 0123): a class's deneme started by its teacher, its times the
 * database's. One row per class and deneme; a start while one runs hands back the running one.
 * A pupil of the class who starts the deneme before the session's end shares that end: the time is
 * counted from the teacher's start, not the pupil's.
 */
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import type { Deneme } from "./deneme-common";

export interface ClassSession {
  contentId: number;
  startedAt: Date;
  endsAt: Date;
}

const asSession = (r: { content_id: number; started_at: Date | string; ends_at: Date | string }): ClassSession => ({
  contentId: r.content_id,
  startedAt: new Date(r.started_at),
  endsAt: new Date(r.ends_at),
});

/**
 * Starts the deneme for the class now, or hands back the session running. One statement: the
 * insert, or the replacement of a session that has ended; a start racing another waits on the
 * row and then finds it running (the WHERE fails), so two starts give one session.
 */
export async function startSession(
  db: Db,
  classId: number,
  deneme: Pick<Deneme, "entry" | "minutes">,
): Promise<{ session: ClassSession; started: boolean }> {
  const started = rowsOf<Parameters<typeof asSession>[0]>(
    await db.execute(sql`
      insert into deneme_class_sessions (class_id, content_id, started_at, ends_at)
      values (${classId}, ${deneme.entry.id}, now(), now() + make_interval(mins => ${deneme.minutes}))
      on conflict (class_id, content_id) do update
        set started_at = excluded.started_at, ends_at = excluded.ends_at
        where deneme_class_sessions.ends_at <= now()
      returning content_id, started_at, ends_at`),
  );
  if (started[0]) return { session: asSession(started[0]), started: true };
  const [running] = await sessionsOf(db, classId, deneme.entry.id);
  return { session: running, started: false };
}

/** The class's sessions (of one deneme, when given), the latest start first. */
export async function sessionsOf(db: Db, classId: number, contentId?: number): Promise<ClassSession[]> {
  const rows = rowsOf<Parameters<typeof asSession>[0]>(
    await db.execute(sql`
      select content_id, started_at, ends_at from deneme_class_sessions
      where class_id = ${classId} ${contentId === undefined ? sql`` : sql`and content_id = ${contentId}`}
      order by started_at desc`),
  );
  return rows.map(asSession);
}

/**
 * The running session of a deneme in one of the pupil's classes, as a subquery of one row
 * (class_id, ends_at) or none: the pupil start's insert reads it in the same statement, so a
 * session that ends meanwhile is never taken (its end would be before the attempt's start).
 */
export const runningSessionFor = (userId: number, contentId: number): SQL => sql`
  select s.class_id, s.ends_at from deneme_class_sessions s
  join class_members m on m.class_id = s.class_id and m.user_id = ${userId}
  where s.content_id = ${contentId} and s.ends_at > now()
  order by s.started_at desc limit 1`;
