import { data, redirect, type AppLoadContext } from "react-router";
import { trLogin } from "#core/messages/login.ts";
import { trTwoStep } from "#core/messages/two-step.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { fieldErrors, twoStepSetupSchema } from "#core/schemas.ts";
import { FRESH_SIGN_IN_MINUTES, type SessionUser } from "#server/auth/auth-service.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import {
  clearPendingLoginCookie,
  pendingLoginCookie,
  pendingLoginToken,
  TWO_STEP_PATH,
} from "#server/auth/two-step-cookie.ts";
import { requireAdmin, startSession } from "./session.server";
import { setToast } from "./toast.server";

/**
 * After a right password: a session, or, for an admin with two-step on, no session yet
 * but a pending login and the code page (server/auth/two-step.ts).
 */
export async function signIn(request: Request, context: AppLoadContext, user: SessionUser, message: string) {
  if (await context.services.twoStep.required(user)) {
    const token = await context.services.twoStep.startLogin(user.id);
    return redirect(TWO_STEP_PATH, {
      headers: { "Set-Cookie": pendingLoginCookie(token, context.secureCookies), "Cache-Control": "no-store" },
    });
  }
  return startSession(request, context, user, message);
}

/** Back to /login with the reason, the pending-login cookie cleared. */
async function loginAgain(context: AppLoadContext) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", clearPendingLoginCookie(context.secureCookies));
  headers.append("Set-Cookie", await setToast("error", trTwoStep.expired, context.secureCookies));
  return redirect("/login", { headers });
}

/** The code page's GET: shown only while a login waits for its code. */
export async function requirePendingLogin(request: Request, context: AppLoadContext): Promise<null> {
  const token = pendingLoginToken(request);
  if (!token || !(await context.services.twoStep.isPending(token))) throw await loginAgain(context);
  return null;
}

/** The code field of a two-step form (a 6-digit code or a recovery code; anything longer is cut, not read). */
function codeOf(form: FormData): string {
  return String(form.get("code") ?? "").slice(0, 100);
}

/** The code page's POST: the code (or a recovery code) finishes the login and starts the session. */
export async function finishSignIn(request: Request, context: AppLoadContext) {
  const token = pendingLoginToken(request);
  if (!token) return loginAgain(context);
  const code = codeOf(await request.formData());
  if (!code.trim()) return data({ error: trTwoStep.codeRequired }, { status: 400 });
  const result = await context.services.twoStep.finishLogin(token, code);
  if (!result.ok) {
    if (result.code === "expired") return loginAgain(context);
    return data(
      { error: result.code === "wrong-code" ? trTwoStep.wrongCode : trTwoStep.tooManyAttempts },
      { status: result.code === "wrong-code" ? 400 : 429 },
    );
  }
  const response = await startSession(request, context, result.user, trLogin.success);
  response.headers.append("Set-Cookie", clearPendingLoginCookie(context.secureCookies));
  return response;
}

/**
 * The notice on every page an admin without two-step sees (decision 0023: strongly
 * prompted, not forced). The texts travel in the loader's data, so pupils' pages do
 * not download them.
 */
export async function twoStepPrompt(context: AppLoadContext, user: SessionUser | null) {
  if (user?.role !== "admin" || (await context.services.twoStep.isEnabled(user.id))) return null;
  return { text: trTwoStep.prompt, link: trTwoStep.promptLink, href: "/hesabim/iki-adim" };
}

/**
 * The set-up page's GET (/hesabim/iki-adim, admins only): the secret as QR code and text
 * until two-step is on, then how many recovery codes are left.
 */
export async function twoStepSetupPage(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request, context);
  const setup = await context.services.twoStep.setup(admin);
  if (!setup) return { on: true as const, recoveryLeft: await context.services.twoStep.recoveryCodesLeft(admin.id) };
  // An account without a password (Google only) proves itself by a fresh sign-in instead.
  const hasPassword = (await context.services.account.profile(admin.id))?.hasPassword ?? false;
  // Groups of four are easier to type into an app than 32 letters in a row.
  return {
    on: false as const,
    qrSvg: setup.qrSvg,
    secret: setup.secret.match(/.{1,4}/g)!.join(" "),
    hasPassword,
    freshMinutes: FRESH_SIGN_IN_MINUTES,
  };
}

type SetupAnswer = { recoveryCodes: string[] | null; error: string | null; passwordError: string | null };
const refuseSetup = (status: number, error: string | null, passwordError: string | null = null) =>
  data<SetupAnswer>({ recoveryCodes: null, error, passwordError }, { status });

/**
 * The set-up page's POST. First proof that the owner is at this session (the password, or
 * a fresh Google sign-in for an account without one): a stolen session must not enrol the
 * thief's phone and lock the owner out. Then a current code switches two-step on (every
 * other session of the account ends); the recovery codes come back in this answer only.
 */
export async function switchOnTwoStep(request: Request, context: AppLoadContext, admin: SessionUser) {
  const form = await request.formData();
  const parsed = twoStepSetupSchema.safeParse({ currentPassword: form.get("currentPassword") ?? undefined });
  if (!parsed.success) return refuseSetup(400, null, fieldErrors(parsed.error).currentPassword);
  const identity = await context.services.auth.confirmIdentity(
    admin.id,
    parsed.data.currentPassword ?? null,
    sessionToken(request),
  );
  if (identity === "wrong-password") return refuseSetup(400, null, trMyAccount.wrongPassword);
  if (identity === "too-many-requests") return refuseSetup(429, trMyAccount.tooManyRequests);
  if (identity === "sign-in-again") return refuseSetup(403, trTwoStep.signInAgain(FRESH_SIGN_IN_MINUTES));
  const result = await context.services.twoStep.confirmSetup(admin.id, codeOf(form), sessionToken(request));
  if (result.ok) return { recoveryCodes: result.recoveryCodes, error: null, passwordError: null } satisfies SetupAnswer;
  if (result.code === "too-many-requests") return refuseSetup(429, trTwoStep.tooManyAttempts);
  return refuseSetup(400, result.code === "no-setup" ? trTwoStep.setupExpired : trTwoStep.wrongCode);
}
