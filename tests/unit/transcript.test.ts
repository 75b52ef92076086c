import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tr } from "#core/messages.ts";
import {
  activeCue,
  checkTranscript,
  MAX_TRANSCRIPT_CHARS,
  MAX_TRANSCRIPT_CUES,
  MAX_TRANSCRIPT_LINE,
  parseTimestamp,
  parseTranscript,
} from "#core/transcript.ts";
import { FUZZ_SEED, fuzzRuns, isCatalogueMessage } from "#tests/support/fuzz.ts";

/** Decision 0073: an audio entry's transcript, WebVTT or plain text, read in one pass. */
const VTT = `WEBVTT - Hello

NOTE written by the teacher
over two lines

1
00:00.000 --> 00:03.000 align:start
<v Ali>Hello, I am <i>Ali</i>.

00:00:03.500 --> 00:00:06.000
<v.loud Elif>Hi &amp; welcome!
How are you?
`;

function timed(ms: number, work: () => unknown) {
  const started = performance.now();
  work();
  expect(performance.now() - started).toBeLessThan(ms);
}

describe("WebVTT", () => {
  it("reads cues with their times, voices and text, skipping notes and markup", () => {
    const parsed = parseTranscript(VTT);
    expect(parsed).toEqual({
      ok: true,
      transcript: {
        timed: true,
        cues: [
          { start: 0, end: 3, text: "Ali: Hello, I am Ali." },
          { start: 3.5, end: 6, text: "Elif: Hi & welcome!\nHow are you?" },
        ],
      },
    });
  });

  it("names the line whose timing is broken", () => {
    expect(parseTranscript("WEBVTT\n\n00:01.000 --> soon\nHello")).toEqual({
      ok: false,
      error: tr.admin.transcriptBadTiming(3),
    });
    expect(parseTranscript("WEBVTT\n\n00:05.000 --> 00:01.000\nBackwards")).toEqual({
      ok: false,
      error: tr.admin.transcriptBadTiming(3),
    });
    expect(parseTranscript("WEBVTT\n\nHello\nthere")).toEqual({ ok: false, error: tr.admin.transcriptBadTiming(3) });
  });

  it("reads timestamps with and without hours, nothing else", () => {
    expect(parseTimestamp("01:02.500")).toBe(62.5);
    expect(parseTimestamp("1:00:00.000")).toBe(3600);
    expect(parseTimestamp("00:60.000")).toBeNull();
    expect(parseTimestamp("0".repeat(5000) + ":00.000")).toBeNull();
  });

  it("marks the cue being played", () => {
    const cues = [
      { start: 0, end: 3, text: "a" },
      { start: 3, end: 6, text: "b" },
    ];
    expect(activeCue(cues, 0)).toBe(0);
    expect(activeCue(cues, 3.2)).toBe(1);
    expect(activeCue(cues, 6)).toBe(-1);
  });
});

describe("plain text", () => {
  it("is one paragraph a line, untimed", () => {
    expect(parseTranscript("One, two.\r\n\r\nThree!\n")).toEqual({
      ok: true,
      transcript: {
        timed: false,
        cues: [
          { start: null, end: null, text: "One, two." },
          { start: null, end: null, text: "Three!" },
        ],
      },
    });
  });

  it("empty is no transcript; only audio keeps one; a file that could not be read is refused", () => {
    expect(parseTranscript(" \n ")).toBeNull();
    expect(checkTranscript("audio", { text: "" })).toEqual({ ok: true, value: null });
    expect(checkTranscript("pdf", { text: "Hello" })).toEqual({ ok: true, value: null });
    expect(checkTranscript("audio", undefined)).toEqual({ ok: true, value: undefined });
    expect(checkTranscript("audio", { unreadable: tr.admin.transcriptNotText })).toEqual({
      ok: false,
      error: tr.admin.transcriptNotText,
    });
  });
});

describe("hostile transcripts", () => {
  it("refuses more than the size limit before reading a line", () => {
    timed(50, () =>
      expect(parseTranscript("a".repeat(MAX_TRANSCRIPT_CHARS + 1))).toEqual({
        ok: false,
        error: tr.admin.transcriptTooLarge,
      }),
    );
  });

  it("refuses a line longer than the limit, naming it", () => {
    expect(parseTranscript(`WEBVTT\n\n00:00.000 --> 00:01.000\n${"<".repeat(MAX_TRANSCRIPT_LINE + 1)}`)).toEqual({
      ok: false,
      error: tr.admin.transcriptLineTooLong(4),
    });
  });

  it("refuses a huge number of cues, quickly", () => {
    const cue = "00:00.000 --> 00:00.001\nx\n\n";
    const many = `WEBVTT\n\n${cue.repeat(Math.floor((MAX_TRANSCRIPT_CHARS - 10) / cue.length))}`;
    expect(many.length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS);
    timed(200, () =>
      expect(parseTranscript(many)).toEqual({ ok: false, error: tr.admin.transcriptTooManyCues(MAX_TRANSCRIPT_CUES) }),
    );
    timed(200, () =>
      expect(parseTranscript("x\n".repeat(MAX_TRANSCRIPT_CUES + 1))).toEqual({
        ok: false,
        error: tr.admin.transcriptTooManyCues(MAX_TRANSCRIPT_CUES),
      }),
    );
  });

  it("reads the worst lines at the limit in linear time: open tags, arrows, entities, digits", () => {
    for (const piece of ["<", "<v ", "-->", "&amp", "0:", "00:00.000 ", "\t", "NOTE "]) {
      const line = piece.repeat(Math.floor(MAX_TRANSCRIPT_LINE / piece.length));
      const lines = Array.from({ length: Math.floor(MAX_TRANSCRIPT_CHARS / (line.length + 1)) - 4 }, () => line);
      timed(300, () => parseTranscript(`WEBVTT\n\n00:00.000 --> 00:01.000\n${lines.join("\n")}`));
      timed(300, () => parseTranscript(`WEBVTT\n\n${lines.join("\n\n")}`));
    }
  });

  it("fuzzed: a transcript or a Turkish reason from the catalogue, never a throw", () => {
    const pieces = [
      "WEBVTT\n",
      "\n",
      "\n\n",
      "-->",
      " --> ",
      "00:01.000",
      "1:00:00.000",
      "<v A>",
      "<i>",
      "</i>",
      "&amp;",
      "NOTE",
      "STYLE",
      "\r\n",
      "x",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 5 })), { maxLength: 80 }),
        (parts) => {
          const result = parseTranscript(parts.join(""));
          if (result && !result.ok) expect(isCatalogueMessage(result.error)).toBe(true);
          // WebVTT markup never reaches the page (plain text is shown as typed, escaped like any text).
          if (result?.ok && result.transcript.timed)
            for (const cue of result.transcript.cues) expect(cue.text).not.toMatch(/<[a-z/]/);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(2000) },
    );
  });
});
