import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/peers/chromium.ts";
// Part of `npm run bench`: Lighthouse (mobile defaults, simulated slow 4G and a
// 4× slower CPU) with Debian's Chromium against the built site, the median of
// BENCH_LIGHTHOUSE_RUNS (3) runs per page, plus the gzip bytes of JavaScript and
// CSS that each page loads first.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { ContentTypeCode } from "#core/content-types.ts";
import { carriesPractice, carriesQuiz, carriesWordList } from "#core/practice.ts";

/** JS and CSS a first visit downloads: the page's own <script>/<link> references, gzipped. */
export async function firstLoadBytes(base: string, path: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(base + path)).text();
  const js = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) js.add(m[1]);
  const css = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const size = async (files: Set<string>) => {
    let total = 0;
    for (const f of files)
      total += gzipSync(Buffer.from(await (await fetch(base + f)).arrayBuffer()), { level: 9 }).length;
    return total;
  };
  return { js: await size(js), css: await size(css) };
}

type ListedEntry = { fileType: string; icerikTuru: number; url: string };

async function gradeItems(base: string, grade: number): Promise<ListedEntry[]> {
  return (
    (await (await fetch(`${base}/api/v1/contents?grade=${grade}&pageSize=100`)).json()) as { items: ListedEntry[] }
  ).items;
}
const gradeFive = (base: string) => gradeItems(base, 5);

/**
 * One content page of each file type, found through the JSON API: of a type that never
 * carries a word list or a quiz where there is one, so these rows are the pages whose
 * first load must not grow with practice.
 */
export async function contentPages(base: string): Promise<[string, string][]> {
  // The demo's listening entries are grade 2's: an audio page beside grade 5's picture page.
  const items = [...(await gradeFive(base)), ...(await gradeItems(base, 2)).filter((i) => i.fileType === "audio")];
  return (["pdf", "image", "video", "audio"] as const).flatMap((type) => {
    const found =
      items.find((i) => i.fileType === type && !carriesPractice(i.icerikTuru as ContentTypeCode)) ??
      items.find((i) => i.fileType === type);
    return found ? [[`content (${type})`, found.url] as [string, string]] : [];
  });
}

/**
 * A content page with a word list and one with a quiz (the practice code loads
 * only where it is used), found by what their HTML holds: the word table (`id="kelimeler"`)
 * and the quiz form (`id="test"`).
 */
export async function practicePages(base: string): Promise<[string, string][]> {
  const wanted = [
    ["content (word list)", 'id="kelimeler"', carriesWordList],
    ["content (quiz)", 'id="test"', carriesQuiz],
    // The exercises done by hand: ordering and gaps (grade 5), dictation and picture–word (grade 2's listening).
    ["content (ordering, gaps)", "data-ordering=", () => true],
    ["content (dictation, pictures)", "data-dictation=", () => true],
  ] as const;
  const items = [...(await gradeFive(base)), ...(await gradeItems(base, 2))];
  const found: [string, string][] = [];
  for (const [name, marker, carries] of wanted) {
    for (const item of items.filter((i) => carries(i.icerikTuru as ContentTypeCode))) {
      if ((await (await fetch(base + item.url)).text()).includes(marker)) {
        found.push([name, item.url]);
        break;
      }
    }
    if (!found.some(([n]) => n === name)) console.error(`bench: no ${name} page in grade 5`);
  }
  return found;
}

/** Runs per page: Lighthouse's own advice is the median of several, one run varies by a few points. */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** A run's performance score, 0-1 as Lighthouse gives it (shown ×100). */
export const performanceOf = (lhr: Report) => lhr.categories.performance?.score ?? 0;

/** Debian's Chromium as the bench launches it; `kill()` when done. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
}

/** Lighthouse's own failures this process met (a run that could not measure: its code and page), for the tables' footnotes. */
export const failedRuns: string[] = [];

/**
 * One Lighthouse run with its mobile defaults (simulated slow 4G, 4× slower CPU). A run that
 * Lighthouse itself could not finish (`runtimeError`: no score at all, not a low one) is not a
 * measurement: it is named on stderr and in `failedRuns`, and run again, at most twice.
 */
/** One Lighthouse run; `headers` go with every request (a signed-in pupil's session cookie). */
export async function lighthouseRun(port: number, url: string, headers?: Record<string, string>): Promise<Report> {
  for (let attempt = 0; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error", extraHeaders: headers }))!.lhr;
    if (!lhr.runtimeError || attempt === 2) return lhr;
    const failure = `${lhr.runtimeError.code} (${new URL(url).pathname}): ${lhr.runtimeError.message.slice(0, 200)}`;
    failedRuns.push(failure);
    console.error(`bench: Lighthouse could not measure, run again: ${failure}`);
  }
}

export async function lighthouseTable(base: string, pages: [string, string][]): Promise<string> {
  const chrome = await launchChromium();
  const rows = [
    `| page | path | performance (median of ${RUNS}: each run) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS KB (gzip) | CSS KB (gzip) |`,
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  /** Lighthouse's own CPU benchmark of each run; it does not see the machine's memory (bench.ts, memoryFirstTouch). */
  const benchmarkIndexes: number[] = [];
  try {
    for (const [name, path] of pages) {
      const runs: Report[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(chrome.port, base + path));
      benchmarkIndexes.push(...runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)));
      // The run with the median performance score, shown whole: its metrics belong together.
      const { categories: c, audits } = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[
        Math.floor(runs.length / 2)
      ];
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const shown = (k: string) => audits[k]?.displayValue ?? "";
      const each = runs.map((lhr) => Math.round(performanceOf(lhr) * 100)).join("/");
      const bytes = await firstLoadBytes(base, path);
      rows.push(
        `| ${name} | \`${path}\` | ${score("performance")} (${each}) | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${shown("first-contentful-paint")} | ${shown("largest-contentful-paint")} | ${shown("total-blocking-time")} | ${shown("cumulative-layout-shift")} | ${(bytes.js / 1024).toFixed(1)} | ${(bytes.css / 1024).toFixed(1)} |`,
      );
      console.error(`lighthouse: ${name} done`);
    }
  } finally {
    chrome.kill();
  }
  return [
    `Lighthouse's CPU benchmark index over the runs: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}.`,
    "",
    ...rows,
  ].join("\n");
}

/** Every page type's first-load JavaScript and CSS (the first-load budget: JS ≤ 120 KB gzip on each), without Lighthouse. */
export async function firstLoadTable(base: string, pages: [string, string][]): Promise<string> {
  const rows = ["| page | path | JS KB (gzip) | CSS KB (gzip) |", "|---|---|---|---|"];
  for (const [name, path] of pages) {
    const bytes = await firstLoadBytes(base, path);
    rows.push(`| ${name} | \`${path}\` | ${(bytes.js / 1024).toFixed(1)} | ${(bytes.css / 1024).toFixed(1)} |`);
  }
  return rows.join("\n");
}

/**
 * The practice script (app/browser/practice-client.ts): not in any page's first load, fetched
 * once a page with a word list or a quiz has started, and by no other page.
 */
export function practiceScriptNote(buildDir: string): string {
  const assets = path.join(buildDir, "client", "assets");
  const files = fs.existsSync(assets)
    ? fs.readdirSync(assets).filter((f) => /^practice-client-[\w-]+\.js$/.test(f))
    : [];
  if (files.length !== 1)
    return `Practice script: ${files.length ? "several builds' files" : "not found"} in ${assets}.`;
  const gzip = gzipSync(fs.readFileSync(path.join(assets, files[0])), { level: 9 }).length;
  return `Practice script \`/assets/${files[0]}\`: ${(gzip / 1024).toFixed(1)} KB gzip, fetched after the page starts on the word list's and the quiz's pages only (not in the first load above).`;
}
