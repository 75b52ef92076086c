import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { CONTENT_TYPES, FILE_TYPE_LABELS } from "#core/content-types.ts";
import { formatFileSize } from "#core/file-size.ts";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { cellName, IMPORT_FIELDS, type ImportField } from "#core/imports.ts";
import { trImports } from "#core/messages/imports.ts";
import { termLabel, TERMS } from "#core/terms.ts";
import { ProgressBar as Bar } from "#app/components/progress-bar.tsx";
import { fileFor } from "#app/browser/import-client.ts";
import { postedRows } from "#app/lib/imports.server.ts";
import { notFound } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast, setToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/import-detail";
import { ImportProgress, useFollowImport, useUploads } from "./import-progress";

export const meta: Route.MetaFunction = () => titled(trImports.title);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const view = id === null ? null : await context.services.imports.view(id);
  if (!view) notFound();
  return { view };
}

/**
 * The table's one form: save the cells (and fill a column down), start, retry all or one
 * failed row, or remove the import. Every intent saves the posted cells first.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const id = parseEntryId(params.id);
  const { imports } = context.services;
  const view = id === null ? null : await imports.view(id);
  if (!view) notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "discard") {
    await imports.discard(view.id);
    return redirectWithToast(context, "/admin/ice-aktar", trImports.discarded);
  }
  const fillDown = intent.startsWith("filldown:") ? intent.slice("filldown:".length) : null;
  await imports.edit(view.id, {
    onDuplicate: form.get("onDuplicate") ?? undefined,
    items: postedRows(form, view.items, fillDown),
  });
  if (intent === "start") await imports.start(view.id);
  else if (intent === "retry") await imports.retry(view.id);
  else if (intent.startsWith("retry:")) {
    const item = parseEntryId(intent.slice("retry:".length));
    if (item === null) return data({ formError: trImports.badRequest }, { status: 400 });
    await imports.retry(view.id, [item]);
  }
  const headers =
    intent === "save" ? { "Set-Cookie": await setToast("success", trImports.saved, context.secureCookies) } : undefined;
  return redirect(`/admin/ice-aktar/${view.id}`, { headers });
}

type View = Route.ComponentProps["loaderData"]["view"];
type Item = View["items"][number];

const STATE_STYLE: Record<Item["state"], string> = {
  waiting: "bg-slate-100 text-slate-800",
  ready: "bg-sky-100 text-sky-900",
  working: "bg-amber-100 text-amber-900",
  done: "bg-green-100 text-green-900",
  skipped: "bg-slate-200 text-slate-900",
  failed: "bg-red-100 text-red-900",
};

const COLUMN_LABELS: Record<ImportField, string> = {
  sinif: "Sınıf",
  unite: "Ünite",
  konuIng: "İngilizce Başlık",
  konuTr: "Türkçe Başlık",
  icerikTuru: "İçerik Türü",
  donem: "Dönem",
};
const cell =
  "min-h-10 w-full rounded-md border border-slate-500 bg-white px-2 py-1 aria-[invalid=true]:border-red-700 disabled:border-slate-300 disabled:bg-slate-50";

/**
 * Spreadsheet keys in the table: Enter / Shift+Enter and ↓ / ↑ (in a text cell) move to the
 * same column's next or previous row; Ctrl+D takes the value of the cell above.
 */
function onCellKey(table: HTMLTableElement, event: globalThis.KeyboardEvent) {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  const column = target.dataset.column;
  const row = Number(target.dataset.row);
  if (!column || !Number.isInteger(row)) return;
  const at = (r: number) =>
    table.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[data-column="${column}"][data-row="${r}"]:not(:disabled)`,
    );
  const isText = target instanceof HTMLInputElement;
  let move = 0;
  if (event.key === "Enter") move = event.shiftKey ? -1 : 1;
  else if (isText && event.key === "ArrowDown") move = 1;
  else if (isText && event.key === "ArrowUp") move = -1;
  if (move) {
    for (let r = row + move; r >= 0 && r < 10_000; r += move) {
      const next = at(r);
      if (next) {
        event.preventDefault();
        next.focus();
        return;
      }
      if (!table.querySelector(`[data-row="${r}"]`)) return;
    }
    return;
  }
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "d") {
    event.preventDefault();
    for (let r = row - 1; r >= 0; r--) {
      const above = table.querySelector<HTMLInputElement | HTMLSelectElement>(
        `[data-column="${column}"][data-row="${r}"]`,
      );
      if (above) {
        target.value = above.value;
        return;
      }
    }
  }
}

function FieldCell({ item, field, row, disabled }: { item: Item; field: ImportField; row: number; disabled: boolean }) {
  const error = item.errors?.[field];
  const id = `${cellName(item.id, field)}`;
  const common = {
    id,
    name: cellName(item.id, field),
    defaultValue: item.fields[field] ?? "",
    disabled,
    "data-column": field,
    "data-row": row,
    "aria-label": `${item.path}: ${COLUMN_LABELS[field]}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-hata` : undefined,
    className: cell,
  } as const;
  const select = (options: { value: string | number; label: string }[]) => (
    <select {...common}>
      <option value="">—</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <td className="p-1 align-top">
      {field === "sinif" ? (
        select(GRADES.map((g) => ({ value: g, label: gradeLabel(g) })))
      ) : field === "icerikTuru" ? (
        select(CONTENT_TYPES.map((t) => ({ value: t.code, label: t.label })))
      ) : field === "donem" ? (
        select(TERMS.map((t) => ({ value: t, label: termLabel(t) })))
      ) : (
        <input
          {...common}
          inputMode={field === "unite" ? "numeric" : undefined}
          lang={field === "konuIng" ? "en" : undefined}
        />
      )}
      {error && (
        <p id={`${id}-hata`} className="mt-1 text-xs font-medium text-red-800">
          {error}
        </p>
      )}
    </td>
  );
}

/** The row's state, its upload's progress, its outcome (the entry made, or why not) and 'Tekrar dene' when it failed. */
function StateCell({ item, uploading, busy }: { item: Item; uploading: number | undefined; busy: boolean }) {
  return (
    <td className="min-w-48 p-2 align-top">
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[item.state]}`}
        data-state={item.state}
      >
        {item.replaced ? trImports.replaced : trImports.stateLabels[item.state]}
      </span>
      {item.state === "waiting" && uploading !== undefined && (
        <Bar label={`${item.path} ${trImports.uploading}`} fraction={uploading} />
      )}
      {item.error && <p className="mt-1 text-xs text-red-900">{item.error}</p>}
      {item.entry && (
        <Link
          to={item.entry.url}
          className="mt-1 block text-xs font-semibold text-brand-800 underline underline-offset-2"
          lang="en"
        >
          {item.entry.title}
        </Link>
      )}
      {!item.entry && item.alreadyOnSite && (
        <p className="mt-1 text-xs text-slate-800">{trImports.duplicate(item.alreadyOnSite.title)}</p>
      )}
      {item.state === "failed" && (
        <button
          type="submit"
          name="intent"
          value={`retry:${item.id}`}
          disabled={busy}
          className="mt-1 rounded border border-red-800 px-2 py-0.5 text-xs font-semibold text-red-900 hover:bg-red-50"
        >
          {trImports.retry}
        </button>
      )}
    </td>
  );
}

/** One file's row: its path and size, its cells, its state. `row` counts the editable rows only (-1 for the others). */
function ImportRow({
  item,
  row,
  uploading,
  busy,
}: {
  item: Item;
  row: number;
  uploading: number | undefined;
  busy: boolean;
}) {
  const editable = row >= 0;
  return (
    <tr className="border-t border-slate-200" data-testid="import-row">
      <th scope="row" className="max-w-56 break-words p-2 text-left align-top font-normal">
        <span className="font-mono text-xs">{item.path}</span>
        <span className="block text-xs text-slate-700">
          {formatFileSize(item.size)}
          {item.fileType && ` · ${FILE_TYPE_LABELS[item.fileType]}`}
        </span>
      </th>
      {IMPORT_FIELDS.map((f) => (
        // Keyed by the stored value too: React applies a select's defaultValue only when it is
        // made, so a cell the server changed ('Aşağı doldur', a fix) is made anew with it.
        <FieldCell key={`${f}:${item.fields[f] ?? ""}`} item={item} field={f} row={row} disabled={!editable} />
      ))}
      <StateCell item={item} uploading={uploading} busy={busy} />
    </tr>
  );
}

/** The spreadsheet keys, listened for on the whole table. */
function useCellKeys() {
  const tableRef = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const listener = (event: globalThis.KeyboardEvent) => onCellKey(table, event);
    table.addEventListener("keydown", listener);
    return () => table.removeEventListener("keydown", listener);
  }, []);
  return tableRef;
}

/** The table of the import's files, with 'Aşağı doldur' on each column; `uploads` is each row's upload progress from this tab. */
function ImportTable({ view, uploads, busy }: { view: View; uploads: Record<number, number>; busy: boolean }) {
  const tableRef = useCellKeys();
  let row = 0;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table ref={tableRef} className="min-w-full border-collapse text-sm">
        <caption className="sr-only">{trImports.title}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-2 text-left">
              {trImports.path}
            </th>
            {IMPORT_FIELDS.map((f) => (
              <th key={f} scope="col" className="min-w-28 p-2 text-left align-bottom">
                <span className="block">{COLUMN_LABELS[f]}</span>
                <button
                  type="submit"
                  name="intent"
                  value={`filldown:${f}`}
                  disabled={busy}
                  className="mt-1 rounded border border-slate-400 px-2 py-0.5 text-xs font-semibold hover:bg-slate-100"
                  aria-label={`${COLUMN_LABELS[f]}: ${trImports.fillDown}`}
                >
                  {trImports.fillDown}
                </button>
              </th>
            ))}
            <th scope="col" className="p-2 text-left">
              {trImports.state}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.items.map((item) => {
            const editable = item.state === "waiting" || item.state === "ready" || item.state === "failed";
            const r = editable ? row++ : -1;
            return <ImportRow key={item.id} item={item} row={r} uploading={uploads[item.id]} busy={busy} />;
          })}
        </tbody>
      </table>
    </div>
  );
}

const LOOKS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  danger: "border border-red-800 text-red-900 hover:bg-red-50",
  quiet: "text-slate-800 underline underline-offset-4 hover:bg-slate-100",
};

/** One of the form's buttons: each posts the table with its intent. */
function IntentButton({
  intent,
  label,
  look,
  busy,
}: {
  intent: string;
  label: string;
  look: keyof typeof LOOKS;
  busy: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={`min-h-11 rounded-lg px-5 font-semibold disabled:opacity-60 ${LOOKS[look]}`}
    >
      {label}
    </button>
  );
}

export default function ImportDetail({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [, setChosenAgain] = useState(0);
  const uploads = useUploads(view, revalidator.revalidate);
  const { counts } = view;
  const waitingHere = view.items.filter((i) => i.state === "waiting" && fileFor(view.id, i.path)).length;
  const busy = navigation.state !== "idle";
  useFollowImport(view, waitingHere, revalidator);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">{trImports.title}</h1>
        <Link to="/admin/ice-aktar" className="font-semibold text-brand-800 underline underline-offset-4">
          {trImports.recent}
        </Link>
      </div>

      <ImportProgress
        view={view}
        waitingHere={waitingHere}
        onChosen={() => {
          setChosenAgain((n) => n + 1);
          revalidator.revalidate();
        }}
      />

      <Form method="post" className="space-y-3">
        <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <legend className="px-1 font-medium">{trImports.onDuplicate}</legend>
          <label className="mr-6 inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="onDuplicate" value="skip" defaultChecked={view.onDuplicate === "skip"} />{" "}
            {trImports.skip}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="onDuplicate" value="replace" defaultChecked={view.onDuplicate === "replace"} />{" "}
            {trImports.replace}
          </label>
        </fieldset>
        <p className="text-sm text-slate-700">{trImports.fillDownHint}</p>
        <ImportTable view={view} uploads={uploads} busy={busy} />
        <div className="flex flex-wrap gap-3">
          {!view.started && <IntentButton intent="start" label={trImports.start} look="primary" busy={busy} />}
          <IntentButton intent="save" label={trImports.save} look="secondary" busy={busy} />
          {counts.failed > 0 && <IntentButton intent="retry" label={trImports.retryFailed} look="danger" busy={busy} />}
          <IntentButton intent="discard" label={trImports.discard} look="quiet" busy={busy} />
        </div>
      </Form>
    </div>
  );
}
