import { data, redirect, type AppLoadContext } from "react-router";
import { trAccount } from "#core/messages/account.ts";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trSignup } from "#core/messages/signup.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { teacherRequestSchema } from "#core/classes/forms.ts";
import { parseEntryId } from "#core/content.ts";
import { tokenOf } from "#core/token-shape.ts";
import { accountDeletionSchema, emailChangeSchema, fieldErrors, passwordChangeSchema } from "#core/schemas.ts";
import { isClassPupil, type SessionUser } from "#server/auth/auth-service.ts";
import { clearSessionCookie, sessionToken } from "#server/auth/session-cookie.ts";
import { ACCOUNT_DELETE_PATH, EMAIL_CHANGE_PATH, MY_ACCOUNT_PATH } from "./account-paths";
import { absoluteUrl, getUser, requireUser } from "./session.server";
import { redirectWithToast, setToast } from "./toast.server";

/** Which form of 'Hesabım' answered, and what went wrong (each form shows only its own errors). */
export interface AccountAnswer {
  intent: string;
  errors: Record<string, string>;
  formError: string | null;
}

type Problem =
  | "class-pupil"
  | "wrong-password"
  | "too-many-requests"
  | "no-password"
  | "admin-password-too-short"
  | "same-address"
  | "admin-address"
  | "email-in-use"
  | "admin"
  | "user-disabled";

/** Each refusal of the services, as the form shows it: on a field, or above the form. */
const PROBLEMS: Record<Problem, { field?: string; message: string; status: number }> = {
  "class-pupil": { message: trPictureLogin.classAccountRefused, status: 403 },
  "wrong-password": { field: "currentPassword", message: trMyAccount.wrongPassword, status: 400 },
  "too-many-requests": { message: trMyAccount.tooManyRequests, status: 429 },
  "no-password": { message: trMyAccount.noPasswordYet, status: 400 },
  "admin-password-too-short": { field: "password", message: trSignup.adminPasswordTooShort, status: 400 },
  "same-address": { field: "email", message: trMyAccount.emailSameAsNow, status: 400 },
  "admin-address": { field: "email", message: trMyAccount.emailAdminAddress, status: 400 },
  "email-in-use": { field: "email", message: trMyAccount.emailInUse, status: 400 },
  admin: { message: trMyAccount.deleteAdminRefused, status: 403 },
  "user-disabled": { message: trMyAccount.emailAccountDisabled, status: 403 },
};

const refuse = (intent: string, problem: Problem) => {
  const { field, message, status } = PROBLEMS[problem];
  return data<AccountAnswer>(
    { intent, errors: field ? { [field]: message } : {}, formError: field ? null : message },
    { status },
  );
};

const invalid = (intent: string, errors: Record<string, string>) =>
  data<AccountAnswer>({ intent, errors, formError: null }, { status: 400 });

/** Back to 'Hesabım' with a toast (post/redirect/get: a reload does not post again). */
async function done(context: AppLoadContext, message: string) {
  return redirectWithToast(context, MY_ACCOUNT_PATH, message);
}

/** The account is gone: its cookie and this browser's stored pages go with it, like a log-out. */
export async function afterDeletion(context: AppLoadContext) {
  const headers = new Headers({ "Clear-Site-Data": '"storage"' });
  headers.append("Set-Cookie", clearSessionCookie(context.secureCookies));
  headers.append("Set-Cookie", await setToast("success", trMyAccount.deleted, context.secureCookies));
  return redirect("/", { headers });
}

type Handler = (
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  form: FormData,
) => Promise<Response | ReturnType<typeof data<AccountAnswer>>>;

const fields = (form: FormData) =>
  Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;

const HANDLERS: Record<string, Handler> = {
  async password(request, context, user, form) {
    const parsed = passwordChangeSchema.safeParse(fields(form));
    if (!parsed.success) return invalid("password", fieldErrors(parsed.error));
    const result = await context.services.auth.changePassword(user, parsed.data, sessionToken(request));
    return result === "changed" ? done(context, trMyAccount.passwordChanged) : refuse("password", result);
  },

  async email(request, context, user, form) {
    const parsed = emailChangeSchema.safeParse(fields(form));
    if (!parsed.success) return invalid("email", fieldErrors(parsed.error));
    const result = await context.services.auth.requestEmailChange(user, parsed.data, (token) =>
      absoluteUrl(context, `${EMAIL_CHANGE_PATH}?token=${token}`),
    );
    return result === "sent" ? done(context, trMyAccount.emailLinkSent) : refuse("email", result);
  },

  async "end-session"(request, context, user, form) {
    const handle = String(form.get("session") ?? "").slice(0, 64);
    await context.services.account.endSession(user.id, handle, sessionToken(request));
    // Already ended (another tab, or it expired) is the same outcome for its owner.
    return done(context, trMyAccount.sessionEnded);
  },

  async "end-others"(request, context, user) {
    const ended = await context.services.account.endOtherSessions(user.id, sessionToken(request));
    return done(context, ended > 0 ? trMyAccount.otherSessionsEnded : trMyAccount.noOtherSessions);
  },

  async delete(request, context, user, form) {
    const parsed = accountDeletionSchema.safeParse(fields(form));
    if (!parsed.success) return invalid("delete", fieldErrors(parsed.error));
    const result = await context.services.account.deleteWithPassword(user, parsed.data.currentPassword);
    return result === "deleted" ? afterDeletion(context) : refuse("delete", result);
  },

  async "teacher-request"(request, context, user, form) {
    const parsed = teacherRequestSchema.safeParse(fields(form));
    if (!parsed.success) return invalid("teacher-request", fieldErrors(parsed.error));
    const result = await context.services.classes.requestTeacher(user.id, parsed.data);
    if (result === "sent") return done(context, trTeacherRequest.teacherRequested);
    if (result === "class-pupil") return refuse("teacher-request", result);
    const refused = {
      pending: trTeacherRequest.teacherAlreadyPending,
      teacher: trTeacherRequest.teacherAlready,
      admin: trTeacherRequest.teacherAdmin,
      unproven: trTeacherRequest.teacherUnproven,
      "too-many-requests": trTeacherRequest.teacherTooMany,
    }[result];
    return data<AccountAnswer>(
      { intent: "teacher-request", errors: {}, formError: refused },
      { status: result === "too-many-requests" ? 429 : 400 },
    );
  },

  async "leave-class"(request, context, user, form) {
    const classId = parseEntryId(String(form.get("class") ?? ""));
    if (classId !== null) await context.services.classes.leave(user.id, classId);
    // Not in it (left in another tab, or removed by the teacher) is the same outcome for the pupil.
    return done(context, trClassJoin.left);
  },

  async "delete-link"(request, context, user) {
    const result = await context.services.account.requestDeletionLink(user, (token) =>
      absoluteUrl(context, `${ACCOUNT_DELETE_PATH}?token=${token}`),
    );
    return result === "sent" ? done(context, trMyAccount.deleteLinkSent) : refuse("delete-link", result);
  },
};

/** What a class pupil may do on 'Hesabım': its sessions (the export is a link of its own). */
const CLASS_PUPIL_INTENTS: ReadonlySet<string> = new Set(["end-session", "end-others"]);

/** The loader of /hesabim: the account and its live sessions (this one marked). */
export async function myAccountPage(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const [profile, sessions, teacherRequest, memberships] = await Promise.all([
    context.services.account.profile(user.id),
    context.services.account.sessions(user.id, sessionToken(request)),
    context.services.classes.requestOf(user.id),
    context.services.classes.memberships(user.id),
  ]);
  if (!profile) throw redirect("/login");
  return {
    profile,
    sessions,
    teacherRequestPending: teacherRequest?.status === "pending",
    memberships: memberships.map((m) => ({
      classId: m.classId,
      name: m.name,
      grade: m.grade,
      schoolYear: m.schoolYear,
      displayName: m.displayName,
    })),
  };
}

/** 'Verilerimi indir': the signed-in account's data (redirects to /login without a session). */
export async function accountExport(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const exported = await context.services.account.exportData(user.id, sessionToken(request));
  if (!exported) throw redirect("/login");
  return exported;
}

const CHANGE_REFUSED = {
  "admin-address": trMyAccount.emailAdminAddress,
  "email-in-use": trMyAccount.emailInUse,
  "invalid-link": trMyAccount.emailLinkInvalid,
  "user-disabled": trMyAccount.emailAccountDisabled,
};

/**
 * The new address's link, its button: the account moves to the proven address. A
 * browser signed in to the account stays signed in (its other sessions end); any other
 * is sent to log in with the new address.
 */
export async function confirmEmailChange(request: Request, context: AppLoadContext) {
  const token = tokenOf((await request.formData()).get("token"));
  const result = token
    ? await context.services.auth.confirmEmailChange(token, sessionToken(request))
    : ({ ok: false, code: "invalid-link" } as const);
  if (!result.ok)
    return data({ message: CHANGE_REFUSED[result.code] }, { status: result.code === "user-disabled" ? 403 : 400 });
  if (result.user.promoted) return redirectWithToast(context, "/", trAccount.verifiedAdmin);
  const signedIn = (await getUser(request, context))?.id === result.user.id;
  const message = signedIn ? trMyAccount.emailChanged : trMyAccount.emailChangedSignIn;
  return redirectWithToast(context, signedIn ? MY_ACCOUNT_PATH : "/login", message);
}

/** The action of /hesabim: every form there names its `intent`; each checks the session first. */
export async function myAccountAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent] : null;
  if (!handler)
    return data<AccountAnswer>({ intent, errors: {}, formError: trMyAccount.unknownAction }, { status: 400 });
  // A class pupil keeps only its sessions here: everything else needs an address
  // or a password it does not have, or is its teacher's to do (leaving the class, deleting).
  if (isClassPupil(user) && !CLASS_PUPIL_INTENTS.has(intent)) return refuse(intent, "class-pupil");
  return handler(request, context, user, form);
}
