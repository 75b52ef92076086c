import { redirect, replace } from "react-router";
import { isDataSaverChoice } from "#core/data-saver.ts";
import { trApi } from "#core/messages/api.ts";
import { trDataSaver } from "#core/messages/data-saver.ts";
import { sitePath } from "#core/site-path.ts";
import { dataSaverCookie } from "#app/lib/data-saver.server.ts";
import { setToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/data-saver";

/**
 * POST /veri-tasarrufu (durum=acik|kapali, redirectTo=/page): anyone may set it, no
 * session needed; CSRF is refused before this runs (server/http/csrf.ts). The answer
 * goes back to the page it came from, with a toast that says the new state. With
 * JavaScript a fetcher posts here and follows the redirect in place (no new history
 * entry, no scroll jump), which reloads the page's data in the new mode.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const choice = form?.get("durum");
  if (!isDataSaverChoice(choice))
    return new Response(trApi.badRequest, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = new Headers();
  headers.append("Set-Cookie", dataSaverCookie(choice, context.secureCookies));
  headers.append(
    "Set-Cookie",
    await setToast("success", choice === "acik" ? trDataSaver.turnedOn : trDataSaver.turnedOff, context.secureCookies),
  );
  // A path on this site only: `//evil.example` or a full URL falls back to the home page.
  return replace(sitePath(form?.get("redirectTo")) ?? "/", { status: 303, headers });
}

export const loader = () => redirect("/");
