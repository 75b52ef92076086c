import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { storageKey } from "#core/content.ts";
import type { Db } from "#server/db/client.ts";
import { pdfPages, pdfTexts } from "#server/db/schema.ts";

/**
 * One way to share background work between instances through the database (decision 0061):
 * a row is due when nobody holds its lease, an instance claims it with a lease in one
 * statement (so two never take the same row), keeps the lease while it works, and ends it
 * by finishing, by failing with a backoff (60 s × tries, given up after a few), or — when it
 * stops in the middle — by handing it over uncounted, so the next instance goes on at once.
 * Imports (rows leased with a token), PDF text and PDF pages (a row per entry and file) use it.
 */

/** A lease `seconds` from now, on the database's clock (the instances' clocks may differ). */
export const leaseFor = (seconds: number): SQL => sql`now() + make_interval(secs => ${seconds})`;

/** Nobody holds it: never leased, handed over, or its holder's lease ran out. */
export const leaseFree = (leaseUntil: AnyPgColumn): SQL => or(isNull(leaseUntil), lt(leaseUntil, sql`now()`))!;

/** A claim's own mark: a finish guarded by it fails once another instance has taken the row over. */
export const leaseToken = () => randomBytes(12).toString("hex");

/** The next try after a failed one: later by 60 s a try, and given up after `maxAttempts`. */
export function backoff(
  attempts: number,
  maxAttempts: number,
): { attempts: number; givenUp: boolean; leaseUntil: SQL } {
  const tries = attempts + 1;
  return { attempts: tries, givenUp: tries >= maxAttempts, leaseUntil: leaseFor(60 * tries) };
}

/** Renews a lease every `everyMs` while work runs (a slow store must not hand the row to another instance); returns the stop. */
export function keepLease(renew: () => Promise<unknown>, everyMs: number): () => void {
  const timer = setInterval(() => void renew().catch(() => {}), everyMs);
  return () => clearInterval(timer);
}

/**
 * The loop of a pass: takes what is due a batch at a time and works each claimed row, until a
 * batch comes back short, none of it could be claimed (others hold it, or it waits for its
 * backoff) or the worker stops. `work` answers null when the row could not be claimed.
 */
export async function drainDue<T>({
  due,
  batch,
  stopped,
  work,
}: {
  due: () => Promise<T[]>;
  batch: number;
  stopped: () => boolean;
  work: (row: T) => Promise<boolean | null>;
}): Promise<number> {
  let done = 0;
  for (;;) {
    if (stopped()) return done;
    const rows = await due();
    let claimed = 0;
    for (const row of rows) {
      if (stopped()) break;
      const result = await work(row);
      if (result === null) continue;
      claimed++;
      if (result) done++;
    }
    if (rows.length < batch || claimed === 0 || stopped()) return done;
  }
}

/** A table that keeps one job per content entry and file: PDF text, PDF pages. */
type EntryJobTable = typeof pdfTexts | typeof pdfPages;

/** The columns a claim resets for a new file, with their fresh values. */
type Fresh = Record<string, SQL | string | number | boolean>;
/** What a claim answers: the `returning` columns' values. */
type Claimed<R extends Record<string, AnyPgColumn>> = { [K in keyof R]: R[K]["_"]["data"] };

/** A pass over one table's due entries, as `EntryJobs.drain` takes it. */
interface EntryPass<R extends Record<string, AnyPgColumn>> {
  due: () => Promise<{ id: number; sinif: number; file: string | null }[]>;
  batch: number;
  stopped: () => boolean;
  fresh: Fresh;
  returning: R;
  work: (entry: { id: number; key: string; file: string }, claimed: Claimed<R>) => Promise<boolean>;
}

/** One table's leased jobs, keyed by entry, for that entry's current file. */
export interface EntryJobs {
  /** The condition, on `contents` left-joined with the table, of an entry whose job is due. */
  due(contentsFile: AnyPgColumn): SQL;
  /**
   * Claims the entry's job for this instance, or answers null when another holds it. A new
   * file starts again (`fresh`: the columns it resets, kept as they are for the same file).
   */
  claim<R extends Record<string, AnyPgColumn>>(
    id: number,
    file: string,
    fresh: Fresh,
    returning: R,
  ): Promise<Claimed<R> | null>;
  /** Writes progress and renews the lease, while the entry still has this file and the job is pending; false when not. */
  renew(id: number, file: string, set?: Record<string, unknown>): Promise<boolean>;
  /** Done (or failed for good): the lease ends with it. */
  finish(id: number, file: string, set: Record<string, unknown>): Promise<void>;
  /** A failed try: tried again after the backoff, given up (status 'failed') after `maxAttempts`; answers whether it was. */
  fail(
    id: number,
    file: string,
    attempts: number,
    set?: (givenUp: boolean) => Record<string, unknown>,
  ): Promise<{ attempts: number; givenUp: boolean }>;
  /**
   * Gives the job back when this instance stops in the middle of it: no try counted, nothing
   * of the unfinished step recorded, and the lease freed so the next instance goes on at once.
   */
  handOver(id: number, file: string): Promise<void>;
  /**
   * A pass: the due entries (`due`, with `jobs.due` in its condition), each claimed (`fresh`
   * and `returning` as for `claim`) and worked with its stored file's key, a batch at a time.
   */
  drain<R extends Record<string, AnyPgColumn>>(pass: EntryPass<R>): Promise<number>;
}

/** What the statements of one table's jobs share. */
interface JobTable {
  db: Db;
  /** The two tables share these columns; Drizzle's builders want one table type. */
  t: typeof pdfTexts;
  lease: SQL;
  maxAttempts: number;
}

/**
 * The leased jobs of a table keyed by entry, for that entry's current file: due when there
 * is no row, the entry has another file now, or the row is pending with its lease free.
 */
export function entryJobs(
  db: Db,
  table: EntryJobTable,
  { leaseSeconds, maxAttempts }: { leaseSeconds: number; maxAttempts: number },
): EntryJobs {
  const jobs: JobTable = { db, t: table as typeof pdfTexts, lease: leaseFor(leaseSeconds), maxAttempts };
  const t = jobs.t;
  return {
    due: (contentsFile) =>
      or(isNull(t.contentId), ne(t.file, contentsFile), and(eq(t.status, "pending"), leaseFree(t.leaseUntil)))!,
    claim: (id, file, fresh, returning) => claim(jobs, id, file, fresh, returning),
    renew: (id, file, set = {}) => renew(jobs, id, file, set),
    finish: (id, file, set) => finish(jobs, id, file, set),
    fail: (id, file, attempts, set = () => ({})) => fail(jobs, id, file, attempts, set),
    handOver: (id, file) => handOver(jobs, id, file),
    drain: (pass) => drain(jobs, pass),
  };
}

const ofFile = ({ t }: JobTable, id: number, file: string) => and(eq(t.contentId, id), eq(t.file, file));
const sameFile = ({ t }: JobTable, file: string) => sql`${t.file} = ${file}`;

async function claim<R extends Record<string, AnyPgColumn>>(
  jobs: JobTable,
  id: number,
  file: string,
  fresh: Fresh,
  returning: R,
): Promise<Claimed<R> | null> {
  const { db, t, lease } = jobs;
  const kept: Record<string, SQL> = {};
  for (const [name, value] of Object.entries(fresh)) {
    const column = (t as unknown as Record<string, AnyPgColumn>)[name];
    kept[name] = sql`case when ${sameFile(jobs, file)} then ${column} else ${value} end`;
  }
  const rows: unknown[] = await db
    .insert(t)
    .values({ contentId: id, file, leaseUntil: lease })
    .onConflictDoUpdate({
      target: t.contentId,
      set: {
        file,
        status: "pending",
        ...kept,
        attempts: sql`case when ${sameFile(jobs, file)} then ${t.attempts} else 0 end`,
        leaseUntil: lease,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${t.file} <> ${file} or (${t.status} = 'pending' and ${leaseFree(t.leaseUntil)})`,
    })
    .returning(returning as Record<string, AnyPgColumn>);
  return (rows[0] as Claimed<R> | undefined) ?? null;
}

async function renew(jobs: JobTable, id: number, file: string, set: Record<string, unknown>): Promise<boolean> {
  const { db, t, lease } = jobs;
  const rows = await db
    .update(t)
    .set({ ...set, leaseUntil: lease, updatedAt: sql`now()` })
    .where(and(ofFile(jobs, id, file), eq(t.status, "pending")))
    .returning({ id: t.contentId });
  return rows.length > 0;
}

async function finish(jobs: JobTable, id: number, file: string, set: Record<string, unknown>): Promise<void> {
  await jobs.db
    .update(jobs.t)
    .set({ ...set, leaseUntil: null, updatedAt: sql`now()` })
    .where(ofFile(jobs, id, file));
}

async function fail(
  jobs: JobTable,
  id: number,
  file: string,
  attempts: number,
  set: (givenUp: boolean) => Record<string, unknown>,
): Promise<{ attempts: number; givenUp: boolean }> {
  const next = backoff(attempts, jobs.maxAttempts);
  await jobs.db
    .update(jobs.t)
    .set({
      ...set(next.givenUp),
      status: next.givenUp ? "failed" : "pending",
      attempts: next.attempts,
      leaseUntil: next.leaseUntil,
      updatedAt: sql`now()`,
    })
    .where(ofFile(jobs, id, file));
  return { attempts: next.attempts, givenUp: next.givenUp };
}

async function handOver(jobs: JobTable, id: number, file: string): Promise<void> {
  await jobs.db
    .update(jobs.t)
    .set({ leaseUntil: null })
    .where(and(ofFile(jobs, id, file), eq(jobs.t.status, "pending")));
}

function drain<R extends Record<string, AnyPgColumn>>(
  jobs: JobTable,
  { due, batch, stopped, fresh, returning, work }: EntryPass<R>,
): Promise<number> {
  return drainDue({
    due,
    batch,
    stopped,
    async work({ id, sinif, file }) {
      if (!file) return null;
      const claimed = await claim(jobs, id, file, fresh, returning);
      return claimed ? work({ id, key: storageKey(sinif, file), file }, claimed) : null;
    },
  });
}
