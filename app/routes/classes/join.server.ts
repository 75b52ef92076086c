/** /katil: a signed-in pupil joins a class by its code, the JSON join's rules and refusals (core/classes/answers.ts). */
import type { AppLoadContext } from "react-router";
import { CLASS_REFUSED } from "#core/classes/answers.ts";
import { readJoin } from "#core/classes/forms.ts";
import { codeToShow } from "#core/classes/join-codes.ts";
import { CLASS_LINK_PARAM, readLinkToken } from "#core/classes/paths.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { getUser, requireUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { answer, fields } from "./class-pages.server";

/**
 * The join page: open to everyone (a pupil may scan the QR code before signing in); `?kod=` fills
 * the code in, `?k=` (the class page's QR code) rides along to the post. Nothing is looked up here.
 */
export async function joinPage(request: Request, context: AppLoadContext) {
  const user = await getUser(request, context);
  const params = new URL(request.url).searchParams;
  const raw = params.get("kod") ?? "";
  // Only a code's shape is put back into the page, and a link's.
  const code = codeToShow(raw);
  return { signedIn: user !== null, code, link: readLinkToken(params.get(CLASS_LINK_PARAM)) ?? "" };
}

/** A refusal under the code's field answers 400 as every field's; one above the form keeps the JSON door's status (403, 429). */
export async function joinAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = fields(await request.formData());
  const read = readJoin(form);
  if (!read.ok) return answer("join", read.errors, null, 400);
  const result = await context.services.classes.join(user.id, read.input, context.clientKey, form[CLASS_LINK_PARAM]);
  if (result.ok) return redirectWithToast(context, "/hesabim", trClassJoin.joined(result.name));
  // Already in the class: what the pupil wanted is done, and the toast says so.
  if (result.code === "already-member")
    return redirectWithToast(context, "/hesabim", CLASS_REFUSED["already-member"].message);
  const { field, message, status } = CLASS_REFUSED[result.code];
  return answer("join", field ? { [field]: message } : {}, field ? null : message, field ? 400 : status);
}
