import { createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, gte, sql, sum } from "drizzle-orm";
import type { ContentEntry } from "#core/content.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { contents, openings } from "#server/db/schema.ts";
import { entryColumns } from "./content-columns";
import { log } from "#server/log.ts";
import { addressKey } from "#server/auth/address-key.ts";

/** Pupils' days are Turkish days: an opening at 00:30 in Istanbul belongs to that day, not to UTC's previous one. */
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
export const istanbulDay = (at: Date = new Date()) => dayFormat.format(at);

export interface OpeningLimits {
  /** New (address, entry) pairs one address may add in a window: a classroom behind one address opens a lot, a script more. */
  perAddress: number;
  windowMs: number;
  /** Addresses remembered in one window; past it, the oldest is forgotten (its budget starts again), never a newcomer refused. */
  addresses: number;
  /** (address, entry) pairs remembered in one day; past it, the oldest is forgotten, never a newcomer refused. */
  seen: number;
  /** Distinct (entry, day) counts waiting to be written; past it, new ones are dropped. */
  pending: number;
}

export const OPENING_LIMITS: OpeningLimits = {
  perAddress: 120,
  windowMs: 60_000,
  addresses: 50_000,
  seen: 100_000,
  pending: 20_000,
};

export interface TopEntry {
  entry: ContentEntry;
  openings: number;
}

/** A Set or Map that, when full, forgets its oldest key to take a new one (both keep insertion order). */
function makeRoom(keys: { size: number; keys(): IterableIterator<string>; delete(key: string): boolean }, cap: number) {
  while (keys.size >= cap) keys.delete(keys.keys().next().value!);
}

/** The openings counted in memory, written in batches, and the numbers read back. */
export interface OpeningCounter {
  /** One opening of entry `id` from `address`; false when it was not counted (opened there today already, a flood, or too much waiting). */
  record(id: number, address: string): boolean;
  flush(): Promise<void>;
  /** The most opened entries of the last `days` days (today included), most first. */
  top(days: number, limit?: number): Promise<TopEntry[]>;
  /** Every entry's openings on one day (tests and the bench read what was counted). */
  onDay(day?: string): Promise<Record<number, number>>;
  close(): Promise<void>;
}

/**
 * Counts openings of entries (decisions 0045, 0054): an entry's number of the day
 * grows by one per address (an IPv6 /64) and day, in memory; every `flushMs` the numbers
 * are added to `openings` in one statement (a busy day costs a write every few seconds, not
 * one a pupil). Nothing about the opener is kept: who opened what today is held only as a
 * keyed hash of (address or /64, entry) under a random key made for the day and dropped
 * with it, in memory, never written anywhere; a raw address is never stored at all.
 */
export function createOpeningCounter(
  db: Db,
  {
    flushMs = 5_000,
    limits = OPENING_LIMITS,
    now = Date.now,
  }: {
    flushMs?: number;
    limits?: OpeningLimits;
    /** The clock (tests move to the next day). */ now?: () => number;
  } = {},
): OpeningCounter {
  const firstToday = dayMemory(limits, now);
  const pending = pendingCounts(db, limits);
  const timer = setInterval(() => void pending.flush(), flushMs);
  timer.unref();

  return {
    record(id, address) {
      const day = istanbulDay(new Date(now()));
      const key = `${day}|${id}`;
      if (!pending.hasRoomFor(key)) return false;
      if (!firstToday(day, id, address)) return false;
      pending.add(key);
      return true;
    },

    flush: () => pending.flush(),

    top: (days, limit = 10) => top(db, now, days, limit),

    async onDay(day = istanbulDay(new Date(now()))) {
      const rows = rowsOf<{ content_id: number; count: number }>(
        await db.execute(sql`select content_id, count from ${openings} where day = ${day}::date`),
      );
      return Object.fromEntries(rows.map((r) => [Number(r.content_id), Number(r.count)]));
    },

    async close() {
      clearInterval(timer);
      await pending.flush();
    },
  };
}

/**
 * Whether this (address, entry) opening is the day's first. Past the caps the oldest is
 * forgotten rather than a newcomer refused: a flood of made-up addresses cannot stop a
 * real opening from being counted; its cost is that a forgotten pair may count once more
 * that day, and forgetting one takes `seen` new pairs (each counted once anyway).
 */
type FirstToday = (day: string, id: number, address: string) => boolean;

/** Today's openers, held only as keyed hashes under the day's key, and each address's budget in the window. */
function dayMemory(limits: OpeningLimits, now: () => number): FirstToday {
  /** Today's (Istanbul) pairs already counted, as keyed hashes; a new day gets a new key and an empty set. */
  let today = "";
  let dayKey = randomBytes(32);
  let seen = new Set<string>();
  /** Addresses' (keyed-hash) new pairs in the current window. */
  let budgets = new Map<string, number>();
  let windowStart = now();

  const hashed = (text: string) => createHmac("sha256", dayKey).update(text).digest("base64url").slice(0, 22);

  return (day, id, address) => {
    const at = now();
    if (day !== today) {
      today = day;
      dayKey = randomBytes(32);
      seen = new Set();
      budgets = new Map();
    }
    if (at - windowStart >= limits.windowMs) {
      budgets = new Map();
      windowStart = at;
    }
    const budget = addressKey(address);
    const pair = hashed(`${id}|${budget}`);
    if (seen.has(pair)) return false;
    const who = hashed(budget);
    const used = budgets.get(who) ?? 0;
    if (used >= limits.perAddress) return false;
    budgets.delete(who); // set again below: the most recent address is the last forgotten
    makeRoom(budgets, limits.addresses);
    budgets.set(who, used + 1);
    makeRoom(seen, limits.seen);
    seen.add(pair);
    return true;
  };
}

/** The counts not written yet, by `${day}|${id}`, and their writing one batch at a time. */
interface PendingCounts {
  /** Whether the key is waiting already or there is room for one more (past limits.pending new ones are dropped). */
  hasRoomFor(key: string): boolean;
  add(key: string): void;
  flush(): Promise<void>;
}

function pendingCounts(db: Db, limits: OpeningLimits): PendingCounts {
  /** `${day}|${id}` → openings not yet written. */
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();
  return {
    hasRoomFor: (key) => pending.has(key) || pending.size < limits.pending,
    add(key) {
      pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush() {
      const run = flushing.then(async () => {
        const batch = pending;
        pending = new Map();
        try {
          await write(db, batch);
        } catch (error) {
          // Kept for the next try (a database that is away for a moment loses nothing).
          for (const [key, n] of batch)
            if (pending.size < limits.pending || pending.has(key)) pending.set(key, (pending.get(key) ?? 0) + n);
          log.warn("openings not written yet", { error });
        }
      });
      flushing = run;
      return run;
    },
  };
}

async function write(db: Db, batch: Map<string, number>) {
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

async function top(db: Db, now: () => number, days: number, limit: number): Promise<TopEntry[]> {
  const since = istanbulDay(new Date(now() - (days - 1) * 86_400_000));
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
}
