import { data, type AppLoadContext } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { FLASHCARD_LIMITS } from "#core/flashcards.ts";
import { trExercises } from "#core/messages/exercises.ts";
import { deviceBoxesSchema, parseJsonField } from "#core/schemas.ts";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { getUser } from "./session.server";

/** The signed-in pupil, within their allowance; otherwise the answer to send instead. */
async function pupil(request: Request, context: AppLoadContext) {
  const user = await getUser(request, context);
  if (!user) return { refused: data({ ok: false as const }, { status: 401 }) };
  if (!(await context.services.limiter.hit(accountLimitKey("cards", user.id), RATE_LIMITS.flashcardsPerAccount)))
    return { refused: data({ ok: false as const, message: trExercises.tooMany }, { status: 429 }) };
  return { user };
}

/**
 * GET /alistirma/kartlar?id=: a signed-in pupil's boxes for one entry's flashcards. A visitor's
 * boxes never come here; they stay on the device until sign-in.
 */
export async function flashcardsLoader(request: Request, context: AppLoadContext) {
  const { user, refused } = await pupil(request, context);
  if (refused) return refused;
  const id = parseEntryId(new URL(request.url).searchParams.get("id") ?? "");
  if (id === null) return data({ ok: false as const }, { status: 400 });
  return { ok: true as const, boxes: await context.services.practice.boxesOf(user.id, id) };
}

/**
 * POST /alistirma/kartlar: `intent=sort` (id, word, knew) keeps one sorted card; `intent=merge`
 * (device: the device's boxes as JSON) brings a visitor's boxes into the account at sign-in.
 * Sizes are checked before anything is parsed; only words of the entries' lists are kept.
 */
export async function flashcardsAction(request: Request, context: AppLoadContext) {
  const { user, refused } = await pupil(request, context);
  if (refused) return refused;
  const form = await request.formData();
  const { practice } = context.services;
  if (form.get("intent") === "merge") {
    const device = parseJsonField(String(form.get("device") ?? ""), FLASHCARD_LIMITS.mergeJson, deviceBoxesSchema);
    if (!device.ok) return data({ ok: false as const }, { status: device.status });
    return { ok: true as const, kept: await practice.mergeBoxes(user.id, device.value) };
  }
  if (form.get("intent") !== "sort") return data({ ok: false as const }, { status: 400 });
  const id = parseEntryId(String(form.get("id") ?? ""));
  const word = String(form.get("word") ?? "");
  if (id === null || !word || word.length > FLASHCARD_LIMITS.wordLength)
    return data({ ok: false as const }, { status: 400 });
  const ok = await practice.sortCard(user.id, id, word, form.get("knew") === "1");
  return data({ ok }, { status: ok ? 200 : 404 });
}
