import { clientAddress, clientKey } from "./client-address";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Handler, type MiddlewareHandler } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { cookieIsSecure } from "#server/auth/session-cookie.ts";
import { tr } from "#core/messages.ts";
import { log } from "#server/log.ts";
import type { Services } from "#server/services.ts";
import { apiRoutes } from "./api";
import { bodyLimits } from "./body-limit";
import { csrfProtection } from "./csrf";
import { filesRoutes } from "./files";
import { googleRoutes } from "./google";
import { createMetrics, operationsRoutes } from "./operations";
import { pwaRoutes } from "./pwa";
import { frontDoor } from "./front-door";
import { headersOf } from "./request-headers";
import { compressAnswer, createResponseCache } from "./response-cache";
import "./load-context";
import { securityHeaders, strictTransportSecurity } from "./security-headers";
import { ogCardRoutes } from "./og-card";
import { oneClickUnsubscribeRoutes } from "./one-click-unsubscribe";
import { denemeReportCsvRoutes } from "./deneme-report-csv";
import { securityTxtRoutes } from "./security-txt";
import { seoRoutes } from "./seo";
import { trailingSlashRedirect } from "./trailing-slash";

import type { IncomingMessage } from "node:http";

type Env = {
  Variables: { cspNonce: string; requestId: string; compressedByCache: boolean; answeredWhole: boolean };
  Bindings: { incoming?: IncomingMessage };
};

// Kept importable from here (tests and older call sites).
export { clientAddress };

export interface AppOptions {
  services: Services;
  /** The React Router server build, or a getter (dev: re-imported on each request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets and public/ files); none in dev. */
  clientDir?: string;
  mode: "development" | "production";
}

const YEAR = 31536000;

/** What a page's form sends: the browser's two form encodings (React Router's scripts send the same). */
const FORM_BODY = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)(?:;|$)/i;

/** The whole HTTP surface: security headers, static files, stored files, the API and the pages. */
export function createApp({ services, build, clientDir, mode }: AppOptions) {
  const app = new Hono<Env>();
  const dev = mode === "development";

  const metrics = createMetrics();
  app.use("*", metrics.middleware());
  app.use("*", requestIdAndLog);
  // Per request, outside the response cache: a kept answer serves HTTP and HTTPS alike.
  const hsts = strictTransportSecurity(services.config.TRUST_PROXY);
  app.use("*", hsts.middleware);
  // What every anonymous visitor shares is answered from memory before anything else runs;
  // content changes on any instance empty it (services.changes). A kept answer gets the two
  // per-request headers above from the cache itself (decision 0094).
  const responseCache = createResponseCache();
  services.changes.subscribe(() => responseCache.invalidate());
  if (!dev)
    app.use(
      "*",
      responseCache.middleware((c) => ({ "X-Request-Id": c.get("requestId"), ...hsts.headersFor(c) })),
    );

  app.use("*", securityHeaders({ dev }));
  app.use("*", trailingSlashRedirect());
  // Stored files are already compressed formats and may be sent in ranges; answers the
  // response cache keeps are compressed by it, once per encoding.
  app.use("*", async (c, next) =>
    c.req.path.startsWith("/files/") || c.get("compressedByCache") ? next() : compressAnswer(c, next),
  );

  app.use("*", csrfProtection());
  app.use("*", bodyLimits());

  app.get("/healthz", (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
  app.route("/", operationsRoutes(services, metrics, responseCache.stats));

  app.route("/", seoRoutes(services.content, services.config.siteUrl));
  app.route("/", securityTxtRoutes(services.config));
  app.route("/", ogCardRoutes(services.content));
  app.route("/", oneClickUnsubscribeRoutes(services.newsletter));
  app.route("/", denemeReportCsvRoutes(services));
  app.route("/files", filesRoutes(services.storage, services.images));
  app.route("/api/v1", apiRoutes(services, drawingsOf(build)));
  app.route("/auth/google", googleRoutes(services));
  app.route("/", pwaRoutes(clientDir));

  if (clientDir) serveClientBuild(app, clientDir);
  app.all("*", pages(services, build, mode));

  app.onError((error, c) => {
    log.error("unhandled error", { error, requestId: c.get("requestId"), path: c.req.path });
    return c.text("Something went wrong.", 500);
  });

  // Kept answers straight to Node's response, before the chain above (decision 0100); none in dev, where nothing is kept.
  const door = dev
    ? () => false
    : frontDoor({ cache: responseCache, hsts: hsts.headersForNode, record: metrics.record });
  return Object.assign(app, { frontDoor: door });
}

/** Names each request (the caller's X-Request-Id or a fresh one) and logs it when debugging. */
const requestIdAndLog: MiddlewareHandler<Env> = async (c, next) => {
  const requestId = headersOf(c).get("X-Request-Id")?.slice(0, 64) || randomUUID();
  c.set("requestId", requestId);
  const started = performance.now();
  await next();
  if (!c.get("answeredWhole")) c.res.headers.set("X-Request-Id", requestId);
  if (log.enabled("debug"))
    log.debug("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
};

/** The site's drawings for the Moodle XML export, from the build's entry (server/ never imports app/). */
function drawingsOf(build: AppOptions["build"]) {
  return async () =>
    (
      (typeof build === "function" ? await build() : build).entry.module as {
        drawingSvg?: (key: string) => string | null;
      }
    ).drawingSvg;
}

/** The client build's files: hashed assets kept for a year, the rest of public/ for a week. */
function serveClientBuild(app: Hono<Env>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir);
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${YEAR}, immutable`),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=604800"),
    }),
  );
}

/** Every other address is a page of the React Router build, with the load context it reads. */
function pages(services: Services, build: AppOptions["build"], mode: AppOptions["mode"]): Handler<Env> {
  const handleRequest = createRequestHandler(build, mode);
  return async (c) => {
    // Every page's action reads a form: anything else (no body, JSON, a stray PUT) is refused
    // here with a word, where the action's formData() would have thrown a 500.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !FORM_BODY.test(c.req.header("Content-Type") ?? "")) {
      return c.text(tr.common.notAForm, 415, { "Cache-Control": "no-store" });
    }
    const context: AppLoadContext = {
      services,
      cspNonce: c.get("cspNonce"),
      requestId: c.get("requestId"),
      clientKey: clientKey(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header("X-Forwarded-For"),
        services.config.TRUST_PROXY,
      ),
      secureCookies: cookieIsSecure(c.req.url, services.config),
    };
    return handleRequest(c.req.raw, context);
  };
}
