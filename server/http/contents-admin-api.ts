import { Hono, type Context } from "hono";
import { entryJson, parseEntryId } from "#core/content.ts";
import { tr } from "#core/messages.ts";
import { trPracticeWrongType } from "#core/messages/practice-wrong-type.ts";
import { isQuizFormat } from "#core/practice.ts";
import { carriesPart, PRACTICE_FIELDS } from "#core/practice-form.ts";
import type { QuizFormat } from "#core/quiz-formats.ts";
import { exportMoodleXml } from "#core/quiz-moodle-export.ts";
import { adminAccess } from "#server/auth/admin-access.ts";
import type { AdminFailure } from "#server/content/content-admin-service.ts";
import { quizPictureFiles } from "#server/practice/quiz-pictures.ts";
import type { Services } from "#server/services.ts";
import { PRIVATE_CACHE_CONTROL } from "./response-cache";

/**
 * The admin's writes under /api/v1/contents: an entry made, changed or deleted, its word list and
 * quiz put, and its quiz read back as Moodle XML. The same service and rules as the /notekle forms.
 * The session is checked before a byte of the body is read: nobody else gets to upload even into a
 * temp file. Mounted by server/http/api.ts after the public reads, in the order the doors are listed here.
 */
export function contentAdminRoutes(
  services: Services,
  drawings: () => Promise<((key: string) => string | null) | undefined>,
) {
  const api = new Hono();
  api.post("/contents", (c) => createEntry(c, services));
  api.patch("/contents/:id", (c) => updateEntry(c, services));
  api.delete("/contents/:id", (c) => removeEntry(c, services));
  api.put("/contents/:id/words", (c) => putPractice(c, services, "words"));
  api.put("/contents/:id/quiz", (c) => putPractice(c, services, "quiz"));
  api.get("/contents/:id/quiz", (c) => moodleQuiz(c, services, drawings));
  return api;
}

/** null when the request is the admin's; otherwise the 401/403 answer. */
async function refuseUnlessAdmin(c: Context, services: Services) {
  const access = await adminAccess(services.auth, c.req.raw);
  if (access.ok) return null;
  return access.status === 401
    ? c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401)
    : c.json({ code: "forbidden", message: tr.account.forbidden }, 403);
}

/** A refused write: each field's message, and each bad line of the word list or quiz by its field. */
const writeFailure = (c: Context, f: AdminFailure) => {
  const problems = Object.values(f.practice ?? {}).flatMap((a) =>
    a.problems.map((p) => ({ field: PRACTICE_FIELDS[a.part], ...p })),
  );
  return c.json(
    {
      code: f.code,
      message: f.message,
      ...(Object.keys(f.errors).length ? { errors: f.errors } : {}),
      ...(problems.length ? { problems } : {}),
    },
    f.status,
  );
};

async function createEntry(c: Context, services: Services) {
  const refused = await refuseUnlessAdmin(c, services);
  if (refused) return refused;
  const result = await services.contentAdmin.createFromRequest(c.req.raw);
  if (!result.ok) return writeFailure(c, result);
  c.header("Location", `/api/v1/contents/${result.entry.id}`);
  return c.json(entryJson(result.entry), 201);
}

async function updateEntry(c: Context, services: Services) {
  const refused = await refuseUnlessAdmin(c, services);
  if (refused) return refused;
  const id = parseEntryId(c.req.param("id"));
  if (id === null) return c.json({ code: "not-found", message: tr.admin.notFoundEntries }, 404);
  const result = await services.contentAdmin.updateFromRequest(id, c.req.raw);
  if (!result.ok) return writeFailure(c, result);
  return c.json(entryJson(result.entry));
}

async function removeEntry(c: Context, services: Services) {
  const refused = await refuseUnlessAdmin(c, services);
  if (refused) return refused;
  const id = parseEntryId(c.req.param("id"));
  const result = id === null ? null : await services.contentAdmin.remove(id);
  if (!result) return c.json({ code: "not-found", message: tr.admin.notFoundEntries }, 404);
  if (!result.ok) return c.json({ code: result.code, message: result.message }, result.status);
  return c.json({
    id: result.entry.id,
    code: "deleted",
    message: tr.admin.deleted,
    ...(result.fileMissing ? { warning: tr.admin.notFoundReference } : {}),
  });
}

// ------------------------------------------------------------ word lists and quizzes
// The admin page's rules: parsed whole, refused with every bad line, never half-stored.

const WORDS_TYPES = ["text/csv", "text/tab-separated-values", "text/plain"];
const MOODLE_TYPES = ["application/xml", "text/xml", "text/plain"];

/** The request's text (UTF-8, of an accepted type), or the answer that refuses it. */
async function practiceText(c: Context, types: string[]): Promise<string | Response> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!types.includes(type))
    return c.json({ code: "unsupported-media-type", message: tr.api.practiceMediaType(types.join(", ")) }, 415);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
  } catch {
    return c.json({ code: "bad-request", message: tr.api.practiceNotText }, 400);
  }
}

async function putPractice(c: Context, services: Services, part: "words" | "quiz") {
  const refused = await refuseUnlessAdmin(c, services);
  if (refused) return refused;
  const id = parseEntryId(c.req.param("id"));
  const entry = id === null ? null : await services.content.getById(id);
  if (!entry) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
  const format = c.req.query("format") ?? "gift";
  if (part === "quiz" && !isQuizFormat(format)) return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
  if (!carriesPart(part, entry.icerikTuru))
    return c.json({ code: "wrong-type", message: trPracticeWrongType.any }, 409);
  const text = await practiceText(
    c,
    part === "words" ? WORDS_TYPES : format === "moodle" ? MOODLE_TYPES : ["text/plain"],
  );
  if (typeof text !== "string") return text;
  const saved =
    part === "words"
      ? await services.practice.setWordList(entry, text)
      : await services.practice.setQuiz(entry, format as QuizFormat, text);
  if (!saved.ok) return c.json({ code: "invalid", message: tr.api.practiceInvalid, problems: saved.problems }, 400);
  return c.json({
    id: entry.id,
    count: saved.count,
    message: part === "words" ? tr.practiceAdmin.wordsSaved(saved.count) : tr.practiceAdmin.quizSaved(saved.count),
  });
}

/** The stored quiz as Moodle 4.4 XML (decision 0077): answers and all, so the admin's only. */
async function moodleQuiz(
  c: Context,
  services: Services,
  drawings: () => Promise<((key: string) => string | null) | undefined>,
) {
  const refused = await refuseUnlessAdmin(c, services);
  if (refused) return refused;
  if (c.req.query("format") !== "moodle") return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
  const id = parseEntryId(c.req.param("id"));
  const entry = id === null ? null : await services.content.getById(id);
  const quiz = entry ? (await services.practice.worksheet(entry)).quiz : null;
  if (!entry || !quiz) return c.json({ code: "not-found", message: tr.api.notFound }, 404);
  const pictures = await quizPictureFiles(services.storage, quiz);
  const xml = exportMoodleXml(quiz, { drawing: await drawings(), picture: (key) => pictures.get(key) ?? null });
  return c.body(xml, 200, {
    "Content-Type": "application/xml; charset=utf-8",
    "Content-Disposition": `attachment; filename="merdiven-${entry.id}-quiz.xml"`,
    "Cache-Control": PRIVATE_CACHE_CONTROL,
  });
}
