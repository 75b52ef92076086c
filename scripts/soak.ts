// npm run soak — two instances of the built site on one fresh PostgreSQL database and
// one bucket of a local S3-protocol server (demo content, seeded once), and simulated
// pupils browsing both for a bounded time, on loopback only. Samples each instance's
// resident memory every 5 s. Prints Markdown for docs/performance.md and exits 1 if any
// request failed. Not a test. Ctrl-C stops it and still removes everything it made
// (package.json runs it with `node --import tsx`, not the tsx command, which kills a child
// that does not acknowledge a Ctrl-C within 60 ms, and this one is busy).
//
// Options (env): SOAK_SECONDS (default 60), SOAK_PUPILS (default 200), SOAK_DATABASE_URL
// or TEST_DATABASE_URL (the PostgreSQL server the fresh database is made on; default
// the machine's postgres://postgres@127.0.0.1:5432/test).
import { execFileSync } from "node:child_process";
import os from "node:os";
import { CONTENT_TYPES } from "#core/content-types.ts";
import { GRADES } from "#core/grades.ts";
import { picturesReady, startCluster, type Cluster, type Instance } from "./peers/instances";

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const pupils = Number(process.env.SOAK_PUPILS ?? 200);
const postgresServer =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SAMPLE_MS = 5_000;
/** A pupil reads for a moment before the next click: 0.2 to 1 s (short, so 200 pupils make real load). */
const THINK_MS = [200, 1_000] as const;
/** Longer than this is a failed request, as a pupil on a phone would give up. */
const REQUEST_TIMEOUT_MS = 10_000;

type Kind = "home" | "list" | "content" | "file" | "picture" | "blog" | "grade" | "api";
const KINDS: Kind[] = ["home", "list", "content", "file", "picture", "blog", "grade", "api"];

interface Failure {
  kind: Kind;
  url: string;
  reason: string;
  /** performance.now() when it failed. */
  at: number;
}

/** Latencies by route kind and instance, and every failure. */
function createRecorder(instances: Instance[]) {
  const latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const perInstance = new Map<string, { requests: number; errors: number }>(
    instances.map((i) => [i.name, { requests: 0, errors: 0 }]),
  );
  const failures: Failure[] = [];
  const failuresByKind = new Map<Kind, number>();
  return {
    latencies,
    perInstance,
    failures,
    failuresByKind,
    ok(instance: Instance, kind: Kind, ms: number) {
      latencies.get(kind)!.push(ms);
      perInstance.get(instance.name)!.requests++;
    },
    failed(instance: Instance, failure: Failure) {
      failures.push(failure);
      failuresByKind.set(failure.kind, (failuresByKind.get(failure.kind) ?? 0) + 1);
      const counts = perInstance.get(instance.name)!;
      counts.requests++;
      counts.errors++;
    },
  };
}
type Recorder = ReturnType<typeof createRecorder>;

/** Thrown by a visit once the soak's time is up: the pupil leaves. */
class TimeUp extends Error {}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
const linksIn = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]))];

/**
 * What a pupil's browser fetches after a content page: the first copy of a picture from
 * its <source> (a phone's 800-wide one), or the PDF the viewer loads; nothing for a video.
 */
function fileOf(html: string): { kind: Kind; url: string } | null {
  const srcset = /<source [^>]*srcset="([^"]+)"/i.exec(html)?.[1];
  if (srcset) {
    const candidates = srcset.split(",").map((c) => c.trim().split(/\s+/));
    return { kind: "picture", url: (candidates.find(([, w]) => w === "800w") ?? candidates[0])[0] };
  }
  const file = /href="(\/files\/[^"?]+)(?:\?indir)?"/.exec(html)?.[1];
  return file ? { kind: "file", url: file } : null;
}

/**
 * One pupil on one instance until `deadline`: home → a list page of a random grade and
 * type → one of its entries → its file or picture → maybe a blog post or the grade page,
 * now and then the JSON API; short think times between clicks.
 */
async function pupil(instance: Instance, recorder: Recorder, deadline: { at: number }) {
  async function visit(kind: Kind, path: string): Promise<string> {
    if (performance.now() >= deadline.at) throw new TimeUp();
    const url = `${instance.url}${path}`;
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const isText = /text\/html|json/.test(res.headers.get("Content-Type") ?? "");
      const body = isText ? await res.text() : (await res.arrayBuffer(), "");
      if (!res.ok) throw new Error(`status ${res.status}`);
      recorder.ok(instance, kind, performance.now() - started);
      return body;
    } catch (error) {
      const cause = (error as Error).cause;
      recorder.failed(instance, { kind, url: path, reason: String(cause ?? error), at: performance.now() });
      return "";
    }
  }

  try {
    for (;;) {
      const home = await visit("home", "/");
      await think();
      const grade = pick(GRADES);
      const type = pick(CONTENT_TYPES);
      const list = await visit("list", `${type.path}?sinif=${grade}`);
      await think();
      const entries = linksIn(list, /href="(\/classes\/\d+\/\d+-[^"?#]+)"/g);
      if (entries.length > 0) {
        const page = await visit("content", pick(entries));
        const file = fileOf(page);
        if (file) await visit(file.kind, file.url);
        await think();
      }
      const posts = linksIn(home, /href="(\/blog\/[^"?#]+)"/g);
      if (posts.length > 0 && Math.random() < 0.3) await visit("blog", pick(posts));
      else if (Math.random() < 0.5) await visit("grade", `/classes/${grade}`);
      if (Math.random() < 0.1) await visit("api", `/api/v1/contents?grade=${grade}&type=${type.code}`);
      await think();
    }
  } catch (error) {
    if (!(error instanceof TimeUp)) throw error;
  }
}

/** Resident memory of each instance as its /metrics reports it, every SAMPLE_MS. */
function sampleMemory(instances: Instance[]) {
  const samples = new Map<string, { at: number; bytes: number }[]>(instances.map((i) => [i.name, []]));
  let failures = 0;
  const started = performance.now();
  const sample = async () => {
    await Promise.all(
      instances.map(async (instance) => {
        try {
          const text = await (
            await fetch(`${instance.url}/metrics`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
          ).text();
          const bytes = Number(/^merdiven_process_resident_memory_bytes (\d+)$/m.exec(text)?.[1]);
          if (!Number.isFinite(bytes)) throw new Error("no resident memory in /metrics");
          samples.get(instance.name)!.push({ at: performance.now() - started, bytes });
        } catch {
          failures++;
        }
      }),
    );
  };
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  return {
    samples,
    get failures() {
      return failures;
    },
    sample,
    stop: () => clearInterval(timer),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const signedMib = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${mib(Math.abs(bytes))}`;

function postgresVersion(url: string): string {
  try {
    return execFileSync("psql", [url, "-Atc", "show server_version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .trim()
      .split(" ")[0];
  } catch {
    return "?";
  }
}

function report(
  cluster: Cluster,
  recorder: Recorder,
  memory: ReturnType<typeof sampleMemory>,
  run: { started: number; elapsedS: number; loadBefore: number[]; loadAfter: number[]; warmUpS: number },
) {
  const { elapsedS } = run;
  const out: string[] = [];
  const cpu = os.cpus();
  const total = [...recorder.perInstance.values()].reduce((s, c) => s + c.requests, 0);
  out.push(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `PostgreSQL ${postgresVersion(cluster.databaseUrl)} (fresh database), s3rver bucket; ${cluster.instances.length} instances, ` +
      `${pupils} pupils, ${elapsedS.toFixed(0)} s, after the demo pictures' copies were made (${run.warmUpS.toFixed(0)} s). ` +
      `Load average (1 min) before ${run.loadBefore[0].toFixed(2)}, after ${run.loadAfter[0].toFixed(2)}.`,
    "",
    "| | requests | errors | req/s |",
    "|---|---|---|---|",
    `| total | ${total} | ${recorder.failures.length} | ${(total / elapsedS).toFixed(0)} |`,
  );
  for (const [name, c] of recorder.perInstance)
    out.push(`| instance ${name} | ${c.requests} | ${c.errors} | ${(c.requests / elapsedS).toFixed(0)} |`);

  out.push(
    "",
    "| route kind | requests | errors | p50 ms | p95 ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|---|",
  );
  for (const kind of KINDS) {
    const sorted = [...recorder.latencies.get(kind)!].sort((x, y) => x - y);
    const errors = recorder.failuresByKind.get(kind) ?? 0;
    const ms = (p: number) => percentile(sorted, p).toFixed(0);
    out.push(`| ${kind} | ${sorted.length + errors} | ${errors} | ${ms(0.5)} | ${ms(0.95)} | ${ms(0.99)} | ${ms(1)} |`);
  }

  out.push(
    "",
    "| instance | RSS start MiB | RSS middle MiB | RSS end MiB | max MiB | middle → end | start → end |",
    "|---|---|---|---|---|---|---|",
  );
  for (const [name, samples] of memory.samples) {
    if (samples.length === 0) {
      out.push(`| ${name} | – | – | – | – | – | – |`);
      continue;
    }
    const start = samples[0].bytes;
    const end = samples[samples.length - 1].bytes;
    const middleAt = samples[samples.length - 1].at / 2;
    const middle = samples.reduce((best, s) =>
      Math.abs(s.at - middleAt) < Math.abs(best.at - middleAt) ? s : best,
    ).bytes;
    const max = Math.max(...samples.map((s) => s.bytes));
    out.push(
      `| ${name} | ${mib(start)} | ${mib(middle)} | ${mib(end)} | ${mib(max)} | ${signedMib(end - middle)} | ${signedMib(end - start)} |`,
    );
  }
  // The whole series: "flat" is a judgement about its shape, not about three points.
  out.push("", `RSS every ${SAMPLE_MS / 1000} s (MiB):`);
  for (const [name, samples] of memory.samples) out.push(`- ${name}: ${samples.map((s) => mib(s.bytes)).join(" ")}`);
  if (memory.failures > 0) out.push("", `/metrics could not be read ${memory.failures} time(s).`);
  if (recorder.failures.length > 0) {
    // When they happened tells a cold start (copies of pictures being made) from a steady leak.
    const windows = Array.from({ length: Math.ceil(elapsedS / 10) }, () => 0);
    for (const f of recorder.failures)
      windows[Math.min(windows.length - 1, Math.floor((f.at - run.started) / 10_000))]++;
    out.push("", `Errors per 10 s: ${windows.join(" ")}`, "", "First failures:");
    for (const f of recorder.failures.slice(0, 10)) out.push(`- ${f.kind} \`${f.url}\`: ${f.reason}`);
  }
  return out.join("\n");
}

async function main() {
  const deadline = { at: Infinity };
  let interrupted = false;
  // Ctrl-C may arrive twice (from the terminal and relayed by tsx); cleaning up is bounded either way.
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    deadline.at = 0; // pupils leave at their next click; then everything is cleaned up below
    console.error("interrupted: stopping and cleaning up …");
  };
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);

  console.error(
    `starting two instances on a fresh database of ${new URL(postgresServer).host} (demo content on s3rver) …`,
  );
  let cluster: Cluster;
  try {
    cluster = await startCluster({ size: 2, postgresServer, seedDemo: true });
  } catch (error) {
    // A Ctrl-C from the terminal reaches the instances too; startCluster has cleaned up.
    if (!interrupted) throw error;
    process.exitCode = 130;
    return;
  }
  let failed = true;
  try {
    if (interrupted) return;
    // The demo's pictures are resized once, ahead, as after any upload (docs/decisions/0012): pupils come after that.
    const warmStarted = performance.now();
    await Promise.all(cluster.instances.map((i) => picturesReady(i)));
    const warmUpS = (performance.now() - warmStarted) / 1000;
    console.error(`picture copies ready after ${warmUpS.toFixed(0)} s`);
    const recorder = createRecorder(cluster.instances);
    const memory = sampleMemory(cluster.instances);
    const loadBefore = os.loadavg();
    await memory.sample();
    const started = performance.now();
    deadline.at = interrupted ? 0 : started + seconds * 1000;
    console.error(`${pupils} pupils for ${seconds} s …`);
    // Pupils arrive over the first two seconds and are spread evenly over the instances, as a balancer would.
    await Promise.all(
      Array.from({ length: pupils }, (_, i) =>
        sleep((i / pupils) * 2000).then(() =>
          pupil(cluster.instances[i % cluster.instances.length], recorder, deadline),
        ),
      ),
    );
    const elapsedS = (performance.now() - started) / 1000;
    await memory.sample();
    memory.stop();
    if (interrupted) return;
    console.log(report(cluster, recorder, memory, { started, elapsedS, loadBefore, loadAfter: os.loadavg(), warmUpS }));
    failed = recorder.failures.length > 0 || memory.failures > 0;
  } finally {
    await cluster.stop();
    process.exitCode = interrupted ? 130 : failed ? 1 : 0;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
