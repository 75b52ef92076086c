/**
 * /sinif/{kod} (docs/decisions/0067, 0090): a class's names, open to whoever has the
 * class's link; without one, the code form (class-code.server.ts) with the code filled in.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { readAddressCode } from "#core/classes/join-codes.ts";
import { CLASS_LINK_PARAM, CLASS_SIGN_IN_PATH, pupilSignInPath } from "#core/classes/paths.ts";
import { codeForm, PRIVATE } from "./class-code.server";

/**
 * The code of the address (a code typed in lower case or with a dash is sent to its one form,
 * its class link kept) and the class its link opens: null without a valid link. Nothing is
 * looked up by the code, and nothing is spent: a GET of /sinif/{kod} from a pupil, a search
 * engine or an image on another site's page tells nobody anything (docs/decisions/0090).
 */
export async function linkedClass(request: Request, params: { kod?: string }, context: AppLoadContext, rest = "") {
  const raw = params.kod ?? "";
  const code = readAddressCode(raw);
  const search = new URL(request.url).search;
  if (code !== null && code !== raw) throw redirect(`${CLASS_SIGN_IN_PATH}/${code}${rest}${search}`, 301);
  const token = new URL(request.url).searchParams.get(CLASS_LINK_PARAM);
  const found = code === null ? null : await context.services.classLinks.open(token, code);
  return { code, token: found ? token! : null, class: found };
}

/**
 * `GET /sinif/{kod}`: with the class's link (the cards' QR code, or after the form's post) the
 * class's name and its pupils' names, each a link carrying the class link; without one, the
 * one-tap form with the code filled in (an old card's QR code: one tap more).
 */
export async function classSignInPage({
  request,
  params,
  context,
}: {
  request: Request;
  params: { kod?: string };
  context: AppLoadContext;
}) {
  const { code, token, class: found } = await linkedClass(request, params, context);
  if (!found) return codeForm(code ?? "");
  const pupils = await context.services.classSignIn.pupils(found.id);
  return data(
    {
      kind: "list" as const,
      className: found.name,
      pupils: pupils.map((p) => ({ name: p.name, to: pupilSignInPath(found.joinCode, p.id, token) })),
    },
    { headers: PRIVATE },
  );
}
