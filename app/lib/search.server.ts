import type { AppLoadContext } from "react-router";
import { trSearch } from "#core/messages/search.ts";
import { readFilters, readQuery } from "#core/search.ts";
import { SUGGESTIONS, suggestionOf, type SearchAnswer, type Suggestion } from "#core/search-view.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { orUnavailable } from "./load.server";

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
  if (!(await context.services.limiter.hit(`search:${context.clientKey}`, RATE_LIMITS.searchPerAddress))) return answer({ message: trSearch.tooMany, status: 429 });
  const result = await orUnavailable(context.requestId, () => context.services.search.search(query.words, filters, page));
  const unitNames = await context.services.units.names(new Set(result.items.map((e) => e.sinif)));
  return answer({ words: query.words, result, unitNames });
}

/**
 * `GET /ara/oneriler?q=`: the first entries the search finds, for the search box's list
 * (app/browser/search-suggest-client.ts). The same query rules and Turkish messages as the page;
 * data only, which the browser puts into the page as text.
 */
export async function suggestionsAnswer(context: AppLoadContext, params: URLSearchParams): Promise<Response> {
  // Cached for visitors like the search page itself (server/http/response-cache.ts), until content changes.
  const answer = (body: object, status = 200) => Response.json(body, { status });
  const query = readQuery(params.get("q"));
  if (!query.ok) return answer({ message: query.message }, 400);
  if (!(await context.services.limiter.hit(`suggest:${context.clientKey}`, RATE_LIMITS.suggestionsPerAddress))) return answer({ message: trSearch.tooMany }, 429);
  const result = await orUnavailable(context.requestId, () => context.services.search.search(query.words, {}, 1));
  const items: Suggestion[] = result.items.slice(0, SUGGESTIONS).map(suggestionOf);
  return answer({ items, total: result.total });
}
