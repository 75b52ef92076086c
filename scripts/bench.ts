// npm run bench — throughput and latency of the built site on loopback, next to
// a bare node:http server that returns the same bytes from memory (the ceiling
// of this machine), and how list and API cost grow with 100 / 10,000 / 100,000
// entries. Prints Markdown tables for docs/performance.md. Not a test.
//
// Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function startSite(dataDir: string, port: number, seed: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", SEED_DEMO: seed ? "auto" : "never" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("site did not start");
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** A server that answers with the same bytes and headers the site sent, from memory. */
async function ceilingFor(url: string, port: number) {
  const res = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  const body = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "text/html";
  const server = http.createServer((_req, out) => {
    out.writeHead(200, { "content-type": type, "content-length": body.length });
    out.end(body);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return server;
}

/** Fills a grade-5 word list and the rest with generated rows (SQL, so 100,000 take seconds). */
async function fillDatabase(dataDir: string, total: number) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await database.db.execute(sql`
    insert into contents (sinif, unite, konu_ing, konu_tr, icerik_turu, donem, file, file_type, link)
    select 2 + (i % 11), 1 + (i % 10), 'Generated entry ' || i, 'Üretilmiş içerik ' || i, 1 + (i % 9), 1 + (i % 2),
           'generated-' || i || '.pdf', 'pdf', null
    from generate_series(1, ${total}) as i`);
  await database.close();
}

async function main() {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-bench-"));
  const port = 3400;
  const rows: string[] = [];
  try {
    // 1. The demo site against the ceiling.
    const demoDir = path.join(temp, "demo");
    let site = await startSite(demoDir, port, true);
    const api = await (await fetch(`http://127.0.0.1:${port}/api/v1/contents?grade=5&type=2`)).json();
    const contentPath = api.items[0].url as string;
    const targets = [
      ["home", "/"],
      ["list", "/kelimeler?sinif=5"],
      ["content page", contentPath],
      ["API list", "/api/v1/contents?grade=5&type=2"],
    ];
    for (const [name, p] of targets) {
      const url = `http://127.0.0.1:${port}${p}`;
      const measured = await load(url);
      const ceiling = await ceilingFor(url, port + 1);
      const top = await load(`http://127.0.0.1:${port + 1}/`);
      ceiling.close();
      rows.push(`| ${name} | \`${p}\` | ${measured.rps.toFixed(0)} | ${measured.p50} | ${measured.p99} | ${measured.errors} | ${top.rps.toFixed(0)} | ${((measured.rps / top.rps) * 100).toFixed(1)}% |`);
      console.error(`measured ${name}`);
    }
    await stop(site);

    // 2. Growth with data.
    const scale: string[] = [];
    for (const total of [100, 10_000, 100_000]) {
      const dir = path.join(temp, `n${total}`);
      fs.mkdirSync(dir, { recursive: true });
      await fillDatabase(dir, total);
      site = await startSite(dir, port, false);
      const list = await load(`http://127.0.0.1:${port}/kelimeler?sinif=5`);
      const apiLoad = await load(`http://127.0.0.1:${port}/api/v1/contents?grade=5&type=2`);
      scale.push(`| ${total.toLocaleString("en")} | ${list.rps.toFixed(0)} | ${list.p50} | ${list.p99} | ${apiLoad.rps.toFixed(0)} | ${apiLoad.p50} | ${apiLoad.p99} |`);
      await stop(site);
      console.error(`measured ${total} entries`);
    }

    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${connections} connections, ${seconds} s each.\n`);
    console.log("| page | path | req/s | p50 ms | p99 ms | errors | ceiling req/s | share of ceiling |");
    console.log("|---|---|---|---|---|---|---|---|");
    rows.forEach((r) => console.log(r));
    console.log("\n| entries | list req/s | list p50 ms | list p99 ms | API req/s | API p50 ms | API p99 ms |");
    console.log("|---|---|---|---|---|---|---|");
    scale.forEach((r) => console.log(r));
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
