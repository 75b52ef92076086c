import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { parseEntryId } from "#core/content.ts";
import { stateOf } from "#core/homework.ts";
import { tr } from "#core/messages.ts";
import { sessionToken } from "#server/auth/session-cookie.ts";
import { privateAnswers } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import { createClass, deleteClass, getClass, listClasses, newClassCode, patchClass } from "./classes/classes";
import { deleteHomework, getHomework, homeworkGrid, homeworkQuestions, listHomework, writeHomework } from "./classes/homework";
import { joinClass } from "./classes/join";
import { removeMember, setConsent } from "./classes/members";
import { addPupils, liftPictureWait, listPupils, pictureWait, pupilCards, resetPictures } from "./classes/pupils";

type Env = { Bindings: { incoming?: IncomingMessage } };

/**
 * /api/v1/classes (issue 34; docs/decisions/0064): the class pages' rules as JSON. The
 * site's session cookie authenticates, as for every API write (the CSRF middleware has
 * already refused a cross-site mutation); 401 without a session, 403 for an account that
 * is not a teacher's, and 404 for a class that is not the teacher's own: the service reads
 * a class only where its teacher is the caller. The handlers live in ./classes/, by what they do.
 */
export function classRoutes(services: Services) {
  const api = new Hono<Env>();
  api.use("*", privateAnswers);

  // A pupil joins (before /:id, which it would otherwise look like).
  api.post("/join", (c) => joinClass(services, c));

  // A teacher's classes.
  api.get("/", (c) => listClasses(services, c));
  api.post("/", (c) => createClass(services, c));
  api.get("/:id", (c) => getClass(services, c));
  api.patch("/:id", (c) => patchClass(services, c));
  api.post("/:id/code", (c) => newClassCode(services, c));

  // Class pupils without an address (issue 34 C; docs/decisions/0066).
  api.get("/:id/pupils", (c) => listPupils(services, c));
  api.post("/:id/pupils", (c) => addPupils(services, c));
  api.get("/:id/pupils/cards", (c) => pupilCards(services, c));
  api.post("/:id/pupils/:userId/pictures", (c) => resetPictures(services, c));
  api.put("/:id/pupils/:userId/consent", (c) => setConsent(services, c, true));
  api.delete("/:id/pupils/:userId/consent", (c) => setConsent(services, c, false));
  // A class pupil's account is deleted (it belongs to the class); an own account only leaves.
  // Both addresses: /pupils/{userId} for the teacher's own pupils, /members/{userId} from part A.
  api.delete("/:id/pupils/:userId", (c) => removeMember(services, c));
  api.delete("/:id/members/:userId", (c) => removeMember(services, c));
  api.get("/:id/picture-wait", (c) => pictureWait(services, c));
  api.delete("/:id/picture-wait", (c) => liftPictureWait(services, c));

  // Homework (issue 35; docs/decisions/0069): the class's teacher, or an admin. The grid before
  // /:hid, which it would otherwise look like.
  api.get("/:id/homework", (c) => listHomework(services, c));
  api.post("/:id/homework", (c) => writeHomework(services, c, false));
  api.put("/:id/homework/:hid", (c) => writeHomework(services, c, true));
  api.get("/:id/homework/grid", (c) => homeworkGrid(services, c, false));
  api.get("/:id/homework/grid.csv", (c) => homeworkGrid(services, c, true));
  api.get("/:id/homework/:hid/questions", (c) => homeworkQuestions(services, c));
  api.get("/:id/homework/:hid", (c) => getHomework(services, c));
  api.delete("/:id/homework/:hid", (c) => deleteHomework(services, c));

  api.delete("/:id", (c) => deleteClass(services, c));
  return api;
}

/** At most this many bytes of JSON in a homework try (a quiz's or a self-test's answers). */
const MAX_TRY_JSON_BYTES = 64 * 1024;

/**
 * /api/v1/homework (issue 35; docs/decisions/0070): a signed-in pupil's homework. `POST
 * /{id}/tries` is how the page's offline queue sends a quiz try (`/self-test` and `/read`
 * the other kinds', docs/decisions/0084): the session's pupil only,
 * a device-made `clientId` (sent twice, it counts once: the kept try is answered again),
 * and the device's `recordedAt`, used only where the teacher allows it and bounded by the
 * item's opening and the arrival. The right answers come only at the teacher's time.
 */
export function homeworkRoutes(services: Services) {
  const api = new Hono<Env>();
  api.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
  });
  const notFound = (c: Context) => c.json({ code: "not-found", message: tr.common.notFound }, 404);
  // Past the pupil's limit of tries (RATE_LIMITS.homeworkTriesPerAccount): the device's outbox keeps the try and sends it later.
  const tooManyTries = (c: Context) => c.json({ code: "too-many-requests", message: tr.homework.tooManyTries }, 429);

  api.get("/", async (c) => {
    const token = sessionToken(c.req.raw);
    const user = token ? await services.auth.userForSession(token) : null;
    if (!user) return c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401);
    const items = await services.homework.mine(user.id);
    return c.json({ items: items.map((i) => ({ id: i.id, contentId: i.contentId, title: i.title, kind: i.kind, dueAt: i.dueAt.toISOString(), note: i.note, state: stateOf(i), score: i.score, total: i.total, triesUsed: i.triesUsed, tries: i.tries })) });
  });

  /**
   * What every send from the device shares (docs/decisions/0076, 0084): the session's pupil, a JSON
   * body within its size (checked before anything is parsed), a well-made `clientId` and `recordedAt`
   * when given, and the item's id. A Response is the refusal to answer instead.
   */
  async function deviceSend(c: Context) {
    const token = sessionToken(c.req.raw);
    const user = token ? await services.auth.userForSession(token) : null;
    if (!user) return c.json({ code: "unauthenticated", message: tr.account.loginRequired }, 401);
    const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") return c.json({ code: "unsupported-media-type", message: tr.api.badRequest }, 415);
    const text = await c.req.text();
    if (text.length > MAX_TRY_JSON_BYTES) return c.json({ code: "too-large", message: tr.api.badRequest }, 413);
    let input: { clientId?: unknown; version?: unknown; answers?: unknown; recordedAt?: unknown; opened?: unknown };
    try {
      input = JSON.parse(text) ?? {};
    } catch {
      return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    }
    if (typeof input !== "object") return c.json({ code: "bad-request", message: tr.api.badRequest }, 400);
    const clientId = typeof input.clientId === "string" && input.clientId.length <= 64 && /^[\w-]{8,64}$/.test(input.clientId) ? input.clientId : null;
    const recordedAt = typeof input.recordedAt === "string" && input.recordedAt.length <= 40 ? new Date(input.recordedAt) : undefined;
    if (input.clientId !== undefined && clientId === null) return c.json({ code: "invalid", message: tr.api.badRequest, errors: { clientId: tr.api.badRequest } }, 400);
    if (recordedAt && Number.isNaN(recordedAt.getTime())) return c.json({ code: "invalid", message: tr.api.badRequest, errors: { recordedAt: tr.api.badRequest } }, 400);
    const id = parseEntryId(c.req.param("id"));
    if (id === null) return notFound(c);
    return { user, id, input, clientId: clientId ?? undefined, recordedAt };
  }

  /** The answers of a form whose fields are named by `pattern` (a quiz's q1, q2.0 …; a self-test's w0 …), within the form's own bounds. */
  function answersIn(raw: unknown, pattern: RegExp, longest: number): Record<string, string> {
    const answers: Record<string, string> = {};
    if (raw && typeof raw === "object" && !Array.isArray(raw)) {
      for (const [name, value] of Object.entries(raw).slice(0, 2_000)) if (typeof value === "string" && name.length <= 8 && pattern.test(name)) answers[name] = value.slice(0, longest);
    }
    return answers;
  }

  api.post("/:id/tries", async (c) => {
    const sent = await deviceSend(c);
    if (sent instanceof Response) return sent;
    const { user, id, input, clientId, recordedAt } = sent;
    const version = typeof input.version === "string" ? input.version.slice(0, 20) : "";
    const answers = answersIn(input.answers, /^q\d{1,3}(?:\.\d{1,3})?$/, 1_000);
    const submitted = await services.homework.submitQuiz(user.id, id, version, answers, { clientId, recordedAt });
    if (!submitted.ok) {
      if (submitted.code === "not-found" || submitted.code === "not-quiz") return notFound(c);
      if (submitted.code === "too-many") return tooManyTries(c);
      return c.json({ code: submitted.code, message: submitted.code === "no-tries" ? tr.homework.noTriesLeft : tr.homework.quizChanged }, 409);
    }
    const { result, showAnswers, item, replayed } = submitted;
    return c.json(
      {
        replayed,
        score: result.score,
        total: result.total,
        counted: { score: item.score, total: item.total, state: stateOf(item) },
        // Right or wrong per question and the right answers only at the teacher's time.
        questions: showAnswers && !replayed ? result.questions : null,
      },
      replayed ? 200 : 201,
    );
  });

  // A self-test try (docs/decisions/0084): the English typed for each Turkish word, scored on the server; never the right words back.
  api.post("/:id/self-test", async (c) => {
    const sent = await deviceSend(c);
    if (sent instanceof Response) return sent;
    const { user, id, input, clientId, recordedAt } = sent;
    const result = await services.homework.submitSelfTest(user.id, id, answersIn(input.answers, /^w\d{1,4}$/, 200), { clientId, recordedAt });
    if (!result) return notFound(c);
    if (result === "too-many") return tooManyTries(c);
    const { score, total, passed, item, replayed } = result;
    return c.json({ replayed, score, total, passed, counted: { score: item.score, total: item.total, state: stateOf(item) } }, replayed ? 200 : 201);
  });

  // 'Okudum, bitti' sent later (docs/decisions/0084): idempotent, the first time kept.
  api.post("/:id/read", async (c) => {
    const sent = await deviceSend(c);
    if (sent instanceof Response) return sent;
    const { user, id, input, recordedAt } = sent;
    const result = await services.homework.markRead(user.id, id, { recordedAt, opened: input.opened === true });
    if (result === null) return notFound(c);
    if (result === "not-opened") return c.json({ code: "not-opened", message: tr.homework.readFirst }, 409);
    const item = (await services.homework.one(user.id, id))!;
    return c.json({ state: stateOf(item) }, 200);
  });
  return api;
}
