/** /sinifim/{id}/kartlar: the printable sign-in cards (the class's teacher or an admin); `?ogrenci=` for one pupil's card. */
import type { AppLoadContext } from "react-router";
import { readMemberId } from "#core/classes/forms.ts";
import { classSignInPath } from "#core/classes/paths.ts";
import { notFound } from "#app/lib/load.server.ts";
import { absoluteUrl, requireTeacherOrAdmin } from "#app/lib/session.server.ts";
import { classIdOf, qrPath } from "./class-pages.server";

export async function classCardsPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const caller = await requireTeacherOrAdmin(request, context);
  const only = new URL(request.url).searchParams.get("ogrenci");
  const userId = only === null ? undefined : readMemberId(only);
  const found = await context.services.classPupils.cards(caller, classIdOf(rawId), userId);
  if (!found) notFound();
  // Printed where the class is taught, as a rule: known at this address; the QR code opens the
  // names with the class link, no code looked up (docs/decisions/0090). The card's text shows the code only.
  await context.services.classes.markKnown(found!.class.id, context.clientKey);
  const signInUrl = absoluteUrl(
    context,
    classSignInPath(found!.class.joinCode, context.services.classLinks.token(found!.class.id, found!.class.joinCode)),
  );
  return { ...found!, one: userId !== undefined, signInUrl, qr: qrPath(signInUrl), teacher: caller.role === "teacher" };
}
