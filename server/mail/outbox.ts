import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { outbox, type OutboxRow } from "#server/db/schema.ts";
import { startBackgroundWorker } from "#server/background-worker.ts";
import { log } from "#server/log.ts";
import { redactTokens } from "#server/redact.ts";
import type { MailTransport } from "./transport";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  messageId?: number;
  headers?: Record<string, string>;
  /** Delete the row once sent or given up (the confirmation to an erased address: nothing of it stays). */
  forgetAfterSend?: boolean;
}

type Executor = Pick<Db, "insert">;

/** Queues a mail inside the caller's transaction: it is sent only if the rest is stored too. */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      messageId: mail.messageId ?? null,
      headers: mail.headers ?? null,
      forgetAfterSend: mail.forgetAfterSend ?? false,
    })
    .returning({ id: outbox.id });
  notifyOutbox();
  return row.id;
}

const listeners = new Set<() => void>();
/** Wakes the worker(s) of this process so a new mail leaves at once, not at the next tick. */
export function notifyOutbox() {
  for (const listener of listeners) listener();
}

/** Seconds before try n+1: 1, 2, 4 … capped at 60 (never more than a minute between tries). */
export function backoffSeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

/**
 * What stays of a mail that will not be sent again (sent, or given up): its links'
 * tokens redacted from the text, and no headers (they may hold an unsubscribe
 * token). A reset link read from a database dump or a backup opens nothing
 * (docs/decisions/0021).
 */
function spent(mail: Pick<OutboxRow, "textBody">) {
  return { textBody: redactTokens(mail.textBody), headers: null };
}

/** A lease: a claimed mail is not claimed again for this long, even if its sender dies. */
const LEASE_SECONDS = 120;
/** After this many failed tries (about a day at one a minute) a mail is given up. */
export const MAX_ATTEMPTS = 1500;

export interface OutboxWorker {
  /** Sends what is due; resolves with how many were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Takes up to `batch` due mails under a lease, skipping those another instance holds. */
async function claim(db: Db, batch: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.id)
    .limit(batch)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Sends one mail: true when sent (then marked sent, or deleted when it is to be forgotten). */
async function deliver(db: Db, transport: MailTransport, mail: OutboxRow): Promise<boolean> {
  try {
    await transport.send({
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      replyTo: mail.replyTo ?? undefined,
      headers: mail.headers ?? undefined,
    });
    if (mail.forgetAfterSend) await db.delete(outbox).where(eq(outbox.id, mail.id));
    else
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null, ...spent(mail) })
        .where(eq(outbox.id, mail.id));
    return true;
  } catch (error) {
    return await failed(db, transport, mail, error);
  }
}

/**
 * A failed try recorded: retried later with a longer wait, or given up when the transport says
 * it will never go or after MAX_ATTEMPTS (a mail to be forgotten is then deleted). Always false.
 */
async function failed(db: Db, transport: MailTransport, mail: OutboxRow, error: unknown): Promise<false> {
  const attempts = mail.attempts + 1;
  const permanent = transport.isPermanent(error) || attempts >= MAX_ATTEMPTS;
  const reason = error instanceof Error ? error.message : String(error);
  if (permanent && mail.forgetAfterSend) {
    await db.delete(outbox).where(eq(outbox.id, mail.id));
    log.warn("mail given up and forgotten", { outboxId: mail.id, attempts, reason });
    return false;
  }
  await db
    .update(outbox)
    .set({
      status: permanent ? "failed" : "pending",
      ...(permanent ? spent(mail) : {}),
      attempts,
      lastError: reason.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
    })
    .where(eq(outbox.id, mail.id));
  log.warn(permanent ? "mail given up" : "mail will be retried", { outboxId: mail.id, attempts, reason });
  return false;
}

/**
 * Delivers pending mails. Claims use FOR UPDATE SKIP LOCKED, so several
 * instances can run workers and each mail goes to exactly one of them.
 */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  { intervalMs = 1000, batch = 10 } = {},
): OutboxWorker {
  let stopped = false;

  async function tick(): Promise<number> {
    let sent = 0;
    for (;;) {
      const mails = await claim(db, batch);
      for (const mail of mails) if (await deliver(db, transport, mail)) sent++;
      if (mails.length < batch || stopped) return sent;
    }
  }

  const worker = startBackgroundWorker("outbox", tick, { intervalMs });
  listeners.add(worker.wake);
  return {
    runOnce: worker.runOnce,
    async stop() {
      stopped = true;
      listeners.delete(worker.wake);
      await worker.stop();
    },
  };
}
