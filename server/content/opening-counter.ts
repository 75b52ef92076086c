import { and, desc, eq, gte, sql, sum } from "drizzle-orm";
import type { ContentEntry } from "../../core/content";
import { rowsOf, type Db } from "../db/client";
import { contents, openings } from "../db/schema";
import { entryColumns } from "./content-service";
import { log } from "../log";

/** Pupils' days are Turkish days: an opening at 00:30 in Istanbul belongs to that day, not to UTC's previous one. */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul", year: "numeric", month: "2-digit", day: "2-digit" });
export const istanbulDay = (at: Date = new Date()) => dayFormat.format(at);

export interface OpeningLimits {
  /** Openings one address may add in a window: a classroom behind one address opens a lot, a script more. */
  perAddress: number;
  windowMs: number;
  /** Addresses remembered in one window; past it, unknown addresses are not counted until the next one. */
  addresses: number;
  /** Distinct (entry, day) counts waiting to be written; past it, new ones are dropped. */
  pending: number;
}

export const OPENING_LIMITS: OpeningLimits = { perAddress: 120, windowMs: 60_000, addresses: 50_000, pending: 20_000 };

export interface TopEntry {
  entry: ContentEntry;
  openings: number;
}

/**
 * Counts openings of entries (issue 22; decision 0045): each beacon adds one to its entry's
 * number of the day, in memory; every `flushMs` the numbers are added to `openings` in one
 * statement (a busy day costs a write every few seconds, not one a pupil). Nothing about
 * the opener is kept: the address is held in memory for one window only, to stop one
 * address from inflating the numbers, and is never written anywhere.
 */
export function createOpeningCounter(db: Db, { flushMs = 5_000, limits = OPENING_LIMITS }: { flushMs?: number; limits?: OpeningLimits } = {}) {
  /** `${day}|${id}` → openings not yet written. */
  let pending = new Map<string, number>();
  let byAddress = new Map<string, number>();
  let windowStart = Date.now();
  let flushing: Promise<void> = Promise.resolve();

  function allowed(address: string): boolean {
    const now = Date.now();
    if (now - windowStart >= limits.windowMs) {
      byAddress = new Map();
      windowStart = now;
    }
    const used = byAddress.get(address);
    if (used === undefined && byAddress.size >= limits.addresses) return false;
    if ((used ?? 0) >= limits.perAddress) return false;
    byAddress.set(address, (used ?? 0) + 1);
    return true;
  }

  async function write(batch: Map<string, number>) {
    if (!batch.size) return;
    const rows = [...batch].map(([key, count]) => {
      const [day, id] = key.split("|");
      return sql`(${Number(id)}::integer, ${day}::date, ${count}::integer)`;
    });
    // Only entries that exist (a deleted or made-up id adds nothing); added to the day's number.
    await db.execute(sql`
      insert into ${openings} (content_id, day, count)
      select v.id, v.day, v.n from (values ${sql.join(rows, sql`, `)}) as v(id, day, n)
      join ${contents} c on c.id = v.id
      on conflict (content_id, day) do update set count = ${openings}.count + excluded.count`);
  }

  async function flush(): Promise<void> {
    const run = flushing.then(async () => {
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Kept for the next try (a database that is away for a moment loses nothing).
        for (const [key, n] of batch) if (pending.size < limits.pending || pending.has(key)) pending.set(key, (pending.get(key) ?? 0) + n);
        log.warn("openings not written yet", { error });
      }
    });
    flushing = run;
    return run;
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    /** One opening of entry `id` from `address`; false when it was not counted (a flood, or too much waiting). */
    record(id: number, address: string): boolean {
      if (!allowed(address)) return false;
      const key = `${istanbulDay()}|${id}`;
      if (!pending.has(key) && pending.size >= limits.pending) return false;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      return true;
    },

    flush,

    /** The most opened entries of the last `days` days (today included), most first. */
    async top(days: number, limit = 10): Promise<TopEntry[]> {
      const since = istanbulDay(new Date(Date.now() - (days - 1) * 86_400_000));
      const total = sum(openings.count).mapWith(Number);
      const rows = await db
        .select({ ...entryColumns, openings: total })
        .from(openings)
        .innerJoin(contents, eq(contents.id, openings.contentId))
        .where(and(gte(openings.day, since)))
        .groupBy(contents.id)
        .orderBy(desc(total), contents.id)
        .limit(limit);
      return rows.map(({ openings: n, ...entry }) => ({ entry, openings: n }));
    },

    /** Every entry's openings on one day (tests and the bench read what was counted). */
    async onDay(day = istanbulDay()): Promise<Record<number, number>> {
      const rows = rowsOf<{ content_id: number; count: number }>(await db.execute(sql`select content_id, count from ${openings} where day = ${day}::date`));
      return Object.fromEntries(rows.map((r) => [Number(r.content_id), Number(r.count)]));
    },

    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type OpeningCounter = ReturnType<typeof createOpeningCounter>;
