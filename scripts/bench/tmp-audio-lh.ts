import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startInstance } from "#scripts/peers/instances.ts";
import { contentPages, lighthouseTable } from "./lighthouse";
import { QUIET, seededDemo } from "./pdf-pages";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-lh-audio-"));
await seededDemo(dir);
const site = await startInstance({ name: "lh", dataDir: dir, env: QUIET });
try {
  const pages = (await contentPages(site.url)).filter(([name]) => name === "content (image)" || name === "content (audio)");
  console.log(pages);
  const twice = [...pages, ...pages];
  console.log(await lighthouseTable(site.url, twice));
} finally {
  await site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
