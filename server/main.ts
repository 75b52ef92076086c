import type http from "node:http";
import net from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { setupLinkToken } from "./auth/setup-link";
import { ConfigError, loadConfig, publicUrlWarning, twoStepKeyWarning, type Config } from "./config";
import { DataDirBusyError } from "./db/lock";
import { createApp } from "./http/app";
import { withFrontDoor } from "./http/front-door";
import { log, reveal } from "./log";
import { createServices, type Services } from "./services";

/** Production entry: the built site with its embedded defaults or the configured services. */
async function main() {
  const config = loadConfig();
  const services = await createServices(config);
  const buildDir = path.resolve(config.BUILD_DIR);
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const app = createApp({ services, build, clientDir: path.join(buildDir, "client"), mode: "production" });

  // A kept answer leaves through the app's front door before Hono makes a Request of it (decision 0100).
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: config.HOST, createServer: withFrontDoor(app.frontDoor) },
    (info) => {
      const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
      // `port` is the one really bound: with PORT=0 the system picks a free one (scripts/peers/instances.ts reads it here).
      log.info(`Merdiven is ready at http://${host}:${info.port}`, {
        port: info.port,
        database: services.database.kind,
        dataDir: config.dataDir,
      });
    },
  );

  // An idle kept-alive connection stays open longer than the clients and proxies in front keep
  // theirs (60 s is the common load balancer's): Node's 5 s meant a client reusing a connection
  // at that moment met a reset (seen by the browser tests' API requests, which do not retry).
  (server as http.Server).keepAliveTimeout = 65_000;
  (server as http.Server).headersTimeout = 66_000;

  for (const warning of [publicUrlWarning(config), twoStepKeyWarning(config)]) if (warning) log.warn(warning);
  await announceSetupLink(services, config);

  // Files a crash left without their row (older than the grace period): on start, then daily.
  const sweep = () =>
    void services.contentAdmin.sweep().catch((error) => log.warn("orphan file sweep failed", { error }));
  sweep();
  setInterval(sweep, 24 * 60 * 60 * 1000).unref();

  let stopping = false;
  endKeepAliveWhenStopping(server as http.Server, () => stopping);
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // Stop listening, and only that: http.Server.close() would also drop every idle keep-alive
    // connection at once, and a request a client had just sent on one would meet a reset. A
    // connection in use ends after its next answer (which says `Connection: close`); those
    // still idle after IDLE_GRACE_MS, which a client no longer reaches for first, are closed then.
    net.Server.prototype.close.call(server, async () => {
      await services.close().catch((error) => log.error("close failed", { error }));
      clearTimeout(force);
      process.exit(0);
    });
    setTimeout(() => (server as http.Server).closeIdleConnections(), IDLE_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** How long a stopping instance leaves idle keep-alive connections open (see stop()). */
const IDLE_GRACE_MS = 1_000;

/**
 * While stopping, every answer says `Connection: close`, so a keep-alive client (a browser,
 * a proxy) leaves after its next answer and finds the instance gone when it asks again.
 */
function endKeepAliveWhenStopping(server: http.Server, stopping: () => boolean) {
  server.prependListener("request", (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (stopping()) response.setHeader("Connection", "close");
  });
}

/**
 * Start without an admin: a one-time link in the log lets the owner create the first
 * admin. The same link on every restart while it is valid (server/auth/setup-link.ts).
 */
async function announceSetupLink(services: Services, config: Config) {
  const token = await setupLinkToken(services.auth, config.dataDir);
  if (!token) return;
  log.warn("No admin account yet. Open this one-time link within 24 hours to create it", {
    // The one log line that keeps its token: the log is how this link reaches the owner.
    setupUrl: reveal(new URL(`/kurulum?token=${token}`, config.siteUrl).toString()),
  });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    log.error("start failed", { error });
  }
  process.exit(1);
});
