import { data } from "react-router";
import { trMyAccount } from "#core/messages/my-account.ts";
import { tokenOf } from "#core/token-shape.ts";
import { MailedLinkPage } from "#app/components/mailed-link-page.tsx";
import { titled } from "#app/lib/meta.ts";
import { ACCOUNT_DELETE_PATH } from "#app/lib/account-paths.ts";
import { afterDeletion } from "#app/lib/my-account.server.ts";
import type { Route } from "./+types/account-delete";

export const meta: Route.MetaFunction = () => titled(trMyAccount.deleteConfirmTitle);

/** The deletion link of an account without a password: shows the button, deletes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const valid = token !== "" && (await context.services.account.isDeletionLinkValid(token));
  return { token: valid ? token : "", valid };
}

/** The button: the account and everything tied to it go (server/account/erase.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf((await request.formData()).get("token"));
  if (token && (await context.services.account.deleteWithLink(token))) return afterDeletion(context);
  return data({ message: trMyAccount.deleteLinkInvalid }, { status: 400 });
}

export default function AccountDelete({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MailedLinkPage
      title={trMyAccount.deleteConfirmTitle}
      intro={trMyAccount.deleteConfirmIntro}
      button={trMyAccount.deleteButton}
      action={ACCOUNT_DELETE_PATH}
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={trMyAccount.deleteLinkInvalid}
      outcome={actionData && { done: false, message: actionData.message }}
    />
  );
}
