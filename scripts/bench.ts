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
// first-load, long-tasks, homework, deneme (40 pupils' saves and scorings, decision 0121), review ('Günlük tekrar' on PostgreSQL, BENCH_REVIEW_PUPILS), review-frame (a tap to the next card, CPU 4× slower), review-lighthouse (/tekrar for a pupil with words due, as served and without scripts), deneme-lighthouse (a running deneme's exam page, the same way), bell and api (the read API beside its bare server, BENCH_API_ROUNDS), not run by default), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SEARCH_SIZES (100,10000,100000),
// BENCH_SEARCH_DATABASES (pglite,postgres), BENCH_IMPORT_FILES (500), BENCH_IMPORT_MB (2), BENCH_IMPORT_STORES (disk,s3),
// BENCH_PAGES (a pattern of the lighthouse, without-scripts and load rows to run, e.g. "image|audio", "API", "^(home|list|blog)$"),
// BENCH_BELL_PUPILS (40), BENCH_BELL_SECONDS (10; the bell part's phases: 60),
// BENCH_BUSY (1: one loop keeps a core busy for the whole run, printed with the machine line).
import fs from "node:fs";
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { startInstance } from "./peers/instances";
import { ACCEPT_ENCODING, connections, loadSection, pageTypes, scaleSection, seconds } from "./bench/load";
import { longTasksReport } from "./bench/long-tasks";
import { contentPages, firstLoadTable, lighthouseTable, practicePages, practiceScriptNote } from "./bench/lighthouse";
import { routeBytesTable } from "./bench/route-bytes";
import { importTable } from "./bench/import";
import { drawGrade, pdfPagesTable, QUIET, seededDemo } from "./bench/pdf-pages";
import { pictureSigninTable } from "./bench/picture-signin";
import { homeworkTable } from "./bench/homework";
import { reviewTable } from "./bench/review";
import { denemeTable } from "./bench/deneme";
import { reviewFrameTable, reviewPupilCookie } from "./bench/review-frame";
import { runningDeneme } from "./bench/deneme-page";
import { bellTable } from "./bench/bell";
import { searchTable } from "./bench/search";
import { withoutScriptsTable } from "./bench/without-scripts";

const parts = new Set(
  (process.env.BENCH_PARTS ?? "lighthouse,without-scripts,load,scale,search,import,pdf-pages,picture-signin").split(
    ",",
  ),
);
const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");

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

    if (parts.has("review-lighthouse"))
      out.push(
        "## 'Bugünün tekrarı' as served and without scripts, a pupil with words due (side by side)",
        await withoutScriptsTable(site.url, [["Bugünün tekrarı", "/tekrar"]], {
          Cookie: await reviewPupilCookie(site.url),
        }),
      );
    if (parts.has("deneme-lighthouse")) {
      const exam = await runningDeneme(site.url);
      out.push(
        "## A deneme's exam page as served and without scripts, a pupil's running LGS attempt (side by side)",
        await withoutScriptsTable(site.url, [["Deneme sınavı", exam.path]], { Cookie: exam.cookie }),
      );
    }
    if (parts.has("review-frame"))
      out.push("## 'Günlük tekrar': a grade tapped to the next card, CPU 4× slower", await reviewFrameTable(site.url));

    if (parts.has("load")) out.push(...(await loadSection(site, content)));
  } finally {
    await site.stop();
  }
  return out;
}

async function main() {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-bench-"));
  const busy = busyLoop();
  const out: string[] = [
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; memory: ${memoryFirstTouch()}; load: ${connections} connections, ${seconds} s a row, Accept-Encoding: ${ACCEPT_ENCODING}; busy loop: ${busy ? "one core kept busy (BENCH_BUSY=1)" : "none"}.`,
  ];
  try {
    if (
      [
        "lighthouse",
        "load",
        "without-scripts",
        "first-load",
        "long-tasks",
        "review-frame",
        "review-lighthouse",
        "deneme-lighthouse",
      ].some((part) => parts.has(part))
    )
      out.push(...(await demoSiteSections(temp)));
    if (parts.has("scale")) out.push(...(await scaleSection(temp, buildDir)));
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
    if (parts.has("deneme"))
      out.push(
        "## 'Deneme' at an exam hour: 40 pupils' saves and scorings on PGlite and PostgreSQL",
        await denemeTable(),
      );
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
