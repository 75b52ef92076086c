import { eq, inArray, or, sql } from "drizzle-orm";
import { normaliseEmail } from "../../core/schemas";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ACCOUNT_COUNTERS, accountLimitKey, keysOfAddress } from "../auth/rate-limit";
import type { Db } from "../db/client";
import { messages, outbox, rateLimits, subscribers, userTokens, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { log } from "../log";

/** Addresses typed into forms keep the case they were typed in; the account's is lower-cased. */
export const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** What an erasure would touch (the admin's confirmation step shows it before anything goes). */
export interface ErasurePreview {
  email: string;
  account: { id: number; role: string } | null;
  messages: number;
  subscribed: boolean;
}

export async function previewErasure(db: Db, address: string): Promise<ErasurePreview> {
  const email = normaliseEmail(address);
  const [account] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  const [sent] = await db.select({ n: sql<number>`count(*)::int` }).from(messages).where(sameAddress(messages.email, email));
  const [subscriber] = await db.select({ id: subscribers.id }).from(subscribers).where(sameAddress(subscribers.email, email)).limit(1);
  return { email, account: account ?? null, messages: Number(sent.n), subscribed: Boolean(subscriber) };
}

/**
 * Erases everything kept about an address (KVKK m.7; the account's own deletion and a
 * parent's request on the admin's users page both come here): the account and all that
 * hangs on it (sessions, links, two-step: ON DELETE CASCADE), the newsletter sign-up,
 * the messages it sent made anonymous (the text stays for the admin, who they were goes;
 * the privacy notice says so), the mails to or about it, and rate-limit counters keyed by
 * it, and links that would move another account to it. One transaction: all of it or
 * nothing. `confirm`: the owner's own deletion mails them one confirmation, queued to be
 * forgotten as soon as it is sent (the privacy notice says so); a parent's request
 * through the admin gets its answer from the admin.
 */
export async function eraseAddress(db: Db, address: string, { confirm }: { confirm?: { subject: string; text: string } } = {}): Promise<{ accountId: number | null }> {
  const email = normaliseEmail(address);
  const accountId = await db.transaction(async (tx) => {
    const sent = await tx.select({ id: messages.id }).from(messages).where(sameAddress(messages.email, email));
    const sentIds = sent.map((m) => m.id);
    // Mails to the address, mails replying to it, and the owner's copies of its messages.
    await tx
      .delete(outbox)
      .where(or(sameAddress(outbox.toAddress, email), sameAddress(outbox.replyTo, email), ...(sentIds.length ? [inArray(outbox.messageId, sentIds)] : [])));
    if (sentIds.length) await tx.update(messages).set({ name: "", email: "" }).where(inArray(messages.id, sentIds));
    await tx.delete(subscribers).where(sameAddress(subscribers.email, email));
    // Exactly this address's counters: a key that merely contains it (adm@x.com's, erasing m@x.co) stays.
    const { keys, prefixes } = keysOfAddress(email);
    await tx.delete(rateLimits).where(or(inArray(rateLimits.key, keys), ...prefixes.map((p) => sql`starts_with(${rateLimits.key}, ${p})`)));
    await tx.delete(userTokens).where(sameAddress(userTokens.newEmail, email));
    const [gone] = await tx.delete(users).where(eq(users.email, email)).returning({ id: users.id });
    if (gone) await tx.delete(rateLimits).where(inArray(rateLimits.key, ACCOUNT_COUNTERS.map((what) => accountLimitKey(what, gone.id))));
    if (confirm) await enqueueMail(tx, { to: email, ...confirm, forgetAfterSend: true });
    return gone?.id ?? null;
  });
  log.info("address erased", { accountId });
  return { accountId };
}

/** The erasure as a service (routes reach it through context.services). */
export function createErasureService(db: Db) {
  return { preview: (address: string) => previewErasure(db, address), erase: (address: string) => eraseAddress(db, address) };
}

export type ErasureService = ReturnType<typeof createErasureService>;
