import { MAX_CLASS_PUPILS, PUPIL_NAME_MAX, PUPIL_NAMES_TEXT_MAX } from "#core/classes/limits.ts";
import { classId, ownClassErrors, pupilId } from "./classes";
import { dateTime, errorAnswer, integer, json, listOf, notJson, ref, score, session } from "./shared";

// ------------------------------------------------------------ class pupils (docs/decisions/0066)
// The names are read by hand (core/classes.ts readPupilNames), and the answers are built in
// server/http/classes-api.ts: both written here.

const pictureRef = {
  type: "object",
  required: ["key", "name"],
  properties: {
    key: { type: "string", description: "what the sign-in form posts" },
    name: { type: "string", description: "the Turkish word" },
  },
};

export const pupilCard = {
  type: "object",
  required: ["userId", "displayName", "classCode", "pictures", "signInUrl"],
  properties: {
    userId: integer,
    displayName: { type: "string", maxLength: 40 },
    classCode: { type: "string" },
    pictures: {
      type: "array",
      minItems: 3,
      maxItems: 3,
      items: pictureRef,
      description: "the three pictures, in the order they are tapped",
    },
    signInUrl: {
      type: "string",
      format: "uri",
      description:
        "the class's sign-in page with its class link, /sinif/{kod}?k={token}: opens the names without a code lookup; a new code kills it",
    },
  },
};

const progress = {
  type: "object",
  properties: {
    done: { type: "integer", description: "entries marked done" },
    quizzes: { type: "integer", description: "quizzes with a result" },
    latest: {
      type: "array",
      maxItems: 5,
      items: {
        type: "object",
        properties: { entryId: integer, title: { type: "string" }, best: score, total: integer },
      },
    },
    review: {
      type: "object",
      description: "'Günlük tekrar' this week (decision 0116): never which words",
      properties: {
        daysMet: { type: "integer", description: "days from Monday the daily goal was met" },
        streak: { type: "integer", description: "days in a row the goal was met (one rest day a week kept)" },
        due: { type: "integer", description: "words due now" },
      },
    },
  },
};

export const rosterMember = {
  type: "object",
  required: ["userId", "displayName", "classPupil", "joinedAt", "consentAt", "progress"],
  properties: {
    userId: integer,
    displayName: { type: "string" },
    classPupil: { type: "boolean", description: "made by the teacher (no address; pictures)" },
    joinedAt: dateTime,
    consentAt: {
      type: ["string", "null"],
      format: "date-time",
      description: "when the teacher recorded the parent's consent",
    },
    progress: { description: "null until consent is recorded", oneOf: [{ type: "null" }, progress] },
  },
};

const names = {
  type: "object",
  required: ["names"],
  properties: {
    names: {
      oneOf: [
        { type: "string", maxLength: PUPIL_NAMES_TEXT_MAX },
        { type: "array", maxItems: MAX_CLASS_PUPILS, items: { type: "string", maxLength: PUPIL_NAME_MAX } },
      ],
    },
  },
};
const pictureWait = {
  type: "object",
  required: ["waiting", "opensInHours"],
  properties: { waiting: { type: "boolean" }, opensInHours: { type: "integer", minimum: 0 } },
};
const cards = (description: string) => ({ description, content: json(listOf(ref("PupilCard"))) });

export const pupilPaths = {
  "/classes/{id}/pupils": {
    get: {
      summary:
        "Every member of the teacher's class with the parent's consent; `progress` only where consent is recorded",
      description:
        "Class pupils (`classPupil: true`, made by the teacher, signing in with pictures) and pupils who joined with an own account. " +
        "Until the teacher records the parent's consent, `progress` is null and nothing of the pupil's work is read (docs/decisions/0066).",
      security: session,
      parameters: [classId],
      responses: {
        "200": { description: "The members", content: json(listOf(ref("ClassRosterMember"))) },
        ...ownClassErrors,
      },
    },
    post: {
      summary: "Add class pupils without an address from first names (teacher)",
      description:
        "`names`: one text with a name a line, or a list of names. Each name is 1-30 letters (single spaces or hyphens between parts), cased the Turkish way; " +
        "at most 40 class pupils in a class. All or none: a bad name or too many creates nothing. " +
        "Same names get a letter (`Ayşe A.`, `Ayşe B.`); a name already in the class keeps its own and the new one takes the next letter. " +
        "Each pupil gets three random pictures out of twelve; the answer carries each card's data.",
      security: session,
      parameters: [classId],
      requestBody: { required: true, content: json(names) },
      responses: {
        "201": cards("The new pupils with their cards"),
        "400": {
          description:
            "A bad name, or more than the class has room for (`invalid`, the Turkish message in `errors.names`); nothing created",
          content: json(ref("WriteError")),
        },
        "413": errorAnswer("Body over 8 KiB"),
        ...notJson,
        ...ownClassErrors,
      },
    },
  },
  "/classes/{id}/pupils/cards": {
    get: {
      summary: "The sign-in cards of the class's pupils (the class's teacher, or an admin)",
      security: session,
      parameters: [classId],
      responses: { "200": cards("One card a class pupil"), ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils/{userId}/pictures": {
    post: {
      summary: "New pictures for a class pupil (the class's teacher, or an admin)",
      description:
        "A new secret, hashed and sealed; the old card stops working; every session of the pupil ends and the wrong-try wait is cleared. 404 for a pupil not of this class.",
      security: session,
      parameters: [classId, pupilId],
      responses: { "200": { description: "The pupil's new card", content: json(ref("PupilCard")) }, ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils/{userId}/consent": {
    put: {
      summary: "Record the parent's consent for a member (teacher): from now on the member's progress is shown",
      security: session,
      parameters: [classId, pupilId],
      responses: { "200": errorAnswer("`consent-recorded`"), ...ownClassErrors },
    },
    delete: {
      summary: "Withdraw the parent's consent (teacher): the member's progress is hidden again",
      security: session,
      parameters: [classId, pupilId],
      responses: { "200": errorAnswer("`consent-withdrawn`"), ...ownClassErrors },
    },
  },
  "/classes/{id}/picture-wait": {
    get: {
      summary: "Whether the class's picture sign-in waits after too many wrong tries across the class (teacher)",
      description:
        "After 100 wrong picture tries across the class (none more than 15 minutes after the one before) every picture check of the class is refused " +
        "until the teacher lifts it or 24 hours pass (docs/decisions/0068).",
      security: session,
      parameters: [classId],
      responses: {
        "200": {
          description: "`opensInHours`: hours (rounded up) before it opens by itself; 0 when it does not wait",
          content: json(pictureWait),
        },
        ...ownClassErrors,
      },
    },
    delete: {
      summary:
        "Lift the class's picture sign-in wait (teacher): the class's wrong tries are forgotten; each pupil's own wait stays",
      security: session,
      parameters: [classId],
      responses: { "200": errorAnswer("`picture-wait-lifted`"), ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils/{userId}": {
    delete: {
      summary:
        "Remove a member (teacher): a class pupil's account is deleted with its sessions, marks, scores and cards; an own account only leaves",
      security: session,
      parameters: [classId, pupilId],
      responses: { "200": errorAnswer("`deleted` or `removed`"), ...ownClassErrors },
    },
  },
};
