import { requireAdmin } from "../lib/session.server";
import { titled } from "../lib/meta";
import type { Route } from "./+types/add-content";

export const meta: Route.MetaFunction = () => titled("Not Ekle");

/** /notekle: the admin's page; everyone else gets the not-found page and nothing more. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AddContent() {
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-extrabold text-brand-900">Not Ekle</h1>
      <p className="text-slate-700">İçerik ekleme formu bir sonraki adımda bu sayfaya gelecek.</p>
    </section>
  );
}
