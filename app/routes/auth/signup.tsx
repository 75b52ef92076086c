import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { SIGNUP_ERRORS } from "#core/auth-errors.ts";
import { trSignup } from "#core/messages/signup.ts";
import { fieldErrors, signupSchema } from "#core/schemas.ts";
import { Field, FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { GoogleButton } from "#app/components/google-button.tsx";
import { redirectIfSignedIn } from "#app/lib/auth-guards.server.ts";
import { TEACHER_REQUEST_PATH, THEN_TEACHER, verifyPath } from "#app/lib/account-paths.ts";
import { titled } from "#app/lib/meta.ts";
import { absoluteUrl, startSession } from "#app/lib/session.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => titled("Kayıt Ol");

export const loader = ({ request, context }: Route.LoaderArgs) => redirectIfSignedIn(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = signupSchema.safeParse(Object.fromEntries(form));
  // 'Öğretmenim': the verification link and the first page lead to the teacher request (decision 0104).
  const teacher = form.get(THEN_TEACHER) === "1";
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  const result = await context.services.auth.signup(parsed.data, context.clientKey, (token) =>
    absoluteUrl(context, verifyPath(token, teacher)),
  );
  if (!result.ok) {
    return data(
      { errors: {} as Record<string, string>, formError: SIGNUP_ERRORS[result.code] },
      { status: result.code === "too-many-requests" ? 429 : 400 },
    );
  }
  return startSession(request, context, result.user, trSignup.success, teacher ? TEACHER_REQUEST_PATH : undefined);
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/signup";
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Kayıt Ol</h1>
      <FormError message={actionData?.formError} />
      <Form method="post" action="/signup" noValidate className="space-y-4">
        <fieldset disabled={submitting} className="space-y-4">
          <legend className="sr-only">E-posta ve şifre ile kayıt</legend>
          <Field label="E-posta" name="email" type="email" autoComplete="email" required error={errors.email} />
          <PasswordField
            label="Şifre"
            name="password"
            autoComplete="new-password"
            required
            minLength={6}
            error={errors.password}
          />
          <PasswordField
            label="Şifre (tekrar)"
            name="repeatPassword"
            autoComplete="new-password"
            required
            error={errors.repeatPassword}
          />
          <div className="flex items-start gap-3">
            <input
              id="ogretmen"
              type="checkbox"
              name={THEN_TEACHER}
              value="1"
              aria-describedby="ogretmen-ipucu"
              className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor="ogretmen" className="font-semibold">
                {trSignup.teacherChoice}
              </label>
              <p id="ogretmen-ipucu" className="text-sm text-slate-700">
                {trSignup.teacherChoiceHint}
              </p>
            </div>
          </div>
        </fieldset>
        <p className="text-sm text-slate-700">Şifre en az 6 karakter olmalı; çok yaygın şifreler kabul edilmez.</p>
        <p className="text-sm text-slate-700">
          Kayıt olurken e-posta adresinizi ve şifrenizin özetini saklarız; ne için ve ne kadar süre,{" "}
          <Link to="/gizlilik" className="font-semibold text-brand-800 underline underline-offset-4">
            Aydınlatma Metni
          </Link>{" "}
          ve{" "}
          <Link to="/cerezler" className="font-semibold text-brand-800 underline underline-offset-4">
            Çerez Politikası
          </Link>{" "}
          anlatır.
        </p>
        <button type="submit" disabled={submitting} className={primaryButton}>
          {submitting ? trSignup.submitting : "Kayıt Ol"}
        </button>
      </Form>
      <GoogleButton enabled={root?.googleEnabled ?? false} />
      <p className="text-center">
        Zaten hesabınız var mı?{" "}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
          Giriş Yap
        </Link>
      </p>
    </div>
  );
}
