import { trViewer } from "#core/messages/viewer.ts";
import type { Viewer } from "#core/viewer.ts";
import { useDataSaver } from "#app/lib/data-saver.ts";
import { AudioPlayer } from "./audio-player";
import { DownloadLink } from "./download-link";
import { ImageViewer } from "./image-viewer";
import { PdfViewer } from "./pdf-viewer";
import { VideoPlayer } from "./video-player";

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="rounded-2xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">{children}</p>;
}

/**
 * The study material itself: a PDF, a picture, a sound or a video, or a clear word when it
 * cannot be shown. Keyed by file, so moving to the next entry starts a fresh viewer.
 */
export function ContentViewer({ viewer, title, alt }: { viewer: Viewer; title: string; alt: string }) {
  // Pictures come from the server already small; the PDF and the video wait for the pupil.
  const dataSaver = useDataSaver();
  switch (viewer.kind) {
    case "pdf":
      return (
        <PdfViewer
          key={viewer.fileUrl}
          fileUrl={viewer.fileUrl}
          downloadUrl={viewer.downloadUrl}
          size={viewer.size}
          drawn={viewer.drawn}
          drawing={viewer.drawing}
          onRequest={dataSaver}
        />
      );
    case "image":
      return <ImageViewer key={viewer.fileUrl} {...viewer} alt={alt} />;
    case "audio":
      return <AudioPlayer key={viewer.fileUrl} {...viewer} dataSaver={dataSaver} />;
    case "video":
      return <VideoPlayer key={viewer.embedUrl} embedUrl={viewer.embedUrl} title={title} compact={dataSaver} />;
    case "missing":
      return <Notice>{trViewer.missingFile}</Notice>;
    case "badVideo":
      return <Notice>{trViewer.badVideoLink}</Notice>;
    case "unreadable":
      return (
        <div className="space-y-3">
          <Notice>{trViewer.unreadableFile}</Notice>
          <DownloadLink href={viewer.downloadUrl} label={trViewer.downloadImage} />
        </div>
      );
  }
}
