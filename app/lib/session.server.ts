import { data, redirect, type AppLoadContext } from "react-router";
import { trAccount } from "#core/messages/account.ts";
import { trCommon } from "#core/messages/common.ts";
import { adminAccess } from "#server/auth/admin-access.ts";
import { CLASSES_PATH } from "#core/classes/paths.ts";
import { MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { isClassPupil, type SessionUser } from "#server/auth/auth-service.ts";
import { clearSessionCookie, sessionCookie, sessionToken } from "#server/auth/session-cookie.ts";
import { redirectWithToast, setToast } from "./toast.server";

/** The signed-in user of this request, or null (a missing, expired or revoked session). */
export async function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = sessionToken(request);
  return token ? context.services.auth.userForSession(token) : null;
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw await redirectWithToast(context, "/login", trAccount.loginRequired, "error");
  return user;
}

/**
 * Starts every admin loader and action. Pages answer 404 to everyone else
 * (for anyone else nothing is shown); mutations answer 403.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const access = await adminAccess(context.services.auth, request);
  if (access.ok) return access.user;
  if (request.method === "GET" || request.method === "HEAD")
    throw data({ message: trCommon.notFound }, { status: 404 });
  throw data({ message: trAccount.forbidden }, { status: access.status });
}

/**
 * Starts every teacher page's loader and action: a visitor is sent to log in; a signed-in
 * account that is not a teacher's gets what an admin page gives everyone else: 404 for a
 * page, 403 for a form (docs/decisions/0064). An admin is not a teacher.
 */
export async function requireTeacher(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role === "teacher") return user;
  if (request.method === "GET" || request.method === "HEAD")
    throw data({ message: trCommon.notFound }, { status: 404 });
  throw data({ message: trAccount.forbidden }, { status: 403 });
}

/** The cards' pages: the class's teacher, or an admin (for upkeep); anyone else gets what requireTeacher gives. */
export async function requireTeacherOrAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (user.role === "admin") return user;
  return requireTeacher(request, context);
}

/**
 * Logs the user in: a new session (never reusing an old id) that replaces the browser's
 * previous one, for the role the sign-in was checked against, a toast, and a redirect.
 */
export async function startSession(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  message: string,
  to?: string,
) {
  const { token } = await context.services.auth.createSession(user.id, {
    role: user.role,
    replaces: sessionToken(request),
    userAgent: request.headers.get("User-Agent"),
  });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token, context.secureCookies));
  headers.append("Set-Cookie", await setToast("success", message, context.secureCookies));
  return redirect(to ?? (await landingOf(context, user)), { headers });
}

/**
 * Where a sign-in lands when no page asked for one: a teacher on 'Sınıfım'; a class pupil, and a
 * pupil with homework still to do, on 'Ödevlerim' (a grade-2 pupil who has just tapped three
 * pictures must see what to do, not the public home page); everyone else on the home page.
 */
async function landingOf(context: AppLoadContext, user: SessionUser): Promise<string> {
  if (user.role === "teacher") return CLASSES_PATH;
  if (user.role !== "user") return "/";
  if (isClassPupil(user)) return MY_HOMEWORK_PATH;
  const items = await context.services.homework.mine(user.id).catch(() => []);
  return items.some((item) => !item.doneAt) ? MY_HOMEWORK_PATH : "/";
}

export async function endSession(request: Request, context: AppLoadContext) {
  const token = sessionToken(request);
  if (token) await context.services.auth.logout(token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie(context.secureCookies));
  headers.append("Set-Cookie", await setToast("success", trAccount.loggedOut, context.secureCookies));
  // docs/product.md: logging out clears all browser storage and reloads the home page.
  headers.set("Clear-Site-Data", '"storage"');
  return redirect("/", { headers });
}

/**
 * An absolute link for e-mails: PUBLIC_URL, else the address the site listens on
 * (config.siteUrl). Never the request's Host: the requester chooses it, and a reset
 * link pointing at their site would hand them the token.
 */
export function absoluteUrl(context: AppLoadContext, path: string): string {
  return new URL(path, context.services.config.siteUrl).toString();
}

/** The request's session cookie, for pages that check it against a mailed link's account (the verification page). */
export { sessionToken };
