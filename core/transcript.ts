import { trAdmin } from "./messages/admin";

/**
 * An audio entry's transcript (decision 0073): WebVTT (a file that starts with
 * "WEBVTT") with a time for each line, or plain text, one line a paragraph. Read in one pass
 * over its lines, each line's size bounded before anything else looks at it; the only
 * patterns used are anchored and run on strings of a few dozen characters at most, so no
 * input makes them backtrack. What the page shows is the cues' text, never their markup.
 */
export const MAX_TRANSCRIPT_CHARS = 64 * 1024;
export const MAX_TRANSCRIPT_CUES = 2000;
export const MAX_TRANSCRIPT_LINE = 1000;

export interface Cue {
  /** Seconds; null for plain text. */
  start: number | null;
  end: number | null;
  text: string;
  /** Asked for as a dictation by the entry's test (decision 0077): its text is left out of the page. */
  asked?: boolean;
}

export interface Transcript {
  timed: boolean;
  cues: Cue[];
}

export type TranscriptResult = { ok: true; transcript: Transcript } | { ok: false; error: string };

const TIMESTAMP = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

/** "00:01.500" or "1:00:01.500" in seconds; null when it is none. */
export function parseTimestamp(text: string): number | null {
  if (text.length > 16) return null;
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** A cue's timing line ("00:01.000 --> 00:04.000 align:start"): its start and end, or null. */
function parseTiming(line: string): { start: number; end: number } | null {
  const arrow = line.indexOf("-->");
  if (arrow < 0) return null;
  const start = parseTimestamp(line.slice(0, arrow).trim());
  const rest = line.slice(arrow + 3).trimStart();
  const space = rest.search(/\s/);
  const end = parseTimestamp(space < 0 ? rest : rest.slice(0, space));
  return start !== null && end !== null && end >= start ? { start, end } : null;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&nbsp;": "\u00a0",
  "&lrm;": "",
  "&rlm;": "",
  "&quot;": '"',
  "&apos;": "'",
};

/** A cue line's text: a voice tag becomes "Name: ", other tags go, entities are read. */
function cueText(line: string): string {
  let out = "";
  for (let at = 0; at < line.length;) {
    const open = line.indexOf("<", at);
    if (open < 0) {
      out += line.slice(at);
      break;
    }
    out += line.slice(at, open);
    const close = line.indexOf(">", open);
    if (close < 0) break; // an unclosed tag ends the line, as browsers read it
    const tag = line.slice(open + 1, close);
    if (tag.startsWith("v ") || tag.startsWith("v.")) {
      const name = tag.slice(tag.indexOf(" ") + 1).trim();
      if (tag.includes(" ") && name) out += `${name}: `;
    }
    at = close + 1;
  }
  return out.replace(/&[a-z]{2,6};/g, (e) => ENTITIES[e] ?? e);
}

const lineNumber = (index: number) => index + 1;

/** Reads an admin's transcript. Empty text is "no transcript" (null); a bad line is named. */
export function parseTranscript(raw: string): TranscriptResult | null {
  if (raw.length > MAX_TRANSCRIPT_CHARS) return { ok: false, error: trAdmin.transcriptTooLarge };
  const text = raw.replace(/^\uFEFF/, "");
  if (text.trim() === "") return null;
  const lines = text.split(/\r\n|\r|\n/);
  const long = lines.findIndex((l) => l.length > MAX_TRANSCRIPT_LINE);
  if (long >= 0) return { ok: false, error: trAdmin.transcriptLineTooLong(lineNumber(long)) };
  const isVtt = lines[0].startsWith("WEBVTT") && (lines[0].length === 6 || lines[0][6] === " " || lines[0][6] === "\t");
  const cues: Cue[] = [];

  if (!isVtt) {
    for (const line of lines) {
      const t = line.trim();
      if (!t) continue;
      if (cues.length >= MAX_TRANSCRIPT_CUES)
        return { ok: false, error: trAdmin.transcriptTooManyCues(MAX_TRANSCRIPT_CUES) };
      cues.push({ start: null, end: null, text: t });
    }
    return { ok: true, transcript: { timed: false, cues } };
  }

  // WebVTT: blocks separated by blank lines. A block with "-->" is a cue (an id line may come first);
  // NOTE, STYLE and REGION blocks and the header's own lines are skipped.
  let i = 1;
  while (i < lines.length && lines[i].trim() !== "") i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i].trim() === "") i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const first = lines[i];
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) {
      while (i < lines.length && lines[i].trim() !== "") i++;
      continue;
    }
    const timingAt = first.includes("-->") ? i : i + 1 < lines.length && lines[i + 1].includes("-->") ? i + 1 : -1;
    if (timingAt < 0) return { ok: false, error: trAdmin.transcriptBadTiming(lineNumber(blockStart)) };
    const timing = parseTiming(lines[timingAt]);
    if (!timing) return { ok: false, error: trAdmin.transcriptBadTiming(lineNumber(timingAt)) };
    i = timingAt + 1;
    const parts: string[] = [];
    while (i < lines.length && lines[i].trim() !== "") parts.push(cueText(lines[i++]).trim());
    const body = parts.filter(Boolean).join("\n");
    if (!body) continue;
    if (cues.length >= MAX_TRANSCRIPT_CUES)
      return { ok: false, error: trAdmin.transcriptTooManyCues(MAX_TRANSCRIPT_CUES) };
    cues.push({ ...timing, text: body });
  }
  return { ok: true, transcript: { timed: true, cues } };
}

/** The cue being played at `seconds` (the last one that has begun and not ended), or -1. */
export function activeCue(cues: readonly Cue[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i++) {
    const { start, end } = cues[i];
    if (start !== null && end !== null && start <= seconds && seconds < end) found = i;
  }
  return found;
}

/** "1:05" for 65 seconds: the time shown before a cue. */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The add/edit form's transcript fields: a text box and a file (.vtt or .txt), which wins when chosen. */
export const TRANSCRIPT_FIELDS = { text: "transcript", file: "transcriptFile" } as const;

/** A transcript as a form sent it: its text, or why its file could not be read. */
export type SentTranscript = { text: string } | { unreadable: string };

/**
 * What an entry keeps of a sent transcript: its text (null: none) or the reason it is refused.
 * Only audio entries have one; any other type clears it. `undefined` sent keeps what is stored.
 */
export function checkTranscript(
  fileType: string,
  sent: SentTranscript | undefined,
): { ok: true; value: string | null | undefined } | { ok: false; error: string } {
  if (fileType !== "audio") return { ok: true, value: null };
  if (sent === undefined) return { ok: true, value: undefined };
  if ("unreadable" in sent) return { ok: false, error: sent.unreadable };
  const parsed = parseTranscript(sent.text);
  if (parsed === null) return { ok: true, value: null };
  if (!parsed.ok) return parsed;
  // Kept with one kind of line break (a form sends its text box's as CRLF).
  return { ok: true, value: sent.text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n") };
}
