import { data, Form, Link, useNavigation } from "react-router";
import { trContact } from "#core/messages/contact.ts";
import { trLogin } from "#core/messages/login.ts";
import { trReset } from "#core/messages/reset.ts";
import { fieldErrors, resetRequestSchema } from "#core/schemas.ts";
import { Field, FormError, primaryButton } from "#app/components/form-field.tsx";
import type { ResetRequestResult } from "#app/components/forgot-password-dialog.tsx";
import { titled } from "#app/lib/meta.ts";
import { absoluteUrl } from "#app/lib/session.server.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => titled("Şifremi Unuttum");

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = resetRequestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data<ResetRequestResult>({ ok: false, error: fieldErrors(parsed.error).email }, { status: 400 });
  const outcome = await context.services.auth.requestPasswordReset(parsed.data.email, context.clientKey, (token) =>
    absoluteUrl(context, `/sifre-sifirla?token=${token}`),
  );
  if (outcome === "too-many-requests")
    return data<ResetRequestResult>({ ok: false, error: trLogin.tooManyRequests }, { status: 429 });
  return data<ResetRequestResult>({ ok: true });
}

/** The page form of the 'Şifremi Unuttum' modal, for visitors without JavaScript. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">Şifremi Unuttum</h1>
      {actionData?.ok ? (
        <p
          role="status"
          className="rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 font-medium text-green-900"
        >
          {trReset.sent}
        </p>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <FormError message={actionData?.error} />
          <Field label="E-posta" name="email" type="email" autoComplete="email" disabled={sending} />
          <div className="flex gap-2">
            <Link
              to="/login"
              className="flex min-h-11 items-center rounded-lg border border-slate-500 px-4 font-semibold"
            >
              İptal
            </Link>
            <button type="submit" disabled={sending} className={primaryButton}>
              {sending ? trContact.submitting : "Gönder"}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
