import type { RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { createNewsletterAdmin, type NewsletterAdmin } from "./newsletter-admin";
import { createNewsletterConsent, type NewsletterConsent } from "./newsletter-consent";

// Callers import these from here: the service's types live beside its parts, which import them too.
export { CONFIRM_LIFETIME_DAYS, type NewsletterLinks, type SubscribeOutcome } from "./newsletter-consent";
export type { Subscriber } from "./newsletter-admin";

/**
 * Newsletter sign-ups with proven consent (KVKK): an address is stored pending and
 * mailed a link; it counts only once its owner confirms, and every mail it gets
 * lets it leave with one click.
 */
export interface NewsletterService extends NewsletterConsent, NewsletterAdmin {}

export function createNewsletterService(db: Db, limiter: RateLimiter): NewsletterService {
  return { ...createNewsletterConsent(db, limiter), ...createNewsletterAdmin(db) };
}
