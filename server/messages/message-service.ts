import { count, desc, eq, sql } from "drizzle-orm";
import { contentPath } from "#core/content.ts";
import { tr } from "#core/messages.ts";
import type { ContactInput } from "#core/schemas.ts";
import { RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { contents, messages, outbox } from "#server/db/schema.ts";
import { log } from "#server/log.ts";
import { enqueueMail } from "#server/mail/outbox.ts";

export type SubmitResult = { ok: true; id: number } | { ok: false; code: "too-many-requests" };

export interface InboxMessage {
  id: number;
  kind: "contact" | "feedback";
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  read: boolean;
  content: { id: number; title: string; url: string } | null;
  mailStatus: string | null;
}

export interface MessageService {
  /** A visitor's message (about an entry, when `about` names one): stored, and the owner's mail queued with it. */
  submit(input: ContactInput, clientKey: string, about?: { contentId: number }): Promise<SubmitResult>;
  /** The admin's inbox, a page at a time, newest first. */
  inbox(page: number, pageSize?: number): Promise<{ items: InboxMessage[]; total: number; unread: number }>;
  setRead(id: number, read: boolean): Promise<void>;
}

/**
 * Messages are stored first; the owner's e-mail is queued in the same
 * transaction, so a message exists even while mail is down, and a mail never
 * goes out for a message that was not stored.
 */
export function createMessageService(
  db: Db,
  limiter: RateLimiter,
  options: { ownerEmail?: string; siteUrl?: string } = {},
): MessageService {
  return {
    async submit(input: ContactInput, clientKey: string, about?: { contentId: number }): Promise<SubmitResult> {
      if (!(await limiter.hit(`contact:${clientKey}`, RATE_LIMITS.contactPerAddress)))
        return { ok: false, code: "too-many-requests" };
      let entry: { id: number; sinif: number; konuIng: string; konuTr: string } | undefined;
      if (about) {
        [entry] = await db
          .select({ id: contents.id, sinif: contents.sinif, konuIng: contents.konuIng, konuTr: contents.konuTr })
          .from(contents)
          .where(eq(contents.id, about.contentId))
          .limit(1);
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            kind: entry ? "feedback" : "contact",
            name: input.name,
            email: input.email,
            message: input.message,
            contentId: entry?.id ?? null,
          })
          .returning({ id: messages.id });
        if (options.ownerEmail) {
          const aboutLine = entry
            ? `İçerik: ${entry.konuTr} / ${entry.konuIng}\n${options.siteUrl ?? ""}${contentPath(entry)}\n\n`
            : "";
          await enqueueMail(tx, {
            to: options.ownerEmail,
            replyTo: input.email,
            subject: entry ? tr.contact.feedbackSubject : tr.contact.mailSubject,
            text: `${aboutLine}Gönderen: ${input.name} <${input.email}>\n\n${input.message}\n`,
            messageId: row.id,
          });
        }
        return row.id;
      });
      if (!options.ownerEmail)
        log.warn("message stored; OWNER_EMAIL is not set, so no mail is sent", { messageId: id });
      return { ok: true, id };
    },

    inbox: (page, pageSize) => inbox(db, page, pageSize),

    async setRead(id: number, read: boolean): Promise<void> {
      await db
        .update(messages)
        .set({ readAt: read ? sql`now()` : null })
        .where(eq(messages.id, id));
    },
  };
}

/** MessageService.inbox. */
async function inbox(
  db: Db,
  page: number,
  pageSize = 20,
): Promise<{ items: InboxMessage[]; total: number; unread: number }> {
  const rows = await db
    .select({
      id: messages.id,
      kind: messages.kind,
      name: messages.name,
      email: messages.email,
      message: messages.message,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      contentId: contents.id,
      sinif: contents.sinif,
      konuIng: contents.konuIng,
      konuTr: contents.konuTr,
      mailStatus: sql<
        string | null
      >`(select ${outbox.status} from ${outbox} where ${outbox.messageId} = ${messages.id} order by ${outbox.id} desc limit 1)`,
    })
    .from(messages)
    .leftJoin(contents, eq(contents.id, messages.contentId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total, unread }] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${messages.readAt} is null)`.mapWith(Number) })
    .from(messages);
  return {
    total,
    unread,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      message: r.message,
      createdAt: r.createdAt,
      read: r.readAt !== null,
      mailStatus: r.mailStatus,
      content: r.contentId
        ? {
            id: r.contentId,
            title: r.konuTr ?? "",
            url: contentPath({ id: r.contentId, sinif: r.sinif!, konuIng: r.konuIng!, konuTr: r.konuTr! }),
          }
        : null,
    })),
  };
}
