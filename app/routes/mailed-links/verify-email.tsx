import { Form, redirect, useNavigation } from "react-router";
import { trAccount } from "../../../core/messages/account";
import { tokenOf } from "../../../core/token-shape";
import { FormError, primaryButton } from "../../components/form-field";
import { titled } from "../../lib/meta";
import { setToast } from "../../lib/toast.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => titled(trAccount.verifyTitle);


/**
 * The link of the verification mail only shows a page: a GET changes nothing, since
 * mail scanners and link previews open links without the owner.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  return { token, valid: token !== "" && (await context.services.auth.isTokenValid(token, "verify")) };
}

/** The page's button: proves the address (and makes ADMIN_EMAIL admin, ending the account's earlier sessions). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf((await request.formData()).get("token"));
  const user = token ? await context.services.auth.verifyEmail(token) : null;
  const toast = !user
    ? await setToast("error", trAccount.invalidVerifyLink, context.secureCookies)
    : await setToast("success", user.promoted ? trAccount.verifiedAdmin : trAccount.verified, context.secureCookies);
  return redirect("/", { headers: { "Set-Cookie": toast } });
}

/** The form's explicit action keeps the token in the body, not again in the POSTed URL. */
export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{trAccount.verifyTitle}</h1>
      {loaderData.valid ? (
        <Form method="post" action="/dogrula" className="space-y-4">
          <p>{trAccount.verifyIntro}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" disabled={submitting} className={primaryButton}>
            {trAccount.verifyButton}
          </button>
        </Form>
      ) : (
        <FormError message={trAccount.invalidVerifyLink} />
      )}
    </div>
  );
}
