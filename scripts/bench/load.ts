// The load half of `npm run bench` (scripts/bench.ts): autocannon runs against the built site
// next to a bare node:http server sending the same bytes (the ceiling of this machine), the
// signed-in render rate, and the growth of the list and the API with 100 to 100,000 generated
// entries. BENCH_SECONDS and BENCH_CONNECTIONS are read here; bench.ts prints them with the
// machine line.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon, { type Request as LoadRequest } from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { startInstance, type Instance } from "#scripts/peers/instances.ts";
import { explainPages } from "./explain";

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** What a phone's browser says it takes. */
export const ACCEPT_ENCODING = "br, gzip";

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

/** BENCH_PAGES (a pattern of row names, e.g. "image|audio|ordering"): only those page types' rows, for a shorter run. */
export const pageTypes = (types: [string, string][]) =>
  types.filter(([name]) => !process.env.BENCH_PAGES || new RegExp(process.env.BENCH_PAGES).test(name));

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const ms = (n: number) => String(n);

/** Throughput and latency of every page type, anonymous against the ceiling, then signed in. */
export async function loadSection(site: Instance, content: [string, string][]): Promise<string[]> {
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
export async function scaleSection(temp: string, buildDir: string): Promise<string[]> {
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
      // A full page of 50 at every size, so only the table grows (decision 0016).
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
