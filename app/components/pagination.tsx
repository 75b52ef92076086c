import { Link } from "react-router";
import { pageCount, pageWindow } from "#core/paging.ts";

const linkClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold ring-1";
const idleClass = "bg-white text-brand-800 ring-slate-300 hover:bg-brand-50";

/**
 * Page links that work without JavaScript; shown only when there is more than one
 * page. Long lists get the first, the last and the neighbouring pages, plus
 * "Önceki" and "Sonraki", so a phone never lays out hundreds of links.
 */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
  label = "Sayfalar",
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  /** A page with two pagers names each (landmarks must differ). */
  label?: string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={`${linkClass} ${idleClass}`}>
              <span aria-hidden="true">←&nbsp;</span>Önceki<span className="sr-only"> sayfa</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? "page" : undefined}
                className={`${linkClass} ${n === page ? "bg-brand-700 text-white ring-brand-700" : idleClass}`}
              >
                <span className="sr-only">Sayfa </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={`${linkClass} ${idleClass}`}>
              Sonraki<span className="sr-only"> sayfa</span>
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
