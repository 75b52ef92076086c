import { redirect } from "react-router";
import { tr } from "../../core/messages";
import { setToast } from "../lib/toast.server";
import type { Route } from "./+types/verify-email";

/** The link of the verification mail: proves the address (and makes ADMIN_EMAIL admin). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const user = token ? await context.services.auth.verifyEmail(token) : null;
  const toast = user ? await setToast("success", tr.account.verified) : await setToast("error", tr.account.invalidVerifyLink);
  return redirect("/", { headers: { "Set-Cookie": toast } });
}
