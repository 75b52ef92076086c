// Part of `npm run bench` (BENCH_PARTS=without-scripts, not in the default run): what
// the public pages would score without React. Each page is measured twice per round,
// as the site serves it and through a proxy that takes every <script> and module
// preload out of the HTML, alternating so both meet the same machine. The pages work
// without JavaScript already; this shows the price of hydrating them (docs/performance.md).
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { RUNS, launchChromium, lighthouseRun, performanceOf } from "./lighthouse";

/** How an HTML answer is unpacked and packed again in the encoding it came in. */
const CODECS: Record<string, [(b: Buffer) => Buffer, (b: Buffer) => Buffer]> = {
  br: [zlib.brotliDecompressSync, zlib.brotliCompressSync],
  gzip: [zlib.gunzipSync, zlib.gzipSync],
};
const IDENTITY: [(b: Buffer) => Buffer, (b: Buffer) => Buffer] = [(b) => b, (b) => b];

/** A loopback proxy in front of `base`: HTML comes without scripts (re-compressed as it came), everything else byte for byte. */
async function scriptlessProxy(base: string) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(base + req.url, { method: req.method, headers: { ...req.headers, host: new URL(base).host } }, (answer) => {
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
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

export async function withoutScriptsTable(base: string, pages: [string, string][]): Promise<string> {
  const proxy = await scriptlessProxy(base);
  const chrome = await launchChromium();
  const rows = [
    `| page | path | with React: performance (each of ${RUNS} runs) | TBT ms | bytes | without scripts: performance | TBT ms | bytes |`,
    "|---|---|---|---|---|---|---|---|",
  ];
  try {
    for (const [name, path] of pages) {
      const seen = { react: [] as number[][], bare: [] as number[][] };
      for (let i = 0; i < RUNS; i++) {
        for (const [key, origin] of [["react", base], ["bare", proxy.url]] as const) {
          const lhr = await lighthouseRun(chrome.port, origin + path);
          const metric = (k: string) => Math.round(lhr.audits[k]?.numericValue ?? 0);
          seen[key].push([Math.round(performanceOf(lhr) * 100), metric("total-blocking-time"), metric("total-byte-weight")]);
        }
      }
      const cells = (runs: number[][]) => [runs.map((r) => r[0]).join("/"), runs.map((r) => r[1]).join("/"), String(runs[0][2])];
      rows.push(`| ${[name, `\`${path}\``, ...cells(seen.react), ...cells(seen.bare)].join(" | ")} |`);
      console.error(`without scripts: ${name} done`);
    }
  } finally {
    chrome.kill();
    proxy.close();
  }
  return rows.join("\n");
}
