import { fileKey, fileUrl, type ContentEntry } from "#core/content.ts";
import { pictureSources } from "#core/images.ts";
import { pageSources } from "#core/pdf-pages.ts";
import { embedUrlFor, youtubeId } from "#core/video.ts";
import { sameWords } from "#core/scoring/dictation.ts";
import { parseTranscript } from "#core/transcript.ts";
import type { PageView, Viewer } from "#core/viewer.ts";
import type { Services } from "#server/services.ts";

const download = (url: string) => `${url}?indir`;

/**
 * What the content page shows of an entry's file (core/viewer.ts), decided here on the server.
 * `dataSaver`: pictures and drawn PDF pages come in their smallest copy only, and of a
 * PDF only the first page unless `allPages` (core/data-saver.ts decides it from the request).
 */
export async function loadViewer(
  services: Pick<Services, "storage" | "images" | "pdfPages" | "content"> & {
    practice?: Pick<Services["practice"], "dictationCues">;
  },
  entry: ContentEntry,
  { dataSaver = false, allPages = false } = {},
): Promise<Viewer> {
  if (entry.fileType === "video") {
    const id = entry.link ? youtubeId(entry.link) : null;
    return id ? { kind: "video", videoId: id, embedUrl: embedUrlFor(id) } : { kind: "badVideo" };
  }
  const key = fileKey(entry);
  const url = fileUrl(entry);
  const stat = key ? await services.storage.stat(key) : null;
  if (!key || !url || !stat) return { kind: "missing" };

  if (entry.fileType === "pdf") {
    const drawn = await services.pdfPages.pagesOf(entry);
    const base = { kind: "pdf" as const, fileUrl: url, downloadUrl: download(url), size: stat.size };
    if (!drawn) return { ...base, drawn: null, drawing: "pending" };
    if ("failed" in drawn)
      return { ...base, drawn: null, drawing: drawn.failed === "password" ? "password" : "unreadable" };
    const shown = dataSaver && !allPages ? drawn.sizes.slice(0, 1) : drawn.sizes;
    const pages = shown.map((size, i): PageView => ({
      number: i + 1,
      // No 'larger' link per page: in data-saver mode 'Tüm sayfaları göster' and the PDF itself are the way to more.
      picture: size
        ? {
            ...pageSources(url, i + 1, size, { smallestOnly: dataSaver }),
            larger: null,
            width: size[0],
            height: size[1],
          }
        : null,
      text: drawn.texts[i] ?? "",
    }));
    // Drawing is done when every page up to the limit was tried: the rest were never drawn.
    const undrawn = Math.max(0, drawn.count - drawn.sizes.length);
    return {
      ...base,
      drawn: { count: drawn.count, pages, held: drawn.sizes.length - shown.length, undrawn },
      drawing: null,
    };
  }

  if (entry.fileType === "audio") {
    // The transcript is part of the page (no request of its own, none in data-saver mode either); a stored one is always readable.
    const stored = await services.content.transcriptOf(entry.id);
    const parsed = stored ? parseTranscript(stored) : null;
    let transcript = parsed?.ok ? parsed.transcript : null;
    // A cue the entry's quiz asks for as a dictation is not shown: it would be the answer (decision 0077).
    const asked = transcript && services.practice ? await services.practice.dictationCues(entry) : null;
    if (transcript && asked?.size)
      transcript = {
        ...transcript,
        cues: transcript.cues.map((c) => (asked.has(sameWords(c.text)) ? { ...c, text: "", asked: true } : c)),
      };
    return {
      kind: "audio",
      fileUrl: url,
      downloadUrl: download(url),
      size: stat.size,
      contentType: stat.contentType,
      transcript,
    };
  }

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
