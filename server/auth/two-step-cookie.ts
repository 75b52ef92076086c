import { TWO_STEP_COOKIE_NAME } from "#core/site-cookies.ts";
import { cookieToken, serializeCookie } from "./session-cookie";
import { PENDING_LOGIN_SECONDS } from "./two-step";

/** The code page. */
export const TWO_STEP_PATH = "/login/iki-adim";
/**
 * Where the browser sends the cookie: the login pages only. Not the code page's own path,
 * which would miss its data requests (`/login/iki-adim.data` is not under `/login/iki-adim`).
 */
const COOKIE_PATH = "/login";

/** The random id of a pending login (server/auth/two-step.ts): HttpOnly, SameSite=Lax, Secure like every cookie of ours. */
export function pendingLoginCookie(token: string, secure: boolean): string {
  return serializeCookie(TWO_STEP_COOKIE_NAME, token, PENDING_LOGIN_SECONDS, secure, COOKIE_PATH);
}

export function clearPendingLoginCookie(secure: boolean): string {
  return serializeCookie(TWO_STEP_COOKIE_NAME, "", 0, secure, COOKIE_PATH);
}

export function pendingLoginToken(request: Request): string | null {
  return cookieToken(request, TWO_STEP_COOKIE_NAME);
}
