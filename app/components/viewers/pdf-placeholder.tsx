import { trViewer } from "#core/messages/viewer.ts";

/**
 * The box shown while the viewer loads: A4's shape, so little moves when the first
 * page arrives. Hidden without JavaScript (then the download link is the whole viewer).
 */
export function PdfPlaceholder() {
  return (
    <div
      className="flex aspect-[210/297] max-h-[80svh] w-full items-center justify-center rounded-lg bg-white text-slate-700 noscript:hidden"
      role="status"
    >
      {trViewer.pdfLoading}
    </div>
  );
}
