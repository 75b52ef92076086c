/**
 * Audio files told by their bytes, never by their name (decision 0072): a
 * signature in the first bytes names the kind (`detectAudioKind`, as core/file-kinds.ts does
 * for PDFs and pictures), then a light walk of the file's own structure (`checkAudioStructure`)
 * refuses a file that only starts like audio: a renamed document with a forged first line, a
 * cut download, random bytes. Every length the file states is checked against its size
 * before it is used, and every walk has a bound.
 */
export type AudioKind = "mp3" | "m4a" | "ogg";

/** Reads bytes of a file that is already whole (a spooled upload, a test's buffer). */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `offset` (fewer only at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3];
const u32le = (b: Uint8Array, at: number) => b[at] + (b[at + 1] << 8) + (b[at + 2] << 16) + ((b[at + 3] << 24) >>> 0);

// ---------------------------------------------------------------- MP3 (MPEG-1/2/2.5 Layer III)

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** A Layer III frame header at `at`: its length in bytes and what must stay the same from frame to frame; null when it is none. */
export function mp3Frame(b: Uint8Array, at: number): { length: number; shape: number } | null {
  if (at + 4 > b.length || b[at] !== 0xff || (b[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (b[at + 1] >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const layer = (b[at + 1] >> 1) & 3; // 1 is Layer III
  const bitrateIndex = b[at + 2] >> 4;
  const rateIndex = (b[at + 2] >> 2) & 3;
  if (
    version === 1 ||
    layer !== 1 ||
    bitrateIndex === 0 ||
    bitrateIndex === 15 ||
    rateIndex === 3 ||
    (b[at + 3] & 3) === 2
  )
    return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] * 1000;
  const rate = SAMPLE_RATES[version][rateIndex];
  const padding = (b[at + 2] >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
  return { length, shape: (version << 4) | (layer << 2) | rateIndex };
}

/** An ID3v2 tag's header at `at` ("ID3", a known version, a size in 7-bit bytes): the whole tag's length. */
function id3Length(b: Uint8Array, at: number): number | null {
  if (at + 10 > b.length || ascii(b, at, 3) !== "ID3" || b[at + 3] < 2 || b[at + 3] > 4 || b[at + 4] === 0xff)
    return null;
  if (b[at + 6] & 0x80 || b[at + 7] & 0x80 || b[at + 8] & 0x80 || b[at + 9] & 0x80) return null;
  const size = b[at + 6] * 0x200000 + b[at + 7] * 0x4000 + b[at + 8] * 0x80 + b[at + 9];
  return 10 + size + (b[at + 5] & 0x10 ? 10 : 0);
}

/** Silence an encoder may leave between the tag and the first frame. */
const MP3_PADDING_LIMIT = 64 * 1024;
/** The longest Layer III frame (320 kbit/s at 32 kHz, padded) plus the next header. */
const MP3_FRAME_LIMIT = 1441 + 4;

async function checkMp3(source: ByteSource): Promise<boolean> {
  let offset = 0;
  // Tags may follow each other; a few at most.
  for (let tags = 0; tags < 4; tags++) {
    const length = id3Length(await source.read(offset, 10), 0);
    if (length === null) break;
    offset += length;
  }
  if (offset >= source.size) return false;
  const window = await source.read(offset, MP3_PADDING_LIMIT + 2 * MP3_FRAME_LIMIT);
  let at = 0;
  while (at < window.length && at < MP3_PADDING_LIMIT && window[at] === 0) at++;
  const first = mp3Frame(window, at);
  if (!first) return false;
  const end = offset + at + first.length;
  if (end > source.size) return false;
  // One frame alone is a whole file (with or without an ID3v1 tag after it); more must go on in step.
  if (end === source.size) return true;
  if (end + 128 === source.size && ascii(await source.read(end, 3), 0, 3) === "TAG") return true;
  const second = mp3Frame(window, at + first.length);
  return second !== null && second.shape === first.shape && end + second.length <= source.size;
}

// ---------------------------------------------------------------- M4A / AAC (ISO base media)

/** Brands that say "audio only" (Apple's M4A/M4B/M4P, Adobe's F4A/F4B). */
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P ", "F4A ", "F4B "]);

function hasAudioBrand(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 4) !== "ftyp") return false;
  const boxSize = u32(head, 0);
  if (boxSize < 16 || boxSize > 4096 || boxSize % 4 !== 0) return false;
  if (AUDIO_BRANDS.has(ascii(head, 8, 4))) return true;
  // Compatible brands follow the major brand and its version, as far as the head reaches.
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4)
    if (AUDIO_BRANDS.has(ascii(head, at, 4))) return true;
  return false;
}

const isBoxType = (b: Uint8Array, at: number) => b.subarray(at, at + 4).every((c) => c >= 0x20 && c <= 0x7e);
/** A `moov` larger than this is no small audio file's. */
const MOOV_LIMIT = 16 * 1024 * 1024;
const BOX_LIMIT = 10_000;

/** Whether a handler box (`hdlr`) of this type is in the movie header: its type sits 8 bytes past the box name. */
function hasHandler(moov: Uint8Array, handler: string): boolean {
  for (let at = moov.indexOf(0x68); at >= 0 && at + 16 <= moov.length; at = moov.indexOf(0x68, at + 1)) {
    if (ascii(moov, at, 4) === "hdlr" && ascii(moov, at + 12, 4) === handler) return true;
  }
  return false;
}

async function checkM4a(source: ByteSource): Promise<boolean> {
  let offset = 0;
  let moov = false;
  let mdat = false;
  for (let boxes = 0; offset < source.size; boxes++) {
    if (boxes >= BOX_LIMIT || source.size - offset < 8) return false;
    const header = await source.read(offset, 16);
    if (!isBoxType(header, 4)) return false;
    const type = ascii(header, 4, 4);
    if (boxes === 0 && (type !== "ftyp" || !hasAudioBrand(await source.read(0, 64)))) return false;
    let size = u32(header, 0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return false;
      size = u32(header, 8) * 0x1_0000_0000 + u32(header, 12);
      headerSize = 16;
    } else if (size === 0) size = source.size - offset;
    if (size < headerSize || offset + size > source.size) return false;
    if (type === "moov") {
      if (size > MOOV_LIMIT) return false;
      const body = await source.read(offset, size);
      // Sound and no picture track: a video renamed .m4a is no audio entry.
      if (!hasHandler(body, "soun") || hasHandler(body, "vide")) return false;
      moov = true;
    }
    if (type === "mdat") mdat = true;
    offset += size;
  }
  return moov && mdat;
}

// ---------------------------------------------------------------- Ogg (Opus or Vorbis)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's page checksum (CRC-32, polynomial 0x04c11db7, no reflection), with the checksum field read as zero. */
export function oggCrc(page: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i];
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}

/** An identification header: Opus's (version 0.x, at least one channel) or Vorbis's (version 0, channels, a rate, the framing bit). */
function isAudioHead(packet: Uint8Array): boolean {
  if (packet.length >= 19 && ascii(packet, 0, 8) === "OpusHead")
    return packet[8] > 0 && packet[8] < 16 && packet[9] > 0;
  if (packet.length >= 30 && packet[0] === 1 && ascii(packet, 1, 6) === "vorbis")
    return u32le(packet, 7) === 0 && packet[11] > 0 && u32le(packet, 12) > 0 && (packet[29] & 1) === 1;
  return false;
}

/** The first page's header: "OggS", version 0, the first-page flag, one segment (the identification header). */
function oggHead(head: Uint8Array): boolean {
  return (
    head.length >= 28 &&
    ascii(head, 0, 4) === "OggS" &&
    head[4] === 0 &&
    (head[5] & 0x02) === 0x02 &&
    head[26] >= 1 &&
    isAudioHead(head.subarray(27 + head[26]))
  );
}

const OGG_PAGE_LIMIT = 100_000;

async function checkOgg(source: ByteSource): Promise<boolean> {
  let offset = 0;
  let pages = 0;
  while (offset < source.size) {
    if (pages >= OGG_PAGE_LIMIT || source.size - offset < 27) return false;
    const header = await source.read(offset, 27 + 255);
    if (ascii(header, 0, 4) !== "OggS" || header[4] !== 0 || (header[5] & ~0x07) !== 0) return false;
    const segments = header[26];
    if (header.length < 27 + segments) return false;
    let body = 0;
    for (let i = 0; i < segments; i++) body += header[27 + i];
    const length = 27 + segments + body;
    if (offset + length > source.size) return false;
    const page = await source.read(offset, length);
    if (oggCrc(page) !== u32le(page, 22)) return false;
    // Every stream's first page is an audio head (an Ogg video's Theora stream is not).
    const first = (page[5] & 0x02) === 0x02;
    if ((pages === 0 && !first) || (first && !isAudioHead(page.subarray(27 + segments)))) return false;
    pages++;
    offset += length;
  }
  // The identification header and the comment header at least.
  return pages >= 2;
}

// ---------------------------------------------------------------- both together

/** The kind a file's first bytes claim (core/file-kinds.ts asks this after its own signatures), or null. */
export function detectAudioKind(head: Uint8Array): AudioKind | null {
  if (id3Length(head, 0) !== null || mp3Frame(head, 0)) return "mp3";
  if (hasAudioBrand(head)) return "m4a";
  if (oggHead(head)) return "ogg";
  return null;
}

const CHECKS: Record<AudioKind, (source: ByteSource) => Promise<boolean>> = {
  mp3: checkMp3,
  m4a: checkM4a,
  ogg: checkOgg,
};

/** Whether a whole file is what its first bytes claim: frames, boxes or pages that hold together. */
export async function checkAudioStructure(kind: AudioKind, source: ByteSource): Promise<boolean> {
  return CHECKS[kind](source);
}

/** A source over bytes in memory (tests, the demo's own files). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
  };
}
