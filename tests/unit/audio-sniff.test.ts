import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesSource, checkAudioStructure, detectAudioKind, type AudioKind } from "#core/audio-sniff.ts";
import { extensionAgrees, MAGIC_BYTES_NEEDED } from "#core/file-kinds.ts";
import { detectFileKind } from "#core/file-sniff.ts";
import { spool } from "#server/content/upload.ts";
import { makeM4aShape, makeSilentMp3, makeSilentOpus } from "#server/demo/audio.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { FUZZ_SEED, fuzzRuns, mutationArb } from "#tests/support/fuzz.ts";

/**
 * Audio told by its bytes (decision 0072). The first bytes name a kind; the file's
 * frames, boxes or pages must then hold together. True files pass; files that lie about their
 * type, cut files and random bytes are refused, and no input throws or hangs.
 */
const mp3 = makeSilentMp3(2, { title: "Hello" });
const opus = makeSilentOpus(2);
const m4a = makeM4aShape();
const TRUE_FILES: [AudioKind, Buffer][] = [
  ["mp3", mp3],
  ["mp3", makeSilentMp3(1)],
  ["ogg", opus],
  ["m4a", m4a],
];
const holds = (kind: AudioKind, bytes: Uint8Array) => checkAudioStructure(kind, bytesSource(bytes));
const pdf = makeDemoPdf({ title: "Not audio", subtitle: "", lines: ["a"] });

describe("true audio files", () => {
  it.each(TRUE_FILES)("a %s is named by its first bytes and holds together", async (kind, bytes) => {
    expect(detectFileKind(bytes.subarray(0, MAGIC_BYTES_NEEDED))).toBe(kind);
    expect(await holds(kind, bytes)).toBe(true);
  });

  it("takes an M4A whose audio brand is only among the compatible ones", async () => {
    const bytes = makeM4aShape({ brand: "mp42" });
    bytes.write("M4A ", 20, "latin1");
    expect(detectAudioKind(bytes)).toBe("m4a");
    expect(await holds("m4a", bytes)).toBe(true);
  });
});

describe("files that lie about their type", () => {
  it("a PDF is never audio, whatever its name says", () => {
    expect(detectFileKind(pdf)).toBe("pdf");
    expect(extensionAgrees("pdf", "listening.mp3")).toBe(false);
  });

  it("refuses a document behind a forged ID3 header", async () => {
    const forged = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]), pdf]);
    expect(detectAudioKind(forged)).toBe("mp3");
    expect(await holds("mp3", forged)).toBe(false);
  });

  it("refuses a document behind one forged MPEG frame header", async () => {
    const forged = Buffer.concat([mp3.subarray(mp3.indexOf(0xff), mp3.indexOf(0xff) + 4), pdf]);
    expect(detectAudioKind(forged)).toBe("mp3");
    expect(await holds("mp3", forged)).toBe(false);
  });

  it("refuses a video in an M4A's clothes (a picture track) and an M4A without sound", async () => {
    expect(await holds("m4a", makeM4aShape({ handler: "vide" }))).toBe(false);
    const noMoov = Buffer.concat([m4a.subarray(0, 28), Buffer.from("\0\0\0\x10mdat12345678", "latin1")]);
    expect(await holds("m4a", noMoov)).toBe(false);
  });

  it("does not take a video brand for audio", () => {
    expect(detectAudioKind(makeM4aShape({ brand: "isom" }).fill(0x20, 16, 28))).toBeNull();
  });

  it("refuses an Ogg whose page checksum is wrong, and does not take a Theora video for audio", async () => {
    const bad = Buffer.from(opus);
    bad[bad.length - 1] ^= 1;
    expect(await holds("ogg", bad)).toBe(false);
    const theora = Buffer.from(opus);
    theora.write("\x80theora\0", 28, "latin1");
    expect(detectAudioKind(theora)).toBeNull();
  });

  it("a name with an audio extension needs audio bytes of that kind, and audio needs its own extension", () => {
    expect(extensionAgrees("mp3", "5/3/dinleme.MP3")).toBe(true);
    expect(extensionAgrees("m4a", "a.aac")).toBe(true);
    expect(extensionAgrees("ogg", "a.opus")).toBe(true);
    expect(extensionAgrees("mp3", "a.ogg")).toBe(false);
    expect(extensionAgrees("mp3", "a.pdf")).toBe(false);
    expect(extensionAgrees("png", "a.m4a")).toBe(false);
    expect(extensionAgrees("pdf", "a.pdf")).toBe(true);
  });
});

describe("cut files", () => {
  it.each(TRUE_FILES)("a %s cut inside its structure is refused", async (kind, bytes) => {
    // Ogg pages and M4A boxes are walked to the end; an MP3's first two frames are read (a player plays the rest as far as it goes).
    const firstFrame = bytes.indexOf(0xff);
    const cuts =
      kind === "mp3" ? [10, 40, firstFrame + 70, firstFrame + 144 + 70] : [10, 40, bytes.length - 70, bytes.length - 1];
    for (const cut of cuts) expect(await holds(kind, bytes.subarray(0, cut))).toBe(false);
  });

  it("an ID3 tag with nothing after it is no MP3", async () => {
    expect(await holds("mp3", mp3.subarray(0, mp3.indexOf(0xff)))).toBe(false);
  });
});

describe("fuzzed (decision 0053)", () => {
  it("random bytes and mutated audio files: a kind only with its signature, a boolean from the check, never a throw", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 600 }),
          fc.constantFrom(...TRUE_FILES.map(([, b]) => b)).chain((s) => mutationArb().map((m) => new Uint8Array(m(s)))),
        ),
        async (bytes) => {
          const kind = detectAudioKind(bytes.subarray(0, MAGIC_BYTES_NEEDED));
          expect(detectFileKind(bytes)).toBe(detectFileKind(bytes.subarray(0, MAGIC_BYTES_NEEDED)));
          if (!kind) return;
          const started = performance.now();
          expect(typeof (await holds(kind, bytes))).toBe("boolean");
          expect(performance.now() - started).toBeLessThan(500);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(1500) },
    );
  });

  it("random bytes after a true first page are refused", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 400 }), async (tail) => {
        const firstPage = opus.subarray(0, 28 + 19);
        expect(await holds("ogg", Buffer.concat([firstPage, tail]))).toBe(false);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });
});

describe("spooling an upload", () => {
  it("keeps a true audio file and refuses a forged one without leaving a byte behind", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-audio-spool-"));
    try {
      async function* chunks(bytes: Buffer) {
        for (let at = 0; at < bytes.length; at += 50) yield bytes.subarray(at, at + 50);
      }
      const good = await spool(chunks(opus), dir);
      expect(good).toMatchObject({ kind: "ogg", size: opus.length });
      expect(fs.readFileSync(good.path!).equals(opus)).toBe(true);
      fs.rmSync(good.path!);
      const forged = await spool(chunks(Buffer.concat([Buffer.from("ID3\x04\0\0\0\0\0\0", "latin1"), pdf])), dir);
      expect(forged).toMatchObject({ kind: null, path: null, forged: true, sha256: null });
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
