import { Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { REVIEW_KIND_PARAM, REVIEW_KIND_VALUE } from "#core/homework/daily-review.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkTeacher } from "#core/messages/homework-teacher.ts";
import { Panel } from "#app/components/panel.tsx";
import { DataTable } from "#app/components/data-table.tsx";

const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

export interface HomeworkRow {
  id: number;
  title: string;
  kind: string;
  due: string;
  pupils: number;
  note: string;
  edit: string;
}

/** The class page's 'Ödevler': each item with its due time (Turkey's time), for whom, and its edit link; a new one. */
export function HomeworkPanel({ classId, items }: { classId: number; items: HomeworkRow[] }) {
  return (
    <Panel id="homework-title" title={`${trHomework.title} (${items.length})`}>
      <p>
        <Link to={`${classPath(classId)}/odev`} className={link}>
          {trHomeworkTeacher.newHomework}
        </Link>
      </p>
      <p>
        <Link to={`${classPath(classId)}/odev?${REVIEW_KIND_PARAM}=${REVIEW_KIND_VALUE}`} className={link}>
          {trHomeworkTeacher.newReviewHomework}
        </Link>
      </p>
      {items.length > 0 && (
        <p>
          <Link to={`${classPath(classId)}/odevler`} className={link}>
            {trHomeworkTeacher.gridLink}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>{trHomeworkTeacher.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <DataTable
            testId="homework-list"
            caption={trHomeworkTeacher.listCaption}
            columns={[
              { label: trHomeworkTeacher.entry },
              { label: trHomeworkTeacher.due },
              { label: trHomeworkTeacher.forWhom },
              { label: trHomeworkTeacher.edit, hidden: true },
            ]}
          >
            {items.map((h) => (
              <tr key={h.id} className="border-t border-slate-200 align-top" data-homework={h.id}>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {/* A 'Günlük tekrar' item's name is Turkish (docs/decisions/0119); an entry's title English. */}
                  <span lang={h.kind === "review" ? "tr" : "en"}>{h.title}</span>
                  <span className="block text-sm font-normal text-slate-700">{trHomework.kindShort[h.kind]}</span>
                </th>
                <td className="px-3 py-2">{h.due}</td>
                <td className="px-3 py-2">
                  {h.pupils === 0 ? trHomeworkTeacher.wholeClass : trHomeworkTeacher.pupilsCount(h.pupils)}
                </td>
                <td className="px-3 py-2">
                  <Link to={h.edit} className={link} aria-label={`${trHomeworkTeacher.edit}: ${h.title}`}>
                    {trHomeworkTeacher.edit}
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </Panel>
  );
}
