import { useCallback, useEffect, useState, type FormEvent } from "react";
import { answersOf, outcomeOf, OUTBOX_EVENT, type DeviceItem, type OutboxTry, type SendReport } from "#core/homework-outbox.ts";
import { MY_HOMEWORK_PATH } from "#core/homework.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trOffline } from "#core/messages/offline.ts";
import type { QuestionScore } from "#core/quiz-formats.ts";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";

/**
 * A homework quiz on the phone (issue 35; docs/decisions/0076). With JavaScript, a try is
 * first kept in the device's outbox (IndexedDB) with its own id and the device's time, then
 * sent to the API; it leaves the outbox only once the server has answered for it. No signal
 * (or a signal lost while the page was open): it stays, and is sent on the next `online`
 * event or page load (HomeworkSync in the root).
 */

const device = () => import("#app/browser/homework-device.ts");

/** What the page shows after 'Testi bitir': the API's result, or that the try is kept, or why it was refused. */
export type DeviceSubmit =
  | { kind: "sent"; score: number; total: number; counted: { score: number | null; total: number | null }; questions: QuestionScore[] | null }
  | { kind: "kept" }
  | { kind: "refused"; message: string }
  | { kind: "sending" };

/**
 * The homework page's quiz, online: keeps the item on the device (questions only) and sends
 * tries through the outbox. Without IndexedDB the plain form posts as before.
 */
export function useHomeworkQuiz(item: Omit<DeviceItem, "keptAt"> | null, onSubmitted: (outcome: DeviceSubmit) => void) {
  const [supported, setSupported] = useState(false);
  const owner = item?.owner;
  const id = item?.id;
  const version = item?.version;
  const questions = item?.questions;
  const title = item?.title ?? "";
  const line = item?.line ?? "";

  useEffect(() => {
    if (typeof indexedDB === "undefined" || owner === undefined || id === undefined) return;
    let live = true;
    void device()
      .then(async (d) => {
        await d.setOwner(owner);
        if (questions && version) await d.keepItem({ owner, id, title, line, version, questions, keptAt: Date.now() });
        // No tries left (or no quiz): nothing more to do offline.
        else await d.dropItem(owner, id);
        if (live) setSupported(true);
      })
      .catch((error) => console.warn("homework not kept on the device", error));
    return () => {
      live = false;
    };
  }, [owner, id, version, questions, title, line]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!supported || owner === undefined || id === undefined || !version) return;
      event.preventDefault();
      const form = event.currentTarget;
      const answers = answersOf(new FormData(form).entries());
      onSubmitted({ kind: "sending" });
      void (async () => {
        const d = await device();
        let kept: OutboxTry;
        try {
          kept = await d.keepTry({ owner, homeworkId: id, title, version, answers });
        } catch {
          // The device refused to keep it (storage full, private mode): the plain form posts it now.
          form.submit();
          return;
        }
        let answer: { status: number; body: unknown };
        try {
          answer = await d.postTry(kept);
        } catch {
          return onSubmitted({ kind: "kept" });
        }
        const outcome = outcomeOf(answer.status, answer.body);
        if (outcome.kind === "later") return onSubmitted({ kind: "kept" });
        await d.forgetTry(kept.clientId);
        if (outcome.kind === "refused") return onSubmitted({ kind: "refused", message: outcome.message });
        const body = answer.body as { score: number; total: number; counted: { score: number | null; total: number | null }; questions: QuestionScore[] | null };
        onSubmitted({ kind: "sent", score: body.score, total: body.total, counted: body.counted, questions: body.questions });
      })();
    },
    [supported, owner, id, version, title, onSubmitted],
  );
  return supported ? onSubmit : undefined;
}

const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/** Where the try stands, said to the pupil (a live region). */
export function DeviceNotice({ state }: { state: DeviceSubmit | null }) {
  if (!state || state.kind === "sent") return null;
  const text = state.kind === "sending" ? trHomework.deviceSending : state.kind === "kept" ? trHomework.deviceKept : state.message;
  return (
    <p role={state.kind === "refused" ? "alert" : "status"} data-testid="device-notice" data-state={state.kind} className="rounded-lg border-l-4 border-brand-700 bg-white px-4 py-3 font-semibold">
      {text}
    </p>
  );
}

/** The pupil's signed-in id on this device and its kept items, read after hydration (null while reading). */
function useDeviceHomework() {
  const [state, setState] = useState<{ owner: number | null; items: DeviceItem[]; waiting: OutboxTry[] } | null>(null);
  const [report, setReport] = useState<SendReport | null>(null);
  useEffect(() => {
    const read = () =>
      device()
        .then(async (d) => {
          const owner = await d.currentOwner();
          if (owner === null) return { owner, items: [], waiting: [] };
          return { owner, items: await d.itemsOf(owner), waiting: (await d.waitingTries(owner)).filter((t) => !t.refused) };
        })
        .then(setState, () => setState({ owner: null, items: [], waiting: [] }));
    // The offline page is a visitor's copy (the root knows no pupil): back online, it sends for the device's pupil itself.
    const send = () =>
      void device()
        .then(async (d) => {
          const owner = await d.currentOwner();
          if (owner === null) return;
          const report = await d.sendOutbox(owner);
          setReport(report.sent.length || report.refused.length ? report : null);
        })
        .catch(() => {});
    void read();
    window.addEventListener(OUTBOX_EVENT, read);
    window.addEventListener("online", send);
    return () => {
      window.removeEventListener(OUTBOX_EVENT, read);
      window.removeEventListener("online", send);
    };
  }, []);
  return { held: state, report };
}

/** What a send from the offline page came to. */
function SentReport({ report }: { report: SendReport | null }) {
  if (!report) return null;
  return (
    <div role="status" data-testid="device-sent" className="space-y-1 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 font-semibold">
      {report.sent.map((s) => (
        <p key={s.homeworkId}>{trHomework.deviceSent(s.title, s.score, s.total)}</p>
      ))}
      {report.refused.map((r) => (
        <p key={r.homeworkId}>{trHomework.deviceRefused(r.title, r.message)}</p>
      ))}
    </div>
  );
}

/**
 * The offline page standing in for /odevlerim/{id}: the item as the device kept it for the
 * pupil signed in last, answered into the outbox. Its h1 is the item's title.
 */
export function OfflineHomework({ id }: { id: number }) {
  const { held, report } = useDeviceHomework();
  const [state, setState] = useState<DeviceSubmit | null>(null);
  if (!held) return null;
  const item = held.items.find((i) => i.id === id);
  if (!item)
    return (
      <section aria-labelledby="offline-homework-title" className={box}>
        <h1 id="offline-homework-title" className="text-2xl font-bold text-brand-900">
          {trOffline.pageTitle}
        </h1>
        <p data-testid="offline-homework-missing">{trHomework.offlineNotKept}</p>
      </section>
    );
  const waiting = held.waiting.filter((t) => t.homeworkId === id).length;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answers = answersOf(new FormData(event.currentTarget).entries());
    setState({ kind: "sending" });
    void device()
      .then(async (d) => {
        await d.keepTry({ owner: item.owner, homeworkId: item.id, title: item.title, version: item.version, answers });
        setState({ kind: "kept" });
        // The page was shown for want of a network; if there is one again, this sends at once.
        if (navigator.onLine) await d.sendOutbox(item.owner);
      })
      .catch(() => setState({ kind: "refused", message: trHomework.offlineNotKept }));
  };

  return (
    <section aria-labelledby="offline-homework-title" className="space-y-4" data-offline-homework={item.id}>
      <h1 id="offline-homework-title" className="text-3xl font-extrabold text-brand-900" lang="en">
        {item.title}
      </h1>
      <p className="text-slate-700">{item.line}</p>
      <p className="rounded-lg bg-amber-50 px-4 py-3">{trHomework.offlineIntro}</p>
      {waiting > 0 && (
        <p data-testid="waiting-here" className="font-semibold">
          {trHomework.waitingCount(waiting)}
        </p>
      )}
      <SentReport report={report} />
      <DeviceNotice state={report ? null : state} />
      <QuizForm questions={item.questions} action={`${MY_HOMEWORK_PATH}/${item.id}`} version={item.version} best={null} print={null} onSubmit={onSubmit} />
    </section>
  );
}

/** The offline page standing in for /odevlerim: the items this device can do offline, and what waits to be sent. */
export function OfflineHomeworkList() {
  const { held, report } = useDeviceHomework();
  if (!held || held.owner === null) return null;
  return (
    <section aria-labelledby="offline-homework-list" className={box}>
      <h2 id="offline-homework-list" className="text-xl font-bold text-brand-900">
        {trHomework.offlineListTitle}
      </h2>
      <SentReport report={report} />
      {held.items.length === 0 ? (
        <p>{trHomework.offlineListEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {held.items.map((i) => (
            <li key={i.id} className="py-3">
              {/* A plain link: offline, a full page load is what the worker answers (with this page). */}
              <a href={`${MY_HOMEWORK_PATH}/${i.id}`} className="font-semibold text-brand-800 underline underline-offset-4" lang="en">
                {i.title}
              </a>
              {held.waiting.some((t) => t.homeworkId === i.id) && <span className="ml-2 font-semibold">· {trHomework.waitingToSend}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** This pupil's tries on the device, waiting and refused, read after hydration and again whenever the outbox changes. */
export function useOutbox(owner: number) {
  const [tries, setTries] = useState<OutboxTry[]>([]);
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    const read = () =>
      void device()
        .then((d) => d.waitingTries(owner))
        .then((t) => live && setTries(t), () => {});
    read();
    window.addEventListener(OUTBOX_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_EVENT, read);
    };
  }, [owner]);
  const forgetRefused = useCallback(() => void device().then((d) => d.forgetRefused(owner)), [owner]);
  return { waiting: tries.filter((t) => !t.refused), refused: tries.filter((t) => t.refused !== undefined), forgetRefused };
}

/** Ödevlerim's word for a try still on the device. */
export const WaitingBadge = () => (
  <p data-testid="homework-waiting" className="font-semibold text-amber-900">
    {trHomework.waitingToSend}
  </p>
);

/** Tries the server refused for good, until the pupil says they have read it. */
export function RefusedTries({ refused, onOk }: { refused: OutboxTry[]; onOk: () => void }) {
  if (refused.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="refused-title" className="space-y-2 rounded-2xl border-l-4 border-red-700 bg-red-50 p-5">
      <h2 id="refused-title" className="text-lg font-bold text-red-900">
        {trHomework.deviceRefusedTitle}
      </h2>
      <ul className="space-y-1">
        {refused.map((t) => (
          <li key={t.clientId}>{trHomework.deviceRefused(t.title, t.refused ?? "")}</li>
        ))}
      </ul>
      <button type="button" onClick={onOk} className="min-h-11 rounded-lg border border-slate-500 bg-white px-4 font-semibold">
        {trHomework.deviceRefusedOk}
      </button>
    </section>
  );
}
