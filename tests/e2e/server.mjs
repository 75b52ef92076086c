// The site as `npm start` runs it (built, embedded defaults, demo content), on a
// fresh data folder for every test run.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = path.join(root, "test-results/e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server/main.ts"));
