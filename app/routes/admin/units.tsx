import { data, Form, useNavigation } from "react-router";
import { DEFAULT_GRADE, gradeFromQuery, gradeLabel } from "#core/grades.ts";
import { trUnits } from "#core/messages/units.ts";
import { termLabel, TERMS } from "#core/terms.ts";
import { parseUnitTable, type UnitRowInput } from "#core/unit-table.ts";
import { MAX_UNITS_PER_GRADE } from "#core/units.ts";
import { GradeTabs } from "#app/components/grade-tabs.tsx";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import type { Route } from "./+types/units";

export const meta: Route.MetaFunction = () => titled(trUnits.title);

/** Empty rows below a grade's units, for new ones (without JavaScript there is no 'add a row'). */
const BLANK_ROWS = 3;
const FIELD_LENGTH = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const grade = gradeFromQuery(new URL(request.url).searchParams.get("sinif"));
  const [units, counts] = await Promise.all([
    context.services.units.ofGrade(grade),
    context.services.content.unitsOfGrade(grade),
  ]);
  const entries: Record<number, number> = {};
  for (const c of counts) entries[c.unit] = (entries[c.unit] ?? 0) + c.count;
  return { grade, units, entries };
}

/** The table's rows as posted: the four fields of each row, in order (each cut to a sane length before any check). */
function postedRows(form: FormData): UnitRowInput[] {
  const column = (name: string) =>
    form.getAll(name).map((v) => (typeof v === "string" ? v.slice(0, FIELD_LENGTH) : ""));
  const [numbers, en, trNames, terms] = [column("unite"), column("nameEn"), column("nameTr"), column("donem")];
  return numbers.map((unite, i) => ({ unite, nameEn: en[i] ?? "", nameTr: trNames[i] ?? "", donem: terms[i] ?? "" }));
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const back = (grade: number | null) => `/admin/uniteler?sinif=${grade ?? DEFAULT_GRADE}`;
  if (form.get("intent") === "fill") {
    const added = await context.services.units.fillFromCurriculum();
    const grade = gradeFromQuery(String(form.get("sinif") ?? ""));
    return redirectWithToast(context, back(grade), trUnits.filled(added));
  }
  const rows = postedRows(form);
  const parsed = parseUnitTable(form.get("sinif"), rows);
  if (!parsed.ok)
    return data({ rows, errors: parsed.errors, formError: parsed.form ?? trUnits.invalid }, { status: 400 });
  await context.services.units.saveGrade(parsed.grade!, parsed.units);
  return redirectWithToast(context, back(parsed.grade), trUnits.saved(parsed.grade!));
}

/** The table's columns and their widths. */
const COLUMNS: [string, string][] = [
  [trUnits.number, "w-20"],
  [trUnits.nameEn, ""],
  [trUnits.nameTr, ""],
  [trUnits.term, "w-32"],
  ["İçerik", "w-28"],
];

const cell =
  "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-2 py-1.5 aria-[invalid=true]:border-red-700";

export default function Units({ loaderData, actionData }: Route.ComponentProps) {
  const { grade, units, entries } = loaderData;
  const busy = useNavigation().state === "submitting";
  const rows: UnitRowInput[] =
    actionData?.rows ??
    [
      ...units.map((u) => ({ unite: String(u.unite), nameEn: u.nameEn, nameTr: u.nameTr, donem: String(u.donem) })),
    ].concat(
      Array.from({ length: Math.min(BLANK_ROWS, MAX_UNITS_PER_GRADE - units.length) }, () => ({
        unite: "",
        nameEn: "",
        nameTr: "",
        donem: "1",
      })),
    );
  const errors = actionData?.errors ?? {};
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900">{trUnits.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{trUnits.intro}</p>
      </div>
      <GradeTabs selected={grade} hrefFor={(g) => `/admin/uniteler?sinif=${g}`} label="Sınıf seçin" />
      {actionData?.formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200">
          {actionData.formError}
        </p>
      )}
      <Form method="post" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="sinif" value={grade} />
        <table className="w-full border-separate border-spacing-y-2">
          <caption className="mb-2 text-left text-xl font-bold text-brand-900">{gradeLabel(grade)}</caption>
          <thead>
            <tr className="text-left">
              {COLUMNS.map(([label, width]) => (
                <th key={label} scope="col" className={`pr-2 ${width}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const rowErrors = errors[i] ?? {};
              const id = (field: string) => `unite-${i}-${field}`;
              const described = (field: string) =>
                rowErrors[field] ? { "aria-invalid": true, "aria-describedby": `${id(field)}-hata` } : {};
              const label = row.unite ? `${row.unite}. ünite` : `${i + 1}. boş satır`;
              const count = /^\d+$/.test(row.unite) ? (entries[Number(row.unite)] ?? 0) : null;
              return (
                <tr key={i} className="align-top">
                  <td className="pr-2">
                    <input
                      id={id("unite")}
                      name="unite"
                      inputMode="numeric"
                      defaultValue={row.unite}
                      aria-label={`${label}: ${trUnits.number}`}
                      className={cell}
                      {...described("unite")}
                    />
                  </td>
                  <td className="pr-2">
                    <input
                      id={id("nameEn")}
                      name="nameEn"
                      lang="en"
                      defaultValue={row.nameEn}
                      aria-label={`${label}: ${trUnits.nameEn}`}
                      className={cell}
                      {...described("nameEn")}
                    />
                  </td>
                  <td className="pr-2">
                    <input
                      id={id("nameTr")}
                      name="nameTr"
                      defaultValue={row.nameTr}
                      aria-label={`${label}: ${trUnits.nameTr}`}
                      className={cell}
                      {...described("nameTr")}
                    />
                  </td>
                  <td className="pr-2">
                    <select
                      id={id("donem")}
                      name="donem"
                      defaultValue={row.donem}
                      aria-label={`${label}: ${trUnits.term}`}
                      className={cell}
                      {...described("donem")}
                    >
                      {TERMS.map((t) => (
                        <option key={t} value={t}>
                          {termLabel(t)}
                        </option>
                      ))}
                    </select>
                    {Object.entries(rowErrors).map(([field, message]) => (
                      <p key={field} id={`${id(field)}-hata`} className="mt-1 text-sm font-medium text-red-800">
                        {message}
                      </p>
                    ))}
                  </td>
                  <td className={count === 0 ? "font-semibold text-red-800" : "text-slate-700"}>
                    {count === null ? "" : trUnits.entries(count)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {trUnits.save}
        </button>
      </Form>
      <Form method="post" className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="intent" value="fill" />
        <input type="hidden" name="sinif" value={grade} />
        <p className="text-slate-700">{trUnits.fillHint}</p>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {trUnits.fill}
        </button>
      </Form>
    </div>
  );
}
