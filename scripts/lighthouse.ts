// npm run bench:lighthouse — Lighthouse (mobile defaults) with Debian's Chromium
// against the built site on loopback, plus the gzip bytes of JS and CSS that each
// page loads first. Prints a Markdown table for docs/performance.md.
//
// Usage: start the site (npm start, or BASE_URL=http://127.0.0.1:3000), then run
// this script. It picks one content page of each file type through the JSON API.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";

async function firstOfType(fileType: string): Promise<string | null> {
  const res = await fetch(`${base}/api/v1/contents?grade=5&pageSize=100`);
  const body = (await res.json()) as { items: { fileType: string; url: string }[] };
  return body.items.find((i) => i.fileType === fileType)?.url ?? null;
}

/** JS and CSS a first visit downloads: the page's own <script>/<link> references, gzipped. */
async function firstLoadBytes(path: string): Promise<{ js: number; css: number }> {
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

async function main() {
  const pages: [string, string | null][] = [
    ["home", "/"],
    ["list", "/kelimeler?sinif=5"],
    ["blog", "/blog/sistematik-ogrenme-yaklasimi"],
    ["content (pdf)", await firstOfType("pdf")],
    ["content (image)", await firstOfType("image")],
    ["content (video)", await firstOfType("video")],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows: string[] = [];
  try {
    for (const [name, path] of pages) {
      if (!path) continue;
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const bytes = await firstLoadBytes(path);
      const lcp = result!.lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
      rows.push(
        `| ${name} | \`${path}\` | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${lcp} | ${(bytes.js / 1024).toFixed(1)} | ${(bytes.css / 1024).toFixed(1)} |`,
      );
      console.error(`measured ${name}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log("| page | path | performance | accessibility | best practices | SEO | LCP | JS KB (gzip) | CSS KB (gzip) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(r);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
