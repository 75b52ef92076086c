// Part of `npm run bench` (BENCH_PARTS=without-scripts, in the default run): what every
// page type costs for its scripts. Each page is measured twice per round,
// as the site serves it and through a proxy that takes every <script> and module
// preload out of the HTML, alternating so both meet the same machine. The pages work
// without JavaScript already; this shows the price of hydrating them (docs/performance.md).
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { RUNS, failedRuns, launchChromium, lighthouseRun, performanceOf } from "./lighthouse";

/** How an HTML answer is unpacked and packed again in the encoding it came in. */
const CODECS: Record<string, [(b: Buffer) => Buffer, (b: Buffer) => Buffer]> = {
  br: [zlib.brotliDecompressSync, zlib.brotliCompressSync],
  gzip: [zlib.gunzipSync, zlib.gzipSync],
};
const IDENTITY: [(b: Buffer) => Buffer, (b: Buffer) => Buffer] = [(b) => b, (b) => b];

/** A loopback proxy in front of `base`: HTML comes without scripts (re-compressed as it came), everything else byte for byte. */
export async function scriptlessProxy(base: string) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      base + req.url,
      { method: req.method, headers: { ...req.headers, host: new URL(base).host } },
      (answer) => {
        const [unpack, pack] = CODECS[answer.headers["content-encoding"] ?? ""] ?? IDENTITY;
        if (!String(answer.headers["content-type"]).startsWith("text/html")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          const html = unpack(Buffer.concat(chunks))
            .toString()
            .replace(/<script\b[\s\S]*?<\/script>/g, "")
            .replace(/<link rel="modulepreload[^>]*>/g, "");
          const body = pack(Buffer.from(html));
          const { etag: _etag, "content-length": _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": body.length }).end(body);
        });
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The without-scripts lines: as served, a page scores at most 5 points below itself without scripts and adds at most 150 ms of blocking. */
const MAX_POINTS = 5;
const MAX_ADDED_TBT_MS = 150;

export async function withoutScriptsTable(
  base: string,
  pages: [string, string][],
  headers?: Record<string, string>,
): Promise<string> {
  const proxy = await scriptlessProxy(base);
  const chrome = await launchChromium();
  const rows = [
    `| page | path | as served: performance (median; each of ${RUNS} runs) | TBT ms (median; each) | without scripts: performance | TBT ms | points lost | TBT added ms | within the lines |`,
    "|---|---|---|---|---|---|---|---|---|",
  ];
  const served = new Map<string, { score: number; tbt: number }>();
  // The machine as Lighthouse saw it in these runs: a table is read with its machine (decision 0016).
  const benchmarkIndexes: number[] = [];
  // Only this table's failed runs in its footnote (the same process may have run other tables first).
  const failedBefore = failedRuns.length;
  try {
    for (const [name, path] of pages) {
      const seen = { served: [] as number[][], bare: [] as number[][] };
      for (let i = 0; i < RUNS; i++) {
        for (const [key, origin] of [
          ["served", base],
          ["bare", proxy.url],
        ] as const) {
          const lhr = await lighthouseRun(chrome.port, origin + path, headers);
          benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
          seen[key].push([
            Math.round(performanceOf(lhr) * 100),
            Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          ]);
        }
      }
      const score = (runs: number[][]) => median(runs.map((r) => r[0]));
      const tbt = (runs: number[][]) => median(runs.map((r) => r[1]));
      const cells = (runs: number[][]) => [
        `${score(runs)} (${runs.map((r) => r[0]).join("/")})`,
        `${tbt(runs)} (${runs.map((r) => r[1]).join("/")})`,
      ];
      const lost = score(seen.bare) - score(seen.served);
      const added = tbt(seen.served) - tbt(seen.bare);
      const ok = lost <= MAX_POINTS && added <= MAX_ADDED_TBT_MS ? "yes" : "**no**";
      served.set(name, { score: score(seen.served), tbt: tbt(seen.served) });
      rows.push(
        `| ${[name, `\`${path}\``, ...cells(seen.served), ...cells(seen.bare), lost, added, ok].join(" | ")} |`,
      );
      console.error(`without scripts: ${name} done`);
    }
  } finally {
    chrome.kill();
    proxy.close();
  }
  const pdf = served.get("content (pdf)");
  const picture = served.get("content (image)");
  if (pdf && picture) {
    rows.push("", "The PDF page against the picture page of the same grade, both as served (same run):", "");
    rows.push("| | performance | TBT ms |", "|---|---|---|");
    rows.push(
      `| content (pdf) | ${pdf.score} | ${pdf.tbt} |`,
      `| content (image) | ${picture.score} | ${picture.tbt} |`,
    );
    rows.push(`| difference | ${pdf.score - picture.score} | ${pdf.tbt - picture.tbt} |`);
  }
  const failed = failedRuns.slice(failedBefore);
  const failures = failed.length
    ? [
        "",
        `Runs Lighthouse could not finish, run again (not counted): ${failed.length}.`,
        ...failed.map((f) => `- ${f}`),
      ]
    : [];
  return [
    `Lighthouse's CPU benchmark index over these runs: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}.`,
    "",
    ...rows,
    ...failures,
  ].join("\n");
}
