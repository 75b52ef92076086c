/**
 * What an uploaded file really is, read from its first bytes ("magic bytes"),
 * never from its name or the type the browser claims. Used by the form in the
 * browser (a quick early answer) and by the server (the one that counts).
 */
import { detectAudioKind } from "./audio-sniff";

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

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The kind of a file from its first MAGIC_BYTES_NEEDED bytes, or null when it is none we accept. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, PDF)) return "pdf";
  if (startsWith(head, PNG)) return "png";
  if (startsWith(head, JPEG)) return "jpeg";
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return "gif";
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "webp";
  return detectAudioKind(head.subarray(0, MAGIC_BYTES_NEEDED));
}

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
