import { trPractice } from "./messages/practice";
import type { Question, QuizParse, QuizProblem } from "./quiz-formats";
import { MAX_OPTION, MAX_QUESTION, MAX_QUESTIONS } from "./quiz-limits";
import { isDescription, withPassages, type Description } from "./quiz-passage";
import { topicOfCategoryPath, topicOfTag, withTopic } from "./quiz-topics";
import { isPictureKey } from "./picture-password";
import { MAX_DICTATION_CHARS } from "./scoring/dictation";
import { MAX_ITEMS } from "./scoring/hands-on";
import { child, childrenNamed, readXml, type XmlElement } from "./xml-reader";
import { moodleText } from "./moodle-text";
import { embeddedPictureOf, MAX_QUIZ_PICTURES, showsEmbeddedPicture, type EmbeddedPicture } from "./quiz-pictures";

/**
 * Moodle XML, the format every Moodle question bank exports: read through the
 * DTD-less reader (core/xml-reader.ts), into the same questions GIFT and Aiken give.
 * Taken today: multichoice with one right answer, truefalse, shortanswer, matching, ordering,
 * and ddwtos and gapselect (gaps from a word bank). A category names the topic of the questions
 * after it, a `konu:` tag that of its own question (decision 0125); a description is the reading
 * text of the questions after it (decision 0130, core/quiz-passage.ts). Types the site cannot score
 * yet (essay, calculated…) are named in a Turkish message and nothing is imported.
 */

export const MAX_MOODLE_CHARS = 1_000_000;
export { moodleText };

/** `<x><text>…</text></x>` as plain text. */
const textOf = (element: XmlElement | undefined, max: number) => moodleText(child(element, "text")?.text ?? "", max);

/** The tag that makes a Moodle shortanswer a dictation (decision 0077); Moodle itself keeps it as a plain tag. */
export const DICTATION_TAG = "dictation";

/** A question's tags (`<tags><tag><text>…</text></tag></tags>`) as written, trimmed. */
const writtenTagsOf = (q: XmlElement) =>
  childrenNamed(child(q, "tags"), "tag").map((t) => (child(t, "text")?.text ?? "").trim().slice(0, 100));

/** A question's tags lower-cased, as the dictation tag is compared. */
const tagsOf = (q: XmlElement) => writtenTagsOf(q).map((tag) => tag.toLowerCase());

/** The topic a question's own `konu:` tag names, its case kept (decision 0125), or undefined. */
const tagTopicOf = (q: XmlElement) =>
  writtenTagsOf(q)
    .map(topicOfTag)
    .find((topic) => topic !== undefined);

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
  // A picture of the question's own files that names no drawing is its picture (decision 0131).
  if (prompt === null && showsEmbeddedPicture(q)) return null;
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

/**
 * A description question as a reading text (decision 0130): its whole question text, paragraphs
 * kept as lines. Not cut as a question's text is: the passage rule measures it (core/quiz-passage.ts).
 */
const descriptionOf = (q: XmlElement): Description => ({
  kind: "description",
  line: q.line,
  text: moodleText(child(child(q, "questiontext"), "text")?.text ?? "", MAX_MOODLE_CHARS, true),
});

type Asked = { q: XmlElement; topic: string | undefined };

/**
 * The questions to read and the descriptions between them, in order, each question with the topic
 * of the last category question above it (decision 0125): as in Moodle's import, a category holds
 * for every question after it until the next one. A category is no question and is not kept.
 */
function questionsAndDescriptions(all: XmlElement[]): (Asked | Description)[] {
  const out: (Asked | Description)[] = [];
  let topic: string | undefined;
  for (const q of all) {
    const type = q.attributes.type ?? "";
    if (type === "category") topic = topicOfCategoryPath(child(child(q, "category"), "text")?.text ?? "");
    else if (type === "description") out.push(descriptionOf(q));
    else out.push({ q, topic });
  }
  return out;
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
  const items = questionsAndDescriptions(childrenNamed(read.root, "question"));
  const count = items.filter((item) => !isDescription(item)).length;
  if (count === 0) return { ok: false, errors: [{ line: 1, message: trPractice.noQuestions }] };
  if (count > MAX_QUESTIONS)
    return { ok: false, errors: [{ line: 1, message: trPractice.tooManyQuestions(MAX_QUESTIONS) }] };
  // Questions are numbered among themselves, as the messages name them: a description takes no number.
  let n = 0;
  const pictures: EmbeddedPicture[] = [];
  const results = withPassages(
    items.map((item) => {
      if (isDescription(item)) return item;
      const question = withPicture(moodleQuestion(item.q, ++n), item.q, n, pictures);
      return withTopic(question, tagTopicOf(item.q) ?? item.topic);
    }),
  );
  const errors = results.filter((r): r is QuizProblem => "message" in r);
  if (pictures.length > MAX_QUIZ_PICTURES)
    errors.push({ line: 1, message: trPractice.tooManyPictures(MAX_QUIZ_PICTURES) });
  if (errors.length) return { ok: false, errors };
  return { ok: true, quiz: { questions: results as Question[] }, ...(pictures.length ? { pictures } : {}) };
}

/** The question with the picture its text shows from its own files (decision 0131), its bytes put in `pictures`. */
function withPicture(
  question: Question | QuizProblem,
  q: XmlElement,
  n: number,
  pictures: EmbeddedPicture[],
): Question | QuizProblem {
  if ("message" in question || question.kind === "picture") return question;
  const read = embeddedPictureOf(q, n, question.id);
  if (!read) return question;
  if (!read.ok) return { line: q.line, message: read.message };
  pictures.push(read.embedded);
  return { ...question, picture: read.picture };
}
