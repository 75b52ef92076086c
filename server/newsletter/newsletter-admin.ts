import { count, desc, isNotNull, sql } from "drizzle-orm";
import { NEWSLETTER_PAGE_SIZE } from "#core/newsletter.ts";
import type { Db } from "#server/db/client.ts";
import { subscribers } from "#server/db/schema.ts";

/** The admin's side of the newsletter: who confirmed, page by page and as one list for the CSV export. */

export interface Subscriber {
  email: string;
  createdAt: Date;
  confirmedAt: Date;
}

export interface NewsletterAdmin {
  /** The admin's list: confirmed subscribers only, newest first; pending ones only counted. */
  confirmedPage(page: number, pageSize?: number): Promise<{ items: Subscriber[]; total: number; pending: number }>;
  /** Every confirmed subscriber, oldest consent first (the CSV export). */
  allConfirmed(): Promise<Subscriber[]>;
}

export function createNewsletterAdmin(db: Db): NewsletterAdmin {
  return {
    async confirmedPage(page, pageSize = NEWSLETTER_PAGE_SIZE) {
      const [items, [counts]] = await Promise.all([
        db
          .select({ email: subscribers.email, createdAt: subscribers.createdAt, confirmedAt: subscribers.confirmedAt })
          .from(subscribers)
          .where(isNotNull(subscribers.confirmedAt))
          .orderBy(desc(subscribers.confirmedAt), desc(subscribers.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({
            total: count(subscribers.confirmedAt),
            pending: sql<number>`count(*) filter (where ${subscribers.confirmedAt} is null)`.mapWith(Number),
          })
          .from(subscribers),
      ]);
      return { items: items as Subscriber[], total: counts.total, pending: counts.pending };
    },

    async allConfirmed() {
      const rows = await db
        .select({ email: subscribers.email, createdAt: subscribers.createdAt, confirmedAt: subscribers.confirmedAt })
        .from(subscribers)
        .where(isNotNull(subscribers.confirmedAt))
        .orderBy(subscribers.confirmedAt, subscribers.id);
      return rows as Subscriber[];
    },
  };
}
