import { contentPath, type ContentEntry } from "#core/content.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { gradeLabel } from "#core/grades.ts";
import type { SearchFilters } from "#core/search.ts";
import type { UnitNames } from "#core/units.ts";

/** An entry found, and, when its words were found inside its PDF, the sentence around them. */
export type SearchHit = ContentEntry & { snippet: string | null };

/** One page of what the search found (server/content/search-service.ts). */
export interface SearchPage {
  items: SearchHit[];
  /** How many were found; with `more`, at least this many (SEARCH_RANKED_AT_MOST). */
  total: number;
  more: boolean;
  page: number;
  pageSize: number;
}

/** What the search page shows: the query as typed, its words, a message, the filters kept, and the page of results. */
export interface SearchAnswer {
  status: number;
  query: string;
  words: string[];
  message: string | null;
  filters: SearchFilters;
  result: SearchPage | null;
  /** The names of the units of the grades found. */
  unitNames?: UnitNames;
}

/** How many suggestions the search box shows as the pupil types. */
export const SUGGESTIONS = 6;

/** One suggestion of the search box's list (`GET /ara/oneriler`), put into the page as text. */
export interface Suggestion {
  title: string;
  titleTr: string;
  about: string;
  href: string;
}

/** An entry found, as the search box suggests it. */
export const suggestionOf = (entry: ContentEntry): Suggestion => ({
  title: entry.konuIng,
  titleTr: entry.konuTr,
  about: `${gradeLabel(entry.sinif)} · ${contentTypeByCode(entry.icerikTuru).label}`,
  href: contentPath(entry),
});
