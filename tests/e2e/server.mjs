// The site as `npm start` runs it (built, embedded defaults, demo content) on a
// fresh data folder for every test run, wired to real local peers: an SMTP
// server and an OpenID provider standing in for Google.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
// E2E_WORKDIR lets two runs (e.g. two engineers' specs) live side by side, with BUILD_DIR and E2E_PORT.
const workDir = path.join(root, process.env.E2E_WORKDIR ?? "test-results");
const dataDir = path.join(workDir, "e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const { register } = await import("tsx/esm/api");
register();
const { startPeers, GOOGLE_CLIENT } = await import("./peers.ts");
const siteUrl = `http://127.0.0.1:${process.env.PORT}`;
const peers = await startPeers(siteUrl, path.join(workDir, "e2e-mail"));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SMTP_URL: peers.smtpUrl,
  GOOGLE_ISSUER: peers.issuer,
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  ADMIN_EMAIL: "ogretmen@merdiven.test",
  OWNER_EMAIL: "sahip@merdiven.test",
  PUBLIC_URL: siteUrl,
  RATE_LIMIT_MULTIPLIER: "5",
});

// The admins of admin.spec.ts and two-step.spec.ts, made before the site opens the (single-owner) database.
{
  const { E2E_ADMIN, E2E_TWO_STEP_ADMINS } = await import("./admin-account.ts");
  const { loadConfig } = await import(path.join(root, "server/config.ts"));
  const { databaseOptions } = await import(path.join(root, "server/services.ts"));
  const { openDatabase } = await import(path.join(root, "server/db/client.ts"));
  const { createAuthService } = await import(path.join(root, "server/auth/auth-service.ts"));
  const { createDbRateLimiter } = await import(path.join(root, "server/auth/rate-limit.ts"));
  const database = await openDatabase(databaseOptions(loadConfig()));
  const auth = createAuthService(database.db, createDbRateLimiter(database.db));
  for (const admin of [E2E_ADMIN, ...Object.values(E2E_TWO_STEP_ADMINS)]) await auth.upsertAdmin(admin.email, admin.password);
  await database.close();
}

await import(path.join(root, "server/main.ts"));
