import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { pdfPageFromHash } from "#core/marks.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { ALL_PAGES_QUERY } from "#core/pdf-pages.ts";
import type { DrawnPagesView } from "#core/viewer.ts";
import { announcePdfPage } from "#app/lib/marks.ts";
import { pageAtLine } from "./pdf-zoom";

/**
 * A PDF's pages as the server drew them: plain pictures, the first at once with
 * its size set, the others as the pupil scrolls to them, each page's text beside it for
 * screen readers. Nothing here needs JavaScript; with it, the page being read is kept for
 * 'Kaldığın yerden devam et' and reported to `onPage` (the PDF viewer opens there).
 */
export function PdfPictures({ drawn, onPage }: { drawn: DrawnPagesView; onPage: (page: number) => void }) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const items = () => Array.from(element.querySelectorAll<HTMLElement>("[data-page-picture]"));
    // Opened from 'Kaldığın yerden devam et' (#sayfa-12): every box has its size, so the place is right at once.
    const wanted = pdfPageFromHash(window.location.hash);
    if (wanted) items()[wanted - 1]?.scrollIntoView({ block: "start" });
    let frame = 0;
    let last = 0;
    const update = () => {
      frame = 0;
      const page = pageAtLine(
        items().map((item) => item.getBoundingClientRect().top),
        window.innerHeight * 0.4,
      );
      if (page === last) return;
      last = page;
      onPage(page);
      announcePdfPage(page);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [drawn, onPage]);

  return (
    <div className="space-y-3">
      <ol
        ref={list}
        aria-label={trViewer.pages}
        className="mx-auto max-w-[50rem] space-y-3 rounded-xl bg-slate-200 p-2 sm:p-3"
      >
        {drawn.pages.map(({ number, picture, text }) => (
          <li
            key={number}
            data-page-picture={number}
            aria-label={trViewer.pageLabel(number, drawn.count)}
            className="scroll-mt-20 bg-white shadow-md ring-1 ring-slate-300"
          >
            {picture ? (
              <picture>
                {picture.sources.map((source) => (
                  <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
                ))}
                <img
                  src={picture.img.src}
                  srcSet={picture.img.srcSet}
                  sizes={picture.sizes}
                  width={picture.width}
                  height={picture.height}
                  // The page's words follow for screen readers: the picture itself says nothing more.
                  alt=""
                  loading={number === 1 ? "eager" : "lazy"}
                  fetchPriority={number === 1 ? "high" : undefined}
                  decoding="async"
                  className="block h-auto w-full"
                />
              </picture>
            ) : (
              <p className="p-6 text-slate-800">{trViewer.pageNotDrawn}</p>
            )}
            {text && <p className="sr-only">{text}</p>}
          </li>
        ))}
      </ol>
      {drawn.held > 0 && (
        <div className="mx-auto max-w-[50rem] space-y-2">
          <p className="text-sm text-slate-700">{trViewer.firstPageOnly}</p>
          <Link
            to={ALL_PAGES_QUERY}
            preventScrollReset
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-700 hover:bg-brand-50"
          >
            {trViewer.showAllPages(drawn.count)}
          </Link>
        </div>
      )}
      {drawn.undrawn > 0 && (
        <p className="mx-auto max-w-[50rem] text-sm text-slate-700">
          {trViewer.undrawnPages(drawn.pages.length, drawn.count)}
        </p>
      )}
    </div>
  );
}
