import type { DeviceItem, DeviceKind, OutboxTry } from "#core/homework/outbox.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import type { QuestionScore } from "#core/quiz-formats.ts";

/**
 * Homework on the phone (docs/decisions/0076, 0084): a quiz, a self-test or an
 * entry to read. With JavaScript, a try is first kept in the device's outbox (IndexedDB)
 * with its own id and the device's time, then sent to the API; it leaves the outbox only
 * once the server has answered for it. No signal (or a signal lost while the page was open):
 * it stays, and is sent on the next `online` event or page load (HomeworkSync in the root).
 */

/** The device's outbox and kept items (IndexedDB), loaded when first used. */
export const device = () => import("#app/browser/homework-device.ts");

/** What the page shows after sending: a quiz's API result, another kind's result in words, that the try is kept, or why it was refused. */
export type DeviceSubmit =
  | {
      kind: "sent";
      score: number;
      total: number;
      /** Questions right in full and partly: the result in words even while the answers wait (decision 0112). */
      right: number;
      partly: number;
      counted: { score: number | null; total: number | null; right: number | null; partly: number | null };
      questions: QuestionScore[] | null;
    }
  | { kind: "done"; message: string }
  | { kind: "kept"; message: string }
  | { kind: "refused"; message: string }
  | { kind: "sending" };

/** What the page keeps on the device (deviceItemOf decides what of it may stay). */
export type PageItem = { [K in DeviceKind]: Omit<Extract<DeviceItem, { kind: K }>, "keptAt"> }[DeviceKind];

/** The try a form's submission makes, by the item's kind, with the answers read from its form (answersOf). */
export function tryOf(item: PageItem, answers: Record<string, string>): Omit<OutboxTry, "clientId" | "recordedAt"> {
  const common = { owner: item.owner, homeworkId: item.id, kind: item.kind, title: item.titleTr || item.title };
  if (item.kind === "read") return { ...common, version: "", answers: {}, opened: item.opened };
  return { ...common, version: item.kind === "quiz" ? item.version : "", answers };
}

export const keptText = (kind: DeviceKind) => (kind === "read" ? trHomeworkPupil.readKept : trHomeworkPupil.deviceKept);

/** The card around a homework item on the page. */
export const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/** Where the try stands, said to the pupil (a live region; a result or a refusal as an alert, as the plain form's message is). */
export function DeviceNotice({ state }: { state: DeviceSubmit | null }) {
  if (!state || state.kind === "sent") return null;
  const text = state.kind === "sending" ? trHomeworkPupil.deviceSending : state.message;
  return (
    <p
      key={state.kind}
      role={state.kind === "refused" || state.kind === "done" ? "alert" : "status"}
      data-testid="device-notice"
      data-state={state.kind}
      className="rounded-lg border-l-4 border-brand-700 bg-white px-4 py-3 font-semibold"
    >
      {text}
    </p>
  );
}
