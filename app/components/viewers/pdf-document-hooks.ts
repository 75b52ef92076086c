import { getDocument, VerbosityLevel, type PDFDocumentProxy } from "pdfjs-dist";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { fitWidthZoom, pageAtLine, zoomIn } from "./pdf-zoom";
import type { Size } from "./pdf-page";
import { pdfPageFromHash } from "#core/marks.ts";
import { announcePdfPage } from "#app/lib/marks.ts";

// The pdf.js viewer's state (pdf-document.tsx), a hook for each thing it follows: the document
// opened, the pages near the screen, the page being read, the screen's width and the spot kept
// while zooming.

type Pages = RefObject<Map<number, HTMLDivElement>>;

/** The width pages can take inside the frame (its padding excluded). */
export function contentWidth(element: HTMLElement | null): number {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** `onFail` called once, whatever fails after the first failure. */
export function useFailOnce(onFail: (error: unknown) => void): (error: unknown) => void {
  const failed = useRef(false);
  return useCallback(
    (error: unknown) => {
      if (failed.current) return;
      failed.current = true;
      console.warn("PDF cannot be shown", error);
      onFail(error);
    },
    [onFail],
  );
}

/** The document opened, every page's size (the first's until drawn), and the zoom fitted to the frame. */
export function useOpenedPdf(
  url: string,
  zoomedIn: boolean,
  fail: (error: unknown) => void,
  frame: RefObject<HTMLDivElement | null>,
) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<Size[]>([]);
  const [zoom, setZoom] = useState(1);
  // Read by the resize observer at the moment it fires: a zoom by hand must stop it at once,
  // not when the effects run (React may run them after the next paint).
  const fit = useRef(true);

  // Open the document: only its first page's size is needed to lay out every page box.
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({
      url,
      isEvalSupported: false, // the CSP forbids eval; pdf.js does fine without
      disableStream: true, // with disableAutoFetch: fetch only the byte ranges the shown pages need
      disableAutoFetch: true,
      verbosity: VerbosityLevel.ERRORS,
    });
    task.promise
      .then(async (doc) => {
        const first = (await doc.getPage(1)).getViewport({ scale: 1 });
        if (cancelled) return;
        const size = { width: first.width, height: first.height };
        setSizes(Array.from({ length: doc.numPages }, () => size));
        const fitted = fitWidthZoom(contentWidth(frame.current), size.width);
        fit.current = !zoomedIn;
        setZoom(zoomedIn ? zoomIn(fitted) : fitted);
        setPdf(doc);
      })
      .catch((error) => {
        if (!cancelled) fail(error);
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, fail, zoomedIn, frame]);

  const onSize = useCallback((page: number, size: Size) => {
    setSizes((previous) => previous.map((s, i) => (i === page - 1 ? size : s)));
  }, []);

  return { pdf, sizes, onSize, zoom, setZoom, fitRef: fit };
}

/** Which pages are near the screen (one screen above and below): only those are drawn. */
export function useNearPages(pdf: PDFDocumentProxy | null, pages: Pages) {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1]));
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    if (!pdf) return;
    const io = new IntersectionObserver(
      (entries) => {
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset.page);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        });
      },
      { rootMargin: "100% 0px" },
    );
    observer.current = io;
    for (const element of pages.current.values()) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [pdf, pages]);

  const register = useCallback(
    (page: number, element: HTMLDivElement | null) => {
      const known = pages.current.get(page);
      if (known && known !== element) observer.current?.unobserve(known);
      if (element) {
        pages.current.set(page, element);
        observer.current?.observe(element);
      } else pages.current.delete(page);
    },
    [pages],
  );

  return { near, register };
}

/** The current page follows the scrolling: the page under a line 40 % down the screen. */
export function useCurrentPage(pdf: PDFDocumentProxy | null, pages: Pages) {
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    if (!pdf) return;
    let frameId = 0;
    const update = () => {
      frameId = 0;
      const tops = Array.from(
        { length: pdf.numPages },
        (_, i) => pages.current.get(i + 1)?.getBoundingClientRect().top ?? Infinity,
      );
      setCurrent(pageAtLine(tops, window.innerHeight * 0.4));
    };
    const onScroll = () => {
      if (!frameId) frameId = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frameId) cancelAnimationFrame(frameId);
    };
  }, [pdf, pages]);
  return [current, setCurrent] as const;
}

/** Fit to width follows the screen (a phone turned sideways) while the pupil has not zoomed by hand. */
export function useFitToScreen(
  pdf: PDFDocumentProxy | null,
  frame: RefObject<HTMLDivElement | null>,
  sizes: Size[],
  fit: RefObject<boolean>,
  setZoom: (zoom: number) => void,
) {
  useEffect(() => {
    const element = frame.current;
    if (!pdf || !element || sizes.length === 0) return;
    const ro = new ResizeObserver(() => {
      if (fit.current) setZoom(fitWidthZoom(contentWidth(element), sizes[0].width));
    });
    ro.observe(element);
    return () => ro.disconnect();
  }, [pdf, sizes, frame, fit, setZoom]);
}

/** Zooming keeps the same spot of the current page under the reading line: `keep` before a zoom notes it. */
export function useSpotKept(zoom: number, pages: Pages): (page: number) => void {
  const anchor = useRef<{ page: number; offset: number } | null>(null);
  useLayoutEffect(() => {
    const saved = anchor.current;
    if (!saved) return;
    anchor.current = null;
    const element = pages.current.get(saved.page);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    window.scrollBy({ top: rect.top + rect.height * saved.offset - window.innerHeight * 0.4, behavior: "instant" });
  }, [zoom, pages]);
  return (page: number) => {
    const element = pages.current.get(page);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    anchor.current = { page, offset: Math.min(1, Math.max(0, (window.innerHeight * 0.4 - rect.top) / rect.height)) };
  };
}

/** The page being read is kept as the entry's place ('Kaldığın yerden devam et'), and opened at from it. */
export function usePlaceKept(pdf: PDFDocumentProxy | null, current: number, goTo: (page: number) => void) {
  useEffect(() => {
    if (pdf) announcePdfPage(current);
  }, [pdf, current]);

  // Opened from 'Kaldığın yerden devam et' (#sayfa-12): at that page, once its box is laid out.
  useEffect(() => {
    const page = pdf ? pdfPageFromHash(window.location.hash) : null;
    if (!page) return;
    const frameId = requestAnimationFrame(() => goTo(page));
    return () => cancelAnimationFrame(frameId);
    // Only when the document opens: later hash changes are the pupil's own (goTo left out of the dependencies on purpose).
  }, [pdf]);
}
