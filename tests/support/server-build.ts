import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

const entry = path.resolve(import.meta.dirname, "../../build/server/index.js");

/** The production build of the pages; `npm test` builds before it runs Vitest. */
export async function loadServerBuild(): Promise<ServerBuild> {
  if (!fs.existsSync(entry)) throw new Error("build/server/index.js is missing: run `npm run build` first (npm test does).");
  return (await import(entry)) as ServerBuild;
}
