/**
 * What an uploaded file really is, read from its first bytes ("magic bytes"),
 * never from its name or the type the browser claims. Used by the form in the
 * browser (a quick early answer) and by the server (the one that counts).
 */
export const FILE_KINDS = ["pdf", "png", "jpeg", "webp", "gif"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** How many leading bytes `detectFileKind` needs to decide. */
export const MAGIC_BYTES_NEEDED = 12;

const MB = 1024 * 1024;
export const MAX_PDF_BYTES = 50 * MB;
export const MAX_IMAGE_BYTES = 10 * MB;

export const FILE_KIND_INFO: Record<FileKind, { ext: string; contentType: string; fileType: "pdf" | "image"; maxBytes: number }> = {
  pdf: { ext: "pdf", contentType: "application/pdf", fileType: "pdf", maxBytes: MAX_PDF_BYTES },
  png: { ext: "png", contentType: "image/png", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  jpeg: { ext: "jpg", contentType: "image/jpeg", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  webp: { ext: "webp", contentType: "image/webp", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
  gif: { ext: "gif", contentType: "image/gif", fileType: "image", maxBytes: MAX_IMAGE_BYTES },
};

/** The largest file any kind may be: the server stops reading an upload beyond it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_KIND_INFO).map((k) => k.maxBytes));

/** What the `accept` attribute of the file input offers (a hint only; the bytes decide). */
export const FILE_ACCEPT = ".pdf,application/pdf,image/png,image/jpeg,image/webp,image/gif";

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
  return null;
}
