import { data, Form, useNavigation } from "react-router";
import { trAccount } from "#core/messages/account.ts";
import { adminSignupSchema, fieldErrors } from "#core/schemas.ts";
import { Field, FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { titled } from "#app/lib/meta.ts";
import { startSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = () => titled("Kurulum");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, open: !(await context.services.auth.hasAdmin()) };
}

/** The one-time link printed in the log on the first start: the owner creates the first admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = adminSignupSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  const admin = await context.services.auth.completeSetup(
    String(form.token ?? ""),
    parsed.data.email,
    parsed.data.password,
  );
  if (!admin) return data({ errors: {} as Record<string, string>, formError: trAccount.setupInvalid }, { status: 400 });
  // Over an existing account its earlier sessions ended (auth-service upsertAdmin): say so.
  return startSession(request, context, admin, admin.existed ? trAccount.setupDoneExisting : trAccount.setupDone);
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (!loaderData.open) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-brand-900">Kurulum</h1>
        <FormError message={trAccount.setupInvalid} />
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">İlk yönetici hesabı</h1>
      <FormError message={actionData?.formError} />
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <fieldset disabled={submitting} className="space-y-4">
          <legend className="sr-only">Yönetici hesabı bilgileri</legend>
          <Field label="E-posta" name="email" type="email" autoComplete="email" error={errors.email} />
          <PasswordField label="Şifre" name="password" autoComplete="new-password" error={errors.password} />
          <PasswordField
            label="Şifre (tekrar)"
            name="repeatPassword"
            autoComplete="new-password"
            error={errors.repeatPassword}
          />
        </fieldset>
        <button type="submit" disabled={submitting} className={primaryButton}>
          Yönetici hesabını oluştur
        </button>
      </Form>
    </div>
  );
}
