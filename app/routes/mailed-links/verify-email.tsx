import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { trAccount } from "#core/messages/account.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { MAX_PASSWORD_LENGTH } from "#core/patterns.ts";
import { tokenOf } from "#core/token-shape.ts";
import { FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { TEACHER_REQUEST_PATH, THEN_TEACHER } from "#app/lib/account-paths.ts";
import { titled } from "#app/lib/meta.ts";
import { sessionToken } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => titled(trAccount.verifyTitle);

/** What a refused press shows: the token again (a form POST's page has none in its address), and the error. */
interface Refusal {
  token: string;
  /** The teacher-to-be's way, kept through a refused press (decision 0104). */
  teacher: boolean;
  error: string | null;
  formError: string | null;
}

const secondaryButton =
  "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75";

/**
 * The link of the verification mail only shows a page: a GET changes nothing, since
 * mail scanners and link previews open links without the owner. `proof`: whether the
 * button alone proves the address, or the page asks for the account's password
 * (docs/decisions/0059: without a session of the very account, only its owner's password
 * makes the address the account's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = tokenOf(params.get("token"));
  const proof = token === "" ? "invalid" : await context.services.auth.verifyProof(token, sessionToken(request));
  return { token: proof === "invalid" ? "" : token, proof, teacher: params.get("sonra") === THEN_TEACHER };
}

/**
 * The page's buttons. 'verify' proves the address (and makes ADMIN_EMAIL admin, ending the
 * account's earlier sessions) once the presser shows they own the account; 'not-mine'
 * deletes an unproven account that someone opened with the presser's address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenOf(form.get("token"));
  const teacher = form.get("sonra") === THEN_TEACHER;
  const refuse = (status: number, refusal: Omit<Refusal, "token" | "teacher">) =>
    data<Refusal>({ token, teacher, ...refusal }, { status });
  const invalid = async () => redirectWithToast(context, "/", trAccount.invalidVerifyLink, "error");
  if (!token) return invalid();

  if (form.get("intent") === "not-mine") {
    const result = await context.services.account.disownWithVerifyLink(token);
    if (result === "invalid-link") return invalid();
    if (result === "kept") return refuse(409, { error: null, formError: trAccount.notMineRefused });
    return redirectWithToast(context, "/", trAccount.notMineDone);
  }

  const typed = form.get("password");
  // The size limit comes first: a longer text is no password of ours, and is not hashed.
  if (typeof typed === "string" && typed.length > MAX_PASSWORD_LENGTH)
    return refuse(400, { error: trMyAccount.wrongPassword, formError: null });
  const result = await context.services.auth.verifyEmail(token, {
    currentSession: sessionToken(request),
    password: typeof typed === "string" ? typed : null,
  });
  if (result.ok) {
    // A teacher-to-be goes on to the request form (decision 0104); an admin has nothing to ask for.
    const next = teacher && !result.user.promoted ? TEACHER_REQUEST_PATH : "/";
    return redirectWithToast(context, next, result.user.promoted ? trAccount.verifiedAdmin : trAccount.verified);
  }
  switch (result.code) {
    case "invalid-link":
      return invalid();
    case "password-needed":
      return refuse(400, { error: trAccount.verifyPasswordRequired, formError: null });
    case "wrong-password":
      return refuse(400, { error: trAccount.verifyWrongPassword, formError: null });
    case "too-many-requests":
      return refuse(429, { error: null, formError: trMyAccount.tooManyRequests });
  }
}

/** One of the page's forms: its explicit action keeps the token in the body, not again in the POSTed URL. */
function TokenForm(props: {
  token: string;
  teacher?: boolean;
  intro: string;
  intent: "verify" | "not-mine";
  label: string;
  busy: boolean;
  secondary?: boolean;
  children?: ReactNode;
}) {
  return (
    <Form
      method="post"
      action="/dogrula"
      noValidate
      className={props.secondary ? "space-y-3 border-t border-slate-300 pt-5" : "space-y-4"}
    >
      <p>{props.intro}</p>
      <input type="hidden" name="token" value={props.token} />
      {props.teacher && <input type="hidden" name="sonra" value={THEN_TEACHER} />}
      {props.children}
      <button
        type="submit"
        name="intent"
        value={props.intent}
        disabled={props.busy}
        className={props.secondary ? secondaryButton : primaryButton}
      >
        {props.label}
      </button>
    </Form>
  );
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  // A refused press comes back here: only the password form refuses, so it shows again.
  const proof = actionData ? "password" : loaderData.proof;
  const token = actionData?.token ?? loaderData.token;
  const teacher = actionData?.teacher ?? loaderData.teacher;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{trAccount.verifyTitle}</h1>
      {proof === "invalid" && <FormError message={trAccount.invalidVerifyLink} />}
      {proof === "ready" && (
        <TokenForm
          token={token}
          teacher={teacher}
          intro={trAccount.verifyIntro}
          intent="verify"
          label={trAccount.verifyButton}
          busy={submitting}
        />
      )}
      {proof === "password" && (
        <>
          <FormError message={actionData?.formError} />
          <TokenForm
            token={token}
            teacher={teacher}
            intro={trAccount.verifyPasswordIntro}
            intent="verify"
            label={trAccount.verifyButton}
            busy={submitting}
          >
            <PasswordField
              label={trAccount.verifyPasswordLabel}
              name="password"
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
              error={actionData?.error ?? undefined}
            />
          </TokenForm>
          <TokenForm
            token={token}
            intro={trAccount.notMineIntro}
            intent="not-mine"
            label={trAccount.notMineButton}
            busy={submitting}
            secondary
          />
        </>
      )}
    </div>
  );
}
