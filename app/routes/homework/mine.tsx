import { Link } from "react-router";
import { trHomework } from "#core/messages/homework.ts";
import { myHomeworkPage } from "./mine.server";
import { titled } from "#app/lib/meta.ts";
import { RefusedTries, useOutbox, WaitingBadge } from "#app/components/homework-device.tsx";
import { PUPIL_STATE_WORDS } from "#core/homework/grid.ts";
import type { Route } from "./+types/mine";

/** /odevlerim: a pupil's homework, to do (days left in words) and done (with the score). */
export const meta: Route.MetaFunction = () => titled(trHomework.mine);

export const loader = ({ request, context }: Route.LoaderArgs) => myHomeworkPage(request, context);

type Row = Route.ComponentProps["loaderData"]["toDo"][number];

function Item({ row, done, waiting }: { row: Row; done: boolean; waiting: boolean }) {
  return (
    <li className="space-y-1 px-6 py-4" data-homework={row.id} data-state={row.state}>
      <Link to={row.to} className="text-lg font-semibold text-brand-800 underline underline-offset-4">
        <span lang="en">{row.title}</span>
      </Link>
      <p className="text-slate-700">
        {trHomework.kindShort[row.kind]} · {row.className}
      </p>
      {row.note && <p>{row.note}</p>}
      {waiting && <WaitingBadge />}
      {done ? (
        <p className="font-semibold" data-testid="homework-done">
          {PUPIL_STATE_WORDS[row.state]}
          {row.score ? ` · ${row.score}` : ""}
        </p>
      ) : (
        <p>
          {trHomework.dueOn(row.due)} · <strong data-testid="days-left">{row.left}</strong>
        </p>
      )}
    </li>
  );
}

/** One of the page's two lists (to do, done): its heading with the count, and its rows or the words for none. */
function Rows({
  name,
  title,
  empty,
  testId,
  rows,
  done,
  isWaiting,
}: {
  name: string;
  title: string;
  empty: string;
  testId: string;
  rows: Row[];
  done: boolean;
  isWaiting: (id: number) => boolean;
}) {
  return (
    <section aria-labelledby={`${name}-title`} className="space-y-3">
      <h2 id={`${name}-title`} className="text-xl font-bold text-brand-900">
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          data-testid={testId}
        >
          {rows.map((r) => (
            <Item key={r.id} row={r} done={done} waiting={isWaiting(r.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function MyHomework({ loaderData }: Route.ComponentProps) {
  const { toDo, done, pupil } = loaderData;
  // Tries answered offline and not sent yet (docs/decisions/0076), read from the device after hydration.
  const { waiting, refused, forgetRefused } = useOutbox(pupil);
  const isWaiting = (id: number) => waiting.some((t) => t.homeworkId === id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trHomework.mine}</h1>
      <p>{trHomework.mineIntro}</p>
      <RefusedTries refused={refused} onOk={forgetRefused} />
      <Rows
        name="todo"
        title={trHomework.toDo}
        empty={trHomework.nothingToDo}
        testId="homework-todo"
        rows={toDo}
        done={false}
        isWaiting={isWaiting}
      />
      <Rows
        name="done"
        title={trHomework.done}
        empty={trHomework.nothingDone}
        testId="homework-finished"
        rows={done}
        done
        isWaiting={isWaiting}
      />
    </div>
  );
}
