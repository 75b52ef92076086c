import { lazy, Suspense } from "react";
import { Link, redirect } from "react-router";
import { contentPath, fileUrl, parseContentSegment, type ContentEntry } from "#core/content.ts";
import { contentTypeByCode, FILE_TYPE_LABELS } from "#core/content-types.ts";
import { gradeLabel, parseGrade } from "#core/grades.ts";
import { termLabel } from "#core/terms.ts";
import { trUpper } from "#core/text.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { useIsAdmin, useIsTeacher } from "#app/lib/use-is-admin.ts";
import { CheckIcon } from "#app/components/marks/check-icon.tsx";
import { MarkButton, StarIcon } from "#app/components/marks/mark-button.tsx";
import { RecordOpening } from "#app/components/marks/record-opening.tsx";
import { CountOpening } from "#app/components/count-opening.tsx";
import { UnitLabel } from "#app/components/unit-label.tsx";
import { ContentViewer } from "#app/components/viewers/content-viewer.tsx";
import { viewerFor } from "#app/lib/content-viewer.server.ts";
import { notFound, orUnavailable } from "#app/lib/load.server.ts";
import { FromHomeworkBanner } from "#app/components/homework/from-homework-banner.tsx";
import { openedFromHomework } from "#app/routes/homework/opened-from.server.ts";
import { contentPageParts } from "#app/browser/content-page-parts.ts";
import { handleMessageForm } from "#app/lib/messages.server.ts";
import { practiceView, quizAction } from "#app/lib/practice.server.tsx";
import { getUser } from "#app/lib/session.server.ts";
import { PracticeSection } from "#app/components/practice/practice-section.tsx";
import { titled } from "#app/lib/meta.ts";
import { jsonLdText, learningResource } from "#app/lib/structured-data.ts";
import { variantUrl } from "#core/images.ts";
import { carriesQuiz } from "#core/practice.ts";
import { denemePath } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { DenemeLink } from "#app/components/deneme/deneme-link.tsx";
import type { Route } from "./+types/content";

/** The admin's edit and delete, loaded for the admin alone (admin-only code stays out of pupils' pages). */
// The teacher's link and the feedback form at the page's foot are loaded when React reaches them,
// not with the page's first load (decision 0100): the HTML is the same, drawn on the server.
const AssignHomeworkLink = lazy(() =>
  contentPageParts.assignHomeworkLink().then((m) => ({ default: m.AssignHomeworkLink })),
);
const MessageForm = lazy(() => contentPageParts.messageForm().then((m) => ({ default: m.MessageForm })));
const AdminEntryActions = lazy(() =>
  import("#app/components/admin-entry-actions.tsx").then((m) => ({ default: m.AdminEntryActions })),
);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const grade = parseGrade(params.grade);
  const id = parseContentSegment(params.entry);
  if (grade === null || id === null) notFound();
  const { content } = context.services;
  const entry = await orUnavailable(context.requestId, () => content.getById(id));
  if (!entry) notFound();
  // Old or hand-typed slugs still work: send the pupil to the one canonical address.
  const canonical = contentPath(entry);
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const user = await getUser(request, context);
  const [neighbours, viewer, practice, unitNames] = await orUnavailable(context.requestId, () =>
    Promise.all([
      content.neighbours(entry),
      viewerFor(request, context, entry),
      practiceView(context, entry, canonical, user),
      context.services.units.nameOf(entry.sinif, entry.unite),
    ]),
  );
  const homework = await openedFromHomework(context, url, user, entry.id);
  const deneme = carriesQuiz(entry.icerikTuru) ? await context.services.deneme.intro(null, entry.id) : null;
  const shareImage = shareImageOf(entry);
  const { siteUrl } = context.services.config;
  const structuredData = jsonLdText(
    learningResource(entry, new URL(canonical, siteUrl).href, new URL(shareImage, siteUrl).href, unitNames),
  );
  // Printed, a PDF's page says where the whole file is (the viewer draws only pages near the screen).
  const printAddress = viewer.kind === "pdf" ? new URL(viewer.fileUrl, siteUrl).href : null;
  return {
    entry,
    neighbours,
    viewer,
    practice,
    signedIn: user !== null,
    fileUrl: fileUrl(entry),
    shareImage,
    structuredData,
    unitNames,
    printAddress,
    homework,
    // Its words drawn here: the page's first load carries no deneme messages (docs/decisions/0117).
    deneme: deneme && {
      href: denemePath(entry.id),
      label: trDeneme.fromEntry,
      hint: trDeneme.fromEntryHint(deneme.form, deneme.questions, deneme.minutes),
    },
  };
}

/** A shared link shows the entry's own picture, else a card drawn from its titles (server/http/og-card.ts). */
function shareImageOf(entry: ContentEntry): string {
  const file = fileUrl(entry);
  return entry.fileType === "image" && file ? variantUrl(file, 1200, "jpg") : `/og/${entry.id}.png`;
}

/**
 * The page's two forms: the online quiz (scored on the server) and the
 * feedback form (docs/product.md: a message about this entry, stored and mailed like a
 * contact message).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseContentSegment(params.entry);
  if (id === null) notFound();
  const form = await request.formData();
  if (form.get("intent") !== "quiz") return handleMessageForm(request, context, { contentId: id }, form);
  const entry = await context.services.content.getById(id);
  if (!entry) notFound();
  return quizAction(form, context, entry, contentPath(entry), await getUser(request, context));
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? titled(
        `${data.entry.konuIng} · ${gradeLabel(data.entry.sinif)}`,
        `${data.entry.konuTr}: ${gradeLabel(data.entry.sinif)} İngilizce.`,
      )
    : titled("Bir hata oluştu.");

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, neighbours, viewer, practice } = loaderData;
  const quizAnswer = actionData && "kind" in actionData && actionData.kind === "quiz" ? actionData : null;
  const type = contentTypeByCode(entry.icerikTuru);
  const isAdmin = useIsAdmin();
  const isTeacher = useIsTeacher();
  // A picture or a PDF prints the file, not the site around it (app.css keeps only what is marked).
  const printsFile = viewer.kind === "image" || viewer.kind === "pdf";
  return (
    <article className="space-y-6" data-print={printsFile ? "file" : undefined}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.structuredData }} />
      {loaderData.homework && <FromHomeworkBanner homework={loaderData.homework} />}
      <Suspense>
        <nav aria-label="Konum" className="print:hidden">
          <ol className="flex flex-wrap gap-1 text-sm text-slate-700">
            <li>
              <Link to="/classes" className="underline-offset-4 hover:underline">
                Sınıflar
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
            <li>
              <Link to={`/classes/${entry.sinif}`} className="underline-offset-4 hover:underline">
                {gradeLabel(entry.sinif)}
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
            <li>
              <Link to={`${type.path}?sinif=${entry.sinif}`} className="underline-offset-4 hover:underline">
                {type.label}
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
            <li>
              <UnitLabel grade={entry.sinif} unit={entry.unite} />
            </li>
          </ol>
        </nav>
      </Suspense>
      <Suspense>
        <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800">{type.tag}</span>
            <span>{gradeLabel(entry.sinif)}</span>
            <span>
              <UnitLabel grade={entry.sinif} unit={entry.unite} showTurkish />
            </span>
            <span>{termLabel(entry.donem)}</span>
            <span>{FILE_TYPE_LABELS[entry.fileType]}</span>
          </p>
          <h1 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">{trUpper(entry.konuTr)}</h1>
          <p className="mt-1 text-xl text-slate-800" lang="en">
            {entry.konuIng}
          </p>
        </header>
      </Suspense>

      <div className="flex flex-wrap gap-3 print:hidden">
        <MarkButton entry={entry} kind="saved" icon={StarIcon} />
        <MarkButton entry={entry} kind="done" icon={CheckIcon} />
      </div>
      <RecordOpening entry={entry} />
      <CountOpening id={entry.id} />

      {isTeacher && (
        <Suspense>
          <AssignHomeworkLink entryId={entry.id} />
        </Suspense>
      )}

      {isAdmin && (
        <Suspense>
          <AdminEntryActions entry={entry} />
        </Suspense>
      )}

      {printsFile && (
        <p data-print-keep="" className="hidden font-bold print:block">
          {entry.konuTr} · <span lang="en">{entry.konuIng}</span> · {gradeLabel(entry.sinif)} ·{" "}
          <UnitLabel grade={entry.sinif} unit={entry.unite} />
        </p>
      )}
      {loaderData.printAddress && (
        <p data-print-keep="" className="hidden print:block">
          {trViewer.printPdfOnPaper(loaderData.printAddress)}
        </p>
      )}
      <Suspense>
        <ContentViewer viewer={viewer} title={entry.konuIng} alt={`${entry.konuTr} (${entry.konuIng})`} />
      </Suspense>

      {loaderData.deneme && <DenemeLink {...loaderData.deneme} />}

      {practice && (
        <Suspense>
          <PracticeSection entry={entry} practice={practice} answer={quizAnswer} signedIn={loaderData.signedIn} />
        </Suspense>
      )}

      <Suspense>
        <nav aria-label="Önceki ve sonraki içerik" className="flex flex-wrap justify-between gap-3 print:hidden">
          {neighbours.previous ? (
            <Link
              to={contentPath(neighbours.previous)}
              className="rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
            >
              <span aria-hidden="true">← </span>Önceki: <span lang="en">{neighbours.previous.konuIng}</span>
            </Link>
          ) : (
            <span />
          )}
          {neighbours.next && (
            <Link
              to={contentPath(neighbours.next)}
              className="rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
            >
              Sonraki: <span lang="en">{neighbours.next.konuIng}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </nav>
      </Suspense>

      <Suspense>
        <div className="print:hidden">
          <MessageForm
            title="Geri bildirim"
            intro="Bu içerikle ilgili bir sorun mu gördünüz, bir sorunuz mu var? Bize yazın; mesajınız bu içerikle birlikte kaydedilir."
          />
        </div>
      </Suspense>
    </article>
  );
}
