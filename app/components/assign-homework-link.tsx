import { Link } from "react-router";
import { assignPath } from "#core/homework/homework.ts";
import { trHomeworkForm } from "#core/messages/homework-form.ts";

/**
 * A teacher's 'Ödev ver' on a content page. A module of its own, loaded with React.lazy by the
 * page: the homework texts it imports are not every pupil's first load (decision 0100).
 */
export function AssignHomeworkLink({ entryId }: { entryId: number }) {
  return (
    <p className="print:hidden">
      <Link
        to={assignPath(entryId)}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="assign-homework"
      >
        {trHomeworkForm.assign}
      </Link>
    </p>
  );
}
