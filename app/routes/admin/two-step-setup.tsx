import { Form, useNavigation } from "react-router";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trTwoStep } from "#core/messages/two-step.ts";
import { Field, FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { switchOnTwoStep, twoStepSetupPage } from "#app/lib/two-step.server.ts";
import type { Route } from "./+types/two-step-setup";

/** /hesabim/iki-adim: an admin switches two-step login on (server/auth/two-step.ts). */
export const meta: Route.MetaFunction = () => titled(trTwoStep.setupTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => twoStepSetupPage(request, context);

/** The password (or a fresh Google sign-in) proves the owner, a current code the app; the recovery codes come back once, in this answer only. */
export async function action({ request, context }: Route.ActionArgs) {
  return switchOnTwoStep(request, context, await requireAdmin(request, context));
}

/** Two-step login switched on: the recovery codes, shown this once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-title"
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p role="status" className="font-semibold text-green-900">
        {trTwoStep.switchedOn}
      </p>
      <h2 id="recovery-title" className="text-xl font-bold text-brand-900">
        {trTwoStep.recoveryTitle}
      </h2>
      <p>{trTwoStep.recoveryIntro}</p>
      <ol className="grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}

/** The owner's proof (the password, or a sign-in with Google minutes ago) and the app's current code. */
function ConfirmForm({
  hasPassword,
  freshMinutes,
  passwordError,
  submitting,
}: {
  hasPassword: boolean;
  freshMinutes: number;
  passwordError: string | undefined;
  submitting: boolean;
}) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <p className="font-semibold">{hasPassword ? trTwoStep.confirmStep : trTwoStep.confirmStepGoogle}</p>
      {hasPassword ? (
        <PasswordField
          label={trMyAccount.currentPassword}
          name="currentPassword"
          autoComplete="current-password"
          required
          error={passwordError}
          disabled={submitting}
        />
      ) : (
        <p>{trTwoStep.freshSignInNote(freshMinutes)}</p>
      )}
      <Field
        label={trTwoStep.codeLabel}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        required
        disabled={submitting}
      />
      <button type="submit" disabled={submitting} className={primaryButton}>
        {submitting ? trTwoStep.confirming : trTwoStep.confirm}
      </button>
    </Form>
  );
}

export default function TwoStepSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trTwoStep.setupTitle}</h1>
      {actionData?.recoveryCodes ? (
        <RecoveryCodes codes={actionData.recoveryCodes} />
      ) : loaderData.on ? (
        <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold">{trTwoStep.isOn}</p>
          <p>
            {trTwoStep.recoveryLeft}: {loaderData.recoveryLeft}
          </p>
          <p>{trTwoStep.lostPhone}</p>
        </section>
      ) : (
        <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p>{trTwoStep.setupIntro}</p>
          <p className="font-semibold">{trTwoStep.scanStep}</p>
          {/* Our own SVG, drawn on the server from the otpauth:// address: no image from another site. */}
          <div
            role="img"
            aria-label={trTwoStep.qrLabel}
            className="w-56 bg-white"
            dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
          />
          <p>
            {trTwoStep.manualKey}{" "}
            <code className="break-all font-mono font-semibold" data-testid="two-step-secret">
              {loaderData.secret}
            </code>
          </p>
          <FormError message={actionData?.error} />
          <ConfirmForm
            hasPassword={loaderData.hasPassword}
            freshMinutes={loaderData.freshMinutes}
            passwordError={actionData?.passwordError ?? undefined}
            submitting={submitting}
          />
        </section>
      )}
    </div>
  );
}
