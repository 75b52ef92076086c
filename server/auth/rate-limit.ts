import { inArray, or, sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema.ts";
import type { RedisClient } from "#server/redis.ts";
import type { Counters, Failures, RateLimitRule } from "./limit-rules";

// The rules are kept apart (limit-rules.ts); callers import them with the limiter, from here.
export {
  ACCOUNT_COUNTERS,
  accountLimitKey,
  addressLimitKeys,
  classCounters,
  keysOfAccount,
  keysOfAddress,
  knownAccountPrefix,
  knownHerePrefix,
  LOGIN_THROTTLE,
  loginDelayMs,
  PICTURE_CLASS_THROTTLE,
  PICTURE_THROTTLE,
  pictureClassCounters,
  pictureClassKeys,
  pictureWaitMs,
  RATE_LIMITS,
  type AccountCounter,
  type Counters,
  type Failures,
  type RateLimitRule,
} from "./limit-rules";

export interface RateLimiter {
  /** Counts a hit on `key`; false once the key is over its limit for this window. */
  hit(key: string, rule: RateLimitRule): Promise<boolean>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  /** Counts one more failure under `key`; the count is forgotten `windowSeconds` after the last one. */
  fail(key: string, windowSeconds: number): Promise<void>;
  /** The failures under `key` (null when none, or forgotten); `windowSeconds` as given to fail. */
  failures(key: string, windowSeconds: number): Promise<Failures | null>;
  /**
   * Reserves a try before the slow work (a hash) is done (decision 0087): in one atomic step,
   * refuses while the key's last failure is more recent than `waitsMs[count]` (the wait after
   * `count` failures; the last figure stands for every larger count), and otherwise counts the
   * try as a failure at once, as fail() would. The caller then gives a right try back (reset or
   * release). So N tries arriving together are N counted tries, never N reads of one count.
   */
  take(key: string, windowSeconds: number, waitsMs: readonly number[]): Promise<Taken>;
  /** Gives one taken try back (it turned out right): the count drops by one, the window stays. */
  release(key: string): Promise<void>;
  /** Forgets every counter in `counters` (an erased account's: keysOfAccount, keysOfAddress). */
  forget(counters: Counters): Promise<void>;
  /** RATE_LIMIT_MULTIPLIER: how much the limits are loosened (tests); 1 in production. */
  readonly multiplier: number;
}

/** take()'s answer: the try is counted (`count` failures now, itself included), or it must wait `waitMs` more. */
export type Taken = { ok: true; count: number } | { ok: false; waitMs: number };

/** A wait that never ends within a window: a limit of N tries is N zeros followed by this. */
export const NO_MORE = 2 ** 31 - 1;

/** The waits after 0, 1, … failures for a plain "at most `limit`" (then none until the window passes). */
export const atMost = (limit: number): number[] => [...Array<number>(limit).fill(0), NO_MORE];

/**
 * take()'s waits for a throttle given as "how long after these failures the next try waits":
 * the wait after 0, 1, … failures, up to the first count whose wait is the one before it again
 * (the last figure stands for every larger count). For waits that grow to a ceiling.
 */
export function waitsAfter(waitMs: (failures: Failures) => number): number[] {
  const waits: number[] = [];
  for (let count = 0; count < 100_000; count++) {
    waits.push(waitMs({ count, lastAt: 0 }));
    if (count > 0 && waits[count] > 0 && waits[count] === waits[count - 1]) break;
  }
  return waits;
}

/** Deletes `counters` from the rate_limits table (also inside a transaction: erase.ts). */
export async function deleteCounters(db: Pick<Db, "delete">, { keys, prefixes }: Counters): Promise<void> {
  const which = [
    ...(keys.length ? [inArray(rateLimits.key, keys)] : []),
    ...prefixes.map((p) => sql`starts_with(${rateLimits.key}, ${p})`),
  ];
  if (which.length) await db.delete(rateLimits).where(or(...which));
}

/** Fixed-window counters in the database, so every instance sees the same counts. */
export function createDbRateLimiter(db: Db, { multiplier = 1 } = {}): RateLimiter {
  return {
    async hit(key, rule) {
      const result = await db.execute<{ count: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count`);
      return Number(rowsOf<{ count: number }>(result)[0].count) <= rule.limit * multiplier;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    // A sliding window: every failure pushes the moment it is forgotten further out.
    async fail(key, windowSeconds) {
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = excluded.reset_at`);
    },
    async failures(key, windowSeconds) {
      const result = await db.execute(
        sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
      );
      const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
      return row ? { count: Number(row.count), lastAt: new Date(row.reset_at).getTime() - windowSeconds * 1000 } : null;
    },
    // One statement: the upsert's row lock makes concurrent takes of one key queue, and each
    // sees the count the one before it wrote. A refused take updates nothing and returns no row.
    // A free try (no wait) is never compared with the clock: now() is each transaction's start,
    // so a take that queued behind a later-started one sees that one's try "in the future" and
    // would be refused by a wait of 0 (decision 0089).
    async take(key, windowSeconds, waitsMs) {
      const waits = `{${waitsMs.map((ms) => Math.max(0, Math.round(ms))).join(",")}}`;
      const result = await db.execute(sql`
        insert into rate_limits as r (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = excluded.reset_at
        where r.reset_at <= now()
          or (${waits}::bigint[])[least(r.count, ${waitsMs.length - 1}) + 1] = 0
          or extract(epoch from now() - (r.reset_at - make_interval(secs => ${windowSeconds}))) * 1000
            >= (${waits}::bigint[])[least(r.count, ${waitsMs.length - 1}) + 1]
        returning count`);
      const [row] = rowsOf<{ count: number }>(result);
      if (row) return { ok: true, count: Number(row.count) };
      const failures = await this.failures(key, windowSeconds);
      const wait = failures ? waitsMs[Math.min(failures.count, waitsMs.length - 1)] : 0;
      return { ok: false, waitMs: failures ? Math.max(1, failures.lastAt + wait - Date.now()) : 1 };
    },
    async release(key) {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
    forget: (counters) => deleteCounters(db, counters),
    multiplier,
  };
}

/**
 * One fixed window per key: the first hit starts the window and its expiry, later
 * hits only count. One script, so two instances never both start a window.
 */
const REDIS_HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** One more failure; every failure restarts the key's expiry (a sliding window). */
const REDIS_FAIL = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n`;

/** The count and the milliseconds left before it is forgotten, read together. */
const REDIS_FAILURES = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
return { n, redis.call('PTTL', KEYS[1]) }`;

/**
 * take(): ARGV[1] the window (ms), ARGV[2..] the waits after 0, 1, … failures. Refuses with the
 * wait left while the last failure is too recent; otherwise counts the try and restarts the window.
 */
const REDIS_TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
local window = tonumber(ARGV[1])
if n > 0 and ttl > 0 then
  local wait = tonumber(ARGV[math.min(n, #ARGV - 2) + 2])
  local elapsed = window - ttl
  if elapsed < wait then return { 0, wait - elapsed } end
else
  redis.call('DEL', KEYS[1])
end
n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], window)
return { 1, n }`;

/** release(): one try given back, never below zero, the expiry kept. */
const REDIS_RELEASE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The same counters in Redis (REDIS_URL): no table writes for every log-in attempt. */
export function createRedisRateLimiter(
  client: RedisClient,
  { multiplier = 1, prefix = "merdiven:rl:" } = {},
): RateLimiter {
  return {
    async hit(key, rule) {
      const count = await client.eval(REDIS_HIT, {
        keys: [prefix + key],
        arguments: [String(rule.windowSeconds * 1000)],
      });
      return Number(count) <= rule.limit * multiplier;
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async fail(key, windowSeconds) {
      await client.eval(REDIS_FAIL, { keys: [prefix + key], arguments: [String(windowSeconds * 1000)] });
    },
    async failures(key, windowSeconds) {
      const [count, ttl] = (await client.eval(REDIS_FAILURES, { keys: [prefix + key] })) as [number, number];
      return count > 0 && ttl > 0
        ? { count: Number(count), lastAt: Date.now() - (windowSeconds * 1000 - Number(ttl)) }
        : null;
    },
    async take(key, windowSeconds, waitsMs) {
      const waits = waitsMs.map((ms) => String(Math.max(0, Math.round(ms))));
      const [taken, value] = (await client.eval(REDIS_TAKE, {
        keys: [prefix + key],
        arguments: [String(windowSeconds * 1000), ...waits],
      })) as [number, number];
      return Number(taken) === 1
        ? { ok: true, count: Number(value) }
        : { ok: false, waitMs: Math.max(1, Number(value)) };
    },
    async release(key) {
      await client.eval(REDIS_RELEASE, { keys: [prefix + key] });
    },
    async forget({ keys, prefixes }) {
      const found = keys.map((key) => prefix + key);
      // A prefix's keys are found by SCAN, with the glob's own characters in it escaped.
      for (const start of prefixes) {
        for await (const batch of client.scanIterator({
          MATCH: `${(prefix + start).replace(/[*?[\]\\]/g, "\\$&")}*`,
          COUNT: 500,
        }))
          found.push(...batch);
      }
      if (found.length) await client.del(found);
    },
    multiplier,
  };
}
