import { passageAbove } from "./deneme/deneme";
import { trExercises } from "./messages/exercises";
import { isPictureKey, pictureName } from "./picture-password";
import { paperLetter } from "./paper-letter";
import { pictureView, type PictureView } from "./picture-view";
import type { Question, Quiz } from "./quiz-formats";

/**
 * A quiz as a page and a worksheet show it (core/quiz-formats.ts parses it): the questions
 * without their answers, options in a stable order, and the printed answer key.
 */

type PublicQuestionOfKind =
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

export type PublicQuestion = PublicQuestionOfKind & {
  /**
   * The reading text to draw above it (decision 0130): on the first question of the run that shares
   * it only, so the page holds it once.
   */
  passage?: string;
  /** Its picture (decision 0131), as the server made its view. */
  picture?: PictureView;
};

/** A matching question's right sides as a page or a worksheet lists them: alphabetical, not in their pairing order. */
export const sortedRights = (pairs: { right: string }[]) =>
  pairs.map((p) => p.right).sort((a, b) => a.localeCompare(b, "tr"));

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
export function bankOrder(q: { bank: { text: string; group: number }[] }): number[] {
  return q.bank
    .map((_, i) => i)
    .sort((a, b) => q.bank[a].text.localeCompare(q.bank[b].text, "tr") || q.bank[a].group - q.bank[b].group || a - b);
}

/**
 * The quiz as a page may hold it before the pupil submits: no answer, no feedback, a
 * matching question's right sides and a gaps question's bank in alphabetical order, an
 * ordering question's items shuffled (shownOrder), a reading text on the first question of
 * its run (passageAbove: the whole quiz is one page).
 */
export function publicQuiz(quiz: Quiz): { questions: PublicQuestion[] } {
  return {
    questions: quiz.questions.map((q, i): PublicQuestion => {
      const shown: PublicQuestion = publicQuestion(q);
      const passage = passageAbove(quiz.questions, i);
      const picture = pictureView(q.picture);
      return { ...shown, ...(passage ? { passage } : {}), ...(picture ? { picture } : {}) };
    }),
  };
}

/** One question as a page may hold it (publicQuiz), its kind's fields only. */
function publicQuestion(q: Question): PublicQuestionOfKind {
  switch (q.kind) {
    case "choice":
      return { kind: "choice", id: q.id, text: q.text, options: q.options.map((o) => o.text) };
    case "truefalse":
      return { kind: "truefalse", id: q.id, text: q.text };
    case "short":
      return { kind: "short", id: q.id, text: q.text };
    case "matching":
      return {
        kind: "matching",
        id: q.id,
        text: q.text,
        lefts: q.pairs.map((p) => p.left),
        rights: sortedRights(q.pairs),
      };
    case "ordering":
      return { kind: "ordering", id: q.id, text: q.text, items: shownOrder(q).map((place) => q.items[place]) };
    case "gaps": {
      const order = bankOrder(q);
      const choices = q.gaps.map((right) =>
        order.flatMap((b, shown) => (q.bank[b].group === q.bank[right].group ? [shown] : [])),
      );
      return {
        kind: "gaps",
        id: q.id,
        text: q.text,
        parts: q.parts,
        bank: order.map((b) => q.bank[b].text),
        choices,
      };
    }
    case "dictation":
      return { kind: "dictation", id: q.id, text: q.text, clip: null };
    case "picture":
      return {
        kind: "picture",
        id: q.id,
        text: q.text,
        ask: q.ask,
        prompts: q.prompts,
        options: pictureOrder(q).map((i) => q.options[i]),
      };
  }
}

export const truthLabel = (value: boolean) => (value ? trExercises.true : trExercises.false);

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
        const said = (option: number) =>
          `${paperLetter(order.indexOf(option))}) ${q.ask === "picture" ? drawingName(q.options[option]) : q.options[option]}`;
        return q.rights.map((r, i) => (q.prompts.length > 1 ? `${i + 1}-${said(r)}` : said(r))).join(", ");
      }
    }
  });
}
