/**
 * What an uploaded file really is, read from its first bytes ("magic bytes"), never from its name
 * or the type the browser claims. Used by the form in the browser (a quick early answer, loaded on
 * the first save: docs/decisions/0117) and by the server (the one that counts).
 */
import { detectAudioKind } from "./audio-sniff";
import { MAGIC_BYTES_NEEDED, type FileKind } from "./file-kinds";

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
