import { data, redirect, type AppLoadContext } from "react-router";
import { trLogin } from "../../core/messages/login";
import { trTwoStep } from "../../core/messages/two-step";
import type { SessionUser } from "../../server/auth/auth-service";
import { sessionToken } from "../../server/auth/session-cookie";
import { clearPendingLoginCookie, pendingLoginCookie, pendingLoginToken, TWO_STEP_PATH } from "../../server/auth/two-step-cookie";
import { startSession } from "./session.server";
import { setToast } from "./toast.server";

/**
 * After a right password: a session, or, for an admin with two-step on, no session yet
 * but a pending login and the code page (server/auth/two-step.ts).
 */
export async function signIn(request: Request, context: AppLoadContext, user: SessionUser, message: string) {
  if (await context.services.twoStep.required(user)) {
    const token = await context.services.twoStep.startLogin(user.id);
    return redirect(TWO_STEP_PATH, { headers: { "Set-Cookie": pendingLoginCookie(token, request.url), "Cache-Control": "no-store" } });
  }
  return startSession(request, context, user, message);
}

/** Back to /login with the reason, the pending-login cookie cleared. */
async function loginAgain(request: Request) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", clearPendingLoginCookie(request.url));
  headers.append("Set-Cookie", await setToast("error", trTwoStep.expired, request.url));
  return redirect("/login", { headers });
}

/** The code page's GET: shown only while a login waits for its code. */
export async function requirePendingLogin(request: Request, context: AppLoadContext): Promise<null> {
  const token = pendingLoginToken(request);
  if (!token || !(await context.services.twoStep.isPending(token))) throw await loginAgain(request);
  return null;
}

/** The code field of a two-step form (a 6-digit code or a recovery code; anything longer is cut, not read). */
async function codeFrom(request: Request): Promise<string> {
  return String((await request.formData()).get("code") ?? "").slice(0, 100);
}

/** The code page's POST: the code (or a recovery code) finishes the login and starts the session. */
export async function finishSignIn(request: Request, context: AppLoadContext) {
  const token = pendingLoginToken(request);
  if (!token) return loginAgain(request);
  const code = await codeFrom(request);
  if (!code.trim()) return data({ error: trTwoStep.codeRequired }, { status: 400 });
  const result = await context.services.twoStep.finishLogin(token, code);
  if (!result.ok) {
    if (result.code === "expired") return loginAgain(request);
    return data({ error: result.code === "wrong-code" ? trTwoStep.wrongCode : trTwoStep.tooManyAttempts }, { status: result.code === "wrong-code" ? 400 : 429 });
  }
  const response = await startSession(request, context, result.user, trLogin.success);
  response.headers.append("Set-Cookie", clearPendingLoginCookie(request.url));
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
 * The set-up page's POST: a current code switches two-step on (every other session of
 * the account ends); the recovery codes come back in this answer only.
 */
export async function switchOnTwoStep(request: Request, context: AppLoadContext, admin: SessionUser) {
  const result = await context.services.twoStep.confirmSetup(admin.id, await codeFrom(request), sessionToken(request));
  if (result.ok) return { recoveryCodes: result.recoveryCodes, error: null };
  const error = result.code === "too-many-requests" ? trTwoStep.tooManyAttempts : trTwoStep.wrongCode;
  return data({ recoveryCodes: null, error }, { status: result.code === "too-many-requests" ? 429 : 400 });
}
