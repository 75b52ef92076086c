/** /sinifim/{id}: one of the teacher's classes, its pupils and homework, and every form of the page. */
import { data, type AppLoadContext } from "react-router";
import { CLASS_REFUSED, consentDone } from "#core/classes/answers.ts";
import { readClassName, readMemberId, readMemberIds } from "#core/classes/forms.ts";
import { MAX_CLASS_PUPILS } from "#core/classes/limits.ts";
import { classCardsPath, classPath, classSignInPath, joinUrlPath } from "#core/classes/paths.ts";
import { pupilNamesField } from "#core/classes/pupil-names.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";
import type { SessionUser } from "#server/auth/auth-service.ts";
import { classHomework } from "#app/routes/homework/form.server.ts";
import { notFound } from "#app/lib/load.server.ts";
import { absoluteUrl, requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { answer, classIdOf, fields, lastDayBefore, qrPath, type ClassAnswer } from "./class-pages.server";

export async function classPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound();
  const { class: c } = found!;
  const roster = (await context.services.classPupils.roster(teacher, c.id)) ?? [];
  // The teacher is at the school (or at home): the class is known at this address, and its
  // QR code carries the class link, which joins without spending a code budget (docs/decisions/0090).
  await context.services.classes.markKnown(c.id, context.clientKey);
  const token = context.services.classLinks.token(c.id, c.joinCode);
  const joinUrl = absoluteUrl(context, joinUrlPath(c.joinCode, token));
  // The pupils' sign-in first, the link the cards carry (decision 0108): a grade 2 class signs in, it does not join.
  const signInUrl = absoluteUrl(context, classSignInPath(c.joinCode, token));
  // Results only where the parent's consent is recorded: the roster reads none before (docs/decisions/0066).
  const linked = await context.services.homework.linkedPupils(teacher, c.id);
  const members = roster.map((m) => ({
    ...m,
    joinedAt: m.joinedAt.toISOString(),
    consentAt: m.consentAt?.toISOString() ?? null,
    parentLink: linked.has(m.userId),
  }));
  const classPupils = members.filter((m) => m.classPupil);
  // 'Günlük tekrar' of the pupils whose summaries may be read (their parent's consent): the words they forgot most.
  const forgotten = await context.services.review.forgottenMost(
    classPupils.filter((m) => m.progress !== null).map((m) => m.userId),
  );
  return {
    forgotten,
    class: { ...c, createdAt: c.createdAt.toISOString() },
    pictureWait: (await context.services.classPupils.pictureWait(teacher, c.id)) ?? 0,
    classPupils,
    ownAccounts: members.filter((m) => !m.classPupil),
    room: Math.max(0, MAX_CLASS_PUPILS - classPupils.length),
    joinUrl,
    qr: qrPath(joinUrl),
    signInUrl,
    signInQr: qrPath(signInUrl),
    homework: await classHomework(teacher, context, c.id),
  };
}

/** The parent's link of one member: shown once, in this answer (not a redirect: it is kept nowhere but in the parent's hands). */
async function parentLink(context: AppLoadContext, teacher: SessionUser, id: number, member: number) {
  const made = await context.services.homework.makeParentLink(teacher, id, member);
  if (made === null) notFound();
  if (made === "no-consent")
    return redirectWithToast(context, classPath(id), trParentLinks.parentLinkNoConsent, "error");
  const { token, expiresAt } = made as { token: string; expiresAt: Date };
  const url = absoluteUrl(context, `/veli/${token}`);
  const name =
    (await context.services.classes.get(teacher.id, id))?.members.find((m) => m.userId === member)?.displayName ?? "";
  return data<ClassAnswer>(
    {
      intent: "parent-link",
      errors: {},
      formError: null,
      parentLink: { name, url, qr: qrPath(url), until: lastDayBefore(expiresAt) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

async function setOneConsent(
  context: AppLoadContext,
  teacher: SessionUser,
  id: number,
  member: number,
  given: boolean,
) {
  const back = classPath(id);
  const result = await context.services.classPupils.setConsent(teacher, id, member, given);
  if (result === null) notFound();
  if (result === "not-member") return redirectWithToast(context, back, CLASS_REFUSED["not-member"].message, "error");
  return redirectWithToast(context, back, consentDone(given).message);
}

/** The forms about the class's pupils: new ones, new pictures, the picture wait, the parent's consent and link. */
async function pupilAction(context: AppLoadContext, teacher: SessionUser, id: number, intent: string, form: FormData) {
  const { classPupils, homework } = context.services;
  const back = classPath(id);
  const member = readMemberId(form.get("member"));
  switch (intent) {
    case "add-pupils": {
      const field = pupilNamesField(form.get("names"));
      const added = field.ok ? await classPupils.add(teacher, id, field.text) : field;
      if (added === null) notFound();
      if (!added!.ok) return answer("add-pupils", { names: added!.message }, null, 400);
      return redirectWithToast(context, back, trClasses.pupilsAdded(added!.pupils.length));
    }
    case "reset-pictures": {
      const card = await classPupils.resetPictures(teacher, id, member);
      if (card === null) notFound();
      return redirectWithToast(
        context,
        `${classCardsPath(id)}?ogrenci=${card!.userId}`,
        trClasses.picturesReset(card!.displayName),
      );
    }
    case "lift-picture-wait":
      if (!(await classPupils.liftPictureWait(teacher, id))) notFound();
      return redirectWithToast(context, back, trClasses.pictureWaitLifted);
    case "consents-give": {
      // 'Kaydet' under the ticked letters: one call for them all (decision 0108).
      const ids = readMemberIds(form.getAll("member"));
      if (ids.length === 0) return redirectWithToast(context, back, trClasses.consentFormNothing, "error");
      const given = await classPupils.giveConsents(teacher, id, ids);
      if (given === null) notFound();
      return redirectWithToast(context, back, trClasses.consentsRecorded(given!));
    }
    case "consent-withdraw":
      // Withdrawal is asked first (the page's ?onay-geri= step): a post without the confirmation withdraws nothing.
      // Another teacher's class answers 404 before anything else, as every action here does.
      if (form.get("confirm") !== "evet") {
        if ((await context.services.classes.get(teacher.id, id)) === null) notFound();
        return redirectWithToast(context, back, trClassJoin.unknownAction, "error");
      }
      return setOneConsent(context, teacher, id, member, false);
    case "consent-give":
      return setOneConsent(context, teacher, id, member, true);
    case "parent-link":
      return parentLink(context, teacher, id, member);
    case "parent-link-revoke":
      return (await homework.revokeParentLink(teacher, id, member))
        ? redirectWithToast(context, back, trParentLinks.parentLinkRevoked)
        : redirectWithToast(context, back, trParentLinks.parentLinkNone, "error");
    default:
      return answer(intent, {}, trClassJoin.unknownAction, 400);
  }
}

/** Every form of the class page, by its `intent`. Removing a member is confirmed first on a page of its own (/sinifim/{id}/ogrenci/{uye}/sil): no intent here does it. */
export async function classAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const id = classIdOf(rawId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const classes = context.services.classes;
  const back = classPath(id);
  switch (intent) {
    case "rename": {
      const read = readClassName(fields(form).name);
      if (!read.ok) return answer("rename", read.errors, null, 400);
      return (await classes.update(teacher.id, id, { name: read.input.name }))
        ? redirectWithToast(context, back, trClasses.renamed)
        : notFound();
    }
    case "lock":
    case "unlock":
      if (!(await classes.update(teacher.id, id, { joiningLocked: intent === "lock" }))) notFound();
      return redirectWithToast(context, back, intent === "lock" ? trClasses.lockedDone : trClasses.unlockedDone);
    case "new-code":
      if ((await classes.newCode(teacher.id, id)) === null) notFound();
      return redirectWithToast(context, back, trClasses.newCodeDone);
    default:
      return pupilAction(context, teacher, id, intent, form);
  }
}
