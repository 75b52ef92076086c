import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { sql } from "drizzle-orm";
import { pdfPagesWaiting } from "#server/content/pdf-pages.ts";
import { Hono, type MiddlewareHandler } from "hono";
import { CONTENT_TYPES } from "#core/content-types.ts";
import type { Config } from "#server/config.ts";
import { log } from "#server/log.ts";
import type { Services } from "#server/services.ts";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const LIST_PATHS = new Set<string>(CONTENT_TYPES.map((t) => t.path));

/** A route label with few values, so metrics never grow with the number of entries or blog posts. */
export function routeLabel(path: string): string {
  if (path === "/" || LIST_PATHS.has(path)) return path;
  const parts = path.split("/").filter(Boolean);
  switch (parts[0]) {
    case "classes":
      return ["/classes", "/classes/:grade", "/classes/:grade/:entry"][Math.min(parts.length, 3) - 1];
    case "blog":
      return "/blog/:slug";
    case "files":
      return "/files";
    case "assets":
      return "/assets";
    case "api":
      return parts[2] === "contents"
        ? parts.length > 3
          ? "/api/v1/contents/:id"
          : "/api/v1/contents"
        : "/api/v1/other";
    default:
      return [
        "login",
        "signup",
        "logout",
        "iletisim",
        "notekle",
        "admin",
        "auth",
        "healthz",
        "readyz",
        "metrics",
      ].includes(parts[0])
        ? `/${parts[0]}`
        : "other";
  }
}

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** Request counts and latencies by route, in memory, exported in Prometheus text format. */
export function createMetrics() {
  const requests = new Map<string, Series>();
  /** One answer counted: the middleware's, and the front door's (front-door.ts), which answers before it. */
  const record = (method: string, path: string, status: number, seconds: number) => {
    const key = `${method}|${routeLabel(path)}|${status}`;
    const s = requests.get(key) ?? { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
    s.count++;
    s.sum += seconds;
    BUCKETS.forEach((b, i) => {
      if (seconds <= b) s.buckets[i]++;
    });
    requests.set(key, s);
  };
  return {
    record,
    middleware(): MiddlewareHandler {
      return async (c, next) => {
        const started = performance.now();
        await next();
        record(c.req.method, c.req.path, c.res.status, (performance.now() - started) / 1000);
      };
    },
    render(extra: string[]): string {
      const lines = [
        "# HELP merdiven_http_requests_total HTTP requests by method, route and status.",
        "# TYPE merdiven_http_requests_total counter",
      ];
      const hist = [
        "# HELP merdiven_http_request_duration_seconds Time to answer, by route.",
        "# TYPE merdiven_http_request_duration_seconds histogram",
      ];
      for (const [key, s] of requests) {
        const [method, route, status] = key.split("|");
        const labels = `method="${method}",route="${route}",status="${status}"`;
        lines.push(`merdiven_http_requests_total{${labels}} ${s.count}`);
        BUCKETS.forEach((b, i) =>
          hist.push(`merdiven_http_request_duration_seconds_bucket{${labels},le="${b}"} ${s.buckets[i]}`),
        );
        hist.push(`merdiven_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${s.count}`);
        hist.push(`merdiven_http_request_duration_seconds_sum{${labels}} ${s.sum.toFixed(6)}`);
        hist.push(`merdiven_http_request_duration_seconds_count{${labels}} ${s.count}`);
      }
      return [...lines, ...hist, ...extra, ""].join("\n");
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

export interface CacheStats {
  hits: number;
  misses: number;
  notModified: number;
  /** Answered from before a change while its fresh answer was being made. */
  previous: number;
  invalidations: number;
  entries: number;
  bytes: number;
}

/** Loopback as Node reports a socket's peer, IPv4, IPv6 or IPv4-mapped. */
const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === "::1" || /^(?:::ffff:)?127\./.test(address));

/** Equal strings, compared in time that does not depend on where they differ (hashes first: equal lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics (routes, rates, memory, outbox depth: a map for an attacker):
 * a caller with METRICS_TOKEN as its bearer token, from anywhere; without a token, a
 * caller on this machine, judged by the socket, never by a header. Behind a proxy
 * (TRUST_PROXY > 0) the socket is often the proxy's own loopback, so there only the
 * token opens it (docs/decisions/0021).
 */
export function metricsAllowed(
  authorization: string | undefined,
  socketAddress: string | undefined,
  config: Pick<Config, "METRICS_TOKEN" | "TRUST_PROXY">,
): boolean {
  if (config.METRICS_TOKEN && authorization?.startsWith("Bearer "))
    return sameSecret(authorization.slice("Bearer ".length), config.METRICS_TOKEN);
  return config.TRUST_PROXY === 0 && isLoopback(socketAddress);
}

/**
 * /readyz (database, storage and, when configured, Redis reachable; the change
 * bus listening) and /metrics. /healthz (alive) stays in the app.
 */
export function operationsRoutes(services: Services, metrics: Metrics, cacheStats: () => CacheStats) {
  const app = new Hono<{ Bindings: { incoming?: IncomingMessage } }>();
  app.get("/readyz", async (c) => {
    const { ready, checks } = await readiness(services);
    return c.json({ ready, checks }, ready ? 200 : 503, { "Cache-Control": "no-store" });
  });

  app.get("/metrics", async (c) => {
    if (!metricsAllowed(c.req.header("Authorization"), c.env?.incoming?.socket.remoteAddress, services.config))
      return c.body(null, 403, { "Cache-Control": "no-store" });
    const extra = [
      ...(await outboxLines(services)),
      ...(await pdfPagesLines(services)),
      ...poolLines(services),
      ...cacheLines(cacheStats()),
      "# HELP merdiven_picture_copy_jobs Picture copies being made or waiting, and runs of copies made ahead.",
      "# TYPE merdiven_picture_copy_jobs gauge",
      `merdiven_picture_copy_jobs ${services.images.jobs()}`,
      "# TYPE merdiven_process_resident_memory_bytes gauge",
      `merdiven_process_resident_memory_bytes ${process.memoryUsage().rss}`,
    ];
    return c.text(metrics.render(extra), 200, {
      "Content-Type": "text/plain; version=0.0.4; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });
  return app;
}

/** Each part "ok" or "down"; why it is down goes to the log, not to whoever asks. */
async function readiness(services: Services) {
  const checks: Record<string, "ok" | "down"> = {};
  const reasons: Record<string, unknown> = {};
  const check = async (part: string, probe: () => Promise<unknown>) => {
    try {
      await probe();
      checks[part] = "ok";
    } catch (error) {
      checks[part] = "down";
      reasons[part] = error;
    }
  };
  await check("database", () => services.database.ping());
  await check("storage", async () => {
    for await (const _ of services.storage.list("images/2")) break;
  });
  if (services.redis) await check("redis", () => services.redis!.ping());
  // An instance that cannot hear about changes could serve stale pages: not ready.
  checks.changes = services.changes.healthy() ? "ok" : "down";
  if (checks.changes === "down") reasons.changes = `the ${services.changes.kind} change bus is not listening`;
  const ready = Object.values(checks).every((v) => v === "ok");
  if (!ready) log.warn("not ready", { checks, reasons });
  return { ready, checks };
}

/** The outbox's mails by status; a comment line instead when the database does not answer. */
async function outboxLines(services: Services): Promise<string[]> {
  try {
    const result = await services.database.db.execute(
      sql`select status, count(*)::int as n from outbox group by status`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { status: string; n: number }[] }).rows) as {
      status: string;
      n: number;
    }[];
    return [
      "# HELP merdiven_outbox_mails Mails in the outbox by status.",
      "# TYPE merdiven_outbox_mails gauge",
      ...["pending", "sent", "failed"].map(
        (status) => `merdiven_outbox_mails{status="${status}"} ${rows.find((r) => r.status === status)?.n ?? 0}`,
      ),
    ];
  } catch {
    return ["# outbox depth unavailable: database not reachable"];
  }
}

/** PDF entries still to be drawn (from the database), and the drawing process's peak memory. */
async function pdfPagesLines(services: Services): Promise<string[]> {
  let waiting: string[];
  try {
    waiting = [
      "# HELP merdiven_pdf_pages_waiting PDF entries whose pages are still to be drawn as pictures.",
      "# TYPE merdiven_pdf_pages_waiting gauge",
      `merdiven_pdf_pages_waiting ${await pdfPagesWaiting(services.database.db)}`,
    ];
  } catch {
    waiting = ["# PDF pages waiting unavailable: database not reachable"];
  }
  return [
    ...waiting,
    "# HELP merdiven_pdf_drawing_peak_memory_bytes The most memory this instance's PDF drawing process held.",
    "# TYPE merdiven_pdf_drawing_peak_memory_bytes gauge",
    `merdiven_pdf_drawing_peak_memory_bytes ${services.pdfPages.peakMemory()}`,
  ];
}

/** The database pool's connections by state, where the driver has a pool (PGlite has none). */
function poolLines(services: Services): string[] {
  const pool = services.database.poolStats?.();
  if (!pool) return [];
  return [
    "# HELP merdiven_db_pool_connections Database pool connections.",
    "# TYPE merdiven_db_pool_connections gauge",
    ...Object.entries(pool).map(([state, n]) => `merdiven_db_pool_connections{state="${state}"} ${n}`),
  ];
}

function cacheLines(cache: CacheStats): string[] {
  return [
    "# HELP merdiven_response_cache_requests_total Shared answers by outcome (hit, miss, not_modified, previous: from before a change, while the fresh one was made).",
    "# TYPE merdiven_response_cache_requests_total counter",
    `merdiven_response_cache_requests_total{outcome="hit"} ${cache.hits}`,
    `merdiven_response_cache_requests_total{outcome="miss"} ${cache.misses}`,
    `merdiven_response_cache_requests_total{outcome="not_modified"} ${cache.notModified}`,
    `merdiven_response_cache_requests_total{outcome="previous"} ${cache.previous}`,
    "# HELP merdiven_response_cache_invalidations_total Times content changed and the cache was emptied.",
    "# TYPE merdiven_response_cache_invalidations_total counter",
    `merdiven_response_cache_invalidations_total ${cache.invalidations}`,
    "# TYPE merdiven_response_cache_entries gauge",
    `merdiven_response_cache_entries ${cache.entries}`,
    "# TYPE merdiven_response_cache_bytes gauge",
    `merdiven_response_cache_bytes ${cache.bytes}`,
  ];
}
