import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config";
import { createApp } from "./http/app";
import { log } from "./log";
import { createServices } from "./services";

/** Development: Vite serves modules with hot reload; everything else goes through the same Hono app. */
async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: "development" });
  const services = await createServices(config);
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  const app = createApp({
    services,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: "development",
  });
  const listener = getRequestListener(app.fetch);
  http
    .createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))
    .listen(config.PORT, config.HOST, () => log.info(`dev server at http://localhost:${config.PORT}`));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
