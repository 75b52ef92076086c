import { data, Form, Link, useNavigation } from "react-router";
import { trReset } from "#core/messages/reset.ts";
import { trSignup } from "#core/messages/signup.ts";
import { fieldErrors, newPasswordSchema } from "#core/schemas.ts";
import { FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { titled } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => titled("Yeni Şifre");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = token.length > 10 && (await context.services.auth.isResetTokenValid(token));
  return { token, valid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = newPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  const result = await context.services.auth.resetPassword(parsed.data.token, parsed.data.password);
  if (result === "admin-password-too-short")
    return data(
      { errors: { password: trSignup.adminPasswordTooShort } as Record<string, string>, formError: null },
      { status: 400 },
    );
  if (result === "invalid-link")
    return data({ errors: {} as Record<string, string>, formError: trReset.invalidLink }, { status: 400 });
  return redirectWithToast(context, "/login", trReset.changed);
}

/** The page the mailed link opens: a new password, once, within the hour. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-brand-900">Yeni Şifre</h1>
        <FormError message={trReset.invalidLink} />
        <Link to="/sifremi-unuttum" className="inline-block font-semibold text-brand-800 underline underline-offset-4">
          Yeni bağlantı iste
        </Link>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Yeni Şifre</h1>
      <FormError message={actionData?.formError} />
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <fieldset disabled={submitting} className="space-y-4">
          <legend className="sr-only">Yeni şifrenizi belirleyin</legend>
          <PasswordField label="Yeni şifre" name="password" autoComplete="new-password" error={errors.password} />
          <PasswordField
            label="Yeni şifre (tekrar)"
            name="repeatPassword"
            autoComplete="new-password"
            error={errors.repeatPassword}
          />
        </fieldset>
        <button type="submit" disabled={submitting} className={primaryButton}>
          Şifremi değiştir
        </button>
      </Form>
    </div>
  );
}
