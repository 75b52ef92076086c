import { and, eq, sql } from "drizzle-orm";
import { type ContentEntry } from "#core/content.ts";
import { parseContentForm } from "#core/content-form.ts";
import { FILE_KIND_INFO } from "#core/file-kinds.ts";
import { asContentForm, type OnDuplicate } from "#core/imports.ts";
import { tr } from "#core/messages.ts";
import { startBackgroundWorker } from "#server/background-worker.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, fileHashes, importItems, imports } from "#server/db/schema.ts";
import { drainDue, keepLease, leaseFor, leaseToken } from "#server/jobs/leased-jobs.ts";
import { log } from "#server/log.ts";
import { StorageError, type FileStorage } from "#server/storage/storage.ts";
import type { ContentAdminService } from "./content-admin-service";
import { entryColumns } from "./content-service";

/** How long a claimed row is this instance's; renewed while it works, so a crash frees it after this (as pdf-text.ts). */
const LEASE_SECONDS = 30;
const HEARTBEAT_MS = 10_000;
/** A row claimed this often without finishing (each claim ended by a crash) fails rather than crash the next instance. */
const MAX_ATTEMPTS = 3;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/** A row this instance holds, with its import's duplicate choice and the claim's token. */
type Claimed = typeof importItems.$inferSelect & { onDuplicate: OnDuplicate; token: string };

class LeaseLost extends Error {}

export interface ImportWorkerOptions {
  db: Db;
  storage: FileStorage;
  contentAdmin: ContentAdminService;
  changes: ChangeBus;
  /** A pause between rows, so a big import leaves the machine to pupils' pages (IMPORT_PAUSE_MS). */
  pauseMs?: number;
  /** Entries imported are announced (caches emptied) at most this often, not once a row. */
  publishEveryMs?: number;
  /** The embedded database: no other process can hold a row's lease. */
  singleProcess?: boolean;
}

/** What working a row needs: the database, the file store, the admin's writes and the change notice. */
interface RowWork {
  db: Db;
  storage: FileStorage;
  contentAdmin: ContentAdminService;
  announce: (force?: boolean) => Promise<void>;
}

/**
 * The import worker (decision 0046), apart from the service because it is the part that runs
 * on its own: on every instance it claims the next ready row of a started import with a
 * lease (server/jobs/leased-jobs.ts), imports it through the single form's rules and the
 * admin service's file-first order, and finishes it done, skipped or failed — the row's
 * `done` in the entry's own transaction, guarded by the lease token, so each entry is
 * written once. The service wakes it when rows become ready.
 */
export function startImportWorker({
  db,
  storage,
  contentAdmin,
  changes,
  pauseMs = 0,
  publishEveryMs = 2_000,
  singleProcess = false,
}: ImportWorkerOptions) {
  const notice = changeNotice(changes, publishEveryMs);
  const rows: RowWork = { db, storage, contentAdmin, announce: notice.announce };

  async function pass(): Promise<number> {
    try {
      // One row claimed at a time: a batch of one, until none is due.
      return await drainDue({
        due: async () => ((item) => (item ? [item] : []))(await claim(db)),
        batch: 1,
        stopped: () => stopped,
        work: (item) => work(rows, item, pauseMs),
      });
    } finally {
      if (notice.pending()) await notice.announce(true).catch((error) => log.warn("change notice failed", { error }));
    }
  }

  let stopped = false;
  const worker = startBackgroundWorker("import", pass, { intervalMs: 30_000 });
  // After a restart: ready rows go at once; rows whose claimer died wait for their lease,
  // except on the embedded database, which has one process (decision 0003): a row it
  // claimed before it stopped has no claimer left now.
  const first = setTimeout(async () => {
    if (singleProcess)
      await db
        .update(importItems)
        .set({ state: "ready", leaseToken: null, leaseUntil: null })
        .where(eq(importItems.state, "working"))
        .catch(() => {});
    worker.wake();
  }, 1_000);
  first.unref();

  return {
    runOnce: worker.runOnce,
    wake: worker.wake,
    async close() {
      stopped = true;
      clearTimeout(first);
      await worker.stop();
    },
  };
}

/**
 * Entries imported are announced at most every `everyMs`, not once a row; `pending` says one
 * was held back, for the pass to announce when it ends.
 */
function changeNotice(changes: ChangeBus, everyMs: number) {
  let lastPublish = 0;
  let unpublished = false;
  return {
    pending: () => unpublished,
    async announce(force = false) {
      unpublished = true;
      if (!force && Date.now() - lastPublish < everyMs) return;
      lastPublish = Date.now();
      unpublished = false;
      await changes.publish();
    },
  };
}

/** Claims the next due row of a started import: a ready one, or one whose claimer died (lease over). */
async function claim(db: Db): Promise<Claimed | null> {
  const token = leaseToken();
  const [row] = await db
    .update(importItems)
    .set({
      state: "working",
      leaseToken: token,
      leaseUntil: leaseFor(LEASE_SECONDS),
      attempts: sql`${importItems.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      eq(
        importItems.id,
        sql`(select i.id from ${importItems} i join ${imports} m on m.id = i.import_id
             where m.started_at is not null and (i.state = 'ready' or (i.state = 'working' and i.lease_until < now()))
             order by i.import_id, i.position limit 1 for update of i skip locked)`,
      ),
    )
    .returning();
  if (!row) return null;
  const [job] = await db.select({ onDuplicate: imports.onDuplicate }).from(imports).where(eq(imports.id, row.importId));
  return { ...row, onDuplicate: job?.onDuplicate ?? "skip", token };
}

/** Finishes a claimed row, only while the claim is still this one's; false when the lease was lost. */
async function finish(
  tx: Db,
  itemId: number,
  token: string,
  set: Partial<typeof importItems.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(importItems)
    .set({ ...set, leaseToken: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(importItems.id, itemId), eq(importItems.leaseToken, token)))
    .returning({ id: importItems.id });
  return rows.length > 0;
}

/** The entry whose current file has these bytes. */
async function existingWith(db: Db, sha256: string): Promise<ContentEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(fileHashes)
    .innerJoin(contents, and(eq(contents.id, fileHashes.contentId), eq(contents.file, fileHashes.file)))
    .where(eq(fileHashes.sha256, sha256))
    .limit(1);
  return row ?? null;
}

async function dropStaged(storage: FileStorage, key: string | null) {
  if (key)
    await storage.delete(key).catch((error) => log.warn("staged file not removed; the sweep will", { key, error }));
}

/** A row whose bytes are already an entry's, skipped when the import says so; true when it was. */
async function skipIfThere({ db, storage }: RowWork, item: Claimed): Promise<boolean> {
  const existing = item.onDuplicate === "skip" ? await existingWith(db, item.sha256!) : null;
  if (
    existing &&
    (await finish(db, item.id, item.token, {
      state: "skipped",
      contentId: existing.id,
      error: tr.imports.duplicate(existing.konuIng),
      errors: null,
    }))
  )
    await dropStaged(storage, item.stagedKey);
  return existing !== null;
}

const failRow = (db: Db, item: Claimed, error: string, errors: Record<string, string> | null = null) =>
  finish(db, item.id, item.token, { state: "failed", error, errors }).then(() => {});

async function importRow(rows: RowWork, item: Claimed): Promise<void> {
  const { db } = rows;
  if (item.attempts > MAX_ATTEMPTS) return failRow(db, item, tr.admin.saveFailed);
  if (!item.stagedKey || !item.kind || !item.sha256) return failRow(db, item, tr.imports.bytesMissing);
  const info = FILE_KIND_INFO[item.kind];
  // Bytes already on the site are skipped whatever the row's fields say.
  if (await skipIfThere(rows, item)) return;
  const parsed = parseContentForm(asContentForm(item.fields, info.fileType), { size: item.size, kind: item.kind });
  if (!parsed.success) return failRow(db, item, Object.values(parsed.errors)[0] ?? tr.api.badRequest, parsed.errors);
  const input = parsed.data;

  for (let round = 0; round < 2; round++) {
    if (round > 0 && (await skipIfThere(rows, item))) return;
    const existing = await existingWith(db, item.sha256);
    if (existing) return replaceWith(rows, item, existing, info.fileType);
    try {
      await rows.contentAdmin.createFromStore(
        input,
        { key: item.stagedKey, kind: item.kind, size: item.size, sha256: item.sha256 },
        async (tx, entry) => {
          if (
            !(await finish(tx, item.id, item.token, { state: "done", contentId: entry.id, error: null, errors: null }))
          )
            throw new LeaseLost();
        },
      );
      await dropStaged(rows.storage, item.stagedKey);
      await rows.announce();
      return;
    } catch (error) {
      // Another instance imported the same bytes this very moment: now it is a duplicate.
      if (isUniqueViolation(error) && round === 0) continue;
      throw error;
    }
  }
}

/** The same bytes are there: 'replace' gives that entry this row's fields (and moves its file with a new grade). */
async function replaceWith(
  { db, storage, contentAdmin }: RowWork,
  item: Claimed,
  existing: ContentEntry,
  fileType: string,
): Promise<void> {
  const values = { ...asContentForm(item.fields, fileType) } as Record<string, string>;
  const result = await contentAdmin.update(existing.id, { fields: values, file: null, discard: async () => {} });
  if (!result.ok) return failRow(db, item, result.message, Object.keys(result.errors).length ? result.errors : null);
  if (
    await finish(db, item.id, item.token, {
      state: "done",
      contentId: existing.id,
      replaced: true,
      error: null,
      errors: null,
    })
  )
    await dropStaged(storage, item.stagedKey);
}

/** Works one claimed row; a row that throws fails with its reason, unless another instance took it over. */
async function work(rows: RowWork, item: Claimed, pauseMs: number): Promise<boolean> {
  const { db } = rows;
  // The lease is renewed while the row's file is copied: a slow store does not hand it to another instance.
  const release = keepLease(
    () =>
      db
        .update(importItems)
        .set({ leaseUntil: leaseFor(LEASE_SECONDS) })
        .where(and(eq(importItems.id, item.id), eq(importItems.leaseToken, item.token))),
    HEARTBEAT_MS,
  );
  try {
    await importRow(rows, item);
  } catch (error) {
    if (error instanceof LeaseLost) {
      log.warn("import row taken over by another instance", { item: item.id });
    } else {
      const message = error instanceof StorageError ? error.message : tr.admin.saveFailed;
      log.error("import row failed", { item: item.id, error });
      await finish(db, item.id, item.token, { state: "failed", error: message }).catch(() => {});
    }
  } finally {
    release();
  }
  if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  return true;
}

export type ImportWorker = ReturnType<typeof startImportWorker>;
