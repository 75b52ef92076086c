/**
 * /sinif: 'Sınıf koduyla gir' (docs/decisions/0067, 0090), the class sign-in's first
 * page. Every answer of the class sign-in pages is `private, no-store` (core/site-path.ts lists
 * /sinif): the names are the class's, not the public's.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { isJoinCode, readJoinCode } from "#core/classes/join-codes.ts";
import { classSignInPath } from "#core/classes/paths.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";

export const PRIVATE = { "Cache-Control": "private, no-store" };

/** What the 'Sınıf koduyla gir' form shows: the code in its field, and a refusal of the last post. */
export interface CodeFormData {
  kind: "code";
  code: string;
  error: string | null;
}
export const codeForm = (code: string, error: string | null = null, status = 200) =>
  data<CodeFormData>({ kind: "code", code, error }, { status, headers: PRIVATE });

/** `GET /sinif`: the 'Sınıf koduyla gir' form, empty. */
export const classCodePage = () => codeForm("");

/**
 * `POST /sinif` (from /sinif itself, /sinif/{kod}'s one-tap form, and later the home page and
 * /login): the one place a typed code is looked up for signing in. A wrong code spends the
 * address's budget (the form's post is CSRF-checked: another site cannot spend it); a right
 * one goes to the class's link, where the names are.
 */
export async function classCodeAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const raw = (await request.formData()).get("kod");
  const typed = typeof raw === "string" && raw.length <= 20 ? raw : "";
  const code = readJoinCode(typed);
  if (!isJoinCode(code)) return codeForm(typed.slice(0, 20), trPictureLogin.codeInvalid, 400);
  const found = await context.services.classSignIn.findClass(code, context.clientKey);
  if (found.ok) return redirect(classSignInPath(code, context.services.classLinks.token(found.class.id, code)), 303);
  return found.code === "too-many-requests"
    ? codeForm(code, trPictureLogin.tooManyFromAddress, 429)
    : codeForm(code, trPictureLogin.classNotFound, 404);
}
