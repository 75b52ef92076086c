import { trMyAccount } from "#core/messages/my-account.ts";
import { accountExport } from "#app/lib/my-account.server.ts";
import type { Route } from "./+types/export";

/**
 * /hesabim/verilerim.json: 'Verilerimi indir', everything kept about the signed-in
 * account as one JSON file (shape: docs/account-export.schema.json).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const exported = await accountExport(request, context);
  const headers = { "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" };
  if (exported === "too-many-requests")
    return new Response(JSON.stringify({ message: trMyAccount.tooManyRequests }), { status: 429, headers });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: { ...headers, "Content-Disposition": `attachment; filename="merdiven-verilerim-${day}.json"` },
  });
}
