import { oggCrc } from "#core/audio-sniff.ts";

/**
 * Small audio files made in code: nothing is downloaded and no encoder is needed.
 * Each is valid for its format (players decode them) and holds silence: an MPEG Layer III
 * frame whose side information is all zero has no spectral data, an Opus "silence" packet
 * (0xF8 0xFF 0xFE, the one WebRTC sends) decodes to 20 ms of quiet. The demo's listening
 * entries use them; the tests build true, lying and broken files from them.
 */

/** MPEG-1 Layer III, 32 kbit/s, 32 kHz, mono: 144-byte frames of 1,152 samples (36 ms). */
const MP3_HEADER = [0xff, 0xfb, 0x18, 0xc0];
const MP3_FRAME_BYTES = 144;
const MP3_FRAME_MS = 36;

/** Silent MP3 of about `seconds`, optionally after an ID3v2.4 tag with a title. */
export function makeSilentMp3(seconds: number, { title }: { title?: string } = {}): Buffer {
  const frames = Math.max(1, Math.round((seconds * 1000) / MP3_FRAME_MS));
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  Buffer.from(MP3_HEADER).copy(frame);
  const parts: Buffer[] = [];
  if (title) parts.push(id3Tag(title));
  for (let i = 0; i < frames; i++) parts.push(frame);
  return Buffer.concat(parts);
}

function id3Tag(title: string): Buffer {
  // A TIT2 frame: encoding 3 (UTF-8) and the text.
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, "utf8")]);
  const frame = Buffer.concat([Buffer.from("TIT2"), synchsafe(text.length), Buffer.from([0, 0]), text]);
  return Buffer.concat([Buffer.from("ID3"), Buffer.from([4, 0, 0]), synchsafe(frame.length), frame]);
}

function synchsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

// ---------------------------------------------------------------- Ogg/Opus

const OPUS_SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
const OPUS_FRAME_SAMPLES = 960; // 20 ms at 48 kHz
const OPUS_PRE_SKIP = 312;

function oggPage(serial: number, sequence: number, flags: number, granule: bigint, packets: Buffer[]): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    let left = p.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write("OggS", 0, "latin1");
  header[4] = 0;
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Silent Ogg/Opus of about `seconds` (mono, 48 kHz), 50 packets a page. */
export function makeSilentOpus(seconds: number): Buffer {
  const serial = 0x4d455244; // "MERD"
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(OPUS_PRE_SKIP, 10);
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from("merdiven");
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write("OpusTags", 0, "latin1");
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const pages = [oggPage(serial, 0, 0x02, 0n, [head]), oggPage(serial, 1, 0, 0n, [tags])];
  const packets = Math.max(1, Math.round((seconds * 1000) / 20));
  let granule = BigInt(OPUS_PRE_SKIP);
  for (let done = 0, sequence = 2; done < packets; sequence++) {
    const count = Math.min(50, packets - done);
    done += count;
    granule += BigInt(count * OPUS_FRAME_SAMPLES);
    pages.push(
      oggPage(
        serial,
        sequence,
        done === packets ? 0x04 : 0,
        granule,
        Array.from({ length: count }, () => OPUS_SILENCE),
      ),
    );
  }
  return Buffer.concat(pages);
}

// ---------------------------------------------------------------- M4A (for the tests: boxes, not playable sound)

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** An M4A's box structure: `ftyp` with an audio brand, a `moov` with a sound handler, an `mdat`. */
export function makeM4aShape({
  brand = "M4A ",
  handler = "soun",
  mdatBytes = 256,
}: { brand?: string; handler?: string; mdatBytes?: number } = {}): Buffer {
  const ftyp = box(
    "ftyp",
    Buffer.from(brand, "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp42isom`, "latin1"),
  );
  const hdlr = box("hdlr", Buffer.alloc(8), Buffer.from(handler, "latin1"), Buffer.alloc(12), Buffer.from("Sound\0"));
  const moov = box(
    "moov",
    box("mvhd", Buffer.alloc(100)),
    box("trak", box("mdia", box("mdhd", Buffer.alloc(24)), hdlr)),
  );
  return Buffer.concat([ftyp, moov, box("mdat", Buffer.alloc(mdatBytes, 0x21))]);
}
