import { trExercises } from "./messages/exercises";
import { paperLetter } from "./paper-letter";
import { readIndex, scoreGaps, scoreMatching, scoreOrdering, scorePictureWords } from "./scoring/hands-on";
import { MAX_DICTATION_CHARS, scoreDictation, type WordMark } from "./scoring/dictation";
import { isPictureKey, pictureName } from "./picture-password";
import { trPractice } from "./messages/practice";
import { MAX_OPTION, MAX_QUESTION, MAX_QUESTIONS } from "./quiz-limits";
import { parseMoodleXml } from "./quiz-moodle";
import { foldForSearch } from "./search";

/**
 * Online quizzes in the formats teachers already write (issue 20): Moodle's GIFT
 * (multiple choice, true/false, short answer, matching, the 'missing word' form),
 * Aiken (multiple choice) and Moodle XML (core/quiz-moodle.ts, issue 36). A quiz is parsed whole: any line the parser cannot take is
 * reported with its number and nothing is imported. Answers stay on the server:
 * `publicQuiz` is what a page may show before the pupil submits.
 */

export type QuizFormat = "gift" | "aiken" | "moodle";

export type Question =
  | { kind: "choice"; id: string; text: string; options: { text: string; correct: boolean; feedback?: string }[] }
  | { kind: "truefalse"; id: string; text: string; answer: boolean }
  | { kind: "short"; id: string; text: string; answers: string[] }
  | { kind: "matching"; id: string; text: string; pairs: { left: string; right: string }[] }
  /** Words of a sentence or sentences of a text (issue 36), `items` in the right order. */
  | { kind: "ordering"; id: string; text: string; items: string[] }
  /**
   * A text with gaps filled from a word bank (issue 36): `parts` are the text around the gaps
   * (one more than the gaps), `bank` every word offered (each text once per group), `gaps[i]`
   * the bank index of gap i's right word. A gap is filled from the words of its right word's
   * group, as Moodle's ddwtos and gapselect do.
   */
  | { kind: "gaps"; id: string; text: string; parts: string[]; bank: { text: string; group: number }[]; gaps: number[] }
  /**
   * Dictation (issue 36, decision 0077): the pupil hears `sentence` and types it; `text` says
   * what to do. Scored word by word (core/scoring/dictation.ts).
   */
  | { kind: "dictation"; id: string; text: string; sentence: string }
  /**
   * Picture–word (issue 36, decision 0077). `ask: "picture"`: tap the picture (of `options`,
   * the site's drawings by key) that the word in `text` names; one row. `ask: "word"`: for each
   * picture of `prompts`, pick its word among `options`. `rights[i]` is row i's option index.
   */
  | { kind: "picture"; id: string; text: string; ask: "picture" | "word"; prompts: string[]; options: string[]; rights: number[] };

export interface Quiz {
  questions: Question[];
}

export type QuizProblem = { line: number; message: string };
export type QuizParse = { ok: true; quiz: Quiz } | { ok: false; errors: QuizProblem[] };

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

/** One GIFT question (a block of lines); a problem when it cannot be taken. */
function giftQuestion(source: string, line: number, id: string): Question | QuizProblem {
  let text = source.trim();
  if (text.startsWith("::")) {
    const end = findUnescaped(text, "::", 2);
    if (end !== -1) text = text.slice(end + 2).trim();
  }
  text = text.replace(FORMAT_TAG, "").trim();
  const open = findUnescaped(text, "{");
  if (open === -1) return { line, message: trPractice.noAnswers(line) };
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
  if (Object.hasOwn(TRUE_FALSE, verdict) && !/[=~]/.test(inner)) return { kind: "truefalse", id, text: question, answer: TRUE_FALSE[verdict] };

  const options = splitMarked(inner, "=~").map((part) => {
    const mark = part[0];
    const body = part.slice(1);
    const hash = findUnescaped(body, "#");
    return { mark, body: hash === -1 ? body : body.slice(0, hash), feedback: hash === -1 ? undefined : unescapeGift(body.slice(hash + 1)) };
  });
  if (options.length === 0 || !/^[=~]/.test(inner)) return { line, message: trPractice.mixedAnswers(line) };
  if (options.some((o) => o.body.trimStart().startsWith("%"))) return { line, message: trPractice.weightUnsupported(line) };
  if (options.some((o) => unescapeGift(o.body).length > MAX_OPTION)) return { line, message: trPractice.optionTooLong(line) };

  const rights = options.filter((o) => o.mark === "=");
  if (rights.length === options.length && options.some((o) => findUnescaped(o.body, "->") !== -1)) {
    const pairs = options.map((o) => {
      const arrow = findUnescaped(o.body, "->");
      return arrow === -1 ? null : { left: unescapeGift(o.body.slice(0, arrow)), right: unescapeGift(o.body.slice(arrow + 2)) };
    });
    if (pairs.length < 2 || pairs.some((p) => !p || !p.left || !p.right)) return { line, message: trPractice.matchingPairs(line) };
    return { kind: "matching", id, text: question, pairs: pairs as { left: string; right: string }[] };
  }
  if (rights.length === options.length) {
    const answers = options.map((o) => unescapeGift(o.body)).filter(Boolean);
    return answers.length ? { kind: "short", id, text: question, answers } : { line, message: trPractice.mixedAnswers(line) };
  }
  if (rights.length !== 1) return { line, message: trPractice.oneRightAnswer(line) };
  if (options.length < 2) return { line, message: trPractice.tooFewOptions(line) };
  return {
    kind: "choice",
    id,
    text: question,
    options: options.map((o) => ({ text: unescapeGift(o.body), correct: o.mark === "=", ...(o.feedback ? { feedback: o.feedback } : {}) })),
  };
}

export function parseGift(input: string): QuizParse {
  if (input.length > MAX_QUIZ_CHARS) return { ok: false, errors: [{ line: 1, message: trPractice.tooLong(MAX_QUIZ_CHARS) }] };
  const found = blocks(normalise(input), (line) => line.startsWith("//") || line.startsWith("$CATEGORY:"));
  return collect(found.map((b, i) => giftQuestion(b.lines.join("\n"), b.line, `q${i + 1}`)));
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
  if (right >= options.length) return { line: line + lines.length - 1, message: trPractice.aikenBadAnswer(line + lines.length - 1, answer) };
  return { kind: "choice", id, text: question, options: options.map((text, i) => ({ text, correct: i === right })) };
}

export function parseAiken(input: string): QuizParse {
  if (input.length > MAX_QUIZ_CHARS) return { ok: false, errors: [{ line: 1, message: trPractice.tooLong(MAX_QUIZ_CHARS) }] };
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
  if (results.length > MAX_QUESTIONS) return { ok: false, errors: [{ line: 1, message: trPractice.tooManyQuestions(MAX_QUESTIONS) }] };
  return { ok: true, quiz: { questions: results as Question[] } };
}

export function parseQuiz(text: string, format: QuizFormat): QuizParse {
  const parsers = { gift: parseGift, aiken: parseAiken, moodle: parseMoodleXml } satisfies Record<QuizFormat, (text: string) => QuizParse>;
  return parsers[format](text);
}

// ------------------------------------------------------------------ on the page, and scoring

export type PublicQuestion =
  | { kind: "choice"; id: string; text: string; options: string[] }
  | { kind: "truefalse"; id: string; text: string }
  | { kind: "short"; id: string; text: string }
  | { kind: "matching"; id: string; text: string; lefts: string[]; rights: string[] }
  /** `items` shuffled by `shownOrder`, never in the right order. */
  | { kind: "ordering"; id: string; text: string; items: string[] }
  /** `bank` alphabetical; `choices[i]`: the bank indices gap i may take (its group's words). */
  | { kind: "gaps"; id: string; text: string; parts: string[]; bank: string[]; choices: number[][] }
  /** Never the sentence: only how to hear it (`clip`, an audio entry's cue, set by the page's server; TTS text comes on 'Dinle'). */
  | { kind: "dictation"; id: string; text: string; clip?: { src: string; start: number; end: number } | null }
  /** `options` in `pictureOrder`: pictures shuffled by a stable seed, words alphabetical. */
  | { kind: "picture"; id: string; text: string; ask: "picture" | "word"; prompts: string[]; options: string[] };

/** A matching question's right sides as a page or a worksheet lists them: alphabetical, not in their pairing order. */
const sortedRights = (pairs: { right: string }[]) => pairs.map((p) => p.right).sort((a, b) => a.localeCompare(b, "tr"));

/** A small seeded generator (mulberry32): the same question always shuffles the same way. */
function seeded(text: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How an ordering question's items are shown: `order[k]` is the right place of the k-th item
 * shown. A stable shuffle (seeded by the question), so the page, the worksheet and the server's
 * scoring agree without keeping it; never the right order (then turned by one).
 */
export function shownOrder(q: { id: string; items: string[] }): number[] {
  const random = seeded(`${q.id}\u0000${q.items.join("\u0000")}`);
  const order = q.items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const sameAsRight = order.every((place, k) => q.items[place] === q.items[k]);
  return sameAsRight ? [...order.slice(1), order[0]] : order;
}

/** One of the site's drawings (core/picture-password.ts) by its Turkish name, as a screen reader and the result say it. */
export const drawingName = (key: string) => (isPictureKey(key) ? pictureName(key) : key);

/** A picture–word question's options as shown: `order[k]` is the stored index of the k-th option shown. */
export function pictureOrder(q: { id: string; ask: "picture" | "word"; options: string[] }): number[] {
  const order = q.options.map((_, i) => i);
  if (q.ask === "word") return order.sort((a, b) => q.options[a].localeCompare(q.options[b], "tr") || a - b);
  const random = seeded(`${q.id}\u0000${q.options.join("\u0000")}`);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** A picture–word question's answer rows: one for each picture asked about, or the one word. */
export const pictureRows = (q: { prompts: string[] }) => Math.max(1, q.prompts.length);

/** A gaps question's bank as shown: alphabetical, so it says nothing of which gap takes which word. */
function bankOrder(q: { bank: { text: string; group: number }[] }): number[] {
  return q.bank.map((_, i) => i).sort((a, b) => q.bank[a].text.localeCompare(q.bank[b].text, "tr") || q.bank[a].group - q.bank[b].group || a - b);
}

/**
 * The quiz as a page may hold it before the pupil submits: no answer, no feedback, a
 * matching question's right sides and a gaps question's bank in alphabetical order, an
 * ordering question's items shuffled (shownOrder).
 */
export function publicQuiz(quiz: Quiz): { questions: PublicQuestion[] } {
  return {
    questions: quiz.questions.map((q): PublicQuestion => {
      switch (q.kind) {
        case "choice":
          return { kind: "choice", id: q.id, text: q.text, options: q.options.map((o) => o.text) };
        case "truefalse":
          return { kind: "truefalse", id: q.id, text: q.text };
        case "short":
          return { kind: "short", id: q.id, text: q.text };
        case "matching":
          return { kind: "matching", id: q.id, text: q.text, lefts: q.pairs.map((p) => p.left), rights: sortedRights(q.pairs) };
        case "ordering":
          return { kind: "ordering", id: q.id, text: q.text, items: shownOrder(q).map((place) => q.items[place]) };
        case "gaps": {
          const order = bankOrder(q);
          const choices = q.gaps.map((right) => order.flatMap((b, shown) => (q.bank[b].group === q.bank[right].group ? [shown] : [])));
          return { kind: "gaps", id: q.id, text: q.text, parts: q.parts, bank: order.map((b) => q.bank[b].text), choices };
        }
        case "dictation":
          return { kind: "dictation", id: q.id, text: q.text, clip: null };
        case "picture":
          return { kind: "picture", id: q.id, text: q.text, ask: q.ask, prompts: q.prompts, options: pictureOrder(q).map((i) => q.options[i]) };
      }
    }),
  };
}

const truthLabel = (value: boolean) => (value ? trExercises.true : trExercises.false);

export { paperLetter };

/**
 * The printed answer key, a line a question: the right option with its letter, the truth
 * value, every accepted short answer, and a matching question as '1-b, 2-a'. Only the
 * admin (the teacher) is ever given it (server/practice/practice-view.ts).
 */
export function answerKey(quiz: Quiz): string[] {
  return quiz.questions.map((q) => {
    switch (q.kind) {
      case "choice": {
        const i = q.options.findIndex((o) => o.correct);
        return `${paperLetter(i)}) ${q.options[i].text}`;
      }
      case "truefalse":
        return truthLabel(q.answer);
      case "short":
        return q.answers.join(" / ");
      case "matching": {
        const rights = sortedRights(q.pairs);
        return q.pairs.map((p, i) => `${i + 1}-${paperLetter(rights.indexOf(p.right))}`).join(", ");
      }
      case "ordering": {
        const order = shownOrder(q);
        return q.items.map((item, place) => `${paperLetter(order.indexOf(place))}) ${item}`).join(" → ");
      }
      case "gaps":
        return q.gaps.map((b, i) => `${i + 1}. ${q.bank[b].text}`).join("; ");
      case "dictation":
        return q.sentence;
      case "picture": {
        const order = pictureOrder(q);
        const said = (option: number) => `${paperLetter(order.indexOf(option))}) ${q.ask === "picture" ? drawingName(q.options[option]) : q.options[option]}`;
        return q.rights.map((r, i) => (q.prompts.length > 1 ? `${i + 1}-${said(r)}` : said(r))).join(", ");
      }
    }
  });
}

/**
 * A short answer as compared: the site's one Turkish folding (search's: case, İ/I/ı/i and
 * ş ç ğ ö ü â î û to their plain letters), spaces trimmed and collapsed. A pupil on a keyboard
 * without Turkish letters types 'sehir' for 'şehir' and is right.
 */
export function foldAnswer(text: string): string {
  return foldForSearch(text.slice(0, MAX_OPTION * 2)).replace(/\s+/g, " ").trim();
}

/**
 * The pupil's answers as the form sends them: `q3` for a question; `q3.0`, `q3.1` … for a
 * matching question's rows (the right side's text), an ordering question's places (the index
 * of the item shown, as `publicQuiz` shows them) and a gaps question's gaps (the bank index).
 */
export type QuizAnswers = Record<string, string>;

export interface QuestionScore {
  id: string;
  kind: Question["kind"];
  text: string;
  /** The share of the question's point earned, 0 to 1 (matching, gaps and ordering give partial credit). */
  credit: number;
  /** Right in full: `credit` is 1. */
  correct: boolean;
  given: string;
  right: string;
  /** Why the answer was not scored (a forged ordering, not a permutation of the items): a Turkish sentence. */
  refused?: string;
  /** A dictation's words, each with its verdict (shown on the result page). */
  words?: WordMark[];
  /** `given` and `right` are Turkish (a picture's name), not English. */
  saidIn?: "tr";
}

export interface QuizScore {
  /**
   * The sum of the questions' credits, rounded to 2 decimals: a number that may be fractional
   * (3.5 of 5) since issue 36's partial credit, not a count of right questions.
   */
  score: number;
  /** The number of questions, each worth 1. */
  total: number;
  questions: QuestionScore[];
}

/** A question's credit as kept and shown: 2 decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** One question's fields `id.0`, `id.1` … as sent, each cut to size. */
const rowsOf = (answers: QuizAnswers, id: string, count: number) => Array.from({ length: count }, (_, i) => answers[`${id}.${i}`]?.slice(0, MAX_OPTION));

/**
 * Places as indices for scoreMatching/scoreOrdering when texts repeat: each text's indices
 * (in `texts`) are handed out in turn, so two equal words or right sides are interchangeable.
 */
function indexByText(texts: readonly string[]): (text: string | undefined) => string | undefined {
  const taken = new Set<number>();
  return (text) => {
    const index = texts.findIndex((t, i) => t === text && !taken.has(i));
    if (index < 0) return undefined;
    taken.add(index);
    return String(index);
  };
}

type Scored = Omit<QuestionScore, "kind">;

function scoreOrderingQuestion(q: Extract<Question, { kind: "ordering" }>, answers: QuizAnswers): Scored {
  const base = { id: q.id, text: q.text, right: q.items.join(" / ") };
  const raw = rowsOf(answers, q.id, q.items.length);
  if (raw.every((r) => !r)) return { ...base, credit: 0, correct: false, given: "" };
  const order = shownOrder(q);
  const shown = order.map((place) => q.items[place]);
  // Equal items (two 'the') may stand in either's place: each gets the earliest right place left.
  const next = indexByText(q.items);
  const placeOf = [...order];
  for (const r of raw) {
    const k = readIndex(r, shown.length);
    const place = k === null ? undefined : next(shown[k]);
    if (k !== null && place !== undefined) placeOf[k] = Number(place);
  }
  const scored = scoreOrdering(placeOf, raw);
  if (!scored.ok) return { ...base, credit: 0, correct: false, given: "", refused: trExercises.orderingRefused };
  const given = raw.map((r) => shown[Number(r)]).join(" / ");
  return { ...base, credit: round2(scored.share), correct: scored.share === 1, given };
}

/** A question right or wrong as a whole: its credit is all or nothing. */
const whole = (correct: boolean) => ({ correct, credit: correct ? 1 : 0 });

function scoreOne(q: Question, answers: QuizAnswers): Scored {
  const given = (answers[q.id] ?? "").slice(0, MAX_OPTION * 2);
  switch (q.kind) {
    case "choice": {
      const picked = /^\d{1,3}$/.test(given) ? q.options[Number(given)] : undefined;
      const right = q.options.find((o) => o.correct)!;
      return { id: q.id, text: q.text, ...whole(picked === right), given: picked?.text ?? "", right: right.text };
    }
    case "truefalse": {
      const picked = given === "true" ? true : given === "false" ? false : null;
      return { id: q.id, text: q.text, ...whole(picked === q.answer), given: picked === null ? "" : truthLabel(picked), right: truthLabel(q.answer) };
    }
    case "short":
      return { id: q.id, text: q.text, ...whole(given.trim() !== "" && q.answers.some((a) => foldAnswer(a) === foldAnswer(given))), given: given.trim(), right: q.answers[0] };
    case "matching": {
      const picks = rowsOf(answers, q.id, q.pairs.length).map((p) => p ?? "");
      const rights = sortedRights(q.pairs);
      const rightFor = indexByText(rights);
      const pickedFor = indexByText(rights);
      const credit = round2(scoreMatching(q.pairs.map((p) => Number(rightFor(p.right))), picks.map(pickedFor)));
      return {
        id: q.id,
        text: q.text,
        credit,
        correct: credit === 1,
        given: q.pairs.map((p, i) => `${p.left} → ${picks[i] || "–"}`).join("; "),
        right: q.pairs.map((p) => `${p.left} → ${p.right}`).join("; "),
      };
    }
    case "ordering":
      return scoreOrderingQuestion(q, answers);
    case "dictation": {
      const typed = given.slice(0, MAX_DICTATION_CHARS);
      const scored = scoreDictation(q.sentence, typed);
      const credit = typed.trim() === "" || scored.total === 0 ? 0 : round2(scored.points / scored.total);
      return { id: q.id, text: q.text, credit, correct: credit === 1, given: typed.trim(), right: q.sentence, words: typed.trim() === "" ? undefined : scored.words };
    }
    case "picture": {
      const order = pictureOrder(q);
      const rows = pictureRows(q);
      const picks = rowsOf(answers, q.id, rows);
      const credit = round2(scorePictureWords(q.rights.map((r) => order.indexOf(r)), picks));
      const said = (option: number | undefined) => (option === undefined ? "–" : q.ask === "picture" ? drawingName(q.options[option]) : q.options[option]);
      const pickedOption = (pick: string | undefined) => {
        const shown = readIndex(pick, order.length);
        return shown === null ? undefined : order[shown];
      };
      const line = (option: (i: number) => number | undefined) =>
        q.prompts.length > 1 ? q.prompts.map((p, i) => `${drawingName(p)} → ${said(option(i))}`).join("; ") : said(option(0));
      return {
        id: q.id,
        text: q.text,
        credit,
        correct: credit === 1,
        given: picks.every((p) => !p) ? "" : line((i) => pickedOption(picks[i])),
        right: line((i) => q.rights[i]),
        ...(q.ask === "picture" || q.prompts.length > 1 ? { saidIn: "tr" as const } : {}),
      };
    }
    case "gaps": {
      const order = bankOrder(q);
      const picks = rowsOf(answers, q.id, q.gaps.length);
      const credit = round2(scoreGaps(q.gaps.map((b) => order.indexOf(b)), picks));
      const word = (pick: string | undefined) => {
        const shown = readIndex(pick, order.length);
        return shown === null ? "–" : q.bank[order[shown]].text;
      };
      return {
        id: q.id,
        text: q.text,
        credit,
        correct: credit === 1,
        given: picks.every((p) => !p) ? "" : picks.map((p, i) => `${i + 1}. ${word(p)}`).join("; "),
        right: q.gaps.map((b, i) => `${i + 1}. ${q.bank[b].text}`).join("; "),
      };
    }
  }
}

/**
 * Scores the answers on the server; an unanswered question counts as wrong. The score is the
 * sum of the credits (2 decimals): it may be fractional.
 */
export function scoreQuiz(quiz: Quiz, answers: QuizAnswers): QuizScore {
  const questions = quiz.questions.map((q): QuestionScore => ({ kind: q.kind, ...scoreOne(q, answers) }));
  return { score: round2(questions.reduce((sum, q) => sum + q.credit, 0)), total: questions.length, questions };
}
