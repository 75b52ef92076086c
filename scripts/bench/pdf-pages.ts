import { CHROMIUM_FLAGS, launchOptions } from "#scripts/peers/chromium.ts";
// Part of `npm run bench` (BENCH_PARTS=pdf-pages, in the default run): the drawn PDF pages' numbers,
// side by side in one run.
//   1. A PDF's content page before its pages are drawn (pdf.js, as before) against the same
//      page drawn and the same grade's picture page: Lighthouse (mobile), blocking time and
//      the bytes a phone fetches before the pupil scrolls, alternating runs.
//   2. Drawing a 20-page worksheet: pages per second per core (processor time of the
//      drawing process) and its peak memory.
//   3. Anonymous pages' p50/p99 while the demo's PDFs are drawn in the background (at nice
//      19), next to the same site not drawing.
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import autocannon from "autocannon";
import { chromium, devices, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createPageDrawer, startPdfPagesWorker } from "#server/content/pdf-pages.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { createFileStorage } from "#server/services.ts";
import { picturesReady, startInstance, type Instance } from "#scripts/peers/instances.ts";
import { contentPages, launchChromium, lighthouseRun, performanceOf, RUNS } from "./lighthouse";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The bench's site, quiet: nothing drawn in the background while it is measured. */
export const QUIET = { SEED_DEMO: "auto", PDF_PAGES: "off", LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "100" };

/** The demo in `dataDir`, loaded by the site itself, its picture copies made; the site stopped again. */
export async function seededDemo(dataDir: string): Promise<void> {
  const site = await startInstance({ name: "bench-seed", dataDir, env: QUIET });
  try {
    await picturesReady(site);
  } finally {
    await site.stop();
  }
}

/**
 * Draws the pages of one grade's PDFs into a stopped site's data folder, as the background
 * job would, two processes at once (one a core). Returns the seconds it took.
 */
export async function drawGrade(dataDir: string, grade: number): Promise<number> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  const started = Date.now();
  try {
    const workers = [1, 2].map(() =>
      startPdfPagesWorker({
        db: database.db,
        storage: createFileStorage(config),
        automatic: false,
        grades: [grade],
        batch: 1,
        drawer: createPageDrawer(undefined, { lowPriority: false }),
      }),
    );
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.close()));
  } finally {
    await database.close();
  }
  return (Date.now() - started) / 1000;
}

/** A worksheet of `pages` pages, as the demo writes them (text, a header band, the footer). */
async function worksheet(pages: number): Promise<{ bytes: Buffer; pages: number }> {
  for (let lines = pages * 6; ; lines++) {
    const bytes = makeDemoPdf({
      title: "Bench Worksheet",
      subtitle: "Çalışma kağıdı · 6. Sınıf",
      lines: Array.from(
        { length: lines },
        (_, i) => `Exercise ${i + 1}: complete the sentence with the right word from the box.`,
      ),
    });
    const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    const count = doc.numPages;
    await doc.destroy();
    if (count >= pages) return { bytes, pages: count };
  }
}

/** The bytes of an answer as they come over the wire (compressed as a phone gets it). */
function wireSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/**
 * Bytes a phone (Pixel 5) takes for a page before the pupil scrolls: every answer's body as
 * sent and its headers, until the first page of the document is on the screen (pdf.js: ink on
 * its canvas; drawn pages: the first picture decoded; a picture page: the picture) and the
 * network is quiet. No service worker (it would hide the worker script's request).
 */
async function bytesBeforeScroll(url: string): Promise<number> {
  const browser = await chromium.launch({
    ...launchOptions,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless"),
  });
  try {
    const context = await browser.newContext({ ...devices["Pixel 5"], serviceWorkers: "block" });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (r) =>
      sizes.push(
        r.sizes().then(async ({ responseBodySize, responseHeadersSize }) => {
          const body =
            responseBodySize === 0 && (await r.response())?.status() === 200
              ? await wireSize(r.url())
              : Math.max(0, responseBodySize);
          return body + responseHeadersSize;
        }),
      ),
    );
    await page.goto(url);
    await firstPageShown(page);
    await page.waitForLoadState("networkidle");
    return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  } finally {
    await browser.close();
  }
}

async function firstPageShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-page="1"] canvas');
      if (canvas) {
        const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 64) if (data[i] < 200) return true;
        return false;
      }
      const img = document.querySelector<HTMLImageElement>('[data-page-picture="1"] img, main picture img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    },
    null,
    { timeout: 60_000, polling: 250 },
  );
}

async function sideBySide(before: Instance, after: Instance): Promise<string> {
  const pages = await contentPages(after.url);
  const pdf = pages.find(([name]) => name === "content (pdf)")?.[1];
  const picture = pages.find(([name]) => name === "content (image)")?.[1];
  if (!pdf || !picture) return "No PDF or picture page in grade 5.";
  const drawnHtml = await (await fetch(after.url + pdf)).text();
  if (!drawnHtml.includes("data-page-picture"))
    return `The drawn site still shows ${pdf} in the PDF viewer: not measured.`;
  const rows: [string, string, string][] = [
    ["PDF, not drawn (pdf.js, as before PDF pages were drawn)", before.url, pdf],
    ["PDF, drawn", after.url, pdf],
    ["picture, same grade", after.url, picture],
  ];
  const seen = rows.map(() => [] as { score: number; tbt: number }[]);
  const chrome = await launchChromium();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [i, [, base, p]] of rows.entries()) {
        const lhr = await lighthouseRun(chrome.port, base + p);
        seen[i].push({
          score: Math.round(performanceOf(lhr) * 100),
          tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
        });
      }
      console.error(`pdf pages: Lighthouse round ${run + 1} done`);
    }
  } finally {
    chrome.kill();
  }
  const bytes: number[] = [];
  for (const [, base, p] of rows) bytes.push(await bytesBeforeScroll(base + p));
  const summary = seen.map((runs, i) => ({
    score: median(runs.map((r) => r.score)),
    tbt: median(runs.map((r) => r.tbt)),
    bytes: bytes[i],
  }));
  const table = [
    `| page | path | performance (median; each of ${RUNS}) | TBT ms (median; each) | KB a phone fetches before scrolling |`,
    "|---|---|---|---|---|",
    ...rows.map(
      ([name, , p], i) =>
        `| ${name} | \`${p}\` | ${summary[i].score} (${seen[i].map((r) => r.score).join("/")}) | ${summary[i].tbt} (${seen[i].map((r) => r.tbt).join("/")}) | ${(summary[i].bytes / 1024).toFixed(0)} |`,
    ),
  ];
  const [old, drawn, pic] = summary;
  const lines = [
    `PDF drawn against the picture page: ${drawn.score - pic.score} points, ${drawn.tbt - pic.tbt} ms of blocking time (the lines: within 3 points and 100 ms: ${Math.abs(drawn.score - pic.score) <= 3 || drawn.score > pic.score ? "met" : "**not met**"}, ${drawn.tbt - pic.tbt <= 100 ? "met" : "**not met**"}).`,
    `Bytes before scrolling: ${(drawn.bytes / 1024).toFixed(0)} KB drawn against ${(old.bytes / 1024).toFixed(0)} KB before (${((drawn.bytes / old.bytes) * 100).toFixed(0)}%; the line: at most half: ${drawn.bytes * 2 <= old.bytes ? "met" : "**not met**"}).`,
  ];
  return [...table, "", ...lines].join("\n");
}

async function drawingCost(): Promise<string> {
  const sheet = await worksheet(20);
  const drawer = createPageDrawer(undefined, { lowPriority: false });
  const started = Date.now();
  try {
    await drawer.open(new Uint8Array(sheet.bytes));
    for (let page = 1; page <= sheet.pages; page++) await drawer.draw(page, { thumb: page === 1 });
  } finally {
    await drawer.close();
  }
  const wall = (Date.now() - started) / 1000;
  const cpu = drawer.cpuSeconds();
  return [
    "| worksheet | pages | wall s | processor s (drawing process) | pages per second per core | peak memory MiB |",
    "|---|---|---|---|---|---|",
    `| ${(sheet.bytes.length / 1024).toFixed(0)} KB PDF | ${sheet.pages} | ${wall.toFixed(1)} | ${cpu.toFixed(1)} | ${cpu > 0 ? (sheet.pages / cpu).toFixed(2) : "n/a"} | ${(drawer.peakMemory() / 2 ** 20).toFixed(0)} |`,
    "",
    "Each page: drawn at 1200 px by pdf.js on @napi-rs/canvas, then 9 copies (AVIF, WebP, JPEG × 480/800/1200) and, for page 1, three thumbnails.",
  ].join("\n");
}

async function whileDrawing(seedDir: string, temp: string, seconds: number, connections: number): Promise<string> {
  const quietDir = path.join(temp, "pdf-quiet");
  const busyDir = path.join(temp, "pdf-busy");
  for (const dir of [quietDir, busyDir]) fs.cpSync(seedDir, dir, { recursive: true });
  const quiet = await startInstance({ name: "bench-quiet", dataDir: quietDir, env: QUIET });
  const busy = await startInstance({
    name: "bench-drawing",
    dataDir: busyDir,
    env: { ...QUIET, PDF_PAGES: "background" },
  });
  const waiting = async () =>
    Number(/^merdiven_pdf_pages_waiting (\d+)$/m.exec(await (await fetch(`${busy.url}/metrics`)).text())?.[1] ?? -1);
  const rows = ["| site | page | req/s | p50 ms | p99 ms | errors |", "|---|---|---|---|---|---|"];
  try {
    // The busy site starts drawing two seconds after it opens.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const before = await waiting();
    const targets: [string, string][] = [
      ["home", "/"],
      ["list", "/kelimeler?sinif=7"],
      ["grade", "/classes/7"],
    ];
    for (const [name, p] of targets) {
      for (const [label, site] of [
        ["drawing (nice 19)", busy],
        ["not drawing", quiet],
      ] as const) {
        const result = await autocannon({
          url: site.url + p,
          connections,
          duration: seconds,
          headers: { "accept-encoding": "br, gzip" },
        });
        rows.push(
          `| ${label} | ${name} \`${p}\` | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} |`,
        );
      }
    }
    const after = await waiting();
    rows.push(
      "",
      `PDF entries waiting to be drawn on the drawing site: ${before} when the load began, ${after} when it ended (the drawing went on all along).`,
    );
  } finally {
    await Promise.all([quiet.stop(), busy.stop()]);
  }
  return rows.join("\n");
}

export async function pdfPagesTable(
  temp: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<string> {
  const seedDir = path.join(temp, "pdf-seed");
  await seededDemo(seedDir);
  const drawnDir = path.join(temp, "pdf-drawn");
  fs.cpSync(seedDir, drawnDir, { recursive: true });
  const drawSeconds = await drawGrade(drawnDir, 5);
  fs.cpSync(seedDir, path.join(temp, "pdf-before"), { recursive: true });
  const before = await startInstance({ name: "bench-before", dataDir: path.join(temp, "pdf-before"), env: QUIET });
  const after = await startInstance({ name: "bench-after", dataDir: drawnDir, env: QUIET });
  let side: string;
  try {
    side = await sideBySide(before, after);
  } finally {
    await Promise.all([before.stop(), after.stop()]);
  }
  return [
    `Grade 5's PDFs drawn (two processes) in ${drawSeconds.toFixed(0)} s.`,
    "",
    side,
    "",
    "### Drawing a 20-page worksheet",
    "",
    await drawingCost(),
    "",
    "### Pupils' pages while the demo's PDFs are drawn, against the same site not drawing",
    "",
    await whileDrawing(seedDir, temp, seconds, connections),
  ].join("\n");
}
