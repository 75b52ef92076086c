import { parseEntryId } from "#core/content.ts";
import { Form, Link, redirect } from "react-router";
import { trAdmin } from "#core/messages/admin.ts";
import { EntryName } from "#app/components/entry-name.tsx";
import { listPath, returnPathAfterDelete } from "#app/lib/admin-paths.ts";
import { notFound } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { setToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/delete-content";

export const meta: Route.MetaFunction = () => titled("İçeriği Sil");

/** /notekle/{id}/sil: the confirmation without JavaScript (with it, the same question opens in a dialog). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const entry = id === null ? null : await context.services.content.getById(id);
  if (!entry) notFound();
  const back = returnPathAfterDelete(new URL(request.url).searchParams.get("geri"), -1, listPath(entry));
  return { entry, back };
}

/** Deletes the row, then its file; answers with docs/product.md's messages as a toast after the redirect. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const form = await request.formData();
  const result = id === null ? null : await context.services.contentAdmin.remove(id);
  const toast = (kind: "success" | "error", message: string) =>
    setToast(kind, message, context.secureCookies).then((cookie) => ({ "Set-Cookie": cookie }));
  if (!result || (!result.ok && result.status === 404)) {
    return redirect(returnPathAfterDelete(form.get("geri"), id ?? -1, "/classes"), {
      headers: await toast("error", trAdmin.notFoundEntries),
    });
  }
  if (!result.ok)
    return redirect(returnPathAfterDelete(form.get("geri"), -1, "/classes"), {
      headers: await toast("error", trAdmin.deleteFailed),
    });
  return redirect(returnPathAfterDelete(form.get("geri"), result.entry.id, listPath(result.entry)), {
    headers: await toast("success", trAdmin.deletedInfo),
  });
}

export default function DeleteContent({ loaderData }: Route.ComponentProps) {
  const { entry, back } = loaderData;
  return (
    <section className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-extrabold text-brand-900">İçeriği sil</h1>
      <p>
        <EntryName entry={entry} /> silinsin mi? Dosyası da silinir; bu işlem geri alınamaz.
      </p>
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="geri" value={back} />
        <Link
          to={back}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold hover:bg-slate-100"
        >
          Vazgeç
        </Link>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800"
        >
          Sil
        </button>
      </Form>
    </section>
  );
}
