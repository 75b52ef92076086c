import { data } from "react-router";
import { NEWSLETTER_PATHS } from "#core/newsletter.ts";
import { trNewsletter } from "#core/messages/newsletter.ts";
import { MailedLinkPage } from "#app/components/mailed-link-page.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = () => titled(trNewsletter.confirmTitle);

/** The confirmation mail's link: shows the button, confirms nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = await context.services.newsletter.isConfirmTokenValid(token);
  return { token: valid ? token : "", valid };
}

/** The button: the owner's consent, recorded with its time (KVKK). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = (await request.formData()).get("token");
  const done = await context.services.newsletter.confirm(typeof token === "string" ? token : "");
  return data({ done }, { status: done ? 200 : 400 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage
      title={trNewsletter.confirmTitle}
      intro={trNewsletter.confirmIntro}
      button={trNewsletter.confirmButton}
      // An explicit action: the token goes in the body, not again in the URL.
      action={NEWSLETTER_PATHS.confirm}
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={trNewsletter.invalidConfirmLink}
      outcome={
        actionData &&
        (actionData.done
          ? { done: true, heading: trNewsletter.subscribed, message: trNewsletter.confirmed }
          : { done: false, message: trNewsletter.invalidConfirmLink })
      }
    />
  );
}
