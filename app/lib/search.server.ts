import type { AppLoadContext } from "react-router";
import { trSearch } from "../../core/messages/search";
import { readFilters, readQuery, type SearchFilters } from "../../core/search";
import { RATE_LIMITS } from "../../server/auth/rate-limit";
import type { SearchPage } from "../../server/content/search-service";
import { orUnavailable } from "./load.server";

export interface SearchAnswer {
  status: number;
  query: string;
  words: string[];
  message: string | null;
  filters: SearchFilters;
  result: SearchPage | null;
}

/**
 * The search page's answer: a query that is empty, too short or too long gets its
 * Turkish message (and no database work); filters that are not a grade, type or
 * term are left out. Every search an address makes counts against its limit.
 */
export async function searchPage(context: AppLoadContext, params: URLSearchParams, page: number): Promise<SearchAnswer> {
  const raw = params.get("q");
  const query = readQuery(raw);
  const { filters } = readFilters({ grade: params.get("sinif"), type: params.get("tur"), term: params.get("donem") });
  const shown = (raw ?? "").trim().slice(0, 100);
  const answer = (fields: Partial<SearchAnswer>): SearchAnswer => ({ status: 200, query: shown, words: [], message: null, filters, result: null, ...fields });
  if (!query.ok) return answer({ message: raw === null ? null : query.message, status: raw === null ? 200 : 400 });
  if (!(await context.services.limiter.hit(`search:${context.clientAddress}`, RATE_LIMITS.searchPerAddress))) return answer({ message: trSearch.tooMany, status: 429 });
  const result = await orUnavailable(context.requestId, () => context.services.search.search(query.words, filters, page));
  return answer({ words: query.words, result });
}
