import type { Transcript } from "#core/transcript.ts";
import type { PictureSources } from "#core/images.ts";

/** One page of a PDF as the page shows it: its picture, or null where it could not be drawn, and its text. */
export interface PageView {
  number: number;
  picture: (PictureSources & { width: number; height: number }) | null;
  /** The page's text (from the same reading as search), for screen readers. */
  text: string;
}

/** A PDF's pages drawn on the server, as far as this page shows them. */
export interface DrawnPagesView {
  /** Pages in the document. */
  count: number;
  pages: PageView[];
  /** Pages not shown because data saving shows the first one only ('Tüm sayfaları göster'). */
  held: number;
  /** Pages past the drawing limit, seen only in the PDF viewer or the file itself. */
  undrawn: number;
}

/** What the content page shows under its header: plain data, decided on the server (server/content/viewer.ts). */
export type Viewer =
  | {
      kind: "pdf";
      fileUrl: string;
      downloadUrl: string;
      size: number;
      /** Null while the pages are being drawn, or when the document cannot be: then the PDF viewer, as before. */
      drawn: DrawnPagesView | null;
      /** Why the pages cannot be drawn at all (for the admin's note), or "pending" while they are being drawn. */
      drawing: "pending" | "password" | "unreadable" | null;
    }
  | ({
      kind: "image";
      fileUrl: string;
      downloadUrl: string;
      size: number;
      width: number;
      height: number;
    } & PictureSources)
  | { kind: "video"; videoId: string; embedUrl: string }
  /** An audio entry: its file, what a browser is told it is, and its transcript's lines (timed for WebVTT), read on the server. */
  | {
      kind: "audio";
      fileUrl: string;
      downloadUrl: string;
      size: number;
      contentType: string;
      transcript: Transcript | null;
    }
  /** The entry's file is not in storage. */
  | { kind: "missing" }
  /** The file is there but cannot be shown (e.g. a picture that does not decode): download only. */
  | { kind: "unreadable"; downloadUrl: string }
  /** A video link that core/video.ts refuses: it never reaches an iframe. */
  | { kind: "badVideo" };
