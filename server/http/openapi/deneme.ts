import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { errorAnswer, json, notJson, pathId, session } from "./shared";

// ------------------------------------------------------------ 'Deneme' (docs/decisions/0121)
// The exam page's script: a choice saved as it is chosen (core/deneme/deneme.ts `readSave`, the
// page form's reader too), the finish, and a finished attempt's result; written here by hand.

const net = {
  type: "object",
  required: ["right", "wrong", "blank", "withdrawn", "net"],
  properties: {
    right: { type: "integer" },
    wrong: { type: "integer" },
    blank: { type: "integer" },
    withdrawn: { type: "integer", description: "questions withdrawn: counted for no one" },
    net: { type: "number", description: "right − wrong ÷ 3 (LGS), ÷ 4 (YDT), or right (a school exam)" },
  },
};
const notYours = errorAnswer("No such attempt of the pupil's, or still running (no result before the end)");

export const denemePaths = {
  "/deneme/attempts/{id}/answers": {
    post: {
      summary: "Saves one question's choice (or clears it) and its mark into the pupil's running attempt",
      security: session,
      parameters: [pathId("id")],
      requestBody: {
        required: true,
        content: json({
          type: "object",
          required: ["question"],
          properties: {
            question: { type: "integer", minimum: 1, maximum: 200 },
            choice: { anyOf: [{ enum: ["A", "B", "C", "D", "E"] }, { type: "null" }], description: "null: blank" },
            marked: { type: "boolean", description: "marked to come back to" },
          },
        }),
      },
      responses: {
        "200": { description: "Saved", content: json({ type: "object", required: ["saved"] }) },
        "400": errorAnswer("A save that cannot be read (`invalid`)"),
        "401": errorAnswer("No session"),
        "404": notYours,
        "409": errorAnswer("The attempt's time is up or it is finished (`ended`): nothing changed"),
        "429": errorAnswer(`Over ${RATE_LIMITS.denemeSavesPerAccount.limit} saves of the pupil in an hour`),
        ...notJson,
      },
    },
  },
  "/deneme/attempts/{id}/finish": {
    post: {
      summary: "Finishes the pupil's attempt and scores what was saved; finishing twice gives the one result",
      security: session,
      parameters: [pathId("id")],
      responses: {
        "200": {
          description: "The result's page and the net",
          content: json({ type: "object", required: ["result", "score"], properties: { score: net } }),
        },
        "401": errorAnswer("No session"),
        "404": notYours,
      },
    },
  },
  "/deneme/attempts/{id}": {
    get: {
      summary:
        "A finished attempt's result: the net, the topics weakest first, each question with its key (null, and keyHeld set, while the pupil's homework holds it back)",
      security: session,
      parameters: [pathId("id")],
      responses: {
        "200": { description: "The result", content: json({ type: "object", properties: { score: net } }) },
        "401": errorAnswer("No session"),
        "404": notYours,
      },
    },
  },
};
