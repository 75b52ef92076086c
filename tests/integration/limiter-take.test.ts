import { describe, expect, it } from "vitest";
import { atMost } from "#server/auth/rate-limit.ts";
import { everyEngine } from "#tests/support/database.ts";
import { useCounterBackends } from "#tests/support/counters.ts";
import { countOf, together } from "#tests/support/race.ts";

/**
 * take(): a try reserved before the slow work, in one atomic step (decision 0087). The tests
 * send the tries together, as a bell's requests arrive: on PostgreSQL (and Redis) a read-then-write
 * counter lets them all through, which PGlite, one query at a time, would hide.
 */
describe.each(everyEngine)("take() on %s", (kind) => {
  const { backends: limiters } = useCounterBackends(kind, { redisOn: "last engine" });

  it("lets exactly N of N+20 tries sent together through", async () => {
    for (const { name, limiter } of limiters) {
      const results = await together(45, () => limiter.take(`race:${name}`, 60, atMost(25)));
      expect(
        countOf(results, (r) => r.ok),
        name,
      ).toBe(25);
      // Every counted try has its own number: none was read twice.
      expect(new Set(results.flatMap((r) => (r.ok ? [r.count] : []))).size, name).toBe(25);
    }
  });

  it("lets every one of 60 tries sent together through while they are free, each with its own number", async () => {
    // On PostgreSQL each statement's now() is its transaction's start: a take queued behind a
    // later-started one must still pass when its wait is 0.
    for (const { name, limiter } of limiters) {
      const results = await together(60, () => limiter.take(`free:${name}`, 60, atMost(200)));
      expect(
        countOf(results, (r) => r.ok),
        name,
      ).toBe(60);
      expect(new Set(results.flatMap((r) => (r.ok ? [r.count] : []))).size, name).toBe(60);
    }
  });

  it("refuses while the wait after the last failure runs, and counts nothing then", async () => {
    for (const { name, limiter, age } of limiters) {
      const key = `wait:${name}`;
      const waits = [0, 0, 60_000];
      expect(await limiter.take(key, 600, waits), name).toEqual({ ok: true, count: 1 });
      expect(await limiter.take(key, 600, waits), name).toEqual({ ok: true, count: 2 });
      const refused = await limiter.take(key, 600, waits);
      expect(refused.ok, name).toBe(false);
      expect(!refused.ok && refused.waitMs > 55_000 && refused.waitMs <= 60_000, name).toBe(true);
      expect((await limiter.failures(key, 600))?.count, name).toBe(2);
      await age(key, 61);
      expect(await limiter.take(key, 600, waits), name).toEqual({ ok: true, count: 3 });
      // A try given back (it was right) leaves the count as it was before it.
      await limiter.release(key);
      expect((await limiter.failures(key, 600))?.count, name).toBe(2);
    }
  });

  it("starts again once the window has passed", async () => {
    for (const { name, limiter, age } of limiters) {
      const key = `window:${name}`;
      for (let i = 0; i < 3; i++) await limiter.take(key, 60, atMost(3));
      expect((await limiter.take(key, 60, atMost(3))).ok, name).toBe(false);
      await age(key, 61);
      expect(await limiter.take(key, 60, atMost(3)), name).toEqual({ ok: true, count: 1 });
    }
  });
});
