import { redirect } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { editPath } from "#app/lib/admin-paths.ts";
import { notFound } from "#app/lib/load.server.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/practice";

/**
 * /notekle/{id}/alistirma, the address an entry's word list and quiz once had a page of
 * their own at: they are on the entry's edit form now, saved with the entry.
 * The admin's old links and bookmarks land there; anyone else gets the not-found page.
 */
async function toEditForm({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  if (id === null) notFound();
  // 303 after a post from an old tab: the browser follows it with a GET.
  return redirect(editPath(id), request.method === "GET" || request.method === "HEAD" ? 301 : 303);
}

export const loader = (args: Route.LoaderArgs) => toEditForm(args);
export const action = (args: Route.ActionArgs) => toEditForm(args);
