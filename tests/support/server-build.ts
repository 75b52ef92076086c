import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

/** BUILD_DIR as the build used it (react-router.config.ts), so parallel runs each test their own build. */
export const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR || "build");
const entry = path.join(buildDir, "server/index.js");

/** The production build of the pages; `npm test` builds before it runs Vitest. */
export async function loadServerBuild(): Promise<ServerBuild> {
  if (!fs.existsSync(entry))
    throw new Error("build/server/index.js is missing: run `npm run build` first (npm test does).");
  return (await import(entry)) as ServerBuild;
}
