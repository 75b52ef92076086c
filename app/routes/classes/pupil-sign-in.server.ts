/** /sinif/{kod}/{ogrenci} (docs/decisions/0067): one pupil of the linked class taps her three pictures. */
import { data, redirect, type AppLoadContext } from "react-router";
import { CLASS_SIGN_IN_PATH, classSignInPath } from "#core/classes/paths.ts";
import { parseEntryId } from "#core/content.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { readPictureTap, type PictureKey } from "#core/picture-password.ts";
import { pictureCheckMessage } from "#server/auth/picture-password.ts";
import { notFound } from "#app/lib/load.server.ts";
import { startSession } from "#app/lib/session.server.ts";
import { PRIVATE } from "./class-code.server";
import { linkedClass } from "./class-sign-in.server";

type PupilArgs = { request: Request; params: { kod?: string; ogrenci?: string }; context: AppLoadContext };

/** One pupil of the linked class; without a valid link, back to /sinif/{kod} (its form), nothing looked up. */
async function pupilOf({ request, params, context }: PupilArgs) {
  const pupilId = parseEntryId(params.ogrenci);
  const {
    code,
    token,
    class: found,
  } = await linkedClass(request, params, context, pupilId === null ? "" : `/${pupilId}`);
  if (!found) throw redirect(code === null ? CLASS_SIGN_IN_PATH : classSignInPath(code), 303);
  const pupil = pupilId === null ? null : await context.services.classSignIn.pupil(found.id, pupilId);
  if (!pupil) notFound(trPictureLogin.pupilNotFound, PRIVATE);
  return { classId: found.id, className: found.name, pupil, back: classSignInPath(found.joinCode, token) };
}

/** One pupil's page: 'Merhaba, Ayşe! Resimlerine dokun.' and the pictures. */
export async function pupilSignInPage(args: PupilArgs) {
  const { className, pupil, back } = await pupilOf(args);
  return data({ className, name: pupil.name, back }, { headers: PRIVATE });
}

export interface TapAnswer {
  taps: PictureKey[];
  message: string | null;
  waiting: boolean;
}

const tapAnswer = (body: TapAnswer, status = 200) => data(body, { status, headers: PRIVATE });

/**
 * Each post of the picture form: fewer than three taps come back as the form with them
 * (no JavaScript); the third is checked. A right secret starts a session exactly as /login
 * does (a fresh id replacing this browser's, HttpOnly, SameSite) and goes home with
 * 'Hoş geldin, Ayşe!', and sets the device cookie that names the pupil and the browser
 * (server/auth/device-cookie.ts); a wrong one answers the picture helper's Turkish message, no cookie.
 */
export async function pupilSignInAction(args: PupilArgs) {
  const { request, context } = args;
  const { classId, pupil } = await pupilOf(args);
  const tap = readPictureTap(await request.formData());
  if (tap.kind === "reset") return tapAnswer({ taps: [], message: null, waiting: false });
  if (tap.kind === "more") return tapAnswer({ taps: tap.taps, message: null, waiting: false });
  const { classSignIn } = context.services;
  const result = await classSignIn.signIn(
    classId,
    pupil.id,
    tap.secret,
    context.clientKey,
    classSignIn.readDevice(request),
  );
  if (result.ok) {
    // The browser is the pupil's from now on: her next check here has its own budget (docs/decisions/0092).
    const signedIn = await startSession(request, context, result.user, trPictureLogin.welcome(pupil.name));
    signedIn.headers.append("Set-Cookie", classSignIn.deviceCookie(result.device, context.secureCookies));
    return signedIn;
  }
  if (result.code === "unknown-pupil") notFound(trPictureLogin.pupilNotFound, PRIVATE);
  const status = result.code === "wrong-pictures" ? 400 : 429;
  return tapAnswer(
    {
      taps: [],
      message: pictureCheckMessage(result),
      waiting: result.code === "must-wait" || result.code === "class-waits",
    },
    status,
  );
}
