import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { LOGIN_ERRORS } from "#core/auth-errors.ts";
import { trLogin } from "#core/messages/login.ts";
import { fieldErrors, loginSchema } from "#core/schemas.ts";
import { ClassCodeForm } from "#app/components/class-code-form.tsx";
import { Field, FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { ForgotPasswordDialog } from "#app/components/forgot-password-dialog.tsx";
import { GoogleButton } from "#app/components/google-button.tsx";
import { redirectIfSignedIn } from "#app/lib/auth-guards.server.ts";
import { titled } from "#app/lib/meta.ts";
import { signIn } from "#app/lib/two-step.server.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => titled("Giriş Yap");

export const loader = ({ request, context }: Route.LoaderArgs) => redirectIfSignedIn(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  const result = await context.services.auth.login(parsed.data, context.clientKey);
  if (!result.ok) {
    return data(
      { errors: {} as Record<string, string>, formError: LOGIN_ERRORS[result.code] ?? trLogin.generic },
      { status: result.code === "too-many-requests" ? 429 : 400 },
    );
  }
  // An admin with two-step on gets the code page, not a session yet.
  return signIn(request, context, result.user, trLogin.success);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/login";
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Giriş Yap</h1>
      {/* A grade-2 pupil has no e-mail: the way to the picture sign-in is the first thing under the heading. */}
      <p>
        <a href="#sinif-kodu" className="font-semibold text-brand-800 underline underline-offset-4">
          {trLogin.classCodeJump}
        </a>
      </p>
      <FormError message={actionData?.formError} />
      <Form method="post" action="/login" noValidate className="space-y-4">
        <fieldset disabled={submitting} className="space-y-4">
          <legend className="sr-only">E-posta ve şifre ile giriş</legend>
          <Field label="E-posta" name="email" type="email" autoComplete="email" required error={errors.email} />
          <PasswordField
            label="Şifre"
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
        </fieldset>
        <button type="submit" disabled={submitting} className={primaryButton}>
          {submitting ? trLogin.submitting : "Giriş Yap"}
        </button>
      </Form>
      <ForgotPasswordDialog />
      <div className="flex items-center gap-3 text-sm text-slate-700" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        ya da
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <GoogleButton enabled={root?.googleEnabled ?? false} />
      <p className="text-center">
        Hesabınız yok mu?{" "}
        <Link to="/signup" className="font-semibold text-brand-800 underline underline-offset-4">
          Kayıt Ol
        </Link>
      </p>
      <section
        id="sinif-kodu"
        aria-labelledby="sinif-kodu-baslik"
        className="scroll-mt-4 border-t border-slate-200 pt-5"
      >
        <h2 id="sinif-kodu-baslik" className="mb-3 text-xl font-bold text-brand-900">
          {trLogin.classCodeHeading}
        </h2>
        <ClassCodeForm />
      </section>
    </div>
  );
}
