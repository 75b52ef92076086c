import { Worker } from "node:worker_threads";
import { and, eq } from "drizzle-orm";
import { MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { joinPages, PDF_TEXT_LIMITS } from "#core/pdf-text.ts";
import { startBackgroundWorker, type BackgroundWorker } from "#server/background-worker.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, pdfTexts } from "#server/db/schema.ts";
import { entryJobs } from "#server/jobs/leased-jobs.ts";
import { log } from "#server/log.ts";
import { readWhole, type FileStorage } from "#server/storage/storage.ts";

/** Reads the text of one PDF, page by page. */
export type PdfTextReader = ((data: Uint8Array) => Promise<string[]>) & { close(): Promise<void> };

/**
 * pdf.js in one worker thread of its own (pdf-text-thread.mjs), started when a file
 * comes and ended after a quiet minute. A file that takes longer than the limit, or
 * wants more memory than the thread is given, ends the thread and fails alone.
 */
export function createPdfTextReader({
  timeoutMs = PDF_TEXT_LIMITS.timeoutMs,
  idleMs = 60_000,
}: { timeoutMs?: number; idleMs?: number } = {}): PdfTextReader {
  let thread: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let seq = 0;
  const waiting = new Map<number, { resolve: (pages: string[]) => void; reject: (error: Error) => void }>();

  function fail(error: Error) {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  }

  function start(): Worker {
    // `env: {}`: the thread's process.env is an empty copy, not the server's shared one; pdf.js
    // reading an uploaded file finds no DATABASE_URL, SMTP_URL, S3 key or TWO_STEP_KEY there (decision 0055).
    const worker = new Worker(new URL("./pdf-text-thread.mjs", import.meta.url), {
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on("message", ({ id, pages, error }: { id: number; pages?: string[]; error?: string }) => {
      const job = waiting.get(id);
      waiting.delete(id);
      if (pages) job?.resolve(pages);
      else job?.reject(new Error(error ?? "no text"));
    });
    worker.on("error", (error) => fail(error));
    worker.on("exit", () => {
      if (thread === worker) thread = null;
      fail(new Error("the PDF reader stopped"));
    });
    return worker;
  }

  async function stopThread() {
    const worker = thread;
    thread = null;
    await worker?.terminate();
  }

  const read = (data: Uint8Array) =>
    new Promise<string[]>((resolve, reject) => {
      clearTimeout(idle);
      thread ??= start();
      const id = ++seq;
      const timer = setTimeout(() => {
        reject(new Error(`reading the PDF took longer than ${timeoutMs} ms`));
        void stopThread();
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        if (waiting.size === 0) idle = setTimeout(() => void stopThread(), idleMs).unref();
      };
      waiting.set(id, {
        resolve: (pages) => (done(), resolve(pages)),
        reject: (error) => (done(), reject(error)),
      });
      // Only bytes with a buffer of their own move to the thread: a small file's sit in Node's
      // shared Buffer pool, which cannot be transferred (DataCloneError), so they are copied.
      const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? data : data.slice();
      thread.postMessage({ id, data: own, maxPages: PDF_TEXT_LIMITS.pages }, [own.buffer as ArrayBuffer]);
    });

  return Object.assign(read, {
    async close() {
      clearTimeout(idle);
      await stopThread();
    },
  });
}

/** A claim on one entry's extraction: no other instance takes it before the lease ends. */
const LEASE_SECONDS = 5 * 60;
/** A file that fails this often is left as 'failed' (its entry is still found by its titles). */
export const MAX_PDF_TEXT_ATTEMPTS = 3;

export interface PdfTextWorker extends BackgroundWorker {
  close(): Promise<void>;
}

/** What the worker reads from and writes to; `reader`, `intervalMs` and `batch` have defaults (tests set them). */
interface PdfTextWorkerOptions {
  db: Db;
  storage: FileStorage;
  /** Content changes, which wake the worker at once. */
  changes?: ChangeBus;
  reader?: PdfTextReader;
  intervalMs?: number;
  batch?: number;
}

/** A stored PDF's text, its pages joined into one body; a file past MAX_PDF_BYTES is refused (the try fails). */
async function readPdfText(
  storage: FileStorage,
  reader: PdfTextReader,
  key: string,
): Promise<{ body: string; pages: number }> {
  const data = await readWhole(storage, key, MAX_PDF_BYTES);
  return joinPages(await reader(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)));
}

/**
 * Keeps `pdf_texts` in step with the PDF entries: every pass finds the PDF entries
 * whose current file has no text yet (new, edited, imported, or there before this
 * table), claims each with a lease, reads it and stores the text only if the entry
 * still has that file. Runs on every instance; the lease keeps them from doing the
 * same file twice. Woken by every content change, and once a minute.
 */
export function startPdfTextWorker({
  db,
  storage,
  changes,
  reader = createPdfTextReader(),
  intervalMs = 60_000,
  batch = 10,
}: PdfTextWorkerOptions): PdfTextWorker {
  let stopped = false;

  const jobs = entryJobs(db, pdfTexts, { leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_PDF_TEXT_ATTEMPTS });

  async function due() {
    return db
      .select({ id: contents.id, sinif: contents.sinif, file: contents.file })
      .from(contents)
      .leftJoin(pdfTexts, eq(pdfTexts.contentId, contents.id))
      .where(and(eq(contents.fileType, "pdf"), jobs.due(contents.file)))
      .orderBy(contents.id)
      .limit(batch);
  }

  async function extract(id: number, key: string, file: string, attempts: number): Promise<boolean> {
    try {
      const { body, pages } = await readPdfText(storage, reader, key);
      await jobs.finish(id, file, { body, pages, status: "done" });
      return true;
    } catch (error) {
      // Stopping ended the reading thread in the middle: no failed try; the next instance reads it at once.
      if (stopped) {
        await jobs.handOver(id, file);
        return false;
      }
      const tried = await jobs.fail(id, file, attempts);
      log.warn(tried.givenUp ? "PDF text given up" : "PDF text will be tried again", {
        contentId: id,
        attempts: tried.attempts,
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  const pass = () =>
    jobs.drain({
      due,
      batch,
      stopped: () => stopped,
      // A pending row has no text yet: body and pages start empty whatever the file.
      fresh: { body: "", pages: 0 },
      returning: { attempts: pdfTexts.attempts },
      work: ({ id, key, file }, { attempts }) => extract(id, key, file, attempts),
    });

  const worker = startBackgroundWorker("PDF text", pass, { intervalMs });
  const unsubscribe = changes?.subscribe(worker.wake);
  // The first pass after start-up, when the server is already answering (not before).
  const first = setTimeout(worker.wake, 2_000);
  first.unref();
  return {
    ...worker,
    /** Ends a reading under way at once (its thread is ended) rather than waiting for it: a stopping server has 10 s. */
    async stop() {
      stopped = true;
      clearTimeout(first);
      unsubscribe?.();
      await reader.close();
      await worker.stop();
    },
    async close() {
      await this.stop();
      await reader.close();
    },
  };
}
