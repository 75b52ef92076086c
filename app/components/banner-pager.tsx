import { Link, useSearchParams } from "react-router";
import { MAX_PAGE, nextPage, parsePage, previousPage } from "#core/pager.ts";
import { BANNERS } from "#app/lib/banners.ts";

const buttonClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold";

/** docs/product.md's paging counter (pages 1-8) driving the banners; plain links, so it works without JavaScript. */
export function BannerPager() {
  const [params] = useSearchParams();
  const page = parsePage(params.get("sayfa"));
  const banner = BANNERS[page - 1];
  const pageLink = (n: number) => (n === 1 ? "/" : `/?sayfa=${n}`);
  const prev = previousPage(page);
  const next = nextPage(page);
  return (
    <section aria-label="Afişler" className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <img
        src={banner.src}
        alt={banner.alt}
        width={1200}
        height={400}
        className="aspect-[3/1] w-full bg-brand-50 object-cover"
        fetchPriority={page === 1 ? "high" : "auto"}
      />
      <div className="flex items-center justify-between gap-2 p-3">
        {page > 1 ? (
          <Link
            to={pageLink(prev)}
            preventScrollReset
            replace
            className={`${buttonClass} bg-brand-50 text-brand-800 hover:bg-brand-100`}
          >
            <span aria-hidden="true">←</span>&nbsp;Önceki
          </Link>
        ) : (
          <span className={`${buttonClass} text-slate-600`} aria-disabled="true">
            <span aria-hidden="true">←</span>&nbsp;Önceki
          </span>
        )}
        <p className="font-medium" aria-live="polite">
          Sayfa {page} / {MAX_PAGE}
        </p>
        {page < MAX_PAGE ? (
          <Link
            to={pageLink(next)}
            preventScrollReset
            replace
            className={`${buttonClass} bg-brand-50 text-brand-800 hover:bg-brand-100`}
          >
            Sonraki&nbsp;<span aria-hidden="true">→</span>
          </Link>
        ) : (
          <span className={`${buttonClass} text-slate-600`} aria-disabled="true">
            Sonraki&nbsp;<span aria-hidden="true">→</span>
          </span>
        )}
      </div>
    </section>
  );
}
