import { trExercises } from "./messages/exercises";
import { readIndex, scoreGaps, scoreMatching, scoreOrdering, scorePictureWords } from "./scoring/hands-on";
import { MAX_DICTATION_CHARS, scoreDictation, type WordMark } from "./scoring/dictation";
import { MAX_OPTION } from "./quiz-limits";
import { foldForSearch } from "./search";
import type { Question, Quiz } from "./quiz-formats";
import { bankOrder, drawingName, pictureOrder, pictureRows, shownOrder, sortedRights, truthLabel } from "./quiz-page";

/**
 * A quiz's answers scored on the server, against the order the page showed (core/quiz-page.ts):
 * partial credit for matching, ordering, gaps and pictures, all or nothing for the rest.
 */

/**
 * A short answer as compared: the site's one Turkish folding (search's: case, İ/I/ı/i and
 * ş ç ğ ö ü â î û to their plain letters), spaces trimmed and collapsed. A pupil on a keyboard
 * without Turkish letters types 'sehir' for 'şehir' and is right.
 */
export function foldAnswer(text: string): string {
  return foldForSearch(text.slice(0, MAX_OPTION * 2))
    .replace(/\s+/g, " ")
    .trim();
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
   * (3.5 of 5) since partial credit, not a count of right questions.
   */
  score: number;
  /** The number of questions, each worth 1. */
  total: number;
  questions: QuestionScore[];
}

/** A question's credit as kept and shown: 2 decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** One question's fields `id.0`, `id.1` … as sent, each cut to size. */
const rowsOf = (answers: QuizAnswers, id: string, count: number) =>
  Array.from({ length: count }, (_, i) => answers[`${id}.${i}`]?.slice(0, MAX_OPTION));

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

/** Each row scored on its own: a matching earns the share of rows paired right. */
function scoreMatchingQuestion(q: Extract<Question, { kind: "matching" }>, answers: QuizAnswers): Scored {
  const picks = rowsOf(answers, q.id, q.pairs.length).map((p) => p ?? "");
  const rights = sortedRights(q.pairs);
  const rightFor = indexByText(rights);
  const pickedFor = indexByText(rights);
  const credit = round2(
    scoreMatching(
      q.pairs.map((p) => Number(rightFor(p.right))),
      picks.map(pickedFor),
    ),
  );
  return {
    id: q.id,
    text: q.text,
    credit,
    correct: credit === 1,
    given: q.pairs.map((p, i) => `${p.left} → ${picks[i] || "–"}`).join("; "),
    right: q.pairs.map((p) => `${p.left} → ${p.right}`).join("; "),
  };
}

/** A dictation scored word by word (core/scoring/dictation.ts): its credit is the share of points earned. */
function scoreDictationQuestion(q: Extract<Question, { kind: "dictation" }>, given: string): Scored {
  const typed = given.slice(0, MAX_DICTATION_CHARS);
  const scored = scoreDictation(q.sentence, typed);
  const credit = typed.trim() === "" || scored.total === 0 ? 0 : round2(scored.points / scored.total);
  return {
    id: q.id,
    text: q.text,
    credit,
    correct: credit === 1,
    given: typed.trim(),
    right: q.sentence,
    words: typed.trim() === "" ? undefined : scored.words,
  };
}

/** Each picture scored on its own, against the order the page showed the words or drawings in. */
function scorePictureQuestion(q: Extract<Question, { kind: "picture" }>, answers: QuizAnswers): Scored {
  const order = pictureOrder(q);
  const rows = pictureRows(q);
  const picks = rowsOf(answers, q.id, rows);
  const credit = round2(
    scorePictureWords(
      q.rights.map((r) => order.indexOf(r)),
      picks,
    ),
  );
  const said = (option: number | undefined) =>
    option === undefined ? "–" : q.ask === "picture" ? drawingName(q.options[option]) : q.options[option];
  const pickedOption = (pick: string | undefined) => {
    const shown = readIndex(pick, order.length);
    return shown === null ? undefined : order[shown];
  };
  const line = (option: (i: number) => number | undefined) =>
    q.prompts.length > 1
      ? q.prompts.map((p, i) => `${drawingName(p)} → ${said(option(i))}`).join("; ")
      : said(option(0));
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

/** Each gap scored on its own, against the order the page showed the bank in. */
function scoreGapsQuestion(q: Extract<Question, { kind: "gaps" }>, answers: QuizAnswers): Scored {
  const order = bankOrder(q);
  const picks = rowsOf(answers, q.id, q.gaps.length);
  const credit = round2(
    scoreGaps(
      q.gaps.map((b) => order.indexOf(b)),
      picks,
    ),
  );
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
      return {
        id: q.id,
        text: q.text,
        ...whole(picked === q.answer),
        given: picked === null ? "" : truthLabel(picked),
        right: truthLabel(q.answer),
      };
    }
    case "short":
      return {
        id: q.id,
        text: q.text,
        ...whole(given.trim() !== "" && q.answers.some((a) => foldAnswer(a) === foldAnswer(given))),
        given: given.trim(),
        right: q.answers[0],
      };
    case "matching":
      return scoreMatchingQuestion(q, answers);
    case "ordering":
      return scoreOrderingQuestion(q, answers);
    case "dictation":
      return scoreDictationQuestion(q, given);
    case "picture":
      return scorePictureQuestion(q, answers);
    case "gaps":
      return scoreGapsQuestion(q, answers);
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
