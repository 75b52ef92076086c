import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ContentEntry } from "../../core/content";
import { SEARCH_PAGE_SIZE, type SearchFilters } from "../../core/search";
import type { Db } from "../db/client";
import { contents } from "../db/schema";
import { entryColumns } from "./content-service";

export interface SearchPage {
  items: ContentEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Search over both titles (issue 19), in the database with its indexes (migration 0013):
 * full text with English stems, each word as a prefix ('verb' finds 'verbs' and 'verbs'
 * finds 'verb'), or, for a word with a wrong letter, trigram word similarity. Ranked:
 * the whole query inside the title first, then full-text rank, then similarity.
 * `words` come from core/search.ts's queryWords: letters and digits only.
 */
export function createSearchService(db: Db) {
  return {
    async search(words: string[], filters: SearchFilters, page: number): Promise<SearchPage> {
      const phrase = words.join(" ");
      const tsquery = words.map((w) => `${w}:*`).join(" & ");
      const fts = sql`to_tsvector('english', ${contents.searchTitle}) @@ to_tsquery('english', ${tsquery})`;
      const fuzzy = sql.join(
        words.map((w) => sql`${w} <% ${contents.searchTitle}`),
        sql` and `,
      );
      const where: SQL[] = [sql`(${fts} or (${fuzzy}))`];
      if (filters.grade !== undefined) where.push(eq(contents.sinif, filters.grade));
      if (filters.type !== undefined) where.push(eq(contents.icerikTuru, filters.type));
      if (filters.term !== undefined) where.push(eq(contents.donem, filters.term));
      const rows = await db
        .select({ ...entryColumns, total: sql<number>`count(*) over ()` })
        .from(contents)
        .where(and(...where))
        .orderBy(
          sql`strpos(${contents.searchTitle}, ${phrase}) > 0 desc`,
          sql`ts_rank(to_tsvector('english', ${contents.searchTitle}), to_tsquery('english', ${tsquery})) desc`,
          sql`word_similarity(${phrase}, ${contents.searchTitle}) desc`,
          contents.id,
        )
        .limit(SEARCH_PAGE_SIZE)
        .offset((page - 1) * SEARCH_PAGE_SIZE);
      const total = rows.length ? Number(rows[0].total) : page === 1 ? 0 : await countOf(where);
      return { items: rows.map(({ total: _, ...entry }) => entry), total, page, pageSize: SEARCH_PAGE_SIZE };
    },
  };

  /** A page past the last still says how many there are. */
  async function countOf(where: SQL[]): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contents)
      .where(and(...where));
    return Number(row?.n ?? 0);
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
