import { and, asc, count, countDistinct, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import { fileUrl, type ContentEntry, type ContentStats } from "#core/content.ts";
import type { ContentTypeCode } from "#core/content-types.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { contents, pdfPages } from "#server/db/schema.ts";

/** The columns of a ContentEntry, for every query that returns entries. */
export const entryColumns = {
  id: contents.id,
  sinif: contents.sinif,
  unite: contents.unite,
  konuIng: contents.konuIng,
  konuTr: contents.konuTr,
  icerikTuru: contents.icerikTuru,
  donem: contents.donem,
  file: contents.file,
  fileType: contents.fileType,
  link: contents.link,
};

/** The reading order of material: term, then unit, then the order it was added. */
const readingOrder = [asc(contents.donem), asc(contents.unite), asc(contents.id)];
/** The grade page's order: term, unit, then type, so one unit's material stands together (contents_grade_idx). */
const gradeOrder = [asc(contents.donem), asc(contents.unite), asc(contents.icerikTuru), asc(contents.id)];

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A unit of a grade and how many entries it has (the grade page's unit links). */
export interface UnitCount {
  term: 1 | 2;
  unit: number;
  count: number;
  /** The unit's entries (the grade page counts how many of them the pupil has done). */
  ids: number[];
}

/**
 * An entry as a list card shows it: with the address of its file when it has a thumbnail
 * (a picture always; a PDF once its first page is drawn, server/content/pdf-pages.ts).
 */
export type ListedEntry = ContentEntry & { thumbOf: string | null };

/** Whether the entry's file has a thumbnail: pictures are made on request, a PDF's comes with its pages. */
const hasThumb = sql<boolean>`case when ${contents.fileType} = 'image' then ${contents.file} is not null
  when ${contents.fileType} = 'pdf' then coalesce(${pdfPages.hasThumb} and ${pdfPages.file} = ${contents.file}, false) else false end`;

export interface ContentFilter {
  grade?: number;
  type?: ContentTypeCode;
  term?: 1 | 2;
  unit?: number;
}

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

/** How long a kept total may be trusted when a change notice never arrived (as the response cache). */
const TOTALS_TTL_MS = 5 * 60_000;

/**
 * `changes`: when given, the total of each filter is kept until content changes.
 * Counting a list reads every index entry it has (1,010 for one grade and type at
 * 100,000 entries, 1.6 ms in PGlite against 0.7 ms at 100), while its page reads
 * only 24-50 rows; the total changes only when an admin writes. Without a bus
 * (scripts, tests writing rows directly) every page counts afresh.
 */
export function createContentService(db: Db, changes?: ChangeBus) {
  const totals = new Map<string, { total: number; at: number }>();
  /** Bumped on every change: a count that was under way then is not kept. */
  let generation = 0;
  changes?.subscribe(() => {
    generation++;
    totals.clear();
  });

  async function totalOf(filter: ContentFilter, where: SQL | undefined): Promise<number> {
    const key = `${filter.grade}/${filter.type}/${filter.term}/${filter.unit}`;
    const known = totals.get(key);
    if (known && Date.now() - known.at < TOTALS_TTL_MS) return known.total;
    const startedIn = generation;
    const [{ total }] = await db.select({ total: count() }).from(contents).where(where);
    if (changes && startedIn === generation) totals.set(key, { total, at: Date.now() });
    return total;
  }

  function whereOf(filter: ContentFilter): SQL | undefined {
    return and(
      filter.grade === undefined ? undefined : eq(contents.sinif, filter.grade),
      filter.type === undefined ? undefined : eq(contents.icerikTuru, filter.type),
      filter.term === undefined ? undefined : eq(contents.donem, filter.term),
      filter.unit === undefined ? undefined : eq(contents.unite, filter.unit),
    );
  }

  async function paged(
    filter: ContentFilter,
    { page, pageSize }: PageRequest,
    order = readingOrder,
  ): Promise<Page<ContentEntry>> {
    const where = whereOf(filter);
    const [items, total] = await Promise.all([
      db
        .select(entryColumns)
        .from(contents)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      totalOf(filter, where),
    ]);
    return { items, total, page, pageSize };
  }

  /** A page of list cards: the entries with their thumbnails (one primary-key lookup per card). */
  async function cards(
    filter: ContentFilter,
    { page, pageSize }: PageRequest,
    order: SQL[],
  ): Promise<Page<ListedEntry>> {
    const where = whereOf(filter);
    const [rows, total] = await Promise.all([
      db
        .select({ ...entryColumns, thumb: hasThumb })
        .from(contents)
        .leftJoin(pdfPages, eq(pdfPages.contentId, contents.id))
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      totalOf(filter, where),
    ]);
    const items = rows.map(({ thumb, ...entry }) => ({ ...entry, thumbOf: thumb ? fileUrl(entry) : null }));
    return { items, total, page, pageSize };
  }

  return {
    /** A list page: one grade, one type. */
    listByGradeAndType(grade: number, type: ContentTypeCode, page: PageRequest): Promise<Page<ListedEntry>> {
      return cards({ grade, type }, page, readingOrder);
    },

    /** Filtered list for the API; any filter may be absent. */
    list(filter: ContentFilter, page: PageRequest): Promise<Page<ContentEntry>> {
      return paged(filter, page);
    },

    /** One page of a grade page: the grade's entries in term, unit, type order. */
    listByGrade(grade: number, page: PageRequest): Promise<Page<ListedEntry>> {
      return cards({ grade }, page, gradeOrder);
    },

    /** Every unit of a grade with its number of entries, in reading order (one index-only scan). */
    unitsOfGrade(grade: number): Promise<UnitCount[]> {
      return db
        .select({
          term: contents.donem,
          unit: contents.unite,
          count: count(),
          ids: sql<number[]>`array_agg(${contents.id} order by ${contents.id})`,
        })
        .from(contents)
        .where(eq(contents.sinif, grade))
        .groupBy(contents.donem, contents.unite)
        .orderBy(asc(contents.donem), asc(contents.unite));
    },

    async getById(id: number): Promise<ContentEntry | null> {
      const [row] = await db.select(entryColumns).from(contents).where(eq(contents.id, id)).limit(1);
      return row ?? null;
    },

    /** An audio entry's transcript as stored, or null: read by its page alone, never by lists. */
    async transcriptOf(id: number): Promise<string | null> {
      const [row] = await db
        .select({ transcript: contents.transcript })
        .from(contents)
        .where(eq(contents.id, id))
        .limit(1);
      return row?.transcript ?? null;
    },

    /** Previous and next entry of the same grade and type, in reading order. */
    async neighbours(entry: ContentEntry): Promise<Neighbours> {
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
    },

    async stats(): Promise<ContentStats> {
      const [row] = await db
        .select({ contentCount: count(), gradeCount: countDistinct(contents.sinif) })
        .from(contents);
      return { contentCount: row.contentCount, gradeCount: row.gradeCount };
    },

    /**
     * One slice of every entry's address and last change, in id order (the sitemap):
     * `afterId` walks the primary key, so the 50,000th slice costs what the first does.
     */
    sitemapSlice(afterId: number, limit: number): Promise<SitemapEntry[]> {
      return db
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
        .limit(limit);
    },

    /** The id that starts each slice of `size` entries, for a sitemap index (one index-only pass). */
    async sitemapSliceStarts(size: number): Promise<number[]> {
      const rows = await db.execute<{ after: number }>(sql`
        select coalesce(previous, 0) as after
        from (select lag(id) over (order by id) as previous, row_number() over (order by id) as n from ${contents}) numbered
        where n % ${size} = 1
        order by n`);
      return rowsOf<{ after: number }>(rows).map((r) => Number(r.after));
    },

    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: contents.id }).from(contents).limit(1);
      return rows.length === 0;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
