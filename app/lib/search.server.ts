import type { AppLoadContext } from "react-router";
import { trSearch } from "#core/messages/search.ts";
import { readFilters, readQuery } from "#core/search.ts";
import { SUGGESTIONS, suggestionOf, type SearchAnswer, type Suggestion } from "#core/search-view.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { crossSiteSubresource } from "#server/http/fetch-metadata.ts";
import { orUnavailable } from "./load.server";
import { getUser } from "./session.server";

/**
 * The budget a search spends (decision 0093): a signed-in pupil's own, as quiz answers; a
 * visitor's the address's, which a school's visitors share.
 */
async function searchKey(request: Request, context: AppLoadContext, what: "search" | "suggest"): Promise<string> {
  const user = await getUser(request, context);
  return user ? accountLimitKey(`${what}:user`, user.id) : `${what}:${context.clientKey}`;
}

/**
 * The search page's answer: a query that is empty, too short or too long gets its
 * Turkish message (and no database work); filters that are not a grade, type or
 * term are left out. Every search counts against its account's or address's limit;
 * one another site's page asked for (an image, a frame) is not made and spends nothing.
 */
export async function searchPage(context: AppLoadContext, request: Request, page: number): Promise<SearchAnswer> {
  const params = new URL(request.url).searchParams;
  const raw = params.get("q");
  const query = readQuery(raw);
  const { filters } = readFilters({ grade: params.get("sinif"), type: params.get("tur"), term: params.get("donem") });
  const shown = (raw ?? "").trim().slice(0, 100);
  const answer = (fields: Partial<SearchAnswer>): SearchAnswer => ({
    status: 200,
    query: shown,
    words: [],
    message: null,
    filters,
    result: null,
    ...fields,
  });
  if (!query.ok) return answer({ message: raw === null ? null : query.message, status: raw === null ? 200 : 400 });
  if (crossSiteSubresource(request.headers)) return answer({ message: trSearch.fromElsewhere, status: 403 });
  if (!(await context.services.limiter.hit(await searchKey(request, context, "search"), RATE_LIMITS.searchPerAddress)))
    return answer({ message: trSearch.tooMany, status: 429 });
  const result = await orUnavailable(context.requestId, () =>
    context.services.search.search(query.words, filters, page),
  );
  const unitNames = await context.services.units.names(new Set(result.items.map((e) => e.sinif)));
  return answer({ words: query.words, result, unitNames });
}

/**
 * `GET /ara/oneriler?q=`: the first entries the search finds, for the search box's list
 * (app/browser/search-suggest-client.ts). The same query rules and Turkish messages as the page;
 * data only, which the browser puts into the page as text.
 */
export async function suggestionsAnswer(context: AppLoadContext, request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  // Cached for visitors like the search page itself (server/http/response-cache.ts), until content changes.
  const answer = (body: object, status = 200) => Response.json(body, { status });
  const query = readQuery(params.get("q"));
  if (!query.ok) return answer({ message: query.message }, 400);
  // Not kept by any cache (a status other than 200), and nothing spent.
  if (crossSiteSubresource(request.headers))
    return Response.json(
      { message: trSearch.fromElsewhere },
      { status: 403, headers: { "Cache-Control": "private, no-store" } },
    );
  if (
    !(await context.services.limiter.hit(
      await searchKey(request, context, "suggest"),
      RATE_LIMITS.suggestionsPerAddress,
    ))
  )
    return answer({ message: trSearch.tooMany }, 429);
  const result = await orUnavailable(context.requestId, () => context.services.search.search(query.words, {}, 1));
  const items: Suggestion[] = result.items.slice(0, SUGGESTIONS).map(suggestionOf);
  return answer({ items, total: result.total });
}
