import { sql, type SQL } from "drizzle-orm";
import type { ContentEntry } from "#core/content.ts";
import { snippetAround } from "#core/pdf-text.ts";
import {
  FOLD_FROM,
  FOLD_TO,
  matchPrefix,
  SEARCH_PAGE_SIZE,
  SEARCH_RANKED_AT_MOST,
  type SearchFilters,
} from "#core/search.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { contents, pdfTexts } from "#server/db/schema.ts";
import type { SearchPage } from "#core/search-view.ts";

/** Characters of the text the database sends for a snippet; snippetAround trims them to SNIPPET_LENGTH. */
const SNIPPET_WINDOW = 400;

/**
 * How an entry was found, best first: its titles by full text, its PDF's text, its titles by
 * a near spelling. A word really in the file outranks a title that only looks like it: the
 * near spelling is a guess ('weather' finds "Birds of a Feather" last).
 */
const FOUND = { title: 2, file: 1, nearTitle: 0 } as const;
/** FOUND as SQL literals (a bound parameter in a union's select list has no type). */
const how = (key: keyof typeof FOUND) => sql.raw(String(FOUND[key]));

/** A found entry as the query answers it: the entry's fields, how it was found, and how many were found. */
type Row = ContentEntry & { found: number; total: number };

/** The search's one method; the ways of finding and their ranking are described on createSearchService. */
export interface SearchService {
  search(words: string[], filters: SearchFilters, page: number): Promise<SearchPage>;
}

/**
 * Search over both titles and the text inside PDFs, in the database with its
 * indexes (migrations 0013 and 0014; decision 0032): full text with English stems, each
 * word as a prefix ('verb' finds 'verbs' and 'verbs' finds 'verb'), in the titles' stored
 * document and in the PDFs'. Only when that finds less than a page are titles also matched
 * by trigram word similarity, for a word with a wrong letter: every title that holds a word
 * also looks like it, so matching both ways every time would weigh every hit twice.
 * Each way is its own indexed branch, and the branches are disjoint (a title match is not
 * counted again as a file match), so no row is grouped or joined twice; each stops after
 * SEARCH_RANKED_AT_MOST rows, so a very common word costs no more than a rare one.
 * Ranked: the whole query inside the title first, then how it was found (FOUND), then
 * titles holding the words as whole words, then full-text rank, then near spellings by
 * their similarity. The sentences around the words are read afterwards, for the page's
 * entries only. `words` come from core/search.ts's queryWords: letters and digits only,
 * bound as values.
 */
export function createSearchService(db: Db): SearchService {
  return { search: (words, filters, page) => search(db, words, filters, page) };
}

/** A page of found entries, each PDF found by its text with the sentence around the words. */
async function search(db: Db, words: string[], filters: SearchFilters, page: number): Promise<SearchPage> {
  const result = await rankedPage(db, foundQuery(words, filters), page);
  const more = result.total > SEARCH_RANKED_AT_MOST;
  const quotes = await snippets(
    db,
    words,
    result.rows.filter((r) => r.found === FOUND.file).map((r) => r.id),
  );
  const items = result.rows.map(({ id, sinif, unite, konuIng, konuTr, icerikTuru, donem, file, fileType, link }) => ({
    ...{ id, sinif, unite, konuIng, konuTr, icerikTuru, donem, file, fileType, link },
    snippet: quotes.get(id) ?? null,
  }));
  return { items, total: more ? SEARCH_RANKED_AT_MOST : result.total, more, page, pageSize: SEARCH_PAGE_SIZE };
}

/** The union of the ways of finding, with the near spellings' branch when `near`. */
type FoundQuery = (near: boolean) => SQL;

/** The ways of finding the words within the filters, each its own indexed branch. */
function foundQuery(words: string[], filters: SearchFilters): FoundQuery {
  const phrase = words.join(" ");
  const query = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" & ")})`;
  // The words as whole words: 'sinav' ranks 'Sınav Testi' before 'Örnek Sınavı'.
  const wholeWords = sql`to_tsquery('english', ${words.join(" & ")})`;
  const inTitle = sql`${contents.searchVector} @@ ${query}`;
  const nearTitle = sql.join(
    words.map((w) => sql`${w} <% ${contents.searchTitle}`),
    sql` and `,
  );
  const filtered = filterOf(filters);
  const entry = sql`${contents.id} as "id", ${contents.sinif} as "sinif", ${contents.unite} as "unite", ${contents.konuIng} as "konuIng", ${contents.konuTr} as "konuTr",
        ${contents.icerikTuru} as "icerikTuru", ${contents.donem} as "donem", ${contents.file} as "file", ${contents.fileType} as "fileType", ${contents.link} as "link"`;
  const phraseInTitle = sql`strpos(${contents.searchTitle}, ${phrase}) > 0`;

  // Each way of finding stops after SEARCH_RANKED_AT_MOST + 1 rows (in the order the index
  // gives them): enough to rank a page and to know there are more, never the whole table.
  const atMost = SEARCH_RANKED_AT_MOST + 1;
  return (near) => sql`
        (select ${entry}, ${how("title")} as "found", ${phraseInTitle} as "phrase", ${contents.searchVector} @@ ${wholeWords} as "whole",
                ts_rank(${contents.searchVector}, ${query}) as "rank", 0::real as "similarity"
         from ${contents} where ${inTitle} and ${filtered} limit ${atMost})
        union all
        -- The text of the entry's current file only: after an edit the old file's words no longer count.
        -- Driven by the PDFs that hold the words, each looked up by its key (a lateral subquery,
        -- kept apart by "offset 0"): joined freely, the planner read the whole contents table.
        (select ${entry}, ${how("file")}, false, false, 0, 0
         from ${pdfTexts} cross join lateral (
           select * from ${contents}
           where ${contents.id} = ${pdfTexts.contentId} and ${contents.file} = ${pdfTexts.file}
             and not (${inTitle}) ${near ? sql`and not (${nearTitle})` : sql``} and ${filtered} offset 0) ${contents}
         where ${pdfTexts.searchVector} @@ ${query} limit ${atMost})
        ${
          near
            ? sql`union all
        (select ${entry}, ${how("nearTitle")}, ${phraseInTitle}, false, 0, word_similarity(${phrase}, ${contents.searchTitle})
         from ${contents} where ${nearTitle} and not (${inTitle}) and ${filtered} limit ${atMost})`
            : sql``
        }`;
}

/** The filters as one condition (`true` without any). */
function filterOf(filters: SearchFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.grade !== undefined) conditions.push(sql`${contents.sinif} = ${filters.grade}`);
  if (filters.type !== undefined) conditions.push(sql`${contents.icerikTuru} = ${filters.type}`);
  if (filters.term !== undefined) conditions.push(sql`${contents.donem} = ${filters.term}`);
  return sql.join(conditions, sql` and `);
}

/** The page's rows, ranked, and how many were found: the exact ways first, near spellings only when they find less than a page. */
async function rankedPage(db: Db, found: FoundQuery, page: number): Promise<{ rows: Row[]; total: number }> {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // Pages go as far as the ranked matches do, not into the row that only says there are more.
  const limit = Math.max(0, Math.min(SEARCH_PAGE_SIZE, SEARCH_RANKED_AT_MOST - offset));
  const pageOf = async (execute: (query: SQL) => Promise<unknown>, near: boolean) => {
    const rows = limit
      ? rowsOf<Row>(
          await execute(sql`
            select *, count(*) over () as "total" from (${found(near)}) hits
            order by "phrase" desc, "found" desc, "whole" desc, "rank" desc, "similarity" desc, "id"
            limit ${limit} offset ${offset}`),
        )
      : [];
    if (rows.length || page === 1) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    // A page past the last still says how many there are.
    const [count] = rowsOf<{ n: number }>(await execute(sql`select count(*)::int as "n" from (${found(near)}) hits`));
    return { rows, total: Number(count?.n ?? 0) };
  };

  return db.transaction(async (tx) => {
    // Every branch stops after a few rows, and the planner, unsure how many rows a prefix
    // matches, then guessed that reading the whole table in order would reach them sooner
    // than the index: for a word no PDF holds it read all 100,000 (55 ms, against 2 ms by
    // the index). In this query the indexes are always the way; the setting ends with it.
    await tx.execute(sql`set local enable_seqscan = off`);
    const execute = (query: SQL) => tx.execute(query);
    const exact = await pageOf(execute, false);
    return exact.total < SEARCH_PAGE_SIZE ? pageOf(execute, true) : exact;
  });
}

/** The sentence around the first of the words in each PDF found by its text (folded as the titles are). */
async function snippets(db: Db, words: string[], ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const folded = sql`lower(translate(${pdfTexts.body}, ${FOLD_FROM}, ${FOLD_TO}))`;
  const at = sql`least(${sql.join(
    words.map((w) => sql`nullif(strpos(${folded}, ${matchPrefix(w)}), 0)`),
    sql`, `,
  )})`;
  const quoted = rowsOf<{ id: number; near: string | null; at: number | null }>(
    await db.execute(sql`
      select ${pdfTexts.contentId} as "id",
             substring(${pdfTexts.body} from greatest(1, ${at} - ${SNIPPET_WINDOW / 4}) for ${SNIPPET_WINDOW}) as "near",
             ${at} - greatest(1, ${at} - ${SNIPPET_WINDOW / 4}) as "at"
      from ${pdfTexts} where ${pdfTexts.contentId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Map(
    quoted
      .filter((r) => r.near !== null && r.at !== null)
      .map((r) => [Number(r.id), snippetAround(r.near!, Number(r.at))]),
  );
}
