import { Link, useNavigate } from "react-router";
import { fileUrl, parseEntryId } from "#core/content.ts";
import { trAdmin } from "#core/messages/admin.ts";
import { EntryName } from "#app/components/entry-name.tsx";
import { ContentForm } from "#app/components/content-form.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { listPath } from "#app/lib/admin-paths.ts";
import { formAnswer } from "#app/lib/content-form.server.ts";
import { notFound } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { formatWordListCsv } from "#core/word-list.ts";
import type { PracticeDefaults } from "#app/components/practice/practice-fields.tsx";
import { carriesQuiz, quizExportPath } from "#core/practice.ts";
import { trDenemeAdmin } from "#core/messages/deneme-admin.ts";
import type { Route } from "./+types/edit-content";

export const meta: Route.MetaFunction = () => titled("İçeriği Düzenle");

/** /notekle/{id}/duzenle: correct an entry's titles, unit, term, type or file without deleting it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const entry = id === null ? null : await context.services.content.getById(id);
  if (!entry) notFound();
  const { words, quiz } = await context.services.practice.sources(entry.id);
  const practice: PracticeDefaults = {
    words: words ? formatWordListCsv(words) : "",
    quiz: quiz?.source ?? "",
    quizFormat: quiz?.format,
    quizExport: quiz ? quizExportPath(entry.id) : undefined,
  };
  const transcript = entry.fileType === "audio" ? await context.services.content.transcriptOf(entry.id) : null;
  return {
    entry,
    fileUrl: fileUrl(entry),
    practice,
    transcript: transcript ?? "",
    // The deneme settings' link, its words drawn here (the page's first load carries no deneme messages).
    deneme: quiz !== null && carriesQuiz(entry.icerikTuru) ? trDenemeAdmin.link : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const result = id === null ? null : await context.services.contentAdmin.updateFromPage(id, request);
  if (!result || (result.ok === false && result.status === 404)) {
    return redirectWithToast(context, "/notekle", trAdmin.notFoundEntries, "error");
  }
  if (result.ok !== true) return formAnswer(result);
  return redirectWithToast(context, listPath(result.entry), trAdmin.saved);
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const { entry } = loaderData;
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900">İçeriği Düzenle</h1>
        <p className="mt-2 text-slate-700">
          <EntryName entry={entry} />. Yeni bir dosya seçerseniz eskisinin yerine geçer; seçmezseniz dosya olduğu gibi
          kalır.
        </p>
        {loaderData.deneme && (
          <p className="mt-2">
            <Link to={`/notekle/${entry.id}/deneme`} className="font-semibold text-brand-800 underline">
              {loaderData.deneme}
            </Link>
          </p>
        )}
      </div>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ContentForm
          action={`/notekle/${entry.id}/duzenle`}
          api={{ method: "PATCH", url: `/api/v1/contents/${entry.id}` }}
          defaults={
            actionData?.values ?? {
              sinif: String(entry.sinif),
              unite: String(entry.unite),
              konuIng: entry.konuIng,
              konuTr: entry.konuTr,
              icerikTuru: String(entry.icerikTuru),
              fileType: entry.fileType,
              donem: String(entry.donem),
              link: entry.link ?? "",
            }
          }
          current={{ fileType: entry.fileType, name: entry.file, url: loaderData.fileUrl }}
          errors={actionData?.errors}
          formError={actionData?.formError}
          practiceDefaults={loaderData.practice}
          transcriptDefault={loaderData.transcript}
          practice={actionData?.practice}
          previewed={actionData?.previewed}
          submitLabel="Kaydet"
          onSaved={(saved) => {
            toast.show("success", trAdmin.saved);
            navigate(listPath(saved));
          }}
        />
      </div>
    </section>
  );
}
