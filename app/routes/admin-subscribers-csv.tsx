import { toCsv } from "../../server/messages/message-service";
import { requireAdmin } from "../lib/session.server";
import type { Route } from "./+types/admin-subscribers-csv";

/** The subscriber list as CSV, for the admin only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const rows = await context.services.messages.subscribers();
  const csv = toCsv([["email", "created_at"], ...rows.map((r) => [r.email, new Date(r.createdAt).toISOString()])]);
  return new Response("\uFEFF" + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="aboneler.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
