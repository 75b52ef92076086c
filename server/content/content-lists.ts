import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { fileUrl, type ContentEntry } from "#core/content.ts";
import type { ContentTypeCode } from "#core/content-types.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { contents, pdfPages } from "#server/db/schema.ts";
import { entryColumns } from "./content-columns";

/**
 * The paged lists of material (a grade and type's list, a grade page, the API's filtered list)
 * and a grade's units, with the kept totals that spare each page a count of its whole list.
 */

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

export interface ContentFilter {
  grade?: number;
  type?: ContentTypeCode;
  term?: 1 | 2;
  unit?: number;
}

export interface ContentLists {
  /** A list page: one grade, one type. */
  listByGradeAndType(grade: number, type: ContentTypeCode, page: PageRequest): Promise<Page<ListedEntry>>;
  /** Filtered list for the API; any filter may be absent. */
  list(filter: ContentFilter, page: PageRequest): Promise<Page<ContentEntry>>;
  /** One page of a grade page: the grade's entries in term, unit, type order. */
  listByGrade(grade: number, page: PageRequest): Promise<Page<ListedEntry>>;
  /** Every unit of a grade with its number of entries, in reading order (one index-only scan). */
  unitsOfGrade(grade: number): Promise<UnitCount[]>;
}

/** The reading order of material: term, then unit, then the order it was added. */
const readingOrder = [asc(contents.donem), asc(contents.unite), asc(contents.id)];
/** The grade page's order: term, unit, then type, so one unit's material stands together (contents_grade_idx). */
const gradeOrder = [asc(contents.donem), asc(contents.unite), asc(contents.icerikTuru), asc(contents.id)];

/** Whether the entry's file has a thumbnail: pictures are made on request, a PDF's comes with its pages. */
const hasThumb = sql<boolean>`case when ${contents.fileType} = 'image' then ${contents.file} is not null
  when ${contents.fileType} = 'pdf' then coalesce(${pdfPages.hasThumb} and ${pdfPages.file} = ${contents.file}, false) else false end`;

/** How long a kept total may be trusted when a change notice never arrived (as the response cache). */
const TOTALS_TTL_MS = 5 * 60_000;

/** A list's total of entries, kept or counted afresh. */
type TotalOf = (filter: ContentFilter, where: SQL | undefined) => Promise<number>;

export function createContentLists(db: Db, changes?: ChangeBus): ContentLists {
  const totalOf = keptTotals(db, changes);
  return {
    listByGradeAndType: (grade, type, page) => cards(db, totalOf, { grade, type }, page, readingOrder),
    list: (filter, page) => paged(db, totalOf, filter, page),
    listByGrade: (grade, page) => cards(db, totalOf, { grade }, page, gradeOrder),
    unitsOfGrade: (grade) =>
      db
        .select({
          term: contents.donem,
          unit: contents.unite,
          count: count(),
          ids: sql<number[]>`array_agg(${contents.id} order by ${contents.id})`,
        })
        .from(contents)
        .where(eq(contents.sinif, grade))
        .groupBy(contents.donem, contents.unite)
        .orderBy(asc(contents.donem), asc(contents.unite)),
  };
}

/**
 * With `changes`, the total of each filter is kept until content changes; without a bus
 * (scripts, tests writing rows directly) every page counts afresh.
 */
function keptTotals(db: Db, changes: ChangeBus | undefined): TotalOf {
  const totals = new Map<string, { total: number; at: number }>();
  /** Bumped on every change: a count that was under way then is not kept. */
  let generation = 0;
  changes?.subscribe(() => {
    generation++;
    totals.clear();
  });
  return async (filter, where) => {
    const key = `${filter.grade}/${filter.type}/${filter.term}/${filter.unit}`;
    const known = totals.get(key);
    if (known && Date.now() - known.at < TOTALS_TTL_MS) return known.total;
    const startedIn = generation;
    const [{ total }] = await db.select({ total: count() }).from(contents).where(where);
    if (changes && startedIn === generation) totals.set(key, { total, at: Date.now() });
    return total;
  };
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
  db: Db,
  totalOf: TotalOf,
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
  db: Db,
  totalOf: TotalOf,
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
