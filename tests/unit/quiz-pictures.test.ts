import { describe, expect, it } from "vitest";
import { detectFileKind } from "#core/file-sniff.ts";
import { trPractice } from "#core/messages/practice.ts";
import { MAX_QUESTIONS } from "#core/quiz-limits.ts";
import type { Quiz } from "#core/quiz-formats.ts";
import { parseMoodleXml } from "#core/quiz-moodle.ts";
import { exportMoodleXml } from "#core/quiz-moodle-export.ts";
import { pictureView } from "#core/picture-view.ts";
import { MAX_PICTURE_ALT, MAX_QUESTION_PICTURE_BYTES, MAX_QUIZ_PICTURES } from "#core/quiz-pictures.ts";

/** A real 1×1 PNG, as any image editor writes it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A real 1×1 GIF (GIF89a). */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
/** The start of a JFIF JPEG: SOI, APP0 "JFIF", then the end marker. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0", "latin1"),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);
/** A lossy WebP's header: RIFF, its size, WEBP, a VP8 chunk. */
const WEBP = (() => {
  const vp8 = Buffer.concat([Buffer.from("VP8 ", "latin1"), Buffer.from([10, 0, 0, 0]), Buffer.alloc(10)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + vp8.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), size, Buffer.from("WEBP", "latin1"), vp8]);
})();

/** Base64 wrapped at 76 characters a line, as Moodle's export writes a `<file>`. */
const wrapped = (bytes: Buffer) => (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\n");

interface PictureQuestion {
  type?: "multichoice" | "truefalse";
  /** The `<img>` tag as the question's HTML has it. */
  img?: string;
  /** The `<file>`s the question carries: name and contents (base64, as written). */
  files?: { name: string; base64: string }[];
}

const IMG = `<img src="@@PLUGINFILE@@/cat%20photo.png" alt="Bir kedi" width="200">`;

/** One question the way Moodle 4.4 exports a question with a picture pasted into its text. */
function question({
  type = "multichoice",
  img = IMG,
  files = [{ name: "cat photo.png", base64: wrapped(PNG) }],
}: PictureQuestion = {}) {
  const fileTags = files
    .map((f) => `<file name="${f.name}" path="/" encoding="base64">\n${f.base64}\n</file>`)
    .join("\n");
  const answers =
    type === "truefalse"
      ? `<answer fraction="100" format="moodle_auto_format"><text>true</text></answer>\n<answer fraction="0" format="moodle_auto_format"><text>false</text></answer>`
      : `<answer fraction="100" format="html"><text>cat</text></answer>\n<answer fraction="0" format="html"><text>dog</text></answer>\n<answer fraction="0" format="html"><text>bird</text></answer>`;
  return [
    `<question type="${type}">`,
    `<name><text>S1</text></name>`,
    `<questiontext format="html"><text><![CDATA[<p>What is this?</p><p>${img}</p>]]></text>`,
    fileTags,
    `</questiontext>`,
    type === "multichoice" ? `<single>true</single>` : "",
    answers,
    `</question>`,
  ].join("\n");
}

const quiz = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join("\n")}\n</quiz>`;

/** The line of the n-th `<question` (1-based) of a file: the line a refusal names. */
function lineOf(xml: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i++) at = xml.indexOf("<question ", at + 1);
  return xml.slice(0, at).split("\n").length;
}

/** A file whose second question is refused: nothing imported, the admin told which question and why. */
function expectRefusedSecond(secondQuestion: string, message: string) {
  const xml = quiz(question(), secondQuestion);
  expect(parseMoodleXml(xml)).toEqual({ ok: false, errors: [{ line: lineOf(xml, 2), message }] });
  expect(message).toContain("2. soru");
}

const b64 = (text: string) => Buffer.from(text, "latin1").toString("base64");

describe("pictures in Moodle XML questions (decision 0131)", () => {
  it("a multiple choice with a pasted PNG keeps the picture's description and hands its bytes to the server", () => {
    const parsed = parseMoodleXml(quiz(question()));
    expect(parsed).toEqual({
      ok: true,
      quiz: {
        questions: [
          {
            kind: "choice",
            id: "q1",
            text: "What is this?",
            options: [
              { text: "cat", correct: true },
              { text: "dog", correct: false },
              { text: "bird", correct: false },
            ],
            picture: { alt: "Bir kedi" },
          },
        ],
      },
      pictures: [{ questionId: "q1", number: 1, kind: "png", base64: PNG.toString("base64") }],
    });
    // The bytes handed on are the picture's, whitespace of the wrapping gone.
    if (!parsed.ok) return;
    expect(Buffer.from(parsed.pictures![0].base64, "base64").equals(PNG)).toBe(true);
  });

  it("a true/false question gets its JPEG, and GIF and WebP are known by their first bytes, not their names", () => {
    const jpeg = parseMoodleXml(
      quiz(
        question({
          type: "truefalse",
          img: `<img src="@@PLUGINFILE@@/foto.jpg" alt='Sınıfta bir tahta'>`,
          files: [{ name: "foto.jpg", base64: wrapped(JPEG) }],
        }),
      ),
    );
    expect(jpeg).toEqual({
      ok: true,
      quiz: {
        questions: [
          { kind: "truefalse", id: "q1", text: "What is this?", answer: true, picture: { alt: "Sınıfta bir tahta" } },
        ],
      },
      pictures: [{ questionId: "q1", number: 1, kind: "jpeg", base64: JPEG.toString("base64") }],
    });

    // Each named .png: what it is comes from its bytes.
    const kinds = [GIF, WEBP, JPEG, PNG].map((bytes) => {
      const parsed = parseMoodleXml(quiz(question({ files: [{ name: "cat photo.png", base64: wrapped(bytes) }] })));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return parsed.pictures?.map((p) => p.kind);
    });
    expect(kinds).toEqual([["gif"], ["webp"], ["jpeg"], ["png"]]);
  });

  it("the same file name in two questions keeps each question's own bytes", () => {
    const parsed = parseMoodleXml(
      quiz(
        question({ files: [{ name: "cat photo.png", base64: wrapped(PNG) }] }),
        question({ type: "truefalse", files: [{ name: "cat photo.png", base64: wrapped(GIF) }] }),
      ),
    );
    expect(parsed).toMatchObject({
      ok: true,
      pictures: [
        { questionId: "q1", number: 1, kind: "png", base64: PNG.toString("base64") },
        { questionId: "q2", number: 2, kind: "gif", base64: GIF.toString("base64") },
      ],
    });
    if (!parsed.ok) return;
    expect(parsed.quiz.questions.map((q) => q.picture)).toEqual([{ alt: "Bir kedi" }, { alt: "Bir kedi" }]);
  });

  describe("a picture the site cannot show is named with its question, and nothing is imported", () => {
    it("the picture's file is not in the XML (the question carries another one): a true/false", () => {
      const files = [{ name: "other.png", base64: wrapped(PNG) }];
      expectRefusedSecond(question({ type: "truefalse", files }), trPractice.moodlePictureMissing(2));
    });

    it("the picture's file is not in the XML (the question carries another one): a multiple choice", () => {
      // The admin is told the file is missing, not that the picture is none of the site's drawings.
      const files = [{ name: "other.png", base64: wrapped(PNG) }];
      expectRefusedSecond(question({ type: "multichoice", files }), trPractice.moodlePictureMissing(2));
    });

    it("the picture has no description, or an empty one", () => {
      for (const img of [
        `<img src="@@PLUGINFILE@@/cat%20photo.png" width="200">`,
        `<img src="@@PLUGINFILE@@/cat%20photo.png" alt="" width="200">`,
        `<img src="@@PLUGINFILE@@/cat%20photo.png" alt="   " width="200">`,
      ])
        expectRefusedSecond(question({ img }), trPractice.moodlePictureNoAlt(2));
    });

    it("the description is longer than a screen reader should read", () => {
      const atMost = parseMoodleXml(
        quiz(question({ img: `<img src="@@PLUGINFILE@@/cat%20photo.png" alt="${"a".repeat(MAX_PICTURE_ALT)}">` })),
      );
      expect(atMost.ok).toBe(true);
      expectRefusedSecond(
        question({ img: `<img src="@@PLUGINFILE@@/cat%20photo.png" alt="${"a".repeat(MAX_PICTURE_ALT + 1)}">` }),
        trPractice.moodlePictureAltLong(2, 300),
      );
    });

    it("the file is no picture: a PDF, an SVG, an HTML page, or not base64 at all", () => {
      for (const base64 of [
        b64("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"),
        b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>`),
        b64("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
        "@@@@",
        "iVBORw0KGgo", // a PNG's start, cut: not whole base64
      ])
        expectRefusedSecond(
          question({ files: [{ name: "cat photo.png", base64 }] }),
          trPractice.moodlePictureNotPicture(2),
        );
    });

    it("the picture is larger than 300 KB (one of exactly 300 KB is taken)", () => {
      const sized = (length: number) => Buffer.concat([PNG, Buffer.alloc(length - PNG.length)]);
      const atMost = parseMoodleXml(
        quiz(question({ files: [{ name: "cat photo.png", base64: wrapped(sized(MAX_QUESTION_PICTURE_BYTES)) }] })),
      );
      expect(atMost).toMatchObject({ ok: true, pictures: [{ kind: "png" }] });
      expectRefusedSecond(
        question({ files: [{ name: "cat photo.png", base64: wrapped(sized(MAX_QUESTION_PICTURE_BYTES + 1)) }] }),
        trPractice.moodlePictureTooLarge(2, 300),
      );
    });

    it("a quiz of more than 40 pictures", () => {
      expect(MAX_QUESTIONS).toBeGreaterThanOrEqual(MAX_QUIZ_PICTURES + 1);
      const forty = Array.from({ length: MAX_QUIZ_PICTURES }, () => question());
      const taken = parseMoodleXml(quiz(...forty));
      expect(taken.ok && taken.pictures?.length).toBe(40);
      expect(parseMoodleXml(quiz(...forty, question({ type: "truefalse" })))).toEqual({
        ok: false,
        errors: [{ line: 1, message: trPractice.tooManyPictures(40) }],
      });
    });
  });

  it("a picture–word question naming one of the site's drawings is read as before: no picture of its own", () => {
    const parsed = parseMoodleXml(quiz(question({ img: `<img src="@@PLUGINFILE@@/kedi.svg" alt="">`, files: [] })));
    expect(parsed).toEqual({
      ok: true,
      quiz: {
        questions: [
          {
            kind: "picture",
            id: "q1",
            text: "What is this?",
            ask: "word",
            prompts: ["kedi"],
            options: ["cat", "dog", "bird"],
            rights: [0],
          },
        ],
      },
    });
  });

  it("the site's own export of a picture–word question, its drawing attached as a Moodle file, reads back the same", () => {
    const picture: Quiz = {
      questions: [
        {
          kind: "picture",
          id: "q1",
          text: "What is this?",
          ask: "word",
          prompts: ["kedi"],
          options: ["cat", "dog"],
          rights: [0],
        },
      ],
    };
    const out = exportMoodleXml(picture, {
      drawing: (key) => `<svg xmlns="http://www.w3.org/2000/svg" data-k="${key}"/>`,
    });
    expect(out).toContain('<file name="kedi.svg"');
    expect(parseMoodleXml(out)).toEqual({ ok: true, quiz: picture });
  });

  it("an <img> from elsewhere on the web is not a picture of the question: a true/false is read without one", () => {
    const parsed = parseMoodleXml(
      quiz(question({ type: "truefalse", img: `<img src="https://example.com/cat.png" alt="Bir kedi">`, files: [] })),
    );
    expect(parsed).toEqual({
      ok: true,
      quiz: { questions: [{ kind: "truefalse", id: "q1", text: "What is this?", answer: true }] },
    });
    // In a multiple choice, as before decision 0131, a picture that is no drawing of the site's is named.
    const xml = quiz(question({ img: `<img src="https://example.com/cat.png" alt="Bir kedi">`, files: [] }));
    expect(parseMoodleXml(xml)).toEqual({
      ok: false,
      errors: [{ line: lineOf(xml, 1), message: trPractice.moodlePictureUnknown(1) }],
    });
  });
});

describe("a stored question picture as a page draws it", () => {
  const key = "images/8/soru-ab.png";

  it("nothing is drawn until the server has stored the picture", () => {
    expect(pictureView(undefined)).toBeNull();
    expect(pictureView({ alt: "Bir kedi" })).toBeNull();
    expect(pictureView({ alt: "Bir kedi", key })).toBeNull();
  });

  it("the original, its WebP copies no wider than itself, its description and its size", () => {
    expect(pictureView({ alt: "Bir kedi", key, width: 1000, height: 500 })).toEqual({
      src: "/files/images/8/soru-ab.png",
      srcSet:
        "/files/images/8/soru-ab.png/480.webp 480w, /files/images/8/soru-ab.png/800.webp 800w, /files/images/8/soru-ab.png/1200.webp 1000w",
      sizes: "(min-width: 36rem) 32rem, calc(100vw - 3rem)",
      alt: "Bir kedi",
      width: 1000,
      height: 500,
    });
    // A small picture is not enlarged: one copy, at its own width.
    expect(pictureView({ alt: "Bir kedi", key, width: 300, height: 200 })?.srcSet).toBe(
      "/files/images/8/soru-ab.png/480.webp 300w",
    );
  });
});

describe("a damaged picture question never throws", () => {
  /** mulberry32: the same 300 damaged files every run. */
  function mulberry32(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it("300 cut, noised and requoted files: each read as a quiz or refused with a message", () => {
    const random = mulberry32(131);
    const int = (n: number) => Math.floor(random() * n);
    const noise = () => {
      const pool = `"'<>=/&;%@ \n\tAZaz09+/=\u0000\u00e7\u011f\ufffd`;
      return Array.from({ length: 1 + int(12) }, () =>
        random() < 0.5 ? pool[int(pool.length)] : String.fromCharCode(int(256)),
      ).join("");
    };
    const insertAt = (text: string, at: number) => text.slice(0, at) + noise() + text.slice(at);
    const base = quiz(
      question(),
      question({ type: "truefalse", files: [{ name: "cat photo.png", base64: wrapped(GIF) }] }),
    );
    const regions = (text: string) => {
      const file = text.indexOf("encoding=");
      const img = text.indexOf("<img");
      return [
        [file, text.indexOf("</file>", file)],
        [img, text.indexOf(">", img)],
      ].filter(([from, to]) => from >= 0 && to > from);
    };

    let accepted = 0;
    for (let i = 0; i < 300; i++) {
      let text = base;
      for (let m = 0; m < 1 + int(4); m++) {
        const choice = int(4);
        if (choice === 0) {
          text = text.slice(0, int(text.length + 1));
        } else if (choice === 1 || choice === 2) {
          const inside = regions(text);
          if (inside.length === 0) continue;
          const [from, to] = inside[choice === 1 ? 0 : inside.length - 1];
          text = insertAt(text, from + int(to - from));
        } else {
          // A quote of an attribute changed, dropped or doubled.
          const quotes = [...text.matchAll(/["']/g)].map((q) => q.index);
          if (quotes.length === 0) continue;
          const at = quotes[int(quotes.length)];
          text = text.slice(0, at) + ["'", '"', "", '""'][int(4)] + text.slice(at + 1);
        }
      }
      let parsed: ReturnType<typeof parseMoodleXml>;
      try {
        parsed = parseMoodleXml(text);
      } catch (error) {
        throw new Error(`parseMoodleXml threw on ${JSON.stringify(text)}`, { cause: error });
      }
      if (parsed.ok) {
        accepted++;
        expect(parsed.quiz.questions.length, text).toBeGreaterThan(0);
        // A picture taken is always a described picture, by its bytes.
        for (const picture of parsed.pictures ?? []) {
          const kind = detectFileKind(Buffer.from(picture.base64, "base64").subarray(0, 64));
          expect(kind, text).toBe(picture.kind);
          const owner = parsed.quiz.questions.find((q) => q.id === picture.questionId);
          expect(owner?.picture?.alt.length, text).toBeGreaterThan(0);
        }
      } else {
        expect(parsed.errors.length, text).toBeGreaterThan(0);
        for (const error of parsed.errors) {
          expect(typeof error.message, text).toBe("string");
          expect(error.message.length, text).toBeGreaterThan(0);
          expect(Number.isInteger(error.line), text).toBe(true);
        }
      }
    }
    // The damage is not all fatal: some files are still read.
    expect(accepted).toBeGreaterThan(0);
  });
});
