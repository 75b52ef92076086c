import { trPractice } from "./messages/practice";
import type { Question, QuizProblem } from "./quiz-formats";
import { MAX_PASSAGE } from "./quiz-limits";

/**
 * A reading text shared by several questions (decision 0130), as LGS and YDT booklets print one
 * before "5.–7. soruları metne göre cevaplayınız". It is written as Moodle's description, a question
 * without answers: in GIFT a block with no answer part `{…}`, in Moodle XML a question of type
 * `description`. One rule for both parsers, and its inverse for the export:
 *
 * - a description's text is the `passage` of every question after it, up to the next description;
 * - descriptions with no question between them make one passage, a paragraph each (GIFT separates
 *   blocks by a blank line, so a text of several paragraphs is several descriptions);
 * - a description that is only "-", "—" or "---" (or has no text) ends the passage, starting none;
 * - a passage is at most MAX_PASSAGE characters, and a passage no question follows is refused:
 *   it would be lost without a word.
 */

/** A description as a parser read it: its plain text (a line a paragraph) and the line it starts on. */
export interface Description {
  kind: "description";
  line: number;
  text: string;
}

/** What the export writes to end a passage before a question that has none. */
export const PASSAGE_END = "---";
const ENDS = new Set(["-", "—", PASSAGE_END]);

/** A text as lines: each line's spaces collapsed and trimmed, empty lines left out. */
export const plainLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");

/** A description's text as a paragraph of a passage; "" for an end mark or no text. */
function paragraphOf(description: Description): string {
  const text = plainLines(description.text);
  return ENDS.has(text) ? "" : text;
}

/** Whether a parser's item is a description rather than a question (or its problem). */
export const isDescription = <T extends object>(item: T | Description): item is Description =>
  "kind" in item && item.kind === "description";

/** A passage being read: its first description's line and its paragraphs (kept no longer than the limit needs). */
interface Open {
  line: number;
  paragraphs: string[];
  length: number;
}

/** A question with the passage in force; a problem, or no passage, passes as it is. */
const withPassage = (result: Question | QuizProblem, passage: string | undefined): Question | QuizProblem =>
  passage === undefined || "message" in result ? result : { ...result, passage };

/**
 * The questions of a quiz as read, in order, with the passages its descriptions give them (the rule
 * above). A passage too long, or one no question follows, is a problem at its first description's
 * line, in its place among the questions' problems. Descriptions are not in what comes back.
 */
export function withPassages(read: readonly (Question | QuizProblem | Description)[]): (Question | QuizProblem)[] {
  const out: (Question | QuizProblem)[] = [];
  /** The passage of the descriptions read since the last question, or null after an end mark. */
  let open: Open | null = null;
  /** The passage the questions since the last description take. */
  let passage: string | undefined;
  const forNoQuestion = (o: Open) => out.push({ line: o.line, message: trPractice.passageForNoQuestion(o.line) });

  for (const item of read) {
    if (isDescription(item)) {
      const paragraph = paragraphOf(item);
      if (paragraph === "") {
        if (open) forNoQuestion(open);
        open = null;
        passage = undefined;
        continue;
      }
      open ??= { line: item.line, paragraphs: [], length: -1 };
      // Past the limit the passage is refused anyway: what comes after is not kept, so a hostile text stays linear.
      if (open.length <= MAX_PASSAGE) open.paragraphs.push(paragraph);
      open.length += paragraph.length + 1;
      passage = undefined;
      continue;
    }
    if (open) {
      if (open.length > MAX_PASSAGE)
        out.push({ line: open.line, message: trPractice.passageTooLong(open.line, MAX_PASSAGE) });
      else passage = open.paragraphs.join("\n");
      open = null;
    }
    out.push(withPassage(item, passage));
  }
  if (open) forNoQuestion(open);
  return out;
}
