import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createDbRateLimiter, createRedisRateLimiter, type RateLimiter } from "#server/auth/rate-limit.ts";
import type { Database, Db } from "#server/db/client.ts";
import { openRedis, type RedisClient } from "#server/redis.ts";
import { everyEngine, freshDatabase, type DbKind } from "#tests/support/database.ts";
import { redisUrl } from "#tests/support/redis.ts";

/** One place the rate-limit counters live, as the limiter, log-in and picture tests run each of their tests on. */
export interface CounterBackend {
  /** "database counters" or "Redis counters": the assertions' label, and a part of the tests' keys. */
  name: string;
  limiter: RateLimiter;
  /** Moves the counter at exactly `key` `seconds` into the past (its window and its last failure). */
  age(key: string, seconds: number): Promise<void>;
  /** The same for every counter whose key starts with `prefix`. */
  ageStartingWith(prefix: string, seconds: number): Promise<void>;
}

export interface CounterBackends {
  /** Filled in the beforeAll: the database's counters, then Redis's where TEST_REDIS_URL is set. */
  backends: CounterBackend[];
  /** The fresh database the database counters (and the test's accounts) live in. */
  db(): Db;
}

/** Aged past its window, a Redis key is gone only once its last millisecond has passed. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function ageRedisKey(redis: RedisClient, key: string, seconds: number): Promise<void> {
  const left = (await redis.pTTL(key)) - seconds * 1000;
  await redis.pExpire(key, Math.max(1, left));
  if (left < 1) await pause();
}

function redisBackend(redis: RedisClient): CounterBackend {
  const prefix = `merdiven:test:${randomUUID()}:`;
  return {
    name: "Redis counters",
    limiter: createRedisRateLimiter(redis, { prefix }),
    age: (key, seconds) => ageRedisKey(redis, prefix + key, seconds),
    ageStartingWith: async (start, seconds) => {
      for await (const found of redis.scanIterator({ MATCH: `${prefix}${start}*` })) {
        for (const key of Array.isArray(found) ? found : [found]) await ageRedisKey(redis, key, seconds);
      }
    },
  };
}

function databaseBackend(database: Database): CounterBackend {
  const back = (where: ReturnType<typeof sql>, seconds: number) =>
    database.db.execute(
      sql`update rate_limits set reset_at = reset_at - make_interval(secs => ${seconds}) where ${where}`,
    );
  return {
    name: "database counters",
    limiter: createDbRateLimiter(database.db),
    age: async (key, seconds) => void (await back(sql`key = ${key}`, seconds)),
    ageStartingWith: async (prefix, seconds) => void (await back(sql`key like ${`${prefix}%`}`, seconds)),
  };
}

/**
 * The rate-limit counter backends for the enclosing describe: database counters on a fresh
 * database of `kind`, and Redis counters beside them where TEST_REDIS_URL is set, on every engine
 * (the tests of what a service does with its counters) or only the last one (the counters' own tests).
 */
export function useCounterBackends(
  kind: DbKind,
  { redisOn }: { redisOn: "every engine" | "last engine" },
): CounterBackends {
  let database: Database | undefined;
  let redis: RedisClient | undefined;
  const backends: CounterBackend[] = [];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    backends.push(databaseBackend(database));
    if (redisUrl && (redisOn === "every engine" || kind === everyEngine.at(-1))) {
      redis = await openRedis(redisUrl);
      backends.push(redisBackend(redis));
    }
  });
  afterAll(async () => {
    await redis?.close();
    await database?.close();
  });
  return {
    backends,
    db: () => {
      if (!database) throw new Error("the counters' database opens in beforeAll: use it inside a hook or a test");
      return database.db;
    },
  };
}
