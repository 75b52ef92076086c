import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { ContentEntry } from "#core/content.ts";
import { MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { IMAGE_MIME } from "#core/images.ts";
import { PDF_PAGE_LIMITS, type DrawnPages, type PageSize } from "#core/pdf-pages.ts";
import { splitPages } from "#core/pdf-text.ts";
import { startBackgroundWorker, type BackgroundWorker } from "#server/background-worker.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, pdfPages, pdfTexts } from "#server/db/schema.ts";
import { entryJobs, type EntryJobs } from "#server/jobs/leased-jobs.ts";
import { log } from "#server/log.ts";
import { readWhole, type FileStorage } from "#server/storage/storage.ts";
import { createPageDrawer, DocumentError, DrawerGone, PageError, type PageDrawer } from "./pdf-drawer";

// The drawer is its own module (pdf-drawer.ts); its callers import it with the worker, from here.
export {
  createPageDrawer,
  DocumentError,
  DRAWER_ENV,
  DrawerGone,
  networkIsolation,
  PageError,
  type DrawerLimits,
  type DrawnPage,
  type PageDrawer,
} from "./pdf-drawer";

/** Where a stored original's copies live (as the picture copies: server/images/image-variants.ts). */
export const copyKey = (key: string, name: string) => `copies/${key}/${name}`;

/**
 * Finished documents empty every instance's page cache (so the next visitor gets the
 * pictures), at most this often: a bulk import's hundreds of PDFs must not keep the
 * cache of every other page empty while they are drawn.
 */
const ANNOUNCE_EVERY_MS = 30_000;

/** Runs `publish` now if it has not run for `everyMs`, else once when that time is up; `flush` runs a waiting one at once. */
function coalesced(publish: () => Promise<void>, everyMs: number) {
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    publish().catch((error) => log.warn("could not announce drawn PDF pages", { error }));
  };
  return Object.assign(
    () => {
      if (timer) return;
      const wait = last + everyMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
      timer?.unref();
    },
    {
      async flush() {
        if (!timer) return;
        clearTimeout(timer);
        run();
      },
    },
  );
}

/** A claim on one entry's drawing: no other instance takes it before the lease ends (renewed every page). */
const LEASE_SECONDS = 5 * 60;
/** A document that fails to be read (not a bad PDF: a store that did not answer) this often is left as 'failed'. */
export const MAX_PDF_PAGES_ATTEMPTS = 3;

export interface PdfPagesService extends BackgroundWorker {
  /** The most memory the drawing process held (for /metrics and the bench). */
  peakMemory(): number;
  /**
   * What the content page shows of an entry's PDF: its drawn pages with each page's text,
   * or null while they are not ready (the entry is then drawn before the others).
   */
  pagesOf(
    entry: Pick<ContentEntry, "id" | "file">,
  ): Promise<(DrawnPages & { texts: string[] }) | { failed: string } | null>;
  close(): Promise<void>;
}

/** What starts the worker: its stores, and how much it draws, when and of what. */
export interface PdfPagesOptions {
  db: Db;
  storage: FileStorage;
  changes?: ChangeBus;
  drawer?: PageDrawer;
  intervalMs?: number;
  batch?: number;
  /** Pages drawn of one document at most (tests draw a long document's first few). */
  maxPages?: number;
  /**
   * False: pages are drawn only by `runOnce()`, never on a timer, a change or a pupil's
   * visit (PDF_PAGES=off; tests whose pages must stay as they set them up).
   */
  automatic?: boolean;
  /** Only these grades' PDFs (the bench draws one grade's). */
  grades?: readonly number[];
  /** Only these entries' PDFs (the e2e server draws those its tests open before it opens). */
  entries?: readonly number[];
}

/**
 * Keeps `pdf_pages` in step with the PDF entries, as pdf-text.ts keeps their text: every
 * pass finds PDF entries whose current file has no drawn pages yet (new, edited, imported,
 * or there before this table), most wanted first, claims each with a lease, and draws its
 * pages one by one into the file store, recording each page as it is stored. A pass on
 * another instance, or after a restart, goes on from the next page. When an entry's pages
 * are all done its answers are emptied from every instance's cache (the change bus), so
 * the next visitor gets the pages instead of the PDF viewer.
 */
export function startPdfPagesWorker({
  db,
  storage,
  changes,
  drawer = createPageDrawer(),
  intervalMs = 60_000,
  batch = 10,
  maxPages = PDF_PAGE_LIMITS.pages,
  automatic = true,
  grades,
  entries,
}: PdfPagesOptions): PdfPagesService {
  let stopped = false;
  const jobs = entryJobs(db, pdfPages, { leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_PDF_PAGES_ATTEMPTS });
  const announce = coalesced(() => changes?.publish() ?? Promise.resolve(), ANNOUNCE_EVERY_MS);
  const drawing: Drawing = { db, storage, drawer, jobs, announce, maxPages, stopped: () => stopped };

  const pass = () =>
    jobs.drain({
      due: () => dueEntries(db, jobs, { batch, grades, entries }),
      batch,
      stopped: () => stopped,
      // A new file starts again; the same file goes on from the page it reached.
      fresh: { sizes: sql`'[]'::jsonb`, pageCount: 0, hasThumb: false, error: sql`null` },
      returning: { attempts: pdfPages.attempts, sizes: pdfPages.sizes, hasThumb: pdfPages.hasThumb },
      async work({ id, key, file }, state) {
        try {
          return await drawEntry(drawing, id, key, file, state);
        } catch (error) {
          // The store or the database did not answer: the lease runs out and a later pass goes on.
          log.warn("PDF pages interrupted", { contentId: id, error });
          return false;
        }
      },
    });

  const worker = startBackgroundWorker("PDF pages", pass, { intervalMs: automatic ? intervalMs : null });
  const wake = automatic ? worker.wake : () => {};
  const unsubscribe = automatic ? changes?.subscribe(wake) : undefined;
  // The first pass after start-up, when the server is already answering (not before).
  const first = automatic ? setTimeout(wake, 2_000) : undefined;
  first?.unref();

  return {
    ...worker,
    wake,
    pagesOf: (entry) => pagesOf(db, entry, wake),
    peakMemory: () => drawer.peakMemory(),

    /** Ends the page being drawn at once (its process is killed) rather than waiting for it: a stopping server has 10 s. */
    async stop() {
      stopped = true;
      clearTimeout(first);
      await announce.flush();
      unsubscribe?.();
      await drawer.close();
      await worker.stop();
    },
    async close() {
      await this.stop();
      await drawer.close();
    },
  };
}

/** The PDF entries whose pages are due, a pupil's wanted ones first, a batch at a time. */
function dueEntries(
  db: Db,
  jobs: EntryJobs,
  { batch, grades, entries }: { batch: number } & Pick<PdfPagesOptions, "grades" | "entries">,
) {
  return db
    .select({ id: contents.id, sinif: contents.sinif, file: contents.file })
    .from(contents)
    .leftJoin(pdfPages, eq(pdfPages.contentId, contents.id))
    .where(
      and(
        eq(contents.fileType, "pdf"),
        jobs.due(contents.file),
        grades ? inArray(contents.sinif, [...grades]) : undefined,
        entries ? inArray(contents.id, [...entries]) : undefined,
      ),
    )
    .orderBy(sql`${pdfPages.wantedAt} desc nulls last`, asc(contents.id))
    .limit(batch);
}

/** What drawing an entry's pages needs: the stores, the drawing process, the entry's job, and whether the worker stops. */
interface Drawing {
  db: Db;
  storage: FileStorage;
  drawer: PageDrawer;
  jobs: EntryJobs;
  announce: () => void;
  maxPages: number;
  stopped: () => boolean;
}

/** Records one drawn (or failed) page, and renews the lease; false when the entry has another file now, or is gone. */
const recordPage = ({ jobs }: Drawing, id: number, file: string, size: PageSize, thumb: boolean) =>
  jobs.renew(id, file, {
    sizes: sql`${pdfPages.sizes} || ${JSON.stringify([size])}::jsonb`,
    hasThumb: thumb ? true : undefined,
  });

/**
 * Gives the entry back when this instance stops in the middle of it: the page being drawn
 * is neither recorded nor counted as a failure, and the next instance goes on at once
 * (not after the lease) from the page it reached.
 */
async function release({ jobs }: Drawing, id: number, file: string): Promise<false> {
  await jobs.handOver(id, file);
  return false;
}

async function finish(
  { jobs, announce }: Drawing,
  id: number,
  file: string,
  values: Partial<typeof pdfPages.$inferInsert>,
) {
  await jobs.finish(id, file, values);
  announce();
}

/**
 * Draws one page into its copies in the store: its size, or null when the page itself
 * fails (a limit, pdf.js). A drawing process that ended under it for no limit of the page
 * (killed from outside, crashed) gets one more go in a new process before the page fails.
 */
async function drawPage(
  { drawer, storage, stopped }: Drawing,
  id: number,
  key: string,
  page: number,
  thumb: boolean,
): Promise<PageSize | "stopped"> {
  for (let round = 0; ; round++) {
    try {
      const drawn = await drawer.draw(page, { thumb });
      for (const copy of drawn.copies) {
        await storage.put(
          copyKey(key, copy.name),
          Buffer.from(copy.bytes.buffer, copy.bytes.byteOffset, copy.bytes.byteLength),
          IMAGE_MIME[copy.format],
        );
      }
      return [drawn.width, drawn.height];
    } catch (error) {
      // Stopping ended the drawing process in the middle of this page: it is not the page's fault.
      if (stopped()) return "stopped";
      if (!(error instanceof PageError)) throw error;
      if (error instanceof DrawerGone && round === 0) continue;
      log.warn("PDF page cannot be drawn", { contentId: id, page, reason: error.message });
      return null;
    }
  }
}

async function drawEntry(
  drawing: Drawing,
  id: number,
  key: string,
  file: string,
  state: { attempts: number; sizes: PageSize[]; hasThumb: boolean },
): Promise<boolean> {
  const { db, storage, drawer, jobs, stopped } = drawing;
  let pageCount: number;
  try {
    const data = await readWhole(storage, key, MAX_PDF_BYTES);
    ({ pageCount } = await drawer.open(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
  } catch (error) {
    if (stopped()) return release(drawing, id, file);
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof DocumentError) {
      // A password or broken bytes: the entry keeps its download link and the PDF viewer's own word.
      log.warn("PDF pages cannot be drawn", { contentId: id, reason });
      await finish(drawing, id, file, { status: "failed", error: error.reason });
      return false;
    }
    const tried = await jobs.fail(id, file, state.attempts, (givenUp) => ({ error: givenUp ? "unreadable" : null }));
    log.warn(tried.givenUp ? "PDF pages given up" : "PDF pages will be tried again", {
      contentId: id,
      attempts: tried.attempts,
      reason,
    });
    return false;
  }
  await db
    .update(pdfPages)
    .set({ pageCount })
    .where(and(eq(pdfPages.contentId, id), eq(pdfPages.file, file)));
  const last = Math.min(pageCount, drawing.maxPages);
  for (let page = state.sizes.length + 1; page <= last; page++) {
    if (stopped()) return release(drawing, id, file);
    const thumb = page === 1;
    const size = await drawPage(drawing, id, key, page, thumb);
    if (size === "stopped") return release(drawing, id, file);
    if (!(await recordPage(drawing, id, file, size, thumb && size !== null))) return false;
  }
  await finish(drawing, id, file, { status: "done" });
  return true;
}

/** PdfPagesService.pagesOf; an entry a pupil waits for is marked wanted and the worker woken. */
async function pagesOf(
  db: Db,
  entry: Pick<ContentEntry, "id" | "file">,
  wake: () => void,
): ReturnType<PdfPagesService["pagesOf"]> {
  if (!entry.file) return null;
  const [row] = await db
    .select({
      status: pdfPages.status,
      pageCount: pdfPages.pageCount,
      sizes: pdfPages.sizes,
      error: pdfPages.error,
      wantedAt: pdfPages.wantedAt,
      text: pdfTexts.body,
      textFile: pdfTexts.file,
    })
    .from(pdfPages)
    .leftJoin(pdfTexts, eq(pdfTexts.contentId, pdfPages.contentId))
    .where(and(eq(pdfPages.contentId, entry.id), eq(pdfPages.file, entry.file)))
    .limit(1);
  if (row?.status === "failed") return { failed: row.error ?? "unreadable" };
  if (row?.status === "done" && row.sizes.some((size) => size !== null)) {
    return {
      count: row.pageCount,
      sizes: row.sizes,
      texts: row.textFile === entry.file && row.text ? splitPages(row.text) : [],
    };
  }
  // Not ready: a pupil is waiting for this one, so it goes before the others.
  if (!row?.wantedAt) {
    await db
      .insert(pdfPages)
      .values({ contentId: entry.id, file: entry.file, wantedAt: sql`now()` })
      .onConflictDoUpdate({
        target: pdfPages.contentId,
        set: { wantedAt: sql`now()` },
        setWhere: and(eq(pdfPages.file, entry.file), isNull(pdfPages.wantedAt)),
      });
    wake();
  }
  return null;
}

/** Entries whose pages are waiting to be drawn, on every instance (for /metrics). */
export async function pdfPagesWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contents)
    .leftJoin(pdfPages, eq(pdfPages.contentId, contents.id))
    .where(
      and(
        eq(contents.fileType, "pdf"),
        or(isNull(pdfPages.contentId), ne(pdfPages.file, contents.file), eq(pdfPages.status, "pending")),
      ),
    );
  return row?.n ?? 0;
}
