import { GRADES, REVIEW_LIMITS } from "#core/review/review.ts";
import { RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { dateTime, errorAnswer, integer, json, notJson, session } from "./shared";

// ------------------------------------------------------------ 'Günlük tekrar' (docs/decisions/0116)
// A device's reviews, read one by one by core/review/review.ts `readReview` (the page's reader too)
// in server/http/review-api.ts: written here by hand, as the homework device sends are.

const reviewInput = {
  type: "object",
  required: ["contentId", "word", "clientId"],
  description: "a grade (recalled) or the typed word (graded by the server: right, one slip, wrong)",
  properties: {
    contentId: { ...integer, description: "the word list's entry" },
    word: {
      type: "string",
      maxLength: REVIEW_LIMITS.wordLength,
      description: "the English word as the list writes it",
    },
    clientId: { type: "string", pattern: "^[\\w-]{16,64}$", description: "the device's random id of this review" },
    grade: { type: "string", enum: [...GRADES] },
    typed: { type: "string", maxLength: REVIEW_LIMITS.typedLength },
    reviewedAt: {
      ...dateTime,
      description: "the device's time; one ahead of the server's, or over a week old, counts as now",
    },
  },
};

const outcome = {
  type: "object",
  required: ["clientId", "outcome"],
  properties: {
    clientId: { type: "string" },
    outcome: {
      type: "string",
      enum: ["counted", "replay", "not-due", "not-yours"],
      description:
        "counted; replay: this id was counted before; not-due: the card was not due when answered; not-yours: no such card of the pupil's (with visitor, nor a word of that entry's list)",
    },
  },
};

export const reviewPaths = {
  "/reviews": {
    post: {
      summary: "A device's daily reviews, counted once each by clientId, in the order they were done",
      security: session,
      requestBody: {
        required: true,
        content: json({
          type: "object",
          required: ["reviews"],
          properties: {
            reviews: { type: "array", maxItems: REVIEW_LIMITS.batch, items: reviewInput },
            visitor: {
              type: "boolean",
              description:
                "made on this device before sign-in and sent after the pupil said they are theirs (decision 0118): a word of the entry's list the pupil has no card of becomes one",
            },
          },
        }),
      },
      responses: {
        "200": {
          description: "What became of each",
          content: json({
            type: "object",
            required: ["results"],
            properties: { results: { type: "array", items: outcome } },
          }),
        },
        "400": errorAnswer("A review that cannot be read: none is counted"),
        "401": errorAnswer("No session"),
        "429": errorAnswer(
          `Over ${RATE_LIMITS.reviewPostsPerAccount.limit} posts of the pupil in an hour (\`too-many-requests\`): the device keeps the batch and sends it later`,
        ),
        "413": errorAnswer(
          `Over ${REVIEW_LIMITS.batch} reviews, or the body over ${REVIEW_LIMITS.batchJson} bytes: none is counted`,
        ),
        ...notJson,
      },
    },
  },
};
