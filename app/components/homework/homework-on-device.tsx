import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { DeviceItem, DeviceKind, OutboxTry } from "#core/homework/outbox.ts";
import type { QuestionScore } from "#core/quiz-formats.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { device, keptText, tryOf, type DeviceSubmit, type PageItem } from "./device-try";

// The homework page's item online (/odevlerim/{id}): kept on the device and sent through the
// outbox (docs/decisions/0076, 0084).

/** What a counted try of a self-test or a reading says on its own page. */
function doneText(kind: DeviceKind, body: unknown): string {
  const b = body as { score?: number; total?: number; passed?: boolean } | null;
  if (kind === "read") return trHomeworkPupil.readDone;
  return b?.passed
    ? trHomeworkPupil.selfTestPassed(b.score ?? 0, b.total ?? 0)
    : trHomeworkPupil.selfTestFailed(b?.score ?? 0, b?.total ?? 0);
}

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
      // The form is read now; the outbox's rules come with the device's module (docs/decisions/0117).
      const fields = [...new FormData(form).entries()];
      onSubmitted({ kind: "sending" });
      void (async () => {
        const d = await device();
        const made = tryOf(item, d.answersOf(fields, item.kind));
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
        const outcome = d.outcomeOf(answer.status, answer.body);
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
