import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { formatFileSize } from "../../../core/file-size";
import { tr } from "../../../core/messages";
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
 * A PDF: the download button is always there and is the whole viewer without
 * JavaScript or when pdf.js cannot run; with JavaScript the pages show below it.
 */
export function PdfViewer({ fileUrl, downloadUrl, size }: { fileUrl: string; downloadUrl: string; size: number }) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  return (
    <section aria-label={tr.viewer.pdfRegion} className="space-y-3">
      <DownloadLink href={downloadUrl} label={tr.viewer.downloadPdf} detail={formatFileSize(size)} />
      {failed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          {tr.viewer.pdfFailed}
        </p>
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
