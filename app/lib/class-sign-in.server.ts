import { data, redirect, type AppLoadContext } from "react-router";
import { classSignInPath, pupilSignInPath, readAddressCode } from "#core/classes.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { parseEntryId } from "#core/content.ts";
import { readPictureTap, type PictureKey } from "#core/picture-password.ts";
import { pictureCheckMessage } from "#server/auth/picture-password.ts";
import { startSession } from "./session.server";

/**
 * /sinif/{kod} and /sinif/{kod}/{ogrenci} (issue 34 C, docs/decisions/0067): a class's
 * picture sign-in, open to whoever has the class's code. Every answer is `private,
 * no-store` (core/site-path.ts lists /sinif): the names are the class's, not the public's.
 */

const notFound = (message: string) => data({ message }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
const tooMany = () => data({ message: trPictureLogin.tooManyFromAddress }, { status: 429, headers: { "Cache-Control": "private, no-store" } });

/**
 * The class of the address's code: a code typed in lower case (or with a dash) is sent to
 * its one form; an unknown or replaced code is a 404 in Turkish, counted against the address.
 */
async function classOf(params: { kod?: string }, context: AppLoadContext, rest = "") {
  const raw = params.kod ?? "";
  const code = readAddressCode(raw);
  if (code !== null && code !== raw) throw redirect(`${classSignInPath(code)}${rest}`, 301);
  const found = await context.services.classSignIn.findClass(code, context.clientKey);
  if (!found.ok) throw found.code === "too-many-requests" ? tooMany() : notFound(trPictureLogin.classNotFound);
  return { code: code!, class: found.class };
}

/** The name list: the class's name and its pupils' names, each a link to that pupil's pictures. */
export async function classSignInPage({ params, context }: { params: { kod?: string }; context: AppLoadContext }) {
  const { code, class: found } = await classOf(params, context);
  const pupils = await context.services.classSignIn.pupils(found.id);
  return data({ className: found.name, pupils: pupils.map((p) => ({ name: p.name, to: pupilSignInPath(code, p.id) })) }, { headers: { "Cache-Control": "private, no-store" } });
}

async function pupilOf(params: { kod?: string; ogrenci?: string }, context: AppLoadContext) {
  const pupilId = parseEntryId(params.ogrenci);
  const { code, class: found } = await classOf(params, context, pupilId === null ? "" : `/${pupilId}`);
  const pupil = pupilId === null ? null : await context.services.classSignIn.pupil(found.id, pupilId);
  if (!pupil) throw notFound(trPictureLogin.pupilNotFound);
  return { code, classId: found.id, className: found.name, pupil };
}

/** One pupil's page: 'Merhaba, Ayşe! Resimlerine dokun.' and the pictures. */
export async function pupilSignInPage({ params, context }: { params: { kod?: string; ogrenci?: string }; context: AppLoadContext }) {
  const { code, className, pupil } = await pupilOf(params, context);
  return data({ className, name: pupil.name, back: classSignInPath(code) }, { headers: { "Cache-Control": "private, no-store" } });
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
 * 'Hoş geldin, Ayşe!'; a wrong one answers the picture helper's Turkish message, no cookie.
 */
export async function pupilSignInAction({ request, params, context }: { request: Request; params: { kod?: string; ogrenci?: string }; context: AppLoadContext }) {
  const { classId, pupil } = await pupilOf(params, context);
  const tap = readPictureTap(await request.formData());
  if (tap.kind === "reset") return answer({ taps: [], message: null, waiting: false });
  if (tap.kind === "more") return answer({ taps: tap.taps, message: null, waiting: false });
  const result = await context.services.classSignIn.signIn(classId, pupil.id, tap.secret, context.clientKey);
  if (result.ok) return startSession(request, context, result.user, trPictureLogin.welcome(pupil.name));
  if (result.code === "unknown-pupil") throw notFound(trPictureLogin.pupilNotFound);
  const status = result.code === "wrong-pictures" ? 400 : 429;
  return answer({ taps: [], message: pictureCheckMessage(result), waiting: result.code === "must-wait" || result.code === "class-waits" }, status);
}
