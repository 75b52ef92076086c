import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPostgresDatabase, type DbKind } from "./database";

/**
 * The site in a process of its own (tests/support/upload-server.ts, which starts a server
 * when loaded, hence this separate file): for bad-zip.test.ts and upload-crash.test.ts,
 * where a crash must be a dead process rather than a failed assertion in the test's own.
 */
export interface UploadSite {
  child: ChildProcess;
  port: number;
  cookie: string;
  /** The child's environment (DATA_DIR, DATABASE_URL). */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  databaseUrl?: string;
  /** What the child has written to stderr so far. */
  stderr: () => string;
  dropDatabase?: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Starts the site on a fresh data directory (named `merdiven-${name}-…`) and, for
 * PostgreSQL, a fresh database, which `prepareDatabase` may set up before the site opens it.
 */
export async function startUploadSite(
  kind: DbKind,
  name: string,
  prepareDatabase?: (url: string) => Promise<void>,
): Promise<UploadSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `merdiven-${name}-`));
  const created = kind === "postgres" ? await createPostgresDatabase() : undefined;
  if (created) await prepareDatabase?.(created.url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(created ? { DATABASE_URL: created.url } : {}),
  };
  delete env.NODE_OPTIONS; // no Vitest hooks in the child
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/upload-server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const ready = await new Promise<{ port: number; cookie: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start: ${err}`)), 60_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.once("exit", (code) => reject(new Error(`site exited with ${code}: ${err}`)));
  });
  return { child, ...ready, env, dataDir, databaseUrl: created?.url, stderr: () => err, dropDatabase: created?.drop };
}

/** Kills the site if it still runs, drops its database and removes its data directory. */
export async function stopUploadSite(site: UploadSite | undefined) {
  if (site?.child.exitCode === null) site.child.kill("SIGKILL");
  await site?.dropDatabase?.();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
}
