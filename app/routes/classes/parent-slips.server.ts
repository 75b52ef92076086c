/**
 * /sinifim/{id}/veli-baglantilari: 'Veli bağlantıları (bütün sınıf)' (decision 0109). The GET
 * shows the button only and makes nothing (a link could make a browser send it); the post makes
 * a link for every pupil with consent recorded and answers the printable slips. The tokens live
 * only in that answer: kept by no cache (the site's referrer policy sends other sites the origin only).
 */
import { data, type AppLoadContext } from "react-router";
import { notFound } from "#app/lib/load.server.ts";
import { absoluteUrl, requireTeacher } from "#app/lib/session.server.ts";
import { PARENT_HEADERS } from "#app/routes/homework/parent.server.ts";
import { classIdOf, lastDayBefore, qrPath } from "./class-pages.server";

/** The page before the post: the class's name, nothing made. Another teacher's class is a 404. */
export async function parentSlipsPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.classes.get(teacher.id, classIdOf(rawId));
  if (!found) notFound(undefined, PARENT_HEADERS);
  return data({ classId: found!.class.id, className: found!.class.name }, { headers: PARENT_HEADERS });
}

/** The post: every consented pupil's new link (the earlier one revoked) as a slip, and who waits for consent. */
export async function parentSlipsAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const made = await context.services.homework.makeClassParentLinks(teacher, classIdOf(rawId));
  if (!made) notFound(undefined, PARENT_HEADERS);
  const slips = made!.links.map((l) => {
    const url = absoluteUrl(context, `/veli/${l.token}`);
    return { userId: l.userId, displayName: l.displayName, url, qr: qrPath(url) };
  });
  return data(
    { className: made!.className, until: lastDayBefore(made!.expiresAt), slips, waiting: made!.waiting },
    { headers: PARENT_HEADERS },
  );
}
