import { randomUUID } from "node:crypto";
import { createCookie } from "react-router";
import { TOAST_COOKIE_NAME } from "#core/site-cookies.ts";
import { z } from "zod";
import type { ToastKind, ToastMessage } from "#core/toast.ts";

/**
 * Flash toasts across a redirect (post/redirect/get): an action sets the cookie,
 * the root loader reads it once and clears it.
 */
/** The cookie's name: a page answered with it pending is personal (response-cache.ts). */
export const TOAST_COOKIE = TOAST_COOKIE_NAME;

const toastCookie = createCookie(TOAST_COOKIE, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
});

const toastSchema = z.object({
  id: z.string(),
  kind: z.enum(["success", "error", "blank", "loading"]),
  message: z.string().max(500),
});

/** The toast for an answer; `secure` by the same rule as every cookie of ours (the load context's `secureCookies`). */
export async function setToast(kind: ToastKind, message: string, secure: boolean): Promise<string> {
  return toastCookie.serialize({ id: randomUUID(), kind, message } satisfies ToastMessage, { secure });
}

export async function readToast(
  request: Request,
  secure: boolean,
): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  const raw = await toastCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (raw == null) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie.serialize("", { maxAge: 0, secure }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
