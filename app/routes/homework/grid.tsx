import { Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { gridPage } from "./grid.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/grid";

/**
 * /sinifim/{id}/odevler: the teacher's grid: pupils as rows, homework as columns, a
 * real table with headers; on a phone it scrolls sideways under a fixed name column.
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${trHomeworkTeacher.gridTitle} · ${data.className}` : trHomeworkTeacher.gridTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => gridPage(request, context, params.id);

const STATE_CLASS = {
  "not-started": "text-slate-700",
  started: "text-amber-900",
  done: "font-semibold text-green-800",
  late: "font-semibold text-red-800",
} as const;
const link = "font-semibold text-brand-800 underline underline-offset-4";

type Data = Route.ComponentProps["loaderData"];
type Item = Data["items"][number];

/** A column header's link, named with the item's title for a screen reader's list of links; 44 px tall. */
function HeaderLink({ to, text, title }: { to: string; text: string; title: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center text-sm font-normal text-brand-800 underline underline-offset-4"
      aria-label={`${text}: ${title}`}
    >
      {text}
    </Link>
  );
}

/**
 * A homework's column header: its title, kind and due date; for a quiz the link to its questions,
 * for a deneme the class's report of it (decision 0128).
 */
function ItemHeader({ item: h, classId }: { item: Item; classId: number }) {
  return (
    <th scope="col" className="min-w-40 bg-slate-100 px-3 py-2 align-bottom" data-homework={h.id}>
      <span lang={h.kind === "review" ? "tr" : "en"}>{h.title}</span>
      <span className="block text-sm font-normal text-slate-700">
        {trHomework.kindShort[h.kind]} · {h.due}
      </span>
      {h.kind === "quiz" && (
        <HeaderLink
          to={`${classPath(classId)}/odev/${h.id}/sorular`}
          text={trHomeworkTeacher.questionsLink}
          title={h.title}
        />
      )}
      {h.report && <HeaderLink to={h.report.to} text={h.report.text} title={h.title} />}
    </th>
  );
}

/** A pupil's row: the name, then each homework's state; without the parents' consent, nothing of it. */
function PupilRow({ row: r, items }: { row: Data["rows"][number]; items: Item[] }) {
  return (
    <tr data-member={r.userId}>
      <th
        scope="row"
        className="sticky left-0 z-10 border-t border-slate-200 bg-white px-3 py-2 font-semibold whitespace-nowrap"
      >
        {r.displayName}
      </th>
      {r.cells
        ? r.cells.map((c, i) => (
            <td
              key={items[i].id}
              className={`border-t border-slate-200 px-3 py-2 ${c ? STATE_CLASS[c.state] : "text-slate-700"}`}
              data-state={c?.state ?? "none"}
            >
              {c ? c.text : <span aria-label={trHomeworkTeacher.notGiven}>—</span>}
            </td>
          ))
        : items.map((h) => (
            <td key={h.id} className="border-t border-slate-200 px-3 py-2 text-slate-700" data-state="hidden">
              {trHomeworkTeacher.noConsent}
            </td>
          ))}
    </tr>
  );
}

export default function HomeworkGrid({ loaderData }: Route.ComponentProps) {
  const { classId, className, items, rows } = loaderData;
  return (
    <div className="space-y-6">
      <p>
        <Link to={classPath(classId)} className={link}>
          {trHomeworkTeacher.backToClass}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">
        {trHomeworkTeacher.gridTitle} · {className}
      </h1>
      <p>{trHomeworkTeacher.gridIntro}</p>
      <p>
        <a href={`${classPath(classId)}/odevler.csv`} className={link} download>
          {trHomeworkTeacher.csvLink}
        </a>
      </p>
      {items.length === 0 || rows.length === 0 ? (
        <p>{trHomeworkTeacher.gridEmpty}</p>
      ) : (
        // Focusable, so a keyboard can scroll it; a named region (axe's scrollable-region-focusable).
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
          tabIndex={0}
          role="region"
          aria-labelledby="grid-caption"
        >
          <table className="min-w-full border-separate border-spacing-0 text-left" data-testid="homework-grid">
            <caption id="grid-caption" className="sr-only">
              {trHomeworkTeacher.gridCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-slate-100 px-3 py-2">
                  {trHomeworkTeacher.csvPupil}
                </th>
                {items.map((h) => (
                  <ItemHeader key={h.id} item={h} classId={classId} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <PupilRow key={r.userId} row={r} items={items} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
