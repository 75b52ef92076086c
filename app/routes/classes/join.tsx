import { Form, Link, useNavigation } from "react-router";
import { trClassJoin } from "#core/messages/class-join.ts";
import { Field, FormError, primaryButton } from "#app/components/form-field.tsx";
import { ClassCodeForm } from "#app/components/class-code-form.tsx";
import { joinAction, joinPage } from "./join.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/join";

/**
 * /katil (and /katil?kod=… from the QR code): a signed-in pupil joins a class with its code; a pupil
 * without an e-mail address is sent to 'Sınıf koduyla gir' beside it (decision 0111).
 */
export const meta: Route.MetaFunction = () => titled(trClassJoin.joinTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => joinPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => joinAction(request, context);

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-extrabold text-brand-900">{trClassJoin.joinTitle}</h1>
      <p>{trClassJoin.joinIntro}</p>
      {loaderData.signedIn ? (
        <Form method="post" noValidate className="space-y-4">
          <FormError message={actionData?.formError} />
          {/* The class page's QR code's link: with it the code is proven and no wrong-code budget is spent (docs/decisions/0090). */}
          {loaderData.link && <input type="hidden" name="k" value={loaderData.link} />}
          <Field
            label={trClassJoin.code}
            name="code"
            defaultValue={loaderData.code}
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            className="[&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-widest"
            error={errors.code}
          />
          <Field
            label={trClassJoin.displayName}
            name="displayName"
            maxLength={40}
            autoComplete="off"
            required
            placeholder={trClassJoin.displayNameHint}
            error={errors.displayName}
          />
          <button type="submit" disabled={busy} className={primaryButton}>
            {trClassJoin.join}
          </button>
        </Form>
      ) : (
        <>
          <section aria-labelledby="join-pictures-title" className="space-y-3">
            <h2 id="join-pictures-title" className="text-xl font-bold text-brand-900">
              {trClassJoin.joinWithPicturesTitle}
            </h2>
            <p>{trClassJoin.joinWithPictures}</p>
            <ClassCodeForm code={loaderData.code} />
          </section>
          <section aria-labelledby="join-email-title" className="space-y-3 border-t border-slate-200 pt-5">
            <h2 id="join-email-title" className="text-xl font-bold text-brand-900">
              {trClassJoin.joinWithEmailTitle}
            </h2>
            <p>
              {trClassJoin.joinSignIn}{" "}
              <Link
                to="/login"
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                Giriş Yap
              </Link>
            </p>
          </section>
        </>
      )}
    </section>
  );
}
