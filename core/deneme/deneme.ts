/**
 * 'Deneme' (decision 0121): the rules every door shares. Which of a quiz's questions make the
 * deneme and in what numbering, the one reader of a save (the exam page's form, its script and the
 * JSON door all call it), the admin's settings and the refusal table.
 */
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import { pictureView, type PictureView } from "#core/picture-view.ts";
import type { Question, Quiz } from "#core/quiz-formats.ts";
import { FORM_RULES, isLetter, LETTERS, type DenemeForm, type Letter } from "./forms";

export const denemePath = (contentId: number) => `/deneme/${contentId}`;
export const examPath = (contentId: number, page?: number) =>
  `/deneme/${contentId}/sinav${page && page > 1 ? `?sayfa=${page}` : ""}`;
export const resultPath = (attemptId: number) => `/deneme/sonuc/${attemptId}`;
export const saveApiPath = (attemptId: number) => `/api/v1/deneme/attempts/${attemptId}/answers`;

/** Questions on one page of the exam without scripts: a phone shows five without a long scroll. */
export const PAGE_SIZE = 5;
/** A topic as the admin writes it: the same limit as a topic the quiz names (decision 0125). */
export { TOPIC_MAX } from "#core/quiz-limits.ts";

/** A question of the deneme as stored in the quiz: its number, text, options and key. */
export interface DenemeQuestion {
  number: number;
  text: string;
  options: string[];
  key: Letter;
  /** The right option's feedback in the quiz, shown after the end as the explanation. */
  explanation: string | null;
  /**
   * The reading text it shares with the questions around it (decision 0130), null when none. Not
   * the key: the exam shows it before the end.
   */
  passage: string | null;
  /** Its picture (decision 0131), null when none: no key either. */
  picture: PictureView | null;
}

/** What a page may show before the pupil's end: never the key, never the explanation; the passage and picture are no key. */
export type ShownQuestion = Pick<DenemeQuestion, "number" | "text" | "options" | "passage" | "picture">;

/** A question as a page may show it before the end: its number, text, options, passage and picture. */
export const shownQuestion = ({ number, text, options, passage, picture }: DenemeQuestion): ShownQuestion => ({
  number,
  text,
  options,
  passage,
  picture,
});

/**
 * The reading text to draw above the question at `i` of those shown together (decision 0130): its
 * passage where the question before it there has another one (or it is the first), so a run's text
 * comes once before its first question, and again at the top of a page the run goes on to. Null:
 * nothing above it. The deneme's exam pages, booklet and result, and the practice quiz's page
 * (publicQuiz) share this rule; it is kept here, in the module the deneme's pages share, so their
 * first load takes it in a chunk they load already (a chunk of its own would grow the route
 * manifest every page loads, decision 0117).
 */
export function passageAbove(shown: readonly { passage?: string | null }[], i: number): string | null {
  const passage = shown[i]?.passage;
  return passage && (i === 0 || shown[i - 1].passage !== passage) ? passage : null;
}

/**
 * The numbers (from 1) of the first and the last question of the run that shares the passage of
 * the question at `i` (decision 0130): what "5.–7. soruları aşağıdaki metne göre cevapla" names.
 */
export function passageRun(all: readonly { passage?: string | null }[], i: number): [number, number] {
  const passage = all[i]?.passage;
  let first = i;
  let last = i;
  while (first > 0 && all[first - 1].passage === passage) first--;
  while (last < all.length - 1 && all[last + 1].passage === passage) last++;
  return [first + 1, last + 1];
}

type ChoiceQuestion = Extract<Question, { kind: "choice" }>;

/** The quiz's questions the deneme takes, in order: one rule for its questions and their topics. */
const denemeChoices = (quiz: Quiz): ChoiceQuestion[] =>
  quiz.questions.filter(
    (q): q is ChoiceQuestion => q.kind === "choice" && q.options.length >= 2 && q.options.length <= LETTERS.length,
  );

/**
 * The deneme's questions: the quiz's multiple-choice questions in order, numbered from 1. Other
 * kinds (matching, gaps …) have no place on an optical form and are left out.
 */
export function denemeQuestions(quiz: Quiz): DenemeQuestion[] {
  return denemeChoices(quiz).map((q, i) => {
    const keyIndex = q.options.findIndex((o) => o.correct);
    return {
      number: i + 1,
      text: q.text,
      options: q.options.map((o) => o.text),
      key: LETTERS[Math.max(0, keyIndex)],
      explanation: q.options[keyIndex]?.feedback ?? null,
      passage: q.passage ?? null,
      picture: pictureView(q.picture),
    };
  });
}

/**
 * Each deneme question's topic by number (`[n - 1]`, "" for none): the one the admin typed in the
 * settings, else the one the quiz names (decision 0125: GIFT's `$CATEGORY`, Moodle's category or
 * `konu:` tag). The admin's wins, so a quiz written for practice need not be edited to group a result.
 */
export const denemeTopics = (quiz: Quiz, typed: readonly string[]): string[] =>
  denemeChoices(quiz).map((q, i) => typed[i] || (q.topic ?? ""));

/** Why the quiz cannot be a deneme of this form (every problem, in the admin's words), or []. */
export function formProblems(quiz: Quiz, form: DenemeForm): string[] {
  const choices = quiz.questions.filter((q) => q.kind === "choice");
  if (choices.length === 0) return [trDenemeAdmin.noQuestions];
  const problems: string[] = [];
  const wanted = FORM_RULES[form].options;
  const numbered = choices.map((q, i) => ({ q, n: i + 1 }));
  const badCount = numbered.filter(({ q }) =>
    wanted === null ? q.options.length < 2 || q.options.length > LETTERS.length : q.options.length !== wanted,
  );
  if (badCount.length)
    problems.push(trDenemeAdmin.wrongOptionCount(badCount.map((b) => b.n).join(", "), wanted ?? LETTERS.length));
  const notOne = numbered.filter(({ q }) => q.options.filter((o) => o.correct).length !== 1);
  if (notOne.length) problems.push(trDenemeAdmin.notOneKey(notOne.map((b) => b.n).join(", ")));
  return problems;
}

/** One save: a question's choice (null: cleared), and whether it is marked to come back to. */
export interface DenemeSave {
  question: number;
  choice: Letter | null;
  marked: boolean;
}

const QUESTION_MAX = 200;
const readNumber = (raw: unknown) => {
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= QUESTION_MAX ? n : null;
};

/**
 * A save from the script's JSON or a form's fields: `question` (its number), `choice` (a letter,
 * or "" / null to clear it), `marked` (true, "1"). Null when anything is malformed.
 */
export function readSave(raw: Record<string, unknown>): DenemeSave | null {
  const question = readNumber(raw.question);
  if (question === null) return null;
  const choice = raw.choice === "" || raw.choice === null || raw.choice === undefined ? null : raw.choice;
  if (choice !== null && !isLetter(choice)) return null;
  const marked = raw.marked === true || raw.marked === "1" || raw.marked === "on";
  if (raw.marked !== undefined && !marked && raw.marked !== false && raw.marked !== "0") return null;
  return { question, choice, marked };
}

/**
 * One page of the form without scripts: for each question shown, `s{n}` its letter (or "" for
 * 'Boş bırak'; absent: left blank) and `m{n}` its mark. Null when a field is malformed.
 */
export function readPageSaves(raw: Record<string, unknown>, shown: readonly number[]): DenemeSave[] | null {
  const saves: DenemeSave[] = [];
  for (const question of shown) {
    const save = readSave({ question, choice: raw[`s${question}`] ?? "", marked: raw[`m${question}`] ?? "0" });
    if (!save) return null;
    saves.push(save);
  }
  return saves;
}

/** The numbers of a page's questions. */
export const pageNumbers = (count: number, page: number) =>
  Array.from({ length: count }, (_, i) => i + 1).filter((n) => Math.ceil(n / PAGE_SIZE) === page);
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
export const pageOf = (question: number) => Math.ceil(question / PAGE_SIZE);

/** Why a pupil's start, save or read is refused: the status, the API's code and the words every door says. */
export const DENEME_REFUSED = {
  "not-found": { status: 404, code: "not-found", message: trDeneme.notFound },
  ended: { status: 409, code: "ended", message: trDeneme.ended },
  invalid: { status: 400, code: "invalid", message: trDeneme.badSave },
  "too-many": { status: 429, code: "too-many-requests", message: trDeneme.tooMany },
} as const satisfies Record<string, { status: number; code: string; message: string }>;
export type DenemeRefusal = keyof typeof DENEME_REFUSED;
