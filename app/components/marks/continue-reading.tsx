import { Link } from "react-router";
import { contentTypeByCode } from "#core/content-types.ts";
import { gradeLabel } from "#core/grades.ts";
import { trSaved } from "#core/messages/saved.ts";
import { continueHref, useMarks } from "#app/lib/marks.ts";

/**
 * 'Kaldığın yerden devam et': the last few entries opened, a PDF at the page last read.
 * Nothing at all until there is something to continue.
 */
export function ContinueReading({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { recent } = useMarks().state;
  if (recent.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby="devam-et"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="continue-reading"
    >
      <Heading id="devam-et" className="text-xl font-bold text-brand-900">
        {trSaved.continueTitle}
      </Heading>
      <ul className="mt-3 divide-y divide-slate-200">
        {recent.map(({ entry, pdfPage }) => (
          <li key={entry.id}>
            <Link
              to={continueHref(entry, pdfPage)}
              className="flex flex-wrap items-baseline gap-x-2 py-2 hover:underline"
            >
              <span className="font-semibold text-brand-800" lang="en">
                {entry.konuIng}
              </span>
              <span className="text-sm text-slate-700">
                {entry.konuTr} · {gradeLabel(entry.sinif)} · {contentTypeByCode(entry.icerikTuru).label}
                {pdfPage && pdfPage > 1 ? ` · ${trSaved.pdfPage(pdfPage)}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
