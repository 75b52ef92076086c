import { trMyAccount } from "#core/messages/my-account.ts";
import { tokenOf } from "#core/token-shape.ts";
import { MailedLinkPage } from "#app/components/mailed-link-page.tsx";
import { titled } from "#app/lib/meta.ts";
import { EMAIL_CHANGE_PATH } from "#app/lib/account-paths.ts";
import { confirmEmailChange } from "#app/lib/my-account.server.ts";
import type { Route } from "./+types/email-change";

export const meta: Route.MetaFunction = () => titled(trMyAccount.emailConfirmTitle);

/** The new address's link: shows the button, changes nothing (mail scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const valid = token !== "" && (await context.services.auth.isTokenValid(token, "email"));
  return { token: valid ? token : "", valid };
}

/** The button: the account moves to the proven address. */
export const action = ({ request, context }: Route.ActionArgs) => confirmEmailChange(request, context);

export default function EmailChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage
      title={trMyAccount.emailConfirmTitle}
      intro={trMyAccount.emailConfirmIntro}
      button={trMyAccount.emailConfirmButton}
      action={EMAIL_CHANGE_PATH}
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={trMyAccount.emailLinkInvalid}
      outcome={actionData && { done: false, message: actionData.message }}
    />
  );
}
