import { trPractice } from "./messages/practice";
import { MAX_OPTION, MAX_QUESTION, MAX_QUESTIONS } from "./quiz-limits";
import { parseMoodleXml } from "./quiz-moodle";
import type { EmbeddedPicture, QuestionPicture } from "./quiz-pictures";
import { withPassages, type Description } from "./quiz-passage";
import { topicOfCategoryPath, withTopic } from "./quiz-topics";

/**
 * Online quizzes in the formats teachers already write: Moodle's GIFT
 * (multiple choice, true/false, short answer, matching, the 'missing word' form),
 * Aiken (multiple choice) and Moodle XML (core/quiz-moodle.ts). A quiz is parsed whole: any line the parser cannot take is
 * reported with its number and nothing is imported. Answers stay on the server:
 * `publicQuiz` is what a page may show before the pupil submits.
 */

export type QuizFormat = "gift" | "aiken" | "moodle";

/** A question by its kind, with the fields of that kind. */
type QuestionOfKind =
  | { kind: "choice"; id: string; text: string; options: { text: string; correct: boolean; feedback?: string }[] }
  | { kind: "truefalse"; id: string; text: string; answer: boolean }
  | { kind: "short"; id: string; text: string; answers: string[] }
  | { kind: "matching"; id: string; text: string; pairs: { left: string; right: string }[] }
  /** Words of a sentence or sentences of a text, `items` in the right order. */
  | { kind: "ordering"; id: string; text: string; items: string[] }
  /**
   * A text with gaps filled from a word bank: `parts` are the text around the gaps
   * (one more than the gaps), `bank` every word offered (each text once per group), `gaps[i]`
   * the bank index of gap i's right word. A gap is filled from the words of its right word's
   * group, as Moodle's ddwtos and gapselect do.
   */
  | { kind: "gaps"; id: string; text: string; parts: string[]; bank: { text: string; group: number }[]; gaps: number[] }
  /**
   * Dictation (decision 0077): the pupil hears `sentence` and types it; `text` says
   * what to do. Scored word by word (core/scoring/dictation.ts).
   */
  | { kind: "dictation"; id: string; text: string; sentence: string }
  /**
   * Picture–word (decision 0077). `ask: "picture"`: tap the picture (of `options`,
   * the site's drawings by key) that the word in `text` names; one row. `ask: "word"`: for each
   * picture of `prompts`, pick its word among `options`. `rights[i]` is row i's option index.
   */
  | {
      kind: "picture";
      id: string;
      text: string;
      ask: "picture" | "word";
      prompts: string[];
      options: string[];
      rights: number[];
    };

/** What a question of any kind may carry besides its kind's own fields. */
interface QuestionCommon {
  /**
   * The topic the quiz names for it (decision 0125, core/quiz-topics.ts): GIFT's `$CATEGORY`,
   * Moodle's category or a `konu:` tag. Absent when the quiz names none, and in quizzes stored before.
   */
  topic?: string;
  /**
   * The reading text the quiz gives it and the questions around it (decision 0130,
   * core/quiz-passage.ts): a description's text, its lines its paragraphs. Absent when none.
   */
  passage?: string;
  /**
   * The picture the question shows (decision 0131, core/quiz-pictures.ts): Moodle XML carries it
   * in the question; stored by the server under a key. Absent when none.
   */
  picture?: QuestionPicture;
}

export type Question = QuestionOfKind & QuestionCommon;

export interface Quiz {
  questions: Question[];
}

export type QuizProblem = { line: number; message: string };
/** `pictures`: the bytes of the questions' pictures (Moodle XML), for the server to store. */
export type QuizParse = { ok: true; quiz: Quiz; pictures?: EmbeddedPicture[] } | { ok: false; errors: QuizProblem[] };

export const MAX_QUIZ_CHARS = 200_000;
export { MAX_QUESTIONS };
/** Where the missing word of a GIFT 'missing word' question stands. */
export const BLANK = "_____";

/** Non-empty blocks of lines (blank lines separate questions), with the line each starts on. */
function blocks(text: string, skip: (line: string) => boolean): { line: number; lines: string[] }[] {
  const out: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | null = null;
  text.split("\n").forEach((raw, i) => {
    if (skip(raw.trim())) return;
    if (raw.trim() === "") {
      current = null;
      return;
    }
    if (!current) out.push((current = { line: i + 1, lines: [] }));
    current.lines.push(raw);
  });
  return out;
}

const normalise = (text: string) => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

// ------------------------------------------------------------------ GIFT

const GIFT_ESCAPES = new Set(["~", "=", "#", "{", "}", ":", "\\"]);

/** GIFT's escapes read back: `\=` is '=', `\n` a line break. */
function unescapeGift(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\" && i + 1 < text.length) {
      const next = text[i + 1];
      if (GIFT_ESCAPES.has(next)) out += next;
      else if (next === "n") out += "\n";
      else out += `\\${next}`;
      i++;
    } else out += text[i];
  }
  return out.trim();
}

/** Index of the first unescaped `target` from `from`, or -1. */
function findUnescaped(text: string, target: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text.startsWith(target, i)) return i;
  }
  return -1;
}

/** Splits at unescaped characters of `marks`, keeping each mark with the part it starts. */
function splitMarked(text: string, marks: string): string[] {
  const parts: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (marks.includes(text[i])) {
      if (start !== -1) parts.push(text.slice(start, i));
      start = i;
    }
  }
  if (start !== -1) parts.push(text.slice(start));
  return parts;
}

const FORMAT_TAG = /^\[(?:html|moodle|plain|markdown)\]/i;
const TRUE_FALSE: Record<string, boolean> = { t: true, true: true, f: false, false: false };

/** A block's text without its `::title::` and its format tag: what Moodle reads as a question or a description. */
function giftBody(source: string): string {
  let text = source.trim();
  if (text.startsWith("::")) {
    const end = findUnescaped(text, "::", 2);
    if (end !== -1) text = text.slice(end + 2).trim();
  }
  return text.replace(FORMAT_TAG, "").trim();
}

/**
 * A block without an answer part, neither `{` nor `}` (escaped ones aside), is Moodle's GIFT
 * description: a reading text for the questions after it (decision 0130). A `}` alone is still a mistake (giftQuestion).
 */
const isGiftDescription = (body: string) => findUnescaped(body, "{") === -1 && findUnescaped(body, "}") === -1;

/** One GIFT question (a block's body, giftBody); a problem when it cannot be taken. */
function giftQuestion(text: string, line: number, id: string): Question | QuizProblem {
  const open = findUnescaped(text, "{");
  if (open === -1) return { line, message: trPractice.closedWithoutOpening(line) };
  const close = findUnescaped(text, "}", open + 1);
  if (close === -1) return { line, message: trPractice.unclosedAnswers(line) };
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  const question = unescapeGift(after ? `${before} ${BLANK} ${after}` : before);
  if (question.length > MAX_QUESTION) return { line, message: trPractice.questionTooLong(line) };
  const inner = text.slice(open + 1, close).trim();
  if (inner === "") return { line, message: trPractice.emptyAnswers(line) };
  if (inner.startsWith("#")) return { line, message: trPractice.numericUnsupported(line) };

  // {T}, {FALSE}, {T#feedback}: the feedback is not kept (the result page says right or wrong).
  const verdict = inner.slice(0, 10).split("#")[0].trim().toLowerCase();
  if (Object.hasOwn(TRUE_FALSE, verdict) && !/[=~]/.test(inner))
    return { kind: "truefalse", id, text: question, answer: TRUE_FALSE[verdict] };

  const options = splitMarked(inner, "=~").map((part) => {
    const mark = part[0];
    const body = part.slice(1);
    const hash = findUnescaped(body, "#");
    return {
      mark,
      body: hash === -1 ? body : body.slice(0, hash),
      feedback: hash === -1 ? undefined : unescapeGift(body.slice(hash + 1)),
    };
  });
  if (options.length === 0 || !/^[=~]/.test(inner)) return { line, message: trPractice.mixedAnswers(line) };
  if (options.some((o) => o.body.trimStart().startsWith("%")))
    return { line, message: trPractice.weightUnsupported(line) };
  if (options.some((o) => unescapeGift(o.body).length > MAX_OPTION))
    return { line, message: trPractice.optionTooLong(line) };

  const rights = options.filter((o) => o.mark === "=");
  if (rights.length === options.length && options.some((o) => findUnescaped(o.body, "->") !== -1)) {
    const pairs = options.map((o) => {
      const arrow = findUnescaped(o.body, "->");
      return arrow === -1
        ? null
        : { left: unescapeGift(o.body.slice(0, arrow)), right: unescapeGift(o.body.slice(arrow + 2)) };
    });
    if (pairs.length < 2 || pairs.some((p) => !p || !p.left || !p.right))
      return { line, message: trPractice.matchingPairs(line) };
    return { kind: "matching", id, text: question, pairs: pairs as { left: string; right: string }[] };
  }
  if (rights.length === options.length) {
    const answers = options.map((o) => unescapeGift(o.body)).filter(Boolean);
    return answers.length
      ? { kind: "short", id, text: question, answers }
      : { line, message: trPractice.mixedAnswers(line) };
  }
  if (rights.length !== 1) return { line, message: trPractice.oneRightAnswer(line) };
  if (options.length < 2) return { line, message: trPractice.tooFewOptions(line) };
  return {
    kind: "choice",
    id,
    text: question,
    options: options.map((o) => ({
      text: unescapeGift(o.body),
      correct: o.mark === "=",
      ...(o.feedback ? { feedback: o.feedback } : {}),
    })),
  };
}

const GIFT_CATEGORY = "$CATEGORY:";

/**
 * For each line (by index), the topic of the last `$CATEGORY:` line above it (decision 0125): as in
 * Moodle, a category holds for every question after it until the next one.
 */
function giftTopicsByLine(text: string): (string | undefined)[] {
  let topic: string | undefined;
  return text.split("\n").map((raw) => {
    const inForce = topic;
    const line = raw.trim();
    if (line.startsWith(GIFT_CATEGORY)) topic = topicOfCategoryPath(line.slice(GIFT_CATEGORY.length));
    return inForce;
  });
}

export function parseGift(input: string): QuizParse {
  if (input.length > MAX_QUIZ_CHARS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooLong(MAX_QUIZ_CHARS) }] };
  const text = normalise(input);
  // Comments and category lines are left out of the questions' blocks; the lines keep their numbers.
  const found = blocks(text, (line) => line.startsWith("//") || line.startsWith(GIFT_CATEGORY));
  const topics = giftTopicsByLine(text);
  // Questions are numbered among themselves: a description takes no number (decision 0130).
  let questions = 0;
  const read = found.map((b): Question | QuizProblem | Description => {
    const body = giftBody(b.lines.join("\n"));
    if (isGiftDescription(body)) return { kind: "description", line: b.line, text: unescapeGift(body) };
    return withTopic(giftQuestion(body, b.line, `q${++questions}`), topics[b.line - 1]);
  });
  return collect(withPassages(read));
}

// ------------------------------------------------------------------ Aiken

const AIKEN_OPTION = /^([A-Z])[.)]\s?(.*)$/;
const AIKEN_ANSWER = /^ANSWER:\s*([A-Z])$/i;

/** One Aiken block: the question's line(s), options A, B, C… in order, then ANSWER. */
function aikenQuestion(lines: string[], line: number, id: string): Question | QuizProblem {
  const rows = lines.map((l) => l.trim());
  const firstOption = rows.findIndex((r) => AIKEN_OPTION.test(r));
  if (firstOption <= 0) return { line, message: trPractice.aikenStray(line) };
  const question = rows.slice(0, firstOption).join(" ");
  if (question.length > MAX_QUESTION) return { line, message: trPractice.questionTooLong(line) };
  const options: string[] = [];
  let answer: string | null = null;
  for (let i = firstOption; i < rows.length; i++) {
    const at = line + i;
    const given = AIKEN_ANSWER.exec(rows[i]);
    if (given) {
      if (i !== rows.length - 1) return { line: at + 1, message: trPractice.aikenStray(at + 1) };
      answer = given[1].toUpperCase();
      break;
    }
    const option = AIKEN_OPTION.exec(rows[i]);
    if (!option) return { line: at, message: trPractice.aikenStray(at) };
    if (option[1] !== String.fromCharCode(65 + options.length)) return { line: at, message: trPractice.aikenOrder(at) };
    if (option[2].length > MAX_OPTION) return { line: at, message: trPractice.optionTooLong(at) };
    options.push(option[2].trim());
  }
  if (answer === null) return { line, message: trPractice.aikenNoAnswer(line) };
  if (options.length < 2) return { line, message: trPractice.tooFewOptions(line) };
  const right = answer.charCodeAt(0) - 65;
  if (right >= options.length)
    return { line: line + lines.length - 1, message: trPractice.aikenBadAnswer(line + lines.length - 1, answer) };
  return { kind: "choice", id, text: question, options: options.map((text, i) => ({ text, correct: i === right })) };
}

export function parseAiken(input: string): QuizParse {
  if (input.length > MAX_QUIZ_CHARS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooLong(MAX_QUIZ_CHARS) }] };
  // Aiken allows questions without a blank line between them: a block ends at its ANSWER line.
  const split: { line: number; lines: string[] }[] = [];
  for (const block of blocks(normalise(input), () => false)) {
    let current: string[] = [];
    let start = block.line;
    block.lines.forEach((l, i) => {
      current.push(l);
      if (AIKEN_ANSWER.test(l.trim())) {
        split.push({ line: start, lines: current });
        current = [];
        start = block.line + i + 1;
      }
    });
    if (current.length) split.push({ line: start, lines: current });
  }
  return collect(split.map((b, i) => aikenQuestion(b.lines, b.line, `q${i + 1}`)));
}

function collect(results: (Question | QuizProblem)[]): QuizParse {
  const errors = results.filter((r): r is QuizProblem => "message" in r);
  if (errors.length) return { ok: false, errors };
  if (results.length === 0) return { ok: false, errors: [{ line: 1, message: trPractice.noQuestions }] };
  if (results.length > MAX_QUESTIONS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooManyQuestions(MAX_QUESTIONS) }] };
  return { ok: true, quiz: { questions: results as Question[] } };
}

export function parseQuiz(text: string, format: QuizFormat): QuizParse {
  const parsers = { gift: parseGift, aiken: parseAiken, moodle: parseMoodleXml } satisfies Record<
    QuizFormat,
    (text: string) => QuizParse
  >;
  return parsers[format](text);
}

// What a page shows and how answers are scored live in modules of their own; the quiz's
// importers keep this one address for all of it.
export * from "./quiz-page";
export * from "./quiz-scoring";
