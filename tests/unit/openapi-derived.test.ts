import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { classCreateSchema, joinSchema } from "#core/classes/forms.ts";
import { contentFieldsSchema } from "#core/content-form.ts";
import { homeworkSchema } from "#core/homework/form.ts";
import { openApiDocument } from "#server/http/openapi/index.ts";

/**
 * The OpenAPI document is derived from the zod schemas the doors validate with (docs/decisions/0097).
 * It must say what the hand-written document said before (tests/fixtures/openapi-before.json),
 * except at the places listed below, each with the reason it differs on purpose.
 */

const before = JSON.parse(readFileSync(new URL("../fixtures/openapi-before.json", import.meta.url), "utf8")) as unknown;
/** As /api/v1/openapi.json serves it: the JSON text of the object. */
const now = JSON.parse(JSON.stringify(openApiDocument)) as unknown;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every place where the two differ, as a dotted path ("paths./classes.post…"): a key only one side
 * has, or a value that is not the same. Key order never counts, nor the order of a `required` list.
 */
function differences(a: unknown, b: unknown, path: string[] = [], out: string[] = []): string[] {
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) differences(a[key], b[key], [...path, key], out);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && path.at(-1) === "required") {
    if (JSON.stringify([...a].sort()) !== JSON.stringify([...b].sort())) out.push(path.join("."));
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => differences(item, b[i], [...path, String(i)], out));
    return out;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path.join("."));
  return out;
}

/** The properties of a request body, at each of the operations that take it. */
const bodies =
  (operations: string[], type = "application/json") =>
  (fields: string[]) =>
    operations.flatMap((operation) =>
      fields.map((field) => `paths.${operation}.requestBody.content.${type}.schema.properties.${field}`),
    );
const contentForm = bodies(["/contents.post", "/contents/{id}.patch"], "multipart/form-data");
const classCreate = bodies(["/classes.post"]);
const className = bodies(["/classes.post", "/classes/{id}.patch"]);
const join = bodies(["/classes/join.post"]);
const homework = bodies(["/classes/{id}/homework.post", "/classes/{id}/homework/{hid}.put"]);

/**
 * Where the derived document differs from the one before it, and why: each a rule the door
 * really enforces that the hand-written document left out or said otherwise. Nothing else may differ.
 */
const ON_PURPOSE: [reason: string, paths: string[]][] = [
  // core/content-form.ts `whole`: the type and the term are checked as ranges, 1-9 and 1-2; the same values the enums listed.
  [
    "a range instead of the list of its values",
    contentForm([
      "icerikTuru.enum",
      "icerikTuru.minimum",
      "icerikTuru.maximum",
      "donem.enum",
      "donem.minimum",
      "donem.maximum",
    ]),
  ],
  // core/content-form.ts `title`: a title of spaces only is refused (after trimming).
  ["an empty title is refused", contentForm(["konuIng.minLength", "konuTr.minLength"])],
  // core/classes.ts `named`: after trimming, at least one character, and only letters, digits, spaces and a little punctuation.
  [
    "a name's rule after trimming",
    [...className(["name.minLength", "name.pattern"]), ...join(["displayName.minLength", "displayName.pattern"])],
  ],
  // core/classes.ts `schoolYearField`: more than 20 characters are refused before the year is read.
  ["the school year's first bound", classCreate(["schoolYear.maxLength"])],
  // core/classes.ts joinSchema: the pattern holds only once spaces and dashes are dropped ("acd-e34" is taken as ACDE34), so what is
  // sent is 1-20 characters; the description says the rule and the reading.
  [
    "a join code as it is sent, before it is read",
    join(["code.description", "code.maxLength", "code.minLength", "code.pattern"]),
  ],
  // core/homework-form.ts `idField`: an id is a positive 32-bit integer (the database's integer).
  [
    "an id's bounds",
    homework([
      "contentId.exclusiveMinimum",
      "contentId.maximum",
      "pupils.items.exclusiveMinimum",
      "pupils.items.maximum",
    ]),
  ],
  // core/homework-form.ts `checkbox`: the form's "on" (or "true", "1") counts as true, as the page posts it.
  ["a checkbox also as the form's text", homework(["deviceTime.type", "deviceTime.anyOf"])],
  // core/homework-form.ts: the due date and time are cut at 10 and 5 characters before `dueOf` reads them.
  ["the due fields' first bound", homework(["dueDate.maxLength", "dueTime.maxLength"])],
  // core/classes.ts readPupilNames: the text of names is refused past PUPIL_NAMES_TEXT_MAX (the 8 KiB were the body's limit, still its 413).
  ["the names' own limit", bodies(["/classes/{id}/pupils.post"])(["names.oneOf.0.maxLength"])],
  // A door added since the document was frozen: a device's daily reviews (docs/decisions/0116).
  [
    "'Günlük tekrar', new",
    ["paths./reviews", "components.schemas.ClassRosterMember.properties.progress.oneOf.1.properties.review"],
  ],
  // 'Günlük tekrar' as homework (docs/decisions/0119): a kind of no entry, with its days; its grid cells say the days met.
  [
    "'Günlük tekrar' as homework, new",
    [
      ...homework(["contentId.description", "kind.description", "kind.enum", "reviewDays"]),
      ...["/classes/{id}/homework.post", "/classes/{id}/homework/{hid}.put"].map(
        (op) => `paths.${op}.requestBody.content.application/json.schema.required`,
      ),
      ...[
        "contentId.description",
        "contentId.type",
        "kind.description",
        "kind.enum",
        "reviewDays",
        "title.description",
      ].map((p) => `components.schemas.Homework.properties.${p}`),
      "components.schemas.Homework.required",
      "paths./classes/{id}/homework/grid.get.responses.200.content.application/json.schema.properties.items.items.properties.kind.enum",
      "paths./classes/{id}/homework/grid.get.responses.200.content.application/json.schema.properties.rows.items.properties.cells.oneOf.1.items.oneOf.1.properties.days",
    ],
  ],
  // A deneme as homework (docs/decisions/0124): the kind refused where the entry has no deneme says so.
  ["a deneme as homework, new", ["paths./classes/{id}/homework.post.description"]],
  // A quiz's categories and `konu:` tags read as its questions' topics (docs/decisions/0125), no longer skipped.
  ["topics from the quiz", ["paths./contents/{id}/quiz.put.description"]],
  // A question's own picture written back by the Moodle export (docs/decisions/0134).
  ["question pictures in the export", ["paths./contents/{id}/quiz.get.description"]],
  // A read added since: a list's words for a visitor's device (docs/decisions/0118).
  ["a visitor's daily review, new", ["paths./contents/{id}/words.get"]],
  // A door added since: the deneme page's saves, finish and result (docs/decisions/0121).
  [
    "'Deneme', new",
    ["paths./deneme/attempts/{id}/answers", "paths./deneme/attempts/{id}/finish", "paths./deneme/attempts/{id}"],
  ],
];

describe("the derived OpenAPI document", () => {
  it("says what the hand-written one said, but for the differences listed with their reasons", () => {
    const allowed = ON_PURPOSE.flatMap(([, paths]) => paths);
    expect(differences(before, now).sort()).toEqual(allowed.sort());
  });

  it("takes each body a zod schema checks from that schema: its fields, no more, no fewer", () => {
    const paths = now as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: { properties: object } }> } }>
      >;
    };
    const fields = (path: string, operation: string, type = "application/json") =>
      Object.keys(paths.paths[path][operation].requestBody.content[type].schema.properties);
    expect(fields("/classes", "post")).toEqual(Object.keys(classCreateSchema.shape));
    expect(fields("/classes/join", "post")).toEqual(Object.keys(joinSchema.shape));
    expect(fields("/classes/{id}/homework", "post")).toEqual(Object.keys(homeworkSchema.shape));
    expect(fields("/classes/{id}/homework/{hid}", "put")).toEqual(Object.keys(homeworkSchema.shape));
    // The form's other parts (the file, the word list, the quiz, the transcript) are read by their own parsers.
    expect(
      fields("/contents", "post", "multipart/form-data").slice(0, Object.keys(contentFieldsSchema.shape).length),
    ).toEqual(Object.keys(contentFieldsSchema.shape));
  });
});
