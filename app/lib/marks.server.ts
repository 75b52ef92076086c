import { data, redirect, type AppLoadContext } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { isMarkIntent, NO_MARKS, type MarkState } from "#core/marks.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { deviceMarksSchema, parseJsonField } from "#core/schemas.ts";
import { sitePath } from "#core/site-path.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { getUser } from "./session.server";
import { redirectWithToast } from "./toast.server";

/** A merge body longer than this is refused before it is parsed (the request body limit is 64 KB). */
const MAX_DEVICE_JSON = 60_000;

/** The signed-in pupil's marks for every page (root loader); a database hiccup shows none rather than failing the page. */
export async function marksOf(context: AppLoadContext, user: SessionUser | null): Promise<MarkState | null> {
  return user ? context.services.marks.state(user.id).catch(() => NO_MARKS) : null;
}

/** A PDF page number from a form, or null. */
const pageOf = (raw: FormDataEntryValue | null) => {
  const page = Number(typeof raw === "string" && raw.length <= 6 ? raw : NaN);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : null;
};

/**
 * 'Tamamladım' on an entry also finishes the pupil's open 'read' homework of it (decision 0106):
 * the entry's mark and 'Okudum, bitti' must agree. Only items opened through the homework
 * ('İçeriği aç'): markRead's own rule, so an entry marked done elsewhere finishes nothing unseen.
 */
async function finishReadHomework(context: AppLoadContext, userId: number, entryId: number) {
  const { homework } = context.services;
  for (const item of await homework.mine(userId))
    if (item.kind === "read" && item.contentId === entryId && item.openedAt && !item.doneAt)
      await homework.markRead(userId, item.id);
}

/**
 * POST /isaretler: every mark of a signed-in pupil. A plain form (no JavaScript) sends
 * `back` and is sent back there; the page's own requests get a small JSON answer. A
 * visitor's marks never come here (they stay on the device), except a form without
 * JavaScript, which is asked to sign in.
 */
export async function marksAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const back = sitePath(form.get("back"));
  const user = await getUser(request, context);
  if (!user) {
    if (back) throw await redirectWithToast(context, "/login", trSavedPage.signInToKeep, "error");
    return data({ ok: false as const }, { status: 401 });
  }
  if (!(await context.services.limiter.hit(accountLimitKey("marks", user.id), RATE_LIMITS.marksPerAccount)))
    return data({ ok: false as const, message: trSavedPage.tooMany }, { status: 429 });
  const { marks } = context.services;

  if (intent === "merge") {
    const device = parseJsonField(String(form.get("device") ?? ""), MAX_DEVICE_JSON, deviceMarksSchema);
    if (!device.ok) return data({ ok: false as const }, { status: device.status });
    return { ok: true as const, merged: await marks.merge(user.id, device.value) };
  }

  const id = parseEntryId(String(form.get("id") ?? ""));
  if (id === null) return data({ ok: false as const }, { status: 400 });
  if (intent === "opened") return { ok: await marks.opened(user.id, id, pageOf(form.get("page"))) };
  if (!isMarkIntent(intent)) return data({ ok: false as const }, { status: 400 });
  const ok = await marks.set(user.id, id, intent);
  if (ok && intent === "done") await finishReadHomework(context, user.id, id);
  if (back) throw redirect(back);
  return data({ ok }, { status: ok ? 200 : 404 });
}
