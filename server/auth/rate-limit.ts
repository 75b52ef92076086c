import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { RedisClient } from "../redis";

export interface RateLimitRule {
  /** How many hits are allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit on `key`; false once the key is over its limit for this window. */
  hit(key: string, rule: RateLimitRule): Promise<boolean>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
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
      const rows = (Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows) as { count: number }[];
      return Number(rows[0].count) <= rule.limit * multiplier;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
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
  };
}

/** Tight limits for the doors attackers knock on; generous ones are for reads. */
export const RATE_LIMITS = {
  /** Failed log-ins for one account. */
  loginPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Log-in attempts from one address. */
  loginPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  signupPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  contactPerAddress: { limit: 5, windowSeconds: 10 * 60 },
  /** Newsletter sign-ups from one address (each may mail a stranger's inbox once a day). */
  newsletterPerAddress: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
