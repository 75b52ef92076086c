import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { FILE_KIND_INFO, FILE_KINDS, MAGIC_BYTES_NEEDED } from "#core/file-kinds.ts";
import { detectFileKind } from "#core/file-sniff.ts";
import { IMPORT_LIMITS, normalisePath, parseManifest } from "#core/imports.ts";
import { MAX_PASSAGE, TOPIC_MAX } from "#core/quiz-limits.ts";
import { MAX_MOODLE_CHARS } from "#core/quiz-moodle.ts";
import {
  answerKey,
  MAX_QUESTIONS,
  MAX_QUIZ_CHARS,
  parseQuiz,
  publicQuiz,
  type QuizFormat,
} from "#core/quiz-formats.ts";
import { formatWordListCsv, MAX_WORD_LIST_CHARS, MAX_WORD_ROWS, parseWordList } from "#core/word-list.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { spool } from "#server/content/upload.ts";
import { FUZZ_SEED, fuzzRuns, isCatalogueMessage, mutationArb } from "#tests/support/fuzz.ts";

/**
 * The other parsers of uploaded files, fuzzed more lightly than the zip reader
 * (tests/unit/zip-fuzz.test.ts) because they read plain bytes or text, not offsets: the
 * sniff that decides what a file is (and the spooling it steers), the picture reader,
 * the .csv manifest, GIFT and Aiken quizzes, word lists. Each case either gives a sound
 * result or a Turkish reason from the catalogue; none throws, none takes long.
 */
const text = (s: string) => Buffer.from(s, "utf8");
const utf8 = (b: Buffer) => b.toString("utf8");
const ran: Record<string, number> = {};
const count = (name: string) => (ran[name] = (ran[name] ?? 0) + 1);
afterAll(() =>
  console.info(
    `upload fuzz cases: ${Object.entries(ran)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  ),
);

/** A case that takes longer than this on a small input is a pattern that backtracks, a hang in waiting. */
const SLOW_MS = 500;
function timed<T>(name: string, work: () => T): T {
  const started = performance.now();
  const result = work();
  const took = performance.now() - started;
  if (took > SLOW_MS) throw new Error(`${name} took ${Math.round(took)} ms`);
  return result;
}

/** Text made of the pieces a parser cares about: it reaches deeper than random characters do. */
const tokens = (pieces: string[], maxLength = 120) =>
  fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength }).map((p) => p.join(""));

/** A sound sample with a few pieces put in somewhere (inside an attribute, a text, an address): the rest still parses, so the pieces reach the deepest readers. */
const spliced = (samples: string[], pieces: string[]) =>
  fc
    .tuple(fc.constantFrom(...samples), fc.noBias(fc.integer({ min: 0, max: 999_999 })), tokens(pieces, 4))
    .map(([sample, at, piece]) => {
      const cut = Math.floor((at / 1_000_000) * (sample.length + 1));
      return sample.slice(0, cut) + piece + sample.slice(cut);
    });

describe("the sniff that decides what an uploaded file is", () => {
  const seeds = [
    makeDemoPdf({ title: "Fuzz", subtitle: "Deneme", lines: ["a"] }),
    Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(40, 1)]),
    Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 "), Buffer.alloc(40, 2)]),
  ];

  it("names a kind only when its signature is there, for any bytes", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 40 }),
          fc.constantFrom(...seeds).chain((s) => mutationArb().map((m) => new Uint8Array(m(s.subarray(0, 40))))),
        ),
        (bytes) => {
          count("sniff");
          const kind = detectFileKind(bytes);
          expect(kind === null || FILE_KINDS.includes(kind)).toBe(true);
          // The same answer from the first MAGIC_BYTES_NEEDED bytes as from more: the server decides on those.
          expect(detectFileKind(bytes.subarray(0, MAGIC_BYTES_NEEDED))).toBe(kind);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(2000) },
    );
  });

  it("spools the same kind and bytes however the upload is cut into chunks, and keeps nothing it refuses", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-spool-fuzz-"));
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...seeds).chain((s) => mutationArb().map((m) => m(s))),
          fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 8 }),
          async (bytes, cuts) => {
            count("spool");
            async function* chunks() {
              let at = 0;
              for (let i = 0; at < bytes.length; i++) {
                const length = cuts[i % cuts.length];
                yield bytes.subarray(at, at + length);
                at += length;
              }
            }
            const got = await spool(chunks(), dir);
            expect(got.size).toBe(bytes.length);
            expect(got.kind).toBe(detectFileKind(bytes.subarray(0, MAGIC_BYTES_NEEDED)));
            if (got.kind && bytes.length <= FILE_KIND_INFO[got.kind].maxBytes) {
              expect(fs.readFileSync(got.path!).equals(bytes)).toBe(true);
              expect(got.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
              fs.rmSync(got.path!);
            } else expect(got.path).toBeNull();
            expect(fs.readdirSync(dir)).toEqual([]);
          },
        ),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the picture reader", () => {
  it("reads or refuses every mutated PNG, JPEG and WebP, each within a time limit", async () => {
    const base = sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 90 } } });
    const seeds = await Promise.all([
      base.clone().png().toBuffer(),
      base.clone().jpeg().toBuffer(),
      base.clone().webp().toBuffer(),
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds).chain((s) => mutationArb().map((m) => m(s))),
        async (bytes) => {
          count("picture");
          // As server/images/image-variants.ts reads a stored picture's size, inside its try (it answers null on a refusal).
          const read = Promise.resolve()
            .then(() => sharp(bytes, { limitInputPixels: 40_000_000 }).metadata())
            .then(
              (meta) => ({ ok: true as const, meta }),
              (error: unknown) => ({ ok: false as const, error }),
            );
          let timer: NodeJS.Timeout | undefined;
          const outcome = await Promise.race([
            read,
            new Promise<"slow">((r) => (timer = setTimeout(() => r("slow"), 5_000))),
          ]).finally(() => clearTimeout(timer));
          expect(outcome).not.toBe("slow");
          if (outcome !== "slow" && !outcome.ok) expect(outcome.error).toBeInstanceOf(Error);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(300) },
    );
  });
});

describe("the .csv manifest", () => {
  const seed =
    'dosya;sınıf;ünite;konuIng;konuTr;tür;dönem\n5/3/kelimeler/a.pdf;5;3;Games;Oyunlar;kelimeler;1\n"7/2/b c.pdf";7;2;"Say ""hi""";Selam;3;2\n';
  const pieces = [
    ",",
    ";",
    "\t",
    '"',
    '""',
    "\n",
    "\r\n",
    "\r",
    "\uFEFF",
    "dosya",
    "file",
    "sinif",
    "unite",
    "tur",
    "../",
    "/",
    "a.pdf",
    "5",
    "ş",
    " ",
  ];

  it("gives sound rows or Turkish reasons for any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tokens(pieces),
          fc.string({ maxLength: 200 }),
          mutationArb().map((m) => utf8(m(text(seed)))),
        ),
        (input) => {
          count("manifest");
          const manifest = timed("parseManifest", () => parseManifest(input));
          expect(manifest.rows.size).toBeLessThanOrEqual(IMPORT_LIMITS.files);
          for (const [p, fields] of manifest.rows) {
            expect(normalisePath(p)).toBe(p);
            for (const v of Object.values(fields)) expect(v.length).toBeLessThanOrEqual(IMPORT_LIMITS.manifestCell);
          }
          for (const error of manifest.errors) expect(isCatalogueMessage(error), error).toBe(true);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(2000) },
    );
  });
});

describe("GIFT, Aiken and Moodle XML quizzes", () => {
  // A reading text (decision 0130) for the first two questions, ended by "---".
  const gift =
    "// yorum\n$CATEGORY: $course$/top/LGS//YDT/Friendship\n::Text:: Ali has a cat.\\nIt is black.\n\n::S1:: The sky is {T}\n\n::S2:: I {=go ~goes ~going} to school.\n\n---\n\nMatch: {=cat -> kedi =dog -> köpek}\n\nCapital of Türkiye? {=Ankara =ankara}\n";
  const aiken =
    "What colour is the sky?\nA) Blue\nB) Green\nANSWER: A\n\nHow many?\nA. One\nB. Two\nC. Three\nANSWER: C\n";
  const moodle =
    '<?xml version="1.0"?>\n<quiz><question type="category"><category><text>$course$/top/x</text></category></question>\n<question type="description"><questiontext format="html"><text><![CDATA[<p>A text.</p><p>Two lines.</p>]]></text></questiontext></question>\n<question type="multichoice"><questiontext format="html"><text><![CDATA[<p>Where?</p>]]></text></questiontext><answer fraction="100"><text>here</text></answer><answer fraction="0"><text>there &amp; back</text></answer></question>\n<question type="matching"><questiontext><text>Match</text></questiontext><subquestion><text>cat</text><answer><text>kedi</text></answer></subquestion><subquestion><text>dog</text><answer><text>köpek</text></answer></subquestion></question></quiz>';
  // Decision 0077's kinds: pictures named by an <img>'s address (escapes decoded), gaps from a word bank, ordering, a dictation.
  const moodlePictures =
    '<quiz>\n<question type="multichoice"><questiontext><text><![CDATA[<p>Which?</p><img src="@@PLUGINFILE@@/kedi.svg">]]></text></questiontext><answer fraction="100"><text>cat</text></answer><answer fraction="0"><text>dog</text></answer></question>\n<question type="multichoice"><questiontext><text>Tap the ball</text></questiontext><answer fraction="100"><text><![CDATA[<img src="top%2Esvg">]]></text></answer><answer fraction="0"><text><![CDATA[<img src=\'elma.svg\'>]]></text></answer></question>\n<question type="matching"><questiontext><text>Match</text></questiontext><subquestion><text><![CDATA[<img src="ev.svg">]]></text><answer><text>house</text></answer></subquestion><subquestion><text><![CDATA[<img src="gunes.svg">]]></text><answer><text>sun</text></answer></subquestion></question>\n<question type="ddwtos"><questiontext><text>I [[1]] to [[2]].</text></questiontext><dragbox><text>go</text><group>1</group></dragbox><dragbox><text>school</text><group>2</group></dragbox></question>\n<question type="ordering"><questiontext><text>Order</text></questiontext><answer><text>one</text></answer><answer><text>two</text></answer></question>\n<question type="shortanswer"><tags><tag><text>dictation</text></tag></tags><questiontext><text>Listen</text></questiontext><answer fraction="100"><text>I like apples.</text></answer></question></quiz>';
  const textPieces = [
    "{",
    "}",
    "=",
    "~",
    "->",
    "#",
    "%50%",
    "::",
    "\\",
    "\\{",
    "T",
    "FALSE",
    "[html]",
    "\n",
    "\n\n",
    "A) ",
    "B) ",
    "C. ",
    "ANSWER: ",
    "A",
    "//",
    " ",
    "ğ",
    "_____",
    '<img src="%">',
    "%",
    "&#1114112;",
    "$CATEGORY: ",
    "$course$/top/",
    "/",
    "---",
    "—",
    "-",
    "\n\n---\n\n",
    "\nA text.\n\n",
    "\\}",
  ];
  const xmlPieces = [
    ...[
      "<quiz>",
      "</quiz>",
      '<question type="multichoice">',
      '<question type="truefalse">',
      '<question type="matching">',
      '<question type="ddwtos">',
      '<question type="gapselect">',
      '<question type="ordering">',
      '<question type="shortanswer">',
      '<question type="description">',
      "</question>",
    ],
    ...[
      "<text>",
      "</text>",
      '<answer fraction="100">',
      '<answer fraction="0">',
      '<answer fraction="-1e999">',
      "</answer>",
      "<questiontext>",
      "</questiontext>",
      "<subquestion>",
      "</subquestion>",
      "<dragbox>",
      "</dragbox>",
      "<group>",
      "</group>",
      "[[1]]",
      "[[0]]",
      "<tags><tag><text>dictation</text></tag></tags>",
      '<question type="category"><category><text>',
      "</category>",
      "<tags><tag><text>konu:",
      "Topic: ",
      "$course$/top/",
      "//",
    ],
    ...[
      "<![CDATA[",
      "]]>",
      "<p>",
      "&amp;",
      "&#x41;",
      "&#0;",
      "&#1114112;",
      "&#x110000;",
      "&#55296;",
      "&nbsp;",
      "&lt;img src=&quot;%&quot;&gt;",
      "<!DOCTYPE x>",
      "<!--",
      "-->",
      "<?xml?>",
      "true",
    ],
    ...[
      '<img src="',
      "<img src='",
      "%",
      "%E0%A4%A",
      "%2E",
      "@@PLUGINFILE@@/",
      "kedi.svg",
      "?x#y",
      "<",
      ">",
      "&",
      '"',
      "'",
      " ",
      "ğ",
    ],
  ];
  const samples: Record<QuizFormat, string[]> = { gift: [gift], aiken: [aiken], moodle: [moodle, moodlePictures] };
  const piecesOf: Record<QuizFormat, string[]> = { gift: textPieces, aiken: textPieces, moodle: xmlPieces };

  it("the samples are quizzes the parsers take whole (so their mutations start from something sound)", () => {
    for (const format of ["gift", "aiken", "moodle"] as const)
      for (const sample of samples[format])
        expect(parseQuiz(sample, format), sample.slice(0, 60)).toMatchObject({ ok: true });
  });

  for (const format of ["gift", "aiken", "moodle"] as const) {
    // Nothing but the parser's own reasons: an exception (a URIError from a broken escape, a RangeError from a code point) is a 503 where a 400 belongs.
    it(`reads ${format} into sound questions or Turkish reasons for any text`, () => {
      fc.assert(
        fc.property(
          fc.oneof(
            tokens(piecesOf[format]),
            fc.string({ maxLength: 200 }),
            fc.constantFrom(...samples[format]).chain((sample) => mutationArb().map((m) => utf8(m(text(sample))))),
            spliced(samples[format], piecesOf[format]),
          ),
          (input) => {
            count(format);
            const parsed = timed(format, () => parseQuiz(input, format));
            if (!parsed.ok) {
              expect(parsed.errors.length).toBeGreaterThan(0);
              for (const e of parsed.errors) {
                expect(isCatalogueMessage(e.message), e.message).toBe(true);
                expect(e.line).toBeGreaterThanOrEqual(1);
                expect(e.line).toBeLessThanOrEqual(input.split("\n").length + 1);
              }
              return;
            }
            const { questions } = parsed.quiz;
            expect(questions.length).toBeGreaterThan(0);
            expect(questions.length).toBeLessThanOrEqual(MAX_QUESTIONS);
            for (const q of questions) {
              // A topic the quiz names (decision 0125) is a short, clean name or absent.
              if (q.topic !== undefined) {
                expect(q.topic).toMatch(/^\S(?: ?\S)*$/);
                expect(q.topic.length).toBeLessThanOrEqual(TOPIC_MAX);
              }
              // A reading text (decision 0130) is lines of text within its limit, never an end mark.
              if (q.passage !== undefined) {
                expect(q.passage.length).toBeGreaterThan(0);
                expect(q.passage.length).toBeLessThanOrEqual(MAX_PASSAGE);
                expect(q.passage.split("\n").every((line) => line.trim() === line && line !== "")).toBe(true);
                expect(["-", "—", "---"]).not.toContain(q.passage);
              }
              if (q.kind === "choice") {
                expect(q.options.length).toBeGreaterThanOrEqual(2);
                expect(q.options.filter((o) => o.correct)).toHaveLength(1);
              } else if (q.kind === "matching") expect(q.pairs.length).toBeGreaterThanOrEqual(2);
              else if (q.kind === "short") expect(q.answers.length).toBeGreaterThan(0);
            }
            // What a page may show, and the answer key, are made from any quiz the parser took.
            expect(JSON.stringify(publicQuiz(parsed.quiz))).not.toMatch(/"correct"|"answers?"/);
            expect(answerKey(parsed.quiz)).toHaveLength(questions.length);
          },
        ),
        { seed: FUZZ_SEED, numRuns: fuzzRuns(2000) },
      );
    });
  }
});

describe("word lists", () => {
  const seed = 'english,turkish,example\napple,elma,I eat an apple.\n"by the way";yeri gelmişken;\nbook\tkitap\n';
  const pieces = [
    ",",
    ";",
    "\t",
    '"',
    '""',
    "\n",
    "\r\n",
    "\r",
    "\uFEFF",
    "english",
    "turkish",
    "İ",
    "ı",
    "word",
    " ",
    "x",
  ];

  it("reads any text into sound rows or Turkish reasons, and reads back its own CSV unchanged", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tokens(pieces),
          fc.string({ maxLength: 200 }),
          mutationArb().map((m) => utf8(m(text(seed)))),
        ),
        (input) => {
          count("word list");
          const parsed = timed("parseWordList", () => parseWordList(input));
          expect(parsed.rows.length).toBeLessThanOrEqual(MAX_WORD_ROWS);
          for (const e of parsed.errors) expect(isCatalogueMessage(e.message), e.message).toBe(true);
          for (const row of parsed.rows) {
            expect(row.english).not.toBe("");
            expect(row.turkish).not.toBe("");
          }
          if (parsed.rows.length)
            expect(parseWordList(formatWordListCsv(parsed.rows))).toEqual({ rows: parsed.rows, errors: [] });
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(2000) },
    );
  });
});

describe("the text parsers at their size limits", () => {
  /** A limit against a hang, not a measure: a linear read of the largest text takes under a second (a few on a busy machine); the quadratic reader this guards against took 26 s to 8 minutes. */
  const LIMIT_MS = 10_000;
  const fill = (piece: string, length: number) => piece.repeat(Math.floor(length / piece.length));
  const cases: [string, (text: string) => unknown, number, string[]][] = [
    ["word list", parseWordList, MAX_WORD_LIST_CHARS, ['"a""', '"', ' "', "\r\n", ",", "a;b\n"]],
    [
      "manifest",
      (t) => parseManifest(`dosya\n${t}`),
      IMPORT_LIMITS.manifestBytes - 6,
      ['"a""', '"', ' "', "\r\n", "a,b\n"],
    ],
    [
      "gift",
      (t) => parseQuiz(t, "gift"),
      MAX_QUIZ_CHARS,
      ["{", "\\{", "::", "{=a ~b}\n", "{=a->b =", "~", "$CATEGORY: //", "\n$CATEGORY: a/", "a\n\n", "a\n\n---\n\n"],
    ],
    ["aiken", (t) => parseQuiz(t, "aiken"), MAX_QUIZ_CHARS, ["A) x\n", "ANSWER: A\n", "q\n"]],
    [
      "moodle",
      (t) => parseQuiz(t, "moodle"),
      MAX_MOODLE_CHARS,
      ["<a>", "<a/>", "&amp;", "<![CDATA[", "<!--", "<a b='c' ", "&#x41;", "<p>", "&nbsp;", "&"],
    ],
    // Inside a question: Moodle's HTML text read to plain text, at the file's whole size.
    [
      "moodle text",
      (t) =>
        parseQuiz(
          `<quiz><question type="shortanswer"><questiontext><text>${t}</text></questiontext></question></quiz>`,
          "moodle",
        ),
      MAX_MOODLE_CHARS - 200,
      ["&lt;p&gt;", "&amp;nbsp;", "&amp;", "&lt;", " "],
    ],
    // A description's text, read whole with its paragraphs as lines (decision 0130).
    [
      "moodle description",
      (t) =>
        parseQuiz(
          `<quiz><question type="description"><questiontext><text>${t}</text></questiontext></question></quiz>`,
          "moodle",
        ),
      MAX_MOODLE_CHARS - 200,
      ["&lt;p&gt;", "&lt;br&gt;a", "\n", " ", "&amp;"],
    ],
  ];

  it("read the largest text they accept, made of their worst pieces, in linear time", { timeout: 120_000 }, () => {
    for (const [name, parse, max, pieces] of cases) {
      for (const piece of pieces) {
        count("largest texts");
        const input = fill(piece, max);
        const started = performance.now();
        parse(input);
        expect(
          performance.now() - started,
          `${name} of ${JSON.stringify(piece)} × ${input.length / piece.length}`,
        ).toBeLessThan(LIMIT_MS);
      }
    }
  });
});
