import type { FormEvent } from "react";
import { Form } from "react-router";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";

const button =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";
const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/**
 * A homework self-test: the English of each Turkish word, typed. The homework page's
 * plain form (it posts without JavaScript), and the offline page's, drawn from the device
 * (docs/decisions/0084): there `onSubmit` keeps the try in the outbox. Only the Turkish is here.
 */
export function SelfTestForm({
  prompts,
  passPercent,
  action,
  onSubmit,
}: {
  prompts: readonly string[];
  passPercent: number;
  action?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <section aria-labelledby="self-test-title" className={box}>
      <h2 id="self-test-title" className="text-xl font-bold text-brand-900">
        {trHomeworkPupil.selfTestTitle}
      </h2>
      <p>{trHomeworkPupil.selfTestIntro(passPercent)}</p>
      <Form method="post" action={action} className="space-y-3" onSubmit={onSubmit} data-self-test="">
        <input type="hidden" name="intent" value="self-test" />
        <ol className="space-y-2">
          {prompts.map((turkish, i) => (
            <li key={i}>
              <label htmlFor={`w${i}`} className="block font-medium">
                {turkish}
              </label>
              <input
                id={`w${i}`}
                name={`w${i}`}
                lang="en"
                maxLength={200}
                autoComplete="off"
                autoCapitalize="none"
                className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2"
              />
            </li>
          ))}
        </ol>
        <button type="submit" className={button}>
          {trHomeworkPupil.check}
        </button>
      </Form>
    </section>
  );
}
