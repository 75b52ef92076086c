// A child process for tests/support/upload-site.ts (the bad-zip and upload-crash tests):
// the Hono app (API and files, no pages) on a loopback port, on the database and storage
// its environment names, with an admin session. Prints {"port","cookie"} as one JSON line when ready.
import { serve } from "@hono/node-server";
import { loadConfig } from "#server/config.ts";
import { createApp } from "#server/http/app.ts";
import { createServices } from "#server/services.ts";

const config = loadConfig({ ...process.env, NODE_ENV: "test", SEED_DEMO: "never" });
const services = await createServices(config);
const admin = await services.auth.upsertAdmin("yonetici@merdiven.test", "yonetici-sifresi-1");
const { token } = await services.auth.createSession(admin.id);
const app = createApp({
  services,
  mode: "production",
  build: async () => {
    throw new Error("no pages in this process");
  },
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, cookie: `sid=${token}` })}\n`);
});
