import { and, asc, count, countDistinct, desc, eq, gt, sql } from "drizzle-orm";
import type { ContentEntry, ContentStats } from "#core/content.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { contents } from "#server/db/schema.ts";
import { entryColumns } from "./content-columns";

/**
 * One entry as its page reads it (the entry, its transcript, its neighbours in the list), and
 * what is read of every entry at once: the counts, the sitemap's slices, whether there are any.
 */

/** What the sitemap needs of an entry: its address and when it last changed. */
export interface SitemapEntry {
  id: number;
  sinif: number;
  konuIng: string;
  konuTr: string;
  updatedAt: Date;
}

export interface Neighbours {
  previous: ContentEntry | null;
  next: ContentEntry | null;
}

export interface ContentEntries {
  getById(id: number): Promise<ContentEntry | null>;
  /** An audio entry's transcript as stored, or null: read by its page alone, never by lists. */
  transcriptOf(id: number): Promise<string | null>;
  /** Previous and next entry of the same grade and type, in reading order. */
  neighbours(entry: ContentEntry): Promise<Neighbours>;
  stats(): Promise<ContentStats>;
  /**
   * One slice of every entry's address and last change, in id order (the sitemap):
   * `afterId` walks the primary key, so the 50,000th slice costs what the first does.
   */
  sitemapSlice(afterId: number, limit: number): Promise<SitemapEntry[]>;
  /** The id that starts each slice of `size` entries, for a sitemap index (one index-only pass). */
  sitemapSliceStarts(size: number): Promise<number[]>;
  isEmpty(): Promise<boolean>;
}

export function createContentEntries(db: Db): ContentEntries {
  return {
    async getById(id) {
      const [row] = await db.select(entryColumns).from(contents).where(eq(contents.id, id)).limit(1);
      return row ?? null;
    },

    async transcriptOf(id) {
      const [row] = await db
        .select({ transcript: contents.transcript })
        .from(contents)
        .where(eq(contents.id, id))
        .limit(1);
      return row?.transcript ?? null;
    },

    neighbours: (entry) => neighbours(db, entry),

    async stats() {
      const [row] = await db
        .select({ contentCount: count(), gradeCount: countDistinct(contents.sinif) })
        .from(contents);
      return { contentCount: row.contentCount, gradeCount: row.gradeCount };
    },

    sitemapSlice: (afterId, limit) =>
      db
        .select({
          id: contents.id,
          sinif: contents.sinif,
          konuIng: contents.konuIng,
          konuTr: contents.konuTr,
          updatedAt: contents.updatedAt,
        })
        .from(contents)
        .where(gt(contents.id, afterId))
        .orderBy(asc(contents.id))
        .limit(limit),

    sitemapSliceStarts: (size) => sitemapSliceStarts(db, size),

    async isEmpty() {
      const rows = await db.select({ id: contents.id }).from(contents).limit(1);
      return rows.length === 0;
    },
  };
}

async function neighbours(db: Db, entry: ContentEntry): Promise<Neighbours> {
  // Keys in the column order of contents_grade_type_idx, grade and type first, so the
  // comparison bounds a scan of that index: on (term, unit, id) alone the planner may
  // take the reading-order index and read past every other list's entries.
  const listKey = [contents.sinif, contents.icerikTuru, contents.donem, contents.unite, contents.id];
  const sameList = and(eq(contents.sinif, entry.sinif), eq(contents.icerikTuru, entry.icerikTuru));
  const key = sql`(${sql.join(listKey, sql`, `)})`;
  const here = sql`(${sql.join([entry.sinif, entry.icerikTuru, entry.donem, entry.unite, entry.id], sql`, `)})`;
  const [[previous], [next]] = await Promise.all([
    db
      .select(entryColumns)
      .from(contents)
      .where(and(sameList, sql`${key} < ${here}`))
      .orderBy(...listKey.map((column) => desc(column)))
      .limit(1),
    db
      .select(entryColumns)
      .from(contents)
      .where(and(sameList, sql`${key} > ${here}`))
      .orderBy(...listKey.map((column) => asc(column)))
      .limit(1),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

async function sitemapSliceStarts(db: Db, size: number): Promise<number[]> {
  const rows = await db.execute<{ after: number }>(sql`
    select coalesce(previous, 0) as after
    from (select lag(id) over (order by id) as previous, row_number() over (order by id) as n from ${contents}) numbered
    where n % ${size} = 1
    order by n`);
  return rowsOf<{ after: number }>(rows).map((r) => Number(r.after));
}
