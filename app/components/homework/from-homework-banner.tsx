import { Link } from "react-router";
import { trHomeworkBanner } from "#core/messages/homework-banner.ts";
import type { OpenedFromHomework } from "#core/homework/homework.ts";

/**
 * At the top of an entry opened from a homework item: that it is homework, what finishes it (the
 * page's own 'Tamamladım' does, app/lib/marks.server.ts) and the way back, so a pupil who came
 * from Ödevlerim is never left on a page of the public site without a road home.
 */
export function FromHomeworkBanner({ homework }: { homework: OpenedFromHomework }) {
  return (
    <aside
      aria-labelledby="odev-banner-title"
      data-testid="from-homework"
      className="space-y-2 rounded-2xl border-l-4 border-brand-700 bg-brand-50 p-4 print:hidden"
    >
      <p id="odev-banner-title" className="font-bold text-brand-900">
        {trHomeworkBanner.fromHomeworkTitle(homework.title)}
      </p>
      <p>{homework.done ? trHomeworkBanner.fromHomeworkDone : trHomeworkBanner.fromHomeworkRead}</p>
      <Link
        to={homework.path}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {trHomeworkBanner.backToHomework}
      </Link>
    </aside>
  );
}
