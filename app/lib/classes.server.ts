import QRCode from "qrcode";
import { data, type AppLoadContext } from "react-router";
import { CLASS_LINK_PARAM, CLASSES_PATH, classCardsPath, classCreateSchema, classPath, classRenameSchema, classSignInPath, joinSchema, joinUrlPath, MAX_CLASS_PUPILS, readLinkToken, schoolYearEnd } from "#core/classes.ts";
import { parseEntryId } from "#core/content.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { fieldErrors } from "#core/schemas.ts";
import { absoluteUrl, getUser, requireTeacher, requireTeacherOrAdmin, requireUser } from "./session.server";
import { notFound } from "./load.server";
import { redirectWithToast } from "./toast.server";
import { classHomework } from "./homework.server";
import { trHomework } from "#core/messages/homework.ts";

/** A form's answer on the class pages: its intent, each field's message, or one above the form. */
export interface ClassAnswer {
  intent: string;
  errors: Record<string, string>;
  formError: string | null;
}

const fields = (form: FormData) => Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
const answer = (intent: string, errors: Record<string, string>, formError: string | null, status: number) => data<ClassAnswer>({ intent, errors, formError }, { status });

/** The class id of the address, or a 404: a class that is not this teacher's is answered like one that does not exist. */
const classIdOf = (raw: string | undefined) => parseEntryId(raw) ?? notFound();
/** The member id a form names; a bad one is nobody's (0). */
const memberOf = (form: FormData) => parseEntryId(String(form.get("member") ?? "")) ?? 0;

/**
 * The QR code of the join address as one SVG path, drawn on the server: no script, no
 * inline style and no data: address, so the page's CSP stays as it is. `size` counts the
 * modules without the quiet zone.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, d };
}

const longDate = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "Europe/Istanbul" });

// ------------------------------------------------------------------ /sinifim

export async function classListPage(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const classes = await context.services.classes.list(teacher.id);
  return { classes: classes.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
}

export async function classListAction(request: Request, context: AppLoadContext) {
  const teacher = await requireTeacher(request, context);
  const parsed = classCreateSchema.safeParse(fields(await request.formData()));
  if (!parsed.success) return answer("create", fieldErrors(parsed.error), null, 400);
  const created = await context.services.classes.create(teacher.id, parsed.data);
  if (created === "too-many") return answer("create", {}, trClasses.tooManyClasses, 400);
  return redirectWithToast(context, classPath(created.id), trClasses.created);
}

// ------------------------------------------------------------------ /sinifim/{id}

export async function classPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const { class: c } = found!;
  const roster = (await context.services.classPupils.roster(teacher, c.id)) ?? [];
  // The teacher is at the school (or at home): the class is known at this address, and its
  // QR code carries the class link, which joins without spending a code budget (docs/decisions/0090).
  await context.services.classes.markKnown(c.id, context.clientKey);
  const joinUrl = absoluteUrl(context, joinUrlPath(c.joinCode, context.services.classLinks.token(c.id, c.joinCode)));
  // Results only where the parent's consent is recorded: the roster reads none before (docs/decisions/0066).
  const linked = await context.services.homework.linkedPupils(teacher, c.id);
  const members = roster.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString(), consentAt: m.consentAt?.toISOString() ?? null, parentLink: linked.has(m.userId) }));
  const classPupils = members.filter((m) => m.classPupil);
  return {
    class: { ...c, createdAt: c.createdAt.toISOString() },
    pictureWait: (await context.services.classPupils.pictureWait(teacher, c.id)) ?? 0,
    classPupils,
    ownAccounts: members.filter((m) => !m.classPupil),
    room: Math.max(0, MAX_CLASS_PUPILS - classPupils.length),
    joinUrl,
    qr: qrPath(joinUrl),
    homework: await classHomework(teacher, context, c.id),
  };
}

export async function classAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const id = classIdOf(rawId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const classes = context.services.classes;
  const back = classPath(id);
  switch (intent) {
    case "rename": {
      const parsed = classRenameSchema.safeParse(fields(form));
      if (!parsed.success) return answer("rename", fieldErrors(parsed.error), null, 400);
      return (await classes.update(teacher.id, id, { name: parsed.data.name })) ? redirectWithToast(context, back, trClasses.renamed) : notFound();
    }
    case "lock":
    case "unlock":
      if (!(await classes.update(teacher.id, id, { joiningLocked: intent === "lock" }))) notFound();
      return redirectWithToast(context, back, intent === "lock" ? trClasses.lockedDone : trClasses.unlockedDone);
    case "new-code":
      if ((await classes.newCode(teacher.id, id)) === null) notFound();
      return redirectWithToast(context, back, trClasses.newCodeDone);
    // Removing a member is confirmed first on a page of its own (/sinifim/{id}/ogrenci/{uye}/sil): no intent here does it.
    case "add-pupils": {
      const added = await context.services.classPupils.add(teacher, id, form.get("names"));
      if (added === null) notFound();
      if (!added!.ok) return answer("add-pupils", { names: added!.message }, null, 400);
      return redirectWithToast(context, back, trClasses.pupilsAdded(added!.pupils.length));
    }
    case "reset-pictures": {
      const card = await context.services.classPupils.resetPictures(teacher, id, memberOf(form));
      if (card === null) notFound();
      return redirectWithToast(context, `${classCardsPath(id)}?ogrenci=${card!.userId}`, trClasses.picturesReset(card!.displayName));
    }
    case "lift-picture-wait":
      if (!(await context.services.classPupils.liftPictureWait(teacher, id))) notFound();
      return redirectWithToast(context, back, trClasses.pictureWaitLifted);
    case "consent-give":
    case "consent-withdraw": {
      const result = await context.services.classPupils.setConsent(teacher, id, memberOf(form), intent === "consent-give");
      if (result === null) notFound();
      if (result === "not-member") return redirectWithToast(context, back, trClasses.memberGone, "error");
      return redirectWithToast(context, back, intent === "consent-give" ? trClasses.consentRecorded : trClasses.consentWithdrawn);
    }
    case "parent-link": {
      // The token is shown once, in this answer (not a redirect: it is not kept anywhere but the parent's hands).
      const member = memberOf(form);
      const made = await context.services.homework.makeParentLink(teacher, id, member);
      if (made === null) notFound();
      if (made === "no-consent") return redirectWithToast(context, back, trHomework.parentLinkNoConsent, "error");
      const { token, expiresAt } = made as { token: string; expiresAt: Date };
      const url = absoluteUrl(context, `/veli/${token}`);
      const name = (await context.services.classes.get(teacher.id, id))?.members.find((m) => m.userId === member)?.displayName ?? "";
      return data({ intent, errors: {}, formError: null, parentLink: { name, url, qr: qrPath(url), until: longDate.format(new Date(expiresAt.getTime() - 12 * 3_600_000)) } }, { headers: { "Cache-Control": "private, no-store" } });
    }
    case "parent-link-revoke":
      return (await context.services.homework.revokeParentLink(teacher, id, memberOf(form))) ? redirectWithToast(context, back, trHomework.parentLinkRevoked) : redirectWithToast(context, back, trHomework.parentLinkNone, "error");
    default:
      return answer(intent, {}, trClasses.unknownAction, 400);
  }
}

// ------------------------------------------------------------------ /sinifim/{id}/sil

export async function classDeletePage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const summary = (await context.services.classPupils.deleteSummary(teacher, found!.class.id)) ?? { classPupils: 0, ownAccounts: 0 };
  return { class: { id: found!.class.id, name: found!.class.name, members: found!.members.length }, ...summary };
}

// ------------------------------------------------------------------ /sinifim/{id}/ogrenci/{uye}/sil

/** What removing one member takes (a class pupil's account and work, or an own account's membership only): nothing goes before the button. */
export async function memberRemovePage(request: Request, context: AppLoadContext, rawId: string | undefined, rawMember: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const member = await context.services.classPupils.member(teacher, classIdOf(rawId), classIdOf(rawMember));
  return member ?? notFound();
}

/**
 * The confirmed removal: a class pupil's account is deleted with everything tied to it; a
 * pupil with an own account only leaves the class. A bad member id is a 404; another
 * teacher's class too (its ownership is checked in the query, class-pupils.ts's remove).
 */
export async function memberRemoveAction(request: Request, context: AppLoadContext, rawId: string | undefined, rawMember: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const id = classIdOf(rawId);
  const result = await context.services.classPupils.remove(teacher, id, classIdOf(rawMember));
  if (result === null) notFound();
  if (result === "not-member") return redirectWithToast(context, classPath(id), trClasses.memberGone, "error");
  return redirectWithToast(context, classPath(id), result === "deleted" ? trClasses.pupilRemoved : trClasses.removed);
}

// ------------------------------------------------------------------ /sinifim/{id}/kartlar

/** The printable sign-in cards (the class's teacher or an admin); `?ogrenci=` for one pupil's card. */
export async function classCardsPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const caller = await requireTeacherOrAdmin(request, context);
  const only = new URL(request.url).searchParams.get("ogrenci");
  const userId = only === null ? undefined : (parseEntryId(only) ?? 0);
  const found = await context.services.classPupils.cards(caller, classIdOf(rawId), userId);
  if (!found) notFound();
  // Printed where the class is taught, as a rule: known at this address; the QR code opens the
  // names with the class link, no code looked up (docs/decisions/0090). The card's text shows the code only.
  await context.services.classes.markKnown(found!.class.id, context.clientKey);
  const signInUrl = absoluteUrl(context, classSignInPath(found!.class.joinCode, context.services.classLinks.token(found!.class.id, found!.class.joinCode)));
  return { ...found!, one: userId !== undefined, signInUrl, qr: qrPath(signInUrl), teacher: caller.role === "teacher" };
}

// ------------------------------------------------------------------ /sinifim/{id}/veli-mektubu


/** The parent's letter of the teacher's class, printable. */
export async function classLetterPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const c = found!.class;
  // The last day kept: the day before schoolYearEnd's first moment (31 August).
  const lastDay = longDate.format(new Date(schoolYearEnd(c.schoolYear).getTime() - 12 * 3_600_000));
  return { class: { id: c.id, name: c.name, schoolYear: c.schoolYear }, lastDay, contactUrl: absoluteUrl(context, "/iletisim") };
}

export async function classDeleteAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  if ((await context.services.classes.remove(teacher.id, classIdOf(rawId))) === null) notFound();
  return redirectWithToast(context, CLASSES_PATH, trClasses.deleted);
}

// ------------------------------------------------------------------ /katil

/**
 * The join page: open to everyone (a pupil may scan the QR code before signing in); `?kod=` fills
 * the code in, `?k=` (the class page's QR code) rides along to the post. Nothing is looked up here.
 */
export async function joinPage(request: Request, context: AppLoadContext) {
  const user = await getUser(request, context);
  const params = new URL(request.url).searchParams;
  const raw = params.get("kod") ?? "";
  // Only a code's shape is put back into the page, and a link's.
  const code = /^[a-z0-9-]{1,12}$/i.test(raw) ? raw.toUpperCase() : "";
  return { signedIn: user !== null, code, link: readLinkToken(params.get(CLASS_LINK_PARAM)) ?? "" };
}

const JOIN_REFUSED = {
  "unknown-code": { field: "code", message: trClasses.codeUnknown, status: 400 },
  locked: { field: "code", message: trClasses.codeLocked, status: 400 },
  "own-class": { field: "code", message: trClasses.ownClass, status: 400 },
  "too-many-requests": { field: null, message: trClasses.joinTooMany, status: 429 },
  "class-pupil": { field: null, message: trPictureLogin.classAccountRefused, status: 403 },
} as const;

export async function joinAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = fields(await request.formData());
  const parsed = joinSchema.safeParse(form);
  if (!parsed.success) return answer("join", fieldErrors(parsed.error), null, 400);
  const result = await context.services.classes.join(user.id, parsed.data, context.clientKey, form[CLASS_LINK_PARAM]);
  if (result.ok) return redirectWithToast(context, "/hesabim", trClasses.joined(result.name));
  if (result.code === "already-member") return redirectWithToast(context, "/hesabim", trClasses.alreadyMember);
  const { field, message, status } = JOIN_REFUSED[result.code];
  return answer("join", field ? { [field]: message } : {}, field ? null : message, status);
}
