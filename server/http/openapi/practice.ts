import { QUIZ_FORMATS } from "#core/practice.ts";
import { adminErrors, errorAnswer, integer, json, pathId, session } from "./shared";

// Word lists and quizzes are sent as text and read by their own parsers, not by a zod schema.
const plain = { schema: { type: "string" } };

/** PUT of a word list or a quiz: what was stored, or every bad line. */
const practiceResponses = {
  "200": {
    description: "Stored (count 0: removed)",
    content: json({
      type: "object",
      required: ["id", "count", "message"],
      properties: { id: integer, count: integer, message: { type: "string" } },
    }),
  },
  "400": {
    description: "Bad lines; nothing stored",
    content: json({
      type: "object",
      required: ["code", "message", "problems"],
      properties: {
        code: { const: "invalid" },
        message: { type: "string" },
        problems: {
          type: "array",
          items: {
            type: "object",
            required: ["line", "message"],
            properties: { line: integer, message: { type: "string" } },
          },
        },
      },
    }),
  },
  ...adminErrors,
  "404": errorAnswer("No such entry"),
  "409": errorAnswer("The entry's type carries no word list (or no quiz)"),
  "413": errorAnswer("Over 1 MiB"),
  "415": errorAnswer("Not a text type this part takes"),
};

const entryId = pathId("id");

export const practicePaths = {
  "/contents/{id}/words": {
    get: {
      summary: "An entry's word list, as its public page shows it",
      description:
        "Read by a visitor's device for 'Günlük tekrar' (decision 0118): the words of the lists the device met, scheduled on the device.",
      parameters: [entryId],
      responses: {
        "200": {
          description: "The list and the entry's titles",
          content: json({
            type: "object",
            required: ["id", "title", "titleTr", "words"],
            properties: {
              id: integer,
              title: { type: "string" },
              titleTr: { type: "string" },
              words: {
                type: "array",
                items: {
                  type: "object",
                  required: ["english", "turkish"],
                  properties: {
                    english: { type: "string" },
                    turkish: { type: "string" },
                    example: { type: "string" },
                  },
                },
              },
            },
          }),
        },
        "404": errorAnswer("No such entry, or it has no word list"),
      },
    },
    put: {
      summary: "Set an entry's word list (admin; types 2, 6, 7)",
      description:
        "Two or three columns per row: English, Turkish, an optional example sentence; tab-, semicolon- or comma-separated (CSV quotes allowed), a header row optional. " +
        "Parsed whole: any bad row refuses the list with every problem and its line, and the stored list stays. An empty body removes the list.",
      security: session,
      parameters: [entryId],
      requestBody: {
        required: true,
        content: { "text/csv": plain, "text/tab-separated-values": plain, "text/plain": plain },
      },
      responses: practiceResponses,
    },
  },
  "/contents/{id}/quiz": {
    put: {
      summary: "Set an entry's online quiz (admin; types 1, 3, 8)",
      description:
        "Moodle's GIFT (multiple choice, true/false, short answer, matching, missing word; a `$CATEGORY` path's last name is the topic of the questions after it), " +
        "Aiken (multiple choice) or Moodle XML " +
        "(multichoice with one right answer, truefalse, shortanswer, matching, ordering, ddwtos and gapselect; a shortanswer tagged `dictation` is a dictation, " +
        "a multichoice or matching whose pictures are the site's drawings (`@@PLUGINFILE@@/kedi.svg`) a picture–word question; a category names the topic " +
        "of the questions after it as GIFT's `$CATEGORY` does, a `konu:` tag that of its own question; " +
        "no DOCTYPE or entity declarations), chosen by `format`. Unknown syntax is reported with its line and nothing is stored. An empty body removes the quiz.",
      security: session,
      parameters: [
        entryId,
        { name: "format", in: "query", required: false, schema: { enum: [...QUIZ_FORMATS], default: "gift" } },
      ],
      requestBody: { required: true, content: { "text/plain": plain, "application/xml": plain, "text/xml": plain } },
      responses: practiceResponses,
    },
    get: {
      summary: "An entry's stored quiz as Moodle 4.4 XML (admin; decision 0077)",
      description:
        "Every kind written as Moodle writes it (gaps as ddwtos, a dictation as a shortanswer tagged `dictation`, " +
        "picture–word as multichoice or matching with the drawings as images, a question's own picture as its `<img>` and " +
        "base64 `<file>`: decision 0134); PUT with format=moodle reads it back as the same quiz.",
      security: session,
      parameters: [entryId, { name: "format", in: "query", required: true, schema: { enum: ["moodle"] } }],
      responses: {
        "200": { description: "The quiz as Moodle XML (an attachment)", content: { "application/xml": plain } },
        "400": errorAnswer("A format other than moodle"),
        "404": errorAnswer("No such entry, or it has no quiz"),
        ...adminErrors,
      },
    },
  },
};
