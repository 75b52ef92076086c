import { Form, useNavigation } from "react-router";
import { trTwoStep } from "../../../core/messages/two-step";
import { Field, FormError, primaryButton } from "../../components/form-field";
import { titled } from "../../lib/meta";
import { requireAdmin } from "../../lib/session.server";
import { switchOnTwoStep } from "../../lib/two-step.server";
import type { Route } from "./+types/two-step-setup";

/** /hesabim/iki-adim: an admin switches two-step login on (server/auth/two-step.ts). */
export const meta: Route.MetaFunction = () => titled(trTwoStep.setupTitle);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const setup = await context.services.twoStep.setup(admin);
  if (!setup) return { on: true as const, recoveryLeft: await context.services.twoStep.recoveryCodesLeft(admin.id) };
  // Groups of four are easier to type into an app than 32 letters in a row.
  return { on: false as const, qrSvg: setup.qrSvg, secret: setup.secret.match(/.{1,4}/g)!.join(" ") };
}

/** A current code proves the app holds the secret; the recovery codes come back once, in this answer only. */
export async function action({ request, context }: Route.ActionArgs) {
  return switchOnTwoStep(request, context, await requireAdmin(request, context));
}

export default function TwoStepSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trTwoStep.setupTitle}</h1>
      {actionData?.recoveryCodes ? (
        <section aria-labelledby="recovery-title" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p role="status" className="font-semibold text-green-900">
            {trTwoStep.switchedOn}
          </p>
          <h2 id="recovery-title" className="text-xl font-bold text-brand-900">
            {trTwoStep.recoveryTitle}
          </h2>
          <p>{trTwoStep.recoveryIntro}</p>
          <ol className="grid grid-cols-1 gap-2 font-mono text-lg sm:grid-cols-2" data-testid="recovery-codes">
            {actionData.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
        </section>
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
          <div role="img" aria-label={trTwoStep.qrLabel} className="w-56 bg-white" dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }} />
          <p>
            {trTwoStep.manualKey}{" "}
            <code className="break-all font-mono font-semibold" data-testid="two-step-secret">
              {loaderData.secret}
            </code>
          </p>
          <FormError message={actionData?.error} />
          <Form method="post" noValidate className="space-y-4">
            <p className="font-semibold">{trTwoStep.confirmStep}</p>
            <Field label={trTwoStep.codeLabel} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={10} required disabled={submitting} />
            <button type="submit" disabled={submitting} className={primaryButton}>
              {submitting ? trTwoStep.confirming : trTwoStep.confirm}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
