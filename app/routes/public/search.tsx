import { data, Link } from "react-router";
import { contentPath } from "#core/content.ts";
import { CONTENT_TYPES, contentTypeByCode } from "#core/content-types.ts";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { trSearch } from "#core/messages/search.ts";
import { parsePageParam } from "#core/paging.ts";
import { highlight } from "#core/search.ts";
import { TERMS, termLabel } from "#core/terms.ts";
import { MarkButton, StarIcon } from "#app/components/marks/mark-button.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { SearchBox } from "#app/components/search-box.tsx";
import { UnitLabel } from "#app/components/unit-label.tsx";
import { notFound } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { searchPage } from "#app/lib/search.server.ts";
import type { Route } from "./+types/search";

/** `/ara?q=…&sinif=&tur=&donem=&sayfa=`: a plain GET form and links, so it works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get("sayfa"));
  if (page === null) notFound();
  // Another site's request answers 403, which no cache keeps (server/http/response-cache.ts keeps only 200s).
  const answer = await searchPage(context, request, page);
  return data(answer, { status: answer.status });
}

export const meta: Route.MetaFunction = ({ data }) =>
  titled(data?.query ? trSearch.resultsFor(data.query) : trSearch.title);

const chip = "inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1";
const chipOff = `${chip} bg-white text-brand-800 ring-slate-300 hover:bg-brand-50`;
const chipOn = `${chip} bg-brand-700 text-white ring-brand-700`;

/** The text with the query's words marked (core/search.ts finds them the Turkish way; React escapes the rest). */
function Marked({ text, words }: { text: string; words: string[] }) {
  return highlight(text, words).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, message, filters, result, words } = loaderData;
  /** The same search with one filter changed (and back to page 1). */
  const href = (change: Partial<Record<"sinif" | "tur" | "donem" | "sayfa", string | null>>) => {
    const params = new URLSearchParams({ q: query });
    const next = {
      sinif: filters.grade?.toString() ?? null,
      tur: filters.type?.toString() ?? null,
      donem: filters.term?.toString() ?? null,
      sayfa: null,
      ...change,
    };
    for (const [key, value] of Object.entries(next)) if (value) params.set(key, value);
    return `/ara?${params}`;
  };
  const chosen = [
    filters.grade === undefined ? null : gradeLabel(filters.grade),
    filters.type === undefined ? null : contentTypeByCode(filters.type).label,
    filters.term === undefined ? null : termLabel(filters.term),
  ].filter((label): label is string => label !== null);
  const group = (
    label: string,
    all: string,
    key: "sinif" | "tur" | "donem",
    options: { value: number; label: string }[],
    selected: number | undefined,
  ) => (
    <div>
      <h3 className="mb-2 font-semibold">{label}</h3>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={href({ [key]: null })}
            className={selected === undefined ? chipOn : chipOff}
            aria-current={selected === undefined ? "true" : undefined}
          >
            {all}
          </Link>
        </li>
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={href({ [key]: String(o.value) })}
              className={selected === o.value ? chipOn : chipOff}
              aria-current={selected === o.value ? "true" : undefined}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {query ? trSearch.resultsFor(query) : trSearch.title}
      </h1>
      <SearchBox id="ara-sayfa" name={trSearch.title} defaultValue={query} large />
      {message && (
        <p role="status" className="rounded-2xl bg-white p-6 text-lg text-slate-800 shadow-sm">
          {message}
        </p>
      )}
      {result && (
        <>
          <p role="status" className="font-semibold">
            {result.more ? trSearch.countMore(result.total) : trSearch.count(result.total)}
          </p>
          {/* Results first on a phone: the 25 filter links wait behind one line that says
              what is chosen, and a <details> opens without scripts. */}
          <details className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <summary className="min-h-11 cursor-pointer rounded-2xl px-5 py-3 font-semibold text-brand-800">
              {trSearch.filtersChosen(chosen)}
            </summary>
            <section aria-labelledby="suzgecler" className="space-y-4 px-5 pb-5">
              <h2 id="suzgecler" className="sr-only">
                {trSearch.filters}
              </h2>
              {group(
                trSearch.grade,
                trSearch.allGrades,
                "sinif",
                GRADES.map((g) => ({ value: g, label: gradeLabel(g) })),
                filters.grade,
              )}
              {group(
                trSearch.type,
                trSearch.allTypes,
                "tur",
                CONTENT_TYPES.map((t) => ({ value: t.code, label: t.label })),
                filters.type,
              )}
              {group(
                trSearch.term,
                trSearch.allTerms,
                "donem",
                TERMS.map((t) => ({ value: t, label: termLabel(t) })),
                filters.term,
              )}
            </section>
          </details>
          {result.items.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm">{trSearch.nothingFound}</p>
          ) : (
            <ol className="space-y-3">
              {result.items.map((entry) => (
                <li key={entry.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  {/* The cards' star (a bookmark on every card): a visitor's shows the device's mark after hydration, so this page's HTML stays the same for every visitor. */}
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={contentPath(entry)}
                      className="block min-w-0 rounded-md text-lg font-bold text-brand-800 underline-offset-4 hover:underline"
                    >
                      <span lang="en">
                        <Marked text={entry.konuIng} words={words} />
                      </span>
                    </Link>
                    <MarkButton entry={entry} kind="saved" icon={StarIcon} compact />
                  </div>
                  <p className="text-slate-800">
                    <Marked text={entry.konuTr} words={words} />
                  </p>
                  {entry.snippet && (
                    <p className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-700">
                      <span className="font-semibold">{trSearch.inFile} </span>
                      <Marked text={entry.snippet} words={words} />
                    </p>
                  )}
                  <p className="mt-1 text-sm text-slate-700">
                    {gradeLabel(entry.sinif)} · {contentTypeByCode(entry.icerikTuru).label} ·{" "}
                    <UnitLabel grade={entry.sinif} unit={entry.unite} /> · {termLabel(entry.donem)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <Pagination
            page={result.page}
            total={result.total}
            pageSize={result.pageSize}
            hrefFor={(p) => href({ sayfa: p > 1 ? String(p) : null })}
          />
        </>
      )}
    </div>
  );
}
