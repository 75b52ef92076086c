import { tr } from "#core/messages.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import type { Db } from "#server/db/client.ts";
import { subscriberTokens } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";

type Executor = Pick<Db, "insert">;

export interface NewsletterRecipient {
  id: number;
  email: string;
}

/**
 * The one way a newsletter mail (the confirmation included) is queued: each mail
 * gets its own unsubscribe token, stored hashed, and carries it twice — in the text,
 * for people, and as RFC 8058 one-click headers, for mail providers, which POST
 * `List-Unsubscribe=One-Click` to the URL. Call it inside the caller's transaction.
 */
export async function enqueueNewsletterMail(
  tx: Executor,
  recipient: NewsletterRecipient,
  mail: { subject: string; text: string },
  unsubscribeUrl: (token: string) => string,
): Promise<number> {
  const token = newToken();
  await tx.insert(subscriberTokens).values({ tokenHash: hashToken(token), subscriberId: recipient.id });
  const url = unsubscribeUrl(token);
  // The URL goes into a header between angle brackets: nothing in it may end the header or the bracket.
  if (url.length > 2000 || /[\s<>]/.test(url)) throw new Error("unsubscribe URL is not a plain URL");
  return enqueueMail(tx, {
    to: recipient.email,
    subject: mail.subject,
    text: `${mail.text.trimEnd()}\n\n--\n${tr.newsletter.unsubscribeFooter}\n${url}\n`,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
