import { useEffect, useState, type FormEvent } from "react";
import { HomeworkTitle } from "#app/components/homework/homework-title.tsx";
import { answersOf, sentText, type DeviceItem, type OutboxTry, type SendReport } from "#core/homework/outbox.ts";
import { MY_HOMEWORK_PATH, OUTBOX_EVENT } from "#core/homework/homework.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { trOffline } from "#core/messages/offline.ts";
import { SelfTestForm } from "#app/components/homework/self-test-form.tsx";
import { QuizForm } from "#app/components/practice/quiz-form.tsx";
import { box, device, DeviceNotice, keptText, tryOf, type DeviceSubmit } from "./device-try";

// The offline page's homework (/cevrimdisi standing in for /odevlerim and /odevlerim/{id}): what
// the device kept for the pupil signed in last, done into the outbox (docs/decisions/0076, 0084).
// Drawn only after hydration, from the device's storage, so the offline page loads it on demand.

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
        <p key={r.homeworkId}>{trHomeworkPupil.deviceRefused(r.title, r.message)}</p>
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
        {trHomeworkPupil.openEntry}
      </a>
      {kept !== null && (
        <p data-testid="offline-entry" data-kept={kept}>
          {kept ? trHomeworkPupil.offlineEntryKept : trHomeworkPupil.offlineEntryNotKept}
        </p>
      )}
      <button
        type="button"
        onClick={() => onDone(opened)}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {trHomeworkPupil.markRead}
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
        <p data-testid="offline-homework-missing">{trHomeworkPupil.offlineNotKept}</p>
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
      .catch(() => setState({ kind: "refused", message: trHomeworkPupil.offlineNotKept }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    keep(tryOf(item, answersOf(new FormData(event.currentTarget).entries(), item.kind)));
  };
  const onRead = (opened: boolean) => {
    if (!opened || item.kind !== "read")
      return setState({ kind: "refused", message: trHomeworkPupil.offlineReadFirst });
    keep(tryOf({ ...item, opened }, {}));
  };
  const action = `${MY_HOMEWORK_PATH}/${item.id}`;

  return (
    <section aria-labelledby="offline-homework-title" className="space-y-4" data-offline-homework={item.id}>
      <HomeworkTitle id="offline-homework-title" title={item.title} titleTr={item.titleTr} />
      <p className="text-slate-700">{item.line}</p>
      <p className="rounded-lg bg-amber-50 px-4 py-3">{trHomeworkPupil.offlineIntro}</p>
      {waiting > 0 && (
        <p data-testid="waiting-here" className="font-semibold">
          {trHomeworkPupil.waitingCount(waiting)}
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
        {trHomeworkPupil.offlineListTitle}
      </h2>
      <SentReport report={report} />
      {held.items.length === 0 ? (
        <p>{trHomeworkPupil.offlineListEmpty}</p>
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
                <span className="ml-2 font-semibold">· {trHomeworkPupil.waitingToSend}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
