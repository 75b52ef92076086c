import { toCsv } from "#core/csv.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/subscribers-csv";

/** The confirmed subscribers as CSV, for the admin only, with when each one consented. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = await context.services.newsletter.allConfirmed();
  const csv = toCsv([
    ["email", "created_at", "confirmed_at"],
    ...rows.map((r) => [r.email, new Date(r.createdAt).toISOString(), new Date(r.confirmedAt).toISOString()]),
  ]);
  return new Response("\uFEFF" + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="aboneler.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
