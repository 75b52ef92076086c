// npm run bench — the performance numbers of docs/performance.md, in one run, on
// loopback with the built site and its embedded defaults. Not a test.
//
//   1. Lighthouse (mobile) and first-load JS/CSS bytes: home, a list, a blog post,
//      a content page of each file type, and one with a word list and one with a quiz
//      (demo content).
//   2. Throughput and latency for anonymous visitors (answered by the response cache)
//      next to a bare node:http server sending the very same bytes from memory (the
//      ceiling of this machine), and the uncached render rate of a signed-in pupil.
//   3. The same list page and API call with 100, 10,000 and 100,000 generated entries,
//      cached and uncached, and the queries each page sends with their EXPLAIN ANALYZE
//      at 100,000 entries.
//   4. Uncached search p50/p99 at 100, 10,000 and 100,000 entries on PGlite and
//      PostgreSQL, the growth from 10,000 to 100,000 and the search targets marked met or
//      not met (scripts/bench/search.ts; BENCH_SEARCH_SIZES, e.g. 100,1000 for a quick check).
//   5. Every page type in Lighthouse as served and without any script, alternating, with
//      the points and blocking time the scripts cost (scripts/bench/without-scripts.ts).
//   6. Bulk import throughput on disk and on S3, with anonymous p50/p99 during the
//      import (scripts/bench/import.ts; BENCH_IMPORT_FILES, BENCH_IMPORT_MB).
//   7. PDF pages: a PDF's page before and after its pages are drawn against the
//      picture page, drawing throughput and memory, pupils' p99 while drawing
//      (scripts/bench/pdf-pages.ts).
//   8. The bell: 40 pupils signing in at once and over 10 s, picture secrets
//      through the password module and e-mail log-ins through the built site, p50/p95/p99
//      against the 500 ms line, and scrypt against argon2id (scripts/bench/picture-signin.ts).
//   9. Only when asked (BENCH_PARTS=first-load): the first-load JS/CSS bytes of every page
//      type, without Lighthouse (a quick check of the first-load budget).
//  11. Only when asked (BENCH_PARTS=homework): 40 pupils submitting one homework quiz at once and
//      over a minute on PGlite, the teacher's grid of 40 × 40, and its growth from 1 to 1,000
//      classes on PostgreSQL (scripts/bench/homework.ts; BENCH_HOMEWORK_SECONDS).
//  12. Only when asked (BENCH_PARTS=route-bytes): the first-load JS of every page route, the
//      signed-in ones too, read from the build's manifest (scripts/bench/route-bytes.ts).
//  10. Only when asked (BENCH_PARTS=long-tasks): what each long main-thread task of a page
//      load is made of, read from Lighthouse's trace (scripts/bench/long-tasks.ts).
//  12. Only when asked (BENCH_PARTS=bell): a whole school at the bell, 1,000 class pupils of 25
//      classes signing in with pictures within a minute from one address across two instances
//      on PostgreSQL, a guesser spraying wrong pictures meanwhile, then one homework try each
//      (scripts/bench/bell.ts; BENCH_BELL_SECONDS, default 60 there; needs BENCH_DATABASE_URL or
//      TEST_DATABASE_URL).
//
// Options (env): BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// BENCH_PARTS (lighthouse,without-scripts,load,scale,search,import,pdf-pages,picture-signin: any of them, comma-separated; also
// first-load, long-tasks, homework, review ('Günlük tekrar' on PostgreSQL, BENCH_REVIEW_PUPILS), review-frame (a tap to the next card, CPU 4× slower), bell and api (the read API beside its bare server, BENCH_API_ROUNDS), not run by default), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SEARCH_SIZES (100,10000,100000),
// BENCH_SEARCH_DATABASES (pglite,postgres), BENCH_IMPORT_FILES (500), BENCH_IMPORT_MB (2), BENCH_IMPORT_STORES (disk,s3),
// BENCH_PAGES (a pattern of the lighthouse, without-scripts and load rows to run, e.g. "image|audio", "API", "^(home|list|blog)$"),
// BENCH_BELL_PUPILS (40), BENCH_BELL_SECONDS (10; the bell part's phases: 60),
// BENCH_BUSY (1: one loop keeps a core busy for the whole run, printed with the machine line).
import fs from "node:fs";
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request as LoadRequest } from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { startInstance, type Instance } from "./peers/instances";
import { explainPages } from "./bench/explain";
import { longTasksReport } from "./bench/long-tasks";
import { contentPages, firstLoadTable, lighthouseTable, practicePages, practiceScriptNote } from "./bench/lighthouse";
import { routeBytesTable } from "./bench/route-bytes";
import { importTable } from "./bench/import";
import { drawGrade, pdfPagesTable, QUIET, seededDemo } from "./bench/pdf-pages";
import { pictureSigninTable } from "./bench/picture-signin";
import { homeworkTable } from "./bench/homework";
import { reviewTable } from "./bench/review";
import { reviewFrameTable } from "./bench/review-frame";
import { bellTable } from "./bench/bell";
import { searchTable } from "./bench/search";
import { withoutScriptsTable } from "./bench/without-scripts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const parts = new Set(
  (process.env.BENCH_PARTS ?? "lighthouse,without-scripts,load,scale,search,import,pdf-pages,picture-signin").split(
    ",",
  ),
);
const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
/** What a phone's browser says it takes. */
const ACCEPT_ENCODING = "br, gzip";

interface Load {
  rps: number;
  /** Requests answered in the run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}, distinct = false): Promise<Load> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": ACCEPT_ENCODING, ...headers },
    // A new address for every request: nothing can be answered from a cache.
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: (req: LoadRequest) => ({
                ...req,
                path: `${new URL(url).pathname}${new URL(url).search}&n=${n++}`,
              }),
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The raw answer (still compressed) with its headers, as the load tool gets it. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders; status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ body: Buffer.concat(chunks), headers: res.headers, status: res.statusCode ?? 0 }),
        );
      })
      .on("error", reject);
  });
}

/** A bare node:http server answering with the same bytes, type and encoding the site sent: the ceiling. */
async function ceilingFor(url: string) {
  const { body, headers } = await rawGet(url);
  const server = http.createServer((_req, out) => {
    out.writeHead(200, {
      "content-type": headers["content-type"] ?? "text/html",
      ...(headers["content-encoding"] ? { "content-encoding": headers["content-encoding"] } : {}),
      "content-length": body.length,
    });
    out.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    bytes: body.length,
    close: () => server.close(),
  };
}

/** A pupil's account made through the real sign-up form; returns the session cookie. */
async function signUp(site: Instance): Promise<string> {
  const password = "bench-sifresi-2026";
  const res = await fetch(`${site.url}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: `ogrenci-${Date.now()}@merdiven.test`, password, repeatPassword: password }),
  });
  await res.arrayBuffer();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /^sid=.+/.test(c));
  if (!cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie;
}

/** Generated rows: every grade and type, like a large school's catalogue (SQL, so 100,000 take seconds). */
async function fillDatabase(dataDir: string, total: number) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await database.db.execute(sql`
    insert into contents (sinif, unite, konu_ing, konu_tr, icerik_turu, donem, file, file_type, link)
    select 2 + (i % 11), 1 + (i % 10), 'Generated entry ' || i, 'Üretilmiş içerik ' || i, 1 + (i % 9), 1 + (i % 2),
           'generated-' || i || '.pdf', 'pdf', null
    from generate_series(1, ${total}) as i`);
  // What autovacuum does on a real server after a bulk load (PGlite has none): statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze contents`);
  await database.close();
}

/**
 * What a fresh page of memory costs this machine. Lighthouse's CPU benchmark misses it,
 * yet it moves the browser's numbers most: on a virtual machine whose host hands out
 * pages lazily, 11.7 µs a page made the same build score 77-90 instead of 98-100
 * (docs/performance.md, "Machine check"). Printed with every run so a table can be judged.
 */
function memoryFirstTouch(): string {
  const size = 256 * 2 ** 20;
  const buffer = Buffer.allocUnsafeSlow(size);
  let start = performance.now();
  buffer.fill(1); // every page touched for the first time
  const first = performance.now() - start;
  start = performance.now();
  buffer.fill(2); // the same pages again: the copy alone
  const again = performance.now() - start;
  return `first touch of 256 MiB ${first.toFixed(0)} ms (${(((first - again) * 1000) / (size / 4096)).toFixed(1)} µs a page)`;
}

/** BENCH_PAGES (a pattern of row names, e.g. "image|audio|ordering"): only those page types' rows, for a shorter run. */
const pageTypes = (types: [string, string][]) =>
  types.filter(([name]) => !process.env.BENCH_PAGES || new RegExp(process.env.BENCH_PAGES).test(name));

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const ms = (n: number) => String(n);

/**
 * BENCH_BUSY=1: a loop keeping one core busy beside the run, as the performance doc's "one core kept
 * busy" rows had by hand. Started and stopped here, so it cannot be left running after the run.
 */
function busyLoop(): { stop(): void } | null {
  if (process.env.BENCH_BUSY !== "1") return null;
  const child = spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" });
  const stop = () => child.kill("SIGKILL");
  process.once("exit", stop);
  return { stop };
}

/** The demo site with grade 5's PDFs drawn: Lighthouse, first-load bytes, the pages without scripts, long tasks and load. */
async function demoSiteSections(temp: string): Promise<string[]> {
  const out: string[] = [];
  // The demo with grade 5's PDFs drawn (the pages measured below), then a quiet site: nothing drawn while it is measured.
  const demoDir = path.join(temp, "demo");
  await seededDemo(demoDir);
  await drawGrade(demoDir, 5);
  const site = await startInstance({ name: "bench", dataDir: demoDir, env: QUIET });
  try {
    const content = await contentPages(site.url);
    const publicPages: [string, string][] = [
      ["home", "/"],
      ["list", "/kelimeler?sinif=5"],
      ["blog", "/blog/sistematik-ogrenme-yaklasimi"],
    ];
    // With the pages of a word list and a quiz: their first load next to a content page's without.
    const pages = [...publicPages, ...content, ...(await practicePages(site.url))];
    if (parts.has("lighthouse"))
      out.push(
        "## Lighthouse (mobile) and first-load bytes",
        await lighthouseTable(site.url, pageTypes(pages)),
        practiceScriptNote(buildDir),
      );
    if (parts.has("first-load")) {
      const more: [string, string][] = [
        ["grade", "/classes/5"],
        ["log-in", "/login"],
        ["contact", "/iletisim"],
        ["search", "/ara?q=hobbies"],
      ];
      out.push(
        "## First-load bytes of every page type",
        await firstLoadTable(site.url, [...pages, ...more]),
        practiceScriptNote(buildDir),
      );
    }
    // Every page type, with the hands-on exercise pages (their scripts cost ≤ 5 points against the same page without them).
    const exercises = pages.filter(([name]) => /ordering|dictation/.test(name));
    const sideBySide = pageTypes([
      ...publicPages.slice(0, 2),
      ["grade", "/classes/5"],
      publicPages[2],
      ...content,
      ...exercises,
      ["log-in", "/login"],
    ]);
    if (parts.has("without-scripts"))
      out.push(
        "## Every page type as served and without scripts, side by side",
        await withoutScriptsTable(site.url, sideBySide),
      );
    if (parts.has("long-tasks"))
      out.push(
        "## What the main thread's long tasks are made of (one Lighthouse run a page)",
        await longTasksReport(site.url, sideBySide),
      );

    if (parts.has("review-frame"))
      out.push("## 'Günlük tekrar': a grade tapped to the next card, CPU 4× slower", await reviewFrameTable(site.url));

    if (parts.has("load")) out.push(...(await loadSection(site, content)));
  } finally {
    await site.stop();
  }
  return out;
}

/** Throughput and latency of every page type, anonymous against the ceiling, then signed in. */
async function loadSection(site: Instance, content: [string, string][]): Promise<string[]> {
  const targets = pageTypes([
    ["home", "/"],
    ["list", "/kelimeler?sinif=5"],
    ["grade", "/classes/5"],
    ...content,
    ["API list", "/api/v1/contents?grade=5&type=2"],
  ]);
  const table = [
    "| answer | path | bytes | req/s | p50 ms | p99 ms | errors | ceiling req/s | share of ceiling |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [name, p] of targets) {
    const measured = await load(site.url + p);
    const ceiling = await ceilingFor(site.url + p);
    const top = await load(ceiling.url);
    ceiling.close();
    table.push(
      row([
        name,
        `\`${p}\``,
        ceiling.bytes,
        measured.rps.toFixed(0),
        ms(measured.p50),
        ms(measured.p99),
        measured.errors,
        top.rps.toFixed(0),
        `${((measured.rps / top.rps) * 100).toFixed(1)}%`,
      ]),
    );
    console.error(`load: ${name} done`);
  }
  const cookie = await signUp(site);
  const signedIn = [
    "| signed-in pupil (rendered each time) | path | req/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|---|",
  ];
  for (const [name, p] of targets.filter(([n]) => n !== "API list")) {
    const measured = await load(site.url + p, { cookie });
    signedIn.push(
      row([name, `\`${p}\``, measured.rps.toFixed(0), ms(measured.p50), ms(measured.p99), measured.errors]),
    );
    console.error(`load (signed in): ${name} done`);
  }
  return [
    "## Throughput and latency, anonymous (response cache) against the ceiling",
    table.join("\n"),
    "## Signed-in pupil: every page rendered afresh",
    signedIn.join("\n"),
  ];
}

/** Growth with data: the list, the API and the filtered API at 100, 10,000 and 100,000 entries, and the plans at the largest. */
async function scaleSection(temp: string): Promise<string[]> {
  const scale = [
    "| entries | list req/s | list p50 ms | list p99 ms | list rendered: p50 ms | p99 ms | API req/s | API p50 ms | API p99 ms | API uncached: p50 ms | p99 ms | filtered API req/s | p50 ms | filtered API uncached: p50 ms | p99 ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  let explained = "";
  for (const total of [100, 10_000, 100_000]) {
    const dir = path.join(temp, `n${total}`);
    fs.mkdirSync(dir, { recursive: true });
    await fillDatabase(dir, total);
    const site = await startInstance({
      name: "bench",
      dataDir: dir,
      env: { SEED_DEMO: "never", LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "100" },
    });
    try {
      const list = `${site.url}/kelimeler?sinif=5`;
      // The call: a full page of 50 at every size, so only the table grows (decision 0016).
      const api = `${site.url}/api/v1/contents?pageSize=50`;
      // One grade and type: 1 entry among 100, a full page of 50 among 100,000, so
      // its growth is the answer's as much as the table's.
      const filtered = `${site.url}/api/v1/contents?grade=5&type=2`;
      const cookie = await signUp(site);
      const cached = await load(list);
      const rendered = await load(list, { cookie });
      const [apiCached, apiCold] = [await load(api), await load(api, {}, true)];
      const [filteredCached, filteredCold] = [await load(filtered), await load(filtered, {}, true)];
      scale.push(
        row([
          total.toLocaleString("en"),
          cached.rps.toFixed(0),
          cached.p50,
          cached.p99,
          rendered.p50,
          rendered.p99,
          apiCached.rps.toFixed(0),
          apiCached.p50,
          apiCached.p99,
          apiCold.p50,
          apiCold.p99,
          filteredCached.rps.toFixed(0),
          filteredCached.p50,
          filteredCold.p50,
          filteredCold.p99,
        ]),
      );
    } finally {
      await site.stop();
    }
    if (total === 100_000) {
      explained = await explainPages(dir, buildDir, [
        ["home", "/"],
        ["list", "/kelimeler?sinif=5"],
        ["list, page 40", "/kelimeler?sinif=5&sayfa=40"],
        ["grade", "/classes/5"],
        // Row i is in grade 2 + i % 11: row 3 is a grade-5 entry.
        ["content", "/classes/5/3-generated-entry-3"],
        ["API", "/api/v1/contents?grade=5&type=2"],
        ["API, every grade", "/api/v1/contents"],
      ]);
    }
    console.error(`scale: ${total} entries done`);
  }
  return [
    "## Growth with data (list `/kelimeler?sinif=5`, API `/api/v1/contents?pageSize=50`, filtered API `?grade=5&type=2`)",
    scale.join("\n"),
    "## Queries per page and their plans at 100,000 entries",
    explained,
  ];
}

async function main() {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-bench-"));
  const busy = busyLoop();
  const out: string[] = [
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; memory: ${memoryFirstTouch()}; load: ${connections} connections, ${seconds} s a row, Accept-Encoding: ${ACCEPT_ENCODING}; busy loop: ${busy ? "one core kept busy (BENCH_BUSY=1)" : "none"}.`,
  ];
  try {
    if (
      ["lighthouse", "load", "without-scripts", "first-load", "long-tasks", "review-frame"].some((part) =>
        parts.has(part),
      )
    )
      out.push(...(await demoSiteSections(temp)));
    if (parts.has("scale")) out.push(...(await scaleSection(temp)));
    if (parts.has("pdf-pages"))
      out.push("## PDF pages drawn on the server", await pdfPagesTable(temp, { seconds, connections }));
    if (parts.has("import"))
      out.push("## Bulk import: throughput, and pupils' pages meanwhile", await importTable(temp));
    if (parts.has("route-bytes"))
      out.push(
        "## First-load JavaScript of every page route, signed-in pages included (from the build's manifest)",
        routeBytesTable(buildDir),
      );
    if (parts.has("picture-signin")) out.push("## The bell: 40 pupils signing in", await pictureSigninTable());
    if (parts.has("review")) out.push("## 'Günlük tekrar' on PostgreSQL", await reviewTable());
    if (parts.has("homework"))
      out.push("## Homework: the quiz at the bell, the teacher's grid and its growth", await homeworkTable());
    if (parts.has("bell"))
      out.push(
        "## The bell at a school: 1,000 class pupils behind one address, two instances on PostgreSQL",
        await bellTable(),
      );
    if (parts.has("search"))
      out.push("## Search, uncached (the service's query; 12 kinds of query × 30)", await searchTable());
    console.log(out.join("\n\n"));
  } finally {
    busy?.stop();
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
