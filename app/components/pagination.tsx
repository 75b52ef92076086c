import { Link } from "react-router";

/** Page links that work without JavaScript; shown only when there is more than one page. */
export function Pagination({ page, total, pageSize, hrefFor }: { page: number; total: number; pageSize: number; hrefFor: (page: number) => string }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? "page" : undefined}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold ring-1 ${
                n === page ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-800 ring-slate-300 hover:bg-brand-50"
              }`}
            >
              <span className="sr-only">Sayfa </span>
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
