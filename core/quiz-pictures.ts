/**
 * A picture a Moodle XML question carries in its own text (decision 0131): Moodle's export writes
 * `<img src="@@PLUGINFILE@@/name.png" alt="…">` in the question's HTML and the file itself, in
 * base64, as a `<file name="name.png" encoding="base64">` beside it. Read here, in core, so the admin
 * form's preview and the server's save give the same answer; the bytes are stored by the server
 * (server/practice/quiz-pictures.ts) under a name made of their hash, and the question keeps only
 * that key, the description and the size. One picture per question, the first its text shows;
 * what it is comes from its first bytes (core/file-sniff.ts), never from its name.
 */
import { detectFileKind } from "./file-sniff";
import type { FileKind } from "./file-kinds";
import { trPractice } from "./messages/practice";
import { moodleText } from "./moodle-text";
import { child, childrenNamed, type XmlElement } from "./xml-reader";

/** A question's picture: the key, width and height are set once the server has stored it. */
export interface QuestionPicture {
  /** What the picture shows, in the teacher's words: a screen reader says it, and a print without pictures. */
  alt: string;
  /** The file store's key (images/{grade}/soru-{hash}.{ext}). */
  key?: string;
  width?: number;
  height?: number;
}

/** The picture's bytes as the quiz carried them, until the server stores them. */
export interface EmbeddedPicture {
  /** The question's id in the quiz (q1, q2 …): names repeat across a Moodle export, ids do not. */
  questionId: string;
  /** The question's number in the admin's messages. */
  number: number;
  kind: PictureKind;
  /** The bytes, base64 as the file carried them. */
  base64: string;
}

export type PictureKind = Extract<FileKind, "png" | "jpeg" | "gif" | "webp">;
const PICTURE_KINDS: readonly FileKind[] = ["png", "jpeg", "gif", "webp"];

/** A question's picture on a phone's slow data: a diagram or a photo fits well within it. */
export const MAX_QUESTION_PICTURE_BYTES = 300 * 1024;
/** Pictures in one quiz: a deneme of 80 questions may have a few dozen. */
export const MAX_QUIZ_PICTURES = 40;
export const MAX_PICTURE_ALT = 300;

const PLUGINFILE = "@@PLUGINFILE@@/";
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i");
const SRC = ATTRIBUTE("src");
const ALT = ATTRIBUTE("alt");

/** The `<img>` tags of an HTML text, each cut to 1,000 characters; at most `max`. */
function imgTags(html: string, max: number): string[] {
  const tags: string[] = [];
  const lower = html.toLowerCase();
  for (let at = lower.indexOf("<img"); at >= 0 && tags.length < max; at = lower.indexOf("<img", at + 4)) {
    const end = html.indexOf(">", at);
    tags.push(html.slice(at, end < 0 ? at + 1000 : Math.min(end, at + 1000)));
  }
  return tags;
}

const attributeOf = (tag: string, pattern: RegExp) => {
  const match = pattern.exec(tag);
  return match ? (match[1] ?? match[2] ?? "") : undefined;
};

/** A plugin file's name as its `<file name>` is written: the src's escapes read back; "" for a broken escape. */
function pluginFileName(src: string): string {
  if (!src.startsWith(PLUGINFILE)) return "";
  try {
    return decodeURIComponent(src.slice(PLUGINFILE.length).split(/[?#]/)[0]);
  } catch {
    return "";
  }
}

/** The files a Moodle text element carries, by name (the first of a name wins). */
function filesOf(element: XmlElement | undefined): Map<string, XmlElement> {
  const files = new Map<string, XmlElement>();
  for (const file of childrenNamed(element, "file")) {
    const name = (file.attributes.name ?? "").slice(0, 200);
    if (name && !files.has(name)) files.set(name, file);
  }
  return files;
}

/** The first `<img>` of a question's text that shows one of its own files (`@@PLUGINFILE@@/…`), if any. */
function pluginImg(questionText: XmlElement | undefined): string | undefined {
  const html = child(questionText, "text")?.text ?? "";
  return imgTags(html, 5).find((tag) => (attributeOf(tag, SRC) ?? "").startsWith(PLUGINFILE));
}

/**
 * True when a question carries files and its text shows one: a picture of its own, read by
 * embeddedPictureOf (which names a file it does not carry), unless it is one of the site's
 * drawings, which the reader of picture–word questions looks for first.
 */
export function showsEmbeddedPicture(q: XmlElement): boolean {
  const questionText = child(q, "questiontext");
  return childrenNamed(questionText, "file").length > 0 && pluginImg(questionText) !== undefined;
}

/** Base64 read back strictly (whitespace allowed, as Moodle wraps it); null when it is not base64. */
function base64Bytes(text: string): { base64: string; bytes: Uint8Array } | null {
  const base64 = text.replace(/\s+/g, "");
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[\d+/a-z]+={0,2}$/i.test(base64)) return null;
  const binary = atob(base64);
  return { base64, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
}

export type PictureRead =
  { ok: true; picture: QuestionPicture; embedded: EmbeddedPicture } | { ok: false; message: string } | null;

/**
 * The picture question `n` (id `questionId`) shows from its own files, checked: null when its
 * text shows none. A picture must be described (`alt`), be one of the files the question carries,
 * be a picture by its bytes and be at most MAX_QUESTION_PICTURE_BYTES.
 */
export function embeddedPictureOf(q: XmlElement, n: number, questionId: string): PictureRead {
  const questionText = child(q, "questiontext");
  const files = filesOf(questionText);
  const tag = pluginImg(questionText);
  if (!tag) return null;
  const file = files.get(pluginFileName(attributeOf(tag, SRC) ?? ""));
  if (!file) return files.size === 0 ? null : { ok: false, message: trPractice.moodlePictureMissing(n) };
  const alt = moodleText(attributeOf(tag, ALT) ?? "", MAX_PICTURE_ALT);
  if (!alt) return { ok: false, message: trPractice.moodlePictureNoAlt(n) };
  if (alt.length > MAX_PICTURE_ALT) return { ok: false, message: trPractice.moodlePictureAltLong(n, MAX_PICTURE_ALT) };
  if ((file.attributes.encoding ?? "base64") !== "base64" || file.text.length > MAX_QUESTION_PICTURE_BYTES * 2)
    return { ok: false, message: trPractice.moodlePictureTooLarge(n, MAX_QUESTION_PICTURE_BYTES / 1024) };
  const read = base64Bytes(file.text);
  if (!read) return { ok: false, message: trPractice.moodlePictureNotPicture(n) };
  if (read.bytes.length > MAX_QUESTION_PICTURE_BYTES)
    return { ok: false, message: trPractice.moodlePictureTooLarge(n, MAX_QUESTION_PICTURE_BYTES / 1024) };
  const kind = detectFileKind(read.bytes.subarray(0, 64));
  if (!kind || !PICTURE_KINDS.includes(kind)) return { ok: false, message: trPractice.moodlePictureNotPicture(n) };
  return {
    ok: true,
    picture: { alt },
    embedded: { questionId, number: n, kind: kind as PictureKind, base64: read.base64 },
  };
}
