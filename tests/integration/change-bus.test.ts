import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createRedisRateLimiter } from "#server/auth/rate-limit.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import { createPostgresChangeBus } from "#server/changes/postgres-change-bus.ts";
import { createRedisChangeBus } from "#server/changes/redis-change-bus.ts";
import { openRedis, type RedisClient } from "#server/redis.ts";
import { createPostgresDatabase } from "#tests/support/database.ts";
import { redisUrl } from "#tests/support/redis.ts";

/** Resolves once `listener` has run `times` times (or rejects after a few seconds). */
function heard(bus: ChangeBus, times = 1): { count: () => number; done: Promise<void> } {
  let count = 0;
  let resolve!: () => void;
  const done = new Promise<void>((r) => (resolve = r));
  bus.subscribe(() => {
    count++;
    if (count >= times) resolve();
  });
  const timeout = new Promise<void>((_, reject) =>
    setTimeout(() => reject(new Error(`heard ${count} of ${times}`)), 5000).unref(),
  );
  return { count: () => count, done: Promise.race([done, timeout]) };
}

/**
 * `publisher` publishes once: its own listeners have run before publish resolves, the
 * other bus hears it moments later, and neither hears it twice (no echo).
 */
async function expectEachHearsOnce(publisher: ChangeBus, other: ChangeBus) {
  const onPublisher = heard(publisher);
  const onOther = heard(other);
  await publisher.publish();
  expect(onPublisher.count()).toBe(1);
  await onOther.done;
  await new Promise((r) => setTimeout(r, 200));
  expect(onPublisher.count()).toBe(1);
  expect(onOther.count()).toBe(1);
}

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "change notices between instances over PostgreSQL (LISTEN/NOTIFY)",
  () => {
    async function twoInstances() {
      const database = await createPostgresDatabase();
      closing.push(database.drop);
      const a = await createPostgresChangeBus(database.url);
      const b = await createPostgresChangeBus(database.url);
      closing.push(a.close, b.close);
      return { a, b, url: database.url };
    }

    it("reaches the other instance, and the publisher exactly once", async () => {
      const { a, b } = await twoInstances();
      await expectEachHearsOnce(a, b);
    });

    it("after losing its connection, reconnects and treats the gap as a change", async () => {
      const { a, b, url } = await twoInstances();
      const onB = heard(b);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      closing.push(() => admin.end());
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()",
      );
      expect(killed.rowCount).toBe(2);
      await onB.done;
      expect(b.healthy()).toBe(true);
      // And it hears new notices again.
      const again = heard(b);
      await a.publish();
      await again.done;
    });
  },
);

describe.skipIf(!redisUrl)("Redis (REDIS_URL): change notices and rate limits shared by instances", () => {
  async function redisClient(): Promise<RedisClient> {
    const client = await openRedis(redisUrl!);
    closing.push(() => client.close());
    return client;
  }

  it("sends a change notice to the other instance, and the publisher hears itself once", async () => {
    const a = await createRedisChangeBus(await redisClient());
    const b = await createRedisChangeBus(await redisClient());
    closing.push(a.close, b.close);
    await expectEachHearsOnce(b, a);
    expect(a.healthy() && b.healthy()).toBe(true);
  });

  it("counts hits of every instance in one window, and forgets a key on reset", async () => {
    const prefix = `merdiven-test:${process.pid}:${Date.now()}:`;
    const one = createRedisRateLimiter(await redisClient(), { prefix });
    const two = createRedisRateLimiter(await redisClient(), { prefix });
    const rule = { limit: 3, windowSeconds: 1 };
    expect(await one.hit("login:ali", rule)).toBe(true);
    expect(await two.hit("login:ali", rule)).toBe(true);
    expect(await one.hit("login:ali", rule)).toBe(true);
    expect(await two.hit("login:ali", rule)).toBe(false);
    // Another key has its own count.
    expect(await two.hit("login:ayse", rule)).toBe(true);
    await one.reset("login:ali");
    expect(await two.hit("login:ali", rule)).toBe(true);
    // The window ends by itself.
    for (let i = 0; i < 3; i++) await one.hit("login:veli", rule);
    expect(await one.hit("login:veli", rule)).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await one.hit("login:veli", rule)).toBe(true);
  });

  it("loosens every limit by the multiplier (tests only)", async () => {
    const prefix = `merdiven-test:${process.pid}:${Date.now()}:m:`;
    const limiter = createRedisRateLimiter(await redisClient(), { prefix, multiplier: 2 });
    const rule = { limit: 1, windowSeconds: 60 };
    expect(await limiter.hit("k", rule)).toBe(true);
    expect(await limiter.hit("k", rule)).toBe(true);
    expect(await limiter.hit("k", rule)).toBe(false);
  });
});
