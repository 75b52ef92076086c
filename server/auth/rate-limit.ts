import { inArray, or, sql } from "drizzle-orm";
import { normaliseEmail } from "#core/schemas.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema.ts";
import type { RedisClient } from "#server/redis.ts";

export interface RateLimitRule {
  /** How many hits are allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** Failures counted under one key: how many, and when the last one was (epoch ms). */
export interface Failures {
  count: number;
  lastAt: number;
}

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

/** Counters to forget together: exact keys, and prefixes that end at a separator (every key starting with one). */
export interface Counters {
  keys: string[];
  prefixes: string[];
}

/** Deletes `counters` from the rate_limits table (also inside a transaction: erase.ts). */
export async function deleteCounters(db: Pick<Db, "delete">, { keys, prefixes }: Counters): Promise<void> {
  const which = [...(keys.length ? [inArray(rateLimits.key, keys)] : []), ...prefixes.map((p) => sql`starts_with(${rateLimits.key}, ${p})`)];
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
      const result = await db.execute(sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`);
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
export function createRedisRateLimiter(client: RedisClient, { multiplier = 1, prefix = "merdiven:rl:" } = {}): RateLimiter {
  return {
    async hit(key, rule) {
      const count = await client.eval(REDIS_HIT, { keys: [prefix + key], arguments: [String(rule.windowSeconds * 1000)] });
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
      return count > 0 && ttl > 0 ? { count: Number(count), lastAt: Date.now() - (windowSeconds * 1000 - Number(ttl)) } : null;
    },
    async take(key, windowSeconds, waitsMs) {
      const waits = waitsMs.map((ms) => String(Math.max(0, Math.round(ms))));
      const [taken, value] = (await client.eval(REDIS_TAKE, { keys: [prefix + key], arguments: [String(windowSeconds * 1000), ...waits] })) as [number, number];
      return Number(taken) === 1 ? { ok: true, count: Number(value) } : { ok: false, waitMs: Math.max(1, Number(value)) };
    },
    async release(key) {
      await client.eval(REDIS_RELEASE, { keys: [prefix + key] });
    },
    async forget({ keys, prefixes }) {
      const found = keys.map((key) => prefix + key);
      // A prefix's keys are found by SCAN, with the glob's own characters in it escaped.
      for (const start of prefixes) {
        for await (const batch of client.scanIterator({ MATCH: `${(prefix + start).replace(/[*?[\]\\]/g, "\\$&")}*`, COUNT: 500 })) found.push(...batch);
      }
      if (found.length) await client.del(found);
    },
    multiplier,
  };
}

/** Tight limits for the doors attackers knock on; generous ones are for reads. */
export const RATE_LIMITS = {
  /**
   * Failed log-ins from one address (an IPv6 /64 as one), forgotten 15 minutes after the last:
   * each try is taken before the hash and a right password gives it back, so a class logging in
   * together never spends it. Past it, only accounts known at the address (server/auth/known-accounts.ts)
   * are still checked, under their own LOGIN_THROTTLE; others are refused unchecked. So one pupil's
   * wrong posts never stop a classmate (docs/decisions/0093).
   */
  loginPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong picture secrets from one address (an IPv6 /64 as one), forgotten 15 minutes after
   * the address's last check: right ones never count (a school's classes sign in at the bell
   * from one address). Past it, only the classes known at the address (server/classes/known-here.ts)
   * are still checked, under their own limits (PICTURE_THROTTLE, PICTURE_CLASS_THROTTLE); a
   * class not known there is refused unchecked. So it bounds a guesser roaming over strangers'
   * classes, and never stops a pupil of the school because of someone else's misses
   * (docs/decisions/0065, 0089).
   */
  pictureMissesPerAddress: { limit: 200, windowSeconds: 15 * 60 },
  /**
   * Sign-ups from one address, every one counted (each makes an account and mails one new
   * address): a class's size, so a lesson's class makes its accounts together, and at most
   * 40 verification mails an hour leave for one address's sign-ups (docs/decisions/0093).
   */
  signupPerAddress: { limit: 40, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /** Reset links asked for from one address: a class's size, as sign-ups (each inbox still gets at most resetPerAccount). */
  resetPerAddress: { limit: 40, windowSeconds: 60 * 60 },
  contactPerAddress: { limit: 5, windowSeconds: 10 * 60 },
  /** Newsletter sign-ups from one address (each may mail a stranger's inbox once a day). */
  newsletterPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  /** 'Hesabım' password checks (change, new address, deletion) of one account. */
  accountPasswordChecks: { limit: 10, windowSeconds: 15 * 60 },
  /** Mailed links 'Hesabım' sends (new address, deletion) for one account: each mails an inbox. */
  accountMailsPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /** Marks (save, done, opened, merge) of one account. */
  marksPerAccount: { limit: 300, windowSeconds: 10 * 60 },
  /**
   * Searches of one signed-in account, or of one address for visitors (each is a database query
   * no cache answered). Another site's subresources (an image, a frame) never spend it: they are
   * refused unanswered (server/http/fetch-metadata.ts, docs/decisions/0093).
   */
  searchPerAddress: { limit: 60, windowSeconds: 60 },
  /** Suggestions come as the pupil types (one a quarter second at most): a word is several. Counted as searches are. */
  suggestionsPerAddress: { limit: 180, windowSeconds: 60 },
  /** Quiz answers (whole quizzes and single-question checks) of one account or one address. */
  quizAnswers: { limit: 200, windowSeconds: 10 * 60 },
  /** Flashcards sorted (one request a card) and boxes read, per signed-in account. */
  flashcardsPerAccount: { limit: 600, windowSeconds: 10 * 60 },
  /** Data exports of one account (each reads all of its rows). */
  exportsPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Homework tries stored (a quiz's, a self-test's) of one pupil, through any door: the page's
   * form or the device's outbox (POST /api/v1/homework/{id}/tries and /self-test). A phone back
   * online after a day away sends the day's tries one after another (core/homework/outbox.ts,
   * decisions 0076 and 0084): a few dozen at most, and a try sent again under its clientId costs
   * nothing. Past the limit the outbox keeps the rest and sends them later (429 means "later").
   */
  homeworkTriesPerAccount: { limit: 120, windowSeconds: 60 * 60 },
  /** 'Öğretmen hesabı iste' of one account (each puts a row before the admin). */
  teacherRequestsPerAccount: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /**
   * Wrong or locked join codes from one address (an IPv6 /64 as one), and of one account:
   * only failures count, so a whole class behind one school address joins freely; past
   * the limit every try is refused until an hour passes without one (docs/decisions/0064:
   * 20 an hour is 175,200 a year against 24^6 ≈ 1.9e8 codes).
   */
  classJoinFailures: { limit: 20, windowSeconds: 60 * 60 },
  /** A parent's link opened from one address (an IPv6 /64 as one): a family opens it a few times a week; guessing 256 bits is hopeless anyway. */
  parentLinkViews: { limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * An address as one segment of a key (segments are joined by ':'). An address may itself
 * hold ':' ("m@x.co:0:1.2.3.4" passes the form's pattern), so ':' and the escape '%' are
 * written as %3A and %25: the segment then ends at the next ':', and no address's keys
 * begin with another address's. Ordinary addresses keep their plain form.
 */
const addressSegment = (email: string) => normaliseEmail(email).replaceAll("%", "%25").replaceAll(":", "%3A");

/**
 * The counters keyed by an e-mail address, built only here, so that erasing an address
 * (server/account/erase.ts) finds exactly its own keys and never another address that
 * merely contains it (erasing m@x.co must not reset adm@x.com's throttle).
 */
export const addressLimitKeys = {
  /** How often the owner proved the address (a reset, Google); part of every failure key (auth-service.ts). */
  loginEpoch: (email: string) => `login:epoch:${addressSegment(email)}`,
  /** Every wrong-password count of the address, whatever the epoch and client: they all start with this. */
  loginFailuresPrefix: (email: string) => `login:fail:${addressSegment(email)}:`,
  loginFailures: (email: string, epoch: number, clientKey: string) => `${addressLimitKeys.loginFailuresPrefix(email)}${epoch}:${clientKey}`,
  resetPerAccount: (email: string) => `reset:account:${addressSegment(email)}`,
};

/** The keys of an address's counters: exact keys, and prefixes that end at a separator. */
export function keysOfAddress(email: string): Counters {
  return { keys: [addressLimitKeys.loginEpoch(email), addressLimitKeys.resetPerAccount(email)], prefixes: [addressLimitKeys.loginFailuresPrefix(email)] };
}

/**
 * Every counter keyed by an account's id (`<what>:<id>`), built only here, so that erasing
 * the account (server/account/erase.ts) forgets each of them, and only them: exact keys,
 * so erasing account 1 leaves account 12's counters alone (and the one prefix below ends
 * at the separator after the id).
 */
export const ACCOUNT_COUNTERS = [
  /** 'Hesabım': password checks, mailed links, data exports. */
  "account:password",
  "account:mail",
  "account:export",
  /** Marks (save, done, opened, merge). */
  "marks",
  /** Flashcards sorted and boxes read. */
  "cards",
  /** Quiz answers of a signed-in pupil (a visitor's count under quiz:address:<client>). */
  "quiz:user",
  /** Searches and suggestions of a signed-in pupil (a visitor's under search:<client>, suggest:<client>). */
  "search:user",
  "suggest:user",
  /** Wrong picture secrets of a class pupil's account (PICTURE_THROTTLE). */
  "picture:fail",
  /** Two-step codes at sign-in (per quarter hour and per day) and at set-up. */
  "two-step:quarter",
  "two-step:day",
  "two-step:setup",
  /** Homework tries stored (RATE_LIMITS.homeworkTriesPerAccount). */
  "homework:tries",
  /** A teacher request, and wrong join codes of a signed-in pupil (issue 34). */
  "teacher:request",
  "classes:join",
] as const;
export type AccountCounter = (typeof ACCOUNT_COUNTERS)[number];
export const accountLimitKey = (what: AccountCounter, userId: number) => `${what}:${userId}`;

/**
 * Every address an account is known at starts with this (server/auth/known-accounts.ts):
 * `account:seen:<id>:<client>`. The id ends at the next ':', so account 1's prefix never
 * reaches account 12's keys, and a client key (which may hold ':') only follows it.
 */
export const knownAccountPrefix = (userId: number) => `account:seen:${userId}:`;

/** The keys of an account's counters: exact keys, and the addresses it is known at. */
export const keysOfAccount = (userId: number): Counters => ({ keys: ACCOUNT_COUNTERS.map((what) => accountLimitKey(what, userId)), prefixes: [knownAccountPrefix(userId)] });

/**
 * Wrong passwords for one account from one client address (docs/security.md): the
 * first few are free, then each further attempt must wait twice as long as the last
 * (1 s, 2 s, 4 s … at most 15 minutes). A stranger's failures from elsewhere never
 * slow the owner down, and the count is forgotten an hour after the last failure.
 */
export const LOGIN_THROTTLE = { freeFailures: 3, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 };

/** How long after its last failure the next attempt under these failures must wait (ms); 0 when free. */
export function loginDelayMs(failures: Failures | null, multiplier = 1): number {
  const free = LOGIN_THROTTLE.freeFailures * multiplier;
  if (!failures || failures.count < free) return 0;
  const seconds = Math.min(LOGIN_THROTTLE.maxDelaySeconds, LOGIN_THROTTLE.firstDelaySeconds * 2 ** Math.min(30, failures.count - free));
  return seconds * 1000;
}

/**
 * Wrong picture secrets of one pupil's account, from any address (docs/decisions/0065):
 * the first five are free, then the pupil waits five minutes, and each wrong try after a
 * wait doubles it (5, 10, 20, 40 minutes, at most an hour). Per account, not per address
 * as LOGIN_THROTTLE: a class shares one address, and the secret has only 1,728 values, so
 * every guess anywhere must count. A try made while waiting is refused unchecked and
 * counts nothing. The count is forgotten a day after the last wrong try, at a right one,
 * or when the teacher gives the pupil a new secret.
 */
export const PICTURE_THROTTLE = { freeFailures: 5, firstWaitMinutes: 5, maxWaitMinutes: 60, windowSeconds: 24 * 60 * 60 };

/** How long after the last wrong try the next may be checked (ms); 0 while tries are free. */
export function pictureWaitMs(failures: Failures | null, multiplier = 1): number {
  const free = PICTURE_THROTTLE.freeFailures * multiplier;
  if (!failures || failures.count < free) return 0;
  const minutes = Math.min(PICTURE_THROTTLE.maxWaitMinutes, PICTURE_THROTTLE.firstWaitMinutes * 2 ** Math.min(30, failures.count - free));
  return minutes * 60 * 1000;
}

/**
 * Wrong picture secrets across one class, from any address (docs/decisions/0068): the
 * per-account throttle alone lets someone with the class's code try five secrets on each of
 * 40 pupils at once (200 guesses, about an 11 % chance of one hit). Every wrong try of a
 * class pupil also counts under the class's `count` key, forgotten `windowSeconds` after the
 * last one; the one that brings it to `limit` starts the class's `wait`: every picture check
 * of the class is refused unchecked (a right secret too) and counts nothing, until the
 * class's teacher lifts it or `waitSeconds` pass. A lesson of 40 clumsy pupils with two
 * wrong tries each (80) stays under it. A browser whose device cookie names the pupil is not
 * refused by this wait, the pupil's own or the address's cap, and its wrong tries count on none
 * of them: it has a budget of its own (DEVICE_THROTTLE, docs/decisions/0092).
 */
export const PICTURE_CLASS_THROTTLE = { limit: 100, windowSeconds: 15 * 60, waitSeconds: 24 * 60 * 60 };
export const pictureClassKeys = (classId: number) => ({ count: `picture:class:${classId}`, wait: `picture:class-wait:${classId}` });
/** Both class counters, to forget together (the wait lifted). */
export const pictureClassCounters = (classId: number): Counters => ({ keys: Object.values(pictureClassKeys(classId)), prefixes: [] });
/** Every counter of a class, to forget when it is deleted: the picture counters and the addresses it is known at (server/classes/known-here.ts). */
export const classCounters = (classId: number): Counters => ({ keys: Object.values(pictureClassKeys(classId)), prefixes: [knownHerePrefix(classId)] });
/**
 * Every address a class is known at starts with this (server/classes/known-here.ts). The class id
 * is written `c12`, never as a bare number: the key names a class and an address, and an account's
 * erasure, which looks for its id as a key's segment, must not take it for the account's.
 */
export const knownHerePrefix = (classId: number) => `class:seen:c${classId}:`;
