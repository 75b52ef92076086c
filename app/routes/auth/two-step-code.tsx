import { Form, Link, useNavigation } from "react-router";
import { trTwoStep } from "#core/messages/two-step.ts";
import { Field, FormError, primaryButton } from "#app/components/form-field.tsx";
import { titled } from "#app/lib/meta.ts";
import { finishSignIn, requirePendingLogin } from "#app/lib/two-step.server.ts";
import type { Route } from "./+types/two-step-code";

/** The second step of an admin's login: the code from the phone (or a recovery code). */
export const meta: Route.MetaFunction = () => titled(trTwoStep.codeTitle);

export const loader = ({ request, context }: Route.LoaderArgs) => requirePendingLogin(request, context);

export const action = ({ request, context }: Route.ActionArgs) => finishSignIn(request, context);

export default function TwoStepCode({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/login/iki-adim";
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{trTwoStep.codeTitle}</h1>
      <p>{trTwoStep.codeIntro}</p>
      <FormError message={actionData?.error} />
      <Form method="post" action="/login/iki-adim" noValidate className="space-y-4">
        <Field
          label={trTwoStep.codeLabel}
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          required
          disabled={submitting}
        />
        <button type="submit" disabled={submitting} className={primaryButton}>
          {submitting ? trTwoStep.finishing : trTwoStep.finish}
        </button>
      </Form>
      <p className="text-center">
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
          {trTwoStep.backToLogin}
        </Link>
      </p>
    </div>
  );
}
