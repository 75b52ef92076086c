import { data, redirect, type AppLoadContext } from "react-router";
import { CLASS_LINK_PARAM, CLASS_SIGN_IN_PATH, classSignInPath, isJoinCode, pupilSignInPath, readAddressCode, readJoinCode } from "#core/classes.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { parseEntryId } from "#core/content.ts";
import { readPictureTap, type PictureKey } from "#core/picture-password.ts";
import { pictureCheckMessage } from "#server/auth/picture-password.ts";
import { notFound } from "./load.server";
import { startSession } from "./session.server";

/**
 * /sinif, /sinif/{kod} and /sinif/{kod}/{ogrenci} (issue 34 C, docs/decisions/0067, 0090): a
 * class's picture sign-in, open to whoever has the class's link, or its code through the form's
 * post. Every answer is `private, no-store` (core/site-path.ts lists /sinif): the names are the
 * class's, not the public's.
 */

const PRIVATE = { "Cache-Control": "private, no-store" };

/** What the 'Sınıf koduyla gir' form shows: the code in its field, and a refusal of the last post. */
export interface CodeFormData {
  kind: "code";
  code: string;
  error: string | null;
}
const codeForm = (code: string, error: string | null = null, status = 200) => data<CodeFormData>({ kind: "code", code, error }, { status, headers: PRIVATE });

/**
 * The code of the address (a code typed in lower case or with a dash is sent to its one form,
 * its class link kept) and the class its link opens: null without a valid link. Nothing is
 * looked up by the code, and nothing is spent: a GET of /sinif/{kod} from a pupil, a search
 * engine or an image on another site's page tells nobody anything (docs/decisions/0090).
 */
async function linkedClass(request: Request, params: { kod?: string }, context: AppLoadContext, rest = "") {
  const raw = params.kod ?? "";
  const code = readAddressCode(raw);
  const search = new URL(request.url).search;
  if (code !== null && code !== raw) throw redirect(`${CLASS_SIGN_IN_PATH}/${code}${rest}${search}`, 301);
  const token = new URL(request.url).searchParams.get(CLASS_LINK_PARAM);
  const found = code === null ? null : await context.services.classLinks.open(token, code);
  return { code, token: found ? token! : null, class: found };
}

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
  return found.code === "too-many-requests" ? codeForm(code, trPictureLogin.tooManyFromAddress, 429) : codeForm(code, trPictureLogin.classNotFound, 404);
}

/**
 * `GET /sinif/{kod}`: with the class's link (the cards' QR code, or after the form's post) the
 * class's name and its pupils' names, each a link carrying the class link; without one, the
 * one-tap form with the code filled in (an old card's QR code: one tap more).
 */
export async function classSignInPage({ request, params, context }: { request: Request; params: { kod?: string }; context: AppLoadContext }) {
  const { code, token, class: found } = await linkedClass(request, params, context);
  if (!found) return codeForm(code ?? "");
  const pupils = await context.services.classSignIn.pupils(found.id);
  return data({ kind: "list" as const, className: found.name, pupils: pupils.map((p) => ({ name: p.name, to: pupilSignInPath(found.joinCode, p.id, token) })) }, { headers: PRIVATE });
}

/** One pupil of the linked class; without a valid link, back to /sinif/{kod} (its form), nothing looked up. */
async function pupilOf(request: Request, params: { kod?: string; ogrenci?: string }, context: AppLoadContext) {
  const pupilId = parseEntryId(params.ogrenci);
  const { code, token, class: found } = await linkedClass(request, params, context, pupilId === null ? "" : `/${pupilId}`);
  if (!found) throw redirect(code === null ? CLASS_SIGN_IN_PATH : classSignInPath(code), 303);
  const pupil = pupilId === null ? null : await context.services.classSignIn.pupil(found.id, pupilId);
  if (!pupil) notFound(trPictureLogin.pupilNotFound, PRIVATE);
  return { classId: found.id, className: found.name, pupil, back: classSignInPath(found.joinCode, token) };
}

/** One pupil's page: 'Merhaba, Ayşe! Resimlerine dokun.' and the pictures. */
export async function pupilSignInPage({ request, params, context }: { request: Request; params: { kod?: string; ogrenci?: string }; context: AppLoadContext }) {
  const { className, pupil, back } = await pupilOf(request, params, context);
  return data({ className, name: pupil.name, back }, { headers: PRIVATE });
}

export interface TapAnswer {
  taps: PictureKey[];
  message: string | null;
  waiting: boolean;
}

const answer = (body: TapAnswer, status = 200) => data(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * Each post of the picture form: fewer than three taps come back as the form with them
 * (no JavaScript); the third is checked. A right secret starts a session exactly as /login
 * does (a fresh id replacing this browser's, HttpOnly, SameSite) and goes home with
 * 'Hoş geldin, Ayşe!', and sets the device cookie that names the pupil and the browser
 * (server/auth/device-cookie.ts); a wrong one answers the picture helper's Turkish message, no cookie.
 */
export async function pupilSignInAction({ request, params, context }: { request: Request; params: { kod?: string; ogrenci?: string }; context: AppLoadContext }) {
  const { classId, pupil } = await pupilOf(request, params, context);
  const tap = readPictureTap(await request.formData());
  if (tap.kind === "reset") return answer({ taps: [], message: null, waiting: false });
  if (tap.kind === "more") return answer({ taps: tap.taps, message: null, waiting: false });
  const { classSignIn } = context.services;
  const result = await classSignIn.signIn(classId, pupil.id, tap.secret, context.clientKey, classSignIn.readDevice(request));
  if (result.ok) {
    // The browser is the pupil's from now on: her next check here has its own budget (docs/decisions/0092).
    const signedIn = await startSession(request, context, result.user, trPictureLogin.welcome(pupil.name));
    signedIn.headers.append("Set-Cookie", classSignIn.deviceCookie(result.device, context.secureCookies));
    return signedIn;
  }
  if (result.code === "unknown-pupil") notFound(trPictureLogin.pupilNotFound, PRIVATE);
  const status = result.code === "wrong-pictures" ? 400 : 429;
  return answer({ taps: [], message: pictureCheckMessage(result), waiting: result.code === "must-wait" || result.code === "class-waits" }, status);
}
