import { useEffect } from "react";
import { Link } from "react-router";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { ClassSignInError } from "#app/components/class-sign-in-error.tsx";
import { PicturePasswordForm } from "#app/components/picture-password-form.tsx";
import { pupilSignInAction, pupilSignInPage } from "./pupil-sign-in.server";
import { titled } from "#app/lib/meta.ts";
import { forgetDay } from "#app/browser/review-day.ts";
import type { Route } from "./+types/pupil-sign-in";

/**
 * /sinif/{kod}/{ogrenci}: a class's sign-in, step 2 (docs/decisions/0067).
 * 'Merhaba, Ayşe! Resimlerine dokun.' and the twelve pictures; the third tap posts the
 * secret (with or without JavaScript), so a pupil signs in with three taps after the name.
 */
export const meta: Route.MetaFunction = () => [
  ...titled(trPictureLogin.pageTitle),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) => pupilSignInPage({ request, params, context });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  pupilSignInAction({ request, params, context });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function PupilSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { name, className, back } = loaderData;
  // A class tablet: the pupil signing in gets none of the day's review cards the last one kept (decision 0120).
  useEffect(forgetDay, []);
  return (
    <section
      className="mx-auto max-w-3xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="pupil-sign-in-title"
    >
      <p className="font-semibold text-slate-700">{className}</p>
      <h1 id="pupil-sign-in-title" className="text-3xl font-extrabold text-brand-900">
        {`${trPictureLogin.hello(name)} ${trPictureLogin.tapYourPictures}`}
      </h1>
      <PicturePasswordForm
        taps={actionData?.taps}
        message={actionData?.message ?? null}
        disabled={actionData?.waiting ?? false}
      />
      <p>
        <Link to={back} className="font-semibold text-brand-800 underline underline-offset-4">
          {trPictureLogin.notMe}
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = ClassSignInError;
