import { Form, useActionData } from "react-router";
import { trDeneme } from "#core/messages/deneme.ts";
import { trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import type { answerSheetPage } from "./answer-sheet.server";

/**
 * /sinifim/{id}/deneme/{entry}/optik: the class's optical form of a deneme sat on paper (decision 0123). The questions
 * are in the printed booklet; here only numbered rows of letters, A–D (LGS) or A–E (YDT), and
 * 'Boş'. A plain form: without JavaScript 'Kaydet' saves every row into the same attempt as the
 * exam page, by the same rules and before the same end (a class session's, when the teacher started one).
 */
const button = "min-h-11 rounded-lg px-4 font-semibold";
type SheetData = Awaited<ReturnType<typeof answerSheetPage>>;
type Row = NonNullable<SheetData["sheet"]>["rows"][number];

/** One question's row: its number as the group's name, a radio per letter and 'Boş', each a 44-px target. */
function SheetRow({ row }: { row: Row }) {
  const option = (value: string, label: string) => (
    <label
      key={value}
      className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-slate-300 px-1 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-bold"
    >
      <input type="radio" name={`s${row.number}`} value={value} defaultChecked={(row.choice ?? "") === value} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="flex items-center gap-2 border-t border-slate-200 py-1" data-question={row.number}>
      <legend className="sr-only">{t.sheetRow(row.number)}</legend>
      <span aria-hidden="true" className="w-8 shrink-0 text-right font-bold">
        {row.number}
      </span>
      <div className="flex flex-wrap gap-1">
        {row.letters.map((l) => option(l, l))}
        {option("", t.sheetBlank)}
      </div>
      <input type="hidden" name={`m${row.number}`} value={row.marked ? "1" : "0"} />
    </fieldset>
  );
}

export function SheetView({ data: d }: { data: SheetData }) {
  const refused = useActionData<{ message?: string } | undefined>();
  const title = t.sheetTitle(d.entry.konuIng);
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-extrabold break-words text-brand-900">{title}</h1>
      <p>
        {trDeneme.formName[d.form]} · {trDeneme.facts(d.questions, d.minutes)}
      </p>
      {refused?.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-900">
          {refused.message}
        </p>
      )}
      {d.sheet === null ? (
        <Form method="post">
          <p className="mb-3">{trDeneme.rules[0]}</p>
          <button type="submit" name="intent" value="start" className={`${button} bg-brand-700 text-white`}>
            {trDeneme.start}
          </button>
        </Form>
      ) : (
        <Form method="post" className="space-y-3">
          <p className="font-semibold" data-testid="sheet-ends">
            {trDeneme.endsAt(d.sheet.ends)}
          </p>
          <p>{t.sheetIntro}</p>
          <input type="hidden" name="attempt" value={d.sheet.attemptId} />
          <input type="hidden" name="count" value={d.sheet.rows.length} />
          <div role="group" aria-label={t.sheetCaption} data-testid="answer-sheet">
            {d.sheet.rows.map((r) => (
              <SheetRow key={r.number} row={r} />
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={`${button} bg-brand-700 text-white`}>
              {t.sheetSave}
            </button>
            <button
              type="submit"
              name="intent"
              value="finish"
              className={`${button} border border-slate-400 bg-white text-slate-900`}
            >
              {t.sheetFinish}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
