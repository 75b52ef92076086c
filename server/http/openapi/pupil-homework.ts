import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { dateTime, errorAnswer, integer, json, listOf, notJson, pathId, score, session } from "./shared";

/**
 * The OpenAPI paths of a pupil's own homework, /api/v1/homework (docs/decisions/0069): her list
 * and what her device's offline queue sends (a quiz try, a self-test try, 'Okudum, bitti').
 * A class's homework as its teacher sees it is in homework.ts.
 */

// ---- what a pupil's device sends (docs/decisions/0076, 0084): read by hand in server/http/homework-api.ts `deviceSend`

const pupilErrors = {
  "401": errorAnswer("No session"),
  "404": errorAnswer("Not an item of the caller's (another class's, or given to other pupils)"),
};
/** Every send from the device's outbox: JSON of at most 64 KB, the session's pupil's item. */
const deviceSendErrors = { ...pupilErrors, "413": errorAnswer("Over 64 KB"), ...notJson };
/** RATE_LIMITS.homeworkTriesPerAccount: every try stored, through the form or the API (a replay under a kept `clientId` costs nothing). */
const triesLimit = RATE_LIMITS.homeworkTriesPerAccount;
const tooManyTries = {
  "429": errorAnswer(
    `Over ${triesLimit.limit} tries of the pupil in ${triesLimit.windowSeconds / 60} minutes (\`too-many-requests\`): the device keeps the try and sends it later`,
  ),
};
const deviceId = pathId("id");
const clientId = { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" };
const recordedAt = dateTime;
const replayed = {
  description: "The same `clientId` again: the kept try, counted once",
  content: json({ type: "object" }),
};
const deviceBody = (schema: object) => ({ required: true, content: json(schema) });

const quizTry = {
  type: "object",
  required: ["version", "answers"],
  properties: {
    clientId,
    version: { type: "string", description: "the quiz form's version" },
    answers: { type: "object", additionalProperties: { type: "string" }, description: "as the form: q1, q2, q3.0 …" },
    recordedAt,
  },
};
const quizScored = {
  type: "object",
  properties: {
    replayed: { const: false },
    score,
    total: integer,
    right: { type: "integer", description: "questions right in full" },
    partly: { type: "integer", description: "questions partly right (some credit, not all)" },
    counted: { type: "object" },
    questions: { type: ["array", "null"] },
  },
};
const selfTestTry = {
  type: "object",
  required: ["answers"],
  properties: {
    clientId,
    answers: {
      type: "object",
      additionalProperties: { type: "string", maxLength: 200 },
      description: "as the form: w0, w1 … (the list's order)",
    },
    recordedAt,
  },
};
const selfTestScored = {
  type: "object",
  properties: {
    replayed: { const: false },
    score: integer,
    total: integer,
    passed: { type: "boolean" },
    counted: { type: "object" },
  },
};

export const pupilHomeworkPaths = {
  "/homework": {
    get: {
      summary: "The signed-in pupil's homework, soonest due first",
      security: session,
      responses: {
        "200": {
          description: "Every item of the pupil's classes meant for them, with their state and counted score",
          content: json(listOf({ type: "object" })),
        },
        "401": pupilErrors["401"],
      },
    },
  },
  "/homework/{id}/tries": {
    post: {
      summary: "A homework quiz try of the signed-in pupil (how the page's offline queue sends one)",
      description:
        "Scored on the server; the tries are enforced. `clientId` (8-64 of A-Z a-z 0-9 _ -, made by the device, unique per pupil): " +
        "sent again, the kept try is answered (200, `replayed`) and nothing counts twice; a pupil's `clientId` of another item is refused. " +
        "`recordedAt` (the device's time) counts for lateness only where the teacher allowed it, never later than the arrival nor earlier than the item's opening. " +
        "`questions` (right or wrong, the right answers) only at the teacher's chosen time.",
      security: session,
      parameters: [deviceId],
      requestBody: deviceBody(quizTry),
      responses: {
        "201": { description: "Kept and scored", content: json(quizScored) },
        "200": replayed,
        ...deviceSendErrors,
        ...tooManyTries,
        "409": errorAnswer("No tries left (`no-tries`) or the quiz changed (`changed`)"),
      },
    },
  },
  "/homework/{id}/self-test": {
    post: {
      summary:
        "A homework self-test try of the signed-in pupil (how the page's offline queue sends one; docs/decisions/0084)",
      description:
        "The English typed for each Turkish word of the item's list, scored on the server; done at the item's pass mark, the best score kept. " +
        "`clientId` and `recordedAt` as for a quiz try: sent again, the kept try is answered (200, `replayed`) and nothing counts twice; " +
        "the device's time counts only where the teacher allowed it, bounded by the item's opening and the arrival. " +
        "The right English words are never answered. Another kind's item: 404.",
      security: session,
      parameters: [deviceId],
      requestBody: deviceBody(selfTestTry),
      responses: {
        "201": { description: "Kept and scored", content: json(selfTestScored) },
        "200": replayed,
        ...deviceSendErrors,
        ...tooManyTries,
      },
    },
  },
  "/homework/{id}/read": {
    post: {
      summary: "'Okudum, bitti' for an item to read, sent later from the device (docs/decisions/0084)",
      description:
        "Idempotent: the first time it is done stays. `recordedAt` counts as for a quiz try. " +
        "`opened: true` says the entry was opened from the device's offline page: where the server never saw it opened, " +
        "it is opened at the arrival, which is then the time counted. Another kind's item: 404.",
      security: session,
      parameters: [deviceId],
      requestBody: deviceBody({ type: "object", properties: { clientId, recordedAt, opened: { type: "boolean" } } }),
      responses: {
        "200": {
          description: "Done (`state`: done or late)",
          content: json({ type: "object", required: ["state"], properties: { state: { type: "string" } } }),
        },
        ...deviceSendErrors,
        "409": errorAnswer("The entry was never opened through the item (`not-opened`)"),
      },
    },
  },
};
