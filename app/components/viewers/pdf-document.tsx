/**
 * The pdf.js viewer itself. This module (and pdf.js with it) is loaded only on PDF
 * pages, after hydration, through `lazy()` in pdf-viewer.tsx. The worker file is
 * emitted by Vite as a hashed asset of our own origin (CSP: worker-src 'self').
 */
import { GlobalWorkerOptions, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useRef, type ComponentProps, type KeyboardEvent, useId } from "react";
import { trViewer } from "#core/messages/viewer.ts";
import { clampPage, fitWidthZoom, zoomIn, zoomOut } from "./pdf-zoom";
import "./pdf-document.css";
import { PdfPlaceholder } from "./pdf-placeholder";
import { PdfPage, type Size } from "./pdf-page";
import { PdfToolbar } from "./pdf-toolbar";
import {
  contentWidth,
  useCurrentPage,
  useFailOnce,
  useFitToScreen,
  useNearPages,
  useOpenedPdf,
  usePlaceKept,
  useSpotKept,
} from "./pdf-document-hooks";

GlobalWorkerOptions.workerSrc = workerUrl;
/** The worker's address, for saving a unit for offline reading (app/browser/offline-client.ts). */
export const pdfWorkerUrl = workerUrl;

export interface PdfDocumentProps {
  url: string;
  /** Opened by 'Yakınlaştır' on the drawn pages: the document starts one step larger than the screen's width. */
  zoomedIn?: boolean;
  /** Called once when the document cannot be shown; the page then keeps only the download link. */
  onFail: (error: unknown) => void;
}

type PageProps = ComponentProps<typeof PdfPage>;

/** The pages, each drawn only while near the screen; a placeholder until the document is open. */
function PdfPages({
  pdf,
  sizes,
  zoom,
  near,
  onSize,
  onFail,
  register,
}: {
  pdf: PDFDocumentProxy | null;
  sizes: Size[];
  zoom: number;
  near: ReadonlySet<number>;
  onSize: PageProps["onSize"];
  onFail: PageProps["onFail"];
  register: PageProps["register"];
}) {
  if (!pdf) return <PdfPlaceholder />;
  return (
    <div className="flex w-max min-w-full flex-col gap-3">
      {sizes.map((size, i) => (
        <PdfPage
          key={i + 1}
          pdf={pdf}
          number={i + 1}
          total={pdf.numPages}
          size={size}
          zoom={zoom}
          near={near.has(i + 1)}
          onSize={onSize}
          onFail={onFail}
          register={register}
        />
      ))}
    </div>
  );
}

export default function PdfDocument({ url, onFail, zoomedIn = false }: PdfDocumentProps) {
  const frame = useRef<HTMLDivElement>(null);
  const pages = useRef(new Map<number, HTMLDivElement>());
  const id = useId();
  const fail = useFailOnce(onFail);
  const { pdf, sizes, onSize, zoom, setZoom, fitRef } = useOpenedPdf(url, zoomedIn, fail, frame);
  const { near, register } = useNearPages(pdf, pages);
  const [current, setCurrent] = useCurrentPage(pdf, pages);
  useFitToScreen(pdf, frame, sizes, fitRef, setZoom);
  const keepSpot = useSpotKept(zoom, pages);

  const changeZoom = (next: number, keepFit = false) => {
    keepSpot(current);
    fitRef.current = keepFit;
    setZoom(next);
  };
  const fitToWidth = () => changeZoom(fitWidthZoom(contentWidth(frame.current), sizes[0]?.width ?? 595), true);
  const goTo = (page: number) => {
    const target = clampPage(page, pdf?.numPages ?? 1);
    setCurrent(target);
    pages.current.get(target)?.scrollIntoView({ block: "start" });
  };

  usePlaceKept(pdf, current, goTo);

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
        <PdfToolbar
          id={id}
          current={current}
          total={total}
          zoom={zoom}
          goTo={goTo}
          changeZoom={changeZoom}
          fitToWidth={fitToWidth}
        />
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
        <PdfPages pdf={pdf} sizes={sizes} zoom={zoom} near={near} onSize={onSize} onFail={fail} register={register} />
      </div>
    </div>
  );
}
