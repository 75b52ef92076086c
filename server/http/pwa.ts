import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { webManifest } from "#core/web-manifest.ts";

/**
 * The worker's own policy. The CSP sent with a worker script governs the worker,
 * and the site's default for non-HTML answers (`default-src 'none'`) would block
 * every fetch it makes: it may fetch our own pages, files and assets, nothing else.
 */
const WORKER_CSP = "default-src 'self'";

interface WorkerScript {
  body: string;
  etag: string;
}

/**
 * /manifest.webmanifest (installable app) and /sw.js (offline reading), see
 * docs/decisions/0008-offline-reading.md. The worker is built into the client
 * folder by the Vite build; without one (dev) /sw.js falls through to a 404.
 */
export function pwaRoutes(clientDir?: string) {
  const app = new Hono();
  const manifest = JSON.stringify(webManifest);
  app.get("/manifest.webmanifest", (c) =>
    c.body(manifest, 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }),
  );

  let script: Promise<WorkerScript | null> | undefined;
  const readScript = async (): Promise<WorkerScript | null> => {
    if (!clientDir) return null;
    const body = await fs.readFile(path.join(clientDir, "sw.js"), "utf8").catch(() => null);
    return body === null
      ? null
      : { body, etag: `"sw-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"` };
  };
  app.get("/sw.js", async (c, next) => {
    const worker = await (script ??= readScript());
    if (!worker) return next();
    // The browser checks for a new worker on navigations; no-cache makes every check a cheap 304.
    const headers = { ETag: worker.etag, "Cache-Control": "no-cache" };
    if (c.req.header("If-None-Match") === worker.etag) return c.body(null, 304, headers);
    return c.body(worker.body, 200, {
      ...headers,
      "Content-Type": "text/javascript; charset=utf-8",
      "Content-Security-Policy": WORKER_CSP,
    });
  });
  return app;
}
