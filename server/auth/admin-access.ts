import type { AuthService, SessionUser } from "./auth-service";
import { sessionToken } from "./session-cookie";

export type AdminAccess = { ok: true; user: SessionUser } | { ok: false; status: 401 | 403 };

/**
 * The one check every admin page, form and API call starts with: a live session
 * (not expired, not disabled) whose account is admin now. 401 without a session,
 * 403 for anyone else; each caller turns that into its own answer.
 */
export async function adminAccess(auth: AuthService, request: Request): Promise<AdminAccess> {
  const token = sessionToken(request);
  const user = token ? await auth.userForSession(token) : null;
  if (!user) return { ok: false, status: 401 };
  return user.role === "admin" ? { ok: true, user } : { ok: false, status: 403 };
}
