import { randomBytes } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { trReview } from "#core/messages/review.ts";
import { addDays, monthDays, weekStart } from "#core/review/days.ts";
import { readReview, readSettings, REVIEW_LIMITS, REVIEW_PATH, TYPE_PARAM, type DayMark } from "#core/review/review.ts";
import { getUser, requireUser } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

const pathFor = (typing: boolean) => (typing ? `${REVIEW_PATH}?${TYPE_PARAM}=1` : REVIEW_PATH);

/**
 * The month's days for the calendar: met (the goal reached), missed, a rest day (a missed day
 * the streak kept), or still ahead. Drawn by the server; read as a list by a screen reader.
 */
function monthOf(today: string, days: { day: string; cards: number; goal: number }[]) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const met = (day: string) => {
    const d = byDay.get(day);
    return d !== undefined && d.cards >= d.goal;
  };
  const restWeeks = new Set<string>();
  return monthDays(today).map((day) => {
    let mark: DayMark = met(day) ? "met" : day > today ? "ahead" : day === today ? "today" : "missed";
    // A missed day between met days, the first of its week: the 'mola günü' the streak kept (streakOf's rule).
    const after = addDays(day, 1);
    if (
      mark === "missed" &&
      met(addDays(day, -1)) &&
      (met(after) || after === today) &&
      !restWeeks.has(weekStart(day))
    ) {
      restWeeks.add(weekStart(day));
      mark = "rest";
    }
    return { day, cards: byDay.get(day)?.cards ?? 0, mark };
  });
}

/**
 * 'Bugünün tekrarı': the day's state and one card, with a fresh device id for the review it may
 * send; for a visitor only that they are one.
 */
export async function reviewPage(request: Request, context: AppLoadContext) {
  const user = await getUser(request, context);
  const typing = new URL(request.url).searchParams.get(TYPE_PARAM) === "1";
  // A visitor's review is on the device (decision 0118): the page says what it is, and its scripts draw it.
  if (!user) return { visitor: true as const, typing };
  const day = await context.services.review.today(user.id);
  return {
    visitor: false as const,
    ...day,
    // The device keeps reviews made with scripts under the pupil's id: another account on the phone never sends them.
    owner: user.id,
    typing,
    month: monthOf(day.today, day.days),
    // One id per card shown: the form sent twice (a double tap, a reload) counts once.
    clientId: randomBytes(16).toString("base64url"),
    limits: { goalMin: REVIEW_LIMITS.goalMin, goalMax: REVIEW_LIMITS.goalMax, newMax: REVIEW_LIMITS.newMax },
  };
}

/** A review (a grade or a typed word) or the settings; bad input changes nothing and says why. */
export async function reviewAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const form = Object.fromEntries(await request.formData());
  const typing = form.typing === "1";
  if (form.intent === "settings") {
    const settings = readSettings(form);
    if (!settings)
      return data(
        {
          settingsError: trReview.badSettings(REVIEW_LIMITS.goalMin, REVIEW_LIMITS.goalMax, REVIEW_LIMITS.newMax),
          values: { goal: String(form.goal ?? ""), newPerDay: String(form.newPerDay ?? "") },
        },
        { status: 400 },
      );
    await context.services.review.saveSettings(user.id, settings);
    return redirectWithToast(context, pathFor(typing), trReview.saved);
  }
  if (!(await context.services.review.takePost(user.id)))
    return redirectWithToast(context, pathFor(typing), trReview.tooMany, "error");
  const input = readReview(form);
  if (!input) return redirectWithToast(context, pathFor(typing), trReview.badReview, "error");
  const outcome = await context.services.review.review(user.id, input);
  if (outcome.kind === "not-yours") return redirectWithToast(context, pathFor(typing), trReview.notYours, "error");
  if (outcome.kind === "counted" && outcome.typed) {
    const said = trReview.typed[outcome.typed](outcome.word);
    return redirectWithToast(context, pathFor(typing), said, outcome.typed === "wrong" ? "blank" : "success");
  }
  throw redirect(pathFor(typing));
}
