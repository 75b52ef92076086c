// Part of `npm run bench` (BENCH_PARTS=import): bulk import throughput on the
// local disk and on the S3 test server (s3rver), the way the page sends it (a list, then
// each file on its own PUT, two at a time, the import started at once), and what
// anonymous pupils' pages cost meanwhile (p50/p99 of a list and a content page, against
// the same load without an import).
//
// Options (env): BENCH_IMPORT_FILES (500), BENCH_IMPORT_MB (2: MiB a file, so 1 GiB by default),
// BENCH_IMPORT_STORES (disk,s3).
import crypto from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { openDatabase } from "#server/db/client.ts";
import { picturesReady, signIn, startInstance, type Instance } from "#scripts/peers/instances.ts";
import { startS3Server } from "#scripts/peers/s3.ts";

const FILES = Number(process.env.BENCH_IMPORT_FILES ?? 500);
const MB = Number(process.env.BENCH_IMPORT_MB ?? 2);
/** Where the files go: the local disk and the S3 test server by default (BENCH_IMPORT_STORES=disk for the disk alone). */
const STORES = (process.env.BENCH_IMPORT_STORES ?? "disk,s3")
  .split(",")
  .filter((s): s is "disk" | "s3" => s === "disk" || s === "s3");
const ADMIN = { email: "bench-admin@merdiven.test", password: "bench-yonetici-sifresi-1" };

/** File i: a real PDF of its own (its own bytes, so its own SHA-256) filled to MB MiB. */
function worksheet(i: number, filler: Buffer): Buffer {
  const head = makeDemoPdf({ title: `Worksheet ${i}`, subtitle: "Merdiven bench", lines: [`Worksheet number ${i}`] });
  return Buffer.concat([head, filler.subarray(0, Math.max(0, MB * 2 ** 20 - head.length))]);
}

async function adminIn(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await createAuthService(database.db, createDbRateLimiter(database.db)).upsertAdmin(ADMIN.email, ADMIN.password);
  await database.close();
}

interface Latency {
  p50: number;
  p99: number;
  rps: number;
}

async function pupils(url: string, seconds: number): Promise<Latency> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** One import through the API; resolves with its timings while `during` runs beside it. */
async function importAll(site: Instance, cookie: string) {
  const headers = { Cookie: cookie, Origin: site.url };
  const filler = crypto.randomBytes(MB * 2 ** 20);
  const files = Array.from({ length: FILES }, (_, i) => ({
    path: `${2 + (i % 11)}/${1 + (i % 10)}/kelimeler/worksheet-${i}.pdf`,
    size: 0,
  }));
  const manifest = ["dosya,konuTr,donem", ...files.map((f, i) => `${f.path},Çalışma kağıdı ${i},1`)].join("\n");
  const started = performance.now();
  const res = await fetch(`${site.url}/api/v1/imports`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ files, manifest, start: true }),
  });
  const created = (await res.json()) as { id: number; items: { id: number }[] };
  if (res.status !== 201) throw new Error(`import not created: ${res.status} ${JSON.stringify(created)}`);
  let next = 0;
  let bytes = 0;
  const sender = async () => {
    for (let i = next++; i < FILES; i = next++) {
      const body = worksheet(i, filler);
      bytes += body.length;
      const put = await fetch(`${site.url}/api/v1/imports/${created.id}/items/${created.items[i].id}/file`, {
        method: "PUT",
        headers: { ...headers, "Content-Type": "application/octet-stream" },
        body: new Uint8Array(body),
      });
      await put.arrayBuffer();
      if (!put.ok) throw new Error(`file ${i}: ${put.status}`);
    }
  };
  await Promise.all([sender(), sender()]);
  const uploaded = performance.now();
  for (;;) {
    const view = (await (await fetch(`${site.url}/api/v1/imports/${created.id}`, { headers })).json()) as {
      finished: boolean;
      counts: { done: number; failed: number };
    };
    if (view.finished) {
      if (view.counts.done !== FILES)
        throw new Error(`only ${view.counts.done} of ${FILES} imported (${view.counts.failed} failed)`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const finished = performance.now();
  return { bytes, uploadS: (uploaded - started) / 1000, totalS: (finished - started) / 1000 };
}

export async function importTable(temp: string): Promise<string> {
  const rows = [
    `${FILES} PDFs of ${MB} MiB (${((FILES * MB) / 1024).toFixed(2)} GiB), sent as the page sends them (a list, then a PUT a file, two at a time; the import started at once; the PDF text worker reads every new PDF meanwhile).`,
    "",
    "| store | uploaded in s | all imported in s | files/s | MB/s | anonymous list p50 / p99 ms (alone → during import) | content page p50 / p99 ms (alone → during import) |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const store of STORES) {
    const dataDir = path.join(temp, `import-${store}`);
    await adminIn(dataDir);
    const s3 = store === "s3" ? await startS3Server() : undefined;
    const site = await startInstance({
      name: `import-${store}`,
      dataDir,
      env: { SEED_DEMO: "auto", LOG_LEVEL: "warn", RATE_LIMIT_MULTIPLIER: "100", ...(s3?.settings ?? {}) },
      startTimeoutMs: 600_000,
    });
    try {
      // Measured once the demo's own background work (pictures' copies, PDF text) is over.
      await picturesReady(site, 600_000);
      await new Promise((r) => setTimeout(r, 30_000));
      const cookie = await signIn(site, ADMIN.email, ADMIN.password);
      const list = `${site.url}/kelimeler?sinif=5`;
      const entry = (
        (await (await fetch(`${site.url}/api/v1/contents?grade=5&type=4`)).json()) as { items: { url: string }[] }
      ).items[0].url;
      const content = `${site.url}${entry}`;
      const [listAlone, contentAlone] = [await pupils(list, 5), await pupils(content, 5)];
      const running = importAll(site, cookie);
      // Pupils' load while the import runs: a list, then a content page, 10 s each.
      const listDuring = await pupils(list, 10);
      const contentDuring = await pupils(content, 10);
      const { bytes, uploadS, totalS } = await running;
      const mb = bytes / 2 ** 20;
      rows.push(
        `| ${store === "disk" ? "local disk" : "S3 (s3rver)"} | ${uploadS.toFixed(1)} | ${totalS.toFixed(1)} | ${(FILES / totalS).toFixed(1)} | ${(mb / totalS).toFixed(1)} | ${listAlone.p50} / ${listAlone.p99} → ${listDuring.p50} / ${listDuring.p99} | ${contentAlone.p50} / ${contentAlone.p99} → ${contentDuring.p50} / ${contentDuring.p99} |`,
      );
      console.error(`import on ${store} done`);
    } finally {
      await site.stop();
      await s3?.close();
    }
  }
  return rows.join("\n");
}
