/**
 * The kinds of file an entry may carry and their limits. What an uploaded file really is comes
 * from its first bytes ("magic bytes", core/file-sniff.ts), never from its name or the type the
 * browser claims.
 */
export const FILE_KINDS = ["pdf", "png", "jpeg", "webp", "gif", "mp3", "m4a", "ogg"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * How many leading bytes `detectFileKind` needs to decide: an Ogg stream's first packet
 * (OpusHead, vorbis) starts at byte 28, and an M4A's compatible brands follow its major one.
 */
export const MAGIC_BYTES_NEEDED = 64;

const MB = 1024 * 1024;
export const MAX_PDF_BYTES = 50 * MB;
export const MAX_IMAGE_BYTES = 10 * MB;
/** About half an hour of speech at 128 kbit/s: a textbook's longest track fits. */
export const MAX_AUDIO_BYTES = 30 * MB;

export const FILE_KIND_INFO: Record<
  FileKind,
  { ext: string; contentType: string; fileType: "pdf" | "image" | "audio"; maxBytes: number }
> = {
  pdf: { ext: "pdf", contentType: "application/pdf", fileType: "pdf", maxBytes: MAX_PDF_BYTES },
  png: { ext: "png", contentType: "image/png", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  jpeg: { ext: "jpg", contentType: "image/jpeg", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  webp: { ext: "webp", contentType: "image/webp", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  gif: { ext: "gif", contentType: "image/gif", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  mp3: { ext: "mp3", contentType: "audio/mpeg", fileType: "audio", maxBytes: MAX_AUDIO_BYTES },
  m4a: { ext: "m4a", contentType: "audio/mp4", fileType: "audio", maxBytes: MAX_AUDIO_BYTES },
  ogg: { ext: "ogg", contentType: "audio/ogg", fileType: "audio", maxBytes: MAX_AUDIO_BYTES },
};

/** Whether the bytes must pass `checkAudioStructure` (core/audio-sniff.ts) before they are kept. */
export const isAudioKind = (kind: FileKind | null): kind is "mp3" | "m4a" | "ogg" =>
  kind !== null && FILE_KIND_INFO[kind].fileType === "audio";

/** The largest file any kind may be: the server stops reading an upload beyond it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_KIND_INFO).map((k) => k.maxBytes));

/** What the `accept` attribute of the file input offers (a hint only; the bytes decide). */
export const FILE_ACCEPT =
  ".pdf,application/pdf,image/png,image/jpeg,image/webp,image/gif,.mp3,.m4a,.aac,.ogg,.opus,.oga,audio/mpeg,audio/mp4,audio/ogg";

/** The names an audio file of each kind may have in a bulk import (by extension and by content). */
const AUDIO_EXTENSIONS: Record<"mp3" | "m4a" | "ogg", readonly string[]> = {
  mp3: ["mp3"],
  m4a: ["m4a", "aac"],
  ogg: ["ogg", "opus", "oga"],
};

/**
 * Whether a file's name agrees with its bytes, for audio: an audio file needs its kind's
 * extension, and a name with an audio extension needs audio bytes of that kind. Other
 * kinds are told by their bytes alone, as before.
 */
export function extensionAgrees(kind: FileKind | null, name: string): boolean {
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
  const claimed = (Object.keys(AUDIO_EXTENSIONS) as (keyof typeof AUDIO_EXTENSIONS)[]).find((k) =>
    AUDIO_EXTENSIONS[k].includes(ext),
  );
  if (isAudioKind(kind)) return claimed === kind;
  return claimed === undefined || kind === null;
}
