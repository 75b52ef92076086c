import { CONTENT_TYPES, FILE_TYPES } from "#core/content-types.ts";
import { MAX_LINK_LENGTH, MAX_TITLE_LENGTH, MAX_UNIT } from "#core/content-form.ts";
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { MAX_TRANSCRIPT_CHARS, TRANSCRIPT_FIELDS } from "#core/transcript.ts";
import { MAX_GRADE, MIN_GRADE } from "#core/grades.ts";
import { SEARCH_RANKED_AT_MOST } from "#core/search.ts";
import { IMPORT_LIMITS, ITEM_STATES, ON_DUPLICATE } from "#core/imports.ts";
import { QUIZ_FORMATS, QUIZ_TYPES, WORD_LIST_TYPES } from "#core/practice.ts";
import { CLASS_NAME_MAX, DISPLAY_NAME_MAX, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "#core/classes.ts";
import { PRACTICE_FIELDS } from "#core/practice-draft.ts";
import { ANSWERS_SHOWN, HOMEWORK_KINDS, HOMEWORK_NOTE_MAX, HOMEWORK_TRIES, SCORE_COUNTS } from "#core/homework/homework.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";

const error = {
  type: "object",
  required: ["code", "message"],
  properties: { code: { type: "string" }, message: { type: "string", description: "Turkish message for people" } },
};

const entry = {
  type: "object",
  required: ["id", "sinif", "unite", "konuIng", "konuTr", "icerikTuru", "donem", "file", "fileType", "link", "url", "fileUrl"],
  properties: {
    id: { type: "integer" },
    sinif: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE, description: "grade" },
    unite: { type: "integer", minimum: 1, description: "unit number" },
    konuIng: { type: "string", description: "English title" },
    konuTr: { type: "string", description: "Turkish title" },
    icerikTuru: {
      type: "integer",
      enum: CONTENT_TYPES.map((t) => t.code),
      description: CONTENT_TYPES.map((t) => `${t.code} ${t.label}`).join(", "),
    },
    donem: { type: "integer", enum: [1, 2], description: "term" },
    file: { type: ["string", "null"], description: "stored file name" },
    fileType: { type: "string", enum: [...FILE_TYPES] },
    link: { type: ["string", "null"], description: "video embed address (youtube-nocookie.com)" },
    url: { type: "string", description: "the entry's page on the site" },
    fileUrl: { type: ["string", "null"], description: "the file's address; null for a video" },
  },
};

/** A write that failed its rules: the first message, and every field's message under `errors`. */
const writeError = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", examples: ["invalid", "too-large", "storage-quota-exceeded"] },
    message: { type: "string", description: "Turkish message for people" },
    errors: { type: "object", additionalProperties: { type: "string" }, description: "field name → Turkish message" },
    problems: {
      type: "array",
      description: "Each bad line of the word list or quiz sent with the entry (issue 20); nothing was stored",
      items: {
        type: "object",
        required: ["field", "line", "message"],
        properties: { field: { type: "string", enum: [PRACTICE_FIELDS.words, PRACTICE_FIELDS.quiz] }, line: { type: "integer" }, message: { type: "string" } },
      },
    },
  },
};

const MB = 1024 * 1024;
const contentForm = (required: string[]) => ({
  "multipart/form-data": {
    schema: {
      type: "object",
      required,
      properties: {
        sinif: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE, description: "grade" },
        unite: { type: "integer", minimum: 1, maximum: MAX_UNIT, description: "unit number" },
        konuIng: { type: "string", maxLength: MAX_TITLE_LENGTH, description: "English title" },
        konuTr: { type: "string", maxLength: MAX_TITLE_LENGTH, description: "Turkish title" },
        icerikTuru: { type: "integer", enum: CONTENT_TYPES.map((t) => t.code), description: "content type code" },
        fileType: { type: "string", enum: [...FILE_TYPES] },
        donem: { type: "integer", enum: [1, 2], description: "term" },
        file: {
          type: "string",
          format: "binary",
          description: `pdf: a PDF (at most ${MAX_PDF_BYTES / MB} MB); image: PNG, JPEG, WebP or GIF (at most ${MAX_IMAGE_BYTES / MB} MB); audio: MP3, M4A (AAC) or Ogg (Opus, Vorbis) (at most ${MAX_AUDIO_BYTES / MB} MB). Checked by its bytes, not its name (audio also by its frames, boxes or pages: a file that only starts like audio is refused); stored under a server-made name.`,
        },
        link: {
          type: "string",
          maxLength: MAX_LINK_LENGTH,
          description: "video: a YouTube link, stored as its youtube-nocookie.com embed address",
        },
        [PRACTICE_FIELDS.words]: {
          type: "string",
          description: `Types ${WORD_LIST_TYPES.join(", ")}: a word list (English, Turkish, optional example; tab-, semicolon- or comma-separated). Left out: the stored list stays; empty: removed. Any bad line refuses the whole write.`,
        },
        [PRACTICE_FIELDS.wordsFile]: { type: "string", format: "binary", description: `The word list as a UTF-8 .csv file (at most 1 MiB), read instead of ${PRACTICE_FIELDS.words}` },
        [PRACTICE_FIELDS.quiz]: {
          type: "string",
          description: `Types ${QUIZ_TYPES.join(", ")}: an online quiz in GIFT or Aiken. Left out: the stored quiz stays; empty: removed. Any bad line refuses the whole write.`,
        },
        [PRACTICE_FIELDS.quizFile]: { type: "string", format: "binary", description: `The quiz as a UTF-8 text file (at most 1 MiB), read instead of ${PRACTICE_FIELDS.quiz}` },
        [PRACTICE_FIELDS.quizFormat]: { type: "string", enum: [...QUIZ_FORMATS], default: "gift" },
        [TRANSCRIPT_FIELDS.text]: {
          type: "string",
          maxLength: MAX_TRANSCRIPT_CHARS,
          description: "audio: the sound's transcript, WebVTT (starts with WEBVTT; each line timed, shown highlighted while it plays) or plain text. Left out: the stored one stays; empty: removed. Other file types have none.",
        },
        [TRANSCRIPT_FIELDS.file]: { type: "string", format: "binary", description: `The transcript as a UTF-8 .vtt or .txt file (at most ${MAX_TRANSCRIPT_CHARS / 1024} KB of text), read instead of ${TRANSCRIPT_FIELDS.text}` },
      },
    },
  },
});

const json = (schema: object) => ({ "application/json": { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const adminErrors = {
  "401": { description: "No session", content: json(ref("Error")) },
  "403": { description: "Not the admin, or a request from another site", content: json(ref("Error")) },
};

/** PUT of a word list or a quiz: what was stored, or every bad line. */
const practiceResponses = {
  "200": {
    description: "Stored (count 0: removed)",
    content: json({ type: "object", required: ["id", "count", "message"], properties: { id: { type: "integer" }, count: { type: "integer" }, message: { type: "string" } } }),
  },
  "400": {
    description: "Bad lines; nothing stored",
    content: json({
      type: "object",
      required: ["code", "message", "problems"],
      properties: {
        code: { const: "invalid" },
        message: { type: "string" },
        problems: { type: "array", items: { type: "object", required: ["line", "message"], properties: { line: { type: "integer" }, message: { type: "string" } } } },
      },
    }),
  },
  ...adminErrors,
  "404": { description: "No such entry", content: json(ref("Error")) },
  "409": { description: "The entry's type carries no word list (or no quiz)", content: json(ref("Error")) },
  "413": { description: "Over 1 MiB", content: json(ref("Error")) },
  "415": { description: "Not a text type this part takes", content: json(ref("Error")) },
};

const importFields = {
  type: "object",
  description: "A row's fields as text, with the entry's own (Turkish) field names; the file type is what the file's bytes are, so there is no fileType or link.",
  properties: {
    sinif: { type: "string", examples: ["5"] },
    unite: { type: "string", examples: ["3"] },
    konuIng: { type: "string", maxLength: MAX_TITLE_LENGTH },
    konuTr: { type: "string", maxLength: MAX_TITLE_LENGTH },
    icerikTuru: { type: "string", description: "content type code 1-9" },
    donem: { type: "string", enum: ["1", "2"] },
  },
};
const entryLink = { type: ["object", "null"], properties: { id: { type: "integer" }, title: { type: "string" }, url: { type: "string" } } };
const importItem = {
  type: "object",
  required: ["id", "position", "path", "size", "fields", "state", "fileType", "error", "errors", "entry", "replaced", "alreadyOnSite"],
  properties: {
    id: { type: "integer" },
    position: { type: "integer" },
    path: { type: "string", description: "the file's path as sent (folders and name): what its fields were proposed from" },
    size: { type: "integer" },
    fields: importFields,
    state: { enum: [...ITEM_STATES], description: "waiting: its bytes have not come; ready: staged, imported once the import is started; working; done; skipped (its bytes are already an entry's); failed (see error)" },
    fileType: { type: ["string", "null"], enum: ["pdf", "image", "audio", null] },
    error: { type: ["string", "null"], description: "why it failed or was skipped (Turkish)" },
    errors: { type: ["object", "null"], additionalProperties: { type: "string" }, description: "field → Turkish message" },
    entry: { ...entryLink, description: "the entry it became (done), or the one that already has its bytes (skipped)" },
    replaced: { type: "boolean", description: "done by giving an existing entry with the same bytes this row's fields (onDuplicate: replace)" },
    alreadyOnSite: { ...entryLink, description: "before import: an entry whose file has the same bytes" },
  },
};
const counts = {
  type: "object",
  properties: { total: { type: "integer" }, waiting: { type: "integer" }, pending: { type: "integer" }, done: { type: "integer" }, skipped: { type: "integer" }, failed: { type: "integer" } },
};
const importView = {
  type: "object",
  required: ["id", "onDuplicate", "started", "finished", "counts", "bytes", "items"],
  properties: {
    id: { type: "integer" },
    onDuplicate: { enum: [...ON_DUPLICATE] },
    started: { type: "boolean" },
    finished: { type: "boolean", description: "started, and no row waits or is pending" },
    createdAt: { type: "string", format: "date-time" },
    counts,
    bytes: { type: "object", properties: { total: { type: "integer" }, finished: { type: "integer" } } },
    items: { type: "array", items: ref("ImportItem") },
    manifestErrors: { type: "array", items: { type: "string" }, description: "problems of the .csv manifest (POST only)" },
  },
};
const importId = { name: "id", in: "path", required: true, schema: { type: "integer" } };
const importErrors = { ...adminErrors, "404": { description: "No such import or row", content: json(ref("Error")) } };

// ------------------------------------------------------------ classes (issue 34; docs/decisions/0064)

const joinCode = { type: "string", pattern: `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`, description: `${JOIN_CODE_LENGTH} characters of ${JOIN_CODE_ALPHABET} (no look-alikes)` };
const classView = {
  type: "object",
  required: ["id", "name", "grade", "schoolYear", "joinCode", "joiningLocked", "joinUrl", "members", "createdAt"],
  properties: {
    id: { type: "integer" },
    name: { type: "string", maxLength: CLASS_NAME_MAX },
    grade: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE },
    schoolYear: { type: "string", pattern: "^[0-9]{4}-[0-9]{4}$", examples: ["2026-2027"] },
    joinCode,
    joiningLocked: { type: "boolean", description: "true: nobody can join with the code" },
    joinUrl: { type: "string", description: "the join page with the code filled in and the class link (what the QR code holds): a join through it spends no wrong-code budget" },
    members: { type: "integer", description: "how many pupils are in the class" },
    createdAt: { type: "string", format: "date-time" },
  },
};
const classMember = {
  type: "object",
  required: ["userId", "displayName", "joinedAt"],
  description: "A pupil as the teacher sees them: the name they gave when joining, never the e-mail",
  properties: { userId: { type: "integer" }, displayName: { type: "string", maxLength: DISPLAY_NAME_MAX }, joinedAt: { type: "string", format: "date-time" } },
};
const invalidClass = { "400": { description: "A field broke its rule: `errors` names each field with its Turkish message", content: json(ref("WriteError")) } };
const teacherErrors = {
  "401": { description: "No session", content: json(ref("Error")) },
  "403": { description: "Not a teacher's account, or a cross-site request", content: json(ref("Error")) },
};
const ownClassErrors = { ...teacherErrors, "404": { description: "No such class, or another teacher's (the same answer)", content: json(ref("Error")) } };
const classId = { name: "id", in: "path", required: true, schema: { type: "integer" } };
const pupilId = { name: "userId", in: "path", required: true, schema: { type: "integer" } };
const classPaths = {
  "/classes": {
    get: { summary: "The teacher's own classes, newest first", security: [{ session: [] }], responses: { "200": { description: "Only the caller's classes", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref("Class") } } }) }, ...teacherErrors } },
    post: {
      summary: "Open a class (teacher)",
      description: "A fresh join code is drawn with crypto randomness, unique among the classes there are. At most 50 classes a teacher.",
      security: [{ session: [] }],
      requestBody: {
        required: true,
        content: json({
          type: "object",
          required: ["name", "grade"],
          properties: {
            name: { type: "string", maxLength: CLASS_NAME_MAX, examples: ["5-B İngilizce"] },
            grade: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE },
            schoolYear: { type: "string", pattern: "^[0-9]{4}-[0-9]{4}$", description: "default: the current Turkish school year (it starts in September)" },
          },
        }),
      },
      responses: { "201": { description: "Created", headers: { Location: { schema: { type: "string" } } }, content: json(ref("Class")) }, ...invalidClass, ...teacherErrors, "409": { description: "50 classes already", content: json(ref("Error")) }, "415": { description: "Not JSON", content: json(ref("Error")) } },
    },
  },
  "/classes/join": {
    post: {
      summary: "Join a class with its code (any signed-in account)",
      description: "Wrong and locked codes count against the address (an IPv6 /64 as one) and the account: 20 an hour, then every try is refused until an hour passes without one (docs/decisions/0064). A refused code changes nothing.",
      security: [{ session: [] }],
      requestBody: { required: true, content: json({ type: "object", required: ["code", "displayName"], properties: { code: { ...joinCode, description: "spaces and dashes are dropped, letters upper-cased" }, displayName: { type: "string", maxLength: DISPLAY_NAME_MAX, description: "the name the teacher will see" } } }) },
      responses: {
        "201": { description: "Joined", content: json({ type: "object", properties: { classId: { type: "integer" }, name: { type: "string" }, code: { const: "joined" }, message: { type: "string" } } }) },
        ...invalidClass,
        "401": { description: "No session", content: json(ref("Error")) },
        "404": { description: "No class has this code (never had, or it was replaced)", content: json(ref("Error")) },
        "409": { description: "Joining is locked (`locked`), the caller's own class (`own-class`), or already a member (`already-member`)", content: json(ref("Error")) },
        "429": { description: "Too many wrong codes", content: json(ref("Error")) },
      },
    },
  },
  "/classes/{id}": {
    get: { summary: "One of the teacher's classes with its members", security: [{ session: [] }], parameters: [classId], responses: { "200": { description: "The class and `memberList`", content: json({ allOf: [ref("Class"), { type: "object", properties: { memberList: { type: "array", items: ref("ClassMember") } } }] }) }, ...ownClassErrors } },
    patch: {
      summary: "Rename the class or lock/unlock joining (teacher)",
      security: [{ session: [] }],
      parameters: [classId],
      requestBody: { required: true, content: json({ type: "object", properties: { name: { type: "string", maxLength: CLASS_NAME_MAX }, joiningLocked: { type: "boolean" } } }) },
      responses: { "200": { description: "The class", content: json(ref("Class")) }, ...invalidClass, ...ownClassErrors },
    },
    delete: {
      summary: "Delete the class and every membership in it (teacher); pupils with an own account only leave, class pupils' accounts are deleted with it",
      security: [{ session: [] }],
      parameters: [classId],
      responses: { "200": { description: "Deleted; `memberships`: how many went", content: json({ type: "object", properties: { id: { type: "integer" }, code: { const: "deleted" }, message: { type: "string" }, memberships: { type: "integer" } } }) }, ...ownClassErrors },
    },
  },
  "/classes/{id}/code": {
    post: { summary: "A new join code (teacher): the old one stops working at once", security: [{ session: [] }], parameters: [classId], responses: { "200": { description: "The class with its new code", content: json(ref("Class")) }, ...ownClassErrors } },
  },
  "/classes/{id}/members/{userId}": {
    delete: {
      summary: "Take a pupil out of the class (teacher); a class pupil's account is deleted (as DELETE /classes/{id}/pupils/{userId})",
      security: [{ session: [] }],
      parameters: [classId, pupilId],
      responses: { "200": { description: "`removed` (an own account left the class) or `deleted` (a class pupil's account and everything tied to it)", content: json(ref("Error")) }, ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils": {
    get: {
      summary: "Every member of the teacher's class with the parent's consent; `progress` only where consent is recorded",
      description: "Class pupils (`classPupil: true`, made by the teacher, signing in with pictures) and pupils who joined with an own account. Until the teacher records the parent's consent, `progress` is null and nothing of the pupil's work is read (docs/decisions/0066).",
      security: [{ session: [] }],
      parameters: [classId],
      responses: { "200": { description: "The members", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref("ClassRosterMember") } } }) }, ...ownClassErrors },
    },
    post: {
      summary: "Add class pupils without an address from first names (teacher)",
      description:
        "`names`: one text with a name a line, or a list of names. Each name is 1-30 letters (single spaces or hyphens between parts), cased the Turkish way; at most 40 class pupils in a class. All or none: a bad name or too many creates nothing. Same names get a letter (`Ayşe A.`, `Ayşe B.`); a name already in the class keeps its own and the new one takes the next letter. Each pupil gets three random pictures out of twelve; the answer carries each card's data.",
      security: [{ session: [] }],
      parameters: [classId],
      requestBody: { required: true, content: json({ type: "object", required: ["names"], properties: { names: { oneOf: [{ type: "string", maxLength: 8192 }, { type: "array", maxItems: 40, items: { type: "string", maxLength: 30 } }] } } }) },
      responses: {
        "201": { description: "The new pupils with their cards", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref("PupilCard") } } }) },
        "400": { description: "A bad name, or more than the class has room for (`invalid`, the Turkish message in `errors.names`); nothing created", content: json(ref("WriteError")) },
        "413": { description: "Body over 8 KiB", content: json(ref("Error")) },
        "415": { description: "Not JSON", content: json(ref("Error")) },
        ...ownClassErrors,
      },
    },
  },
  "/classes/{id}/pupils/cards": {
    get: { summary: "The sign-in cards of the class's pupils (the class's teacher, or an admin)", security: [{ session: [] }], parameters: [classId], responses: { "200": { description: "One card a class pupil", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref("PupilCard") } } }) }, ...ownClassErrors } },
  },
  "/classes/{id}/pupils/{userId}/pictures": {
    post: {
      summary: "New pictures for a class pupil (the class's teacher, or an admin)",
      description: "A new secret, hashed and sealed; the old card stops working; every session of the pupil ends and the wrong-try wait is cleared. 404 for a pupil not of this class.",
      security: [{ session: [] }],
      parameters: [classId, pupilId],
      responses: { "200": { description: "The pupil's new card", content: json(ref("PupilCard")) }, ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils/{userId}/consent": {
    put: { summary: "Record the parent's consent for a member (teacher): from now on the member's progress is shown", security: [{ session: [] }], parameters: [classId, pupilId], responses: { "200": { description: "`consent-recorded`", content: json(ref("Error")) }, ...ownClassErrors } },
    delete: { summary: "Withdraw the parent's consent (teacher): the member's progress is hidden again", security: [{ session: [] }], parameters: [classId, pupilId], responses: { "200": { description: "`consent-withdrawn`", content: json(ref("Error")) }, ...ownClassErrors } },
  },
  "/classes/{id}/picture-wait": {
    get: {
      summary: "Whether the class's picture sign-in waits after too many wrong tries across the class (teacher)",
      description: "After 100 wrong picture tries across the class (none more than 15 minutes after the one before) every picture check of the class is refused until the teacher lifts it or 24 hours pass (docs/decisions/0068).",
      security: [{ session: [] }],
      parameters: [classId],
      responses: {
        "200": {
          description: "`opensInHours`: hours (rounded up) before it opens by itself; 0 when it does not wait",
          content: json({ type: "object", required: ["waiting", "opensInHours"], properties: { waiting: { type: "boolean" }, opensInHours: { type: "integer", minimum: 0 } } }),
        },
        ...ownClassErrors,
      },
    },
    delete: {
      summary: "Lift the class's picture sign-in wait (teacher): the class's wrong tries are forgotten; each pupil's own wait stays",
      security: [{ session: [] }],
      parameters: [classId],
      responses: { "200": { description: "`picture-wait-lifted`", content: json(ref("Error")) }, ...ownClassErrors },
    },
  },
  "/classes/{id}/pupils/{userId}": {
    delete: {
      summary: "Remove a member (teacher): a class pupil's account is deleted with its sessions, marks, scores and cards; an own account only leaves",
      security: [{ session: [] }],
      parameters: [classId, pupilId],
      responses: { "200": { description: "`deleted` or `removed`", content: json(ref("Error")) }, ...ownClassErrors },
    },
  },
};

// ------------------------------------------------------------ homework (issue 35; docs/decisions/0069)

const homeworkFields = {
  contentId: { type: "integer", description: "the content entry" },
  kind: { type: "string", enum: [...HOMEWORK_KINDS], description: "read: open it and mark it done; quiz: finish its quiz (scored); flashcards: a session of its word list's cards; self-test: its word list's self-test to `passPercent`" },
  note: { type: "string", maxLength: HOMEWORK_NOTE_MAX },
  answersShown: { type: "string", enum: [...ANSWERS_SHOWN], description: "quiz: when the pupil sees the right answers (default after-due)" },
  tries: { type: "integer", enum: [...HOMEWORK_TRIES], description: "quiz: 1, 3, or 0 for unlimited (default 0)" },
  scoreCounts: { type: "string", enum: [...SCORE_COUNTS], description: "quiz: the first try's score or the best (default best)" },
  passPercent: { type: "integer", minimum: 1, maximum: 100, description: "self-test: the share of right answers that finishes it (default 80)" },
  deviceTime: { type: "boolean", description: "offline answers: lateness by the device's recorded time (bounded by the arrival and the opening) instead of the arrival" },
  pupils: { type: "array", items: { type: "integer" }, maxItems: 200, description: "some of the class's members; empty: the whole class" },
};
const homeworkView = {
  type: "object",
  required: ["id", "classId", "contentId", "title", "kind", "dueAt", "due", "note", "answersShown", "tries", "scoreCounts", "passPercent", "deviceTime", "pupils", "createdAt"],
  properties: {
    id: { type: "integer" },
    classId: { type: "integer" },
    title: { type: "string", description: "the entry's English title" },
    ...homeworkFields,
    dueAt: { type: "string", format: "date-time", description: "the due time as an instant (UTC)" },
    due: { type: "object", required: ["dueDate", "dueTime"], description: "the same on Turkey's clock (Europe/Istanbul)", properties: { dueDate: { type: "string", format: "date" }, dueTime: { type: "string", pattern: "^[0-9]{2}:[0-9]{2}$" } } },
    createdAt: { type: "string", format: "date-time" },
  },
};
const homeworkInput = {
  type: "object",
  required: ["contentId", "kind", "dueDate", "dueTime"],
  properties: {
    ...homeworkFields,
    dueDate: { type: "string", format: "date", description: "Turkey's date (Europe/Istanbul), whatever the server's zone" },
    dueTime: { type: "string", pattern: "^[0-9]{2}:[0-9]{2}$", description: "Turkey's time; a new item's due time must be ahead, at most a year" },
  },
};
const homeworkId = { name: "hid", in: "path", required: true, schema: { type: "integer" } };
const homeworkErrors = {
  ...teacherErrors,
  "403": { description: "Neither a teacher's nor an admin's account, or a cross-site request", content: json(ref("Error")) },
  "404": { description: "No such class or item, or another teacher's class (the same answer)", content: json(ref("Error")) },
};
const homeworkWrite = {
  security: [{ session: [] }],
  requestBody: { required: true, content: json(homeworkInput) },
};
const pupilErrors = { "401": { description: "No session", content: json(ref("Error")) }, "404": { description: "Not an item of the caller's (another class's, or given to other pupils)", content: json(ref("Error")) } };
/** Every send from the device's outbox (docs/decisions/0076, 0084): JSON of at most 64 KB, the session's pupil's item. */
const deviceSendErrors = { ...pupilErrors, "413": { description: "Over 64 KB", content: json(ref("Error")) }, "415": { description: "Not JSON", content: json(ref("Error")) } };
/** RATE_LIMITS.homeworkTriesPerAccount: every try stored, through the form or the API (a replay under a kept `clientId` costs nothing). */
const tooManyTries = { "429": { description: `Over ${RATE_LIMITS.homeworkTriesPerAccount.limit} tries of the pupil in ${RATE_LIMITS.homeworkTriesPerAccount.windowSeconds / 60} minutes (\`too-many-requests\`): the device keeps the try and sends it later`, content: json(ref("Error")) } };
const deviceId = { name: "id", in: "path", required: true, schema: { type: "integer" } };
const clientIdField = { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" };
const homeworkPaths = {
  "/homework": {
    get: {
      summary: "The signed-in pupil's homework, soonest due first",
      security: [{ session: [] }],
      responses: { "200": { description: "Every item of the pupil's classes meant for them, with their state and counted score", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: { type: "object" } } } }) }, "401": pupilErrors["401"] },
    },
  },
  "/homework/{id}/tries": {
    post: {
      summary: "A homework quiz try of the signed-in pupil (how the page's offline queue sends one)",
      description:
        "Scored on the server; the tries are enforced. `clientId` (8-64 of A-Z a-z 0-9 _ -, made by the device, unique per pupil): sent again, the kept try is answered (200, `replayed`) and nothing counts twice; a pupil's `clientId` of another item is refused. `recordedAt` (the device's time) counts for lateness only where the teacher allowed it, never later than the arrival nor earlier than the item's opening. `questions` (right or wrong, the right answers) only at the teacher's chosen time.",
      security: [{ session: [] }],
      parameters: [deviceId],
      requestBody: {
        required: true,
        content: json({ type: "object", required: ["version", "answers"], properties: { clientId: clientIdField, version: { type: "string", description: "the quiz form's version" }, answers: { type: "object", additionalProperties: { type: "string" }, description: "as the form: q1, q2, q3.0 …" }, recordedAt: { type: "string", format: "date-time" } } }),
      },
      responses: {
        "201": { description: "Kept and scored", content: json({ type: "object", properties: { replayed: { const: false }, score: { type: "integer" }, total: { type: "integer" }, counted: { type: "object" }, questions: { type: ["array", "null"] } } }) },
        "200": { description: "The same `clientId` again: the kept try, counted once", content: json({ type: "object" }) },
        ...deviceSendErrors,
        ...tooManyTries,
        "409": { description: "No tries left (`no-tries`) or the quiz changed (`changed`)", content: json(ref("Error")) },
      },
    },
  },
  "/homework/{id}/self-test": {
    post: {
      summary: "A homework self-test try of the signed-in pupil (how the page's offline queue sends one; docs/decisions/0084)",
      description:
        "The English typed for each Turkish word of the item's list, scored on the server; done at the item's pass mark, the best score kept. `clientId` and `recordedAt` as for a quiz try: sent again, the kept try is answered (200, `replayed`) and nothing counts twice; the device's time counts only where the teacher allowed it, bounded by the item's opening and the arrival. The right English words are never answered. Another kind's item: 404.",
      security: [{ session: [] }],
      parameters: [deviceId],
      requestBody: {
        required: true,
        content: json({ type: "object", required: ["answers"], properties: { clientId: clientIdField, answers: { type: "object", additionalProperties: { type: "string", maxLength: 200 }, description: "as the form: w0, w1 … (the list's order)" }, recordedAt: { type: "string", format: "date-time" } } }),
      },
      responses: {
        "201": { description: "Kept and scored", content: json({ type: "object", properties: { replayed: { const: false }, score: { type: "integer" }, total: { type: "integer" }, passed: { type: "boolean" }, counted: { type: "object" } } }) },
        "200": { description: "The same `clientId` again: the kept try, counted once", content: json({ type: "object" }) },
        ...deviceSendErrors,
        ...tooManyTries,
      },
    },
  },
  "/homework/{id}/read": {
    post: {
      summary: "'Okudum, bitti' for an item to read, sent later from the device (docs/decisions/0084)",
      description:
        "Idempotent: the first time it is done stays. `recordedAt` counts as for a quiz try. `opened: true` says the entry was opened from the device's offline page: where the server never saw it opened, it is opened at the arrival, which is then the time counted. Another kind's item: 404.",
      security: [{ session: [] }],
      parameters: [deviceId],
      requestBody: { required: true, content: json({ type: "object", properties: { clientId: clientIdField, recordedAt: { type: "string", format: "date-time" }, opened: { type: "boolean" } } }) },
      responses: {
        "200": { description: "Done (`state`: done or late)", content: json({ type: "object", required: ["state"], properties: { state: { type: "string" } } }) },
        ...deviceSendErrors,
        "409": { description: "The entry was never opened through the item (`not-opened`)", content: json(ref("Error")) },
      },
    },
  },
  "/classes/{id}/homework": {
    get: { summary: "The class's homework, soonest due first (its teacher, or an admin)", security: [{ session: [] }], parameters: [classId], responses: { "200": { description: "Every item", content: json({ type: "object", required: ["items"], properties: { items: { type: "array", items: ref("Homework") } } }) }, ...homeworkErrors } },
    post: {
      summary: "Assign homework to the class or some of its pupils (its teacher, or an admin)",
      description: "The same rules as the form at /sinifim/{id}/odev. `kind-not-offered`: the entry carries no quiz or word list for that kind. At most 200 items a class.",
      ...homeworkWrite,
      parameters: [classId],
      responses: { "201": { description: "Assigned", headers: { Location: { schema: { type: "string" } } }, content: json(ref("Homework")) }, ...invalidClass, ...homeworkErrors, "409": { description: "200 items already (`too-many`)", content: json(ref("Error")) }, "415": { description: "Not JSON", content: json(ref("Error")) } },
    },
  },
  "/classes/{id}/homework/grid": {
    get: {
      summary: "The teacher's grid: the class's members (Turkish order) by its items (soonest due first)",
      description: "A cell's `state` is not-started, started, done or late (done after the due time), with the counted score. A row's `cells` is null for a pupil without the parent's recorded consent (nothing of their work is read); a cell is null where the item was given to other pupils only.",
      security: [{ session: [] }],
      parameters: [classId],
      responses: {
        "200": {
          description: "The grid",
          content: json({
            type: "object",
            required: ["items", "rows"],
            properties: {
              items: { type: "array", items: { type: "object", required: ["id", "title", "kind", "dueAt"], properties: { id: { type: "integer" }, title: { type: "string" }, kind: { type: "string", enum: [...HOMEWORK_KINDS] }, dueAt: { type: "string", format: "date-time" } } } },
              rows: {
                type: "array",
                items: {
                  type: "object",
                  required: ["userId", "displayName", "consent", "cells"],
                  properties: {
                    userId: { type: "integer" },
                    displayName: { type: "string" },
                    consent: { type: "boolean" },
                    cells: { oneOf: [{ type: "null" }, { type: "array", items: { oneOf: [{ type: "null" }, { type: "object", required: ["state", "score", "total"], properties: { state: { type: "string", enum: ["not-started", "started", "done", "late"] }, score: { type: ["integer", "null"] }, total: { type: ["integer", "null"] } } }] } }] },
                  },
                },
              },
            },
          }),
        },
        ...homeworkErrors,
      },
    },
  },
  "/classes/{id}/homework/grid.csv": {
    get: {
      summary: "The grid as CSV for Excel with Turkish settings: UTF-8 with a BOM, `;` between cells, formula injection neutralised",
      security: [{ session: [] }],
      parameters: [classId],
      responses: { "200": { description: "The CSV", content: { "text/csv": { schema: { type: "string" } } } }, ...homeworkErrors },
    },
  },
  "/classes/{id}/homework/{hid}/questions": {
    get: {
      summary: "A quiz item's questions, the hardest first: each one's share of right answers (each pupil's last try, consent recorded) and the wrong answers given most often",
      security: [{ session: [] }],
      parameters: [classId, homeworkId],
      responses: {
        "200": {
          description: "The report",
          content: json({
            type: "object",
            required: ["item", "pupils", "questions"],
            properties: {
              item: { type: "object", properties: { id: { type: "integer" }, title: { type: "string" }, dueAt: { type: "string", format: "date-time" } } },
              pupils: { type: "integer" },
              questions: { type: "array", items: { type: "object", required: ["id", "text", "answered", "right", "share", "wrongAnswers"], properties: { id: { type: "string" }, text: { type: "string" }, answered: { type: "integer" }, right: { type: "integer" }, share: { type: ["number", "null"] }, wrongAnswers: { type: "array", maxItems: 3, items: { type: "object", properties: { answer: { type: "string" }, count: { type: "integer" } } } } } } },
            },
          }),
        },
        ...homeworkErrors,
      },
    },
  },
  "/classes/{id}/homework/{hid}": {
    get: { summary: "One item of the class", security: [{ session: [] }], parameters: [classId, homeworkId], responses: { "200": { description: "The item", content: json(ref("Homework")) }, ...homeworkErrors } },
    put: {
      summary: "Change an item (its teacher, or an admin): every field, as for a new one; the due time may be moved into the past",
      ...homeworkWrite,
      parameters: [classId, homeworkId],
      responses: { "200": { description: "Changed", content: json(ref("Homework")) }, ...invalidClass, ...homeworkErrors, "415": { description: "Not JSON", content: json(ref("Error")) } },
    },
    delete: { summary: "Delete an item with everything pupils did of it", security: [{ session: [] }], parameters: [classId, homeworkId], responses: { "200": { description: "`deleted`", content: json(ref("Error")) }, ...homeworkErrors } },
  },
};

const pictureRef = { type: "object", required: ["key", "name"], properties: { key: { type: "string", description: "what the sign-in form posts" }, name: { type: "string", description: "the Turkish word" } } };
const pupilCard = {
  type: "object",
  required: ["userId", "displayName", "classCode", "pictures", "signInUrl"],
  properties: {
    userId: { type: "integer" },
    displayName: { type: "string", maxLength: 40 },
    classCode: { type: "string" },
    pictures: { type: "array", minItems: 3, maxItems: 3, items: pictureRef, description: "the three pictures, in the order they are tapped" },
    signInUrl: { type: "string", format: "uri", description: "the class's sign-in page with its class link, /sinif/{kod}?k={token}: opens the names without a code lookup; a new code kills it" },
  },
};
const rosterMember = {
  type: "object",
  required: ["userId", "displayName", "classPupil", "joinedAt", "consentAt", "progress"],
  properties: {
    userId: { type: "integer" },
    displayName: { type: "string" },
    classPupil: { type: "boolean", description: "made by the teacher (no address; pictures)" },
    joinedAt: { type: "string", format: "date-time" },
    consentAt: { type: ["string", "null"], format: "date-time", description: "when the teacher recorded the parent's consent" },
    progress: {
      description: "null until consent is recorded",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          properties: {
            done: { type: "integer", description: "entries marked done" },
            quizzes: { type: "integer", description: "quizzes with a result" },
            latest: { type: "array", maxItems: 5, items: { type: "object", properties: { entryId: { type: "integer" }, title: { type: "string" }, best: { type: "integer" }, total: { type: "integer" } } } },
          },
        },
      ],
    },
  },
};

/** The OpenAPI 3.1 description served at /api/v1/openapi.json. */
export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Merdiven API", version: "1.0.0", description: "İngilizce ders içerikleri (2-12. sınıflar)." },
  servers: [{ url: "/api/v1" }],
  paths: {
    "/contents": {
      get: {
        summary: "List content entries, in term/unit order",
        parameters: [
          { name: "grade", in: "query", schema: { type: "integer", minimum: MIN_GRADE, maximum: MAX_GRADE } },
          { name: "type", in: "query", schema: { type: "integer", minimum: 1, maximum: 9 } },
          { name: "term", in: "query", description: "dönem", schema: { type: "integer", enum: [1, 2] } },
          { name: "unit", in: "query", description: "ünite", schema: { type: "integer", minimum: 1, maximum: MAX_UNIT } },
          { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
          { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 50 } },
        ],
        responses: {
          "200": {
            description: "A page of entries",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["items", "total", "page", "pageSize"],
                  properties: {
                    items: { type: "array", items: { $ref: "#/components/schemas/ContentEntry" } },
                    total: { type: "integer" },
                    page: { type: "integer" },
                    pageSize: { type: "integer" },
                  },
                },
              },
            },
          },
          "400": { description: "Invalid filter", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
          "503": { description: "Database unavailable", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
      post: {
        summary: "Add an entry (admin)",
        description:
          "Every field is required, and either a file (pdf, image) or a video link (video); neither gives 'icerik secmediniz'. The file is stored first and the row written after, so an entry never exists without its file.",
        security: [{ session: [] }],
        requestBody: { required: true, content: contentForm(["sinif", "unite", "konuIng", "konuTr", "icerikTuru", "fileType", "donem"]) },
        responses: {
          "201": { description: "Added", headers: { Location: { schema: { type: "string" } } }, content: json(ref("ContentEntry")) },
          "400": { description: "A rule is broken (the Turkish message of each field)", content: json(ref("WriteError")) },
          ...adminErrors,
          "413": { description: "The file is larger than its kind allows", content: json(ref("WriteError")) },
          "415": { description: "Not multipart/form-data", content: json(ref("WriteError")) },
          "503": { description: "Storage (401, 402 quota, 403, 404 as storage-* codes) or database unavailable", content: json(ref("WriteError")) },
        },
      },
    },
    "/contents/{id}": {
      get: {
        summary: "One content entry",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": { description: "The entry", content: { "application/json": { schema: { $ref: "#/components/schemas/ContentEntry" } } } },
          "404": { description: "No such entry", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        },
      },
      patch: {
        summary: "Edit an entry (admin)",
        description:
          "The same fields and rules as POST. Without a file a pdf/image entry keeps its file; a new file is stored under a new name, the row updated, then the old file removed.",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: { required: true, content: contentForm(["sinif", "unite", "konuIng", "konuTr", "icerikTuru", "fileType", "donem"]) },
        responses: {
          "200": { description: "Saved", content: json(ref("ContentEntry")) },
          "400": { description: "A rule is broken", content: json(ref("WriteError")) },
          ...adminErrors,
          "404": { description: "No such entry ('Document not found in entriesContentRef.')", content: json(ref("Error")) },
          "409": { description: "The entry changed meanwhile", content: json(ref("Error")) },
          "413": { description: "The file is larger than its kind allows", content: json(ref("WriteError")) },
          "503": { description: "Storage or database unavailable", content: json(ref("WriteError")) },
        },
      },
      delete: {
        summary: "Delete an entry and its file (admin)",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: {
          "200": {
            description: "Deleted: 'Document deleted successfully.'; `warning` says 'Document not found in entriesContentReference.' when the file was already gone",
            content: json({
              type: "object",
              required: ["id", "code", "message"],
              properties: { id: { type: "integer" }, code: { const: "deleted" }, message: { type: "string" }, warning: { type: "string" } },
            }),
          },
          ...adminErrors,
          "404": { description: "Already gone: 'Document not found in entriesContentRef.'", content: json(ref("Error")) },
          "503": { description: "'Error deleting document. Please try again.'", content: json(ref("Error")) },
        },
      },
    },
    "/search": {
      get: {
        summary: "Search both titles and the text inside PDFs (Turkish-aware: 'sinav' finds 'Sınav'; English stems; in titles one wrong letter forgiven)",
        description:
          "Ranked: the whole query inside a title first, then a match in a title, then one inside the file only, then a near spelling of a title; within each, whole words before prefixes, then full-text rank, then similarity. `snippet` quotes the PDF's text around the words when they were found there. 60 searches a minute per signed-in account, or per address for visitors; another site's images, frames and fetches (`Sec-Fetch-Site: cross-site`, not a top-level navigation) get 403 `cross-site` without a search (decision 0093).",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", minLength: 2, maxLength: 100 } },
          { name: "grade", in: "query", required: false, schema: { type: "integer", minimum: 2, maximum: 12 } },
          { name: "type", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 9 } },
          { name: "term", in: "query", required: false, schema: { enum: [1, 2] } },
          { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 1000, default: 1 } },
        ],
        responses: {
          "200": {
            description: "A page of matches, best first",
            content: json({
              type: "object",
              required: ["items", "total", "more", "page", "pageSize"],
              properties: {
                items: { type: "array", items: { allOf: [ref("ContentEntry"), { type: "object", required: ["snippet"], properties: { snippet: { type: ["string", "null"], description: "Text of the PDF around the words found in it; null when only a title matched" } } }] } },
                total: { type: "integer", description: `How many were found; when \`more\` is true, at least this many (${SEARCH_RANKED_AT_MOST})` },
                more: { type: "boolean", description: "More were found than are ranked: narrow the query or add a filter" },
                page: { type: "integer" },
                pageSize: { type: "integer" },
              },
            }),
          },
          "400": { description: "An empty, too short or too long query, or a bad filter (a Turkish message)", content: json(ref("Error")) },
          "403": { description: "Asked for by another site's page (`cross-site`): no search made, nothing spent", content: json(ref("Error")) },
          "429": { description: "Too many searches from this account or address", content: json(ref("Error")) },
        },
      },
    },
    "/contents/{id}/words": {
      put: {
        summary: "Set an entry's word list (admin; types 2, 6, 7)",
        description:
          "Two or three columns per row: English, Turkish, an optional example sentence; tab-, semicolon- or comma-separated (CSV quotes allowed), a header row optional. Parsed whole: any bad row refuses the list with every problem and its line, and the stored list stays. An empty body removes the list.",
        security: [{ session: [] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: { required: true, content: { "text/csv": { schema: { type: "string" } }, "text/tab-separated-values": { schema: { type: "string" } }, "text/plain": { schema: { type: "string" } } } },
        responses: practiceResponses,
      },
    },
    "/contents/{id}/quiz": {
      put: {
        summary: "Set an entry's online quiz (admin; types 1, 3, 8)",
        description:
          "Moodle's GIFT (multiple choice, true/false, short answer, matching, missing word), Aiken (multiple choice) or Moodle XML (multichoice with one right answer, truefalse, shortanswer, matching, ordering, ddwtos and gapselect; a shortanswer tagged `dictation` is a dictation, a multichoice or matching whose pictures are the site's drawings (`@@PLUGINFILE@@/kedi.svg`) a picture–word question; categories skipped; no DOCTYPE or entity declarations), chosen by `format`. Unknown syntax is reported with its line and nothing is stored. An empty body removes the quiz.",
        security: [{ session: [] }],
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer" } },
          { name: "format", in: "query", required: false, schema: { enum: [...QUIZ_FORMATS], default: "gift" } },
        ],
        requestBody: { required: true, content: Object.fromEntries(["text/plain", "application/xml", "text/xml"].map((type) => [type, { schema: { type: "string" } }])) },
        responses: practiceResponses,
      },
      get: {
        summary: "An entry's stored quiz as Moodle 4.4 XML (admin; decision 0077)",
        description: "Every kind written as Moodle writes it (gaps as ddwtos, a dictation as a shortanswer tagged `dictation`, picture–word as multichoice or matching with the drawings as images); PUT with format=moodle reads it back as the same quiz.",
        security: [{ session: [] }],
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer" } },
          { name: "format", in: "query", required: true, schema: { enum: ["moodle"] } },
        ],
        responses: {
          "200": { description: "The quiz as Moodle XML (an attachment)", content: { "application/xml": { schema: { type: "string" } } } },
          "400": { description: "A format other than moodle", content: json(ref("Error")) },
          "404": { description: "No such entry, or it has no quiz", content: json(ref("Error")) },
          ...adminErrors,
        },
      },
    },
    "/imports": {
      get: {
        summary: "The latest bulk imports (admin)",
        security: [{ session: [] }],
        responses: { "200": { description: "Newest first", content: json({ type: "object", properties: { items: { type: "array", items: { type: "object", properties: { id: { type: "integer" }, createdAt: { type: "string" }, started: { type: "boolean" }, counts } } } } }) }, ...adminErrors },
      },
      post: {
        summary: "Start a bulk import (admin)",
        description: `Three ways. (1) multipart/form-data: any number of files under any field name, each file name its path (a folder upload sends '5/3/kelimeler/games-and-hobbies.pdf'); a .zip among them is opened; an optional \`manifest\` (.csv file or text; a .csv file in the upload or the zip counts as one), \`onDuplicate\` (skip | replace) and \`start\` (1 to import at once). (2) application/zip: one .zip as the body. (3) application/json: \`{ files: [{ path, size }], manifest?, onDuplicate?, start? }\` — rows that wait for their bytes, sent one by one with PUT …/items/{item}/file (what the page does: a closed tab loses nothing sent). Each row's fields are proposed from its path (grade, unit, term and type folders; the English title from the file name), the unit table and the manifest (columns dosya, sinif, unite, konuIng, konuTr, icerikTuru, donem; comma, semicolon or tab). Every file is checked by its bytes and size as on POST /contents, hashed, and staged. At most ${IMPORT_LIMITS.files} files and ${IMPORT_LIMITS.bytes / 1024 ** 3} GiB; a .zip at most ${IMPORT_LIMITS.zipEntries} entries, none growing more than ${IMPORT_LIMITS.zipRatio}× when inflated, no '..' or absolute paths.`,
        security: [{ session: [] }],
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": { schema: { type: "object", properties: { manifest: { type: "string" }, onDuplicate: { enum: [...ON_DUPLICATE] }, start: { enum: ["1"] } }, additionalProperties: { type: "string", format: "binary" } } },
            "application/zip": { schema: { type: "string", format: "binary" } },
            "application/json": {
              schema: {
                type: "object",
                required: ["files"],
                properties: {
                  files: { type: "array", maxItems: IMPORT_LIMITS.files, items: { type: "object", required: ["path", "size"], properties: { path: { type: "string", maxLength: IMPORT_LIMITS.pathLength }, size: { type: "integer" } } } },
                  manifest: { type: "string", maxLength: IMPORT_LIMITS.manifestBytes },
                  onDuplicate: { enum: [...ON_DUPLICATE] },
                  start: { type: "boolean" },
                },
              },
            },
          },
        },
        responses: {
          "201": { description: "Created; its rows, proposed fields and states", headers: { Location: { schema: { type: "string" } } }, content: json(ref("Import")) },
          "400": { description: "No files, a bad path or body, an unreadable .zip", content: json(ref("Error")) },
          ...adminErrors,
          "413": { description: "Too many files, or too many bytes", content: json(ref("Error")) },
          "415": { description: "Neither multipart, a .zip nor JSON", content: json(ref("Error")) },
        },
      },
    },
    "/imports/{id}": {
      get: { summary: "An import's rows and progress (admin): poll it", security: [{ session: [] }], parameters: [importId], responses: { "200": { description: "The import", content: json(ref("Import")) }, ...importErrors } },
      patch: {
        summary: "Correct rows' fields, or the duplicate choice (admin)",
        description: "Rows that are done, skipped or being imported are left as they are.",
        security: [{ session: [] }],
        parameters: [importId],
        requestBody: { required: true, content: json({ type: "object", properties: { onDuplicate: { enum: [...ON_DUPLICATE] }, items: { type: "array", items: { type: "object", required: ["id", "fields"], properties: { id: { type: "integer" }, fields: importFields } } } } }) },
        responses: { "200": { description: "The import", content: json(ref("Import")) }, ...importErrors, "413": { description: "Over 1 MiB", content: json(ref("Error")) } },
      },
      delete: { summary: "Remove an import and its staged files (admin); the entries it made stay", security: [{ session: [] }], parameters: [importId], responses: { "200": { description: "Removed", content: json(ref("Error")) }, ...importErrors } },
    },
    "/imports/{id}/start": {
      post: { summary: "Import the ready rows, and the waiting ones as their bytes come (admin)", description: "Runs on the server: a closed tab or a restart does not stop it; each row is written once.", security: [{ session: [] }], parameters: [importId], responses: { "202": { description: "Started", content: json(ref("Import")) }, ...importErrors } },
    },
    "/imports/{id}/retry": {
      post: {
        summary: "Try failed rows again (admin)",
        description: "Body `{ items?: [row ids] }`; all failed rows without it. A row whose file was refused waits for new bytes.",
        security: [{ session: [] }],
        parameters: [importId],
        responses: { "202": { description: "Started again", content: json(ref("Import")) }, ...importErrors },
      },
    },
    "/imports/{id}/items/{item}/file": {
      put: {
        summary: "Send one waiting row's file (admin)",
        description: "The raw bytes as the body (any Content-Type). Checked by their first bytes and size as on POST /contents; a refused file makes the row fail with its reason.",
        security: [{ session: [] }],
        parameters: [importId, { name: "item", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
        responses: { "200": { description: "The row", content: json(ref("ImportItem")) }, ...importErrors, "409": { description: "The row already has its file", content: json(ref("Error")) } },
      },
    },
    "/contents/{id}/opened": {
      post: {
        summary: "Count one opening of an entry (the entry's page sends it)",
        description: "A number per entry and day only: nothing about who opened it is kept (decision 0045). At most 120 counted per address a minute; always 204.",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        responses: { "204": { description: "Counted (or quietly not)" } },
      },
    },
    ...classPaths,
    ...homeworkPaths,
  },
  components: {
    schemas: { ContentEntry: entry, Error: error, WriteError: writeError, Import: importView, ImportItem: importItem, Class: classView, ClassMember: classMember, PupilCard: pupilCard, ClassRosterMember: rosterMember, Homework: homeworkView },
    securitySchemes: {
      session: { type: "apiKey", in: "cookie", name: "sid", description: "The site's session cookie; writes need the admin's (under /classes a teacher's; joining any account's). Writes from a browser must be same-origin (Origin / Sec-Fetch-Site)." },
    },
  },
} as const;
