import { Component, lazy, Suspense, useCallback, useRef, useState, type ReactNode, useId } from "react";
import { formatFileSize } from "#core/file-size.ts";
import { trViewer } from "#core/messages/viewer.ts";
import type { DrawnPagesView } from "#core/viewer.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useIsAdmin } from "#app/lib/use-is-admin.ts";
import { DownloadLink } from "./download-link";
import { PdfPictures } from "./pdf-pictures";
import { PdfPlaceholder } from "./pdf-placeholder";

// pdf.js is big: it is fetched only here, after hydration, never by other pages.
const PdfDocument = lazy(() => import("./pdf-document"));

/** A failed chunk download (offline, new deploy) leaves the download link, not a broken page. */
class ViewerBoundary extends Component<{ onFail: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onFail(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * 'Yazdır' for a PDF: the file itself in a new tab, where the browser's own viewer prints
 * every page (pdf.js here draws only the pages near the screen, so printing this page could
 * never give the whole document). A plain link: it works without JavaScript, on phones too.
 */
function PrintPdfLink({ fileUrl }: { fileUrl: string }) {
  return (
    <a href={fileUrl} target="_blank" rel="noopener" className={secondaryButton}>
      {trViewer.printPdf}
      <span className="sr-only"> ({trViewer.printPdfOpens})</span>
    </a>
  );
}

const secondaryButton =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60";

/** What only the admin reads under a PDF: whether its pages are pictures yet, and which could not be. */
function AdminDrawingNote({ drawn, drawing }: { drawn: DrawnPagesView | null; drawing: PdfDrawing }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  const failedPages = drawn?.pages.filter((page) => !page.picture).map((page) => page.number) ?? [];
  const text =
    drawing === "pending"
      ? trViewer.adminPagesPending
      : drawing === "password"
        ? trViewer.adminDocumentPassword
        : drawing === "unreadable"
          ? trViewer.adminDocumentUnreadable
          : failedPages.length > 0
            ? trViewer.adminPagesFailed(failedPages.join(", "))
            : null;
  return text ? (
    <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800 ring-1 ring-slate-300 print:hidden">{text}</p>
  ) : null;
}

/** 'Yakınlaştır' and 'Metni seç' over the drawn pages: each opens the pdf.js viewer, at the page being read. */
function OpenViewerButtons({
  hint,
  enabled,
  openViewer,
}: {
  hint: string;
  enabled: boolean;
  openViewer: (why: "zoom" | "select") => void;
}) {
  return (
    <div className="sticky top-0 z-10 flex flex-wrap gap-3 rounded-xl bg-white/95 p-1.5 shadow-sm ring-1 ring-slate-200 backdrop-blur noscript:hidden sm:p-2">
      <button
        type="button"
        onClick={() => openViewer("zoom")}
        disabled={!enabled}
        aria-describedby={hint}
        className={secondaryButton}
        data-testid="open-pdf-viewer"
      >
        {trViewer.zoomPages}
      </button>
      <button
        type="button"
        onClick={() => openViewer("select")}
        disabled={!enabled}
        aria-describedby={hint}
        className={secondaryButton}
      >
        {trViewer.selectText}
      </button>
    </div>
  );
}

type PdfDrawing = "pending" | "password" | "unreadable" | null;

export interface PdfViewerProps {
  fileUrl: string;
  downloadUrl: string;
  size: number;
  /** The pages as the server drew them; null while they are drawn, or when they cannot be. */
  drawn: DrawnPagesView | null;
  drawing: PdfDrawing;
  /** Data-saver mode: without drawn pages, pdf.js waits until the pupil asks. */
  onRequest?: boolean;
}

/**
 * A PDF: the download button is always there. Its pages come as pictures the server drew
 * (`drawn`): that is the whole viewer without JavaScript and the first paint with it, and
 * pdf.js (about half a megabyte) loads only when the pupil asks to zoom or to select text.
 * While the pages are being drawn, or when they cannot be, the pdf.js viewer shows the
 * document as before; in data-saver mode it then waits for "Belgeyi göster".
 */
export function PdfViewer({ fileUrl, downloadUrl, size, drawn, drawing, onRequest = false }: PdfViewerProps) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  // A document already shown stays shown when the pupil turns data saving on.
  const [requested, setRequested] = useState(!onRequest);
  // Which button opened the PDF viewer over the drawn pages: 'Yakınlaştır' opens it zoomed in.
  const [viewerAsked, setViewerAsked] = useState<"zoom" | "select" | null>(null);
  const section = useRef<HTMLElement>(null);
  const page = useRef(1);
  const onPage = useCallback((n: number) => (page.current = n), []);
  const onFail = useCallback(() => setFailed(true), []);
  const show = () => {
    setRequested(true);
    // The button goes away: keep the keyboard user's place in the page.
    section.current?.focus();
  };
  const openViewer = (why: "zoom" | "select") => {
    // The viewer opens at the page being read (it reads #sayfa-N as 'Kaldığın yerden devam et' does).
    if (page.current > 1) window.history.replaceState(window.history.state, "", `#sayfa-${page.current}`);
    setViewerAsked(why);
    section.current?.focus();
  };
  const pictures = drawn !== null && viewerAsked === null;
  const hint = `${useId()}-viewer-hint`;
  return (
    <section ref={section} tabIndex={-1} aria-label={trViewer.pdfRegion} className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <DownloadLink href={downloadUrl} label={trViewer.downloadPdf} detail={formatFileSize(size)} />
        <PrintPdfLink fileUrl={fileUrl} />
      </div>
      {pictures && (
        // Without JavaScript these could do nothing: the pictures and the file itself are the viewer then.
        // They stay on screen while the pupil reads (as the PDF viewer's toolbar does): scrolling back up
        // to them would make page 1 the page being read, and the viewer would open there.
        <OpenViewerButtons hint={hint} enabled={hydrated} openViewer={openViewer} />
      )}
      {pictures && (
        <p id={hint} className="text-sm text-slate-700 noscript:hidden">
          {trViewer.viewerOnRequest}
        </p>
      )}
      <AdminDrawingNote drawn={drawn} drawing={drawing} />
      {failed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          {trViewer.pdfFailed}
        </p>
      ) : pictures ? (
        <PdfPictures drawn={drawn} onPage={onPage} />
      ) : onRequest && !requested && viewerAsked === null ? (
        // Without JavaScript the button could do nothing: the download link is the viewer then.
        <div className="space-y-2 noscript:hidden">
          <button
            type="button"
            onClick={show}
            disabled={!hydrated}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-700 hover:bg-brand-50"
          >
            {trViewer.showPdf} <span className="font-normal">({formatFileSize(size)})</span>
          </button>
          <p className="text-sm text-slate-700">{trViewer.pdfDeferred}</p>
        </div>
      ) : hydrated ? (
        <ViewerBoundary onFail={onFail}>
          <Suspense fallback={<PdfPlaceholder />}>
            <PdfDocument url={fileUrl} onFail={onFail} zoomedIn={viewerAsked === "zoom"} />
          </Suspense>
        </ViewerBoundary>
      ) : (
        <PdfPlaceholder />
      )}
    </section>
  );
}
