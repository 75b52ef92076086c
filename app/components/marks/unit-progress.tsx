import { trSaved } from "#core/messages/saved.ts";
import { useMarks } from "#app/lib/marks.ts";

/**
 * How much of a unit the pupil has marked 'Tamamladım': a count in words and a bar
 * (the bar is decoration; the words say it all). Hidden until the pupil has done any.
 */
export function UnitProgress({ ids }: { ids: number[] }) {
  const { done } = useMarks().state;
  if (done.length === 0) return null;
  const count = ids.filter((id) => done.includes(id)).length;
  return (
    <div className="flex items-center gap-2 text-sm text-slate-800" data-testid="unit-progress">
      {/* A <progress>, not a styled width: the CSP allows no inline style. The words beside it say the same. */}
      <progress
        max={ids.length}
        value={count}
        aria-hidden="true"
        className="h-2.5 w-24 overflow-hidden rounded-full ring-1 ring-slate-300 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-green-700"
      />
      <span>{trSaved.unitProgress(count, ids.length)}</span>
    </div>
  );
}
