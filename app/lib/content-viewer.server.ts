import { fileKey, fileUrl, type ContentEntry } from "../../core/content";
import { pictureSources, type PictureSources } from "../../core/images";
import { embedUrlFor, youtubeId } from "../../core/video";
import type { Services } from "../../server/services";

/** What the content page shows under its header: plain data, decided on the server. */
export type Viewer =
  | { kind: "pdf"; fileUrl: string; downloadUrl: string; size: number }
  | ({ kind: "image"; fileUrl: string; downloadUrl: string; size: number; width: number; height: number } & PictureSources)
  | { kind: "video"; videoId: string; embedUrl: string }
  /** The entry's file is not in storage. */
  | { kind: "missing" }
  /** The file is there but cannot be shown (e.g. a picture that does not decode): download only. */
  | { kind: "unreadable"; downloadUrl: string }
  /** A video link that core/video.ts refuses: it never reaches an iframe. */
  | { kind: "badVideo" };

const download = (url: string) => `${url}?indir`;

/** `dataSaver`: pictures come in their smallest copy only (core/data-saver.ts decides it from the request). */
export async function loadViewer(services: Pick<Services, "storage" | "images">, entry: ContentEntry, { dataSaver = false } = {}): Promise<Viewer> {
  if (entry.fileType === "video") {
    const id = entry.link ? youtubeId(entry.link) : null;
    return id ? { kind: "video", videoId: id, embedUrl: embedUrlFor(id) } : { kind: "badVideo" };
  }
  const key = fileKey(entry);
  const url = fileUrl(entry);
  const stat = key ? await services.storage.stat(key) : null;
  if (!key || !url || !stat) return { kind: "missing" };

  if (entry.fileType === "pdf") return { kind: "pdf", fileUrl: url, downloadUrl: download(url), size: stat.size };

  const info = await services.images.describe(key);
  if (!info) return { kind: "unreadable", downloadUrl: download(url) };
  return {
    kind: "image",
    fileUrl: url,
    downloadUrl: download(url),
    size: stat.size,
    width: info.width,
    height: info.height,
    ...pictureSources(url, info, { smallestOnly: dataSaver }),
  };
}
