import { useState } from "react";
import { Link } from "react-router";
import { entryJson } from "#core/content.ts";
import type { ContentFormValues } from "#core/content-fields.ts";
import { trAdmin } from "#core/messages/admin.ts";
import { ContentForm, type SavedEntry } from "#app/components/content-form.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { listPath } from "#app/lib/admin-paths.ts";
import { formAnswer } from "#app/lib/content-form.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/add-content";

export const meta: Route.MetaFunction = () => titled("Not Ekle");

/** /notekle: the admin's page; everyone else gets the not-found page and nothing more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  // After a post without JavaScript: the entry just added, to link to it.
  const raw = new URL(request.url).searchParams.get("eklendi");
  const entry = raw && /^\d{1,9}$/.test(raw) ? await context.services.content.getById(Number(raw)) : null;
  return { added: entry ? entryJson(entry) : null };
}

/** The form without JavaScript (with JavaScript it goes to POST /api/v1/contents: same service, same rules). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  // The entry and its word list or quiz in one save; "Önizle" stores nothing.
  const result = await context.services.contentAdmin.createFromPage(request);
  if (result.ok !== true) return formAnswer(result);
  return redirectWithToast(context, `/notekle?eklendi=${result.entry.id}`, trAdmin.uploaded);
}

/** The next entry is often of the same grade, unit, type and term: keep those. */
function nextDefaults(entry: SavedEntry | null): ContentFormValues {
  if (!entry) return {};
  return {
    sinif: String(entry.sinif),
    unite: String(entry.unite),
    icerikTuru: String(entry.icerikTuru),
    fileType: entry.fileType,
    donem: String(entry.donem),
  };
}

function AddedNotice({ entry }: { entry: SavedEntry }) {
  return (
    <div role="status" className="rounded-2xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">{trAdmin.uploaded}</p>
      <p className="mt-1">
        Eklenen içerik:{" "}
        <Link to={entry.url} className="font-semibold underline underline-offset-4" lang="en">
          {entry.konuIng}
        </Link>
        {" · "}
        <Link to={listPath(entry)} className="font-semibold underline underline-offset-4">
          Listede gör
        </Link>
        {" · "}
        <Link to={`/classes/${entry.sinif}`} className="font-semibold underline underline-offset-4">
          Sınıf sayfasında gör
        </Link>
      </p>
    </div>
  );
}

export default function AddContent({ loaderData, actionData }: Route.ComponentProps) {
  const toast = useToast();
  const [added, setAdded] = useState<SavedEntry | null>(loaderData.added);
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900">Not Ekle</h1>
        <p className="mt-2 text-slate-700">
          Kelime listesi ve test dışındaki bütün alanlar zorunludur. PDF, resim ve ses dosyaları için bir dosya,
          videolar için bir YouTube bağlantısı girin; dosya türü, dosyanın içeriğine bakılarak denetlenir.
        </p>
      </div>
      {added && <AddedNotice entry={added} />}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ContentForm
          action="/notekle"
          api={{ method: "POST", url: "/api/v1/contents" }}
          defaults={actionData?.values ?? nextDefaults(loaderData.added)}
          errors={actionData?.errors}
          formError={actionData?.formError}
          practice={actionData?.practice}
          previewed={actionData?.previewed}
          submitLabel="Ekle"
          onSaved={(entry) => {
            toast.show("success", trAdmin.uploaded);
            setAdded(entry);
            return true;
          }}
        />
      </div>
    </section>
  );
}
