import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { CLASS_SIGN_IN_PATH } from "#core/classes/paths.ts";
import { JOIN_CODE_LENGTH } from "#core/classes/join-codes.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";

/**
 * 'Sınıf koduyla gir' (docs/decisions/0090): a six-character field and a big 'Devam' button that
 * post to `/sinif`, the one action that looks a typed code up. /sinif shows it empty, /sinif/{kod}
 * without a class link with the address's code filled in (an old card's QR code: one tap more);
 * the home page and /login can show it as it is. A plain form post: it works without JavaScript.
 */
export function ClassCodeForm({ code = "", error = null }: { code?: string; error?: string | null }) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={CLASS_SIGN_IN_PATH} noValidate className="space-y-4" data-testid="class-code-form">
      <p>{code && !error ? trPictureLogin.codeFormReady : trPictureLogin.codeFormIntro}</p>
      <div>
        <label htmlFor={id} className="mb-1 block text-lg font-semibold">
          {trPictureLogin.codeLabel}
        </label>
        <input
          id={id}
          name="kod"
          defaultValue={code}
          maxLength={JOIN_CODE_LENGTH + 6}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-14 w-full max-w-xs rounded-xl border-2 border-slate-500 bg-white px-4 py-2 font-mono text-3xl tracking-widest text-slate-900 uppercase aria-[invalid=true]:border-red-700"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-16 w-full max-w-xs rounded-2xl bg-brand-700 px-6 text-2xl font-bold text-white hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-75"
      >
        {trPictureLogin.codeContinue}
      </button>
    </Form>
  );
}

/** The code form as a page of its own: /sinif, and /sinif/{kod} without a class link. */
export function ClassCodePanel({ code, error }: { code: string; error: string | null }) {
  return (
    <section
      className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="class-code-title"
    >
      <h1 id="class-code-title" className="text-3xl font-extrabold text-brand-900">
        {trPictureLogin.codeFormTitle}
      </h1>
      <ClassCodeForm code={code} error={error} />
    </section>
  );
}
