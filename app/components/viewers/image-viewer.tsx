import { formatFileSize } from "#core/file-size.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { DownloadLink } from "./download-link";

export interface ImageViewerProps {
  fileUrl: string;
  downloadUrl: string;
  /** The original's size in bytes, shown on the download button. */
  size: number;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
  img: { src: string; srcSet: string };
  sizes: string;
  /** Data-saver mode: the larger copy the pupil may open on purpose (core/images.ts). */
  larger: string | null;
  alt: string;
}

const secondaryButton =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50";

/**
 * The picture fitted to the screen, in a size made for the device and the best
 * format the browser takes (AVIF, WebP, else JPEG/PNG); width and height are set
 * so nothing below it jumps while it loads. The original opens full size. In
 * data-saver mode only the smallest copy is offered, and a link opens a larger one.
 */
export function ImageViewer({
  fileUrl,
  downloadUrl,
  size,
  width,
  height,
  sources,
  img,
  sizes,
  larger,
  alt,
}: ImageViewerProps) {
  return (
    // Printed, the picture alone takes the paper's width (content.tsx keeps it, app.css drops the rest).
    <div data-print-keep="" className="space-y-3">
      <div className="flex justify-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 print:block print:p-0 print:shadow-none print:ring-0">
        <picture className="print:block print:w-full">
          {sources.map((s) => (
            <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
          ))}
          <img
            src={img.src}
            srcSet={img.srcSet}
            sizes={sizes}
            width={width}
            height={height}
            alt={alt}
            fetchPriority="high"
            decoding="async"
            className="block h-auto max-h-[85svh] max-w-full rounded-lg object-contain print:max-h-[255mm] print:w-full print:rounded-none"
          />
        </picture>
      </div>
      {larger && <p className="text-sm text-slate-700 print:hidden">{trViewer.smallImage}</p>}
      <div className="flex flex-wrap gap-3 print:hidden">
        <a href={larger ?? fileUrl} className={secondaryButton}>
          {larger ? trViewer.largerImage : trViewer.openFullSize}
          <span className="sr-only"> ({alt})</span>
        </a>
        <DownloadLink href={downloadUrl} label={trViewer.downloadImage} detail={formatFileSize(size)} />
      </div>
    </div>
  );
}
