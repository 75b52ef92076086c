import { Form, Link, useNavigation } from "react-router";
import { trPracticeAdmin } from "../../../core/messages/practice-admin";
import { carriesQuiz, carriesWordList } from "../../../core/practice";
import { EntryName } from "../../components/admin-entry-actions";
import { FormError, primaryButton } from "../../components/form-field";
import { PracticePreview } from "../../components/practice/practice-preview";
import { editPath } from "../../lib/admin-paths";
import { practiceAction, practicePage } from "../../lib/practice-admin.server";
import { titled } from "../../lib/meta";
import type { Route } from "./+types/practice";

/** /notekle/{id}/alistirma: an entry's word list and online quiz (issue 20). */
export const meta: Route.MetaFunction = () => titled(trPracticeAdmin.title);

export const loader = ({ request, context, params }: Route.LoaderArgs) => practicePage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) => practiceAction(request, context, params.id);

const textarea = "min-h-48 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-[invalid=true]:border-red-700";
const secondary = "min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100";

export default function PracticeAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, words, quiz } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = (part: "words" | "quiz") => (actionData?.part === part ? actionData : undefined);
  const wordsAnswer = answer("words");
  const quizAnswer = answer("quiz");
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900">{trPracticeAdmin.title}</h1>
        <p className="mt-2 text-slate-700">
          <EntryName entry={entry} />.{" "}
          <Link to={editPath(entry.id)} className="font-semibold text-brand-800 underline underline-offset-4">
            İçeriği düzenle
          </Link>
        </p>
        <p className="mt-2">{trPracticeAdmin.intro}</p>
      </div>
      {!carriesWordList(entry.icerikTuru) && !carriesQuiz(entry.icerikTuru) && <p className="rounded-lg bg-amber-50 px-4 py-3">{trPracticeAdmin.notForType}</p>}

      {carriesWordList(entry.icerikTuru) && (
        <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <input type="hidden" name="part" value="words" />
          <label htmlFor="words" className="block font-semibold">
            {trPracticeAdmin.wordsLabel}
          </label>
          <textarea
            id="words"
            name="text"
            className={textarea}
            defaultValue={wordsAnswer?.text ?? words}
            aria-invalid={wordsAnswer?.problems.length ? true : undefined}
            aria-describedby={wordsAnswer?.problems.length ? "words-problems" : undefined}
            spellCheck={false}
          />
          <label className="block">
            <span className="font-medium">{trPracticeAdmin.wordsFile}</span>{" "}
            <input type="file" name="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" className="mt-1 block" />
          </label>
          <FormError message={wordsAnswer?.error} />
          <PracticePreview id="words-problems" answer={wordsAnswer} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" disabled={busy} className={secondary}>
              {trPracticeAdmin.preview}
            </button>
            <button type="submit" name="intent" value="save" disabled={busy} className={`${primaryButton} sm:w-auto`}>
              {trPracticeAdmin.save}
            </button>
          </div>
        </Form>
      )}

      {carriesQuiz(entry.icerikTuru) && (
        <Form method="post" encType="multipart/form-data" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <input type="hidden" name="part" value="quiz" />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="font-semibold">{trPracticeAdmin.formatLabel}</legend>
            {(["gift", "aiken"] as const).map((format) => (
              <label key={format} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="format" value={format} defaultChecked={(quizAnswer?.format ?? quiz?.format ?? "gift") === format} />
                {trPracticeAdmin[format]}
              </label>
            ))}
          </fieldset>
          <label htmlFor="quiz" className="block font-semibold">
            {trPracticeAdmin.quizLabel}
          </label>
          <textarea
            id="quiz"
            name="text"
            className={textarea}
            defaultValue={quizAnswer?.text ?? quiz?.source ?? ""}
            aria-invalid={quizAnswer?.problems.length ? true : undefined}
            aria-describedby={quizAnswer?.problems.length ? "quiz-problems" : undefined}
            spellCheck={false}
          />
          <label className="block">
            <span className="font-medium">{trPracticeAdmin.quizFile}</span>{" "}
            <input type="file" name="file" accept=".txt,.gift,text/plain" className="mt-1 block" />
          </label>
          <FormError message={quizAnswer?.error} />
          <PracticePreview id="quiz-problems" answer={quizAnswer} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" disabled={busy} className={secondary}>
              {trPracticeAdmin.preview}
            </button>
            <button type="submit" name="intent" value="save" disabled={busy} className={`${primaryButton} sm:w-auto`}>
              {trPracticeAdmin.save}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
