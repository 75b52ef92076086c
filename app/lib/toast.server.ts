import { redirect, type AppLoadContext } from "react-router";
import type { ToastKind } from "#core/toast.ts";
import { setToast } from "#server/http/toast-cookie.ts";

export { readToast, setToast } from "#server/http/toast-cookie.ts";

/**
 * The answer of every form that ends on another page: a redirect that carries its toast in
 * the flash cookie: the message survives the page that follows, and a reload does not send the form again.
 */
export async function redirectWithToast(
  context: AppLoadContext,
  to: string,
  message: string,
  kind: ToastKind = "success",
): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await setToast(kind, message, context.secureCookies) } });
}
