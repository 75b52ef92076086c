import { spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#server/db/client.ts";
import { contents } from "#server/db/schema.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { everyEngine } from "#tests/support/database.ts";
import { startUploadSite, stopUploadSite, type UploadSite } from "#tests/support/upload-site.ts";

/**
 * The real thing: the site in its own process is killed (SIGKILL, no goodbye) while
 * an admin's upload is on its way, or after the file is stored but before its row
 * is written. Afterwards there is no row, and `npm run storage:sweep` leaves no orphan.
 */
const root = path.resolve(import.meta.dirname, "../..");
const boundary = "----merdivenCrashTest";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let site: UploadSite | undefined;
afterEach(async () => {
  await stopUploadSite(site);
  site = undefined;
});

/**
 * A killed client's query should die with it, even while it waits for a lock (PostgreSQL 14+);
 * otherwise the server finishes the INSERT it was sent, and entry and file simply both exist.
 */
async function dropQueriesOfTheDead(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`alter database ${new URL(url).pathname.slice(1)} set client_connection_check_interval = '50ms'`);
  await admin.end();
}

/** Opens a multipart upload to the API and returns a writer for its body (the head is already sent). */
function openUpload(s: UploadSite, fileSize: number) {
  const fields = {
    sinif: "7",
    unite: "1",
    konuIng: "Crash Test",
    konuTr: "Çökme denemesi",
    icerikTuru: "3",
    fileType: "pdf",
    donem: "1",
  };
  let head = "";
  for (const [k, v] of Object.entries(fields))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="buyuk.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const request = http.request({
    host: "127.0.0.1",
    port: s.port,
    method: "POST",
    path: "/api/v1/contents",
    headers: {
      Cookie: s.cookie,
      Origin: `http://127.0.0.1:${s.port}`,
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(Buffer.byteLength(head) + fileSize + Buffer.byteLength(tail)),
    },
  });
  const response = new Promise<number>((resolve) => {
    request.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on("error", () => resolve(0)); // the server died under it
  });
  request.write(head);
  return { request, response, tail };
}

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** waitFor with a probe that asks something (a query). */
async function waitForAsync(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function kill(s: UploadSite) {
  s.child.kill("SIGKILL");
  if (s.child.exitCode === null && s.child.signalCode === null) await once(s.child, "exit");
}

function sweep(s: UploadSite, graceMinutes?: number) {
  const args = [
    "--import",
    "tsx",
    "scripts/storage-sweep.ts",
    ...(graceMinutes === undefined ? [] : ["--grace-minutes", String(graceMinutes)]),
  ];
  const env = { ...s.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, args, { cwd: root, env, encoding: "utf8", timeout: 60_000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function rowsAfter(s: UploadSite) {
  let database: Database;
  if (s.databaseUrl) database = await openDatabase({ kind: "postgres", url: s.databaseUrl, poolSize: 1 });
  else database = await openDatabase({ kind: "pglite", dataDir: path.join(s.dataDir, "db") });
  try {
    return await database.db.select().from(contents);
  } finally {
    await database.close();
  }
}

/** A PDF of about `size` bytes: a real header, then filler. */
const bigPdf = (size: number) =>
  Buffer.concat([makeDemoPdf({ title: "Crash", subtitle: "Test", lines: [] }), Buffer.alloc(size, 0x20)]);

describe.each(everyEngine)("a site killed during an upload (%s)", (kind) => {
  it("mid-upload: no row, and the sweep removes the unfinished upload", { timeout: 120_000 }, async () => {
    site = await startUploadSite(kind, "crash", dropQueriesOfTheDead);
    // An orphan from an older crash, past the grace period.
    const old = path.join(site.dataDir, "files/images/5/eski-yetim-0badf00d.pdf");
    fs.mkdirSync(path.dirname(old), { recursive: true });
    fs.writeFileSync(old, "%PDF-1.4 yetim");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);

    const file = bigPdf(8 * 1024 * 1024);
    const upload = openUpload(site, file.length);
    const tempDir = path.join(site.dataDir, "tmp/uploads");
    // Slowly: a quarter of the file, then wait until the site is writing it to its temp file.
    for (let offset = 0; offset < file.length / 4; offset += 64 * 1024) {
      upload.request.write(file.subarray(offset, offset + 64 * 1024));
      await sleep(5);
    }
    await waitFor("the upload's temp file", () => filesIn(tempDir).some((f) => fs.statSync(f).size > 0));
    await kill(site);
    upload.request.destroy();
    expect(await upload.response).toBe(0);

    expect(filesIn(tempDir)).toHaveLength(1);

    // The site is stopped for good: nothing needs the grace period (tests/integration/content-admin.test.ts checks it).
    const report = sweep(site, 0);
    expect(report).toContain("removed images/5/eski-yetim-0badf00d.pdf");
    expect(report).toContain("1 unfinished upload(s)");
    expect(filesIn(tempDir)).toEqual([]);
    expect(filesIn(path.join(site.dataDir, "files"))).toEqual([]);
    expect(await rowsAfter(site)).toEqual([]);
  });

  it.runIf(kind === "postgres")(
    "between the stored file and its row: no row, and the sweep removes the file",
    { timeout: 120_000 },
    async () => {
      site = await startUploadSite(kind, "crash", dropQueriesOfTheDead);
      // Hold the table so the site's INSERT waits: the file is stored, the row is not written yet.
      const blocker = new pg.Client({ connectionString: site.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query("begin");
        await blocker.query("lock table contents in access exclusive mode");
        const file = bigPdf(512 * 1024);
        const upload = openUpload(site, file.length);
        upload.request.end(Buffer.concat([file, Buffer.from(upload.tail)]));
        const stored = await waitFor("the stored file", () =>
          filesIn(path.join(site!.dataDir, "files/images/7")).find((f) => f.endsWith(".pdf")),
        );
        expect(path.basename(stored)).toMatch(/^crash-test-[0-9a-f]{8}\.pdf$/);
        await kill(site);
        expect(await upload.response).toBe(0);
        // The server notices its client is gone and drops the waiting INSERT: wait until the site has no backend left.
        // (Inside the blocker's transaction the activity view is a snapshot: cleared before each look.)
        await waitForAsync("the site's backends to end", async () => {
          await blocker.query("select pg_stat_clear_snapshot()");
          const { rows } = await blocker.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          return rows[0].n === 0;
        });
      } finally {
        await blocker.query("rollback").catch(() => {});
        await blocker.end();
      }

      expect(await rowsAfter(site)).toEqual([]);
      expect(sweep(site, 0)).toMatch(/removed images\/7\/crash-test-[0-9a-f]{8}\.pdf/);
      expect(filesIn(path.join(site.dataDir, "files"))).toEqual([]);
      expect(await rowsAfter(site)).toEqual([]);
    },
  );
});
