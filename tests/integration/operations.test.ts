import { beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#server/db/client.ts";
import { createApp } from "#server/http/app.ts";
import { createPostgresDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { redisUrl } from "#tests/support/redis.ts";
import { startRelay } from "#tests/support/relay.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { startTestSite, useTestSite } from "#tests/support/test-site.ts";

let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** What the app sees of a request from this machine (Node's IncomingMessage): /metrics answers it. */
const LOOPBACK = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/** One sample of a Prometheus text exposition, or undefined. */
function sample(metrics: string, name: string, labels = ""): number | undefined {
  const line = metrics.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("health, readiness and metrics (embedded database)", () => {
  const site = useTestSite();
  beforeAll(async () => {
    await makeContent(site.services.database, { sinif: 6, type: "/kelimeler", konuIng: "Animals" });
  });

  it("says it is alive and ready, naming each check", async () => {
    const alive = await site.app.request("/healthz");
    expect(alive.status).toBe(200);
    expect(await alive.text()).toBe("ok");
    const ready = await site.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ready: true, checks: { database: "ok", storage: "ok", changes: "ok" } });
  });

  it("counts requests by route and status, and the response cache's hits and misses", async () => {
    for (let i = 0; i < 3; i++) expect((await site.app.request("/kelimeler?sinif=6")).status).toBe(200);
    expect((await site.app.request("/yok-boyle-bir-sayfa")).status).toBe(404);
    const res = await site.app.request("/metrics", {}, LOOPBACK);
    expect(res.headers.get("Content-Type")).toContain("text/plain; version=0.0.4");
    const text = await res.text();
    expect(sample(text, "merdiven_http_requests_total", 'method="GET",route="/kelimeler",status="200"')).toBe(3);
    expect(sample(text, "merdiven_http_requests_total", 'method="GET",route="other",status="404"')).toBe(1);
    expect(sample(text, "merdiven_response_cache_requests_total", 'outcome="hit"')).toBeGreaterThanOrEqual(2);
    expect(sample(text, "merdiven_response_cache_requests_total", 'outcome="miss"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "merdiven_response_cache_entries")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "merdiven_outbox_mails", 'status="pending"')).toBe(0);
    expect(sample(text, "merdiven_process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
  });

  it("tags every answer with a request id, keeping a caller's own", async () => {
    const own = await site.app.request("/healthz", { headers: { "X-Request-Id": "yuk-dengeleyici-42" } });
    expect(own.headers.get("X-Request-Id")).toBe("yuk-dengeleyici-42");
    const made = await site.app.request("/healthz");
    expect(made.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    // A kept answer (the second is a cache hit, its headers made whole by the cache) carries each request's own id.
    const kept = ["ilk-istek", "ikinci-istek"];
    for (const id of kept) {
      const answer = await site.app.request("/api/v1/contents?grade=5&type=2", { headers: { "X-Request-Id": id } });
      expect(answer.headers.get("X-Request-Id")).toBe(id);
      expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("readiness follows PostgreSQL and the change notices", () => {
  it("answers 503 naming the database and the notices while PostgreSQL is away, and 200 again once it is back", async () => {
    const target = await createPostgresDatabase();
    const relay = startRelay(new URL(target.url));
    const viaRelay = new URL(target.url);
    viaRelay.host = `127.0.0.1:${await relay.listen()}`;
    const services = await makeServices(
      await openDatabase({ kind: "postgres", url: viaRelay.toString(), poolSize: 2 }),
    );
    const app = createApp({ services, build, mode: "production" });
    try {
      expect((await app.request("/readyz")).status).toBe(200);
      relay.down();
      const down = await app.request("/readyz");
      expect(down.status).toBe(503);
      const body = await down.json();
      expect(body.ready).toBe(false);
      expect(body.checks.database).toBe("down");
      expect(body.checks.changes).toBe("down");
      expect(body.checks.storage).toBe("ok");

      relay.up();
      await expect.poll(async () => (await app.request("/readyz")).status, { timeout: 10_000 }).toBe(200);
      const metrics = await (await app.request("/metrics", {}, LOOPBACK)).text();
      expect(sample(metrics, "merdiven_db_pool_connections", 'state="total"')).toBeGreaterThanOrEqual(1);
    } finally {
      await services.close();
      await relay.close();
      await target.drop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("instances starting together on one PostgreSQL database", () => {
  it("take turns for start-up work (migrations, loading the demo): one waits while the other holds the lock", async () => {
    const target = await createPostgresDatabase();
    const [a, b] = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: "postgres", url: target.url, poolSize: 1 })),
    );
    try {
      const spans: [number, number][] = [];
      const turn = (db: typeof a) =>
        db.exclusive("demo-seed", async () => {
          const started = performance.now();
          await new Promise((r) => setTimeout(r, 300));
          spans.push([started, performance.now()]);
        });
      await Promise.all([turn(a), turn(b)]);
      spans.sort((x, y) => x[0] - y[0]);
      expect(spans[1][0]).toBeGreaterThanOrEqual(spans[0][1]);
      // A lock of another name does not wait.
      const other = performance.now();
      await Promise.all([
        a.exclusive("demo-seed", () => new Promise((r) => setTimeout(r, 300))),
        b.exclusive("something-else", async () => undefined),
      ]);
      expect(performance.now() - other).toBeLessThan(1000);
    } finally {
      await a.close();
      await b.close();
      await target.drop();
    }
  });
});

describe.skipIf(!redisUrl)("with REDIS_URL", () => {
  it("checks Redis for readiness and counts rate limits there", async () => {
    const site = await startTestSite({ settings: { REDIS_URL: redisUrl! } });
    try {
      const ready = await site.app.request("/readyz");
      expect(await ready.json()).toEqual({
        ready: true,
        checks: { database: "ok", storage: "ok", redis: "ok", changes: "ok" },
      });
      expect(site.services.changes.kind).toBe("redis");
      // The limiter is Redis's: its counter is a Redis key, not a row.
      const key = `readyz-test-${Date.now()}`;
      await site.services.limiter.hit(key, { limit: 1, windowSeconds: 60 });
      expect(await site.services.redis!.get(`merdiven:rl:${key}`)).toBe("1");
    } finally {
      await site.close();
    }
  });
});
