// `npm start`: builds the site when the build is missing or older than the
// sources, then runs the production server with the embedded defaults.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const sources = ["app", "core", "public"].map((d) => path.join(root, d));
const stale = !fs.existsSync(buildEntry) || Math.max(...sources.map(newestMtime)) > fs.statSync(buildEntry).mtimeMs;
if (stale) {
  console.log("Building Merdiven…");
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}

process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "server/main.ts"));
