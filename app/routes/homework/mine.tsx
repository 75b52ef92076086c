import { Link } from "react-router";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";
import { THUMBNAIL, thumbnailUrl } from "#core/images.ts";
import { myHomeworkPage } from "./mine.server";
import { titled } from "#app/lib/meta.ts";
import { ReviewInvite } from "#app/components/review-invite.tsx";
import { RefusedTries, useOutbox, WaitingBadge } from "#app/components/homework/device-outbox.tsx";
import { useDataSaver } from "#app/lib/data-saver.ts";
import { PUPIL_STATE_WORDS } from "#core/homework/grid.ts";
import type { Route } from "./+types/mine";

/**
 * /odevlerim: a pupil's 'Bugün' (decision 0111). One big card per thing to do (the entry's picture
 * or its type's icon, the Turkish title first, days left in words, a big 'Başla'), and what is done
 * below in a quieter list with its score.
 */
export const meta: Route.MetaFunction = () => titled(trHomeworkPupil.mine);

export const loader = ({ request, context }: Route.LoaderArgs) => myHomeworkPage(request, context);

type Row = Route.ComponentProps["loaderData"]["toDo"][number];

/** The card's picture: a picture entry's thumbnail (not in data-saver mode), else the type's icon. Decorative: the title says what it is. */
function CardPicture({ row }: { row: Row }) {
  const saver = useDataSaver();
  if (row.picture && !saver)
    return (
      <img
        src={thumbnailUrl(row.picture, "jpg")}
        alt=""
        width={THUMBNAIL.shownWidth}
        height={THUMBNAIL.shownHeight}
        loading="lazy"
        decoding="async"
        className="h-28 w-20 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-20 w-20 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-5xl"
      data-testid="type-icon"
    >
      {row.icon}
    </span>
  );
}

function Card({ row, waiting }: { row: Row; waiting: boolean }) {
  return (
    <li
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-homework={row.id}
      data-state={row.state}
    >
      <div className="flex gap-4">
        <CardPicture row={row} />
        <div className="min-w-0 space-y-1">
          <h3 className="text-2xl font-bold break-words text-brand-900" data-testid="title-tr">
            {row.titleTr}
          </h3>
          {row.progress === null && (
            <p lang="en" className="break-words text-slate-700">
              {row.title}
            </p>
          )}
          <p className="text-lg">
            <strong data-testid="days-left">{row.left}</strong>
          </p>
          {row.progress !== null && (
            <p className="text-lg font-semibold" data-testid="review-progress">
              {row.progress}
            </p>
          )}
        </div>
      </div>
      <p className="text-slate-700">
        {trHomework.kindShort[row.kind]} · {row.className} · {trHomework.dueOn(row.due)}
      </p>
      {row.progress !== null && <p>{trHomeworkReview.cardIntro}</p>}
      {row.note && <p>{row.note}</p>}
      {waiting && <WaitingBadge />}
      <Link
        to={row.to}
        aria-label={trHomeworkPupil.startItem(row.titleTr)}
        className="flex min-h-14 w-full items-center justify-center rounded-2xl bg-brand-700 px-6 text-2xl font-bold text-white hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {trHomeworkPupil.start}
      </Link>
    </li>
  );
}

function DoneItem({ row, waiting }: { row: Row; waiting: boolean }) {
  return (
    <li className="space-y-1 px-5 py-3" data-homework={row.id} data-state={row.state}>
      <Link
        to={row.to}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {row.titleTr}
      </Link>
      {row.progress === null && (
        <p lang="en" className="text-sm text-slate-700">
          {row.title}
        </p>
      )}
      {waiting && <WaitingBadge />}
      <p className="text-slate-700" data-testid="homework-done">
        {PUPIL_STATE_WORDS[row.state]}
        {row.score ? ` · ${row.score}` : ""}
      </p>
    </li>
  );
}

export default function MyHomework({ loaderData }: Route.ComponentProps) {
  const { toDo, done, pupil } = loaderData;
  // Tries answered offline and not sent yet (docs/decisions/0076), read from the device after hydration.
  const { waiting, refused, forgetRefused } = useOutbox(pupil);
  const isWaiting = (id: number) => waiting.some((t) => t.homeworkId === id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trHomeworkPupil.mine}</h1>
      <p>{trHomeworkPupil.mineIntro}</p>
      <RefusedTries refused={refused} onOk={forgetRefused} />
      <section aria-labelledby="todo-title" className="space-y-3">
        <h2 id="todo-title" className="text-2xl font-bold text-brand-900">
          {`${trHomeworkPupil.todayTitle} (${toDo.length})`}
        </h2>
        {toDo.length === 0 ? (
          <p>{trHomeworkPupil.nothingToDo}</p>
        ) : (
          <ul className="space-y-4" data-testid="homework-todo">
            {toDo.map((r) => (
              <Card key={r.id} row={r} waiting={isWaiting(r.id)} />
            ))}
          </ul>
        )}
      </section>
      {/* The day's words belong to the pupil's day too (decision 0116). */}
      <ReviewInvite />
      <section aria-labelledby="done-title" className="space-y-3">
        <h2 id="done-title" className="text-lg font-semibold text-slate-800">
          {`${trHomeworkPupil.done} (${done.length})`}
        </h2>
        {done.length === 0 ? (
          <p>{trHomeworkPupil.nothingDone}</p>
        ) : (
          <ul
            className="divide-y divide-slate-200 rounded-2xl bg-slate-50 ring-1 ring-slate-200"
            data-testid="homework-finished"
          >
            {done.map((r) => (
              <DoneItem key={r.id} row={r} waiting={isWaiting(r.id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
