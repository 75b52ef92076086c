import { spawn } from "node:child_process";
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKey } from "#core/content.ts";
import { createPageDrawer, startPdfPagesWorker, type PageDrawer } from "#server/content/pdf-pages.ts";
import { pdfPages } from "#server/db/schema.ts";
import { entryJobs } from "#server/jobs/leased-jobs.ts";
import type { Services } from "#server/services.ts";
import { everyEngine, freshDatabase } from "#tests/support/database.ts";
import { makeContent, makeServices } from "#tests/support/factories.ts";
import { pdfOfPages, slowPage, textPage } from "#tests/support/pdf-files.ts";
import { childrenOfThisProcess } from "#tests/support/processes.ts";

/** Two busy loops, one a core: the machine as loaded as the CI pass that saw a page left undrawn. */
function loadTheMachine(): () => void {
  const hogs = [0, 1].map(() => spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }));
  return () => hogs.forEach((hog) => hog.kill("SIGKILL"));
}

/** The PDF drawing processes among this process's children (the drawer started them; unshare and nice exec into them). */
function drawingProcesses(): number[] {
  return childrenOfThisProcess().filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("pdf-pages-process.mjs");
    } catch {
      return false; // ended meanwhile
    }
  });
}

/**
 * The leased-job helper (server/jobs/leased-jobs.ts, decision 0061) with both cores busy:
 * a job whose instance stops in the middle of a step is handed over uncounted and at once,
 * and the next instance does every step left, so no step (no page) is left undone.
 */
describe.each(everyEngine)("Leased jobs on %s, the machine loaded", (kind) => {
  let services: Services & { dataDir: string };
  let unload: () => void = () => {};

  beforeAll(async () => {
    services = await makeServices(await freshDatabase(kind));
    unload = loadTheMachine();
  });
  afterAll(async () => {
    unload();
    await services?.close();
  });

  const rowOf = async (id: number) =>
    (await services.database.db.select().from(pdfPages).where(eq(pdfPages.contentId, id)))[0];

  it("hands a job over when its instance stops mid-step: no try counted, no lease to wait out, every step left done by the next instance, none twice", async () => {
    const file = "steps-dddd0001.pdf";
    const entry = await makeContent(services.database, { sinif: 9, file });
    const jobs = entryJobs(services.database.db, pdfPages, { leaseSeconds: 300, maxAttempts: 3 });
    const claim = () =>
      jobs.claim(entry.id, file, { sizes: sql`'[]'::jsonb` }, { sizes: pdfPages.sizes, attempts: pdfPages.attempts });
    const step = (n: number) =>
      jobs.renew(entry.id, file, { sizes: sql`${pdfPages.sizes} || ${JSON.stringify([[n, n]])}::jsonb` });
    const steps = 6;

    const first = await claim();
    expect(first).toMatchObject({ sizes: [], attempts: 0 });
    // Held: another instance cannot take it.
    expect(await claim()).toBeNull();
    for (let n = 1; n <= 3; n++) expect(await step(n)).toBe(true);
    // Stopped in the middle of step 4: nothing of it is recorded, and the job is given back.
    await jobs.handOver(entry.id, file);
    expect(await rowOf(entry.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      leaseUntil: null,
      sizes: [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    });

    const next = await claim();
    expect(next?.sizes).toHaveLength(3);
    for (let n = next!.sizes.length + 1; n <= steps; n++) expect(await step(n)).toBe(true);
    await jobs.finish(entry.id, file, { status: "done" });
    expect(await rowOf(entry.id)).toMatchObject({
      status: "done",
      attempts: 0,
      leaseUntil: null,
      sizes: Array.from({ length: steps }, (_, i) => [i + 1, i + 1]),
    });
    // Finished: nobody claims it again for the same file.
    expect(await claim()).toBeNull();
  });

  it("a failed try waits its backoff and counts; the last one gives the job up", async () => {
    const file = "fails-dddd0003.pdf";
    const entry = await makeContent(services.database, { sinif: 9, file });
    const jobs = entryJobs(services.database.db, pdfPages, { leaseSeconds: 300, maxAttempts: 2 });
    const claim = () => jobs.claim(entry.id, file, {}, { attempts: pdfPages.attempts });
    expect(await jobs.fail(entry.id, file, (await claim())!.attempts)).toEqual({ attempts: 1, givenUp: false });
    // Its backoff holds it as a lease would.
    expect(await claim()).toBeNull();
    await services.database.db.update(pdfPages).set({ leaseUntil: null }).where(eq(pdfPages.contentId, entry.id));
    expect(await jobs.fail(entry.id, file, (await claim())!.attempts)).toEqual({ attempts: 2, givenUp: true });
    expect(await rowOf(entry.id)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("a drawing process ended from outside in the middle of a page (a signal to the whole group, the OOM killer) leaves no page undrawn", async () => {
    const file = "killed-dddd0002.pdf";
    await services.storage.put(
      storageKey(9, file),
      pdfOfPages([textPage("One"), slowPage(20_000), textPage("Three")]),
      "application/pdf",
    );
    const entry = await makeContent(services.database, { sinif: 9, file });
    const real = createPageDrawer(undefined, { lowPriority: false });
    let killed = 0;
    const drawer: PageDrawer = {
      ...real,
      open: (data) => real.open(data),
      draw(page, options) {
        const drawn = real.draw(page, options);
        // Once, while page 2 is being drawn: the process is killed by someone else than the drawer.
        if (page === 2 && !killed) {
          setTimeout(() => {
            for (const pid of drawingProcesses()) {
              process.kill(pid, "SIGKILL");
              killed++;
            }
          }, 300);
        }
        return drawn;
      },
      close: () => real.close(),
    };
    const instance = startPdfPagesWorker({
      db: services.database.db,
      storage: services.storage,
      drawer,
      automatic: false,
    });
    try {
      expect(await instance.runOnce()).toBe(1);
    } finally {
      await instance.close();
    }
    expect(killed).toBeGreaterThan(0);
    const row = await rowOf(entry.id);
    expect(row).toMatchObject({ status: "done", pageCount: 3 });
    // Every page drawn: the killed page was drawn again in a new process, not recorded as failed.
    expect(row.sizes).toHaveLength(3);
    for (const size of row.sizes) expect(size).toEqual([1200, 1697]);
  }, 180_000);
});
