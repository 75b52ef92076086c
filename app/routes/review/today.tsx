import { memo, useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { trReview } from "#core/messages/review.ts";
import type { DayMark } from "#core/review/review.ts";
import { keepDay } from "#app/browser/review-day.ts";
import { Field } from "#app/components/form-field.tsx";
import { useEnglishVoice } from "#app/components/review/review-card.tsx";
import { useReviewSession } from "#app/components/review/review-session.ts";
import { titled } from "#app/lib/meta.ts";
import { CardSection, DayPanel } from "#app/components/review/card-section.tsx";
import { VisitorPage } from "./visitor-page";
import { reviewAction, reviewPage } from "./today.server";
import type { Route } from "./+types/today";

/**
 * /tekrar, 'Bugünün tekrarı' (decision 0116): one card at a time from every word list the pupil
 * met, the day's goal and the streak. Every card is a plain form scored on the server, so it
 * works without JavaScript; with it the same forms are answered on the device, a card a tap
 * (app/components/review/review-session.ts), and a device with an English voice gets 'Dinle'.
 * The cards drawn are kept on the device for the offline page (decision 0120). A visitor reviews
 * the words of the lists this device met, kept on the device (./visitor-page.tsx, decision 0118).
 */
export const meta: Route.MetaFunction = () => titled(trReview.title);

export const loader = ({ request, context }: Route.LoaderArgs) => reviewPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => reviewAction(request, context);

type PupilData = Extract<Route.ComponentProps["loaderData"], { visitor: false }>;

const MARK_STYLE: Record<DayMark, string> = {
  met: "fill-emerald-600",
  rest: "fill-amber-300",
  missed: "fill-slate-200",
  ahead: "fill-white stroke-slate-300",
  today: "fill-white stroke-brand-700",
};
/** The month, drawn on the server as SVG dots; a screen reader reads the list beside it instead. */
const MonthCalendar = memo(function MonthCalendar({ month }: { month: PupilData["month"] }) {
  const first = new Date(`${month[0].day}T00:00:00Z`).getUTCDay();
  const offset = (first + 6) % 7;
  return (
    <section aria-labelledby="review-month" className="space-y-2">
      <h2 id="review-month" className="text-xl font-bold text-brand-900">
        {trReview.month}
      </h2>
      <svg viewBox="0 0 280 240" className="w-full max-w-xs" aria-hidden="true" data-testid="review-calendar">
        {month.map((d, i) => {
          const at = i + offset;
          return (
            <circle
              key={d.day}
              cx={20 + (at % 7) * 40}
              cy={20 + Math.floor(at / 7) * 40}
              r={15}
              strokeWidth={3}
              className={MARK_STYLE[d.mark]}
            />
          );
        })}
      </svg>
      <ul className="sr-only">
        {month.map((d) => (
          <li key={d.day}>
            {Number(d.day.slice(8))}: {trReview.day[d.mark]}
          </li>
        ))}
      </ul>
    </section>
  );
});

const Settings = memo(function Settings({
  data: d,
  error,
}: {
  data: PupilData;
  error?: { settingsError: string; values: { goal: string; newPerDay: string } };
}) {
  return (
    <details className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" open={error !== undefined}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{trReview.settings}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="settings" />
        {d.typing && <input type="hidden" name="typing" value="1" />}
        {error && (
          <p role="alert" className="font-medium text-red-800">
            {error.settingsError}
          </p>
        )}
        <Field
          label={trReview.goalLabel}
          name="goal"
          type="number"
          inputMode="numeric"
          min={d.limits.goalMin}
          max={d.limits.goalMax}
          defaultValue={error?.values.goal ?? d.goal}
        />
        <Field
          label={trReview.newLabel}
          name="newPerDay"
          type="number"
          inputMode="numeric"
          min={0}
          max={d.limits.newMax}
          defaultValue={error?.values.newPerDay ?? d.newPerDay}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {trReview.save}
        </button>
      </Form>
    </details>
  );
});

/** A signed-in pupil's day: the goal, the streak, the card, the month and the settings. */
function PupilReview({ d, actionData }: { d: PupilData; actionData: Route.ComponentProps["actionData"] }) {
  const busy = useNavigation().state !== "idle";
  const error = actionData && "settingsError" in actionData ? actionData : undefined;
  const revalidator = useRevalidator();
  const session = useReviewSession(d, { onDone: revalidator.revalidate });
  const voice = useEnglishVoice();
  // The cards the server drew, kept for the offline page: a reload without a signal still has the day (decision 0120).
  useEffect(() => keepDay(d.owner, d.queue), [d.owner, d.queue]);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trReview.title}</h1>
      <DayPanel goal={d.goal} streak={d.streak} doneToday={session.doneToday} />
      <CardSection
        card={session.card}
        typing={d.typing}
        clientId={d.clientId}
        busy={busy}
        voice={voice}
        answers={session.answers}
        left={session.left}
        said={session.said}
        empty={d.cards === 0 ? trReview.nothingYet : trReview.doneToday}
      >
        {session.waiting > 0 && <p data-testid="review-waiting">{trReview.waiting(session.waiting)}</p>}
      </CardSection>
      <MonthCalendar month={d.month} />
      <Settings data={d} error={error} />
    </div>
  );
}

export default function ReviewToday({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.visitor ? (
    <VisitorPage typing={loaderData.typing} />
  ) : (
    <PupilReview d={loaderData} actionData={actionData} />
  );
}
