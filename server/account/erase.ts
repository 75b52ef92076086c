import { eq, inArray, or, sql } from "drizzle-orm";
import { normaliseEmail } from "#core/schemas.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  deleteCounters,
  keysOfAccount,
  keysOfAddress,
  type Counters,
  type RateLimiter,
} from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { forgetClassPupilCounters } from "#server/classes/class-pupils.ts";
import { classes, messages, outbox, subscribers, userTokens, users, type UserRow } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { log } from "#server/log.ts";

/** The erasure as a service (routes reach it through context.services). */
export interface ErasureService {
  /** What erasing the address would touch, before anything goes. */
  preview(address: string): Promise<ErasurePreview>;
  erase(address: string): Promise<Erasure>;
}

/** Addresses typed into forms keep the case they were typed in; the account's is lower-cased. */
export const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** Accounts the erasure refuses (see Erasure). */
const isAdmin = (account: { role: string }) => account.role === "admin";

/** What an erasure would touch (the admin's confirmation step shows it before anything goes). */
export interface ErasurePreview {
  email: string;
  account: { id: number; role: string } | null;
  messages: number;
  subscribed: boolean;
  /** "admin": the address is an admin's account, which is not erased (the erasure would refuse it). */
  refused: "admin" | null;
}

export async function previewErasure(db: Db, address: string): Promise<ErasurePreview> {
  const email = normaliseEmail(address);
  const [account] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const [sent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(sameAddress(messages.email, email));
  const [subscriber] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(sameAddress(subscribers.email, email))
    .limit(1);
  return {
    email,
    account: account ?? null,
    messages: Number(sent.n),
    subscribed: Boolean(subscriber),
    refused: account && isAdmin(account) ? "admin" : null,
  };
}

/** A query runner inside a transaction. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The counters an erasure forgets: deleted from the table in its transaction, and from the limiter (Redis) once it commits. */
type Forgotten = Counters[];
type Goodbye = { subject: string; text: string };
/**
 * An admin's account is never erased, neither by its owner nor from the users page: it
 * runs the site, and erasing one admin from another's session (a stolen one, say) or the
 * last admin would leave the site to whoever holds the other, or to nobody.
 */
export type Erasure = { accountId: number | null } | "admin";

/**
 * Whether the account proved that its address is its own: a mailed link was used (sign-up's
 * verification, a reset, an address change) or Google vouched for it. Until then anyone
 * may have signed up with a stranger's address, so what is kept under the address (the
 * stranger's messages, newsletter sign-up, mails) is not the account's to get or erase.
 */
export const addressIsProven = <U extends Pick<UserRow, "email" | "emailVerifiedAt" | "googleSubject">>(
  user: U,
): user is U & { email: string } =>
  user.email !== null && (user.emailVerifiedAt !== null || user.googleSubject !== null);

/**
 * What is kept under an address, whoever made it: the mails to or about it, the messages
 * it sent made anonymous (the text stays for the admin, who they were goes; the privacy
 * notice says so), its newsletter sign-up, rate-limit counters keyed by exactly it, and
 * links that would move another account to it.
 */
async function eraseAddressRows(tx: Tx, email: string, forgotten: Forgotten): Promise<void> {
  const sent = await tx.select({ id: messages.id }).from(messages).where(sameAddress(messages.email, email));
  const sentIds = sent.map((m) => m.id);
  // Mails to the address, mails replying to it, and the owner's copies of its messages.
  await tx
    .delete(outbox)
    .where(
      or(
        sameAddress(outbox.toAddress, email),
        sameAddress(outbox.replyTo, email),
        ...(sentIds.length ? [inArray(outbox.messageId, sentIds)] : []),
      ),
    );
  if (sentIds.length) await tx.update(messages).set({ name: "", email: "" }).where(inArray(messages.id, sentIds));
  await tx.delete(subscribers).where(sameAddress(subscribers.email, email));
  // Exactly this address's counters: a key that merely contains it (adm@x.com's, erasing m@x.co) stays.
  forgotten.push(keysOfAddress(email));
  await deleteCounters(tx, keysOfAddress(email));
  await tx.delete(userTokens).where(sameAddress(userTokens.newEmail, email));
}

/**
 * The account and all that hangs on its id (sessions, links, two-step, marks, results,
 * boxes: ON DELETE CASCADE; an import it started: SET NULL), every counter keyed by its id
 * (keysOfAccount: 'Hesabım', marks, cards, quiz answers, two-step), and, for the owner's
 * own deletion, one goodbye mail queued to be forgotten as soon as it is sent (the privacy
 * notice says so).
 */
async function eraseAccountRow(
  tx: Tx,
  user: Pick<UserRow, "id" | "email">,
  forgotten: Forgotten,
  goodbye?: Goodbye,
): Promise<number> {
  // A teacher's classes go with the account, and their class pupils' accounts with them: their counters too.
  const own = await tx.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, user.id));
  forgotten.push(
    ...(await forgetClassPupilCounters(
      tx,
      own.map((c) => c.id),
    )),
  );
  await tx.delete(users).where(eq(users.id, user.id));
  forgotten.push(keysOfAccount(user.id));
  await deleteCounters(tx, keysOfAccount(user.id));
  // A class pupil has no address to say goodbye to.
  if (goodbye && user.email !== null) await enqueueMail(tx, { to: user.email, ...goodbye, forgetAfterSend: true });
  return user.id;
}

/**
 * A parent's request on the admin's users page (KVKK m.7): everything kept about the
 * address, its account included, whether or not the account ever proved the address (the
 * admin checked the parent offline). One transaction: all of it or nothing. The parent
 * gets the answer from the admin, not from a mail here.
 */
export async function eraseAddress(db: Db, limiter: RateLimiter, address: string): Promise<Erasure> {
  const email = normaliseEmail(address);
  const forgotten: Forgotten = [];
  const result = await db.transaction(async (tx): Promise<Erasure> => {
    const [account] = await tx.select().from(users).where(eq(users.email, email)).for("update").limit(1);
    if (account && isAdmin(account)) return "admin";
    await eraseAddressRows(tx, email, forgotten);
    return { accountId: account ? await eraseAccountRow(tx, account, forgotten) : null };
  });
  await forget(limiter, forgotten);
  log.info("address erased", { result });
  return result;
}

/**
 * The owner's own deletion ('Hesabım', or its mailed link): the account and all that hangs
 * on its id, and what is kept under its address only if the account proved the address
 * (addressIsProven). Otherwise the account may be someone's sign-up with a stranger's
 * address, and deleting it must not erase (or, in the export, show) the stranger's data.
 */
export async function eraseAccount(db: Db, limiter: RateLimiter, userId: number, goodbye: Goodbye): Promise<Erasure> {
  const forgotten: Forgotten = [];
  const result = await db.transaction(async (tx): Promise<Erasure> => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!account) return { accountId: null };
    if (isAdmin(account)) return "admin";
    if (addressIsProven(account)) await eraseAddressRows(tx, account.email, forgotten);
    return { accountId: await eraseAccountRow(tx, account, forgotten, goodbye) };
  });
  await forget(limiter, forgotten);
  log.info("account erased", { result });
  return result;
}

/**
 * 'Bu hesabı ben açmadım' (the verification link's page, docs/decisions/0059): the owner of
 * the address says someone else signed up with it. The account and all that hangs on its id
 * go, its sessions with it; nothing kept under the address (that is the presser's own) and
 * no mail. Only an account that never proved its address and is not an admin's: checked
 * under the row's lock, so an owner's proof a moment earlier wins ("kept").
 */
export async function eraseUnprovenAccount(db: Db, limiter: RateLimiter, userId: number): Promise<"erased" | "kept"> {
  const forgotten: Forgotten = [];
  const result = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!account || isAdmin(account) || addressIsProven(account)) return "kept" as const;
    await eraseAccountRow(tx, account, forgotten);
    return "erased" as const;
  });
  await forget(limiter, forgotten);
  log.info("unproven account erased by its address's owner", { userId, result });
  return result;
}

/**
 * The erased counters, forgotten by the limiter too once the transaction committed: with
 * REDIS_URL they live in Redis, not in the table (for the database's limiter this deletes
 * nothing more). A Redis hiccup is logged, not thrown: the account is gone either way, and
 * its counters expire on their own (within a day).
 */
async function forget(limiter: RateLimiter, forgotten: Forgotten): Promise<void> {
  for (const counters of forgotten)
    await limiter.forget(counters).catch((error: unknown) => log.warn("erased counters not forgotten", { error }));
}

export function createErasureService(db: Db, limiter: RateLimiter): ErasureService {
  return {
    preview: (address: string) => previewErasure(db, address),
    erase: (address: string) => eraseAddress(db, limiter, address),
  };
}
