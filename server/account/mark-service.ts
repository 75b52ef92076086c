import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { MAX_MERGED_MARKS, RECENT_COUNT, type MarkIntent, type MarkState, type RecentEntry } from "#core/marks.ts";
import type { ContentEntry } from "#core/content.ts";
import { entryColumns } from "#server/content/content-columns.ts";
import type { Db } from "#server/db/client.ts";
import { contents, pupilMarks } from "#server/db/schema.ts";

/** What a merge reads of a device's marks (core/marks.ts DeviceMarks, as checked by deviceMarksSchema). */
interface MergedMarks {
  saved: { entry: { id: number }; at: number }[];
  done: { id: number; at: number }[];
  recent: { entry: { id: number }; openedAt: number; pdfPage: number | null }[];
}

/** A time a device claims, kept within [2020, now]: a wrong clock cannot put a mark in the future. */
const FLOOR = Date.UTC(2020, 0, 1);
const claimed = (ms: number) => new Date(Math.min(Date.now(), Math.max(FLOOR, Math.trunc(ms))));

const change = (intent: MarkIntent): Partial<typeof pupilMarks.$inferInsert> =>
  ({
    save: { savedAt: new Date() },
    unsave: { savedAt: null },
    done: { doneAt: new Date() },
    undone: { doneAt: null },
  })[intent];

/** One mark as 'Verilerimi indir' lists it. */
export interface MarkExportRow {
  entryId: number;
  title: string;
  savedAt: Date | null;
  doneAt: Date | null;
  openedAt: Date | null;
  pdfPage: number | null;
}

/**
 * A signed-in pupil's marks of entries (core/marks.ts). Every call names the account;
 * an entry that does not exist (or was deleted) is simply not marked.
 */
export interface MarkService {
  /** What every page of a signed-in pupil needs: ids saved and done, and the last few opened. */
  state(userId: number): Promise<MarkState>;
  recent(userId: number): Promise<RecentEntry[]>;
  /** 'Kaydet' / 'Tamamladım' and their undoing. */
  set(userId: number, contentId: number, intent: MarkIntent): Promise<boolean>;
  /** The pupil opened an entry (and, for a PDF, reached `pdfPage`). */
  opened(userId: number, contentId: number, pdfPage: number | null): Promise<boolean>;
  /** 'Kaydettiklerim': the saved entries in grade order, the latest saved first within a grade. */
  savedEntries(userId: number): Promise<ContentEntry[]>;
  /**
   * A device's marks, added to the account at sign-in. A mark the account already has
   * keeps its own time; the later opening wins, with its PDF page. No duplicates: one
   * row per entry. Returns how many entries it touched.
   */
  merge(userId: number, device: MergedMarks): Promise<number>;
  /** For 'Verilerimi indir'. */
  exportRows(userId: number): Promise<MarkExportRow[]>;
}

const mine = (userId: number) => eq(pupilMarks.userId, userId);

export function createMarkService(db: Db): MarkService {
  return {
    async state(userId) {
      const rows = await db
        .select({ id: pupilMarks.contentId, saved: isNotNull(pupilMarks.savedAt), done: isNotNull(pupilMarks.doneAt) })
        .from(pupilMarks)
        .where(mine(userId));
      return {
        saved: rows.filter((r) => r.saved).map((r) => r.id),
        done: rows.filter((r) => r.done).map((r) => r.id),
        recent: await recent(db, userId),
      };
    },

    recent: (userId) => recent(db, userId),

    set: (userId, contentId, intent) => upsert(db, userId, contentId, change(intent)),

    opened: (userId, contentId, pdfPage) =>
      upsert(db, userId, contentId, { openedAt: new Date(), ...(pdfPage ? { pdfPage } : {}) }),

    async savedEntries(userId) {
      return db
        .select(entryColumns)
        .from(pupilMarks)
        .innerJoin(contents, eq(contents.id, pupilMarks.contentId))
        .where(and(mine(userId), isNotNull(pupilMarks.savedAt)))
        .orderBy(asc(contents.sinif), desc(pupilMarks.savedAt));
    },

    merge: (userId, device) => merge(db, userId, device),

    async exportRows(userId) {
      return db
        .select({
          entryId: pupilMarks.contentId,
          title: contents.konuIng,
          savedAt: pupilMarks.savedAt,
          doneAt: pupilMarks.doneAt,
          openedAt: pupilMarks.openedAt,
          pdfPage: pupilMarks.pdfPage,
        })
        .from(pupilMarks)
        .innerJoin(contents, eq(contents.id, pupilMarks.contentId))
        .where(mine(userId))
        .orderBy(asc(pupilMarks.contentId));
    },
  };
}

async function recent(db: Db, userId: number): Promise<RecentEntry[]> {
  const rows = await db
    .select({ entry: entryColumns, openedAt: pupilMarks.openedAt, pdfPage: pupilMarks.pdfPage })
    .from(pupilMarks)
    .innerJoin(contents, eq(contents.id, pupilMarks.contentId))
    .where(and(mine(userId), isNotNull(pupilMarks.openedAt)))
    .orderBy(desc(pupilMarks.openedAt))
    .limit(RECENT_COUNT);
  return rows.map((r) => ({ entry: r.entry, openedAt: r.openedAt!.getTime(), pdfPage: r.pdfPage }));
}

/** Upserts one entry's row; nothing when the entry does not exist. */
async function upsert(
  db: Db,
  userId: number,
  contentId: number,
  values: Partial<typeof pupilMarks.$inferInsert>,
): Promise<boolean> {
  const [exists] = await db.select({ id: contents.id }).from(contents).where(eq(contents.id, contentId)).limit(1);
  if (!exists) return false;
  await db
    .insert(pupilMarks)
    .values({ userId, contentId, ...values })
    .onConflictDoUpdate({ target: [pupilMarks.userId, pupilMarks.contentId], set: values });
  return true;
}

async function merge(db: Db, userId: number, device: MergedMarks): Promise<number> {
  const byId = new Map<number, typeof pupilMarks.$inferInsert>();
  const row = (id: number) => byId.get(id) ?? byId.set(id, { userId, contentId: id }).get(id)!;
  for (const s of device.saved.slice(0, MAX_MERGED_MARKS)) row(s.entry.id).savedAt = claimed(s.at);
  for (const d of device.done.slice(0, MAX_MERGED_MARKS)) row(d.id).doneAt = claimed(d.at);
  for (const r of device.recent.slice(0, RECENT_COUNT))
    Object.assign(row(r.entry.id), { openedAt: claimed(r.openedAt), pdfPage: r.pdfPage });
  if (byId.size === 0) return 0;
  const existing = new Set(
    (
      await db
        .select({ id: contents.id })
        .from(contents)
        .where(inArray(contents.id, [...byId.keys()]))
    ).map((r) => r.id),
  );
  const rows = [...byId.values()].filter((r) => existing.has(r.contentId));
  if (rows.length === 0) return 0;
  const later = sql`excluded.opened_at > coalesce(${pupilMarks.openedAt}, '-infinity')`;
  await db
    .insert(pupilMarks)
    .values(rows)
    .onConflictDoUpdate({
      target: [pupilMarks.userId, pupilMarks.contentId],
      set: {
        savedAt: sql`coalesce(${pupilMarks.savedAt}, excluded.saved_at)`,
        doneAt: sql`coalesce(${pupilMarks.doneAt}, excluded.done_at)`,
        openedAt: sql`greatest(${pupilMarks.openedAt}, excluded.opened_at)`,
        pdfPage: sql`case when ${later} then coalesce(excluded.pdf_page, ${pupilMarks.pdfPage}) else coalesce(${pupilMarks.pdfPage}, excluded.pdf_page) end`,
      },
    });
  return rows.length;
}
