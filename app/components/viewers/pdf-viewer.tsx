import { Component, lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { formatFileSize } from "../../../core/file-size";
import { trViewer } from "../../../core/messages/viewer";
import { useHydrated } from "../../lib/use-hydrated";
import { DownloadLink } from "./download-link";
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
    <a
      href={fileUrl}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
    >
      {trViewer.printPdf}
      <span className="sr-only"> ({trViewer.printPdfOpens})</span>
    </a>
  );
}

/**
 * A PDF: the download button is always there and is the whole viewer without
 * JavaScript or when pdf.js cannot run; with JavaScript the pages show below it.
 * `onRequest` (data-saver mode): pdf.js, its worker and the document (about half a
 * megabyte before the first page) wait until the pupil presses "Belgeyi göster".
 */
export function PdfViewer({ fileUrl, downloadUrl, size, onRequest = false }: { fileUrl: string; downloadUrl: string; size: number; onRequest?: boolean }) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  // A document already shown stays shown when the pupil turns data saving on.
  const [requested, setRequested] = useState(!onRequest);
  const section = useRef<HTMLElement>(null);
  const onFail = useCallback(() => setFailed(true), []);
  const show = () => {
    setRequested(true);
    // The button goes away: keep the keyboard user's place in the page.
    section.current?.focus();
  };
  return (
    <section ref={section} tabIndex={-1} aria-label={trViewer.pdfRegion} className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <DownloadLink href={downloadUrl} label={trViewer.downloadPdf} detail={formatFileSize(size)} />
        <PrintPdfLink fileUrl={fileUrl} />
      </div>
      {failed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          {trViewer.pdfFailed}
        </p>
      ) : onRequest && !requested ? (
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
            <PdfDocument url={fileUrl} onFail={onFail} />
          </Suspense>
        </ViewerBoundary>
      ) : (
        <PdfPlaceholder />
      )}
    </section>
  );
}
