import { trExercises } from "#core/messages/exercises.ts";
import type { PrintLinks as Links } from "#core/practice-view.ts";

const link =
  "inline-flex min-h-11 items-center rounded-lg border border-slate-500 px-4 font-semibold text-slate-900 hover:bg-slate-100";

/**
 * 'Yazdır' beside the word list and the quiz: the worksheet for everyone, and for the admin
 * (the teacher) the worksheet with its answer key, which nobody else is given.
 */
export function PrintLinks({ links }: { links: Links }) {
  return (
    <>
      <a href={links.sheet} className={link}>
        {trExercises.print}
      </a>
      {links.withKey && (
        <a href={links.withKey} className={link}>
          {trExercises.printWithKey}
        </a>
      )}
    </>
  );
}
