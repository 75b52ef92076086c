// Part of `npm run bench`: Lighthouse (mobile defaults, simulated slow 4G and a
// 4× slower CPU) with Debian's Chromium against the built site, plus the gzip
// bytes of JavaScript and CSS that each page loads first.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** JS and CSS a first visit downloads: the page's own <script>/<link> references, gzipped. */
async function firstLoadBytes(base: string, path: string): Promise<{ js: number; css: number }> {
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

export async function lighthouseTable(base: string, pages: [string, string][]): Promise<string> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS });
  const rows = [
    "| page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS KB (gzip) | CSS KB (gzip) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  try {
    for (const [name, path] of pages) {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
      const { categories: c, audits } = result!.lhr;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const shown = (k: string) => audits[k]?.displayValue ?? "";
      const bytes = await firstLoadBytes(base, path);
      rows.push(
        `| ${name} | \`${path}\` | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${shown("first-contentful-paint")} | ${shown("largest-contentful-paint")} | ${shown("total-blocking-time")} | ${shown("cumulative-layout-shift")} | ${(bytes.js / 1024).toFixed(1)} | ${(bytes.css / 1024).toFixed(1)} |`,
      );
      console.error(`lighthouse: ${name} done`);
    }
  } finally {
    chrome.kill();
  }
  return rows.join("\n");
}
