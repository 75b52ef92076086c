/**
 * The teacher's deneme pages of a class (decision 0123): the list with 'Sınıfta başlat', the
 * report, the booklet (the CSV: server/http/deneme-report-csv.ts). Each starts with requireTeacher and reads the class only where
 * it is the teacher's (another teacher's class: 404); the form's post passes the site's
 * same-origin check (server/http/csrf.ts) before it gets here.
 */
import type { AppLoadContext } from "react-router";
import { istanbulClock } from "#core/deneme/clock.ts";
import { classDenemesPath } from "#core/deneme/report-paths.ts";
import { trDenemeTeacher } from "#core/messages/deneme-teacher.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireTeacher } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { classIdOf } from "#app/routes/classes/class-pages.server.ts";
import { answerSheetAction, answerSheetPage } from "./answer-sheet.server";

export async function classDenemesPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const found = await context.services.deneme.classDenemes(teacher, classIdOf(rawId));
  if (!found) notFound();
  const { class: c, denemes, sessions } = found!;
  const now = Date.now();
  return {
    class: c,
    denemes: denemes.map((d) => {
      const last = sessions.find((s) => s.contentId === d.entry.id);
      return {
        ...d,
        session: last ? { running: last.endsAt.getTime() > now, ends: istanbulClock(last.endsAt) } : null,
      };
    }),
  };
}

export async function startAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const teacher = await requireTeacher(request, context);
  const classId = classIdOf(rawId);
  const contentId = classIdOf(String((await request.formData()).get("contentId") ?? ""));
  const made = await context.services.deneme.startForClass(teacher, classId, contentId);
  if (!made) notFound();
  const ends = istanbulClock(made!.session.endsAt);
  const message = made!.started ? trDenemeTeacher.started(ends) : trDenemeTeacher.alreadyRunning(ends);
  return redirectWithToast(context, classDenemesPath(classId), message, made!.started ? "success" : "blank");
}

async function reportOf(request: Request, context: AppLoadContext, rawId?: string, rawEntry?: string) {
  const teacher = await requireTeacher(request, context);
  const report = await context.services.deneme.classReport(teacher, classIdOf(rawId), classIdOf(rawEntry));
  return report ?? notFound();
}

export async function reportPage(request: Request, context: AppLoadContext, rawId?: string, rawEntry?: string) {
  const report = await reportOf(request, context, rawId, rawEntry);
  const { session, ...rest } = report;
  return {
    ...rest,
    session: session ? { running: session.endsAt.getTime() > Date.now(), ends: istanbulClock(session.endsAt) } : null,
  };
}

export async function bookletPage(request: Request, context: AppLoadContext, rawId?: string, rawEntry?: string) {
  const teacher = await requireTeacher(request, context);
  const book = await context.services.deneme.booklet(teacher, classIdOf(rawId), classIdOf(rawEntry));
  return book ?? notFound();
}

interface Params {
  id?: string;
  entry?: string;
  view?: string;
}

/**
 * One route, four pages: the list (`/deneme`), a report (`/deneme/{entry}`), its booklet
 * (`…/kitapcik`), the pupils' optical form (`…/optik`); any other view is not found.
 */
export async function classDenemeLoader(request: Request, context: AppLoadContext, { id, entry, view }: Params) {
  if (entry === undefined) return { view: "list" as const, list: await classDenemesPage(request, context, id) };
  if (view === undefined) return { view: "report" as const, report: await reportPage(request, context, id, entry) };
  if (view === "kitapcik") return { view: "booklet" as const, booklet: await bookletPage(request, context, id, entry) };
  if (view === "optik") return { view: "sheet" as const, sheet: await answerSheetPage(request, context, id, entry) };
  notFound();
}

/** The list's 'Sınıfta başlat' and the optical form's saves; nothing else posts here. */
export function classDenemeAction(request: Request, context: AppLoadContext, { id, entry, view }: Params) {
  if (entry === undefined) return startAction(request, context, id);
  if (view === "optik") return answerSheetAction(request, context, id, entry);
  notFound();
}
