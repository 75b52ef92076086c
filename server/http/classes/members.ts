/** The parent's consent for a member, and a member removed (a class pupil's account deleted, an own account out of the class). */
import { consentDone, MEMBER_GONE } from "#core/classes/answers.ts";
import { notFoundJson } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import { memberOf, ownClass, refusedJson, type ClassContext } from "./door";

/** PUT (given) and DELETE (withdrawn) of /{id}/pupils/{userId}/consent. */
export async function setConsent(services: Services, c: ClassContext, given: boolean) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const result = await services.classPupils.setConsent(own.user, own.id, memberOf(c), given);
  if (result === null) return notFoundJson(c);
  if (result === "not-member") return refusedJson(c, "not-member");
  return c.json(consentDone(given));
}

export async function removeMember(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const result = await services.classPupils.remove(own.user, own.id, memberOf(c));
  if (result === null) return notFoundJson(c);
  if (result === "not-member") return refusedJson(c, "not-member");
  return c.json({ code: result, message: MEMBER_GONE[result] });
}
