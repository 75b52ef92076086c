import { Link } from "react-router";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { useLinkPrefetch } from "#app/lib/data-saver.ts";

/** Grade tabs 2-12 as links (the grade lives in the URL, so every view can be shared). */
export function GradeTabs({
  selected,
  hrefFor,
  label = "Sınıflar",
}: {
  selected?: number;
  hrefFor: (grade: number) => string;
  label?: string;
}) {
  const prefetch = useLinkPrefetch();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {GRADES.map((g) => {
          const current = g === selected;
          return (
            <li key={g}>
              <Link
                to={hrefFor(g)}
                aria-current={current ? "page" : undefined}
                aria-label={gradeLabel(g)}
                prefetch={prefetch}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold ring-1 ${
                  current
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-brand-800 ring-slate-300 hover:bg-brand-50"
                }`}
              >
                {g}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
