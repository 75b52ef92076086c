import type { ShownQuestion } from "#core/deneme/deneme.ts";
import { LETTERS, type Letter } from "#core/deneme/forms.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { QuestionPicture } from "#app/components/question-picture.tsx";

const option =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700";

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
  answer: { choice: Letter | null; marked: boolean } | undefined;
  live: boolean;
  onChange: (choice: Letter | null, marked: boolean) => void;
}) {
  const choice = answer?.choice ?? null;
  const marked = answer?.marked ?? false;
  // Without scripts the form starts from what is saved; with them the page holds the answers.
  const checked = (value: Letter | null) =>
    live ? { checked: choice === value } : { defaultChecked: choice === value };
  return (
    <fieldset id={`s${q.number}`} className="scroll-mt-24 space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
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
