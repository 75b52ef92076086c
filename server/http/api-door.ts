import type { Context, MiddlewareHandler } from "hono";
import { tr } from "#core/messages.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import type { Services } from "#server/services.ts";

/**
 * What every JSON door of a signed-in feature (classes, homework) shares: the same refusals
 * in the same words and codes, so a client handles 401, 403, 404 and a bad body once for all
 * of them. A helper answers either the thing asked for or the Response that refuses it.
 */

/** Every answer is one person's: never kept by a shared cache. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
};

export const notFoundJson = (c: Context) => c.json({ code: "not-found", message: tr.common.notFound }, 404);
export const badRequestJson = (c: Context) => c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
export const invalidJson = (c: Context, errors: Record<string, string>) =>
  c.json({ code: "invalid", message: Object.values(errors)[0] ?? tr.api.badRequest, errors }, 400);

/** The session's user (the site's cookie authenticates, as for every API write), or 401. */
export async function signedIn(services: Services, c: Context): Promise<SessionUser | Response> {
  const token = sessionToken(c.req.raw);
  const user = token ? await services.auth.userForSession(token) : null;
  return user ?? c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401);
}

/** A teacher's session (decision 0064: an admin is not a teacher), or 401/403. */
export async function teacherOf(services: Services, c: Context): Promise<SessionUser | Response> {
  const user = await signedIn(services, c);
  if (user instanceof Response) return user;
  return user.role === "teacher" ? user : c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
}

/**
 * The body as JSON of at most `maxBytes`, any value, or the answer that refuses it: 415 for
 * another type, 413 before parsing anything too large, 400 for what is not JSON.
 */
export async function jsonBody(c: Context, maxBytes: number): Promise<{ value: unknown } | Response> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return c.json({ code: "unsupported-media-type", message: tr.api.badRequest }, 415);
  const text = await c.req.text();
  if (text.length > maxBytes) return c.json({ code: "too-large", message: tr.api.badRequest }, 413);
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return badRequestJson(c);
  }
}

/** The body as one JSON object of at most `maxBytes` (jsonBody's refusals), or 400 for another value. */
export async function jsonObject(c: Context, maxBytes: number): Promise<Record<string, unknown> | Response> {
  const body = await jsonBody(c, maxBytes);
  if (body instanceof Response) return body;
  const { value } = body;
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : badRequestJson(c);
}
