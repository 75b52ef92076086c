import { useEffect, useRef } from "react";
import type { ShownQuestion } from "#core/deneme/deneme.ts";
import { LETTERS, type Letter } from "#core/deneme/forms.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { QuestionPicture } from "#app/components/question-picture.tsx";

const option =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700";

type Answer = { choice: Letter | null; marked: boolean };

/** The answer a question's fields show: the browser's own, whatever React was told. */
function answerShown(fieldset: HTMLFieldSetElement, n: number): Answer {
  const chosen = fieldset.querySelector<HTMLInputElement>(`input[name="s${n}"]:checked`);
  const mark = fieldset.querySelector<HTMLInputElement>(`input[name="m${n}"]`);
  return { choice: chosen?.value ? (chosen.value as Letter) : null, marked: mark?.checked ?? false };
}

/**
 * A choice tapped while the page's scripts were still on their way is the browser's alone: React
 * takes the page as the server drew it, and once it holds the answers it would clear that choice.
 * So when React first takes the question, what its fields show is the pupil's latest answer, and
 * it goes through onChange, saved like any other (decision 0135). Returns the fieldset's ref.
 */
function useEarlyTapKept(
  n: number,
  { choice, marked }: Answer,
  onChange: (choice: Letter | null, marked: boolean) => void,
) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current || !fieldset.current) return;
    taken.current = true;
    const shown = answerShown(fieldset.current, n);
    if (shown.choice !== choice || shown.marked !== marked) onChange(shown.choice, shown.marked);
  }, [n, choice, marked, onChange]);
  return fieldset;
}

/**
 * One question of the exam as radio buttons with their labels, 'Boş bırak' to clear it, and
 * 'Sonra döneceğim'. Without scripts the fields are the page form's (`s{n}`, `m{n}`); with them
 * `onChange` saves each change at once.
 */
export function ExamQuestion({
  question: q,
  answer,
  live,
  onChange,
}: {
  question: ShownQuestion;
  answer: Answer | undefined;
  live: boolean;
  onChange: (choice: Letter | null, marked: boolean) => void;
}) {
  const choice = answer?.choice ?? null;
  const marked = answer?.marked ?? false;
  const fieldset = useEarlyTapKept(q.number, { choice, marked }, onChange);
  // Without scripts the form starts from what is saved; with them the page holds the answers.
  const checked = (value: Letter | null) =>
    live ? { checked: choice === value } : { defaultChecked: choice === value };
  return (
    <fieldset
      ref={fieldset}
      id={`s${q.number}`}
      className="scroll-mt-24 space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <legend className="sr-only">{trDeneme.question(q.number)}</legend>
      <p className="font-bold text-brand-900" aria-hidden="true">
        {trDeneme.question(q.number)}
      </p>
      <p lang="en" className="text-lg break-words whitespace-pre-line">
        {q.text}
      </p>
      {q.picture && <QuestionPicture picture={q.picture} />}
      <div className="space-y-2">
        {q.options.map((text, i) => (
          <label key={LETTERS[i]} className={option}>
            <input
              type="radio"
              name={`s${q.number}`}
              value={LETTERS[i]}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              onChange={() => onChange(LETTERS[i], marked)}
              {...checked(LETTERS[i])}
            />
            <span>
              <span className="font-bold">{LETTERS[i]}) </span>
              <span lang="en" className="break-words">
                {text}
              </span>
            </span>
          </label>
        ))}
        <label className={`${option} text-slate-700`}>
          <input
            type="radio"
            name={`s${q.number}`}
            value=""
            className="mt-1 size-5 shrink-0 accent-brand-700"
            onChange={() => onChange(null, marked)}
            {...checked(null)}
          />
          <span>{trDeneme.blankOption}</span>
        </label>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name={`m${q.number}`}
          value="1"
          className="size-5 accent-amber-600"
          onChange={(e) => onChange(choice, e.currentTarget.checked)}
          {...(live ? { checked: marked } : { defaultChecked: marked })}
        />
        <span>{trDeneme.marked}</span>
      </label>
    </fieldset>
  );
}
