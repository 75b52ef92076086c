// Part of `npm run bench`: Lighthouse (mobile defaults, simulated slow 4G and a
// 4× slower CPU) with Debian's Chromium against the built site, the median of
// BENCH_LIGHTHOUSE_RUNS (3) runs per page, plus the gzip bytes of JavaScript and
// CSS that each page loads first.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** JS and CSS a first visit downloads: the page's own <script>/<link> references, gzipped. */
export async function firstLoadBytes(base: string, path: string): Promise<{ js: number; css: number }> {
  const html = await (await fetch(base + path)).text();
  const js = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) js.add(m[1]);
  const css = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const size = async (files: Set<string>) => {
    let total = 0;
    for (const f of files) total += gzipSync(Buffer.from(await (await fetch(base + f)).arrayBuffer()), { level: 9 }).length;
    return total;
  };
  return { js: await size(js), css: await size(css) };
}

/** One content page of each file type, found through the JSON API. */
export async function contentPages(base: string): Promise<[string, string][]> {
  const body = (await (await fetch(`${base}/api/v1/contents?grade=5&pageSize=100`)).json()) as { items: { fileType: string; url: string }[] };
  return (["pdf", "image", "video"] as const).flatMap((type) => {
    const found = body.items.find((i) => i.fileType === type);
    return found ? [[`content (${type})`, found.url] as [string, string]] : [];
  });
}

/** Runs per page: Lighthouse's own advice is the median of several, one run varies by a few points. */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** A run's performance score, 0-1 as Lighthouse gives it (shown ×100). */
export const performanceOf = (lhr: Report) => lhr.categories.performance?.score ?? 0;

/** Debian's Chromium as the bench launches it; `kill()` when done. */
export function launchChromium() {
  return chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS });
}

/** One Lighthouse run with its mobile defaults (simulated slow 4G, 4× slower CPU). */
export async function lighthouseRun(port: number, url: string): Promise<Report> {
  return (await lighthouse(url, { port, output: "json", logLevel: "error" }))!.lhr;
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
      const { categories: c, audits } = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(runs.length / 2)];
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
  return [`Lighthouse's CPU benchmark index over the runs: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}.`, "", ...rows].join("\n");
}

/** Every page type's first-load JavaScript and CSS (issue 17's budget: JS ≤ 120 KB gzip on each), without Lighthouse. */
export async function firstLoadTable(base: string, pages: [string, string][]): Promise<string> {
  const rows = ["| page | path | JS KB (gzip) | CSS KB (gzip) |", "|---|---|---|---|"];
  for (const [name, path] of pages) {
    const bytes = await firstLoadBytes(base, path);
    rows.push(`| ${name} | \`${path}\` | ${(bytes.js / 1024).toFixed(1)} | ${(bytes.css / 1024).toFixed(1)} |`);
  }
  return rows.join("\n");
}
