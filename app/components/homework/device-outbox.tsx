import { useCallback, useEffect, useState } from "react";
import { OUTBOX_EVENT } from "#core/homework/homework.ts";
import type { OutboxTry } from "#core/homework/outbox.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { device } from "./device-try";

// Ödevlerim's view of the device's outbox: what waits to be sent and what the server refused
// (docs/decisions/0084).

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
    {trHomeworkPupil.waitingToSend}
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
        {trHomeworkPupil.deviceRefusedTitle}
      </h2>
      <ul className="space-y-1">
        {refused.map((t) => (
          <li key={t.clientId}>{trHomeworkPupil.deviceRefused(t.title, t.refused ?? "")}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onOk}
        className="min-h-11 rounded-lg border border-slate-500 bg-white px-4 font-semibold"
      >
        {trHomeworkPupil.deviceRefusedOk}
      </button>
    </section>
  );
}
