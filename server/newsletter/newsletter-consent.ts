import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { tr } from "#core/messages.ts";
import { normaliseEmail } from "#core/schemas.ts";
import { RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import type { Db } from "#server/db/client.ts";
import { subscriberTokens, subscribers } from "#server/db/schema.ts";
import { enqueueNewsletterMail } from "./newsletter-mail";

/**
 * The reader's side of the newsletter: signing up, the mailed link that proves consent, and
 * leaving with the link every mail carries. Each link's token is its only authority.
 */

/** At most one confirmation mail per address in this time, however often it is signed up. */
const CONFIRM_RESEND_HOURS = 24;
/** A confirmation link works this long (the mail says so). */
export const CONFIRM_LIFETIME_DAYS = 7;

/** Absolute links for the mails, built by the caller from the site's public address (never from the request). */
export interface NewsletterLinks {
  confirm(token: string): string;
  unsubscribe(token: string): string;
}

export type SubscribeOutcome = "ok" | "too-many-requests";

export interface NewsletterConsent {
  /**
   * Answers "ok" alike for a new, a pending and a confirmed address, so the form
   * tells nobody who is subscribed. A confirmation mail goes out only for an
   * unconfirmed address that got none in the last day (decided by the database
   * row itself, so concurrent sign-ups and other instances agree).
   */
  subscribe(rawEmail: string, clientKey: string, links: NewsletterLinks): Promise<SubscribeOutcome>;
  /** For the confirmation page: a dead link says so before the button is pressed. */
  isConfirmTokenValid(token: string): Promise<boolean>;
  /** The owner's consent: records when, and voids the link (single use). */
  confirm(token: string): Promise<boolean>;
  isUnsubscribeTokenValid(token: string): Promise<boolean>;
  /**
   * Removes the address the token was mailed to, at once and for good (its other
   * tokens go with it). The token is the only authority: no session, no form token.
   */
  unsubscribe(token: string): Promise<boolean>;
}

/**
 * A token from a link is looked at only when it has the shape newToken() makes
 * (43 base64url characters): length first, so a huge value costs nothing.
 */
function tokenShaped(token: string): boolean {
  return token.length === 43 && /^[\w-]+$/.test(token);
}

/** A pending address whose confirmation link, hashed, is `hash` and still within its lifetime. */
const confirmable = (hash: string) =>
  and(
    eq(subscribers.confirmTokenHash, hash),
    isNull(subscribers.confirmedAt),
    gt(subscribers.confirmSentAt, sql`now() - make_interval(days => ${CONFIRM_LIFETIME_DAYS})`),
  );

export function createNewsletterConsent(db: Db, limiter: RateLimiter): NewsletterConsent {
  return {
    subscribe: (rawEmail, clientKey, links) => subscribe(db, limiter, rawEmail, clientKey, links),

    async isConfirmTokenValid(token) {
      if (!tokenShaped(token)) return false;
      const [row] = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(confirmable(hashToken(token)))
        .limit(1);
      return row !== undefined;
    },

    async confirm(token) {
      if (!tokenShaped(token)) return false;
      const rows = await db
        .update(subscribers)
        .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
        .where(confirmable(hashToken(token)))
        .returning({ id: subscribers.id });
      return rows.length === 1;
    },

    async isUnsubscribeTokenValid(token) {
      if (!tokenShaped(token)) return false;
      const [row] = await db
        .select({ id: subscriberTokens.subscriberId })
        .from(subscriberTokens)
        .where(eq(subscriberTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row !== undefined;
    },

    async unsubscribe(token) {
      if (!tokenShaped(token)) return false;
      const owner = db
        .select({ id: subscriberTokens.subscriberId })
        .from(subscriberTokens)
        .where(eq(subscriberTokens.tokenHash, hashToken(token)));
      const rows = await db.delete(subscribers).where(inArray(subscribers.id, owner)).returning({ id: subscribers.id });
      return rows.length > 0;
    },
  };
}

async function subscribe(
  db: Db,
  limiter: RateLimiter,
  rawEmail: string,
  clientKey: string,
  links: NewsletterLinks,
): Promise<SubscribeOutcome> {
  if (!(await limiter.hit(`newsletter:${clientKey}`, RATE_LIMITS.newsletterPerAddress))) return "too-many-requests";
  const email = normaliseEmail(rawEmail);
  const token = newToken();
  const fresh = { confirmTokenHash: hashToken(token), confirmSentAt: sql`now()`, createdAt: sql`now()` };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscribers)
      .values({ email, ...fresh })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: fresh,
        setWhere: sql`${subscribers.confirmedAt} is null and (${subscribers.confirmSentAt} is null or ${subscribers.confirmSentAt} <= now() - make_interval(hours => ${CONFIRM_RESEND_HOURS}))`,
      })
      .returning({ id: subscribers.id });
    if (!row) return;
    await enqueueNewsletterMail(
      tx,
      { id: row.id, email },
      {
        subject: tr.newsletter.confirmMailSubject,
        text: `${tr.newsletter.confirmMailIntro}\n\n${links.confirm(token)}\n\n${tr.newsletter.confirmMailOutro}`,
      },
      links.unsubscribe,
    );
  });
  return "ok";
}
