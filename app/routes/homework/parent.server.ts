import { data, type AppLoadContext } from "react-router";
import { daysLeftText, dueText, resultText } from "#core/homework/homework.ts";
import { parentSummary } from "#core/homework/parent.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trHomeworkParent } from "#core/messages/homework-parent.ts";
import { trHomeworkReview } from "#core/messages/homework-review.ts";

/** Every answer of a parent's link: one family's, never kept by a cache, never indexed (decision 0071). */
export const PARENT_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** A parent's read-only view of one pupil's homework (full name, class, a summary line; decision 0109): no sign-in, the token is the key; 404 for a bad, revoked or expired one, 429 past the address's limit. */
export async function parentPage(context: AppLoadContext, token: string | undefined) {
  const view = await context.services.homework.parentView(String(token ?? "").slice(0, 64), context.clientKey);
  // Answered, not thrown: the refusal keeps these headers (a thrown one would be drawn by the layout's boundary).
  if (view === "too-many")
    return data(
      {
        refused: trHomeworkParent.parentTooMany,
        displayName: null,
        className: null,
        teacherName: null,
        summary: null,
        review: null,
        items: [],
      },
      { status: 429, headers: PARENT_HEADERS },
    );
  if (!view)
    return data(
      {
        refused: trHomeworkParent.parentGone,
        displayName: null,
        className: null,
        teacherName: null,
        summary: null,
        review: null,
        items: [],
      },
      { status: 404, headers: PARENT_HEADERS },
    );
  const now = new Date();
  return data(
    {
      refused: null,
      displayName: view.displayName,
      className: view.className,
      teacherName: view.teacherName,
      summary: (({ done, waiting }) => trHomeworkParent.parentSummary(done, waiting))(parentSummary(view.items)),
      // A class pupil's 'Günlük tekrar' (decision 0116): the streak and this week's days, never the words.
      review: view.pupil.classPupil
        ? (({ streak, daysMet }) => trHomeworkParent.parentReview(streak, daysMet))(
            (await context.services.review.weeks([view.pupil.userId], now)).get(view.pupil.userId)!,
          )
        : null,
      items: view.items.map((i) => ({
        title: i.title,
        titleTr: i.titleTr,
        kind: i.kind,
        due: dueText(i.dueAt),
        state: i.missing
          ? trHomeworkParent.parentMissing
          : i.state === "late"
            ? trHomework.doneLate
            : i.state === "done"
              ? trHomework.doneOnTime
              : daysLeftText(i.dueAt, now),
        // 'Günlük tekrar' (docs/decisions/0119): the days met of the goal, as the pupil's card says them.
        score: i.days ? trHomeworkReview.progress(i.days.met, i.days.goal) : resultText(i),
      })),
    },
    { headers: PARENT_HEADERS },
  );
}
