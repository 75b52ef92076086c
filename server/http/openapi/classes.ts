import { classCreateSchema, classRenameSchema, joinSchema } from "#core/classes/forms.ts";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "#core/classes/join-codes.ts";
import { CLASS_NAME_MAX, DISPLAY_NAME_MAX } from "#core/classes/limits.ts";
import { MAX_GRADE, MIN_GRADE } from "#core/grades.ts";
import { fieldOf, fromZod } from "./derive";
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
  session,
  teacherErrors,
} from "./shared";

// ------------------------------------------------------------ classes (docs/decisions/0064)

const joinCodeRule = `${JOIN_CODE_LENGTH} characters of ${JOIN_CODE_ALPHABET} (no look-alikes)`;
const schoolYear = "^[0-9]{4}-[0-9]{4}$";

/** A class as server/http/classes-api.ts `classJson` answers it. */
export const classView = {
  type: "object",
  required: ["id", "name", "grade", "schoolYear", "joinCode", "joiningLocked", "joinUrl", "members", "createdAt"],
  properties: {
    id: integer,
    name: { type: "string", maxLength: CLASS_NAME_MAX },
    grade: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE },
    schoolYear: { type: "string", pattern: schoolYear, examples: ["2026-2027"] },
    joinCode: { type: "string", pattern: `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`, description: joinCodeRule },
    joiningLocked: { type: "boolean", description: "true: nobody can join with the code" },
    joinUrl: {
      type: "string",
      description:
        "the join page with the code filled in and the class link (what the QR code holds): a join through it spends no wrong-code budget",
    },
    members: { type: "integer", description: "how many pupils are in the class" },
    createdAt: dateTime,
  },
};

export const classMember = {
  type: "object",
  required: ["userId", "displayName", "joinedAt"],
  description: "A pupil as the teacher sees them: the name they gave when joining, never the e-mail",
  properties: {
    userId: integer,
    displayName: { type: "string", maxLength: DISPLAY_NAME_MAX },
    joinedAt: dateTime,
  },
};

/** The bodies, from the schemas the doors parse with (core/classes.ts). */
const classCreate = fromZod(classCreateSchema, {
  name: { examples: ["5-B İngilizce"] },
  schoolYear: { pattern: schoolYear, description: "default: the current Turkish school year (it starts in September)" },
});
const join = fromZod(joinSchema, {
  code: { description: `${joinCodeRule}; spaces and dashes are dropped, letters upper-cased` },
  displayName: { description: "the name the teacher will see" },
});
/** PATCH reads `name` by the rename schema when it is sent, and `joiningLocked` by hand. */
const classPatch = {
  type: "object",
  properties: { name: fieldOf(classRenameSchema, "name"), joiningLocked: { type: "boolean" } },
};

export const ownClassErrors = {
  ...teacherErrors,
  "404": errorAnswer("No such class, or another teacher's (the same answer)"),
};
export const classId = pathId("id");
export const pupilId = pathId("userId");
const deleted = {
  type: "object",
  properties: { id: integer, code: { const: "deleted" }, message: { type: "string" }, memberships: integer },
};
const joined = {
  type: "object",
  properties: { classId: integer, name: { type: "string" }, code: { const: "joined" }, message: { type: "string" } },
};
const withMembers = {
  allOf: [ref("Class"), { type: "object", properties: { memberList: { type: "array", items: ref("ClassMember") } } }],
};

export const classPaths = {
  "/classes": {
    get: {
      summary: "The teacher's own classes, newest first",
      security: session,
      responses: {
        "200": { description: "Only the caller's classes", content: json(listOf(ref("Class"))) },
        ...teacherErrors,
      },
    },
    post: {
      summary: "Open a class (teacher)",
      description:
        "A fresh join code is drawn with crypto randomness, unique among the classes there are. At most 50 classes a teacher.",
      security: session,
      requestBody: { required: true, content: json(classCreate) },
      responses: {
        "201": created("Created", ref("Class")),
        ...invalidFields,
        ...teacherErrors,
        "409": errorAnswer("50 classes already"),
        ...notJson,
      },
    },
  },
  "/classes/join": {
    post: {
      summary: "Join a class with its code (any signed-in account)",
      description:
        "Wrong and locked codes count against the address (an IPv6 /64 as one) and the account: 20 an hour, " +
        "then every try is refused until an hour passes without one (docs/decisions/0064). A refused code changes nothing.",
      security: session,
      requestBody: { required: true, content: json(join) },
      responses: {
        "201": { description: "Joined", content: json(joined) },
        ...invalidFields,
        "401": errorAnswer("No session"),
        "404": errorAnswer("No class has this code (never had, or it was replaced)"),
        "409": errorAnswer(
          "Joining is locked (`locked`), the caller's own class (`own-class`), or already a member (`already-member`)",
        ),
        "429": errorAnswer("Too many wrong codes"),
      },
    },
  },
  "/classes/{id}": {
    get: {
      summary: "One of the teacher's classes with its members",
      security: session,
      parameters: [classId],
      responses: {
        "200": { description: "The class and `memberList`", content: json(withMembers) },
        ...ownClassErrors,
      },
    },
    patch: {
      summary: "Rename the class or lock/unlock joining (teacher)",
      security: session,
      parameters: [classId],
      requestBody: { required: true, content: json(classPatch) },
      responses: {
        "200": { description: "The class", content: json(ref("Class")) },
        ...invalidFields,
        ...ownClassErrors,
      },
    },
    delete: {
      summary:
        "Delete the class and every membership in it (teacher); pupils with an own account only leave, class pupils' accounts are deleted with it",
      security: session,
      parameters: [classId],
      responses: {
        "200": { description: "Deleted; `memberships`: how many went", content: json(deleted) },
        ...ownClassErrors,
      },
    },
  },
  "/classes/{id}/code": {
    post: {
      summary: "A new join code (teacher): the old one stops working at once",
      security: session,
      parameters: [classId],
      responses: {
        "200": { description: "The class with its new code", content: json(ref("Class")) },
        ...ownClassErrors,
      },
    },
  },
  "/classes/{id}/members/{userId}": {
    delete: {
      summary:
        "Take a pupil out of the class (teacher); a class pupil's account is deleted (as DELETE /classes/{id}/pupils/{userId})",
      security: session,
      parameters: [classId, pupilId],
      responses: {
        "200": errorAnswer(
          "`removed` (an own account left the class) or `deleted` (a class pupil's account and everything tied to it)",
        ),
        ...ownClassErrors,
      },
    },
  },
};
