import type { IncomingMessage } from "node:http";
import { Hono, type Context } from "hono";
import { parseEntryId } from "#core/content.ts";
import { jsonFields, readAnswers, readVersion } from "#core/homework/answers.ts";
import { stateOf } from "#core/homework/homework.ts";
import { isClientId } from "#core/homework/outbox.ts";
import { TRY_REFUSED, type TryRefusedCode } from "#core/homework/refusals.ts";
import { tr } from "#core/messages.ts";
import { countsOf } from "#core/messages/result-words.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import type { Services } from "#server/services.ts";
import { invalidJson, jsonObject, notFoundJson, privateAnswers, signedIn } from "./api-door";

type Env = { Bindings: { incoming?: IncomingMessage } };

/** At most this many bytes of JSON in a homework try (a quiz's or a self-test's answers). */
const MAX_TRY_JSON_BYTES = 64 * 1024;

/** What a send from the device brings, once its door has taken it. */
interface DeviceSent {
  user: SessionUser;
  id: number;
  input: Record<string, unknown>;
  clientId?: string;
  recordedAt?: Date;
}

/** The refusal of a try in the API's words: the code, status and message of the one table both doors use. */
function refused(c: Context, code: TryRefusedCode) {
  const { status, code: apiCode, message } = TRY_REFUSED[code];
  return c.json({ code: apiCode, message }, status);
}

/**
 * What every send from the device shares (docs/decisions/0076, 0084): the session's pupil, one
 * JSON object within its size (checked before anything is parsed; the contract's body is an
 * object, so `null` or a list is a bad request as at every JSON door), a well-made `clientId`
 * and `recordedAt` when given, and the item's id. A Response is the refusal to answer instead.
 */
async function deviceSend(services: Services, c: Context): Promise<DeviceSent | Response> {
  const user = await signedIn(services, c);
  if (user instanceof Response) return user;
  const input = await jsonObject(c, MAX_TRY_JSON_BYTES);
  if (input instanceof Response) return input;
  const clientId = isClientId(input.clientId) ? input.clientId : undefined;
  const recordedAt =
    typeof input.recordedAt === "string" && input.recordedAt.length <= 40 ? new Date(input.recordedAt) : undefined;
  if (input.clientId !== undefined && clientId === undefined) return invalidJson(c, { clientId: tr.api.badRequest });
  if (recordedAt && Number.isNaN(recordedAt.getTime())) return invalidJson(c, { recordedAt: tr.api.badRequest });
  const id = parseEntryId(c.req.param("id"));
  if (id === null) return notFoundJson(c);
  return { user, id, input, clientId, recordedAt };
}

/** GET /: the pupil's homework, each item with its state and its counted result. */
async function listMine(services: Services, c: Context): Promise<Response> {
  const user = await signedIn(services, c);
  if (user instanceof Response) return user;
  const items = await services.homework.mine(user.id);
  return c.json({
    items: items.map((i) => ({
      id: i.id,
      contentId: i.contentId,
      title: i.title,
      kind: i.kind,
      dueAt: i.dueAt.toISOString(),
      note: i.note,
      state: stateOf(i),
      score: i.score,
      total: i.total,
      right: i.right,
      partly: i.partly,
      triesUsed: i.triesUsed,
      tries: i.tries,
    })),
  });
}

/** POST /{id}/tries: a quiz try, scored on the server; replayed when its `clientId` was sent before. */
async function sendQuizTry(services: Services, c: Context): Promise<Response> {
  const sent = await deviceSend(services, c);
  if (sent instanceof Response) return sent;
  const { user, id, input, clientId, recordedAt } = sent;
  const answers = readAnswers(jsonFields(input.answers), "quiz");
  const submitted = await services.homework.submitQuiz(user.id, id, readVersion(input.version), answers, {
    clientId,
    recordedAt,
  });
  if (!submitted.ok) return refused(c, submitted.code);
  const { result, showAnswers, item, replayed } = submitted;
  // How many were right and partly right, never which: the page says the result in words at any time (decision 0112).
  const { right, partly } = countsOf(result.questions);
  return c.json(
    {
      replayed,
      score: result.score,
      total: result.total,
      right,
      partly,
      counted: { score: item.score, total: item.total, right: item.right, partly: item.partly, state: stateOf(item) },
      // Right or wrong per question and the right answers only at the teacher's time.
      questions: showAnswers && !replayed ? result.questions : null,
    },
    replayed ? 200 : 201,
  );
}

/**
 * POST /{id}/self-test (docs/decisions/0084): the English typed for each Turkish word, scored
 * on the server; never the right words back.
 */
async function sendSelfTest(services: Services, c: Context): Promise<Response> {
  const sent = await deviceSend(services, c);
  if (sent instanceof Response) return sent;
  const { user, id, input, clientId, recordedAt } = sent;
  const result = await services.homework.submitSelfTest(
    user.id,
    id,
    readAnswers(jsonFields(input.answers), "self-test"),
    { clientId, recordedAt },
  );
  if (!result.ok) return refused(c, result.code);
  const { score, total, passed, item, replayed } = result;
  return c.json(
    { replayed, score, total, passed, counted: { score: item.score, total: item.total, state: stateOf(item) } },
    replayed ? 200 : 201,
  );
}

/** POST /{id}/read: 'Okudum, bitti' sent later (docs/decisions/0084): idempotent, the first time kept. */
async function sendRead(services: Services, c: Context): Promise<Response> {
  const sent = await deviceSend(services, c);
  if (sent instanceof Response) return sent;
  const { user, id, input, recordedAt } = sent;
  const result = await services.homework.markRead(user.id, id, { recordedAt, opened: input.opened === true });
  if (result === null) return refused(c, "not-found");
  if (result === "not-opened") return refused(c, result);
  const item = (await services.homework.one(user.id, id))!;
  return c.json({ state: stateOf(item) }, 200);
}

/**
 * /api/v1/homework (docs/decisions/0070): a signed-in pupil's homework. `POST
 * /{id}/tries` is how the page's offline queue sends a quiz try (`/self-test` and `/read`
 * the other kinds', docs/decisions/0084): the session's pupil only,
 * a device-made `clientId` (sent twice, it counts once: the kept try is answered again),
 * and the device's `recordedAt`, used only where the teacher allows it and bounded by the
 * item's opening and the arrival. The right answers come only at the teacher's time. The
 * answers are read by core/homework/answers.ts and refused by core/homework/refusals.ts, as
 * the page's form is (docs/decisions/0095).
 */
export function homeworkRoutes(services: Services) {
  const api = new Hono<Env>();
  api.use("*", privateAnswers);

  api.get("/", async (c) => listMine(services, c));
  api.post("/:id/tries", async (c) => sendQuizTry(services, c));
  api.post("/:id/self-test", async (c) => sendSelfTest(services, c));
  api.post("/:id/read", async (c) => sendRead(services, c));
  return api;
}
