import { trMyAccount } from "../../../core/messages/my-account";
import { tokenOf } from "../../../core/token-shape";
import { MailedLinkPage } from "../../components/mailed-link-page";
import { titled } from "../../lib/meta";
import { EMAIL_CHANGE_PATH } from "../../lib/account-paths";
import { confirmEmailChange } from "../../lib/my-account.server";
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
