import { trPractice } from "./messages/practice";
import type { Question, QuizParse, QuizProblem } from "./quiz-formats";
import { MAX_OPTION, MAX_QUESTION, MAX_QUESTIONS } from "./quiz-limits";
import { isPictureKey } from "./picture-password";
import { MAX_DICTATION_CHARS } from "./scoring/dictation";
import { MAX_ITEMS } from "./scoring/hands-on";
import { child, childrenNamed, readXml, type XmlElement } from "./xml-reader";

/**
 * Moodle XML, the format every Moodle question bank exports: read through the
 * DTD-less reader (core/xml-reader.ts), into the same questions GIFT and Aiken give.
 * Taken today: multichoice with one right answer, truefalse, shortanswer, matching, ordering,
 * and ddwtos and gapselect (gaps from a word bank). Categories and descriptions are skipped,
 * as Moodle's own import does with what it does not need. Types the site cannot score yet
 * (essay, calculated…) are named in a Turkish message and nothing is imported.
 */

export const MAX_MOODLE_CHARS = 1_000_000;
const SKIPPED = new Set(["category", "description"]);

const HTML_ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
};

/**
 * A Moodle text (HTML, usually `<p>…</p>`) as plain text: tags dropped, a line break where a
 * block ended, the entities Moodle's editor writes read back. One pass, no pattern over the
 * whole text; the input is cut first.
 */
export function moodleText(html: string, max: number): string {
  const source = html.slice(0, max * 4);
  let out = "";
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "<") {
      const end = source.indexOf(">", i);
      if (end < 0) break;
      const tag = source.slice(i + 1, Math.min(end, i + 12)).toLowerCase();
      if (/^\/?(?:p|br|div|li)\b/.test(tag)) out += " ";
      i = end + 1;
    } else if (ch === "&") {
      const semi = source.indexOf(";", i);
      const name = semi > i && semi - i <= 8 ? source.slice(i + 1, semi) : "";
      const numeric = /^#\d{1,6}$/.test(name) ? Number(name.slice(1)) : null;
      const decoded =
        HTML_ENTITIES[name] ??
        (numeric !== null && numeric > 0 && numeric <= 0x10ffff ? String.fromCodePoint(numeric) : null);
      out += decoded ?? "&";
      i = decoded === null ? i + 1 : semi + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out.replace(/\s+/g, " ").trim();
}

/** `<x><text>…</text></x>` as plain text. */
const textOf = (element: XmlElement | undefined, max: number) => moodleText(child(element, "text")?.text ?? "", max);

/** The tag that makes a Moodle shortanswer a dictation (decision 0077); Moodle itself keeps it as a plain tag. */
export const DICTATION_TAG = "dictation";

/** A question's tags (`<tags><tag><text>…</text></tag></tags>`), trimmed and lower-cased. */
const tagsOf = (q: XmlElement) =>
  childrenNamed(child(q, "tags"), "tag").map((t) => (child(t, "text")?.text ?? "").trim().slice(0, 100).toLowerCase());

const IMG_SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** A file name with its escapes decoded; undefined for a broken escape ("%", "%E0%A4"): such a name is no drawing's. */
function decodedName(name: string): string | undefined {
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

/**
 * The site's drawings named by the `<img>`s of a Moodle text (decision 0077): a picture is
 * `@@PLUGINFILE@@/kedi.svg` (or any path) whose file name, without its extension, is a drawing's
 * key. Null when an image names no drawing; at most 5 images are looked at (tags cut to 500 characters).
 */
export function drawingsIn(html: string): string[] | null {
  const found: string[] = [];
  let at = 0;
  for (let n = 0; n < 5; n++) {
    const open = html.toLowerCase().indexOf("<img", at);
    if (open < 0) break;
    const end = html.indexOf(">", open);
    const tag = html.slice(open, end < 0 ? open + 500 : Math.min(end, open + 500));
    const match = IMG_SRC.exec(tag);
    const src = (match?.[1] ?? match?.[2] ?? "").slice(0, 300);
    const key = decodedName(src.split(/[?#]/)[0].split("/").pop() ?? "")
      ?.replace(/\.[a-z0-9]{1,5}$/i, "")
      .toLowerCase();
    if (key === undefined || !isPictureKey(key)) return null;
    found.push(key);
    at = end < 0 ? html.length : end + 1;
  }
  return found;
}

/** Moodle's fraction ("100", "100.0000000", "0", "-50") as a number. */
const fractionOf = (answer: XmlElement) => Number((answer.attributes.fraction ?? "0").slice(0, 16));

/** A question's answers as read: their plain text, fraction, feedback and (for pictures) HTML. */
function moodleAnswers(q: XmlElement): ReadAnswer[] {
  return childrenNamed(q, "answer").map((a) => ({
    text: textOf(a, MAX_OPTION),
    fraction: fractionOf(a),
    feedback: textOf(child(a, "feedback"), MAX_OPTION),
    html: (child(a, "text")?.text ?? "").slice(0, MAX_OPTION * 4),
  }));
}

type ReadAnswer = MoodleAnswer & { feedback: string };

/** A multichoice with one right answer, as a choice or (with drawings) a picture–word question. */
function moodleMultichoice(
  q: XmlElement,
  answers: ReadAnswer[],
  text: string,
  n: number,
  id: string,
): Question | QuizProblem {
  const line = q.line;
  const right = answers.filter((a) => a.fraction >= 100);
  if (
    child(q, "single")?.text.trim() === "false" ||
    answers.some((a) => a.fraction > 0 && a.fraction < 100) ||
    right.length > 1
  )
    return { line, message: trPractice.moodleMultipleRight(n) };
  if (right.length === 0) return { line, message: trPractice.moodleNoRight(n) };
  const picture = pictureChoice(q, answers, text, n, id);
  if (picture) return picture;
  if (!text || answers.length < 2 || answers.some((a) => !a.text)) return { line, message: trPractice.moodleEmpty(n) };
  return {
    kind: "choice",
    id,
    text,
    options: answers.map((a) => ({
      text: a.text,
      correct: a.fraction >= 100,
      ...(a.feedback ? { feedback: a.feedback } : {}),
    })),
  };
}

/** A shortanswer as a short question, or as a dictation when tagged so (its one answer the sentence). */
function moodleShortAnswer(
  q: XmlElement,
  answers: ReadAnswer[],
  text: string,
  n: number,
  id: string,
): Question | QuizProblem {
  const line = q.line;
  const right = answers.filter((a) => a.fraction >= 100 && a.text);
  if (answers.some((a) => a.fraction > 0 && a.fraction < 100))
    return { line, message: trPractice.moodleMultipleRight(n) };
  if (!text || right.length === 0)
    return { line, message: right.length ? trPractice.moodleEmpty(n) : trPractice.moodleNoRight(n) };
  if (tagsOf(q).includes(DICTATION_TAG)) {
    if (right.length !== 1) return { line, message: trPractice.moodleDictationOne(n) };
    if (right[0].text.length > MAX_DICTATION_CHARS)
      return { line, message: trPractice.moodleDictationLong(n, MAX_DICTATION_CHARS) };
    return { kind: "dictation", id, text, sentence: right[0].text };
  }
  return { kind: "short", id, text, answers: right.map((a) => a.text) };
}

/** A matching as pairs of texts, or (with drawings in its subquestions) a picture–word question. */
function moodleMatching(q: XmlElement, text: string, n: number, id: string): Question | QuizProblem {
  const line = q.line;
  if (childrenNamed(q, "subquestion").some((s) => (child(s, "text")?.text ?? "").toLowerCase().includes("<img")))
    return pictureMatching(q, text, n, id);
  // A subquestion without text is a distractor on the right only: not kept (the site's matching has none).
  const pairs = childrenNamed(q, "subquestion")
    .map((s) => ({
      left: textOf(s, MAX_OPTION),
      right: moodleText(child(child(s, "answer"), "text")?.text ?? "", MAX_OPTION),
    }))
    .filter((p) => p.left);
  if (pairs.some((p) => p.left.length > MAX_OPTION || p.right.length > MAX_OPTION))
    return { line, message: trPractice.moodleTooLong(n) };
  if (!text || pairs.length < 2 || pairs.some((p) => !p.right)) return { line, message: trPractice.moodleEmpty(n) };
  return { kind: "matching", id, text, pairs };
}

function moodleQuestion(q: XmlElement, n: number): Question | QuizProblem {
  const type = (q.attributes.type ?? "").slice(0, 40);
  const id = `q${n}`;
  const line = q.line;
  const text = textOf(child(q, "questiontext"), MAX_QUESTION);
  if (text.length > MAX_QUESTION) return { line, message: trPractice.moodleTooLong(n) };
  const answers = moodleAnswers(q);
  if (answers.some((a) => a.text.length > MAX_OPTION)) return { line, message: trPractice.moodleTooLong(n) };
  switch (type) {
    case "multichoice":
      return moodleMultichoice(q, answers, text, n, id);
    case "truefalse": {
      const right = answers.find((a) => a.fraction >= 100);
      if (!right || !["true", "false"].includes(right.text.toLowerCase()))
        return { line, message: trPractice.moodleNoRight(n) };
      if (!text) return { line, message: trPractice.moodleEmpty(n) };
      return { kind: "truefalse", id, text, answer: right.text.toLowerCase() === "true" };
    }
    case "shortanswer":
      return moodleShortAnswer(q, answers, text, n, id);
    case "matching":
      return moodleMatching(q, text, n, id);
    case "ordering": {
      // Moodle's ordering: the answers in the right order (its layout and grading options are not kept).
      const items = answers.map((a) => a.text);
      if (!text || items.length < 2 || items.some((item) => !item)) return { line, message: trPractice.moodleEmpty(n) };
      if (items.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
      return { kind: "ordering", id, text, items };
    }
    case "ddwtos":
    case "gapselect":
      return moodleGaps(q, type === "ddwtos" ? "dragbox" : "selectoption", text, n, id);
    default:
      return { line, message: trPractice.moodleUnsupported(n, type || "?") };
  }
}

type MoodleAnswer = { text: string; fraction: number; html: string };

/**
 * A multichoice with pictures (decision 0077) as a picture–word question, or null when it has
 * none: every answer one drawing and no words (tap the picture for the word in the question), or
 * one drawing in the question and words as answers (pick the word for the picture).
 */
function pictureChoice(
  q: XmlElement,
  answers: MoodleAnswer[],
  text: string,
  n: number,
  id: string,
): Question | QuizProblem | null {
  const line = q.line;
  const questionHtml = (child(child(q, "questiontext"), "text")?.text ?? "").slice(0, MAX_QUESTION * 4);
  const right = answers.findIndex((a) => a.fraction >= 100);
  if (answers.some((a) => a.html.toLowerCase().includes("<img"))) {
    const keys = answers.map((a) => (a.text === "" ? drawingsIn(a.html) : null));
    if (keys.some((k) => k?.length !== 1)) return { line, message: trPractice.moodlePictureUnknown(n) };
    if (!text || answers.length < 2) return { line, message: trPractice.moodleEmpty(n) };
    if (answers.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
    return { kind: "picture", id, text, ask: "picture", prompts: [], options: keys.map((k) => k![0]), rights: [right] };
  }
  if (!questionHtml.toLowerCase().includes("<img")) return null;
  const prompt = drawingsIn(questionHtml);
  if (prompt?.length !== 1) return { line, message: trPractice.moodlePictureUnknown(n) };
  if (answers.length < 2 || answers.some((a) => !a.text)) return { line, message: trPractice.moodleEmpty(n) };
  if (answers.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
  return {
    kind: "picture",
    id,
    text,
    ask: "word",
    prompts: prompt,
    options: answers.map((a) => a.text),
    rights: [right],
  };
}

/**
 * A matching whose questions are drawings (decision 0077): pick each picture's word. A
 * subquestion without a picture is a word that fits none (a distractor); equal words are kept once.
 */
function pictureMatching(q: XmlElement, text: string, n: number, id: string): Question | QuizProblem {
  const line = q.line;
  const rows = childrenNamed(q, "subquestion").map((s) => {
    const html = (child(s, "text")?.text ?? "").slice(0, MAX_OPTION * 4);
    return {
      keys:
        moodleText(html, MAX_OPTION) === "" && html.trim() !== "" ? drawingsIn(html) : html.trim() === "" ? [] : null,
      word: moodleText(child(child(s, "answer"), "text")?.text ?? "", MAX_OPTION),
    };
  });
  if (rows.some((r) => r.keys === null || r.keys.length > 1))
    return { line, message: trPractice.moodlePictureUnknown(n) };
  if (rows.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
  if (rows.some((r) => r.word.length > MAX_OPTION)) return { line, message: trPractice.moodleTooLong(n) };
  const asked = rows.filter((r) => r.keys!.length === 1);
  if (!text || asked.length < 2 || rows.some((r) => !r.word)) return { line, message: trPractice.moodleEmpty(n) };
  // Equal words kept once, in the order a page shows them (alphabetical), so the export's rows may come in any order.
  const options = [...new Set(rows.map((r) => r.word))].sort((a, b) => a.localeCompare(b, "tr"));
  return {
    kind: "picture",
    id,
    text,
    ask: "word",
    prompts: asked.map((r) => r.keys![0]),
    options,
    rights: asked.map((r) => options.indexOf(r.word)),
  };
}

/** `[[3]]`: the gap for choice 3 (Moodle's placeholder). */
const PLACEHOLDER = /\[\[(\d{1,3})\]\]/g;

/**
 * ddwtos (drag into the gaps) and gapselect (a select a gap): a text with `[[n]]`, each the
 * gap whose right word is the n-th `<dragbox>`/`<selectoption>`, and the words in groups (a gap
 * takes the words of its right word's group). Equal words of one group are kept once.
 */
function moodleGaps(q: XmlElement, choiceName: string, text: string, n: number, id: string): Question | QuizProblem {
  const line = q.line;
  const choices = childrenNamed(q, choiceName).map((c) => ({
    text: textOf(c, MAX_OPTION),
    group: Number((child(c, "group")?.text ?? "1").trim().slice(0, 3)),
  }));
  if (choices.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
  if (choices.some((c) => c.text.length > MAX_OPTION)) return { line, message: trPractice.moodleTooLong(n) };
  if (choices.some((c) => !c.text || !Number.isInteger(c.group) || c.group < 1 || c.group > 20))
    return { line, message: trPractice.moodleEmpty(n) };
  const parts: string[] = [];
  const rights: number[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    rights.push(Number(match[1]) - 1);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (rights.length === 0) return { line, message: trPractice.moodleNoGaps(n) };
  if (rights.length > MAX_ITEMS) return { line, message: trPractice.moodleTooManyItems(n, MAX_ITEMS) };
  const missing = rights.find((r) => r < 0 || r >= choices.length);
  if (missing !== undefined) return { line, message: trPractice.moodleBadGap(n, missing + 1) };
  const bank: { text: string; group: number }[] = [];
  const bankIndex = choices.map((c) => {
    const found = bank.findIndex((b) => b.text === c.text && b.group === c.group);
    return found >= 0 ? found : bank.push(c) - 1;
  });
  const shown = parts.join("_____").trim();
  return { kind: "gaps", id, text: shown, parts, bank, gaps: rights.map((r) => bankIndex[r]) };
}

export function parseMoodleXml(input: string): QuizParse {
  if (input.length > MAX_MOODLE_CHARS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooLong(MAX_MOODLE_CHARS) }] };
  const read = readXml(input, { maxChars: MAX_MOODLE_CHARS, maxDepth: 12, maxElements: 50_000 });
  if (!read.ok) {
    const message = {
      "too-large": trPractice.tooLong(MAX_MOODLE_CHARS),
      doctype: trPractice.moodleDoctype,
      malformed: trPractice.moodleMalformed(read.line),
      "too-deep": trPractice.moodleTooDeep(read.line),
      "too-many": trPractice.moodleTooMany,
    }[read.problem];
    return { ok: false, errors: [{ line: read.line, message }] };
  }
  if (read.root.name !== "quiz") return { ok: false, errors: [{ line: 1, message: trPractice.moodleNotQuiz }] };
  const questions = childrenNamed(read.root, "question").filter((q) => !SKIPPED.has(q.attributes.type ?? ""));
  if (questions.length === 0) return { ok: false, errors: [{ line: 1, message: trPractice.noQuestions }] };
  if (questions.length > MAX_QUESTIONS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooManyQuestions(MAX_QUESTIONS) }] };
  const results = questions.map((q, i) => moodleQuestion(q, i + 1));
  const errors = results.filter((r): r is QuizProblem => "message" in r);
  return errors.length ? { ok: false, errors } : { ok: true, quiz: { questions: results as Question[] } };
}
