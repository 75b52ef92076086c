import { trViewer } from "#core/messages/viewer.ts";
import { zoomIn, zoomOut } from "./pdf-zoom";

// The pdf.js viewer's toolbar (pdf-document.tsx): the page, previous and next, zoom and fit to width.

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-50 px-3 font-semibold text-brand-900 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-50";

/** Zoom out, the zoom level (said when it changes), zoom in, and fit to the screen's width. */
function ZoomControls({
  zoom,
  changeZoom,
  fitToWidth,
}: {
  zoom: number;
  changeZoom: (next: number) => void;
  fitToWidth: () => void;
}) {
  return (
    <span className="flex items-center gap-1.5 sm:ml-auto sm:gap-2">
      <button
        type="button"
        className={buttonClass}
        onClick={() => changeZoom(zoomOut(zoom))}
        aria-label={trViewer.zoomOut}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output
        className="min-w-12 text-center font-medium tabular-nums"
        aria-live="polite"
        aria-label={trViewer.zoomLevel}
        data-testid="pdf-zoom"
      >
        %{Math.round(zoom * 100)}
      </output>
      <button
        type="button"
        className={buttonClass}
        onClick={() => changeZoom(zoomIn(zoom))}
        aria-label={trViewer.zoomIn}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" className={buttonClass} onClick={fitToWidth}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="h-5 w-5 fill-current sm:hidden">
          <path d="M2 10a1 1 0 0 1 .3-.7l3-3a1 1 0 1 1 1.4 1.4L5.4 9h9.2l-1.3-1.3a1 1 0 1 1 1.4-1.4l3 3a1 1 0 0 1 0 1.4l-3 3a1 1 0 0 1-1.4-1.4l1.3-1.3H5.4l1.3 1.3a1 1 0 1 1-1.4 1.4l-3-3A1 1 0 0 1 2 10Z" />
        </svg>
        <span className="max-sm:sr-only">{trViewer.fitWidth}</span>
      </button>
    </span>
  );
}

/** Sticky above the pages; `id` is the viewer's, for the page field's label. */
export function PdfToolbar({
  id,
  current,
  total,
  zoom,
  goTo,
  changeZoom,
  fitToWidth,
}: {
  id: string;
  current: number;
  total: number;
  zoom: number;
  goTo: (page: number) => void;
  changeZoom: (next: number) => void;
  fitToWidth: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={trViewer.toolbar}
      className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-1.5 rounded-xl bg-white/95 p-1.5 shadow-sm ring-1 ring-slate-200 backdrop-blur sm:gap-2 sm:p-2"
    >
      <button
        type="button"
        className={`${buttonClass} max-sm:hidden`}
        onClick={() => goTo(current - 1)}
        disabled={current <= 1}
        aria-label={trViewer.previousPage}
      >
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
      <button
        type="button"
        className={`${buttonClass} max-sm:hidden`}
        onClick={() => goTo(current + 1)}
        disabled={current >= total}
        aria-label={trViewer.nextPage}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <ZoomControls zoom={zoom} changeZoom={changeZoom} fitToWidth={fitToWidth} />
    </div>
  );
}
