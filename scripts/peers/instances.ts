// Instances of the built site as production runs them: `server/main.ts` through
// tsx with NODE_ENV=production and the build in BUILD_DIR, each a process of its
// own on a free loopback port. Used by tests/integration/multi-instance.test.ts,
// `npm run soak` and `npm run bench`: one place starts them, waits for them and
// stops them, so no caller leaks a process, a database or a temp folder.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { openDatabase } from "#server/db/client.ts";
import { createPostgresDatabase } from "./postgres";
import { startS3Server, type S3Peer } from "./s3";
import { startSmtpServer, type SmtpPeer } from "./smtp";

const root = path.resolve(import.meta.dirname, "../..");

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Instance {
  readonly name: string;
  /** `http://127.0.0.1:{port}`. */
  readonly url: string;
  readonly pid: number;
  readonly dataDir: string;
  /** Settles when the process has exited, however it ended. */
  readonly exited: Promise<Exit>;
  /** SIGTERM (the site's graceful shutdown) and wait for the exit; SIGKILL only after `killAfterMs`. */
  stop(killAfterMs?: number): Promise<Exit>;
  /** The last lines it wrote to stdout and stderr, for failure messages. */
  output(): string;
}

export interface InstanceOptions {
  name?: string;
  /** The site's settings for this instance (DATABASE_URL, S3_*, SMTP_URL, SEED_DEMO, …). */
  env?: Record<string, string>;
  /** Its data folder; by default a new temp folder that stop() removes again. */
  dataDir?: string;
  /** Demo content on S3 takes a while on a busy 2-core machine. */
  startTimeoutMs?: number;
  /** A fixed port (a restart on the same address); by default the system picks a free one. */
  port?: number;
}

/** The site key every instance of a test or a bench shares (TWO_STEP_KEY: two-step secrets, class links). */
export const INSTANCE_SITE_KEY = "test-two-step-key-the-same-on-every-instance";

/** Children still running. Killed when this process exits, however it exits (a crashed test run too). */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

const OUTPUT_LINES = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site's environment: ours, the caller's `env`, then what every instance is (production, loopback, its own data). */
function childEnvironment(
  env: Record<string, string>,
  buildDir: string,
  dir: string,
  fixedPort: number | undefined,
): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // Production on a shared database needs one (decision 0056); the same for every instance of a test.
    TWO_STEP_KEY: INSTANCE_SITE_KEY,
    ...env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    DATA_DIR: dir,
    HOST: "127.0.0.1",
    // The system picks a free port and the site logs it: no window in which another process could take it.
    PORT: String(fixedPort ?? 0),
    // The "ready" line is an info line; request logs are debug, so this stays quiet under load.
    LOG_LEVEL: "info",
  };
  delete childEnv.NODE_OPTIONS; // no Vitest hooks in the child
  return childEnv;
}

/** server/main.ts in a child process, known to `running` until it exits; `exited` settles then. */
function spawnSite(childEnv: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<Exit> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, exited };
}

/**
 * Keeps the child's last OUTPUT_LINES lines of stdout and stderr (returned as a function that
 * joins them) and calls `onPort` with the port of its "ready" line.
 */
function watchOutput(child: ChildProcess, onPort: (port: number) => void): () => string {
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split("\n");
      partial = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        if (lines.length > OUTPUT_LINES) lines.shift();
        const port = readyLinePort(line);
        if (port !== null) onPort(port);
      }
    });
  }
  return () => lines.join("\n");
}

/** Starts one instance and resolves once it answers /readyz (database and storage reachable). */
export async function startInstance({
  name = "site",
  env = {},
  dataDir,
  startTimeoutMs = 120_000,
  port: fixedPort,
}: InstanceOptions = {}): Promise<Instance> {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(
      `${path.join(buildDir, "server/index.js")} is missing: run \`npm run build\` first (npm test does).`,
    );
  }
  const ownDir = dataDir === undefined;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `merdiven-${name}-`));
  const childEnv = childEnvironment(env, buildDir, dir, fixedPort);

  const { child, exited } = spawnSite(childEnv);
  let readyPort: ((port: number) => void) | undefined;
  const output = watchOutput(child, (port) => readyPort?.(port));

  const stop = async (killAfterMs = 15_000): Promise<Exit> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // The site gives itself 10 s (server/main.ts); past that something is stuck.
      const killer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
      await exited;
      clearTimeout(killer);
    }
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    return exited;
  };

  try {
    const deadline = Date.now() + startTimeoutMs;
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within ${startTimeoutMs} ms:\n${output()}`)),
        startTimeoutMs,
      );
      readyPort = (p) => {
        clearTimeout(timer);
        resolve(p);
      };
      void exited.then((e) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${e.code ?? e.signal}) before it was ready:\n${output()}`));
      });
    });
    const url = `http://127.0.0.1:${port}`;
    // Listening is not ready: /readyz also checks the database and the file store.
    while ((await status(`${url}/readyz`)) !== 200) {
      if (Date.now() > deadline) throw new Error(`${name} never became ready:\n${output()}`);
      await pause(100);
    }
    return { name, url, pid: child.pid!, dataDir: dir, exited, stop, output };
  } catch (error) {
    await stop(0);
    throw error;
  }
}

/** The port of server/main.ts's "ready" line, or null for any other line. */
function readyLinePort(line: string): number | null {
  if (!line.startsWith("{")) return null;
  try {
    const record = JSON.parse(line) as { msg?: unknown; port?: unknown };
    return typeof record.msg === "string" &&
      record.msg.startsWith("Merdiven is ready") &&
      typeof record.port === "number"
      ? record.port
      : null;
  } catch {
    return null;
  }
}

/** The status of a GET (0 when nothing answers); the body is read so the connection is free again. */
async function status(url: string): Promise<number> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

export interface ClusterOptions {
  /** How many instances; 2 by default. */
  size?: number;
  /** The PostgreSQL server on which a fresh database is made (and dropped by stop); TEST_DATABASE_URL by default. */
  postgresServer?: string;
  /** Load the demo content (by the first instance, before the others start). */
  seedDemo?: boolean;
  /** OWNER_EMAIL: where contact messages are mailed. */
  ownerEmail?: string;
  rateLimitMultiplier?: number;
  /** An admin account, written to the database before any instance starts. */
  admin?: { email: string; password: string };
}

export interface Cluster {
  instances: Instance[];
  databaseUrl: string;
  s3: S3Peer;
  /** The SMTP server every instance's outbox worker sends to. */
  smtp: SmtpPeer;
  /** Stops every instance still running, then the peers; drops the database and removes the folders. Safe to call again. */
  stop(): Promise<void>;
}

/**
 * N instances sharing what production instances share: one PostgreSQL database (fresh,
 * dropped afterwards), one bucket on a local S3-protocol server, one SMTP server,
 * the same OWNER_EMAIL and rate limits; each with its own DATA_DIR.
 */
export async function startCluster({
  size = 2,
  postgresServer,
  seedDemo = false,
  ownerEmail,
  rateLimitMultiplier,
  admin,
}: ClusterOptions = {}): Promise<Cluster> {
  const instances: Instance[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Instances first (they hold connections to the rest), then the peers in reverse order of start.
      const results: PromiseSettledResult<unknown>[] = await Promise.allSettled(instances.map((i) => i.stop()));
      for (const cleanup of cleanups.reverse()) results.push(...(await Promise.allSettled([cleanup()])));
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason);
      if (failures.length) throw new AggregateError(failures, "cluster cleanup failed");
    })());

  try {
    const database = await createPostgresDatabase(postgresServer);
    cleanups.push(database.drop);
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);

    if (admin) await createAdmin(database.url, admin);
    const env = (seed: boolean): Record<string, string> => ({
      DATABASE_URL: database.url,
      ...s3.settings,
      SMTP_URL: smtp.url,
      SEED_DEMO: seed ? "auto" : "never",
      ...(ownerEmail ? { OWNER_EMAIL: ownerEmail } : {}),
      ...(rateLimitMultiplier ? { RATE_LIMIT_MULTIPLIER: String(rateLimitMultiplier) } : {}),
    });
    // The first one alone: it migrates and, if asked, seeds. Two instances starting on an empty
    // database would both find it empty and both load the demo (the seed is not under the migration lock).
    instances.push(await startInstance({ name: "A", env: env(seedDemo) }));
    const rest = await Promise.allSettled(
      Array.from({ length: size - 1 }, (_, i) => startInstance({ name: String.fromCharCode(66 + i), env: env(false) })),
    );
    for (const r of rest) if (r.status === "fulfilled") instances.push(r.value);
    const failed = rest.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;

    return { instances, databaseUrl: database.url, s3, smtp, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** An admin account made through the auth service on the shared database, as `npm run admin` does. */
async function createAdmin(url: string, { email, password }: { email: string; password: string }) {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    await createAuthService(database.db, createDbRateLimiter(database.db)).upsertAdmin(email, password);
  } finally {
    await database.close();
  }
}

/**
 * Signs in through the real /login form (as a browser without JavaScript posts it, with
 * its Origin for the CSRF check) and returns the `sid=…` cookie the instance set.
 */
export async function signIn(instance: Instance, email: string, password: string): Promise<string> {
  const res = await fetch(`${instance.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: instance.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /^sid=[^;]+$/.test(c) && c !== "sid=");
  if (res.status !== 302 || !cookie) throw new Error(`signing in on ${instance.name} failed: ${res.status}`);
  return cookie;
}

/**
 * Resolves once the instance has made its pictures' resized copies ahead (after the
 * demo seed or an upload): a measurement that starts earlier measures the encoding too.
 */
export async function picturesReady(instance: Instance, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const metrics = await (await fetch(`${instance.url}/metrics`)).text();
    if (/^merdiven_picture_copy_jobs 0$/m.test(metrics)) return;
    await pause(1000);
  }
  throw new Error(`${instance.name} was still making picture copies after ${timeoutMs} ms`);
}
