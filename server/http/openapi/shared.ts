/** What every area of the OpenAPI document shares: its answers' wrappers, the errors, the path parameters. */

export const json = (schema: object) => ({ "application/json": { schema } });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** An answer of the shared Error shape (a code and a Turkish message). */
export const errorAnswer = (description: string) => ({ description, content: json(ref("Error")) });
export const session = [{ session: [] }];
export const pathId = (name: string) => ({ name, in: "path", required: true, schema: { type: "integer" } });
export const integer = { type: "integer" };
/**
 * A quiz's score: the sum of its questions' credits, each 0 to 1, rounded to 2 decimals, so it
 * may be fractional (1.33 of 4) since partial credit (decision 0112).
 */
export const score = {
  type: "number",
  minimum: 0,
  description: "the sum of the questions' credits (0 to 1 each, 2 decimals): may be fractional, partial credit",
};
export const text = { type: "string" };
export const dateTime = { type: "string", format: "date-time" };
export const listOf = (items: object) => ({
  type: "object",
  required: ["items"],
  properties: { items: { type: "array", items } },
});
/** A 201 with the new thing's address. */
export const created = (description: string, schema: object) => ({
  description,
  headers: { Location: { schema: { type: "string" } } },
  content: json(schema),
});

export const error = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string" },
    message: { type: "string", description: "Turkish message for people" },
  },
};

export const adminErrors = {
  "401": errorAnswer("No session"),
  "403": errorAnswer("Not the admin, or a request from another site"),
};
export const teacherErrors = {
  "401": errorAnswer("No session"),
  "403": errorAnswer("Not a teacher's account, or a cross-site request"),
};
export const notJson = { "415": errorAnswer("Not JSON") };
/** A field broke its rule (server/http/classes-api.ts `invalid`). */
export const invalidFields = {
  "400": {
    description: "A field broke its rule: `errors` names each field with its Turkish message",
    content: json(ref("WriteError")),
  },
};
