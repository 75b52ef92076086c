/**
 * The pdf.js viewer itself. This module (and pdf.js with it) is loaded only on PDF
 * pages, after hydration, through `lazy()` in pdf-viewer.tsx. The worker file is
 * emitted by Vite as a hashed asset of our own origin (CSP: worker-src 'self').
 */
import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentProxy,
  type RenderTask,
} from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, useId } from "react";
import { trViewer } from "#core/messages/viewer.ts";
import { clampPage, CSS_PX_PER_PT, fitWidthZoom, outputScale, pageAtLine, pageBox, zoomIn, zoomOut } from "./pdf-zoom";
import "./pdf-document.css";
import { PdfPlaceholder } from "./pdf-placeholder";
import { pdfPageFromHash } from "#core/marks.ts";
import { announcePdfPage } from "#app/lib/marks.ts";

GlobalWorkerOptions.workerSrc = workerUrl;
/** The worker's address, for saving a unit for offline reading (app/browser/offline-client.ts). */
export const pdfWorkerUrl = workerUrl;

type Size = { width: number; height: number };

/** The width pages can take inside the frame (its padding excluded). */
function contentWidth(element: HTMLElement | null): number {
  if (!element) return 0;
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

export interface PdfDocumentProps {
  url: string;
  /** Opened by 'Yakınlaştır' on the drawn pages: the document starts one step larger than the screen's width. */
  zoomedIn?: boolean;
  /** Called once when the document cannot be shown; the page then keeps only the download link. */
  onFail: (error: unknown) => void;
}

/** Empties a holder; a zero-sized canvas gives its pixels back at once (Safari waits for GC otherwise). */
function replaceCanvas(holder: HTMLElement, canvas?: HTMLCanvasElement) {
  for (const old of holder.querySelectorAll("canvas")) old.width = old.height = 0;
  if (canvas) holder.replaceChildren(canvas);
  else holder.replaceChildren();
}

const isCancel = (error: unknown) => error instanceof RenderingCancelledException || (error as Error)?.name === "AbortException";

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-50 px-3 font-semibold text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50";

/** One page: a box of the right size at once, its canvas and text only while near the screen. */
function PdfPage({
  pdf,
  number,
  total,
  size,
  zoom,
  near,
  onSize,
  onFail,
  register,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
  size: Size;
  zoom: number;
  near: boolean;
  onSize: (page: number, size: Size) => void;
  onFail: (error: unknown) => void;
  register: (page: number, element: HTMLDivElement | null) => void;
}) {
  const canvasHolder = useRef<HTMLDivElement>(null);
  const textHolder = useRef<HTMLDivElement>(null);
  const box = pageBox(size, zoom);
  const ref = useCallback((element: HTMLDivElement | null) => register(number, element), [register, number]);

  useEffect(() => {
    const holder = canvasHolder.current!;
    const text = textHolder.current!;
    if (!near) {
      // Far from the screen: give the memory back (a phone keeps only a few pages drawn).
      replaceCanvas(holder);
      text.replaceChildren();
      return;
    }
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    (async () => {
      const page = await pdf.getPage(number);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      if (Math.abs(natural.width - size.width) > 0.5 || Math.abs(natural.height - size.height) > 0.5) {
        onSize(number, { width: natural.width, height: natural.height });
      }
      const viewport = page.getViewport({ scale: zoom * CSS_PX_PER_PT });
      const ratio = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.className = "absolute inset-0 h-full w-full";
      canvas.setAttribute("aria-hidden", "true");
      renderTask = page.render({
        canvasContext: canvas.getContext("2d", { alpha: false })!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await renderTask.promise;
      if (cancelled) return;
      // Swap only when the new drawing is ready: no white flash while zooming.
      replaceCanvas(holder, canvas);
      text.replaceChildren();
      textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      await textLayer.render();
    })().catch((error) => {
      if (!cancelled && !isCancel(error)) onFail(error);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, number, zoom, near, size, onSize, onFail]);

  const style = { width: box.width, height: box.height, "--scale-factor": zoom * CSS_PX_PER_PT } as CSSProperties;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${trViewer.page} ${number} / ${total}`}
      data-page={number}
      className="relative mx-auto scroll-mt-32 bg-white shadow-md ring-1 ring-slate-300"
      style={style}
    >
      <div ref={canvasHolder} />
      <div ref={textHolder} className="textLayer" />
    </div>
  );
}

export default function PdfDocument({ url, onFail, zoomedIn = false }: PdfDocumentProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<Size[]>([]);
  const [zoom, setZoom] = useState(1);
  // Read by the resize observer at the moment it fires: a zoom by hand must stop it at once,
  // not when the effects run (React may run them after the next paint).
  const fit = useRef(true);
  const [current, setCurrent] = useState(1);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1]));
  const frame = useRef<HTMLDivElement>(null);
  const pages = useRef(new Map<number, HTMLDivElement>());
  const observer = useRef<IntersectionObserver | null>(null);
  const anchor = useRef<{ page: number; offset: number } | null>(null);
  const failed = useRef(false);
  const id = useId();

  const fail = useCallback(
    (error: unknown) => {
      if (failed.current) return;
      failed.current = true;
      console.warn("PDF cannot be shown", error);
      onFail(error);
    },
    [onFail],
  );

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
  }, [url, fail, zoomedIn]);

  // Which pages are near the screen (one screen above and below): only those are drawn.
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
  }, [pdf]);

  const register = useCallback((page: number, element: HTMLDivElement | null) => {
    const known = pages.current.get(page);
    if (known && known !== element) observer.current?.unobserve(known);
    if (element) {
      pages.current.set(page, element);
      observer.current?.observe(element);
    } else pages.current.delete(page);
  }, []);

  const onSize = useCallback((page: number, size: Size) => {
    setSizes((previous) => previous.map((s, i) => (i === page - 1 ? size : s)));
  }, []);

  // The current page follows the scrolling: the page under a line 40 % down the screen.
  useEffect(() => {
    if (!pdf) return;
    let frameId = 0;
    const update = () => {
      frameId = 0;
      const tops = Array.from({ length: pdf.numPages }, (_, i) => pages.current.get(i + 1)?.getBoundingClientRect().top ?? Infinity);
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
  }, [pdf]);

  // Fit to width follows the screen (a phone turned sideways) while the pupil has not zoomed by hand.
  useEffect(() => {
    const element = frame.current;
    if (!pdf || !element || sizes.length === 0) return;
    const ro = new ResizeObserver(() => {
      if (fit.current) setZoom(fitWidthZoom(contentWidth(element), sizes[0].width));
    });
    ro.observe(element);
    return () => ro.disconnect();
  }, [pdf, sizes]);

  // Zooming keeps the same spot of the current page under the reading line.
  useLayoutEffect(() => {
    const saved = anchor.current;
    if (!saved) return;
    anchor.current = null;
    const element = pages.current.get(saved.page);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    window.scrollBy({ top: rect.top + rect.height * saved.offset - window.innerHeight * 0.4, behavior: "instant" });
  }, [zoom]);

  const changeZoom = (next: number, keepFit = false) => {
    const element = pages.current.get(current);
    if (element) {
      const rect = element.getBoundingClientRect();
      anchor.current = { page: current, offset: Math.min(1, Math.max(0, (window.innerHeight * 0.4 - rect.top) / rect.height)) };
    }
    fit.current = keepFit;
    setZoom(next);
  };
  const fitToWidth = () => changeZoom(fitWidthZoom(contentWidth(frame.current), sizes[0]?.width ?? 595), true);
  const goTo = (page: number) => {
    const target = clampPage(page, pdf?.numPages ?? 1);
    setCurrent(target);
    pages.current.get(target)?.scrollIntoView({ block: "start" });
  };

  // The page being read is kept as the entry's place ('Kaldığın yerden devam et').
  useEffect(() => {
    if (pdf) announcePdfPage(current);
  }, [pdf, current]);

  // Opened from 'Kaldığın yerden devam et' (#sayfa-12): at that page, once its box is laid out.
  useEffect(() => {
    const page = pdf ? pdfPageFromHash(window.location.hash) : null;
    if (!page) return;
    const frameId = requestAnimationFrame(() => goTo(page));
    return () => cancelAnimationFrame(frameId);
    // Only when the document opens: later hash changes are the pupil's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "+" || event.key === "=") changeZoom(zoomIn(zoom));
    else if (event.key === "-") changeZoom(zoomOut(zoom));
    else if (event.key === "0") fitToWidth();
    else return;
    event.preventDefault();
  };

  const total = pdf?.numPages ?? 0;
  return (
    <div className="space-y-3">
      {pdf && (
        <div
          role="group"
          aria-label={trViewer.toolbar}
          className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-1.5 rounded-xl bg-white/95 p-1.5 shadow-sm ring-1 ring-slate-200 backdrop-blur sm:gap-2 sm:p-2"
        >
          <button type="button" className={`${buttonClass} max-sm:hidden`} onClick={() => goTo(current - 1)} disabled={current <= 1} aria-label={trViewer.previousPage}>
            <span aria-hidden="true">↑</span>
          </button>
          <span className="flex items-center gap-1.5 font-medium">
            <label htmlFor={`${id}-page`} className="max-sm:sr-only">
              {trViewer.page}
            </label>
            <select
              id={`${id}-page`}
              value={current}
              onChange={(event) => goTo(Number(event.target.value))}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
              data-testid="pdf-current-page"
            >
              {Array.from({ length: total }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </select>
            <span>
              / <span data-testid="pdf-page-count">{total}</span>
            </span>
          </span>
          <button type="button" className={`${buttonClass} max-sm:hidden`} onClick={() => goTo(current + 1)} disabled={current >= total} aria-label={trViewer.nextPage}>
            <span aria-hidden="true">↓</span>
          </button>
          <span className="flex items-center gap-1.5 sm:ml-auto sm:gap-2">
            <button type="button" className={buttonClass} onClick={() => changeZoom(zoomOut(zoom))} aria-label={trViewer.zoomOut}>
              <span aria-hidden="true">−</span>
            </button>
            <output className="min-w-12 text-center font-medium tabular-nums" aria-live="polite" aria-label={trViewer.zoomLevel} data-testid="pdf-zoom">
              %{Math.round(zoom * 100)}
            </output>
            <button type="button" className={buttonClass} onClick={() => changeZoom(zoomIn(zoom))} aria-label={trViewer.zoomIn}>
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" className={buttonClass} onClick={fitToWidth}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="h-5 w-5 fill-current sm:hidden">
                <path d="M2 10a1 1 0 0 1 .3-.7l3-3a1 1 0 1 1 1.4 1.4L5.4 9h9.2l-1.3-1.3a1 1 0 1 1 1.4-1.4l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 0 1-1.4-1.4l1.3-1.3H5.4l1.3 1.3a1 1 0 1 1-1.4 1.4l-3-3A1 1 0 0 1 2 10Z" />
              </svg>
              <span className="max-sm:sr-only">{trViewer.fitWidth}</span>
            </button>
          </span>
        </div>
      )}
      {/* Focusable so that keyboard users can scroll a zoomed page sideways (axe: scrollable-region-focusable) and use + - 0. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frame}
        role="region"
        aria-label={trViewer.pages}
        aria-describedby={`${id}-keys`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-x-auto rounded-xl bg-slate-200 p-2 sm:p-3"
        data-testid="pdf-pages"
      >
        <p id={`${id}-keys`} className="sr-only">
          {trViewer.keyboardHint}
        </p>
        {pdf ? (
          <div className="flex w-max min-w-full flex-col gap-3">
            {sizes.map((size, i) => (
              <PdfPage
                key={i + 1}
                pdf={pdf}
                number={i + 1}
                total={total}
                size={size}
                zoom={zoom}
                near={near.has(i + 1)}
                onSize={onSize}
                onFail={fail}
                register={register}
              />
            ))}
          </div>
        ) : (
          <PdfPlaceholder />
        )}
      </div>
    </div>
  );
}
