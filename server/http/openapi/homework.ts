import {
  ANSWERS_SHOWN,
  HOMEWORK_KINDS,
  HOMEWORK_NOTE_MAX,
  HOMEWORK_TRIES,
  SCORE_COUNTS,
} from "#core/homework/homework.ts";
import { homeworkSchema } from "#core/homework/form.ts";
import { classId } from "./classes";
import { fromZod, type FieldNote } from "./derive";
import {
  created,
  dateTime,
  errorAnswer,
  integer,
  invalidFields,
  json,
  listOf,
  notJson,
  pathId,
  ref,
  score,
  session,
  teacherErrors,
} from "./shared";

// ------------------------------------------------------------ homework (docs/decisions/0069)

/** What each field means: said once, for the body the form and the API send and for the item the API answers. */
const notes = {
  contentId: { description: "the content entry; none for kind review" },
  kind: {
    description:
      "read: open it and mark it done; quiz: finish its quiz (scored); flashcards: a session of its word list's cards; self-test: its word list's self-test to `passPercent`; review: 'Günlük tekrar', no entry, the daily review goal met on `reviewDays` Istanbul days from the day it is given to its due time (docs/decisions/0119)",
  },
  reviewDays: { description: "review: the days (1-7) the daily goal is to be met (default 4); null for the rest" },
  answersShown: { description: "quiz: when the pupil sees the right answers (default after-due)" },
  tries: { description: "quiz: 1, 3, or 0 for unlimited (default 0)" },
  scoreCounts: { description: "quiz: the first try's score or the best (default best)" },
  passPercent: { description: "self-test: the share of right answers that finishes it (default 80)" },
  deviceTime: {
    description:
      "offline answers: lateness by the device's recorded time (bounded by the arrival and the opening) instead of the arrival",
  },
  pupils: { description: "some of the class's members; empty: the whole class" },
} satisfies Record<string, FieldNote>;

const dueTime = "^[0-9]{2}:[0-9]{2}$";

/** The body of POST and PUT: core/homework-form.ts's schema; the due date and time are then read by `dueOf`. */
const homeworkInput = fromZod(homeworkSchema, {
  ...notes,
  dueDate: { format: "date", description: "Turkey's date (Europe/Istanbul), whatever the server's zone" },
  dueTime: { pattern: dueTime, description: "Turkey's time; a new item's due time must be ahead, at most a year" },
});

/** An item as server/http/classes-api.ts `homeworkJson` answers it. */
export const homeworkView = {
  type: "object",
  required: [
    "id",
    "classId",
    "contentId",
    "reviewDays",
    "title",
    "kind",
    "dueAt",
    "due",
    "note",
    "answersShown",
    "tries",
    "scoreCounts",
    "passPercent",
    "deviceTime",
    "pupils",
    "createdAt",
  ],
  properties: {
    id: integer,
    classId: integer,
    title: { type: "string", description: "the entry's English title; a review item's Turkish name" },
    contentId: { type: ["integer", "null"], ...notes.contentId },
    reviewDays: { type: ["integer", "null"], minimum: 1, maximum: 7, ...notes.reviewDays },
    kind: { type: "string", enum: [...HOMEWORK_KINDS], ...notes.kind },
    note: { type: "string", maxLength: HOMEWORK_NOTE_MAX },
    answersShown: { type: "string", enum: [...ANSWERS_SHOWN], ...notes.answersShown },
    tries: { type: "integer", enum: [...HOMEWORK_TRIES], ...notes.tries },
    scoreCounts: { type: "string", enum: [...SCORE_COUNTS], ...notes.scoreCounts },
    passPercent: { type: "integer", minimum: 1, maximum: 100, ...notes.passPercent },
    deviceTime: { type: "boolean", ...notes.deviceTime },
    pupils: { type: "array", items: integer, maxItems: 200, ...notes.pupils },
    dueAt: { ...dateTime, description: "the due time as an instant (UTC)" },
    due: {
      type: "object",
      required: ["dueDate", "dueTime"],
      description: "the same on Turkey's clock (Europe/Istanbul)",
      properties: { dueDate: { type: "string", format: "date" }, dueTime: { type: "string", pattern: dueTime } },
    },
    createdAt: dateTime,
  },
};

const homeworkId = pathId("hid");
const homeworkErrors = {
  ...teacherErrors,
  "403": errorAnswer("Neither a teacher's nor an admin's account, or a cross-site request"),
  "404": errorAnswer("No such class or item, or another teacher's class (the same answer)"),
};
const homeworkWrite = { security: session, requestBody: { required: true, content: json(homeworkInput) } };

// ---- a class's homework: its teacher, or an admin

const gridCell = {
  oneOf: [
    { type: "null" },
    {
      type: "object",
      required: ["state", "score", "total"],
      properties: {
        state: { type: "string", enum: ["not-started", "started", "done", "late"] },
        score: { ...score, type: ["number", "null"] },
        total: { type: ["integer", "null"] },
        days: {
          type: "object",
          required: ["met", "goal"],
          description: "review items: the days the goal was met in the item's period, of the days asked",
          properties: { met: integer, goal: integer },
        },
      },
    },
  ],
};
const grid = {
  type: "object",
  required: ["items", "rows"],
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "title", "kind", "dueAt"],
        properties: {
          id: integer,
          title: { type: "string" },
          kind: { type: "string", enum: [...HOMEWORK_KINDS] },
          dueAt: dateTime,
        },
      },
    },
    rows: {
      type: "array",
      items: {
        type: "object",
        required: ["userId", "displayName", "consent", "cells"],
        properties: {
          userId: integer,
          displayName: { type: "string" },
          consent: { type: "boolean" },
          cells: { oneOf: [{ type: "null" }, { type: "array", items: gridCell }] },
        },
      },
    },
  },
};
const questionReport = {
  type: "object",
  required: ["item", "pupils", "questions"],
  properties: {
    item: { type: "object", properties: { id: integer, title: { type: "string" }, dueAt: dateTime } },
    pupils: integer,
    questions: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "text", "answered", "right", "share", "wrongAnswers"],
        properties: {
          id: { type: "string" },
          text: { type: "string" },
          answered: integer,
          right: integer,
          share: { type: ["number", "null"] },
          wrongAnswers: {
            type: "array",
            maxItems: 3,
            items: { type: "object", properties: { answer: { type: "string" }, count: integer } },
          },
        },
      },
    },
  },
};
const theItem = (description: string) => ({ description, content: json(ref("Homework")) });

export const classHomeworkPaths = {
  "/classes/{id}/homework": {
    get: {
      summary: "The class's homework, soonest due first (its teacher, or an admin)",
      security: session,
      parameters: [classId],
      responses: { "200": { description: "Every item", content: json(listOf(ref("Homework"))) }, ...homeworkErrors },
    },
    post: {
      summary: "Assign homework to the class or some of its pupils (its teacher, or an admin)",
      description:
        "The same rules as the form at /sinifim/{id}/odev. `kind-not-offered`: the entry carries no quiz, word list or deneme for that kind. At most 200 items a class.",
      ...homeworkWrite,
      parameters: [classId],
      responses: {
        "201": created("Assigned", ref("Homework")),
        ...invalidFields,
        ...homeworkErrors,
        "409": errorAnswer("200 items already (`too-many`)"),
        ...notJson,
      },
    },
  },
  "/classes/{id}/homework/grid": {
    get: {
      summary: "The teacher's grid: the class's members (Turkish order) by its items (soonest due first)",
      description:
        "A cell's `state` is not-started, started, done or late (done after the due time), with the counted score. " +
        "A row's `cells` is null for a pupil without the parent's recorded consent (nothing of their work is read); a cell is null where the item was given to other pupils only.",
      security: session,
      parameters: [classId],
      responses: { "200": { description: "The grid", content: json(grid) }, ...homeworkErrors },
    },
  },
  "/classes/{id}/homework/grid.csv": {
    get: {
      summary:
        "The grid as CSV for Excel with Turkish settings: UTF-8 with a BOM, `;` between cells, formula injection neutralised",
      security: session,
      parameters: [classId],
      responses: {
        "200": { description: "The CSV", content: { "text/csv": { schema: { type: "string" } } } },
        ...homeworkErrors,
      },
    },
  },
  "/classes/{id}/homework/{hid}/questions": {
    get: {
      summary:
        "A quiz item's questions, the hardest first: each one's share of right answers (each pupil's last try, consent recorded) and the wrong answers given most often",
      security: session,
      parameters: [classId, homeworkId],
      responses: { "200": { description: "The report", content: json(questionReport) }, ...homeworkErrors },
    },
  },
  "/classes/{id}/homework/{hid}": {
    get: {
      summary: "One item of the class",
      security: session,
      parameters: [classId, homeworkId],
      responses: { "200": theItem("The item"), ...homeworkErrors },
    },
    put: {
      summary:
        "Change an item (its teacher, or an admin): every field, as for a new one; the due time may be moved into the past",
      ...homeworkWrite,
      parameters: [classId, homeworkId],
      responses: { "200": theItem("Changed"), ...invalidFields, ...homeworkErrors, ...notJson },
    },
    delete: {
      summary: "Delete an item with everything pupils did of it",
      security: session,
      parameters: [classId, homeworkId],
      responses: { "200": errorAnswer("`deleted`"), ...homeworkErrors },
    },
  },
};
