import { data, Form, Link } from "react-router";
import { DENEME_FORMS } from "#core/deneme/forms.ts";
import { MINUTES_MAX, MINUTES_MIN } from "#core/deneme/clock.ts";
import { denemePath } from "#core/deneme/deneme.ts";
import { settingsFields } from "#core/deneme/settings.ts";
import { parseEntryId } from "#core/content.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import { Field } from "#app/components/form-field.tsx";
import { notFound } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/deneme";

/**
 * /notekle/{id}/deneme: an exam entry's deneme settings (decision 0121): form, minutes, a topic per
 * question number, the withdrawn questions; read by core/deneme/settings.ts against the entry's
 * quiz, every refusal in Turkish beside its field. Only the admin's.
 */
export const meta: Route.MetaFunction = () => titled("Deneme ayarları");

async function viewOf(request: Request, context: Route.LoaderArgs["context"], param: string | undefined) {
  await requireAdmin(request, context);
  const id = parseEntryId(param);
  const view = id === null ? null : await context.services.deneme.adminView(id);
  if (!view) notFound(trDenemeAdmin.noQuiz);
  return view;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return viewOf(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const view = await viewOf(request, context, params.id);
  const form = Object.fromEntries(await request.formData());
  const back = `/notekle/${view.entry.id}/deneme`;
  if (form.intent === "remove") {
    await context.services.deneme.removeSettings(view.entry.id);
    return redirectWithToast(context, back, trDenemeAdmin.removed);
  }
  const read = await context.services.deneme.saveSettings(view.entry.id, form);
  if (!read) notFound(trDenemeAdmin.noQuiz);
  if (!read.ok) return data({ errors: read.errors, values: form as Record<string, string> }, { status: 400 });
  return redirectWithToast(context, back, trDenemeAdmin.saved);
}

const fieldClass = "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2";

/** The form select, its refusal tied to it. */
function FormSelect({ value, error }: { value: string; error?: string }) {
  return (
    <div>
      <label htmlFor="deneme-form" className="mb-1 block font-medium">
        {trDenemeAdmin.form}
      </label>
      <select
        id="deneme-form"
        name="form"
        defaultValue={value}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "deneme-form-error" : undefined}
      >
        {DENEME_FORMS.map((f) => (
          <option key={f} value={f}>
            {trDeneme.formName[f]}
          </option>
        ))}
      </select>
      {error && (
        <p id="deneme-form-error" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The topics, one "n: topic" line a question, with the hint and the refusal tied to the box. */
function TopicsField({ value, error }: { value: string; error?: string }) {
  return (
    <div>
      <label htmlFor="deneme-topics" className="mb-1 block font-medium">
        {trDenemeAdmin.topics}
      </label>
      <p id="deneme-topics-hint" className="mb-1 text-sm text-slate-700">
        {trDenemeAdmin.topicsHint}
      </p>
      <textarea
        id="deneme-topics"
        name="topics"
        rows={8}
        defaultValue={value}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "deneme-topics-hint deneme-topics-error" : "deneme-topics-hint"}
      />
      {error && (
        <p id="deneme-topics-error" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export default function DenemeSettingsPage({ loaderData: v, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values =
    actionData?.values ??
    (v.settings ? settingsFields(v.settings) : { form: "lgs", minutes: "40", topics: "", withdrawn: "" });
  return (
    <section className="mx-auto max-w-2xl space-y-5">
      <h1 className="text-3xl font-extrabold text-brand-900">{trDenemeAdmin.title(v.entry.konuTr)}</h1>
      <p>{trDenemeAdmin.intro}</p>
      <p className="text-sm text-slate-700">{trDenemeAdmin.passageHint}</p>
      <p className="text-sm text-slate-700">{trDenemeAdmin.pictureHint}</p>
      <p className="font-semibold">{trDenemeAdmin.questions(v.questions)}</p>
      {v.settings && (
        <p>
          <Link to={denemePath(v.entry.id)} className="font-semibold text-brand-800 underline">
            {trDeneme.fromEntry}
          </Link>
        </p>
      )}
      <Form method="post" className="space-y-4" noValidate>
        <FormSelect value={values.form} error={errors.form} />
        <Field
          label={trDenemeAdmin.minutes}
          name="minutes"
          type="number"
          inputMode="numeric"
          min={MINUTES_MIN}
          max={MINUTES_MAX}
          defaultValue={values.minutes}
          error={errors.minutes}
        />
        <TopicsField value={values.topics} error={errors.topics} />
        <Field
          label={trDenemeAdmin.withdrawn}
          name="withdrawn"
          defaultValue={values.withdrawn}
          error={errors.withdrawn}
          aria-description={trDenemeAdmin.withdrawnHint}
        />
        <p className="text-sm text-slate-700">{trDenemeAdmin.withdrawnHint}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {trDenemeAdmin.save}
          </button>
          {v.settings && (
            <button
              type="submit"
              name="intent"
              value="remove"
              className="min-h-11 rounded-lg px-5 font-semibold text-red-800 ring-2 ring-red-800"
            >
              {trDenemeAdmin.remove}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
}
