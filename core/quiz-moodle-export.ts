import type { Question, Quiz } from "./quiz-formats";
import { DICTATION_TAG } from "./quiz-moodle";
import { PASSAGE_END } from "./quiz-passage";
import { categoryPath } from "./quiz-topics";

/**
 * A quiz written back as Moodle 4.4 XML (decision 0077): what Moodle's own export
 * writes for each type, so a teacher can take a Merdiven quiz into a Moodle question bank and
 * back. Texts are plain on the site; they are written HTML-escaped (Moodle's texts are HTML),
 * inside CDATA where Moodle writes HTML and XML-escaped where it writes plain text.
 * parseMoodleXml(exportMoodleXml(quiz)) is the same quiz, and the output is stable: the same
 * quiz always gives the same bytes.
 *
 * - choice → multichoice; truefalse; short → shortanswer; matching; ordering;
 * - gaps → ddwtos (a gapselect comes back as ddwtos: the site scores both alike);
 * - dictation → shortanswer tagged `dictation`, its one answer the sentence;
 * - picture → multichoice whose answers are drawings (`ask: "picture"`), multichoice with a
 *   drawing in the question (one picture), or matching whose questions are drawings.
 *   A drawing is `<img src="@@PLUGINFILE@@/key.svg">`; its file is attached when `drawing` gives its SVG.
 *
 * Topics (decision 0125): each run of questions with one topic follows a category question naming
 * the topic under the base category; a run without one goes into the base itself.
 *
 * Passages (decision 0130): each run of questions with one reading text follows a description
 * question holding it, a paragraph a line; a question without one after a run that had one
 * follows a description of PASSAGE_END, which ends the passage when the file is read back.
 *
 * A question's own picture (decision 0131) is written as Moodle writes one: an `<img>` with its
 * description after the question's text and the stored file beside it, so reading the file back
 * stores the same bytes under the same key. Written only when `picture` gives the file's bytes.
 */

export interface MoodleExportOptions {
  /** A drawing's SVG markup, attached as Moodle's `<file>` so Moodle shows it. */
  drawing?: (key: string) => string | null;
  /** The category the questions go into (a topic is a category under it); its last name must name no topic. */
  category?: string;
  /** A question picture's stored bytes as base64, by its key; null when the store has none. */
  picture?: (key: string) => string | null;
}

/**
 * Where the questions go in Moodle. Named as Moodle names its own default categories, so that
 * reading the file back gives the questions without a topic none (core/quiz-topics.ts).
 */
const BASE_CATEGORY = "$course$/top/Default for Merdiven";

/** HTML's special characters escaped: Moodle reads its texts as HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** An HTML attribute's value, inside double quotes. */
const attribute = (text: string) => html(text).replace(/"/g, "&quot;");
/** Text inside an XML element. */
const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** CDATA, with a `]]>` inside split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/\]\]>/g, "]]]]><![CDATA[>")}]]>`;

const I = (n: number) => "  ".repeat(n);

/** `<tag format="html"><text><![CDATA[<p>…</p>]]></text></tag>` (an empty text is `<text></text>`). */
function htmlBlock(tag: string, body: string, depth: number, files = ""): string {
  return `${I(depth)}<${tag} format="html">\n${I(depth + 1)}<text>${body ? cdata(body) : ""}</text>\n${files}${I(depth)}</${tag}>\n`;
}

const paragraph = (text: string) => (text ? `<p>${html(text)}</p>` : "");

/** A question's name in Moodle's bank: its text's start (Moodle shows the names in lists). */
const nameOf = (text: string, fallback: string) =>
  text.length > 60 ? `${text.slice(0, 57).trimEnd()}...` : text || fallback;

const nameXml = (name: string) => `    <name>\n      <text>${xml(name)}</text>\n    </name>\n`;

function base(q: Question, type: string, questionHtml: string, files = ""): string {
  return (
    `  <question type="${type}">\n` +
    nameXml(nameOf(q.text, q.id)) +
    htmlBlock("questiontext", questionHtml, 2, files) +
    htmlBlock("generalfeedback", "", 2) +
    `    <defaultgrade>1.0000000</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n    <idnumber></idnumber>\n`
  );
}

const combinedFeedback =
  htmlBlock("correctfeedback", "Your answer is correct.", 2) +
  htmlBlock("partiallycorrectfeedback", "Your answer is partially correct.", 2) +
  htmlBlock("incorrectfeedback", "Your answer is incorrect.", 2) +
  "    <shownumcorrect/>\n";

const emptyFeedback = `      <feedback format="html">\n        <text></text>\n      </feedback>\n`;

/** A plain-text answer (Moodle's moodle_auto_format). */
const plainAnswer = (fraction: string, text: string) =>
  `    <answer fraction="${fraction}" format="moodle_auto_format">\n      <text>${xml(html(text))}</text>\n${emptyFeedback}    </answer>\n`;

function fileOf(key: string, options: MoodleExportOptions, depth: number): string {
  const svg = options.drawing?.(key);
  return svg ? `${I(depth)}<file name="${key}.svg" path="/" encoding="base64">${base64(svg)}</file>\n` : "";
}

/** UTF-8 text as base64, without Node's Buffer (core runs anywhere). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const img = (key: string) => `<img src="@@PLUGINFILE@@/${key}.svg" alt="${key}" width="120" height="120">`;

/** A question's text in Moodle's HTML and the files it shows: its own picture's, if it has one stored. */
interface QuestionHead {
  html: string;
  files: string;
}

/** The question's text as a paragraph, with its own picture (decision 0131) after it when its bytes are given. */
function headOf(q: Question, text: string, options: MoodleExportOptions): QuestionHead {
  const picture = q.picture;
  const bytes = picture?.key ? options.picture?.(picture.key) : null;
  if (!picture?.key || !bytes) return { html: text, files: "" };
  const name = picture.key.slice(picture.key.lastIndexOf("/") + 1);
  const size = picture.width && picture.height ? ` width="${picture.width}" height="${picture.height}"` : "";
  return {
    html: `${text}<p><img src="@@PLUGINFILE@@/${name}" alt="${attribute(picture.alt)}"${size}></p>`,
    files: `${I(2)}<file name="${name}" path="/" encoding="base64">${bytes}</file>\n`,
  };
}

function multichoice(
  q: Question,
  questionHtml: string,
  answers: { html: string; right: boolean; feedback?: string; files?: string }[],
  files = "",
): string {
  return (
    base(q, "multichoice", questionHtml, files) +
    `    <single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>\n    <showstandardinstruction>0</showstandardinstruction>\n` +
    combinedFeedback +
    answers
      .map(
        (a) =>
          `    <answer fraction="${a.right ? "100" : "0"}" format="html">\n      <text>${cdata(a.html)}</text>\n${a.files ?? ""}` +
          `      <feedback format="html">\n        <text>${a.feedback ? cdata(paragraph(a.feedback)) : ""}</text>\n      </feedback>\n    </answer>\n`,
      )
      .join("") +
    "  </question>\n"
  );
}

function subquestions(rows: { html: string; answer: string; files?: string }[]): string {
  return rows
    .map(
      (r) =>
        `    <subquestion format="html">\n      <text>${r.html ? cdata(r.html) : ""}</text>\n${r.files ?? ""}      <answer>\n        <text>${xml(html(r.answer))}</text>\n      </answer>\n    </subquestion>\n`,
    )
    .join("");
}

/** Moodle's ordering: the items in the right order, each answer's fraction its place. */
function orderingXml(q: Extract<Question, { kind: "ordering" }>, head: QuestionHead): string {
  return (
    base(q, "ordering", head.html, head.files) +
    "    <layouttype>VERTICAL</layouttype>\n    <selecttype>ALL</selecttype>\n    <selectcount>0</selectcount>\n    <gradingtype>RELATIVE_NEXT_EXCLUDE_LAST</gradingtype>\n    <showgrading>SHOW</showgrading>\n    <numberingstyle>none</numberingstyle>\n" +
    combinedFeedback +
    q.items
      .map(
        (item, i) =>
          `    <answer fraction="${(i + 1).toFixed(7)}" format="moodle_auto_format">\n      <text>${xml(html(item))}</text>\n${emptyFeedback}    </answer>\n`,
      )
      .join("") +
    "  </question>\n"
  );
}

/** A gaps question as Moodle's ddwtos (drag and drop into text). */
function gapsXml(q: Extract<Question, { kind: "gaps" }>, options: MoodleExportOptions): string {
  // Each bank word is one choice; [[n]] names the choice (1-based) of a gap's right word.
  const text = q.parts.map((part, i) => html(part) + (i < q.gaps.length ? `[[${q.gaps[i] + 1}]]` : "")).join("");
  const uses = (b: number) => q.gaps.filter((g) => g === b).length;
  const head = headOf(q, `<p>${text}</p>`, options);
  return (
    base(q, "ddwtos", head.html, head.files) +
    "    <shuffleanswers>1</shuffleanswers>\n" +
    combinedFeedback +
    q.bank
      .map(
        (b, i) =>
          `    <dragbox>\n      <text>${xml(html(b.text))}</text>\n      <group>${b.group}</group>\n${uses(i) > 1 ? "      <infinite/>\n" : ""}    </dragbox>\n`,
      )
      .join("") +
    "  </question>\n"
  );
}

/** A picture question as the one of the three Moodle shapes (listed above) that fits what it asks. */
function pictureXml(q: Extract<Question, { kind: "picture" }>, options: MoodleExportOptions): string {
  if (q.ask === "picture")
    return multichoice(
      q,
      paragraph(q.text),
      q.options.map((key, i) => ({
        html: `<p>${img(key)}</p>`,
        right: q.rights[0] === i,
        files: fileOf(key, options, 3),
      })),
    );
  if (q.prompts.length === 1)
    return multichoice(
      q,
      `${paragraph(q.text)}<p>${img(q.prompts[0])}</p>`,
      q.options.map((word, i) => ({ html: paragraph(word), right: q.rights[0] === i })),
      fileOf(q.prompts[0], options, 2),
    );
  // A word no picture takes is a subquestion without text (Moodle's distractor).
  const unused = q.options.filter((_, i) => !q.rights.includes(i));
  const rows = [
    ...q.prompts.map((key, i) => ({
      html: `<p>${img(key)}</p>`,
      answer: q.options[q.rights[i]],
      files: fileOf(key, options, 3),
    })),
    ...unused.map((word) => ({ html: "", answer: word })),
  ];
  return (
    base(q, "matching", paragraph(q.text)) +
    "    <shuffleanswers>true</shuffleanswers>\n" +
    combinedFeedback +
    subquestions(rows) +
    "  </question>\n"
  );
}

function questionXml(q: Question, options: MoodleExportOptions): string {
  if (q.kind === "gaps") return gapsXml(q, options);
  if (q.kind === "picture") return pictureXml(q, options);
  const head = headOf(q, paragraph(q.text), options);
  switch (q.kind) {
    case "choice":
      return multichoice(
        q,
        head.html,
        q.options.map((o) => ({ html: paragraph(o.text), right: o.correct, feedback: o.feedback })),
        head.files,
      );
    case "truefalse":
      return (
        base(q, "truefalse", head.html, head.files) +
        plainAnswer(q.answer ? "100" : "0", "true") +
        plainAnswer(q.answer ? "0" : "100", "false") +
        "  </question>\n"
      );
    case "short":
      return (
        base(q, "shortanswer", head.html, head.files) +
        "    <usecase>0</usecase>\n" +
        q.answers.map((a) => plainAnswer("100", a)).join("") +
        "  </question>\n"
      );
    case "dictation":
      return (
        base(q, "shortanswer", head.html, head.files) +
        "    <usecase>0</usecase>\n" +
        plainAnswer("100", q.sentence) +
        `    <tags>\n      <tag><text>${DICTATION_TAG}</text>\n</tag>\n    </tags>\n` +
        "  </question>\n"
      );
    case "matching":
      return (
        base(q, "matching", head.html, head.files) +
        "    <shuffleanswers>true</shuffleanswers>\n" +
        combinedFeedback +
        subquestions(q.pairs.map((p) => ({ html: paragraph(p.left), answer: p.right }))) +
        "  </question>\n"
      );
    case "ordering":
      return orderingXml(q, head);
  }
}

/** Moodle's category question: the questions after it go into `path`. */
const categoryXml = (path: string) =>
  `  <question type="category">\n    <category>\n      <text>${xml(path)}</text>\n    </category>\n` +
  `    <info format="moodle_auto_format">\n      <text></text>\n    </info>\n    <idnumber></idnumber>\n  </question>\n`;

/** Moodle's description question (decision 0130): a reading text, a paragraph a line, with no answer and no grade. */
const descriptionXml = (passage: string) =>
  `  <question type="description">\n` +
  nameXml(nameOf(passage.split("\n")[0], PASSAGE_END)) +
  htmlBlock("questiontext", passage.split("\n").map(paragraph).join(""), 2) +
  htmlBlock("generalfeedback", "", 2) +
  `    <defaultgrade>0.0000000</defaultgrade>\n    <penalty>0.0000000</penalty>\n    <hidden>0</hidden>\n    <idnumber></idnumber>\n  </question>\n`;

/** One question of the file after the comment Moodle writes before each (a category or a description is its number 0). */
const numbered = (number: number, body: string) => `\n<!-- question: ${number}  -->\n${body}`;

export function exportMoodleXml(quiz: Quiz, options: MoodleExportOptions = {}): string {
  const base = options.category ?? BASE_CATEGORY;
  const questions = quiz.questions.map((q, i) => {
    const before = quiz.questions[i - 1];
    const startsTopic = i === 0 || q.topic !== before.topic;
    const category = startsTopic ? numbered(0, categoryXml(categoryPath(base, q.topic))) : "";
    const startsPassage = q.passage !== before?.passage;
    const passage = startsPassage ? numbered(0, descriptionXml(q.passage ?? PASSAGE_END)) : "";
    return category + passage + numbered(i + 1, questionXml(q, options));
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${questions.join("")}\n</quiz>\n`;
}
