import { unsubscribePath } from "#core/newsletter.ts";
import { trNewsletter } from "#core/messages/newsletter.ts";
import { MailedLinkPage } from "#app/components/mailed-link-page.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = () => titled(trNewsletter.unsubscribeTitle);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The link in every newsletter mail: shows the button, removes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const valid = await context.services.newsletter.isUnsubscribeTokenValid(token);
  return { token: valid ? token : "", valid };
}

/**
 * The button, and RFC 8058's one-click POST from a mail provider to the very same
 * URL (body `List-Unsubscribe=One-Click`, no cookie, any origin: server/http/csrf.ts
 * lets exactly this address through). The token in the URL is the only authority,
 * so the body is not read. Always 200: an unknown token means nothing is subscribed
 * through this link, which is what the caller wanted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return { done: await context.services.newsletter.unsubscribe(tokenOf(request)) };
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage
      title={trNewsletter.unsubscribeTitle}
      intro={trNewsletter.unsubscribeIntro}
      button={trNewsletter.unsubscribeButton}
      action={unsubscribePath(loaderData.token)}
      valid={loaderData.valid}
      invalidMessage={trNewsletter.invalidUnsubscribeLink}
      outcome={
        actionData && {
          done: actionData.done,
          message: actionData.done ? trNewsletter.unsubscribed : trNewsletter.invalidUnsubscribeLink,
        }
      }
    />
  );
}
