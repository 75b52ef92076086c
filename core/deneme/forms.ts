/**
 * 'Deneme' (decision 0121): the exam forms a pupil practises for, and the net score. In LGS (grade
 * 8) a question has 4 options and three wrong answers cancel one right; in YDT (grade 12's language
 * pupils) 5 options and four wrong cancel one; a school exam ('Okul sınavı') has no penalty. A blank
 * is not wrong, and a withdrawn question counts for no one: neither right, wrong nor blank.
 */

export const DENEME_FORMS = ["lgs", "ydt", "okul"] as const;
export type DenemeForm = (typeof DENEME_FORMS)[number];

export interface FormRule {
  /** Options every question must have; null: any count from 2 to 5 (a school exam). */
  options: number | null;
  /** Wrong answers that cancel one right; null: no penalty. */
  wrongsPerRight: number | null;
}

export const FORM_RULES: Record<DenemeForm, FormRule> = {
  lgs: { options: 4, wrongsPerRight: 3 },
  ydt: { options: 5, wrongsPerRight: 4 },
  okul: { options: null, wrongsPerRight: null },
};

export const isDenemeForm = (value: unknown): value is DenemeForm => DENEME_FORMS.includes(value as DenemeForm);

/** The letters of the options, as the exam booklet and the optical form print them. */
export const LETTERS = ["A", "B", "C", "D", "E"] as const;
export type Letter = (typeof LETTERS)[number];
export const isLetter = (value: unknown): value is Letter => LETTERS.includes(value as Letter);

export interface NetScore {
  right: number;
  wrong: number;
  blank: number;
  /** Questions withdrawn after the exam: in none of the counts above. */
  withdrawn: number;
  /** right − wrong / wrongsPerRight, 2 decimals (LGS's and ÖSYM's way of writing it). */
  net: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The net of an attempt: `keys[i]` is question i+1's right letter (null when it was withdrawn),
 * `choices` the pupil's letter of each question number (absent or null: blank).
 */
export function netScore(
  form: DenemeForm,
  keys: readonly (Letter | null)[],
  choices: ReadonlyMap<number, Letter | null>,
): NetScore {
  const score = { right: 0, wrong: 0, blank: 0, withdrawn: 0 };
  keys.forEach((key, i) => {
    const choice = choices.get(i + 1) ?? null;
    if (key === null) score.withdrawn++;
    else if (choice === null) score.blank++;
    else if (choice === key) score.right++;
    else score.wrong++;
  });
  const per = FORM_RULES[form].wrongsPerRight;
  return { ...score, net: round2(per === null ? score.right : score.right - score.wrong / per) };
}
