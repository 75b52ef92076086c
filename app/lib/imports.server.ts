import type { AppLoadContext } from "react-router";
import { cellName, IMPORT_FIELDS, type ImportFields } from "#core/imports.ts";
import { importFailure, type ImportItemView } from "#server/content/import-service.ts";
import { createFromRequest } from "#server/http/import-intake.ts";

type Outcome = { ok: true; id: number } | { ok: false; status: number; message: string };

/** The no-JavaScript post of /admin/ice-aktar: the service's answer, or its Turkish reason. */
export async function importAction(context: AppLoadContext, userId: number, request: Request): Promise<Outcome> {
  try {
    const { view, start } = await createFromRequest(context.services.imports, userId, request);
    if (start) await context.services.imports.start(view.id);
    return { ok: true, id: view.id };
  } catch (error) {
    const failure = importFailure(error);
    if (failure) return { ok: false, status: failure.status, message: failure.message };
    throw error;
  }
}

/**
 * The table's cells as posted, for the rows that can still change. With `fillDown`, every
 * empty cell of that column takes the value of the cell above it ('Aşağı doldur' works
 * without JavaScript too).
 */
export function postedRows(
  form: FormData,
  items: ImportItemView[],
  fillDown: string | null,
): { id: number; fields: ImportFields }[] {
  const editable = items.filter((i) => i.state === "waiting" || i.state === "ready" || i.state === "failed");
  const rows = editable.map((item) => {
    const fields: ImportFields = {};
    for (const field of IMPORT_FIELDS) {
      const v = form.get(cellName(item.id, field));
      fields[field] = typeof v === "string" ? v.slice(0, 400) : (item.fields[field] ?? "");
    }
    return { id: item.id, fields };
  });
  const column = IMPORT_FIELDS.find((f) => f === fillDown);
  if (column) {
    let above = "";
    for (const row of rows) {
      if (row.fields[column]?.trim()) above = row.fields[column]!;
      else row.fields[column] = above;
    }
  }
  return rows;
}
