import { useCallback, useEffect, useState, type FormEvent } from "react";
import { HomeworkTitle } from "#app/components/homework/homework-title.tsx";
import {
  answersOf,
  outcomeOf,
  OUTBOX_EVENT,
  sentText,
  type DeviceItem,
  type DeviceKind,
  type OutboxTry,
  type SendReport,
} from "#core/homework/outbox.ts";
import { MY_HOMEWORK_PATH } from "#core/homework/homework.ts";
import { trHomework } from "#core/messages/homework.ts";
import { trOffline } from "#core/messages/offline.ts";
import type { QuestionScore } from "#core/quiz-formats.ts";
import { SelfTestForm } from "#app/components/homework/self-test-form.tsx";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";

/**
 * Homework on the phone (docs/decisions/0076, 0084): a quiz, a self-test or an
 * entry to read. With JavaScript, a try is first kept in the device's outbox (IndexedDB)
 * with its own id and the device's time, then sent to the API; it leaves the outbox only
 * once the server has answered for it. No signal (or a signal lost while the page was open):
 * it stays, and is sent on the next `online` event or page load (HomeworkSync in the root).
 */

const device = () => import("#app/browser/homework-device.ts");

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
type PageItem = { [K in DeviceKind]: Omit<Extract<DeviceItem, { kind: K }>, "keptAt"> }[DeviceKind];

/** The try a form's submission makes, by the item's kind. */
function tryOf(item: PageItem, form: HTMLFormElement | null): Omit<OutboxTry, "clientId" | "recordedAt"> {
  const common = { owner: item.owner, homeworkId: item.id, kind: item.kind, title: item.titleTr || item.title };
  if (item.kind === "read") return { ...common, version: "", answers: {}, opened: item.opened };
  const answers = form ? answersOf(new FormData(form).entries(), item.kind) : {};
  return { ...common, version: item.kind === "quiz" ? item.version : "", answers };
}

/** What a counted try of a self-test or a reading says on its own page. */
function doneText(kind: DeviceKind, body: unknown): string {
  const b = body as { score?: number; total?: number; passed?: boolean } | null;
  if (kind === "read") return trHomework.readDone;
  return b?.passed
    ? trHomework.selfTestPassed(b.score ?? 0, b.total ?? 0)
    : trHomework.selfTestFailed(b?.score ?? 0, b?.total ?? 0);
}

const keptText = (kind: DeviceKind) => (kind === "read" ? trHomework.readKept : trHomework.deviceKept);

/**
 * The homework page's item, online: keeps it on the device (what its kind may keep) for
 * this pupil, or drops it (`item` null: nothing more to do offline), and sends its tries
 * through the outbox. Without IndexedDB the plain forms post as before.
 */
export function useHomeworkOnDevice(
  owner: number,
  id: number,
  item: PageItem | null,
  onSubmitted: (outcome: DeviceSubmit) => void,
) {
  const [supported, setSupported] = useState(false);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    void device()
      .then(async (d) => {
        await d.setOwner(owner);
        if (item) await d.keepItem({ ...item, keptAt: Date.now() } as DeviceItem);
        else await d.dropItem(owner, id);
        if (live) setSupported(true);
      })
      .catch((error) => console.warn("homework not kept on the device", error));
    return () => {
      live = false;
    };
  }, [owner, id, item]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!supported || !item) return;
      event.preventDefault();
      const form = event.currentTarget;
      const made = tryOf(item, form);
      onSubmitted({ kind: "sending" });
      void (async () => {
        const d = await device();
        let kept: OutboxTry;
        try {
          kept = await d.keepTry(made);
        } catch {
          // The device refused to keep it (storage full, private mode): the plain form posts it now.
          form.submit();
          return;
        }
        let answer: { status: number; body: unknown };
        try {
          answer = await d.postTry(kept);
        } catch {
          return onSubmitted({ kind: "kept", message: keptText(item.kind) });
        }
        const outcome = outcomeOf(answer.status, answer.body);
        if (outcome.kind === "later") return onSubmitted({ kind: "kept", message: keptText(item.kind) });
        await d.forgetTry(kept.clientId);
        if (outcome.kind === "refused") return onSubmitted({ kind: "refused", message: outcome.message });
        if (item.kind !== "quiz") return onSubmitted({ kind: "done", message: doneText(item.kind, answer.body) });
        const body = answer.body as {
          score: number;
          total: number;
          right: number;
          partly: number;
          counted: { score: number | null; total: number | null; right: number | null; partly: number | null };
          questions: QuestionScore[] | null;
        };
        onSubmitted({
          kind: "sent",
          score: body.score,
          total: body.total,
          right: body.right,
          partly: body.partly,
          counted: body.counted,
          questions: body.questions,
        });
      })();
    },
    [supported, item, onSubmitted],
  );
  return supported && item ? onSubmit : undefined;
}

/** 'İçeriği aç' pressed online: the device's copy of the reading knows it was opened, so 'Okudum, bitti' may be kept offline. */
export function keepOpened(owner: number, id: number) {
  if (typeof indexedDB !== "undefined")
    void device()
      .then((d) => d.markOpened(owner, id))
      .catch(() => {});
}

const box = "space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

/** Where the try stands, said to the pupil (a live region; a result or a refusal as an alert, as the plain form's message is). */
export function DeviceNotice({ state }: { state: DeviceSubmit | null }) {
  if (!state || state.kind === "sent") return null;
  const text = state.kind === "sending" ? trHomework.deviceSending : state.message;
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
          return {
            owner,
            items: await d.itemsOf(owner),
            waiting: (await d.waitingTries(owner)).filter((t) => !t.refused),
          };
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
    <div
      role="status"
      data-testid="device-sent"
      className="space-y-1 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 font-semibold"
    >
      {report.sent.map((s) => (
        <p key={s.homeworkId}>{sentText(s)}</p>
      ))}
      {report.refused.map((r) => (
        <p key={r.homeworkId}>{trHomework.deviceRefused(r.title, r.message)}</p>
      ))}
    </div>
  );
}

/** Whether a page is in the worker's cache of kept pages (an entry saved offline, docs/decisions/0008): null while reading. */
function useKeptPage(path: string | null) {
  const [kept, setKept] = useState<boolean | null>(null);
  useEffect(() => {
    if (!path) return;
    void import("#app/browser/offline-units.ts")
      .then((u) => u.keptPages())
      .then(
        (pages) => setKept(pages.some((p) => new URL(p.url, location.href).pathname === path)),
        () => setKept(false),
      );
  }, [path]);
  return kept;
}

/** An entry to read, offline: its link (if the device has its page) and 'Okudum, bitti' into the outbox. */
function OfflineRead({
  item,
  onDone,
}: {
  item: Extract<DeviceItem, { kind: "read" }>;
  onDone: (opened: boolean) => void;
}) {
  const kept = useKeptPage(item.entryPath);
  const [opened, setOpened] = useState(item.opened);
  return (
    <div className={box}>
      {/* A plain link: offline, a full page load is what the worker answers (the kept page, or the offline page). */}
      <a
        href={item.entryPath}
        onClick={() => {
          setOpened(true);
          void device().then((d) => d.markOpened(item.owner, item.id));
        }}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {trHomework.openEntry}
      </a>
      {kept !== null && (
        <p data-testid="offline-entry" data-kept={kept}>
          {kept ? trHomework.offlineEntryKept : trHomework.offlineEntryNotKept}
        </p>
      )}
      <button
        type="button"
        onClick={() => onDone(opened)}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {trHomework.markRead}
      </button>
    </div>
  );
}

/**
 * The offline page standing in for /odevlerim/{id}: the item as the device kept it for the
 * pupil signed in last (a quiz, a self-test, an entry to read), done into the outbox. Its h1
 * is the item's title.
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

  const keep = (made: Omit<OutboxTry, "clientId" | "recordedAt">) => {
    setState({ kind: "sending" });
    void device()
      .then(async (d) => {
        await d.keepTry(made);
        setState({ kind: "kept", message: keptText(item.kind) });
        // The page was shown for want of a network; if there is one again, this sends at once.
        if (navigator.onLine) await d.sendOutbox(item.owner);
      })
      .catch(() => setState({ kind: "refused", message: trHomework.offlineNotKept }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keep(tryOf(item, event.currentTarget));
  };
  const onRead = (opened: boolean) => {
    if (!opened || item.kind !== "read") return setState({ kind: "refused", message: trHomework.offlineReadFirst });
    keep(tryOf({ ...item, opened }, null));
  };
  const action = `${MY_HOMEWORK_PATH}/${item.id}`;

  return (
    <section aria-labelledby="offline-homework-title" className="space-y-4" data-offline-homework={item.id}>
      <HomeworkTitle id="offline-homework-title" title={item.title} titleTr={item.titleTr} />
      <p className="text-slate-700">{item.line}</p>
      <p className="rounded-lg bg-amber-50 px-4 py-3">{trHomework.offlineIntro}</p>
      {waiting > 0 && (
        <p data-testid="waiting-here" className="font-semibold">
          {trHomework.waitingCount(waiting)}
        </p>
      )}
      <SentReport report={report} />
      <DeviceNotice state={report ? null : state} />
      {item.kind === "quiz" && (
        <QuizForm
          questions={item.questions}
          action={action}
          version={item.version}
          best={null}
          print={null}
          onSubmit={onSubmit}
        />
      )}
      {item.kind === "self-test" && (
        <SelfTestForm prompts={item.prompts} passPercent={item.passPercent} action={action} onSubmit={onSubmit} />
      )}
      {item.kind === "read" && <OfflineRead item={item} onDone={onRead} />}
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
              <a
                href={`${MY_HOMEWORK_PATH}/${i.id}`}
                className="font-semibold text-brand-800 underline underline-offset-4"
                lang={i.titleTr ? undefined : "en"}
              >
                {i.titleTr || i.title}
              </a>
              {held.waiting.some((t) => t.homeworkId === i.id) && (
                <span className="ml-2 font-semibold">· {trHomework.waitingToSend}</span>
              )}
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
        .then(
          (t) => live && setTries(t),
          () => {},
        );
    read();
    window.addEventListener(OUTBOX_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(OUTBOX_EVENT, read);
    };
  }, [owner]);
  const forgetRefused = useCallback(() => void device().then((d) => d.forgetRefused(owner)), [owner]);
  return {
    waiting: tries.filter((t) => !t.refused),
    refused: tries.filter((t) => t.refused !== undefined),
    forgetRefused,
  };
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
    <section
      role="alert"
      aria-labelledby="refused-title"
      className="space-y-2 rounded-2xl border-l-4 border-red-700 bg-red-50 p-5"
    >
      <h2 id="refused-title" className="text-lg font-bold text-red-900">
        {trHomework.deviceRefusedTitle}
      </h2>
      <ul className="space-y-1">
        {refused.map((t) => (
          <li key={t.clientId}>{trHomework.deviceRefused(t.title, t.refused ?? "")}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onOk}
        className="min-h-11 rounded-lg border border-slate-500 bg-white px-4 font-semibold"
      >
        {trHomework.deviceRefusedOk}
      </button>
    </section>
  );
}
