import { Hono } from "hono";
import { trReview } from "#core/messages/review.ts";
import { readReview, REVIEW_LIMITS, type ReviewInput } from "#core/review/review.ts";
import type { Services } from "#server/services.ts";
import { badRequestJson, invalidJson, jsonObject, privateAnswers, signedIn } from "./api-door";

/**
 * /api/v1/reviews (decision 0116): a device's reviews of 'Günlük tekrar', sent at once when it is
 * online. Each is read by the one reader the page uses (readReview) and counted once by its
 * device id, in the order the device did them; a batch larger than REVIEW_LIMITS.batch is refused
 * whole before any is read. `visitor: true`: the reviews were made on the device before sign-in
 * (decision 0118); a word of an entry's list the account has no card of becomes one.
 */
export function reviewRoutes(services: Services) {
  const api = new Hono();
  api.use("*", privateAnswers);

  api.post("/", async (c) => {
    const user = await signedIn(services, c);
    if (user instanceof Response) return user;
    if (!(await services.review.takePost(user.id)))
      return c.json({ code: "too-many-requests", message: trReview.tooMany }, 429);
    const body = await jsonObject(c, REVIEW_LIMITS.batchJson);
    if (body instanceof Response) return body;
    if (!Array.isArray(body.reviews)) return badRequestJson(c);
    if (body.reviews.length > REVIEW_LIMITS.batch)
      return c.json({ code: "too-many", message: trReview.batchTooLarge(REVIEW_LIMITS.batch) }, 413);
    const inputs = (body.reviews as unknown[]).map((r) =>
      r && typeof r === "object" && !Array.isArray(r) ? readReview(r as Record<string, unknown>) : null,
    );
    if (inputs.some((i) => i === null)) return invalidJson(c, { reviews: trReview.badReview });
    const inOrder = (inputs as ReviewInput[]).toSorted(
      (a, b) => (a.reviewedAt?.getTime() ?? 0) - (b.reviewedAt?.getTime() ?? 0),
    );
    // Reviews a visitor made on this device, sent once the pupil said they are theirs (decision 0118).
    const visitor = body.visitor === true;
    const results: { clientId: string; outcome: string }[] = [];
    for (const input of inOrder)
      results.push({
        clientId: input.clientId,
        outcome: (await services.review.review(user.id, input, undefined, visitor)).kind,
      });
    return c.json({ results });
  });

  return api;
}
